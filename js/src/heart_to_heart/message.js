// The move-error message ("Must be of the same rank", "This card is still covered"): a
// pill beside the card it is about, shown when Python's answer to a tap brings it, and gone
// by itself after a few seconds, or at once with the next move, a change of settings or a
// hint. Its words and `data-key` always follow Python's `message` (draw.js); this only
// places and shows it.

/** How long a message stays, in ms: time to read it, not a wait anything depends on. */
const SHOWN = 3500;
/** The synced settings whose change takes a shown message away (tests/test_js_lists.py
 * checks that Python has each). */
export const CLEARING = ["move_errors", "placement_help", "hints", "show_winnable", "language"];

/**
 * The card a refusal is about: the tapped card when it is covered; at a failed pair, the
 * card that was selected, which lets go of the selection (the tapped card takes it).
 */
export const refusedCard = (event, selected) => (event.reason === "same_rank"
  && selected !== null && selected !== event.target ? selected : event.target);

export class Message {
  constructor(dom) {
    this.dom = dom;
    this.element = dom.message;
    this.timer = null;
  }

  /**
   * Show the message of a fresh Python `state` beside `about` (a heart position or
   * "waste"); hide it when the state has none.
   */
  show(state, about) {
    clearTimeout(this.timer);
    if (!state.message) {
      this.hide();
      return;
    }
    this.place(about);
    this.element.hidden = false;
    this.timer = setTimeout(() => this.hide(), SHOWN);
  }

  /** Follow Python's new `state` (`previous` is the state drawn before, `fresh` its new
   * event or null): the message shows with the refusal that brought it, and goes with a new
   * event, a change of settings or a hint. */
  follow(state, previous, fresh) {
    if (fresh?.kind === "refuse") this.show(state, refusedCard(fresh, previous?.selected ?? null));
    else if (fresh || !state.message || CLEARING.some((name) => state[name] !== previous?.[name])
      || (state.shown_hint && !previous?.shown_hint)) this.hide();
  }

  hide() {
    clearTimeout(this.timer);
    this.element.hidden = true;
  }

  /** Beside a heart card, towards the heart's middle; above the waste. */
  place(about) {
    const { dom, element } = this;
    const card = typeof about === "number" ? dom.cards[about] : null;
    if (card === null) {
      dom.waste.parentElement.append(element);
      element.style.removeProperty("--hth-x");
      element.style.removeProperty("--hth-row");
      element.dataset.side = "pile";
      return;
    }
    dom.heart.append(element);
    const x = Number(card.style.getPropertyValue("--hth-x"));
    const columns = Number(dom.root.style.getPropertyValue("--hth-columns"));
    element.style.setProperty("--hth-x", String(x));
    element.style.setProperty("--hth-row", card.style.getPropertyValue("--hth-row"));
    element.dataset.side = x <= columns / 2 ? "left" : "right";
  }

  dispose() {
    clearTimeout(this.timer);
  }
}
