// Hope Deferred's cards as the view gets them, their text such as "10S": the rank and
// suit, the spoken name, and the elements drawn on the felt (faces, the stock's back and
// the faint outline of a place) from the one card renderer both games share.
import { backSvg, cardSvg, emptySvg } from "../shared/cards.js";
import { h } from "../shared/dom.js";

export const SUITS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
export const SYMBOLS = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
const RANK_NUMBERS = { A: 1, J: 11, Q: 12, K: 13 };

/** A card's rank (1 to 13) and suit name from its text, such as "10S". */
export function parseCard(text) {
  const rank = text.slice(0, -1);
  return { rank: RANK_NUMBERS[rank] ?? Number(rank), suit: SUITS[text.slice(-1)] };
}

/** A card's spoken name: "Ace of hearts", "Herz Ass", "as herc"; "7 of hearts". */
export function cardName(t, text) {
  const { rank, suit } = parseCard(text);
  const named = rank === 1 || rank > 10; // the others are said as numbers
  return t(`card_${suit}`, { rank: named ? t(`rank_name_${rank}`) : String(rank) });
}

/** An element holding SVG markup from the card renderer (trusted, never user text). */
function drawn(tag, attributes, markup) {
  const element = h(tag, { "aria-hidden": "true", ...attributes });
  element.innerHTML = markup;
  return element;
}

/** A face-up card at `size` ("full", "compact" or "mini"), its index in the language of `t`. */
export function cardFace(t, text, size) {
  const { rank, suit } = parseCard(text);
  return drawn("span", { class: "hd-card", "data-card": text },
    cardSvg(rank, suit, { size, label: t(`rank_${rank}`) }));
}

/**
 * Face-up cards made once each, for a card, face size and index text, then reused: a
 * card lies in one place at a time, so a redraw moves the element it drew before.
 */
export class Faces {
  constructor() {
    this.made = new Map();
  }

  get(t, text, size) {
    const key = `${text} ${size} ${t(`rank_${parseCard(text).rank}`)}`;
    if (!this.made.has(key)) this.made.set(key, cardFace(t, text, size));
    return this.made.get(key);
  }
}

/** The back of a card, as the stock shows it. */
export function cardBack(className) {
  return drawn("span", { class: className }, backSvg());
}

let place = null;

/** The faint outline of a place without its card. */
export function outline(className) {
  place ??= drawn("span", {}, emptySvg());
  const copy = place.cloneNode(true);
  copy.className = className;
  return copy;
}
