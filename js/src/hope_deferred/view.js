// The Hope Deferred view, built in the shared frame (shared/base.js) from its parts: the
// board (live_board.js), the round and deal counters, the variant and suit choices and New
// game (dom.js), Play to the end, played step by step with Skip (autoplay.js), the keys
// (arrows among stock, piles and target row; N for a new game), the words said and the end
// banner's (announce.js, ending.js) and review mode's steps. It knows no rules: a tap on
// the stock asks Python for the next step, and is drawn at once from the preview Python
// sent (predict.js).
import { moveFocus } from "../shared/dom.js";
import { ReviewStep } from "../shared/review_step.js";
import { announcement, placedBy } from "./announce.js";
import { AutoPlay } from "./autoplay.js";
import { SYMBOLS, cardFace } from "./cards.js";
import { build } from "./dom.js";
import { endOf } from "./ending.js";
import { createExtras } from "./extras.js";
import { createLiveBoard } from "./live_board.js";
import { Motion } from "./motion.js";
import { clearReview } from "./review.js";

/** Build the board and controls into `shell` and return the view's hooks. */
export function createView(shell) {
  const dom = build(shell);
  const motion = new Motion(dom);
  // A lost game's banner shows the target cards still in the stock, face up.
  shell.banner.drawCard = (card) => cardFace(shell.t, card, "compact");
  const extras = createExtras(shell, dom.stock.closest(".hd-place"));
  const step = new ReviewStep();
  const board = createLiveBoard(shell, dom, motion, step);
  const autoplay = new AutoPlay(shell, dom, motion, () => board.tap("stock"));
  const newGame = () => board.send({
    kind: "new_game", variant: dom.variant.value, target_suit: dom.targetSuit.value,
  });

  return {
    draw(state, previous) {
      const event = board.receive(state, previous);
      // While Play to the end deals, the live region keeps to new rounds and the end.
      const quiet = autoplay.on && state.status === "playing" && event?.move === "deal";
      autoplay.drawn(state, event);
      if (!quiet) shell.say(announcement(shell.t, state, event, placedBy(event)));
      extras.draw(state);
    },
    end: (state) => endOf(state, shell.t),
    sign: (state) => SYMBOLS[state.target_suit],
    keydown(event) {
      if (moveFocus(event, dom.focusables)) return true;
      const key = event.key.toLowerCase();
      if (key !== "n" || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return false;
      newGame();
      return true;
    },
    click(target) {
      if (target === dom.stock && target.getAttribute("aria-disabled") !== "true") {
        board.tap("stock"); // drawn at once from Python's preview
      }
    },
    actions: {
      "new-game": newGame,
      "play-out": () => autoplay.start(),
      skip: () => autoplay.skip(),
    },
    refocus: () => dom.stock,
    review: step.hooks({
      enter() {
        autoplay.stop();
        motion.finish();
      },
      paint: board.paint,
      leave: () => clearReview(dom),
    }),
    dispose() {
      board.dispose();
      autoplay.dispose();
      motion.finish();
      extras.dispose();
    },
  };
}
