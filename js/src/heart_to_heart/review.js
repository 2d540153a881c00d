// Review mode on Heart to Heart's board: a step's position, as Python sent it (see
// heart_to_heart/review_board.py), drawn by the board's own draw() with no card to tap,
// and its move marked on it: the cards a pair removed as faded ghosts in their places (the
// waste's card over the waste), what the move touched ringed in its verdict's colour with
// the verdict's badge, and at a move that gave the win away the cards of the move that
// would have kept it, dashed and starred. It works nothing out.
import { h, icon } from "../shared/dom.js";
import { STAR_ICON } from "../shared/icons.js";
import { MARKS } from "../shared/review.js";
import { draw, rankName } from "./draw.js";
import { face, paint } from "./faces.js";

const MARKED = ["hth-review-ghost", "hth-review-played", "hth-review-instead"];

/** The board state of step `k` of `review`, in the shape draw() takes; `live` is Python's
 * latest state (Show positions is its). */
function stepState(review, k, live) {
  const step = review.steps[k];
  const heart = [];
  const free = [];
  [...step.heart].forEach((c, p) => {
    heart.push(c === "." ? null : c.toLowerCase().charCodeAt(0) - 96);
    if (c !== "." && c < "a") free.push(p);
  });
  return {
    heart, free, stock_count: step.stock, waste_top: step.waste, waste_count: step.waste_count,
    selected: null, outlined: [], dimmed: [], score: step.score, moves: k, can_undo: false,
    status: "review", code: review.code, message: null, ending: null, shown_hint: null,
    first_steps: false, show_positions: live?.show_positions ?? false,
  };
}

/** The element of a marked target: a heart position's card, the stock, the waste, or the
 * ghost of the waste's card. */
function element(dom, target) {
  if (typeof target === "number") return dom.cards[target];
  return { stock: dom.stock, waste: dom.waste, waste_ghost: dom.wasteGhost }[target];
}

/** A badge in a card's corner: the move's verdict, or the star of a better move. */
function badge(name) {
  return h("span", { class: `hth-review-badge hth-review-${name}-badge`, "aria-hidden": "true" });
}

/** Paint step `k` of `review` on the board at face `size`, in `t`'s language. */
export function paintReview(dom, review, k, t, size, live) {
  dom.wasteGhost ??= h("span", { class: "hth-pile hth-waste-ghost", role: "img", hidden: "" },
    h("span", { class: "hth-face", "aria-hidden": "true" }));
  dom.waste.after(dom.wasteGhost);
  dom.verdictBadge ??= badge("verdict");
  dom.insteadBadge ??= badge("instead");
  dom.insteadBadge.replaceChildren(icon(STAR_ICON));
  clearReview(dom);
  draw(dom, stepState(review, k, live), t, size);
  dom.message.hidden = true;
  const step = review.steps[k];
  for (const [target, rank] of step.ghosts ?? []) {
    const ghost = element(dom, target);
    paint(ghost, face(rank, "free", size, t));
    ghost.classList.add("hth-review-ghost");
    ghost.hidden = false;
    ghost.removeAttribute("aria-hidden");
    ghost.setAttribute("aria-label", `${rankName(rank, t)}, ${t("review_card_played")}`);
  }
  const played = (step.played ?? []).map((target) => element(dom, target));
  for (const card of played) {
    card.classList.add("hth-review-played");
    card.dataset.reviewPlayed = step.verdict;
  }
  if (played.length) {
    dom.verdictBadge.dataset.reviewBadge = step.verdict;
    dom.verdictBadge.innerHTML = MARKS[step.verdict];
    played.at(-1).append(dom.verdictBadge);
  }
  const instead = (step.instead ?? []).map((target) => element(dom, target));
  for (const card of instead) {
    card.classList.add("hth-review-instead");
    card.dataset.reviewInstead = "";
    const name = card.getAttribute("aria-label");
    card.setAttribute("aria-label", `${name}, ${t("review_card_instead")}`);
  }
  instead.at(-1)?.append(dom.insteadBadge);
}

/** Take review mode's marks off the board (draw() repaints the faces). */
export function clearReview(dom) {
  for (const card of [...dom.cards, dom.stock, dom.waste, dom.wasteGhost]) {
    if (!card) continue;
    card.classList.remove(...MARKED);
    delete card.dataset.reviewPlayed;
    delete card.dataset.reviewInstead;
  }
  dom.wasteGhost?.setAttribute("hidden", "");
  dom.verdictBadge?.remove();
  dom.insteadBadge?.remove();
}
