// The board as the player sees it: Python's latest state with the taps Python has not
// answered yet predicted on top (predict.js), each event's motion played once, the cards
// at the face size of their width (face_size.js); or, in review mode, the step shown. It
// sends the intents a prediction waits for.
import { Pending } from "../shared/pending.js";
import { draw } from "./draw.js";
import { createFaceSize } from "./face_size.js";
import { refusedCard } from "./message.js";
import { answers, predictTap } from "./predict.js";
import { paintReview } from "./review.js";

/** How long a prediction waits for Python's answer before the view gives it up. */
const EXPIRY = 10_000;
/** Intents after which nothing can be predicted until Python has answered them. */
const BLIND = new Set(["undo", "new_game", "restart"]);

/** A refused tap shakes its card when Move errors are on in `python`; `selected` is the
 * selection shown when it was made. */
function feedback(motion, event, python, selected) {
  const refused = event.kind === "refuse" && ["same_rank", "covered"].includes(event.reason);
  if (refused && python.move_errors) motion.shake(refusedCard(event, selected));
}

/**
 * Draw Python's state `python` with the taps of `pending` not yet answered predicted on
 * top, the cards at face `size`. `selected` is the selection shown so far, `fresh` Python's
 * new event (or null) and `answered` the intent it answers, if any. A motion plays once per
 * event: from a tap's prediction when it was made, else from Python's event. Returns the
 * selection drawn.
 */
function drawPredicted({ shell, dom, motion, pending }, size, python, selected, fresh, answered) {
  const state = pending.apply(python);
  const starts = [];
  if (fresh && answered?.played) motion.confirm(fresh, answered.id);
  else if (fresh) {
    starts.push(motion.prepare(fresh));
    feedback(motion, fresh, python, selected);
  }
  for (const intent of pending.intents) {
    if (intent.next && !intent.played) {
      intent.played = intent.next;
      starts.push(motion.prepare(intent.next, intent.id));
      feedback(motion, intent.next, python, selected);
    }
  }
  draw(dom, state, shell.t, size);
  for (const start of starts) start?.();
  return state.selected;
}

/**
 * The board of `dom`, with its `motion`; `step` is review mode's step (a ReviewStep).
 * Returns `receive(state, previous)`, `render()`, `send(intent)`, `tap(target)` and
 * `dispose()`.
 */
export function createLiveBoard(shell, dom, motion, step) {
  const board = { shell, dom, motion, pending: new Pending(EXPIRY, { answers, predictTap }) };
  const { pending } = board;
  let python = null; // the latest state Python sent
  let shownSelected = null; // the selection the board shows
  let timer = null;

  /** Draw the board: review mode's step, or Python's latest state with the unanswered taps
   * predicted on top (`fresh` and `answered` as `drawPredicted` takes them). */
  const render = (fresh = null, answered = null) => {
    if (step.shown === null) {
      shownSelected = drawPredicted(board, faces.size(), python, shownSelected, fresh, answered);
    } else {
      const { review, k, state } = step.shown;
      paintReview(dom, review, k, shell.t, faces.size(), state);
    }
  };

  const faces = createFaceSize(shell, dom.cards[0], () => {
    if (python !== null) render();
  });

  /** Send `intent`; a tap or a blinding intent waits for Python's answer. Whether it went. */
  const send = (intent) => {
    if (!shell.send(intent)) return false;
    const blind = BLIND.has(intent.kind) && (intent.kind !== "undo" || python.can_undo);
    if (intent.kind === "tap" || blind) {
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
      const event = state.event;
      const fresh = event && event.id !== python?.event?.id ? event : null;
      const answered = fresh && pending.settle(fresh);
      python = state;
      faces.prepare();
      render(previous === null ? null : fresh, answered);
      return fresh;
    },
    render: () => render(),
    send,
    /** Send a tap on `target` and draw it at once, in the frame of the click; whether it went. */
    tap(target) {
      if (python === null || !send({ kind: "tap", target })) return false;
      render();
      return true;
    },
    dispose() {
      clearTimeout(timer);
      faces.dispose();
    },
  };
}
