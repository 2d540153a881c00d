// The one settings menu of both games: a gear button in the header and its popup, with the
// game's on/off settings, each with one line under it that says what it does (its key and
// "_note"), the language, and Copy link (data-control="copy-link"), shown while Python
// sends a link of the game (the trait `link`: a site's address was given). Every change
// is sent to Python as a settings intent; the popup shows the synced values. It opens and
// closes as every popup of the widget does (popup.js): the gear toggles it, a press
// elsewhere or Escape closes it.
import { h, iconButton } from "./dom.js";
import { GEAR_ICON } from "./icons.js";
import { Popup } from "./popup.js";

/**
 * Build the menu for the settings named in `flags` (each a bool trait and a translation
 * key) and `languages` ({code: name}); `send(changes)` sends a settings intent.
 */
export class SettingsMenu {
  constructor(id, flags, languages, send) {
    this.button = iconButton("settings", GEAR_ICON, {
      "aria-haspopup": "true", "data-title": "settings",
    });
    this.copyLink = h("button", {
      type: "button", class: "hw-button", "data-action": "copy_link",
      "data-control": "copy-link", hidden: "",
    }, h("span", { "data-label": "copy_link" }));
    this.panel = h("div", {
      class: "hw-popup hw-settings", "data-menu": "settings", id: `${id}-settings`, hidden: "",
    },
      ...flags.map((name) => h("label", { class: "hw-setting" },
        h("input", { type: "checkbox", "data-setting": name }),
        h("span", { class: "hw-setting-text" },
          h("span", { "data-label": name }),
          h("span", { class: "hw-setting-note", "data-label": `${name}_note` })))),
      h("label", { class: "hw-setting hw-setting-language" },
        h("span", { "data-label": "language" }),
        h("select", { class: "hw-select", "data-setting": "language" },
          ...Object.entries(languages).map(
            ([code, name]) => h("option", { value: code, lang: code }, name)))),
      h("div", { class: "hw-setting-link", hidden: "" }, this.copyLink));
    this.element = h("div", { class: "hw-menu" }, this.button, this.panel);

    // The deal-code field and a game's choices may share the menu: they are not settings.
    this.panel.addEventListener("change", (event) => {
      const input = event.target;
      const name = input.dataset.setting;
      if (name) send({ [name]: input.type === "checkbox" ? input.checked : input.value });
    });
    this.popup = new Popup(this.button, this.panel);
  }

  /** Open the menu, or close it with `open` false. */
  open(open = true) {
    this.popup.open(open);
  }

  /** Show the synced values of `state`, and Copy link while there is a link. */
  draw(state) {
    this.copyLink.hidden = !state.link;
    this.copyLink.parentElement.hidden = !state.link;
    for (const input of this.panel.querySelectorAll("[data-setting]")) {
      const value = state[input.dataset.setting];
      if (input.type === "checkbox") input.checked = value;
      else input.value = value;
    }
  }

  dispose() {
    this.popup.dispose();
  }
}
