// What a screen reader hears after a change: a sentence built from the event Python sent
// with the state (what just happened), for the view's live region. No rules.
import { formatTime } from "../shared/time.js";
import { rankName } from "./draw.js";
import { stuckLine } from "./ending.js";

/** The rank of the card at a target (a heart position or "waste") in `state`. */
function rankAt(state, target) {
  return target === "waste" ? state.waste_top : state.heart[target];
}

/** What `event` did, in words, read against the state drawn with it. */
function eventSaid(event, after, t) {
  if (event.kind === "new_game" && event.branch !== undefined) {
    return [t("review_said_branch", { move: event.branch })]; // Play from here
  }
  if (event.kind === "new_game") return [t("said_new_game", { code: event.code ?? "—" })];
  if (event.kind === "undo") return [t("said_undo")];
  if (event.kind === "deselect") return [t("said_deselected")];
  if (event.kind === "select" || (event.kind === "refuse" && event.reason === "same_rank")) {
    return [t("said_selected", { rank: rankName(rankAt(after, event.target), t) })];
  }
  if (event.kind !== "move") return [];
  if (event.move === "draw") return [t("said_draw", { rank: rankName(event.rank, t) })];
  if (event.move === "recycle") return [t("said_recycle")];
  const said = [t("said_pair", { rank: rankName(event.rank, t), score: after.score })];
  if (event.freed.length) {
    said.push(t("said_freed", { cards: event.freed.map((p) => rankName(after.heart[p], t)).join(", ") }));
  }
  return said;
}

/** A new hint in words: the move (the cards named in the case the sentence takes), then
 * whether it keeps a win. */
function hintSaid(hint, state, t) {
  const [a, b] = hint.targets;
  const rank = rankAt(state, a);
  const move = a === "stock" ? t("said_hint_stock")
    : t(b === "waste" ? "said_hint_waste" : "said_hint_pair", { a: rank, b: rank });
  return `${move} ${t(hint.winnable ? "hint_winnable" : "hint_lost")}.`;
}

/** What happened since `before` was drawn, in words; "" when nothing worth saying (`tip`
 * is the heart tip's position, for a dead end's words). */
export function describe(before, after, t, seconds, tip) {
  if (before === null) return "";
  const event = after.event;
  const fresh = Boolean(event) && event.id !== before.event?.id;
  const said = fresh ? eventSaid(event, after, t) : [];
  const hint = after.shown_hint;
  if (hint && JSON.stringify(hint) !== JSON.stringify(before.shown_hint)) {
    said.push(hintSaid(hint, after, t));
  }
  if (after.message && (after.message !== before.message || fresh)) {
    said.push(`${t(after.message)}.`);
  }
  if (after.status !== before.status || (said.length && after.code !== before.code)) {
    if (after.status === "won") {
      said.push(t("won_title"), t("said_result", {
        score: after.score, time: formatTime(seconds), moves: after.moves,
      }));
    } else if (after.status === "lost") {
      said.push(`${t("dead_end_title")}.`,
        ...(after.ending?.stuck ?? []).map((stuck) => stuckLine(stuck, after.heart, t, tip)));
    }
  }
  return said.join(" ");
}
