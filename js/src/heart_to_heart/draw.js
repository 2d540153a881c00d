// Draw a synced state onto the board: faces, states, counters, the message and the
// accessible name of every card. It knows no rules: it shows what Python sent. The stuck
// cards of a dead end carry data-stuck ("free" for the card that cannot move, "under" for
// the partners it waits for), from the synced `ending`.
import { drawHint } from "./hints.js";

/** Seconds as m:ss. */
export function formatTime(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The spoken name of a rank, e.g. "Queen", "Dame". */
export function rankName(rank, t) {
  return t(`rank_name_${rank}`);
}

/** A heart card's accessible name: rank, free or covered, and whether it is selected. */
function cardName(rank, state, selected, t) {
  const parts = [rankName(rank, t), t(`state_${state}`)];
  if (selected) parts.push(t("selected"));
  return parts.join(", ");
}

function setFace(card, rank, t) {
  card.classList.toggle("hth-empty", rank === null);
  card.querySelector(".hth-rank").textContent = rank === null ? "" : t(`rank_${rank}`);
  card.dataset.rank = rank === null ? "" : String(rank);
  card.classList.toggle("hth-wide-rank", rank === 10);
}

/** Heart positions marked by a dead end's explanation: {position: "free" | "under"}. */
function stuckMarks(ending) {
  const marks = new Map();
  for (const { at, others } of ending?.stuck ?? []) {
    for (const p of others) marks.set(p, "under");
    marks.set(at, "free");
  }
  return marks;
}

/** Bring the board in line with `state` (the view's language is `t`'s). */
export function draw(dom, state, t) {
  const { status, selected } = state;
  const outlined = new Set(state.outlined);
  const dimmed = new Set(state.dimmed);
  const free = new Set(state.free);
  const stuck = stuckMarks(state.ending);
  const playing = status === "playing";

  const mark = (element, target) => {
    const isSelected = selected === target;
    element.classList.toggle("hth-selected", isSelected);
    if (isSelected) element.dataset.selected = "true";
    else delete element.dataset.selected;
    element.classList.toggle("hth-outlined", outlined.has(target));
    element.classList.toggle("hth-dimmed", dimmed.has(target));
  };
  state.heart.forEach((rank, p) => {
    const card = dom.cards[p];
    setFace(card, rank, t);
    const cardState = rank === null ? "removed" : free.has(p) ? "free" : "covered";
    card.dataset.state = cardState;
    card.disabled = cardState !== "free" || !playing;
    if (rank === null) card.removeAttribute("aria-label");
    else card.setAttribute("aria-label", cardName(rank, cardState, selected === p, t));
    if (stuck.has(p)) card.dataset.stuck = stuck.get(p);
    else delete card.dataset.stuck;
    mark(card, p);
  });

  const stockCount = state.stock_count;
  const wasteCount = state.waste_count;
  dom.stock.dataset.count = String(stockCount);
  dom.waste.dataset.count = String(wasteCount);
  dom.stock.dataset.empty = stockCount > 0 ? "" : wasteCount > 0 ? "recycle" : "empty";
  dom.stock.classList.toggle("hth-empty", stockCount === 0);
  dom.root.querySelector('[data-field="stock-count"]').textContent = stockCount > 0 ? String(stockCount) : "";
  dom.stock.disabled = !playing || (stockCount === 0 && wasteCount === 0);
  const stockName = stockCount > 0 ? `${t("stock")}, ${t.plural("cards", stockCount)}`
    : wasteCount > 0 ? t("stock_recycle") : t("stock_empty");
  dom.stock.setAttribute("aria-label", stockName);
  dom.stock.title = stockCount > 0 ? t("stock") : t("recycle");

  const wasteTop = state.waste_top;
  setFace(dom.waste, wasteTop, t);
  dom.root.querySelector('[data-field="waste-count"]').textContent = wasteCount > 1 ? String(wasteCount) : "";
  dom.waste.classList.toggle("hth-stacked", wasteCount > 1);
  dom.waste.disabled = !playing || wasteCount === 0;
  dom.waste.setAttribute("aria-label", wasteTop === null ? t("waste_empty") : [
    `${t("waste")}: ${rankName(wasteTop, t)}`,
    ...(selected === "waste" ? [t("selected")] : []),
    t.plural("cards", wasteCount),
  ].join(", "));
  mark(dom.waste, "waste");

  dom.score.textContent = String(state.score);
  dom.moves.textContent = String(state.moves);
  dom.undo.disabled = !state.can_undo;

  dom.message.hidden = !state.message;
  dom.message.dataset.key = state.message ?? "";
  dom.message.textContent = state.message ? t(state.message) : "";

  drawHint(dom, state, t);
}
