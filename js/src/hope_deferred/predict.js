// Instant feedback for Hope Deferred: the board a tap on the stock leads to, drawn in the
// frame of the click, before Python answers. It decides nothing: Python sends with each
// state, in `previews`, the event the tap makes and the traits it changes (a deal's cards
// by where they go), and a prediction only applies it. After a move the next preview is
// not known, so of a burst of taps only the first is drawn before Python answers. Python's
// states stay the truth: the view draws each one it receives with the taps not yet
// answered predicted on top, so any disagreement is corrected at once.

/**
 * A tap on `target` in `state`: `{state, event}`, the board it leads to and the event
 * Python will send for it (without its id), or null when `state` cannot tell (the game is
 * over, or a move is not answered yet).
 */
export function predictTap(state, target) {
  const preview = state.previews?.[target];
  if (!preview) return null;
  const { event, ...changes } = preview;
  const piles = state.piles.map((pile) => [...pile]);
  const setAside = [...state.set_aside];
  for (const [card, place] of event.placed ?? []) {
    if (place === "aside") setAside.push(card);
    else piles[place - 1].push(card);
  }
  return { state: { ...state, piles, set_aside: setAside, ...changes, previews: null }, event };
}

/** Whether Python's `event` answers `intent`: a tap on the stock (a move, or a refusal of
 * a tap there), or a new game. */
export function answers(event, intent) {
  if (!event) return false;
  if (intent.kind !== "tap") return event.kind === intent.kind;
  return event.kind === "move" || (event.kind === "refuse" && event.target === intent.target);
}
