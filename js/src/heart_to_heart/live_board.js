// The board as the player sees it: Python's latest state with the taps Python has not
// answered yet predicted on top (predict.js), each event's motion played once, the cards
// at the face size of their width (face_size.js); or, in review mode, the step shown. It
// sends the intents a prediction waits for.
import { draw } from "./draw.js";
import { FaceSize } from "./face_size.js";
import { refusedCard } from "./message.js";
import { Pending } from "./predict.js";
import { paintReview } from "./review.js";

/** How long a prediction waits for Python's answer before the view gives it up. */
const EXPIRY = 10_000;
/** Intents after which nothing can be predicted until Python has answered them. */
const BLIND = new Set(["undo", "new_game", "restart"]);

export class LiveBoard {
  /** The board of `dom`, with its `motion`; `step` is review mode's step (a ReviewStep). */
  constructor(shell, dom, motion, step) {
    this.shell = shell;
    this.dom = dom;
    this.motion = motion;
    this.step = step;
    this.pending = new Pending(EXPIRY);
    this.python = null; // the latest state Python sent
    this.shownSelected = null; // the selection the board shows
    this.timer = null;
    this.faces = new FaceSize(shell, dom.cards[0], () => {
      if (this.python !== null) this.render();
    });
  }

  /** Draw Python's new `state` (`previous` is the state drawn before, null at first);
   * return its event if it is new, else null. */
  receive(state, previous) {
    const event = state.event;
    const fresh = event && event.id !== this.python?.event?.id ? event : null;
    const answered = fresh && this.pending.settle(fresh);
    this.python = state;
    this.faces.prepare();
    this.render(previous === null ? null : fresh, answered);
    return fresh;
  }

  /**
   * Draw the board: review mode's step, or Python's latest state with the unanswered taps
   * predicted on top. `fresh` is Python's new event (or null), and `answered` the intent
   * it answers, if any. A motion plays once per event: from a tap's prediction when it was
   * made, else from Python's event.
   */
  render(fresh = null, answered = null) {
    const { dom, motion, pending, shell } = this;
    const { size } = this.faces;
    if (this.step.shown !== null) {
      const { review, k, state } = this.step.shown;
      paintReview(dom, review, k, shell.t, size, state);
      return;
    }
    const state = pending.apply(this.python);
    const starts = [];
    if (fresh && answered?.played) motion.confirm(fresh, answered.id);
    else if (fresh) {
      starts.push(motion.prepare(fresh));
      this.feedback(fresh);
    }
    for (const intent of pending.intents) {
      if (intent.next && !intent.played) {
        intent.played = intent.next;
        starts.push(motion.prepare(intent.next, intent.id));
        this.feedback(intent.next);
      }
    }
    draw(dom, state, shell.t, size);
    this.shownSelected = state.selected;
    for (const start of starts) start?.();
  }

  /** A refused tap shakes its card, when Move errors are on. */
  feedback(event) {
    const refused = event.kind === "refuse" && ["same_rank", "covered"].includes(event.reason);
    if (refused && this.python.move_errors) {
      this.motion.shake(refusedCard(event, this.shownSelected));
    }
  }

  /** Send `intent`; a tap or a blinding intent waits for Python's answer. Whether it went. */
  send(intent) {
    if (!this.shell.send(intent)) return false;
    const blind = BLIND.has(intent.kind) && (intent.kind !== "undo" || this.python.can_undo);
    if (intent.kind === "tap" || blind) {
      this.pending.add(intent);
      clearTimeout(this.timer);
      // drop what Python never answered
      this.timer = setTimeout(() => this.render(), EXPIRY + 50);
    }
    return true;
  }

  /** Send a tap on `target` and draw it at once, in the frame of the click; whether it went. */
  tap(target) {
    if (this.python === null || !this.send({ kind: "tap", target })) return false;
    this.render();
    return true;
  }

  dispose() {
    clearTimeout(this.timer);
    this.faces.dispose();
  }
}
