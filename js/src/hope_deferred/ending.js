// What Hope Deferred's end banner says: the result in words, and at a loss the target cards
// still in the stock, face up; Review and New game.
import { resultText } from "./announce.js";
import { SYMBOLS, cardName } from "./cards.js";

/** The end banner's content for `state`, or null while the game goes on. */
export function endOf(state, t) {
  if (state.status === "playing") return null;
  const won = state.status === "won";
  const found = new Set(state.set_aside);
  return {
    kind: state.status, sign: SYMBOLS[state.target_suit],
    title: t(won ? "won_title" : "lost_title"), lines: [resultText(t, state)],
    cards: state.targets.filter((card) => !found.has(card))
      .map((card) => [card, cardName(t, card)]),
    stats: [],
    actions: [["review", t("review_open"), false, true], ["new-game", t("new_game"), true]],
  };
}
