// The Heart to Heart view, built in the shared frame (shared/base.js) from its parts: the
// board with the taps Python has not answered yet predicted on top (live_board.js), the
// time (shown_time.js), score and moves, Undo, New game and Hint (dom.js), the move-error
// message (message.js), the arrow keys and shortcuts (keyboard.js), the words said and
// the end banner's (announce.js, ending.js) and review mode's steps. It knows no rules: it
// draws what Python synced and sends the player's intents (tap, undo, new game, hint, a
// clock reading).
import { ReviewStep } from "../shared/review_step.js";
import { describe } from "./announce.js";
import { build, buildControls, placeCards } from "./dom.js";
import { endOf, tipOf } from "./ending.js";
import { createExtras } from "./extras.js";
import { boardTargets, moveOnBoard, nearest, shortcut } from "./keyboard.js";
import { createLiveBoard } from "./live_board.js";
import { Message } from "./message.js";
import { Motion } from "./motion.js";
import { clearReview } from "./review.js";
import { createShownTime } from "./shown_time.js";

/** Build the board and controls into `shell` and return the view's hooks. */
export function createView(shell) {
  const { model } = shell;
  const dom = build(shell);
  const geometry = model.get("_geometry");
  placeCards(dom, geometry);
  const tip = tipOf(geometry);
  buildControls(shell, dom);
  const time = createShownTime(shell);
  const motion = new Motion(dom);
  shell.banner.onCelebrate = () => {
    motion.gather();
    motion.flourish();
  };
  const message = new Message(dom);
  const step = new ReviewStep();
  const board = createLiveBoard(shell, dom, motion, step);
  const extras = createExtras(shell, dom.stock.closest(".hth-piles"));

  /** A tap drawn at once, in the frame of the click; the focus kept on the board. */
  const tap = (target) => {
    const focused = dom.root.contains(document.activeElement) ? document.activeElement : null;
    if (board.tap(target) && focused?.disabled) {
      hooks.refocus(focused.getBoundingClientRect())?.focus();
    }
  };
  const firstControl = () => [...shell.controls.querySelectorAll("button")].find((b) => !b.disabled);
  const send = (kind) => () => board.send({ kind });

  const hooks = {
    draw(state, previous) {
      const fresh = board.receive(state, previous);
      message.follow(state, previous, fresh);
      time.tick();
      shell.say(describe(previous, state, shell.t, time.seconds(), tip));
      extras.draw(state);
    },
    end: (state) => endOf(state, shell.t, time.seconds(), tip),
    sign: () => "♥",
    keydown(event) {
      if (moveOnBoard(event, dom)) return true;
      const intent = shortcut(event);
      if (intent === null || (intent === "hint" && !model.get("hints"))) return false;
      board.send({ kind: intent }); // H only while hints are on
      return true;
    },
    click(target) {
      const position = target.dataset.position;
      const tapped = position !== undefined ? Number(position) : target.dataset.target;
      if (tapped !== undefined) tap(tapped);
    },
    actions: {
      undo: send("undo"),
      "new-game": send("new_game"),
      restart: send("restart"),
      hint: send("hint"),
    },
    refocus: (where) => (where && nearest(where, boardTargets(dom))) ?? firstControl(),
    review: step.hooks({
      enter() {
        motion.finish();
        message.hide();
        shell.banner.party?.remove();
      },
      paint: () => board.render(),
      leave: () => clearReview(dom),
    }),
    dispose() {
      time.dispose();
      board.dispose();
      motion.dispose();
      message.dispose();
      extras.dispose();
    },
  };
  return hooks;
}
