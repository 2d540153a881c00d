// The fake widget model of the browser tests (tests/browser/fake_model.js), loaded into
// node: that script sets `window.hwMakeModel`, so `window` is node's global object here.
globalThis.window ??= globalThis;
await import("../../tests/browser/fake_model.js");

/** A live fake model holding `attributes`, as the bare-page tests make them. */
export function makeModel(attributes) {
  return window.hwMakeModel(attributes, true);
}
