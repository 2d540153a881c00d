// The synced traits the Hope Deferred view reads, read in this one place.

/** The traits a view draws; a change of any of them redraws. */
export const TRAITS = [
  "piles", "stock_count", "set_aside", "targets", "targets_left", "round", "rounds",
  "deals_in_round", "deals_per_round", "next_step", "status", "code", "variant", "target",
  "code_error", "language", "event",
  "show_odds", "odds", "stats", "records_problem",
];

/** The model's traits as one plain object, read once per draw (a trait it lacks is null). */
export function readState(model) {
  return Object.fromEntries(TRAITS.map((name) => [name, model.get(name) ?? null]));
}
