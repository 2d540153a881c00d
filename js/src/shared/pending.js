// The intents a view has sent and Python has not answered yet, for instant feedback: each
// game's taps are predicted on top of Python's latest state until Python's event answers
// them. It decides nothing: the game's `predictTap` applies what Python sent in `previews`,
// and the game's `answers` tells which intent an event answers.

/**
 * The intents sent and not yet answered, oldest first: taps, and the intents after which
 * nothing can be predicted until Python answers them (a new game, an undo).
 */
export class Pending {
  /**
   * `expiry`: how many milliseconds an intent waits for Python's answer. `answers(event,
   * intent)`: whether Python's `event` answers `intent`. `predictTap(state, target)`:
   * `{state, event}`, the board a tap on `target` leads to and the event it makes, or null
   * where `state` cannot tell.
   */
  constructor(expiry, { answers, predictTap }) {
    this.expiry = expiry;
    this.answers = answers;
    this.predictTap = predictTap;
    this.intents = [];
    this.count = 0;
  }

  /** Note an intent just sent; its record: the intent with `id` (1, 2, … in the order
   * sent), `at`, `next` (the event its prediction expects) and `played` (null until the
   * view has played that prediction; the view sets it). */
  add(intent) {
    const record = { ...intent, id: ++this.count, at: performance.now(), next: null, played: null };
    this.intents.push(record);
    return record;
  }

  /** Python's new `event`: drop the intents it answers (and any older ones); the intent it
   * answers, or null when it came from elsewhere (a cell, another view). */
  settle(event) {
    const index = this.intents.findIndex((intent) => this.answers(event, intent));
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
      const predicted = intent.kind === "tap" ? this.predictTap(state, intent.target) : null;
      intent.next = predicted?.event ?? null;
      state = predicted?.state ?? { ...state, previews: null };
    }
    return state;
  }
}
