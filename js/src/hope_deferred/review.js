// Review mode on Hope Deferred's board: a step's position, as Python sent it (see
// hope_deferred/review_board.py), drawn by the board's own draw() with nothing to tap,
// and the cards its deal turned up (on the piles and aside) ringed, or the stock after a
// gather. It works nothing out.
import { draw } from "./draw.js";

/** The board state of step `k` of `review`, in the shape draw() takes. */
function stepState(review, k, language) {
  const step = review.steps[k];
  return {
    piles: step.piles, stock_count: step.stock, set_aside: step.set_aside,
    targets: review.targets, targets_left: step.targets_left, round: step.round,
    rounds: review.rounds, deals_in_round: step.deals, deals_per_round: review.deals_per_round,
    next_step: null, status: "review", code: review.code, variant: review.variant,
    target_suit: review.target_suit, language,
  };
}

/** Paint step `k` of `review` on the board, in `t`'s language. */
export function paintReview(dom, review, k, t) {
  clearReview(dom);
  draw(dom, stepState(review, k, t.language), t);
  const played = review.steps[k].played ?? [];
  dom.reviewed = played.flatMap((card) => (card === "stock" ? [dom.stock]
    : [...dom.root.querySelectorAll(`.hd-pile [data-card="${card}"], .hd-slot[data-card="${card}"]`)]));
  for (const element of dom.reviewed) element.classList.add("hd-review-played");
}

/** Take review mode's rings off the board. */
export function clearReview(dom) {
  for (const element of dom.reviewed ?? []) element.classList.remove("hd-review-played");
  dom.reviewed = [];
}
