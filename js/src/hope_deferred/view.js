// The Hope Deferred view, built in the shared frame (shared/base.js): the board, the
// round and deal counters, the variant and suit choices, New game and Play to the end,
// the keys (arrows among stock, piles and target row; N for a new game) and the end
// banner's words. It knows no rules: a tap on the stock asks Python for the next step.
import { moveFocus } from "../shared/dom.js";
import { announcement, freshEvent, placedBy, resultText } from "./announce.js";
import { SYMBOLS } from "./cards.js";
import { build } from "./dom.js";
import { draw } from "./draw.js";
import { createExtras } from "./extras.js";

/** Build the board and controls into `shell` and return the view's hooks. */
export function createView(shell) {
  const dom = build(shell);
  const extras = createExtras(shell, dom.stock.closest(".hd-place"));
  const newGame = () => shell.send({
    kind: "new_game", variant: dom.variant.value, target: dom.target.value,
  });

  return {
    draw(state, previous) {
      if (state.code !== previous?.code) { // a new game: the choices show its own again
        dom.variant.value = state.variant;
        dom.target.value = state.target;
      }
      const event = freshEvent(state, previous);
      const placed = placedBy(event);
      draw(dom, state, placed, shell.t);
      shell.say(announcement(shell.t, state, event, placed));
      extras.draw(state);
    },
    end(state) {
      if (state.status === "playing") return null;
      const won = state.status === "won";
      return {
        kind: state.status, sign: SYMBOLS[state.target],
        title: shell.t(won ? "won_title" : "lost_title"), lines: [resultText(shell.t, state)],
        stats: [], actions: [["new-game", shell.t("new_game"), true]],
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
      "play-out": () => shell.send({ kind: "play_out" }),
    },
    refocus: () => dom.stock,
    dispose: () => extras.dispose(),
  };
}
