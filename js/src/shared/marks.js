// Small marks on a game's board: a pill with a coloured dot and a few words, such as
// "Winnable" or a chance to win. A game puts a stack of them (`marksStack`) where they
// cover no card and never move one: they are placed absolutely. A mark given `details`
// is a button that opens a popover with sentences and actions.
import { h } from "./dom.js";
import { Popup } from "./popup.js";
import "./extras.css";

/** The stack the marks stand in; `className` lets the game's CSS place it. */
export function marksStack(className) {
  return h("div", { class: `hw-marks ${className}` });
}

export class Mark {
  /**
   * A mark named `name` (its `data-mark`), with a popover of details if `details`; with
   * `live`, a screen reader says its words when they change.
   */
  constructor(id, name, { details = false, live = false } = {}) {
    this.text = h("span", { class: "hw-mark-text", "data-field": `${name}-text` });
    this.note = h("span", { class: "hw-mark-note", "data-field": `${name}-note` });
    const words = h("span", { class: "hw-mark-words" }, this.text, this.note);
    if (live) words.setAttribute("aria-live", "polite");
    const parts = [h("span", { class: "hw-mark-dot", "aria-hidden": "true" }), words];
    this.pill = details
      ? h("button", { type: "button", class: "hw-mark", "data-mark": name }, ...parts)
      : h("span", { class: "hw-mark", "data-mark": name }, ...parts);
    this.element = h("div", { class: "hw-mark-holder", "data-holder": name, hidden: "" },
      this.pill);
    this.popup = null;
    if (details) {
      this.lines = h("p", { class: "hw-popover-text", "data-field": `${name}-details` });
      this.actions = h("div", { class: "hw-popover-actions" });
      this.panel = h("div", { class: "hw-popover", id: `${id}-${name}`, hidden: "" },
        this.lines, this.actions);
      this.element.append(this.panel);
      this.popup = new Popup(this.pill, this.panel);
    }
  }

  /**
   * Show the mark in `tone` ("good", "bad" or "plain") with `text` and a smaller `note`,
   * `label` as its accessible name and title (the words shown if null: a narrow board
   * may show the dot alone); or hide it when `tone` is null. With details, `details` is
   * the popover's sentence.
   */
  show(tone, text = "", { note = "", label = null, details = null } = {}) {
    this.element.hidden = tone === null;
    if (tone === null) {
      this.popup?.open(false);
      return;
    }
    this.pill.dataset.tone = tone;
    this.text.textContent = text;
    this.note.textContent = note;
    this.note.hidden = !note;
    const name = label ?? [text, note].filter(Boolean).join(" ");
    this.pill.setAttribute("aria-label", name);
    this.pill.title = name;
    if (this.popup) this.lines.textContent = details ?? "";
  }

  /** Put `buttons` in the popover, in place of those there. */
  setActions(...buttons) {
    this.actions.replaceChildren(...buttons);
  }

  dispose() {
    this.popup?.dispose();
  }
}
