// Hints: the two settings that go with them, the Hint button (shown while the "hints"
// setting is on), the highlight of the hinted cards or stock, and the line that says what
// kind of move it is. Python's solver chose the move; this only shows `shown_hint`.
import { button, h } from "../shared/dom.js";

/** A checkbox of the settings menu, in the look of the ones `build` makes. */
function setting(name) {
  return h("label", { class: "hth-setting" },
    h("input", { type: "checkbox", "data-setting": name }),
    h("span", { "data-label": name }));
}

/** Add the hint settings, the Hint button and the hint line to a view built by `build`. */
export function addHintControls(dom) {
  const language = dom.settingsPanel.querySelector(".hth-setting-language");
  dom.settingsPanel.insertBefore(setting("hints"), language);
  dom.settingsPanel.insertBefore(setting("winnable_only"), language);
  dom.hintButton = button("hint", { hidden: "" }, h("span", { "data-label": "hint" }));
  dom.root.querySelector('.hth-controls [data-action="new-game"]').after(dom.hintButton);
  dom.hintLine = h("div", { class: "hth-message hth-hint-line", "data-field": "hint", hidden: "" });
  dom.message.before(dom.hintLine);
}

/** Show `state.shown_hint`: the hth-hint class on its targets, and its line. */
export function drawHint(dom, state, t) {
  const hint = state.shown_hint;
  const targets = new Set(hint?.targets ?? []);
  dom.cards.forEach((card, p) => card.classList.toggle("hth-hint", targets.has(p)));
  dom.stock.classList.toggle("hth-hint", targets.has("stock"));
  dom.waste.classList.toggle("hth-hint", targets.has("waste"));
  dom.hintButton.hidden = !state.hints;
  dom.hintButton.disabled = state.status !== "playing";
  dom.hintLine.hidden = hint === null;
  dom.hintLine.dataset.key = hint === null ? "" : hint.winnable ? "hint_winnable" : "hint_lost";
  dom.hintLine.textContent = hint === null ? "" : t(dom.hintLine.dataset.key);
}
