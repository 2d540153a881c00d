// Hope Deferred's cards as the view gets them, their text such as "10S": the rank and
// suit, the spoken name and the face drawn on the felt.
import { h } from "../shared/dom.js";

export const SUITS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
export const SYMBOLS = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
const RANK_NUMBERS = { A: 1, J: 11, Q: 12, K: 13 };

/** A card's rank (1 to 13) and suit name from its text, such as "10S". */
export function parseCard(text) {
  const rank = text.slice(0, -1);
  return { rank: RANK_NUMBERS[rank] ?? Number(rank), suit: SUITS[text.slice(-1)] };
}

/** A card's spoken name: "Ace of hearts", "Herz Ass", "as herc". */
export function cardName(t, text) {
  const { rank, suit } = parseCard(text);
  const name = `rank_name_${rank}`;
  return t(`card_${suit}`, { rank: t.has(name) ? t(name) : String(rank) });
}

/** A face-up card: the rank and suit in the corner and a large suit sign. */
export function cardFace(t, text) {
  const { rank, suit } = parseCard(text);
  return h("span", { class: `hw-card hd-card hd-${suit}`, "data-card": text, "aria-hidden": "true" },
    h("span", { class: "hw-index hd-index" },
      h("span", { class: rank === 10 ? "hw-rank hd-rank hd-wide" : "hw-rank hd-rank" }, t(`rank_${rank}`)),
      h("span", { class: "hd-suit" }, SYMBOLS[suit])),
    h("span", { class: "hw-pip hd-pip" }, SYMBOLS[suit]));
}
