// The synced traits the Hope Deferred view reads, read in this one place.

/** The traits a view draws; a change of any of them redraws. */
export const TRAITS = [
  "piles", "stock_count", "set_aside", "targets", "targets_left", "round", "rounds",
  "deals_in_round", "deals_per_round", "next_step", "result", "code", "variant", "target",
  "code_error", "language", "event",
];

/**
 * The model's traits as one plain object, read once per draw. A trait the model lacks
 * reads as null; `status` is "playing", "won" or "lost" (0.1 called it `result`).
 */
export function readState(model) {
  const state = Object.fromEntries(TRAITS.map((name) => [name, model.get(name) ?? null]));
  state.status = model.get("status") ?? state.result;
  return state;
}
