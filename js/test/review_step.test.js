// Review mode's step on a game's board (shared/review_step.js): what the board shows, and
// the hooks that stop the game's motion once, when review mode paints its first step.
import assert from "node:assert/strict";
import { test } from "node:test";

import { ReviewStep } from "../src/shared/review_step.js";

test("the first step of a review stops the board's motion once; leaving shows the game", () => {
  const step = new ReviewStep();
  const calls = [];
  const hooks = step.hooks({
    enter: () => calls.push("enter"),
    paint: () => calls.push(`paint ${step.shown.k}`),
    leave: () => calls.push(`leave ${step.shown}`),
  });
  assert.equal(step.shown, null);
  hooks.paint("review", 0, "state");
  hooks.paint("review", 1, "state");
  assert.deepEqual(step.shown, { review: "review", k: 1, state: "state" });
  hooks.leave();
  hooks.paint("another", 3, "state");
  assert.deepEqual(calls, ["enter", "paint 0", "paint 1", "leave null", "enter", "paint 3"]);
});
