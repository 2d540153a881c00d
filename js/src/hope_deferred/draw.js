// Draw a synced Hope Deferred state onto the board: the counters, the stock, the fanned
// piles and the row of target cards, with their accessible names. Card faces come at the
// size that reads best at the width the layout gives them (see `faceSize`). It knows no
// rules.
import { faceSize } from "../shared/cards.js";
import { h } from "../shared/dom.js";
import { SYMBOLS, cardFace, cardName, outline, parseCard } from "./cards.js";

/** The face size for cards as wide as `element` (a pile or a slot); full until laid out. */
function sizeFor(element) {
  const width = element?.getBoundingClientRect().width;
  return width ? faceSize(width) : "full";
}

/** Bring the board in line with `state`. */
export function draw(dom, state, t) {
  const { root } = dom;
  const playing = state.status === "playing";
  root.dataset.next = state.next_step ?? "";
  root.dataset.suit = state.target;
  dom.variant.setAttribute("aria-label", t("variant"));
  dom.target.setAttribute("aria-label", t("target_suit"));
  for (const option of dom.target.options) {
    option.textContent = `${SYMBOLS[option.value]} ${t(`suit_${option.value}`)}`;
  }
  drawCounters(dom, state, t);
  drawStock(dom, state, t);
  drawPiles(dom, state, t);
  drawAside(dom, state, t);
  dom.playOut.disabled = !playing;
}

function setText(root, name, text) {
  root.querySelectorAll(`[data-field="${name}"]`).forEach((element) => { element.textContent = text; });
}

/** The header's values and the target row's counts. */
function drawCounters({ root }, state, t) {
  setText(root, "target-symbol", SYMBOLS[state.target]);
  setText(root, "game", t(`variant_${state.variant}`));
  setText(root, "round", String(state.round));
  setText(root, "deal", String(state.deals_in_round));
  root.querySelector('[data-of="round"]').textContent = ` ${t("of", { total: state.rounds })}`;
  root.querySelector('[data-of="deal"]').textContent = ` ${t("of", { total: state.deals_per_round })}`;
  setText(root, "targets-left", String(state.targets_left));
  setText(root, "set-aside-count", `${state.set_aside.length} / ${state.targets.length}`);
}

/** The stock: its back (an outline once empty), its count, and what a tap does next. */
function drawStock({ root, stock }, state, t) {
  const count = state.stock_count;
  const next = state.next_step;
  const action = next && t(next === "gather" ? "stock_gather" : "stock_deal");
  stock.dataset.next = next ?? "";
  stock.dataset.count = String(count);
  stock.setAttribute("aria-disabled", String(!next));
  stock.setAttribute("aria-label",
    t("stock_label", { cards: t.plural("cards", count) }) + (action ? `. ${action}` : ""));
  stock.title = action ?? "";
  stock.style.setProperty("--hd-depth", String(Math.min(4, Math.ceil(count / 8))));
  setText(root, "stock-count", String(count));
  root.querySelector('[data-field="next-step"]').hidden = state.status !== "playing";
  setText(root, "next-step", next ? t(`${next}_action`) : "");
}

/** The three piles, fanned downwards so each card's index shows; room kept for a round. */
function drawPiles(dom, state, t) {
  const { root } = dom;
  const size = sizeFor(dom.piles[0]);
  root.dataset.face = size; // a compact face needs a deeper fan (CSS)
  root.style.setProperty("--hd-fan-max", String(state.deals_per_round));
  state.piles.forEach((cards, i) => {
    const pile = dom.piles[i];
    pile.replaceChildren(outline("hd-spot"), ...cards.map((text, k) => {
      const card = cardFace(t, text, size);
      card.style.setProperty("--hd-k", String(k));
      return card;
    }));
    pile.dataset.count = String(cards.length);
    pile.setAttribute("aria-label", cards.length
      ? t("pile_label", { n: i + 1, card: cardName(t, cards.at(-1)), cards: t.plural("cards", cards.length) })
      : t("pile_empty", { n: i + 1 }));
    root.querySelector(`[data-pile-caption="${i + 1}"]`).textContent = t("pile", { n: i + 1 });
  });
}

/**
 * The target cards: a slot for each in rank order, its card once set aside, else the faint
 * outline of the missing card; in one to three rows of equal columns (CSS picks by width).
 */
function drawAside(dom, state, t) {
  const { root } = dom;
  const { set_aside: setAside, targets } = state;
  const found = new Set(setAside);
  root.dataset.slots = String(targets.length);
  for (const rows of [1, 2, 3]) {
    root.style.setProperty(`--hd-slots-${rows}`, String(Math.ceil(targets.length / rows)));
  }
  const slots = targets.map((text) =>
    h("span", { class: "hd-slot", "data-card": text, "data-filled": String(found.has(text)) }));
  dom.aside.replaceChildren(...slots);
  const size = sizeFor(slots[0]);
  dom.aside.dataset.face = size;
  slots.forEach((slot, i) => {
    const text = targets[i];
    if (found.has(text)) {
      slot.append(cardFace(t, text, size));
    } else {
      const { rank, suit } = parseCard(text);
      slot.append(outline("hd-spot"),
        h("span", { class: "hd-missing", "aria-hidden": "true" }, t(`rank_${rank}`), SYMBOLS[suit]));
    }
  });
  dom.aside.setAttribute("aria-label", t("set_aside_label", {
    count: setAside.length, total: targets.length,
    cards: setAside.length ? setAside.map((text) => cardName(t, text)).join(", ") : t("none_yet"),
  }));
}

/** The face sizes the board's cards are drawn at now, for redrawing when they change. */
export function drawnSizes(dom) {
  return `${dom.root.dataset.face}/${dom.aside.dataset.face}`;
}

/** The face sizes the board's cards would be drawn at for the widths they have now. */
export function fittingSizes(dom) {
  return `${sizeFor(dom.piles[0])}/${sizeFor(dom.aside.firstElementChild)}`;
}
