// What a screen reader hears after a change in Hope Deferred, and whether a state
// continues the game drawn before (for the cards that slide in). Built from two synced
// states; it knows no rules.
import { cardName } from "./cards.js";

/** Whether `now` continues the game `last` showed (and is not a new game). */
export function continues(now, last) {
  return last !== null && now.code === last.code && (now.round > last.round
    || (now.round === last.round && now.deals_in_round >= last.deals_in_round
      && last.status === "playing"));
}

/** The end in words: how many target cards were found, or are still missing. */
export function resultText(t, state) {
  if (state.status === "won") {
    return t("won_text", { total: state.targets.length, round: state.round, rounds: state.rounds });
  }
  return t.plural("lost_text", state.targets_left, { rounds: state.rounds });
}

/** The live region's text for the change from `last` to `now`, or "". */
export function announcement(t, now, last) {
  if (last === null) return "";
  const parts = [];
  const cards = (texts) => texts.map((text) => cardName(t, text)).join(", ");
  if (!continues(now, last)) {
    parts.push(t("announce_new_game", {
      variant: t(`variant_${now.variant}`), suit: t(`suit_${now.target}`),
    }));
  } else if (now.round === last.round + 1 && now.deals_in_round === 0) {
    parts.push(t("announce_gather", { round: now.round, rounds: now.rounds }));
  } else if (now.round === last.round && now.deals_in_round === last.deals_in_round + 1) {
    const tops = now.piles.map((pile) => (pile.length ? cardName(t, pile.at(-1)) : t("empty")));
    parts.push(t("announce_deal", {
      deal: now.deals_in_round, deals: now.deals_per_round, tops: tops.join(", "),
    }));
    const before = new Set(last.set_aside);
    const fresh = now.set_aside.filter((text) => !before.has(text));
    if (fresh.length) parts.push(t("announce_set_aside", { cards: cards(fresh) }));
  }
  if (now.status !== "playing" && last.status === "playing") {
    parts.push(`${t(now.status === "won" ? "won_title" : "lost_title")} ${resultText(t, now)}`);
  }
  return parts.join(" ");
}
