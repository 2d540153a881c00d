// What a screen reader hears after a change: a sentence built from the difference between
// two synced states, spoken through the view's live region. No rules, only what changed.
import { formatTime, rankName } from "./draw.js";
import { stuckLine } from "./ending.js";

/** Heart positions holding a card in `before` and none in `after`. */
function removed(before, after) {
  return after.heart.flatMap((rank, p) => (rank === null && before.heart[p] !== null ? [p] : []));
}

/** A new hint in words: the move, then whether it keeps a win. */
function hintSaid(hint, state, t) {
  const [a, b] = hint.targets;
  const name = (target) => (target === "waste"
    ? `${rankName(state.waste_top, t)} (${t("waste")})` : rankName(state.heart[target], t));
  const move = a === "stock" ? t("said_hint_stock") : t("said_hint_pair", { a: name(a), b: name(b) });
  return `${move} ${t(hint.winnable ? "hint_winnable" : "hint_lost")}.`;
}

/** What happened between `before` and `after`, in words; "" when nothing worth saying. */
export function describe(before, after, t, seconds) {
  if (before === null) return "";
  const said = [];
  if (after.code !== before.code) {
    said.push(t("said_new_game", { code: after.code ?? "—" }));
  } else if (after.moves < before.moves) {
    said.push(t("said_undo"));
  } else if (after.moves > before.moves) {
    if (after.stock_count < before.stock_count) {
      said.push(t("said_draw", { rank: rankName(after.waste_top, t) }));
    } else if (after.stock_count > before.stock_count) {
      said.push(t("said_recycle"));
    } else {
      const gone = removed(before, after);
      const rank = before.heart[gone[0]];
      said.push(t("said_pair", { rank: rankName(rank, t), score: after.score }));
      const freed = after.free.filter((p) => !before.free.includes(p));
      if (freed.length) {
        said.push(t("said_freed", { cards: freed.map((p) => rankName(after.heart[p], t)).join(", ") }));
      }
    }
  } else if (after.selected !== before.selected) {
    const target = after.selected;
    if (target === null) said.push(t("said_deselected"));
    else {
      const rank = target === "waste" ? after.waste_top : after.heart[target];
      said.push(t("said_selected", { rank: rankName(rank, t) }));
    }
  }
  const hint = after.shown_hint;
  if (hint && JSON.stringify(hint) !== JSON.stringify(before.shown_hint)) {
    said.push(hintSaid(hint, after, t));
  }
  if (after.message && (after.message !== before.message || said.length)) {
    said.push(`${t(after.message)}.`);
  }
  if (after.status !== before.status || (said.length && after.code !== before.code)) {
    if (after.status === "won") {
      said.push(t("won_title"), t("said_result", {
        score: after.score, time: formatTime(seconds), moves: after.moves,
      }));
    } else if (after.status === "lost") {
      said.push(`${t("dead_end_title")}.`,
        ...(after.ending?.stuck ?? []).map((stuck) => stuckLine(stuck, after.heart, t)));
    }
  }
  return said.join(" ");
}

/**
 * Speak `text` in `region` (a polite live region). The same sentence twice in a row is
 * still spoken: it alternates a trailing no-break space so the region's text changes.
 */
export function speak(region, text) {
  if (!text) return;
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}
