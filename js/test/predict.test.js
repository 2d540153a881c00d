// The prediction of a tap (src/heart_to_heart/predict.js) applies what Python sent and
// decides nothing: checked against real positions and taps Python played
// (fixtures/taps.json, written by tests/js_fixtures.py) and against previews no rule of the
// game would give.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";

import { HIDDEN, TURNING, answers, predictTap } from "../src/heart_to_heart/predict.js";
import { Pending } from "../src/shared/pending.js";

const cases = JSON.parse(readFileSync(new URL("fixtures/taps.json", import.meta.url), "utf8"));

/** Whether every item of `part` is in `whole`. */
const within = (part, whole) => part.every((item) => whole.includes(item));

describe("a tap in a real position is painted as Python then plays it", () => {
  for (const { name, state, bursts } of cases) {
    test(name, () => {
      for (const burst of bursts) {
        let board = state;
        let moved = false;
        for (const { target, event, board: truth } of burst) {
          const predicted = predictTap(board, target);
          if (moved) { // after a move nothing is known until Python answers
            assert.equal(predicted, null);
            break;
          }
          const where = `${name}, taps ${burst.map((step) => step.target).join(", ")}`;
          assert.ok(predicted, where);
          for (const [key, value] of Object.entries(predicted.event)) {
            assert.deepEqual(value, event[key], `${where}: event ${key}`); // all but the unknown
          }
          const shown = predicted.state;
          assert.deepEqual(shown.selected, truth.selected, where);
          assert.deepEqual([shown.stock_count, shown.waste_count],
            [truth.stock_count, truth.waste_count], where);
          assert.deepEqual(shown.heart, truth.heart, where);
          moved = event.kind === "move";
          if (moved) { // what only Python knows shows later: the new top, the cards freed
            assert.ok([truth.waste_top, TURNING, HIDDEN].includes(shown.waste_top), where);
            assert.ok(within(shown.free, truth.free), where);
            assert.ok(within(shown.outlined, truth.outlined), where);
            assert.ok(within(shown.dimmed, truth.dimmed), where);
          } else { // a selection: the board exactly as Python's
            for (const key of ["free", "waste_top", "outlined", "dimmed"]) {
              assert.deepEqual(shown[key], truth[key], `${where}: ${key}`);
            }
          }
          board = shown;
        }
      }
    });
  }

  test("the fixtures hold every kind of tap", () => {
    const words = new Set(cases.flatMap(({ bursts }) => bursts.flat().map(({ event }) =>
      event.kind === "move" ? event.move.replace(/\d+\+\d+/, "pair").replace(/\d+\+waste/, "waste pair")
        : event.reason ?? event.kind)));
    for (const word of ["select", "deselect", "same_rank", "covered", "over", "pair", "waste pair",
      "draw", "recycle"]) {
      assert.ok(words.has(word), word);
    }
  });
});

/** A small made-up position: five cards left, with previews Python could never send. */
function invented() {
  return {
    heart: [null, 4, null, 4, 9, ...Array(20).fill(null)], free: [1, 3, 4], stock_count: 2,
    waste_top: 9, waste_count: 1, selected: null, outlined: [], dimmed: [],
    previews: {
      marks: { "": [[], []], 1: [[4], [3, "waste"]], 3: [["waste"], []] },
      taps: {
        "": { 1: ["select", "3"], 4: ["select", "1"], stock: ["draw", "1"], waste: ["3+4", null] },
        3: { 1: ["deselect", ""], 4: ["same_rank", "1"] },
        1: {},
      },
      moves: { draw: { stock_count: 7, waste_count: 0, waste_top: null },
        "3+4": { removed: [1], waste_count: 5, waste_top: HIDDEN } },
      refused: { covered: [0], empty: [2] },
    },
  };
}

describe("a prediction applies the preview, whatever it says", () => {
  test("a select leads to the selection and marks sent", () => {
    const { state, event } = predictTap(invented(), 1);
    assert.deepEqual(event, { kind: "select", target: 1 });
    assert.deepEqual([state.selected, state.outlined, state.dimmed], [3, ["waste"], []]);
  });

  test("a same-rank refusal and a deselect follow the selection's own taps", () => {
    const selected = predictTap(invented(), 1).state;
    const refused = predictTap(selected, 4);
    assert.deepEqual(refused.event, { kind: "refuse", target: 4, reason: "same_rank" });
    assert.deepEqual([refused.state.selected, refused.state.outlined, refused.state.dimmed],
      [1, [4], [3, "waste"]]);
    const deselected = predictTap(selected, 1);
    assert.deepEqual(deselected.event, { kind: "deselect", target: 1 });
    assert.equal(deselected.state.selected, null);
  });

  test("a move changes what Python said it changes, and nothing more is known", () => {
    const { state, event } = predictTap(invented(), "waste");
    assert.deepEqual(event, { kind: "move", move: "3+4" });
    assert.deepEqual(state.heart.slice(0, 5), [null, null, null, 4, 9]);
    assert.deepEqual(state.free, [3, 4]);
    assert.deepEqual([state.waste_count, state.waste_top, state.stock_count], [5, HIDDEN, 2]);
    assert.deepEqual([state.selected, state.outlined, state.dimmed], [null, [], []]);
    assert.equal(predictTap(state, 3), null);
  });

  test("a selection kept through a move shows its marks, none on a waste without a face", () => {
    const { state } = predictTap(invented(), "stock");
    assert.deepEqual([state.stock_count, state.waste_count, state.waste_top], [7, 0, null]);
    assert.deepEqual([state.selected, state.outlined, state.dimmed], [1, [4], [3]]);
  });

  test("a refusal whatever is selected changes nothing", () => {
    const before = predictTap(invented(), 1).state;
    for (const [target, reason] of [[0, "covered"], [2, "empty"]]) {
      const { state, event } = predictTap(before, target);
      assert.deepEqual(event, { kind: "refuse", target, reason });
      assert.equal(state, before);
    }
  });

  test("a tap the previews do not name, or no previews, is not predicted", () => {
    assert.equal(predictTap(invented(), 5), null);
    assert.equal(predictTap(predictTap(invented(), 4).state, 3), null); // selection 1: no taps
    assert.equal(predictTap({ ...invented(), previews: null }, 1), null);
  });
});

describe("the taps not yet answered", () => {
  test("are predicted on top of each state Python sends, up to the first move", () => {
    const pending = new Pending(10_000, { answers, predictTap });
    for (const target of [4, 3, 1]) pending.add({ kind: "tap", target });
    const shown = pending.apply(invented());
    assert.deepEqual(pending.intents.map((intent) => intent.next), [
      { kind: "select", target: 4 }, null, null, // selection 1 names no tap on 3
    ]);
    assert.equal(shown.selected, 1);
  });

  test("go once Python's event answers them, older ones with them", () => {
    const pending = new Pending(10_000, { answers, predictTap });
    for (const target of [1, 4, "stock"]) pending.add({ kind: "tap", target });
    assert.equal(pending.settle({ kind: "select", target: 9 }), null); // another card's
    assert.equal(pending.settle({ kind: "refuse", target: 4, reason: "same_rank" }).target, 4);
    assert.deepEqual(pending.intents.map((intent) => intent.target), ["stock"]);
  });

  test("an event answers the tap that names its target", () => {
    assert.ok(answers({ kind: "move", move: "12+waste" }, { kind: "tap", target: "waste" }));
    assert.ok(answers({ kind: "move", move: "recycle" }, { kind: "tap", target: "stock" }));
    assert.ok(!answers({ kind: "move", move: "12+14" }, { kind: "tap", target: 1 }));
    assert.ok(answers({ kind: "undo", move: "draw" }, { kind: "undo" }));
    assert.ok(!answers(null, { kind: "undo" }));
  });
});
