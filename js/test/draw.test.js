// The board draws the state it is given (src/heart_to_heart/draw.js): Python's, or the one
// a tap's prediction leads to, with the selection, outlines and dims Python's previews sent.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { draw } from "../src/heart_to_heart/draw.js";
import { TURNING, predictTap } from "../src/heart_to_heart/predict.js";
import { fakeBoard, sayKeys } from "./fake_dom.js";

const cases = JSON.parse(readFileSync(new URL("fixtures/taps.json", import.meta.url), "utf8"));
const position = (name) => cases.find((entry) => entry.name === name).state;

/** The targets whose element carries `name`. */
function marked(dom, name) {
  const found = dom.cards.flatMap((card, p) => (card.classList.contains(name) ? [p] : []));
  return dom.waste.classList.contains(name) ? [...found, "waste"] : found;
}

test("a selection predicted from the previews is drawn with their outlines and dims", () => {
  const state = position("HH1-N-AAAAAAB after 105 moves");
  const [selected] = Object.keys(state.previews.marks).filter((key) => key !== "").map(Number);
  const { state: shown } = predictTap(state, selected);
  const dom = fakeBoard();
  draw(dom, shown, sayKeys, "full");
  assert.deepEqual(marked(dom, "hth-selected"), [selected]);
  assert.equal(dom.cards[selected].getAttribute("data-selected"), "true");
  const [outlined, dimmed] = state.previews.marks[String(selected)];
  assert.deepEqual(marked(dom, "hth-outlined"), outlined);
  assert.deepEqual(marked(dom, "hth-dimmed"), dimmed);
  assert.match(dom.cards[selected].getAttribute("aria-label"), /selected$/);
});

test("a pair predicted leaves its places empty and the marks gone", () => {
  const state = position("HH1-N-AAAAAAB after 105 moves");
  const [move, changes] = Object.entries(state.previews.moves).find(([word]) => word.includes("+"));
  const [a, b] = move.split("+");
  const dom = fakeBoard();
  draw(dom, predictTap(predictTap(state, Number(a)).state, b === "waste" ? b : Number(b)).state,
    sayKeys, "full");
  for (const p of changes.removed) {
    assert.equal(dom.cards[p].getAttribute("data-state"), "removed");
    assert.equal(dom.cards[p].getAttribute("aria-hidden"), "true");
    assert.equal(dom.cards[p].disabled, true);
  }
  assert.deepEqual([marked(dom, "hth-selected"), marked(dom, "hth-outlined")], [[], []]);
});

test("a draw predicted lays a card face down on the waste, with no marks on it", () => {
  const state = position("HH1-N-AAAAAAB after 1 moves");
  const { state: selected } = predictTap(state, 24);
  const { state: shown } = predictTap(selected, "stock");
  assert.equal(shown.waste_top, TURNING);
  const dom = fakeBoard();
  draw(dom, shown, sayKeys, "full");
  assert.equal(dom.waste.getAttribute("data-rank"), "");
  assert.equal(dom.waste.getAttribute("data-count"), String(state.waste_count + 1));
  assert.equal(dom.stock.getAttribute("data-count"), String(state.stock_count - 1));
  assert.match(dom.waste.querySelector(".hth-face").picture, /<svg/); // a back
  assert.deepEqual(marked(dom, "hth-selected"), [24]);
  assert.ok(!marked(dom, "hth-outlined").includes("waste"));
  assert.ok(!marked(dom, "hth-dimmed").includes("waste"));
});
