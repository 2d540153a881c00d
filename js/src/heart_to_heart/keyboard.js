// Keyboard play: arrow keys move the focus among the free cards, the stock and the waste
// as they lie on the table (the heart's own geometry); Enter or Space taps; U or Ctrl+Z
// undoes; N deals a new game; H asks for a hint.

const DIRECTIONS = {
  ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
};

/** The elements a player can tap now: free heart cards, then the stock and the waste
 * (covered cards take a tap, to say they are covered, but never the focus). */
export function boardTargets(dom) {
  return [...dom.cards, dom.stock, dom.waste]
    .filter((element) => !element.disabled && !element.hasAttribute("aria-disabled"));
}

function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * The target nearest to `from` (a DOMRect) in direction [dx, dy], or null. Distance along
 * the direction counts once and across it twice, so a card in the same row beats one
 * diagonally closer; only targets at least a quarter card away in that direction count.
 */
export function nearestInDirection(from, targets, [dx, dy]) {
  const start = centre(from);
  const step = Math.min(from.width, from.height) / 4;
  let best = null;
  let bestScore = Infinity;
  for (const target of targets) {
    const point = centre(target.getBoundingClientRect());
    const along = (point.x - start.x) * dx + (point.y - start.y) * dy;
    if (along < step) continue;
    const across = Math.abs((point.x - start.x) * dy + (point.y - start.y) * dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      best = target;
      bestScore = score;
    }
  }
  return best;
}

/** The target nearest to `from` (a DOMRect) in any direction, or null when none. */
export function nearest(from, targets) {
  const start = centre(from);
  let best = null;
  let bestDistance = Infinity;
  for (const target of targets) {
    const point = centre(target.getBoundingClientRect());
    const distance = Math.hypot(point.x - start.x, point.y - start.y);
    if (distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

/** Handle an arrow key on a board target; whether it was one. */
export function moveOnBoard(event, dom) {
  const direction = DIRECTIONS[event.key];
  const targets = boardTargets(dom);
  if (!direction || !targets.includes(event.target)) return false;
  const next = nearestInDirection(event.target.getBoundingClientRect(), targets, direction);
  next?.focus();
  return true;
}

/** The intent a shortcut key names ("undo", "new_game" or "hint"), or null. */
export function shortcut(event) {
  const key = event.key.toLowerCase();
  const command = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  if ((key === "u" && !command) || (key === "z" && command && !event.shiftKey)) return "undo";
  if (key === "n" && !command && !event.repeat) return "new_game";
  if (key === "h" && !command && !event.repeat) return "hint";
  return null;
}
