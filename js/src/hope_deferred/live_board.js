// Hope Deferred's board as the player sees it: Python's latest state with the taps Python
// has not answered yet predicted on top (predict.js), each event's motion played once (and
// a win's celebration), or in review mode the step shown; its cards drawn again, without
// motion, when the width calls for another face size (shared/face_size.js). It sends the
// intents a prediction waits for.
import { watchFaceSize } from "../shared/face_size.js";
import { Pending } from "../shared/pending.js";
import { freshEvent } from "./announce.js";
import { draw, faceSizes, measure } from "./draw.js";
import { answers, predictTap } from "./predict.js";
import { paintReview } from "./review.js";

/** How long a prediction waits for Python's answer before the view gives it up. */
const EXPIRY = 10_000;
/** Intents after which nothing can be predicted until Python has answered them. */
const BLIND = new Set(["new_game"]);

/**
 * The board of `dom`, with its `motion`; `step` is review mode's step (a ReviewStep).
 * Returns `receive(state, previous)`, `paint()` (the board again, without motion),
 * `send(intent)`, `tap(target)` and `dispose()`.
 */
export function createLiveBoard(shell, dom, motion, step) {
  const pending = new Pending(EXPIRY, { answers, predictTap });
  let python = null; // the latest state Python sent
  let drawn = null; // the latest state drawn: Python's, with the unanswered taps on top
  let timer = null;
  const paint = () => (step.shown ? paintReview(dom, step.shown.review, step.shown.k, shell.t)
    : draw(dom, drawn, shell.t));

  /**
   * Draw Python's latest state with the unanswered taps predicted on top. `fresh` is
   * Python's new event (or null) and `answered` the intent it answers, if any. A motion
   * plays once per event: from a tap's prediction when it was made, else from Python's
   * event; only the newest plays, a new one ending the one before.
   */
  const render = (fresh = null, answered = null) => {
    const state = pending.apply(python);
    let event = fresh && !answered?.played ? fresh : null;
    for (const intent of pending.intents) {
      if (intent.next && !intent.played) {
        intent.played = true;
        event = intent.next;
      }
    }
    const before = drawn;
    drawn = state;
    if (step.shown) return; // review mode paints its step; the game shows when it closes
    // Python's answer to a tap drawn already: the motion it started plays on.
    const animate = event || !answered?.played ? motion.prepare(event) : null;
    draw(dom, state, shell.t);
    animate?.();
    if (event?.kind === "move" && state.status === "won" && before?.status === "playing") {
      motion.celebrate();
    }
  };

  // Redraw in the next frame: redrawing inside the observer would resize what it observes.
  const resized = watchFaceSize(dom.felt, {
    wanted: () => {
      if (drawn === null) return null;
      dom.widths = measure(dom); // laid out already: measuring costs nothing here
      return faceSizes(dom, dom.widths);
    },
    shown: () => faceSizes(dom),
    resize: () => requestAnimationFrame(() => {
      motion.finish();
      paint();
    }),
  });

  /** Send `intent`; a tap or a blinding intent waits for Python's answer. Whether it went. */
  const send = (intent) => {
    if (!shell.send(intent)) return false;
    if (intent.kind === "tap" || BLIND.has(intent.kind)) {
      pending.add(intent);
      clearTimeout(timer);
      timer = setTimeout(() => render(), EXPIRY + 50); // drop what Python never answered
    }
    return true;
  };

  return {
    /** Draw Python's new `state` (`previous` is the state drawn before, null at first);
     * return its event if it is new, else null. */
    receive(state, previous) {
      if (state.code !== previous?.code) { // a new game: the choices show its own again
        dom.variant.value = state.variant;
        dom.targetSuit.value = state.target_suit;
      }
      const event = freshEvent(state, previous);
      const answered = event && pending.settle(event);
      python = state;
      render(event, answered);
      return event;
    },
    paint,
    send,
    /** Send a tap on `target` and draw it at once, in the frame of the click; whether it went. */
    tap(target) {
      if (python === null || !send({ kind: "tap", target })) return false;
      render();
      return true;
    },
    dispose() {
      clearTimeout(timer);
      resized.disconnect();
    },
  };
}
