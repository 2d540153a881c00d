// Hope Deferred's prediction of a tap on the stock (src/hope_deferred/predict.js) applies
// the preview Python sent and decides nothing: checked against whole games Python played
// (fixtures/hope_taps.json, written by tests/js_fixtures.py) and against a preview no rule
// of the game would give.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";

import { answers, predictTap } from "../src/hope_deferred/predict.js";
import { Pending } from "../src/shared/pending.js";

const games = JSON.parse(readFileSync(new URL("fixtures/hope_taps.json", import.meta.url), "utf8"));
const BOARD = ["piles", "stock_count", "set_aside", "targets_left", "round", "deals_in_round",
  "next_step", "status"];

describe("a tap on the stock is painted as Python then plays it", () => {
  for (const { name, steps, over } of games) {
    test(name, () => {
      for (const [i, { state, event, board }] of steps.entries()) {
        const predicted = predictTap(state, "stock");
        assert.ok(predicted, `${name}, step ${i + 1}`);
        assert.deepEqual(predicted.event, event, `${name}, step ${i + 1}: the event`);
        for (const key of BOARD) {
          assert.deepEqual(predicted.state[key], board[key], `${name}, step ${i + 1}: ${key}`);
        }
        // After a move the next tap is not known until Python answers.
        assert.equal(predictTap(predicted.state, "stock"), null);
      }
      assert.equal(predictTap(over, "stock"), null, `${name}: the game is over`);
    });
  }

  test("the games hold deals, refills, set-aside cards, gathers, a win and a loss", () => {
    const events = games.flatMap(({ steps }) => steps.map(({ event }) => event));
    assert.ok(events.some((event) => event.move === "gather"));
    assert.ok(events.some((event) => event.placed?.some(([, place]) => place === "aside")));
    assert.ok(events.some((event) => event.placed?.length > 3)); // Knockout's refill
    assert.deepEqual(new Set(games.map(({ over }) => over.status)), new Set(["won", "lost"]));
  });
});

test("a preview is applied as sent, even where no rule would give it", () => {
  const state = { piles: [["2C"], [], []], set_aside: [], stock_count: 9, round: 1,
    status: "playing", previews: { stock: { event: { kind: "move", move: "deal",
      placed: [["KH", 3], ["AH", "aside"], ["5S", 3]] }, stock_count: 40, round: 3, status: "won" } } };
  const { state: shown, event } = predictTap(state, "stock");
  assert.deepEqual(shown.piles, [["2C"], [], ["KH", "5S"]]);
  assert.deepEqual(shown.set_aside, ["AH"]);
  assert.deepEqual([shown.stock_count, shown.round, shown.status], [40, 3, "won"]);
  assert.equal(event.move, "deal");
  assert.deepEqual(state.piles, [["2C"], [], []]); // Python's state itself is left as it was
  const gathered = predictTap({ ...state, previews: { stock: { event: { kind: "move",
    move: "gather", cards: 12 }, piles: [[], [], []], stock_count: 12 } } }, "stock").state;
  assert.deepEqual([gathered.piles, gathered.stock_count], [[[], [], []], 12]);
  assert.equal(predictTap({ ...state, previews: {} }, "stock"), null);
});

describe("taps Python has not answered", () => {
  const [{ steps }] = games;
  const [first, second] = steps;

  test("are drawn on top of Python's state until it answers, and Python's state wins", () => {
    const pending = new Pending(10_000, { answers, predictTap });
    pending.add({ kind: "tap", target: "stock" });
    pending.add({ kind: "tap", target: "stock" });
    const shown = pending.apply(first.state);
    assert.deepEqual(shown.piles, first.board.piles); // the first tap, at once
    assert.deepEqual(pending.intents.map((intent) => intent.next), [first.event, null]);
    // Python answers the first: the second is drawn from the new state's preview.
    assert.equal(pending.settle({ ...first.event, id: 2 }).kind, "tap");
    assert.deepEqual(pending.apply(second.state).piles, second.board.piles);
    // Python answers something else than predicted: its state is drawn as it is.
    pending.settle({ ...second.event, id: 3 });
    const other = { ...second.state, piles: [["QS"], [], []] };
    assert.equal(pending.apply(other), other);
  });

  test("a new game blinds the taps after it until Python answers it", () => {
    const pending = new Pending(10_000, { answers, predictTap });
    pending.add({ kind: "new_game" });
    pending.add({ kind: "tap", target: "stock" });
    assert.equal(pending.apply(first.state).piles, first.state.piles);
    assert.equal(pending.settle({ kind: "new_game", code: "HD1-CH-AAAAAAB", id: 5 }).kind, "new_game");
    assert.deepEqual(pending.apply(first.state).piles, first.board.piles);
  });

  test("a tap is answered by a move or by its refusal, a new game by a new game", () => {
    const tap = { kind: "tap", target: "stock" };
    assert.ok(answers({ kind: "move", move: "gather", cards: 9 }, tap));
    assert.ok(answers({ kind: "refuse", target: "stock", reason: "over" }, tap));
    assert.ok(!answers({ kind: "new_game", code: null }, tap));
    assert.ok(!answers(null, tap));
    assert.ok(answers({ kind: "new_game", code: null }, { kind: "new_game" }));
  });
});
