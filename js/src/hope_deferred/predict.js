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

/**
 * The intents sent and not yet answered, oldest first: taps, and the new games after which
 * nothing can be predicted until Python answers them.
 */
export class Pending {
  constructor(expiry) {
    this.expiry = expiry;
    this.intents = [];
  }

  /** Note an intent just sent; its record: {kind, target, at, next, played}. */
  add(intent) {
    const record = { ...intent, at: performance.now(), next: null, played: false };
    this.intents.push(record);
    return record;
  }

  /** Python's new `event`: drop the intents it answers (and any older ones); the intent it
   * answers, or null when it came from elsewhere (a cell, another view). */
  settle(event) {
    const index = this.intents.findIndex((intent) => answers(event, intent));
    if (index < 0) return null;
    return this.intents.splice(0, index + 1)[index];
  }

  /**
   * `python` with the taps not yet answered predicted on top. Each tap's `next` is the
   * event its prediction expects, or null where it cannot be told; an intent older than
   * the expiry (Python never answered it) is dropped.
   */
  apply(python) {
    const now = performance.now();
    this.intents = this.intents.filter((intent) => now - intent.at < this.expiry);
    let state = python;
    for (const intent of this.intents) {
      const predicted = intent.kind === "tap" ? predictTap(state, intent.target) : null;
      intent.next = predicted?.event ?? null;
      state = predicted?.state ?? { ...state, previews: null };
    }
    return state;
  }
}
