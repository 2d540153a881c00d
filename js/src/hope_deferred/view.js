// The Hope Deferred view, built in the shared frame (shared/base.js): the board, the
// round and deal counters, the variant and suit choices, New game, Play to the end (played
// step by step, with Skip), the keys (arrows among stock, piles and target row; N for a new
// game), the motion and the end banner's words. It knows no rules: a tap on the stock asks
// Python for the next step.
import { moveFocus } from "../shared/dom.js";
import { announcement, freshEvent, placedBy, resultText } from "./announce.js";
import { AutoPlay } from "./autoplay.js";
import { SYMBOLS, cardFace, cardName } from "./cards.js";
import { build } from "./dom.js";
import { draw, faceSizes, measure } from "./draw.js";
import { Motion } from "./motion.js";
import { createExtras } from "./extras.js";
import { clearReview, paintReview } from "./review.js";

/** Build the board and controls into `shell` and return the view's hooks. */
export function createView(shell) {
  const dom = build(shell);
  const motion = new Motion(dom);
  const autoplay = new AutoPlay(shell, dom, motion);
  // A lost game's banner shows the target cards still in the stock, face up.
  shell.banner.drawCard = (card) => cardFace(shell.t, card, "compact");
  const extras = createExtras(shell, dom.stock.closest(".hd-place"));
  const newGame = () => shell.send({
    kind: "new_game", variant: dom.variant.value, target: dom.target.value,
  });
  let drawnState = null;
  let reviewed = null; // review mode's review and step shown, or null
  const paint = () => (reviewed ? paintReview(dom, reviewed.review, reviewed.k, shell.t)
    : draw(dom, drawnState, shell.t));

  // A new width may call for another size of card face: redraw the cards, without motion,
  // in the next frame (redrawing inside the observer would resize what it observes).
  const resized = new ResizeObserver(() => {
    if (drawnState === null) return;
    const widths = measure(dom); // laid out already: measuring costs nothing here
    const changed = faceSizes(dom, widths) !== faceSizes(dom);
    dom.widths = widths;
    if (changed) {
      requestAnimationFrame(() => {
        motion.finish();
        paint();
      });
    }
  });
  resized.observe(dom.felt);

  return {
    draw(state, previous) {
      if (state.code !== previous?.code) { // a new game: the choices show its own again
        dom.variant.value = state.variant;
        dom.target.value = state.target;
      }
      const event = freshEvent(state, previous);
      const animate = motion.prepare(event);
      draw(dom, state, shell.t);
      drawnState = state;
      animate?.();
      if (event?.kind === "move" && state.status === "won" && previous?.status === "playing") {
        motion.celebrate();
      }
      // While Play to the end deals, the live region keeps to new rounds and the end.
      const quiet = autoplay.on && state.status === "playing" && event?.move === "deal";
      autoplay.drawn(state, event);
      if (!quiet) shell.say(announcement(shell.t, state, event, placedBy(event)));
      extras.draw(state);
    },
    end(state) {
      if (state.status === "playing") return null;
      const won = state.status === "won";
      const found = new Set(state.set_aside);
      return {
        kind: state.status, sign: SYMBOLS[state.target],
        title: shell.t(won ? "won_title" : "lost_title"), lines: [resultText(shell.t, state)],
        cards: state.targets.filter((card) => !found.has(card))
          .map((card) => [card, cardName(shell.t, card)]),
        stats: [],
        actions: [["review", shell.t("review_open"), false, true], ["new-game", shell.t("new_game"), true]],
      };
    },
    sign: (state) => SYMBOLS[state.target],
    keydown(event) {
      if (moveFocus(event, dom.focusables)) return true;
      const key = event.key.toLowerCase();
      if (key !== "n" || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return false;
      newGame();
      return true;
    },
    click(target) {
      if (target === dom.stock && target.getAttribute("aria-disabled") !== "true") {
        shell.send({ kind: "step" });
      }
    },
    actions: {
      "new-game": newGame,
      "play-out": () => autoplay.start(),
      skip: () => autoplay.skip(),
    },
    refocus: () => dom.stock,
    review: {
      paint(review, k) {
        if (reviewed === null) {
          autoplay.stop();
          motion.finish();
        }
        reviewed = { review, k };
        paint();
      },
      leave() {
        reviewed = null;
        clearReview(dom);
      },
    },
    dispose() {
      resized.disconnect();
      autoplay.dispose();
      motion.finish();
      extras.dispose();
    },
  };
}
