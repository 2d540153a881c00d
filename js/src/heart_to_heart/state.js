// The synced traits the Heart to Heart view reads, read in this one place.

/** The traits a view draws; a change of any of them redraws. */
export const TRAITS = [
  "heart", "free", "stock_count", "waste_top", "waste_count", "selected", "outlined",
  "dimmed", "score", "moves", "can_undo", "status", "code", "message", "code_error",
  "move_errors", "placement_help", "hints", "winnable_only", "shown_hint", "language",
  "taps", "pairs", "ending", "event",
  "show_winnable", "winnable", "win_lost_at", "daily", "stats", "records_problem",
];

/**
 * The model's traits as one plain object, read once per draw (a trait it lacks is null);
 * `status` is "playing", "won" or "lost".
 */
export function readState(model) {
  return Object.fromEntries(TRAITS.map((name) => [name, model.get(name) ?? null]));
}
