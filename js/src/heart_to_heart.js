// The Heart to Heart widget's view: it draws the state the Python model syncs and sends
// the player's intents back (tap, undo, new game, settings, a clock reading, a hint). It
// knows no rules. Mouse, touch and keyboard all end in the same intents.
import translations from "../../hearttoheart_widget/common/translations.json";
import { onCodeEntered } from "./shared/code_entry.js";
import { copyCode } from "./shared/copy_code.js";
import { isTyping } from "./shared/dom.js";
import { translator } from "./shared/i18n.js";
import { keepKeyInside } from "./shared/keys.js";
import { batched } from "./shared/redraw.js";
import { describe, speak } from "./heart_to_heart/announce.js";
import { Clock } from "./heart_to_heart/clock.js";
import { Dialogs } from "./heart_to_heart/dialogs.js";
import { build, placeCards } from "./heart_to_heart/dom.js";
import { TRAITS, draw, formatTime, readState } from "./heart_to_heart/draw.js";
import { addHintControls } from "./heart_to_heart/hints.js";
import { boardTargets, moveOnBoard, nearest, shortcut } from "./heart_to_heart/keyboard.js";
import { Motion } from "./heart_to_heart/motion.js";
import "./heart_to_heart.css";

const SECTION = "heart_to_heart";

/** The views of each model, oldest first, and the one the player used last: it speaks. */
const viewsOf = new WeakMap();

function views(model) {
  if (!viewsOf.has(model)) viewsOf.set(model, { roots: [], used: null });
  return viewsOf.get(model);
}

/** Send an intent; a view restored without a kernel has no comm, and sends nothing. */
function send(model, message) {
  try {
    model.send(message);
  } catch {
    // no live kernel: nothing to tell
  }
}

function render({ model, el }) {
  const dom = build();
  addHintControls(dom);
  placeCards(dom, model.get("_geometry"));
  el.append(dom.root);
  const shared = views(model);
  shared.roots.push(dom.root);

  const clock = new Clock(model.get("clock"));
  const motion = new Motion(dom);
  const fallbackFocus = () => boardTargets(dom)[0]
    ?? [...dom.root.querySelectorAll(".hth-controls button")].find((b) => !b.disabled);
  const dialogs = new Dialogs(dom, fallbackFocus);
  let drawn = null;
  let t = translator(translations, SECTION, model.get("language"));

  const tick = () => {
    const text = formatTime(clock.seconds());
    for (const field of dom.root.querySelectorAll('[data-field="time"], [data-result="time"]')) {
      if (field.textContent !== text) field.textContent = text;
    }
  };

  const update = () => {
    const state = readState(model);
    if (state.language !== drawn?.language) t = translator(translations, SECTION, state.language);
    const active = document.activeElement;
    const focused = dom.root.contains(active) ? active : null;
    const where = focused?.getBoundingClientRect();
    const animate = motion.prepare(drawn, state);
    draw(dom, state, drawn, t);
    tick();
    dialogs.sync(state.status, focused);
    const now = document.activeElement;
    if (focused && (!dom.root.contains(now) || now.disabled || !now.getClientRects().length)) {
      (nearest(where, boardTargets(dom)) ?? fallbackFocus())?.focus();  // its card was taken
    }
    animate?.();
    const speaker = shared.used?.isConnected ? shared.used : shared.roots[0];
    if (speaker === dom.root) speak(dom.announcer, describe(drawn, state, t, clock.seconds()));
    drawn = state;
  };

  const redraw = batched(update);
  const listeners = TRAITS.map((name) => [`change:${name}`, redraw]);
  listeners.push(["change:code", () => { dom.codeInput.value = ""; }]);
  listeners.push(["change:clock", () => { clock.receive(model.get("clock")); tick(); }]);
  for (const [event, callback] of listeners) model.on(event, callback);

  const settingsButton = dom.root.querySelector('[data-action="settings"]');
  const openSettings = (open) => {
    dom.settingsPanel.hidden = !open;
    settingsButton.setAttribute("aria-expanded", String(open));
  };
  const closeSettings = () => {
    if (dom.settingsPanel.hidden) return false;
    const wasInside = dom.settingsPanel.contains(document.activeElement);
    openSettings(false);
    if (wasInside) settingsButton.focus();
    return true;
  };

  const markUsed = () => { shared.used = dom.root; };
  dom.root.addEventListener("focusin", markUsed);
  dom.root.addEventListener("pointerdown", markUsed);

  dom.root.addEventListener("click", (event) => {
    const target = event.target.closest("button");
    if (!target || target.disabled || !dom.root.contains(target)) return;
    if (target.dataset.position !== undefined) {
      send(model, { kind: "tap", target: Number(target.dataset.position) });
    } else if (target.dataset.target) {
      send(model, { kind: "tap", target: target.dataset.target });
    }
    const action = target.dataset.action;
    if (action === "undo") send(model, { kind: "undo" });
    else if (action === "new-game") send(model, { kind: "new_game" });
    else if (action === "hint") send(model, { kind: "hint" });
    else if (action === "settings") openSettings(dom.settingsPanel.hidden);
    else if (action === "copy") copyCode(target, model.get("code"), (key) => t(key));
  });

  dom.root.addEventListener("keydown", (event) => {
    let handled = true;
    if (event.key === "Escape") handled = dialogs.dismiss() || closeSettings();
    else if (dialogs.trap(event)) handled = true;
    else if (isTyping(event)) handled = false;
    else if (moveOnBoard(event, dom)) handled = true;
    else if ((event.key === "Enter" || event.key === " ") && event.target.matches("button")) {
      if (!event.repeat) event.target.click();
    } else {
      const intent = shortcut(event);
      const offered = intent !== "hint" || model.get("hints");  // H only while hints are on
      if (intent && offered) send(model, { kind: intent });
      handled = intent !== null && offered;
    }
    if (handled) event.preventDefault();
    keepKeyInside(event, handled);
  });
  // Space would click a button again when it is released: the keydown above did already.
  dom.root.addEventListener("keyup", (event) => {
    if (event.key === " " && event.target.matches("button")) event.preventDefault();
  });

  onCodeEntered(dom.codeInput, (code) => send(model, { kind: "new_game", code }));
  dom.settingsPanel.addEventListener("change", (event) => {
    const input = event.target;
    const value = input.type === "checkbox" ? input.checked : input.value;
    send(model, { kind: "settings", [input.dataset.setting]: value });
  });
  // The menu is a popup: a press elsewhere, or Escape wherever the focus is, closes it.
  const closeOnOutsidePointer = (event) => {
    if (!dom.root.querySelector(".hth-menu").contains(event.target)) openSettings(false);
  };
  const closeOnEscape = (event) => {
    if (event.key === "Escape") closeSettings();
  };
  document.addEventListener("pointerdown", closeOnOutsidePointer);
  document.addEventListener("keydown", closeOnEscape);

  update();
  send(model, { kind: "clock" }); // a fresh reading: the one in the model may be old
  const timer = setInterval(tick, 250);
  return () => {
    clearInterval(timer);
    motion.finish();
    document.removeEventListener("pointerdown", closeOnOutsidePointer);
    document.removeEventListener("keydown", closeOnEscape);
    for (const [event, callback] of listeners) model.off(event, callback);
    shared.roots = shared.roots.filter((root) => root !== dom.root);
  };
}

export default { render };
