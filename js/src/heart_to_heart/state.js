// The synced traits the Heart to Heart view reads, read in this one place. A pytest test
// (tests/test_js_traits.py) checks that TRAITS and ELSEWHERE together are exactly the
// widget's synced traits.
import { readTraits } from "../shared/traits.js";

/** The traits a view draws; a change of any of them redraws. */
export const TRAITS = [
  "heart", "free", "stock_count", "waste_top", "waste_count", "selected", "outlined",
  "dimmed", "score", "moves", "can_undo", "status", "code", "message", "code_error",
  "move_errors", "placement_help", "hints", "winnable_only", "shown_hint", "language",
  "previews", "ending", "event",
  "show_winnable", "winnable", "win_lost_at", "daily", "stats", "records_problem",
  "show_positions", "first_steps", "review_mode", "link", "review_fewest",
];

/** The synced traits read elsewhere: the heart's shape (view.js), the clock
 * (shown_time.js), the words, the codes' form and the settings menu's list
 * (shared/base.js), the count of interactions (shared/connection.js) and How to play's
 * picture (shared/help.js). */
export const ELSEWHERE = [
  "_geometry", "clock", "_words", "interactions", "_code_pattern", "_help_picture", "_menu",
];

/** The model's traits as one plain object, read once per draw; `status` is "playing",
 * "won" or "lost". A trait the model lacks throws, naming it. */
export function readState(model) {
  return readTraits(model, TRAITS, "Heart to Heart");
}
