// Draw a synced Hope Deferred state onto the board: the counters, the stock, the fanned
// piles and the row of target cards, with their accessible names. It knows no rules.
import { h } from "../shared/dom.js";
import { SYMBOLS, cardFace, cardName, parseCard } from "./cards.js";

/** Bring the board in line with `state`; `placed` holds the cards a deal just placed. */
export function draw(dom, state, placed, t) {
  const { root, stock } = dom;
  const field = (name) => root.querySelectorAll(`[data-field="${name}"]`);
  const setText = (name, text) => field(name).forEach((element) => { element.textContent = text; });
  const playing = state.status === "playing";
  const nextStep = state.next_step;
  const suit = state.target;

  root.dataset.next = nextStep ?? "";
  root.dataset.suit = suit;
  dom.variant.setAttribute("aria-label", t("variant"));
  dom.target.setAttribute("aria-label", t("target_suit"));
  for (const option of dom.target.options) {
    option.textContent = `${SYMBOLS[option.value]} ${t(`suit_${option.value}`)}`;
  }

  // The header's values.
  setText("target-symbol", SYMBOLS[suit]);
  setText("game", t(`variant_${state.variant}`));
  setText("round", String(state.round));
  setText("deal", String(state.deals_in_round));
  root.querySelector('[data-of="round"]').textContent = ` ${t("of", { total: state.rounds })}`;
  root.querySelector('[data-of="deal"]').textContent = ` ${t("of", { total: state.deals_per_round })}`;
  setText("targets-left", String(state.targets_left));

  // The stock.
  const count = state.stock_count;
  const action = nextStep && t(nextStep === "gather" ? "stock_gather" : "stock_deal");
  stock.dataset.next = nextStep ?? "";
  stock.setAttribute("aria-disabled", String(!nextStep));
  stock.setAttribute("aria-label",
    t("stock_label", { cards: t.plural("cards", count) }) + (action ? `. ${action}` : ""));
  stock.title = action ?? "";
  stock.style.setProperty("--hd-depth", String(Math.min(4, Math.ceil(count / 8))));
  setText("stock-count", String(count));
  field("next-step")[0].hidden = !playing;
  setText("next-step", nextStep ? t(`${nextStep}_action`) : "");

  // The piles, fanned downwards, room kept for a whole round.
  root.style.setProperty("--hd-fan-max", String(state.deals_per_round));
  state.piles.forEach((cards, i) => {
    const pile = dom.piles[i];
    pile.replaceChildren(...cards.map((text, k) => {
      const card = cardFace(t, text);
      card.style.setProperty("--hd-k", String(k));
      if (placed.piles.get(i + 1).has(text)) card.classList.add("hd-new");
      return card;
    }));
    pile.dataset.count = String(cards.length);
    pile.setAttribute("aria-label", cards.length
      ? t("pile_label", { n: i + 1, card: cardName(t, cards.at(-1)), cards: t.plural("cards", cards.length) })
      : t("pile_empty", { n: i + 1 }));
    root.querySelector(`[data-pile-caption="${i + 1}"]`).textContent = t("pile", { n: i + 1 });
  });

  // The target cards: a slot for each, filled once it is set aside; two or three rows of
  // equal columns where one row would make them too narrow (CSS picks by width).
  const { set_aside: setAside, targets } = state;
  const found = new Set(setAside);
  root.dataset.slots = String(targets.length);
  for (const rows of [1, 2, 3]) {
    root.style.setProperty(`--hd-slots-${rows}`, String(Math.ceil(targets.length / rows)));
  }
  dom.aside.replaceChildren(...targets.map((text) => {
    const slot = h("span", { class: "hd-slot", "data-card": text, "data-filled": String(found.has(text)) });
    if (found.has(text)) {
      slot.append(cardFace(t, text));
      if (placed.aside.includes(text)) slot.classList.add("hd-new");
    } else {
      const { rank } = parseCard(text);
      slot.append(h("span", { class: "hd-ghost", "aria-hidden": "true" }, t(`rank_${rank}`), SYMBOLS[suit]));
    }
    return slot;
  }));
  setText("set-aside-count", `${setAside.length} / ${targets.length}`);
  dom.aside.setAttribute("aria-label", t("set_aside_label", {
    count: setAside.length, total: targets.length,
    cards: setAside.length ? setAside.map((text) => cardName(t, text)).join(", ") : t("none_yet"),
  }));

  dom.playOut.disabled = !playing;
}
