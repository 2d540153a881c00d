// The Hope Deferred board, built once per view into the shell: the stock, the three
// fanned piles, the row of target cards, the layer the motion plays in, the round and deal
// counters, the choices for the next game (variant, target suit) and the controls (New
// game, Play to the end and its Skip). `draw` fills it in from the model.
import { button, h, icon } from "../shared/dom.js";
import { RECYCLE_ICON } from "../shared/icons.js";
import { Faces, SYMBOLS, cardBack, outline } from "./cards.js";

export const CODE_EXAMPLE = "HD1-CH-AAAAAAM";
export const VARIANTS = ["classic", "knockout", "abandon_hope"];

/** A counter of the header, "Round 2 of 3": `hook` names the value and its "of N". */
function counter(shell, label, hook) {
  shell.addStat(label, null,
    h("span", { "data-field": hook }), h("span", { class: "hd-of", "data-of": hook }));
}

/** Build the board into `shell`; the returned object names what `draw` updates. */
export function build(shell) {
  counter(shell, "round", "round");
  counter(shell, "deal", "deal");
  shell.subtitle.hidden = false;

  const stock = h("button", { type: "button", class: "hd-stock", "data-target": "stock" },
    outline("hd-spot"), cardBack("hd-back"),
    icon(RECYCLE_ICON, "hd-gather-icon"),
    h("span", { class: "hw-count hd-count", "data-field": "stock-count", "aria-hidden": "true" }));
  const piles = [1, 2, 3].map((n) =>
    h("div", { class: "hd-pile", "data-pile": String(n), role: "img", tabindex: "-1" }));
  const aside = h("div", { class: "hd-slots", "data-field": "set-aside", role: "img", tabindex: "-1" });
  const board = h("div", { class: "hd-board", role: "group", "aria-describedby": `${shell.id}-keys` },
    h("div", { class: "hd-place hd-stock-place" },
      h("span", { class: "hd-caption", "data-label": "stock" }),
      stock,
      h("span", {
        class: "hd-next", "data-field": "next-step", "data-stock-action": "", "aria-hidden": "true",
      })),
    ...piles.map((pile, i) => h("div", { class: "hd-place" },
      h("span", { class: "hd-caption", "data-pile-caption": String(i + 1) }), pile)));
  const asideRow = h("div", { class: "hd-aside" },
    h("div", { class: "hd-aside-head" },
      h("span", { class: "hd-aside-sign", "data-field": "target-suit-symbol", "aria-hidden": "true" }),
      h("span", { "data-label": "set_aside" }),
      h("span", { class: "hd-aside-count", "data-field": "set-aside-count" }),
      h("span", { class: "hd-to-find" },
        h("span", { class: "hd-aside-dot", "aria-hidden": "true" }, "·"),
        h("span", { "data-label": "to_find" }),
        h("span", { class: "hd-aside-count", "data-field": "targets-left" }))),
    aside);
  const motion = h("div", { class: "hd-motion", "aria-hidden": "true" });
  motion.inert = true;
  shell.board.append(board, asideRow, motion);

  const variant = h("select", { class: "hw-select", "data-choice": "variant" },
    ...VARIANTS.map((name) => h("option", { value: name, "data-label": `variant_${name}` })));
  const targetSuit = h("select", { class: "hw-select", "data-choice": "target_suit" },
    ...Object.keys(SYMBOLS).map((suit) => h("option", { value: suit })));
  const playOut = button("play-out", {}, h("span", { "data-label": "play_out" }));
  const skip = button("skip", { hidden: "" }, h("span", { "data-label": "skip" }));
  // Each choice is titled where it shows in the settings menu (a widget under 560 px).
  const choice = (label, select) => h("label", { class: "hd-choice" },
    h("span", { class: "hd-choice-title", "data-label": label }), select);
  shell.addChoices(h("div", { class: "hd-choices" },
    choice("variant", variant), choice("target_suit", targetSuit)));
  shell.addControls(
    button("new-game", { "aria-keyshortcuts": "N" }, h("span", { "data-label": "new_game" })),
    playOut, skip);
  return { root: shell.root, felt: shell.felt, stock, piles, aside, motion,
    variant, targetSuit, playOut, skip, focusables: [stock, ...piles, aside],
    faces: new Faces(), spots: piles.map(() => outline("hd-spot")), widths: null,
    shown: new Map() };
}
