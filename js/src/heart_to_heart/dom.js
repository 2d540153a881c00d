// The Heart to Heart view's DOM, built once per view; `draw` fills it in from the model.
import translations from "../../../hearttoheart_widget/common/translations.json";
import { codeEntry } from "../shared/code_entry.js";
import { codeStat } from "../shared/copy_code.js";
import { button, h, icon, iconButton, stat } from "../shared/dom.js";
import { RECYCLE_ICON } from "../shared/icons.js";
import { modalDialog } from "../shared/modal.js";

export const CODE_EXAMPLE = "HH1-N-AAAAAAM";

const GEAR_ICON = `<svg viewBox="0 0 24 24" aria-hidden="true">
  <path d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" fill="none" stroke="currentColor"
    stroke-width="2"/>
  <path d="M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.6-1.5L14 2.5h-4l-.4
    2.5A7.5 7.5 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-1a7.5 7.5 0
    0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.5 7.5 0 0 0 2.6-1.5l2.4 1 2-3.4-2-1.6Z" fill="none"
    stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/></svg>`;

let views = 0;

/** A card face: the rank in large type with a heart, and a big heart pip below. */
function cardFace() {
  return [
    h("span", { class: "hw-index hth-index", "aria-hidden": "true" },
      h("span", { class: "hw-rank hth-rank" }), h("span", { class: "hth-suit" }, "♥")),
    h("span", { class: "hw-pip hth-pip", "aria-hidden": "true" }, "♥"),
  ];
}

/** Build one view's elements; the returned object names the ones `draw` updates. */
export function build() {
  const id = `hth-${++views}`;
  const cards = [];
  for (let p = 0; p < 25; p++) {
    cards.push(h("button", { type: "button", class: "hw-card hth-card", "data-position": p },
      ...cardFace()));
  }
  const heart = h("div", {
    class: "hth-heart", role: "group", "data-label-name": "heart",
    "aria-describedby": `${id}-keys`,
  }, ...cards);
  const stock = h("button", { type: "button", class: "hw-card-back hth-pile hth-stock", "data-target": "stock" },
    icon(RECYCLE_ICON, "hth-recycle"));
  const waste = h("button", { type: "button", class: "hw-card hth-card hth-waste", "data-target": "waste" },
    ...cardFace());
  const codeField = codeEntry(id, CODE_EXAMPLE);
  const settingsPanel = h("div", {
    class: "hw-popup hth-settings", "data-menu": "settings", id: `${id}-settings`, hidden: "",
  },
    h("label", { class: "hth-setting" },
      h("input", { type: "checkbox", "data-setting": "move_errors" }),
      h("span", { "data-label": "move_errors" })),
    h("label", { class: "hth-setting" },
      h("input", { type: "checkbox", "data-setting": "placement_help" }),
      h("span", { "data-label": "placement_help" })),
    h("label", { class: "hth-setting hth-setting-language" },
      h("span", { "data-label": "language" }),
      h("select", { "data-setting": "language" },
        ...Object.entries(translations.languages).map(
          ([code, name]) => h("option", { value: code, lang: code }, name)))));

  const status = h("div", { class: "hw-status" },
    h("span", { class: "hth-title", "data-label": "title" }),
    stat("time", { "data-field": "time" }),
    stat("score", { "data-field": "score" }),
    stat("moves", { "data-field": "moves" }),
    codeStat());
  const layout = h("div", { class: "hth-layout" },
    heart,
    h("div", { class: "hth-piles", role: "group", "data-label-name": "piles" },
      h("div", { class: "hth-pile-slot" }, stock,
        h("span", { class: "hw-count hth-count", "data-field": "stock-count", "aria-hidden": "true" }),
        h("span", { class: "hth-caption", "data-label": "stock", "aria-hidden": "true" })),
      h("div", { class: "hth-pile-slot" }, waste,
        h("span", { class: "hw-count hth-count", "data-field": "waste-count", "aria-hidden": "true" }),
        h("span", { class: "hth-caption", "data-label": "waste", "aria-hidden": "true" }))));
  const message = h("div", { class: "hth-message", "data-field": "message", hidden: "" });
  const dialogs = {
    dead_end: modalDialog("dead-end", id,
      h("h3", { class: "hw-dialog-title", id: `${id}-dead-end-title`, "data-label": "dead_end_title" }),
      h("p", { id: `${id}-dead-end-text`, "data-label": "dead_end_text" }),
      h("div", { class: "hw-dialog-buttons" },
        button("undo", {}, h("span", { "data-label": "undo" })),
        button("new-game", { class: "hw-button hw-primary" },
          h("span", { "data-label": "new_game" })))),
    won: modalDialog("won", id,
      h("h3", { class: "hw-dialog-title", id: `${id}-won-title`, "data-label": "won_title" }),
      h("p", { id: `${id}-won-text`, "data-label": "won_text" }),
      h("div", { class: "hth-won-stats" },
        stat("score", { "data-result": "score" }),
        stat("time", { "data-result": "time" }),
        stat("moves", { "data-result": "moves" })),
      h("div", { class: "hw-dialog-buttons" },
        button("new-game", { class: "hw-button hw-primary" },
          h("span", { "data-label": "new_game" })))),
  };
  const controls = h("div", { class: "hw-controls hth-controls" },
    button("undo", {}, h("span", { "data-label": "undo" })),
    button("new-game", {}, h("span", { "data-label": "new_game" })),
    codeField.form,
    h("div", { class: "hw-menu hth-menu" },
      iconButton("settings", GEAR_ICON,
        { "aria-expanded": "false", "aria-controls": `${id}-settings` }),
      settingsPanel));
  const { input: codeInput, error: codeError } = codeField;
  const announcer = h("div", { class: "hw-sr-only", role: "status", "data-field": "announcement" });
  const keysHelp = h("div", { class: "hw-sr-only", id: `${id}-keys`, "data-label": "keys_help" });
  const table = h("div", { class: "hw-felt hth-table" }, layout, message, dialogs.dead_end, dialogs.won);

  // data-lm-suppress-shortcuts: keys typed in the widget are not JupyterLab's shortcuts.
  const root = h("section", {
    class: "hw hth", "data-status": "playing", "data-lm-suppress-shortcuts": "true",
    "aria-labelledby": `${id}-title`,
  }, status, table, controls, codeError, announcer, keysHelp);
  status.querySelector(".hth-title").id = `${id}-title`;
  return {
    root, cards, stock, waste, codeInput, settingsPanel, message, codeError, announcer,
    dialogs, background: [status, layout, controls, codeError],
  };
}

/** Place the 25 heart cards from the synced geometry (x in card widths, row). */
export function placeCards(dom, geometry) {
  const minX = Math.min(...geometry.x);
  const maxX = Math.max(...geometry.x);
  const rows = Math.max(...geometry.row);
  dom.root.style.setProperty("--hth-columns", String(maxX - minX));
  dom.root.style.setProperty("--hth-rows", String(rows));
  dom.cards.forEach((card, p) => {
    card.style.setProperty("--hth-x", String(geometry.x[p] - minX));
    card.style.setProperty("--hth-row", String(geometry.row[p]));
  });
}
