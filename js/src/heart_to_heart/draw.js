// Draw a state onto the board: faces, states, rings, counters, the message's words and the
// accessible name of every card. It knows no rules: it shows what Python sent, or what a
// tap not yet answered leads to (predict.js). The stuck cards of a dead end carry
// data-stuck ("free" for the card that cannot move, "under" for the partners it waits
// for), from the synced `ending`.
import { face, paint } from "./faces.js";
import { drawHint } from "./hints.js";
import { HIDDEN, TURNING } from "./predict.js";

/** How many cards under a pile's top card show as edges. */
const DEPTH = 3;

/** Set (or with null remove) an attribute, touching the element only when it changes: a
 * tap redraws the whole board within its frame. */
function set(element, name, value) {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/** Set an element's text, when it changes. */
function text(element, value) {
  if (element.textContent !== value) element.textContent = value;
}

/** The spoken name of a rank, e.g. "Queen", "Dame". */
export function rankName(rank, t) {
  return t(`rank_name_${rank}`);
}

/** A heart card's accessible name: rank, free or covered, and whether it is selected (the
 * words agreeing with the rank's gender). */
function cardName(rank, state, selected, t) {
  const gender = t.gender(rank);
  const parts = [rankName(rank, t), t(`state_${state}`, { gender })];
  if (selected) parts.push(t("selected", { gender }));
  return parts.join(", ");
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

/** A pile of `count` cards: the edges of the ones under the top card. */
function depth(pile, count) {
  set(pile.querySelector(".hth-under"), "data-depth", String(Math.max(0, Math.min(count - 1, DEPTH))));
}

/** Whether a button can be tapped (`live`), can be tapped but refuses (covered), or not. */
function enable(button, live, refusing = false) {
  if (button.disabled === live) button.disabled = !live;
  set(button, "aria-disabled", refusing && live ? "true" : null);
  set(button, "tabindex", live && !refusing ? "0" : "-1");
}

/** Bring the board in line with `state` at face `size` (the view's language is `t`'s). */
export function draw(dom, state, t, size) {
  const { status, selected } = state;
  const outlined = new Set(state.outlined);
  const dimmed = new Set(state.dimmed);
  const free = new Set(state.free);
  const stuck = stuckMarks(state.ending);
  const playing = status === "playing";

  const mark = (element, target) => {
    const isSelected = selected === target;
    element.classList.toggle("hth-selected", isSelected);
    set(element, "data-selected", isSelected ? "true" : null);
    element.classList.toggle("hth-outlined", outlined.has(target));
    element.classList.toggle("hth-dimmed", dimmed.has(target));
  };
  state.heart.forEach((rank, p) => {
    const card = dom.cards[p];
    const cardState = rank === null ? "removed" : free.has(p) ? "free" : "covered";
    paint(card, rank === null ? "empty" : face(rank, cardState, size, t));
    set(card, "data-state", cardState);
    set(card, "data-rank", rank === null ? "" : String(rank));
    enable(card, playing && rank !== null, cardState === "covered");
    set(card, "aria-label", rank === null ? null : cardName(rank, cardState, selected === p, t));
    set(card, "aria-hidden", rank === null ? "true" : null);
    set(card, "data-stuck", stuck.get(p) ?? null);
    set(dom.labels[p], "hidden", state.show_positions ? null : "");
    mark(card, p);
  });
  const gone = state.heart.filter((rank) => rank === null).length;
  paint(dom.discard, gone > 0 ? "back" : null);
  set(dom.discard, "data-count", String(gone / 2));
  depth(dom.discard, Math.ceil(gone / 2));

  drawStock(dom, state, t, playing);
  drawWaste(dom, state, t, size, playing);
  mark(dom.waste, "waste");

  text(dom.score, String(state.score));
  text(dom.moves, String(state.moves));
  dom.undo.disabled = !state.can_undo;

  set(dom.message, "data-key", state.message ?? "");
  text(dom.message, state.message ? t(state.message) : "");

  drawHint(dom, state, t);
  drawFirstSteps(dom.firstSteps, state);
}

/** The first-game line, while Python says so; once it goes, its room stays until the next
 * deal, so that the board keeps its height through the game. */
function drawFirstSteps(line, state) {
  const code = state.code ?? "";
  if (state.first_steps) line.dataset.code = code;
  // Its room stays to the game's end and its banner: the frame keeps its height.
  const kept = !state.first_steps && !line.hidden && line.dataset.code === code;
  line.hidden = !state.first_steps && !kept;
  line.classList.toggle("hth-spent", kept);
}

function drawStock(dom, state, t, playing) {
  const { stock } = dom;
  const count = state.stock_count;
  const wasteCount = state.waste_count;
  set(stock, "data-count", String(count));
  set(stock, "data-empty", count > 0 ? "" : wasteCount > 0 ? "recycle" : "empty");
  stock.classList.toggle("hth-empty", count === 0);
  paint(stock, count > 0 ? "back" : "empty");
  depth(stock, count);
  text(dom.stockCount, count > 0 ? String(count) : "");
  enable(stock, playing && (count > 0 || wasteCount > 0));
  const name = count > 0 ? `${t("stock")}, ${t.plural("cards", count)}`
    : wasteCount > 0 ? t("stock_recycle") : t("stock_empty");
  set(stock, "aria-label", name);
  set(stock, "title", count > 0 ? t("stock") : t("recycle"));
  const action = !playing ? null : count > 0 ? "draw_action" : wasteCount > 0 ? "turn_over_action"
    : null;
  set(dom.stockAction, "data-action-key", action ?? "");
  set(dom.stockAction, "hidden", action ? null : "");
  text(dom.stockAction, action ? t(action) : "");
}

function drawWaste(dom, state, t, size, playing) {
  const { waste } = dom;
  const count = state.waste_count;
  const top = state.waste_top;
  const known = typeof top === "number";
  set(waste, "data-count", String(count));
  set(waste, "data-rank", known ? String(top) : "");
  waste.classList.toggle("hth-empty", top === null);
  paint(waste, top === null ? "empty" : top === TURNING ? "back" : top === HIDDEN ? null
    : face(top, "free", size, t));
  depth(waste, count);
  text(dom.wasteCount, count > 1 ? String(count) : "");
  enable(waste, playing && count > 0); // a tap on a card still turning goes to Python as well
  const name = top === null ? [t("waste_empty")]
    : known ? [`${t("waste")}: ${rankName(top, t)}`] : [t("waste")];
  if (state.selected === "waste") name.push(t("selected", { gender: t.gender(top) }));
  if (count > 0) name.push(t.plural("cards", count));
  set(waste, "aria-label", name.join(", "));
}
