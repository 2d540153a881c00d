// How to play: a "?" button in the header beside the settings, and its popup with the
// game's goal, its rules in a few lines and a small picture. The words are the game's
// `help_goal` and `help_rule_1`... (translations.json), drawn like every label; the
// picture is the game's own, drawn by Python's card renderer in the view's language and
// synced (`_help_picture`).
// It opens and closes as every popup of the widget does (popup.js).
import { button, h } from "./dom.js";
import { Popup } from "./popup.js";

export class HelpPanel {
  /** Build the button into the header's menu, first, and the popup after it; `rules` is
   * how many lines of rules the game has. */
  constructor(shell, { rules }) {
    this.button = button("help", {
      class: "hw-button hw-icon-button hw-help-button", "aria-haspopup": "dialog",
      "data-control": "help",
    }, h("span", { "aria-hidden": "true" }, "?"));
    // Its markup comes with the words (drawWords): the cards' letters follow the language.
    const figure = h("div", { class: "hw-help-picture", "aria-hidden": "true" });
    this.figure = figure;
    const numbers = Array.from({ length: rules }, (_, i) => i + 1);
    // Focusable, so that a keyboard scrolls it where the widget is too short (popup.js).
    this.panel = h("div", {
      class: "hw-popup hw-help", "data-panel": "help", id: `${shell.id}-help`, role: "dialog",
      "aria-labelledby": `${shell.id}-help-title`, tabindex: "0", hidden: "",
    },
      h("h3", { id: `${shell.id}-help-title`, "data-label": "help" }),
      figure,
      h("p", { class: "hw-help-goal", "data-label": "help_goal" }),
      h("ul", {},
        ...numbers.map((n) => h("li", { "data-label": `help_rule_${n}` }))));
    shell.settings.element.prepend(this.button, this.panel); // Tab goes from ? into it
    this.popup = new Popup(this.button, this.panel);
  }

  dispose() {
    this.popup.dispose();
  }
}
