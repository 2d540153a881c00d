// The synced traits the Hope Deferred view reads, read in this one place. A pytest test
// (tests/test_js_traits.py) checks that TRAITS, ELSEWHERE and UNREAD together are exactly
// the widget's synced traits.
import { readTraits } from "../shared/traits.js";

/** The traits a view draws; a change of any of them redraws. */
export const TRAITS = [
  "piles", "stock_count", "set_aside", "targets", "targets_left", "round", "rounds",
  "deals_in_round", "deals_per_round", "next_step", "status", "code", "variant", "target_suit",
  "code_error", "language", "previews", "event",
  "show_odds", "odds", "stats", "records_problem", "review_mode", "link",
];

/** The synced traits read elsewhere: the words, the codes' form and the settings menu's
 * list (shared/base.js), the count of interactions (shared/connection.js) and How to play's
 * picture (shared/help.js). */
export const ELSEWHERE = ["_words", "interactions", "_code_pattern", "_help_picture", "_menu"];

/** Synced traits this view does not show: the game clock, which every widget syncs. */
export const UNREAD = ["clock"];

/** The model's traits as one plain object, read once per draw. A trait the model
 * lacks throws, naming it. */
export function readState(model) {
  return readTraits(model, TRAITS, "Hope Deferred");
}
