// The Heart to Heart view, built in the shared frame (shared/base.js): the board, the
// time, score and moves, Undo, New game and Hint, the arrow keys and shortcuts, the clock
// and the end banner's words. It knows no rules: it draws what Python synced and sends
// the player's intents (tap, undo, new game, hint, a clock reading).
import { button, h } from "../shared/dom.js";
import { describe } from "./announce.js";
import { Clock } from "./clock.js";
import { build, placeCards } from "./dom.js";
import { draw, formatTime } from "./draw.js";
import { endOf } from "./ending.js";
import { createExtras } from "./extras.js";
import { boardTargets, moveOnBoard, nearest, shortcut } from "./keyboard.js";
import { Motion } from "./motion.js";

/** Build the board and controls into `shell` and return the view's hooks. */
export function createView(shell) {
  const { model } = shell;
  const dom = build(shell);
  placeCards(dom, model.get("_geometry"));
  shell.addStat("time", "time");
  dom.score = shell.addStat("score", "score");
  dom.moves = shell.addStat("moves", "moves");
  dom.undo = button("undo", { "aria-keyshortcuts": "U" }, h("span", { "data-label": "undo" }));
  dom.hintButton = button("hint", { hidden: "", "aria-keyshortcuts": "H" },
    h("span", { "data-label": "hint" }));
  shell.addControls(dom.undo,
    button("new-game", { "aria-keyshortcuts": "N" }, h("span", { "data-label": "new_game" })),
    dom.hintButton);

  const clock = new Clock(model.get("clock"));
  const motion = new Motion(dom);
  const extras = createExtras(shell, dom.stock.closest(".hth-piles"));

  // The time in the header and the win banner. The first view of the model also keeps
  // the model's reading current, in the page only (it is never sent): a notebook saved
  // with its widget state then holds the time shown, not the one of the last move.
  const tick = () => {
    const seconds = clock.seconds();
    const text = formatTime(seconds);
    let changed = false;
    for (const field of shell.root.querySelectorAll('[data-field="time"], [data-result="time"]')) {
      if (field.textContent !== text) {
        field.textContent = text;
        changed = true;
      }
    }
    const running = model.get("clock")?.running;
    if (changed && running && shell.connection.live && shell.shared.roots[0] === shell.root) {
      model.set("clock", { elapsed: Math.round(seconds * 1000) / 1000, running: true });
    }
  };
  const onClock = () => {
    clock.receive(model.get("clock"));
    tick();
  };
  model.on("change:clock", onClock);
  const timer = setInterval(tick, 250);
  shell.connection.send({ kind: "clock" }); // a fresh reading: the one in the model may be old

  const firstControl = () => [...shell.controls.querySelectorAll("button")].find((b) => !b.disabled);

  return {
    draw(state, previous) {
      const animate = motion.prepare(previous, state);
      draw(dom, state, shell.t);
      tick();
      animate?.();
      shell.say(describe(previous, state, shell.t, clock.seconds()));
      extras.draw(state);
    },
    end: (state) => endOf(state, shell.t, clock.seconds()),
    sign: () => "♥",
    keydown(event) {
      if (moveOnBoard(event, dom)) return true;
      const intent = shortcut(event);
      if (intent === null || (intent === "hint" && !model.get("hints"))) return false;
      shell.send({ kind: intent }); // H only while hints are on
      return true;
    },
    click(target) {
      const position = target.dataset.position;
      const tapped = position !== undefined ? Number(position) : target.dataset.target;
      if (tapped !== undefined) shell.send({ kind: "tap", target: tapped });
    },
    actions: {
      undo: () => shell.send({ kind: "undo" }),
      "new-game": () => shell.send({ kind: "new_game" }),
      restart: () => shell.send({ kind: "restart" }),
      hint: () => shell.send({ kind: "hint" }),
    },
    refocus: (where) => (where && nearest(where, boardTargets(dom))) ?? firstControl(),
    dispose() {
      clearInterval(timer);
      motion.finish();
      model.off("change:clock", onClock);
      extras.dispose();
    },
  };
}
