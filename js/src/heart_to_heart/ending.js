// What the end banner says. At a dead end: for each stuck rank, in words, where its
// partners lie (from the synced `ending`, which Python computes), with Undo, Restart this
// deal, Review and New game. At a win: the score, time and moves, Review and New game.
import { formatTime } from "../shared/time.js";

/** The heart's tip, the one place of its last row, from the geometry Python syncs
 * ({x, row}: see placeCards in dom.js). */
export function tipOf(geometry) {
  return geometry.row.indexOf(Math.max(...geometry.row));
}

/** A card as the rule texts write it: "9♥", "B♥". */
function cardText(rank, t) {
  return `${t(`rank_${rank}`)}♥`;
}

/** A free card in a sentence: "the 9♥ at the tip", "the free 5♥" (agreeing with its rank). */
function freeCard(position, heart, t, tip) {
  const rank = heart[position];
  return t(position === tip ? "ending_at_tip" : "ending_free",
    { card: cardText(rank, t), gender: t.gender(rank) });
}

/** One stuck rank in words, such as "The other three 9♥ lie under the 9♥ at the tip."
 * (`tip` is the tip's position, see `tipOf`). */
export function stuckLine({ rank, others, under }, heart, t, tip) {
  const card = cardText(rank, t);
  const gender = t.gender(rank);
  if (others.length === 0) return t("ending_alone", { card, gender });
  const over = new Intl.ListFormat(t.language, { type: "conjunction" })
    .format(under.map((p) => freeCard(p, heart, t, tip)));
  const count = t(`number_${others.length}`, { gender });
  return t.plural("ending_under", others.length, { card, over, count, gender });
}

/** The end banner's content for `state`, or null while the game goes on. */
export function endOf(state, t, seconds, tip) {
  if (state.status === "lost") {
    const lines = state.ending
      ? state.ending.stuck.map((stuck) => stuckLine(stuck, state.heart, t, tip))
      : [t("dead_end_text")];
    return {
      kind: "lost", sign: "♥", title: t("dead_end_title"), lines, stats: [],
      actions: [
        ...(state.can_undo ? [["undo", t("undo"), false]] : []),
        ["restart", t("restart"), false],
        ...(state.moves > 0 ? [["review", t("review_open"), false, true]] : []), // a game played
        ["new-game", t("new_game"), true],
      ],
    };
  }
  if (state.status === "won") {
    return {
      kind: "won", sign: "♥", title: t("won_title"), lines: [t("won_text")],
      stats: [
        [t("score"), String(state.score), "score"],
        [t("time"), formatTime(seconds), "time"],
        [t("moves"), String(state.moves), "moves"],
      ],
      actions: [["review", t("review_open"), false, true], ["new-game", t("new_game"), true]],
    };
  }
  return null;
}
