// Hope Deferred's board as the player sees it: Python's latest state with the motion of its
// new event (and a win's celebration), or in review mode the step shown; its cards drawn
// again, without motion, when the width calls for another face size (shared/face_size.js).
import { watchFaceSize } from "../shared/face_size.js";
import { freshEvent } from "./announce.js";
import { draw, faceSizes, measure } from "./draw.js";
import { paintReview } from "./review.js";

/**
 * The board of `dom`, with its `motion`; `step` is review mode's step (a ReviewStep).
 * Returns `receive(state, previous)`, `paint()` (the board again, without motion) and
 * `dispose()`.
 */
export function createLiveBoard(shell, dom, motion, step) {
  let drawn = null; // the latest state drawn
  const paint = () => (step.shown ? paintReview(dom, step.shown.review, step.shown.k, shell.t)
    : draw(dom, drawn, shell.t));

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

  return {
    /** Draw Python's new `state` (`previous` is the state drawn before, null at first);
     * return its event if it is new, else null. */
    receive(state, previous) {
      if (state.code !== previous?.code) { // a new game: the choices show its own again
        dom.variant.value = state.variant;
        dom.targetSuit.value = state.target_suit;
      }
      const event = freshEvent(state, previous);
      const animate = motion.prepare(event);
      draw(dom, state, shell.t);
      drawn = state;
      animate?.();
      if (event?.kind === "move" && state.status === "won" && previous?.status === "playing") {
        motion.celebrate();
      }
      return event;
    },
    paint,
    dispose: () => resized.disconnect(),
  };
}
