// What a screen reader hears after a change in Hope Deferred, and which cards a deal just
// placed: both read from the event Python sent with the state (what just happened). It
// knows no rules.
import { cardName } from "./cards.js";

/** The event drawn with `state` if `previous` did not show it yet, else null. */
export function freshEvent(state, previous) {
  const event = state.event;
  return previous !== null && event && event.id !== previous.event?.id ? event : null;
}

/** The cards a deal (`event`) placed: on each pile (by pile number) and set aside. */
export function placedBy(event) {
  const placed = { piles: new Map([[1, new Set()], [2, new Set()], [3, new Set()]]), aside: [] };
  if (event?.kind === "move" && event.move === "deal") {
    for (const [card, place] of event.placed) {
      if (place === "aside") placed.aside.push(card);
      else placed.piles.get(place).add(card);
    }
  }
  return placed;
}

/** The end in words: how many target cards were found, or are still missing. */
export function resultText(t, state) {
  if (state.status === "won") {
    return t("won_text", { total: state.targets.length, round: state.round, rounds: state.rounds });
  }
  return t.plural("lost_text", state.targets_left, { rounds: state.rounds });
}

/** The live region's text for `event` (or null), read against the state drawn with it. */
export function announcement(t, state, event, placed) {
  if (event === null) return "";
  const parts = [];
  const cards = (texts) => texts.map((text) => cardName(t, text)).join(", ");
  if (event.kind === "new_game" && event.branch !== undefined) {
    parts.push(t("review_said_branch", { move: event.branch })); // Play from here
  } else if (event.kind === "new_game" || event.kind === "restart") {
    parts.push(t("announce_new_game", {
      variant: t(`variant_${state.variant}`), suit: t(`suit_${state.target_suit}`),
    }));
  } else if (event.kind === "move" && event.move === "gather") {
    parts.push(t("announce_gather", { round: state.round, rounds: state.rounds }));
  } else if (event.kind === "move") {
    const tops = state.piles.map((pile) => (pile.length ? cardName(t, pile.at(-1)) : t("empty")));
    parts.push(t("announce_deal", {
      deal: state.deals_in_round, deals: state.deals_per_round, tops: tops.join(", "),
    }));
    if (placed.aside.length) parts.push(t("announce_set_aside", { cards: cards(placed.aside) }));
  }
  if (event.kind === "move" && state.status !== "playing") {
    // "You won!" ends with its own mark; the lost title needs a full stop before the reason.
    parts.push(state.status === "won" ? t("won_title") : `${t("lost_title")}.`, resultText(t, state));
  }
  return parts.join(" ");
}
