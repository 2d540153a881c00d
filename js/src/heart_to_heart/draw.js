// Draw a synced state onto a view's DOM: faces, states, counters, dialogs and the
// accessible name of every card. It knows no rules: it shows what Python sent.
import { showCodeError } from "../shared/code_entry.js";
import { CODE_EXAMPLE } from "./dom.js";
import { drawHint } from "./hints.js";

/** The synced traits a view draws; a change of any of them redraws. */
export const TRAITS = [
  "heart", "free", "stock_count", "waste_top", "waste_count", "selected", "outlined",
  "dimmed", "score", "moves", "can_undo", "status", "code", "message", "code_error",
  "move_errors", "placement_help", "hints", "winnable_only", "shown_hint", "language",
  "event",
];

/** The model's traits as one plain object, read once per draw. */
export function readState(model) {
  return Object.fromEntries(TRAITS.map((name) => [name, model.get(name)]));
}

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

/** Words that change only with the language: labels, titles, group names. */
function drawWords(dom, t) {
  const { root } = dom;
  for (const label of root.querySelectorAll("[data-label]")) {
    label.textContent = t(label.dataset.label);
  }
  for (const group of root.querySelectorAll("[data-label-name]")) {
    group.setAttribute("aria-label", t(group.dataset.labelName));
  }
  for (const action of ["copy", "settings"]) {
    const button = root.querySelector(`[data-action="${action}"]`);
    button.title = t(action);
    button.setAttribute("aria-label", t(action));
  }
  dom.codeInput.setAttribute("aria-label", t("code_label"));
}

/** Bring the DOM in line with `state`; `previous` is the state drawn before, or null. */
export function draw(dom, state, previous, t) {
  const { root } = dom;
  const { status, selected } = state;
  const outlined = new Set(state.outlined);
  const dimmed = new Set(state.dimmed);
  const free = new Set(state.free);
  const playing = status === "playing";

  root.dataset.status = status;
  if (previous?.language !== state.language) {
    root.lang = state.language;
    drawWords(dom, t);
  }

  const mark = (element, target) => {
    element.classList.toggle("hth-selected", selected === target);
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
    mark(card, p);
  });

  const stockCount = state.stock_count;
  const wasteCount = state.waste_count;
  dom.stock.dataset.count = String(stockCount);
  dom.waste.dataset.count = String(wasteCount);
  dom.stock.dataset.empty = stockCount > 0 ? "" : wasteCount > 0 ? "recycle" : "empty";
  dom.stock.classList.toggle("hth-empty", stockCount === 0);
  root.querySelector('[data-field="stock-count"]').textContent = stockCount > 0 ? String(stockCount) : "";
  dom.stock.disabled = !playing || (stockCount === 0 && wasteCount === 0);
  const stockName = stockCount > 0 ? `${t("stock")}, ${t.plural("cards", stockCount)}`
    : wasteCount > 0 ? t("stock_recycle") : t("stock_empty");
  dom.stock.setAttribute("aria-label", stockName);
  dom.stock.title = stockCount > 0 ? t("stock") : t("recycle");

  const wasteTop = state.waste_top;
  setFace(dom.waste, wasteTop, t);
  root.querySelector('[data-field="waste-count"]').textContent = wasteCount > 1 ? String(wasteCount) : "";
  dom.waste.classList.toggle("hth-stacked", wasteCount > 1);
  dom.waste.disabled = !playing || wasteCount === 0;
  dom.waste.setAttribute("aria-label", wasteTop === null ? t("waste_empty") : [
    `${t("waste")}: ${rankName(wasteTop, t)}`,
    ...(selected === "waste" ? [t("selected")] : []),
    t.plural("cards", wasteCount),
  ].join(", "));
  mark(dom.waste, "waste");

  const code = state.code;
  root.querySelector('[data-field="code"]').textContent = code ?? "—";
  root.querySelector('[data-action="copy"]').disabled = !code;
  for (const name of ["score", "moves"]) {
    const text = String(state[name]);
    root.querySelector(`[data-field="${name}"]`).textContent = text;
    root.querySelector(`[data-result="${name}"]`).textContent = text;
  }
  for (const undo of root.querySelectorAll('[data-action="undo"]')) undo.disabled = !state.can_undo;

  dom.message.hidden = !state.message;
  dom.message.dataset.key = state.message ?? "";
  dom.message.textContent = state.message ? t(state.message) : "";

  showCodeError({ input: dom.codeInput, error: dom.codeError }, state.code_error, t, CODE_EXAMPLE);

  drawHint(dom, state, t);

  for (const input of dom.settingsPanel.querySelectorAll("[data-setting]")) {
    const value = state[input.dataset.setting];
    if (input.type === "checkbox") input.checked = value;
    else input.value = value;
  }
}
