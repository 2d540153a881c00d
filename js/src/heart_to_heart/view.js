// The Heart to Heart view, built in the shared frame (shared/base.js): the board, the
// time, score and moves, Undo, New game and Hint, the arrow keys and shortcuts, the clock
// and the end banner's words. It knows no rules: it draws what Python synced, with the taps
// Python has not answered yet predicted on top (predict.js), and sends the player's
// intents (tap, undo, new game, hint, a clock reading).
import { faceSize } from "../shared/cards.js";
import { button, h } from "../shared/dom.js";
import { formatTime } from "../shared/time.js";
import { describe } from "./announce.js";
import { Clock } from "./clock.js";
import { build, placeCards } from "./dom.js";
import { draw } from "./draw.js";
import { endOf } from "./ending.js";
import { Message } from "./message.js";
import { prepareFaces } from "./faces.js";
import { createExtras } from "./extras.js";
import { boardTargets, moveOnBoard, nearest, shortcut } from "./keyboard.js";
import { Motion } from "./motion.js";
import { Pending } from "./predict.js";
import { clearReview, paintReview } from "./review.js";

/** How long a prediction waits for Python's answer before the view gives it up. */
const EXPIRY = 10_000;
/** Intents after which nothing can be predicted until Python has answered them. */
const BLIND = new Set(["undo", "new_game", "restart"]);
/** The synced values whose change takes a shown message away. */
const SETTINGS = ["move_errors", "placement_help", "hints", "show_winnable", "language"];

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
  shell.banner.onCelebrate = () => {
    motion.gather();
    motion.flourish();
  };
  const pending = new Pending(EXPIRY);
  const message = new Message(dom);
  let python = null; // the latest state Python sent
  let reviewed = null; // review mode's review and step shown, or null
  let shownSelected = null; // the selection the board shows
  let size = "compact";
  let timer = null;
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
      const reading = { elapsed: Math.round(seconds * 1000) / 1000, running: true };
      shell.connection.keep("clock", reading);
    }
  };
  const onClock = () => {
    clock.receive(model.get("clock"));
    tick();
  };
  model.on("change:clock", onClock);
  const ticking = setInterval(tick, 250);
  shell.connection.send({ kind: "clock" }); // a fresh reading: the one in the model may be old

  /**
   * The card a refusal is about: the tapped card when it is covered; at a failed pair, the
   * card that was selected, which lets go of the selection (the tapped card takes it).
   */
  const refusedCard = (event, selected) => event.reason === "same_rank" && selected !== null
    && selected !== event.target ? selected : event.target;

  /** A refused tap shakes its card, when Move errors are on. */
  const feedback = (event) => {
    const refused = event.kind === "refuse" && ["same_rank", "covered"].includes(event.reason);
    if (refused && python.move_errors) motion.shake(refusedCard(event, shownSelected));
  };

  /**
   * Draw the board: Python's latest state with the unanswered taps predicted on top.
   * `answered` is Python's fresh event (or null), and the intent it answers, if any. A
   * motion plays once per event: from a tap's prediction when it was made, else from
   * Python's event.
   */
  const render = (fresh = null, answered = null) => {
    if (reviewed !== null) {
      paintReview(dom, reviewed.review, reviewed.k, shell.t, size, reviewed.state);
      return;
    }
    const state = pending.apply(python);
    const starts = [];
    if (fresh && answered?.played) motion.confirm(fresh, answered.id);
    else if (fresh) {
      starts.push(motion.prepare(fresh));
      feedback(fresh);
    }
    for (const intent of pending.intents) {
      if (intent.next && !intent.played) {
        intent.played = intent.next;
        starts.push(motion.prepare(intent.next, intent.id));
        feedback(intent.next);
      }
    }
    draw(dom, state, shell.t, size);
    shownSelected = state.selected;
    for (const start of starts) start?.();
  };

  /** Send `intent`; a tap or a blinding intent waits for Python's answer in `pending`. */
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

  /** A tap drawn at once, in the frame of the click; the focus kept on the board. */
  const tap = (target) => {
    if (python === null || !send({ kind: "tap", target })) return;
    const focused = dom.root.contains(document.activeElement) ? document.activeElement : null;
    render();
    if (focused?.disabled) hooks.refocus(focused.getBoundingClientRect())?.focus();
  };

  // Card faces follow the cards' width: full faces on a desk, compact ones on a phone. The
  // faces of that size and language are parsed ahead, while the page is idle.
  let prepared = null;
  const prepare = () => {
    if (prepared === `${size} ${shell.language}`) return;
    prepared = `${size} ${shell.language}`;
    prepareFaces(size, shell.t);
  };
  const resized = new ResizeObserver(([entry]) => {
    const width = entry.borderBoxSize[0].inlineSize;
    if (width === 0 || faceSize(width) === size) return;
    size = faceSize(width);
    prepare();
    if (python !== null) render();
  });
  resized.observe(dom.cards[0]);

  /** The message shows with the refusal that brought it, and goes with a new event, a
   * change of settings or a hint. */
  const drawMessage = (state, previous, fresh) => {
    if (fresh?.kind === "refuse") message.show(state, refusedCard(fresh, previous?.selected ?? null));
    else if (fresh || !state.message || SETTINGS.some((name) => state[name] !== previous?.[name])
      || (state.shown_hint && !previous?.shown_hint)) message.hide();
  };

  const firstControl = () => [...shell.controls.querySelectorAll("button")].find((b) => !b.disabled);

  const hooks = {
    draw(state, previous) {
      const event = state.event;
      const fresh = event && event.id !== python?.event?.id ? event : null;
      const answered = fresh && pending.settle(fresh);
      python = state;
      prepare();
      render(previous === null ? null : fresh, answered);
      drawMessage(state, previous, fresh);
      tick();
      shell.say(describe(previous, state, shell.t, clock.seconds()));
      extras.draw(state);
    },
    end: (state) => endOf(state, shell.t, clock.seconds()),
    sign: () => "♥",
    keydown(event) {
      if (moveOnBoard(event, dom)) return true;
      const intent = shortcut(event);
      if (intent === null || (intent === "hint" && !model.get("hints"))) return false;
      send({ kind: intent }); // H only while hints are on
      return true;
    },
    click(target) {
      const position = target.dataset.position;
      const tapped = position !== undefined ? Number(position) : target.dataset.target;
      if (tapped !== undefined) tap(tapped);
    },
    actions: {
      undo: () => send({ kind: "undo" }),
      "new-game": () => send({ kind: "new_game" }),
      restart: () => send({ kind: "restart" }),
      hint: () => send({ kind: "hint" }),
    },
    refocus: (where) => (where && nearest(where, boardTargets(dom))) ?? firstControl(),
    review: {
      paint(review, k, state) {
        if (reviewed === null) {
          motion.finish();
          message.hide();
          shell.banner.party?.remove();
        }
        reviewed = { review, k, state };
        render();
      },
      leave() {
        reviewed = null;
        clearReview(dom);
      },
    },
    dispose() {
      clearInterval(ticking);
      clearTimeout(timer);
      resized.disconnect();
      motion.dispose();
      message.dispose();
      model.off("change:clock", onClock);
      extras.dispose();
    },
  };
  return hooks;
}
