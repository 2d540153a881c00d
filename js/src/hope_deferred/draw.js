// Draw a synced Hope Deferred state onto the board: the counters, the stock, the fanned
// piles and the row of target cards, with their accessible names. Card faces come at the
// size that reads best at the width the layout gives them (see `faceSize`): the widths are
// measured when the board is laid out anyway (`measure`, from a ResizeObserver), so a
// draw forces no layout. It knows no rules.
import { faceSize } from "../shared/cards.js";
import { h } from "../shared/dom.js";
import { SYMBOLS, cardName, outline, parseCard } from "./cards.js";

/** The face size for cards `width` px wide; full until the board is laid out. */
function sizeFor(width) {
  return width ? faceSize(width) : "full";
}

/** The widths of a pile's cards and of the target row's, as laid out now. */
export function measure(dom) {
  const width = (element) => element?.getBoundingClientRect().width ?? 0;
  return { pile: width(dom.piles[0]), slot: width(dom.aside.firstElementChild) };
}

/** Bring the board in line with `state`. */
export function draw(dom, state, t) {
  dom.widths ??= measure(dom); // the first draw only: later the observer keeps them
  const { root } = dom;
  const playing = state.status === "playing";
  root.dataset.next = state.next_step ?? "";
  root.dataset.suit = state.target_suit;
  dom.variant.setAttribute("aria-label", t("variant"));
  dom.targetSuit.setAttribute("aria-label", t("target_suit"));
  for (const option of dom.targetSuit.options) {
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
  setText(root, "target-suit-symbol", SYMBOLS[state.target_suit]);
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

/** Whether `part` must be built again to show `what`; remembers what it shows. */
function changed(dom, part, what) {
  if (dom.shown.get(part) === what) return false;
  dom.shown.set(part, what);
  return true;
}

/** The three piles, fanned downwards so each card's index shows; room kept for a round. */
function drawPiles(dom, state, t) {
  const { root } = dom;
  const size = sizeFor(dom.widths.pile);
  root.dataset.face = size; // a compact face needs a deeper fan (CSS)
  root.style.setProperty("--hd-fan-max", String(state.deals_per_round));
  state.piles.forEach((cards, i) => {
    const pile = dom.piles[i];
    if (changed(dom, pile, `${state.language} ${size} ${cards}`)) {
      pile.replaceChildren(dom.spots[i], ...cards.map((text, k) => {
        const card = dom.faces.get(t, text, size);
        card.style.setProperty("--hd-k", String(k));
        return card;
      }));
    }
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
  let size = sizeFor(dom.widths.slot);
  if (changed(dom, dom.aside, `${state.language} ${size} ${targets} ${setAside}`)) {
    const slots = targets.map((text) =>
      h("span", { class: "hd-slot", "data-card": text, "data-filled": String(found.has(text)) }));
    const resized = slots.length !== dom.aside.childElementCount; // a new game of another kind
    dom.aside.replaceChildren(...slots);
    if (resized) {
      dom.widths.slot = measure(dom).slot;
      size = sizeFor(dom.widths.slot);
    }
    dom.aside.dataset.face = size;
    slots.forEach((slot, i) => { // the outline stays under a found card, for its flight
      const text = targets[i];
      const { rank, suit } = parseCard(text);
      slot.append(outline("hd-spot"), found.has(text) ? dom.faces.get(t, text, size)
        : h("span", { class: "hd-missing", "aria-hidden": "true" }, t(`rank_${rank}`), SYMBOLS[suit]));
    });
  }
  dom.aside.setAttribute("aria-label", t("set_aside_label", {
    count: setAside.length, total: targets.length,
    cards: setAside.length ? setAside.map((text) => cardName(t, text)).join(", ") : t("none_yet"),
  }));
}

/** The face sizes of the board's cards: as drawn, and as `widths` call for. */
export function faceSizes(dom, widths = null) {
  if (widths === null) return `${dom.root.dataset.face}/${dom.aside.dataset.face}`;
  return `${sizeFor(widths.pile)}/${sizeFor(widths.slot)}`;
}
