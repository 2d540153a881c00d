// The Heart to Heart board, built once per view into the shell's felt: the 25 heart cards,
// the discard spot in the heart's lower right corner (a captioned place), the stock and the
// waste with their counts and captions (the stock's says what a tap does), the message box,
// and the line over the heart that tells a first-time player what to do; and in the frame
// around it, the time, score and moves and the control buttons. `draw` fills it in from
// the model.
import { button, h, icon } from "../shared/dom.js";
import { RECYCLE_ICON } from "../shared/icons.js";

export const CODE_EXAMPLE = "HH1-N-AAAAAAM";

/** Where a card's picture goes (faces.js paints it). */
const face = () => h("span", { class: "hth-face", "aria-hidden": "true" });

/** The edges of the cards under a pile's top card (`data-depth` says how many show). */
const under = () => h("span", { class: "hth-under", "aria-hidden": "true" });

/** A heart place's number, shown while Show positions is on. */
const positionLabel = (p) => h("span", {
  class: "hth-position", "data-position-label": String(p), "aria-hidden": "true", hidden: "",
}, String(p));

/** A pile's place: the pile, its count, what a tap on it does (if `action`) and its caption
 * (`name` is its data-label). */
function pileSlot(pile, name, action = false) {
  return h("div", { class: "hth-pile-slot" }, pile,
    h("span", { class: "hw-count hth-count", "data-field": `${name}-count`, "aria-hidden": "true" }),
    ...action ? [h("span", {
      class: "hth-action", "data-field": `${name}-action`, "data-stock-action": "",
      "aria-hidden": "true",
    })] : [],
    h("span", { class: "hth-caption", "data-label": name, "aria-hidden": "true" }));
}

/** Build the board into `shell.board`; the returned object names what `draw` updates. */
export function build(shell) {
  const cards = [];
  const labels = [];
  for (let p = 0; p < 25; p++) {
    labels.push(positionLabel(p));
    cards.push(h("button", { type: "button", class: "hth-card", "data-position": p },
      face(), labels[p]));
  }
  const discard = h("div", { class: "hth-discard", "aria-hidden": "true" }, under(), face(),
    h("span", { class: "hth-caption hth-discard-caption", "data-label": "discard" }));
  const heart = h("div", {
    class: "hth-heart", role: "group", "data-label-name": "heart",
    "aria-describedby": `${shell.id}-keys`,
  }, discard, ...cards);
  const stock = h("button", { type: "button", class: "hth-pile hth-stock", "data-target": "stock" },
    under(), face(), icon(RECYCLE_ICON, "hth-recycle"));
  const waste = h("button", { type: "button", class: "hth-pile hth-waste", "data-target": "waste" },
    under(), face());
  const message = h("div", { class: "hth-message", "data-field": "message", hidden: "" });
  const hintLine = h("div", { class: "hth-message hth-hint-line", "data-field": "hint", hidden: "" });
  const firstSteps = h("p", {
    class: "hth-first-steps", "data-field": "first-steps", "data-label": "first_steps", hidden: "",
  });
  shell.board.append(firstSteps, h("div", { class: "hth-layout" },
    heart,
    h("div", { class: "hth-piles", role: "group", "data-label-name": "piles" },
      pileSlot(stock, "stock", true), pileSlot(waste, "waste"))), hintLine, message);
  const count = (name) => shell.board.querySelector(`[data-field="${name}-count"]`);
  return {
    root: shell.root, board: shell.board, cards, labels, heart, discard, stock, waste, message, hintLine,
    stockCount: count("stock"), wasteCount: count("waste"),
    firstSteps, stockAction: shell.board.querySelector('[data-field="stock-action"]'),
  };
}

/** Put the time, score and moves in the header, and Undo, New game and Hint (hidden while
 * hints are off) in the controls bar; `dom` names the ones `draw` updates. */
export function buildControls(shell, dom) {
  shell.addStat("time", "time");
  dom.score = shell.addStat("score", "score");
  dom.moves = shell.addStat("moves", "moves");
  dom.undo = button("undo", { "aria-keyshortcuts": "U" }, h("span", { "data-label": "undo" }));
  dom.hintButton = button("hint", { hidden: "", "aria-keyshortcuts": "H" },
    h("span", { "data-label": "hint" }));
  shell.addControls(dom.undo,
    button("new-game", { "aria-keyshortcuts": "N" }, h("span", { "data-label": "new_game" })),
    dom.hintButton);
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
