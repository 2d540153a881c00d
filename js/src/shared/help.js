// How to play: a "?" button in the header beside the settings, and its popup with the
// game's goal, its rules in a few lines and a small picture. The words are the game's
// `help_goal` and `help_rule_1`... (translations.json), drawn like every label; the
// picture is the game's own, from the shared card renderer. It opens and closes as every
// popup of the widget does (popup.js).
import { h, iconButton } from "./dom.js";
import { Popup } from "./popup.js";

export const HELP_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true">
  <circle cx="12" cy="12" r="9.2" fill="none" stroke="currentColor" stroke-width="2"/>
  <path d="M9.4 9.3a2.7 2.7 0 1 1 3.7 2.5c-.7.3-1.1.9-1.1 1.6v.6" fill="none"
    stroke="currentColor" stroke-width="2" stroke-linecap="round"/>
  <circle cx="12" cy="17.2" r="1.3" fill="currentColor"/></svg>`;

export class HelpPanel {
  /** Build the button into the header's menu, first, and the popup under it; `help` is
   * the game's `{rules: how many, picture: SVG markup}`. */
  constructor(shell, { rules, picture }) {
    this.button = iconButton("help", HELP_ICON, {
      "aria-haspopup": "dialog", "data-control": "help",
    });
    const figure = h("div", { class: "hw-help-picture", "aria-hidden": "true" });
    figure.innerHTML = picture; // markup from the card renderer, never user text
    const numbers = Array.from({ length: rules }, (_, i) => i + 1);
    this.panel = h("div", {
      class: "hw-popup hw-help", "data-panel": "help", id: `${shell.id}-help`, role: "dialog",
      "aria-labelledby": `${shell.id}-help-title`, hidden: "",
    },
      h("h3", { class: "hw-help-title", id: `${shell.id}-help-title`, "data-label": "help" }),
      figure,
      h("p", { class: "hw-help-goal", "data-label": "help_goal" }),
      h("ul", { class: "hw-help-rules" },
        ...numbers.map((n) => h("li", { "data-label": `help_rule_${n}` }))));
    shell.settings.element.prepend(this.button);
    shell.settings.element.append(this.panel);
    this.popup = new Popup(this.button, this.panel);
  }

  dispose() {
    this.popup.dispose();
  }
}
