// The taps not yet answered (src/shared/pending.js), with a game of its own: any game's
// `answers` and `predictTap` serve. Each game's use of it is checked with the game's real
// predictions in predict.test.js and hope_predict.test.js.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { Pending } from "../src/shared/pending.js";

/** A tap on a target the previews name adds it to `shown`; nothing is known after a tap on
 * "last", nor on a target the previews do not name. */
function predictTap(state, target) {
  if (!state.previews?.includes(target)) return null;
  const previews = target === "last" ? null : state.previews;
  return { state: { ...state, shown: [...state.shown, target], previews }, event: { kind: "move", target } };
}

/** A tap is answered by the event that names its target, any other intent by its kind. */
const answers = (event, intent) => Boolean(event)
  && (intent.kind === "tap" ? event.target === intent.target : event.kind === intent.kind);

const game = { answers, predictTap };
const python = Object.freeze({ shown: [], previews: ["a", "b", "last"] });

/** A Pending of `game` with a tap on each of `targets` sent, in order. */
function sent(targets, expiry = 10_000) {
  const pending = new Pending(expiry, game);
  for (const target of targets) pending.add(target === "new" ? { kind: "new_game" } : { kind: "tap", target });
  return pending;
}

describe("the intents not yet answered", () => {
  test("are noted in the order sent, numbered, neither predicted nor played yet", () => {
    const pending = sent(["a", "new"]);
    assert.deepEqual(pending.intents.map(({ at, ...record }) => record), [
      { kind: "tap", target: "a", id: 1, next: null, played: null },
      { kind: "new_game", id: 2, next: null, played: null },
    ]);
    assert.ok(pending.intents.every((record) => !record.played)); // a view plays each once
    assert.equal(sent(["b"]).intents[0].id, 1); // each view counts its own
  });

  test("are predicted on top of Python's state, each from the one before", () => {
    const pending = sent(["a", "b"]);
    assert.deepEqual(pending.apply(python).shown, ["a", "b"]);
    assert.deepEqual(pending.intents.map((intent) => intent.next),
      [{ kind: "move", target: "a" }, { kind: "move", target: "b" }]);
    assert.deepEqual(python.shown, []); // Python's state stays as it came
  });

  test("predict nothing after what cannot be told, until Python answers it", () => {
    for (const [targets, shown] of [[["last", "a"], ["last"]], [["c", "a"], []], [["new", "a"], []]]) {
      const pending = sent(targets);
      const state = pending.apply(python);
      assert.deepEqual(state.shown, shown, targets.join(", "));
      assert.equal(state.previews, null, targets.join(", "));
      assert.deepEqual(pending.intents.map((intent) => intent.next).slice(1), [null]);
    }
  });

  test("go once Python's event answers one, older ones with it, the view's marks kept", () => {
    const pending = sent(["a", "b", "a"]);
    pending.apply(python);
    pending.intents[1].played = pending.intents[1].next; // as a view notes a motion played
    assert.equal(pending.settle({ kind: "move", target: "c" }), null); // from elsewhere
    assert.equal(pending.settle(null), null);
    assert.equal(pending.intents.length, 3);
    const answered = pending.settle({ kind: "move", target: "b" });
    assert.deepEqual([answered.id, answered.played], [2, { kind: "move", target: "b" }]);
    assert.deepEqual(pending.intents.map((intent) => intent.id), [3]);
    assert.deepEqual(pending.apply({ ...python, shown: ["x"] }).shown, ["x", "a"]);
  });

  test("are given up after the expiry, and Python's state is drawn as it is", () => {
    const pending = sent(["a", "new"], 0);
    assert.equal(pending.apply(python), python);
    assert.deepEqual(pending.intents, []);
    assert.equal(pending.add({ kind: "tap", target: "b" }).id, 3); // the count goes on
  });
});
