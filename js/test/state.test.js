// Each view reads its synced traits in one place (state.js), and a trait the model lacks
// throws, naming it, instead of drawing as null. tests/test_js_traits.py checks the lists
// against Python's synced traits.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as heart from "../src/heart_to_heart/state.js";
import * as hope from "../src/hope_deferred/state.js";
import { makeModel } from "./fake_model.js";

const [{ state: position }] = JSON.parse(
  readFileSync(new URL("fixtures/taps.json", import.meta.url), "utf8"));

test("a view reads every trait it draws from the model, null as null", () => {
  const model = makeModel({
    ...Object.fromEntries(heart.TRAITS.map((name) => [name, null])), ...position,
  });
  const state = heart.readState(model);
  assert.deepEqual(Object.keys(state), heart.TRAITS);
  assert.equal(state.event, null);
  assert.deepEqual(state.previews, position.previews);
});

test("a trait the model lacks throws, naming it", () => {
  for (const [{ readState, TRAITS }, game] of [[heart, "Heart to Heart"], [hope, "Hope Deferred"]]) {
    const attributes = Object.fromEntries(TRAITS.map((name) => [name, null]));
    assert.doesNotThrow(() => readState(makeModel(attributes)));
    delete attributes[TRAITS[3]];
    assert.throws(() => readState(makeModel(attributes)),
      { message: `${game}: the model has no trait "${TRAITS[3]}"` });
  }
});

test("each list names a trait once", () => {
  for (const lists of [heart, hope]) {
    const names = [lists.TRAITS, lists.ELSEWHERE, lists.UNREAD ?? []].flat();
    assert.equal(new Set(names).size, names.length);
  }
});

test("a trait that arrives as undefined, as Pyodide's kernel sends None, reads as null", () => {
  const attributes = Object.fromEntries(heart.TRAITS.map((name) => [name, null]));
  attributes.selected = undefined;
  assert.equal(heart.readState(makeModel(attributes)).selected, null);
  const proxy = { get: (name) => (name === "selected" ? undefined : attributes[name]) };
  assert.equal(heart.readState(proxy).selected, null);
});
