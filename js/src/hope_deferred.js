// The Hope Deferred widget's view: it draws the state the Python model syncs and sends the
// player's intents back (step, play out, new game, settings). It knows no rules.
import translations from "../../hearttoheart_widget/common/translations.json";
import { codeEntry, onCodeEntered, showCodeError } from "./shared/code_entry.js";
import { codeStat, copyCode } from "./shared/copy_code.js";
import { button, h, icon, isTyping, moveFocus, stat } from "./shared/dom.js";
import { translator } from "./shared/i18n.js";
import { GLOBE_ICON, RECYCLE_ICON } from "./shared/icons.js";
import { keepKeyInside } from "./shared/keys.js";
import { modalDialog, openModal } from "./shared/modal.js";
import { batched } from "./shared/redraw.js";
import "./hope_deferred.css";

const SECTION = "hope_deferred";
const CODE_EXAMPLE = "HD1-CH-AAAAAAM";
const VARIANTS = ["classic", "knockout", "abandon_hope"];
const SUITS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const SYMBOLS = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
const RANK_NUMBERS = { A: 1, J: 11, Q: 12, K: 13 };

/** The synced traits this view draws; a change of any of them redraws. */
const TRAITS = [
  "piles", "stock_count", "set_aside", "targets", "targets_left", "round", "rounds",
  "deals_in_round", "deals_per_round", "next_step", "status", "code", "variant", "target",
  "code_error", "language", "event",
];

let views = 0;

/** A card's rank (1 to 13) and suit name from its text, such as "10S". */
function parseCard(text) {
  const rank = text.slice(0, -1);
  return { rank: RANK_NUMBERS[rank] ?? Number(rank), suit: SUITS[text.slice(-1)] };
}

/** A card's spoken name: "Ace of hearts", "Herz Ass", "as herc". */
function cardName(t, text) {
  const { rank, suit } = parseCard(text);
  const name = `rank_name_${rank}`;
  return t(`card_${suit}`, { rank: t.has(name) ? t(name) : String(rank) });
}

/** A face-up card: the rank and suit in the corner and a large suit sign. */
function cardFace(t, text) {
  const { rank, suit } = parseCard(text);
  return h("span", { class: `hw-card hd-card hd-${suit}`, "data-card": text, "aria-hidden": "true" },
    h("span", { class: "hw-index hd-index" },
      h("span", { class: rank === 10 ? "hw-rank hd-rank hd-wide" : "hw-rank hd-rank" }, t(`rank_${rank}`)),
      h("span", { class: "hd-suit" }, SYMBOLS[suit])),
    h("span", { class: "hw-pip hd-pip" }, SYMBOLS[suit]));
}

/** A counter of the status bar, "Round 2 of 3": `hook` names the value and its "of N". */
function counter(label, hook) {
  return stat(label, {},
    h("span", { "data-field": hook }), h("span", { class: "hd-of", "data-of": hook }));
}

function dialog(name, id, title) {
  return modalDialog(name, id,
    h("div", { class: "hd-dialog-sign", "data-field": "target-symbol", "aria-hidden": "true" }),
    h("h3", { class: "hw-dialog-title", id: `${id}-${name}-title`, "data-label": title }),
    h("p", { class: "hd-dialog-text", id: `${id}-${name}-text`, "data-field": "result-text" }),
    h("div", { class: "hw-dialog-buttons" },
      button("close", {}, h("span", { "data-label": "close" })),
      button("new-game", { class: "hw-button hw-primary", "data-autofocus": "" },
        h("span", { "data-label": "new_game" }))));
}

/** The widget's DOM, built once; `draw` fills it in from the model. */
function build() {
  const id = `hd-view-${++views}`;
  // data-lm-suppress-shortcuts: keys typed in the widget are not JupyterLab's shortcuts.
  const root = h("div", { class: "hw hd", "data-status": "playing", "data-lm-suppress-shortcuts": "true" });
  const stock = h("button", { type: "button", class: "hw-card-back hd-stock", "data-target": "stock", tabindex: "0" },
    icon(RECYCLE_ICON, "hd-gather-icon"),
    h("span", { class: "hw-count hd-count", "data-field": "stock-count", "aria-hidden": "true" }));
  const piles = [1, 2, 3].map((n) =>
    h("div", { class: "hd-pile", "data-pile": String(n), role: "img", tabindex: "-1" }));
  const aside = h("div", { class: "hd-slots", "data-field": "set-aside", role: "img", tabindex: "-1" });
  const codeField = codeEntry(id, CODE_EXAMPLE);
  const languageMenu = h("div", { class: "hw-popup hd-menu-list", role: "menu", "data-menu": "language", hidden: "" },
    ...Object.entries(translations.languages).map(([code, name]) =>
      h("button", {
        type: "button", class: "hd-menu-item", role: "menuitemradio", "data-language": code,
        lang: code, tabindex: "-1",
      }, name)));
  const dialogs = [dialog("won", id, "won_title"), dialog("lost", id, "lost_title")];
  const status = h("div", { class: "hw-status" },
    h("span", { class: "hd-title" },
      h("span", { class: "hd-title-sign", "data-field": "target-symbol", "aria-hidden": "true" }),
      h("span", { "data-label": "title" })),
    h("span", { class: "hd-game", "data-field": "game" }),
    counter("round", "round"),
    counter("deal", "deal"),
    codeStat(),
    h("div", { class: "hw-menu hd-menu" },
      button("language", {
        class: "hw-button hw-icon-button", "aria-haspopup": "menu", "aria-expanded": "false",
      }, icon(GLOBE_ICON), h("span", { class: "hd-language-code", "data-field": "language" })),
      languageMenu));
  const board = h("div", { class: "hd-board", role: "group", "aria-describedby": `${id}-help` },
    h("div", { class: "hd-place hd-stock-place" },
      h("span", { class: "hd-caption", "data-label": "stock" }),
      stock,
      h("span", { class: "hd-next", "data-field": "next-step", "aria-hidden": "true" }),
      h("span", { class: "hd-result", "data-field": "result", hidden: "" })),
    ...piles.map((pile, i) => h("div", { class: "hd-place" },
      h("span", { class: "hd-caption", "data-pile-caption": String(i + 1) }), pile)));
  const asideRow = h("div", { class: "hd-aside" },
    h("div", { class: "hd-aside-head" },
      h("span", { class: "hd-aside-sign", "data-field": "target-symbol", "aria-hidden": "true" }),
      h("span", { "data-label": "set_aside" }),
      h("span", { class: "hd-aside-count", "data-field": "set-aside-count" }),
      h("span", { class: "hd-aside-dot", "aria-hidden": "true" }, "·"),
      h("span", { "data-label": "to_find" }),
      h("span", { class: "hd-aside-count", "data-field": "targets-left" })),
    aside);
  const controls = h("div", { class: "hw-controls hd-controls" },
    h("div", { class: "hd-new" },
      h("select", { class: "hw-select", "data-choice": "variant" },
        ...VARIANTS.map((variant) => h("option", { value: variant, "data-label": `variant_${variant}` }))),
      h("select", { class: "hw-select", "data-choice": "target" },
        ...Object.values(SUITS).map((suit) => h("option", { value: suit }))),
      button("new-game", { class: "hw-button hw-primary", "aria-keyshortcuts": "N" },
        h("span", { "data-label": "new_game" }))),
    button("play-out", {}, h("span", { "data-label": "play_out" })),
    codeField.form);
  const codeError = codeField.error;
  root.append(
    status,
    h("div", { class: "hw-felt hd-table" }, board, asideRow, ...dialogs),
    controls,
    codeError,
    h("p", { class: "hw-sr-only", id: `${id}-help`, "data-label": "keyboard_help" }),
    h("div", { class: "hw-sr-only", role: "status", "aria-live": "polite", "data-field": "announcement" }));
  return {
    root, stock, piles, aside, codeField, languageMenu,
    focusables: [stock, ...piles, aside],
    behindDialog: [status, board, asideRow, controls, codeError],
  };
}

/** The event sent with the state, if this view has not drawn it yet (else null). */
function freshEvent(model, view) {
  const event = model.get("event");
  return event && event.id !== view.eventId ? event : null;
}

/** The cards a fresh deal placed: on each pile (by pile number) and set aside. */
function placedBy(event) {
  const placed = { piles: new Map([[1, new Set()], [2, new Set()], [3, new Set()]]), aside: [] };
  if (event?.kind === "move" && event.move === "deal") {
    for (const [card, place] of event.placed) {
      if (place === "aside") placed.aside.push(card);
      else placed.piles.get(place).add(card);
    }
  }
  return placed;
}

/** The live region's text for `event`, what the state drawn with it shows, or null. */
function announcement(t, model, event, placed) {
  if (event === null) return null;
  const parts = [];
  const cards = (texts) => texts.map((text) => cardName(t, text)).join(", ");
  if (event.kind === "new_game" || event.kind === "restart") {
    const suit = model.get("target");
    parts.push(t("announce_new_game", {
      variant: t(`variant_${model.get("variant")}`), suit: t(`suit_${suit}`),
    }));
  } else if (event.kind === "move" && event.move === "gather") {
    parts.push(t("announce_gather", { round: model.get("round"), rounds: model.get("rounds") }));
  } else if (event.kind === "move") {
    const tops = model.get("piles").map((pile) => (pile.length ? cardName(t, pile.at(-1)) : t("empty")));
    parts.push(t("announce_deal", {
      deal: model.get("deals_in_round"), deals: model.get("deals_per_round"), tops: tops.join(", "),
    }));
    if (placed.aside.length) parts.push(t("announce_set_aside", { cards: cards(placed.aside) }));
  }
  const status = model.get("status");
  if (event.kind === "move" && status !== "playing") {
    parts.push(`${t(status === "won" ? "won_title" : "lost_title")} ${resultText(t, model)}`);
  }
  return parts.length ? parts.join(" ") : null;
}

function resultText(t, model) {
  const rounds = model.get("rounds");
  if (model.get("status") === "won") {
    return t("won_text", { total: model.get("targets").length, round: model.get("round"), rounds });
  }
  return t.plural("lost_text", model.get("targets_left"), { rounds });
}

function draw(model, dom, view) {
  const language = model.get("language");
  const t = translator(translations, SECTION, language);
  const { root, stock } = dom;
  const field = (name) => root.querySelectorAll(`[data-field="${name}"]`);
  const setText = (name, text) => field(name).forEach((element) => { element.textContent = text; });
  const result = model.get("status");
  const playing = result === "playing";
  const nextStep = model.get("next_step");
  const suit = model.get("target");
  const event = freshEvent(model, view);
  const placed = placedBy(event);
  // Read before drawing: a control that gets disabled below loses the focus.
  const focused = root.contains(document.activeElement) ? document.activeElement : null;

  root.dataset.status = result;
  root.dataset.next = nextStep ?? "";
  root.lang = language;
  for (const label of root.querySelectorAll("[data-label]")) {
    label.textContent = t(label.dataset.label);
  }
  root.querySelector('[data-action="copy"]').title = t("copy");
  const languageButton = root.querySelector('[data-action="language"]');
  languageButton.title = t("language");
  languageButton.setAttribute("aria-label", `${t("language")}: ${translations.languages[language]}`);
  dom.codeField.input.setAttribute("aria-label", t("code_label"));
  root.querySelector('[data-choice="variant"]').setAttribute("aria-label", t("variant"));
  root.querySelector('[data-choice="target"]').setAttribute("aria-label", t("target_suit"));
  for (const option of root.querySelectorAll('[data-choice="target"] option')) {
    option.textContent = `${SYMBOLS[option.value]} ${t(`suit_${option.value}`)}`;
  }

  // The status bar.
  setText("target-symbol", SYMBOLS[suit]);
  root.dataset.suit = suit;
  setText("game", t(`variant_${model.get("variant")}`));
  setText("round", String(model.get("round")));
  setText("deal", String(model.get("deals_in_round")));
  root.querySelector('[data-of="round"]').textContent = ` ${t("of", { total: model.get("rounds") })}`;
  root.querySelector('[data-of="deal"]').textContent =
    ` ${t("of", { total: model.get("deals_per_round") })}`;
  setText("targets-left", String(model.get("targets_left")));
  const code = model.get("code");
  setText("code", code ?? "—");
  root.querySelector('[data-action="copy"]').disabled = !code;
  const resultPill = field("result")[0];
  resultPill.hidden = playing;
  resultPill.textContent = playing ? "" : t(result);

  // The stock.
  const count = model.get("stock_count");
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
  root.style.setProperty("--hd-fan-max", String(model.get("deals_per_round")));
  model.get("piles").forEach((cards, i) => {
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

  // The target cards: a slot for each, filled once it is set aside.
  const setAside = model.get("set_aside");
  const targets = model.get("targets");
  const found = new Set(setAside);
  root.style.setProperty("--hd-slots", String(targets.length));
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

  // Controls, the code field and the language menu.
  root.querySelector('[data-action="play-out"]').disabled = !playing;
  showCodeError(dom.codeField, model.get("code_error"), t, CODE_EXAMPLE);
  setText("language", language.toUpperCase());
  for (const item of dom.languageMenu.children) {
    item.setAttribute("aria-checked", String(item.dataset.language === language));
  }

  // The result dialog, and what a screen reader hears.
  for (const text of field("result-text")) text.textContent = playing ? "" : resultText(t, model);
  if (playing) view.dismissed = false;
  const shown = view.dialog?.backdrop.dataset.dialog ?? null;
  const wanted = playing || view.dismissed ? null : result;
  if (shown !== wanted) {
    const open = view.dialog;
    open?.close(wanted === null && open.backdrop.contains(document.activeElement));
    view.dialog = null;
    const backdrop = root.querySelector(`[data-dialog="${wanted}"]`);
    if (backdrop) {
      view.dialog = openModal(backdrop, dom.behindDialog, { returnTo: focused, fallback: () => stock });
    }
  }
  const spoken = announcement(t, model, event, placed);
  if (spoken) setText("announcement", spoken);
  view.eventId = model.get("event")?.id ?? null;
}

function render({ model, el }) {
  const dom = build();
  const { root } = dom;
  el.append(root);
  // The first draw announces nothing: the event in the model is not news to this view.
  const view = { eventId: model.get("event")?.id ?? null, dialog: null, dismissed: false };

  const redraw = batched(() => draw(model, dom, view));
  // A new game resets the code field and the variant and suit choices to the game's own.
  const resetChoices = () => {
    dom.codeField.input.value = "";
    root.querySelector('[data-choice="variant"]').value = model.get("variant");
    root.querySelector('[data-choice="target"]').value = model.get("target");
  };
  const listeners = TRAITS.map((name) => [`change:${name}`, redraw]);
  listeners.push(["change:code", resetChoices]);
  for (const [event, callback] of listeners) model.on(event, callback);

  const newGame = () => model.send({
    kind: "new_game",
    variant: root.querySelector('[data-choice="variant"]').value,
    target: root.querySelector('[data-choice="target"]').value,
  });
  const menuButton = root.querySelector('[data-action="language"]');
  const openMenu = (open) => {
    dom.languageMenu.hidden = !open;
    menuButton.setAttribute("aria-expanded", String(open));
    if (open) dom.languageMenu.querySelector('[aria-checked="true"]').focus();
  };
  const closeDialog = () => {
    view.dismissed = true;
    redraw();
  };

  root.addEventListener("click", (event) => {
    const target = event.target.closest("button");
    if (!target || target.disabled || !root.contains(target)) return;
    if (target === dom.stock) {
      if (target.getAttribute("aria-disabled") !== "true") model.send({ kind: "step" });
      return;
    }
    if (target.dataset.language) {
      model.send({ kind: "settings", language: target.dataset.language });
      openMenu(false);
      menuButton.focus();
      return;
    }
    const action = target.dataset.action;
    if (action === "new-game") newGame();
    else if (action === "play-out") model.send({ kind: "play_out" });
    else if (action === "close") closeDialog();
    else if (action === "language") openMenu(dom.languageMenu.hidden);
    else if (action === "copy") {
      copyCode(target, model.get("code"),
        (key) => translator(translations, SECTION, model.get("language"))(key));
    }
  });

  onCodeEntered(dom.codeField.input, (code) => model.send({ kind: "new_game", code }));
  root.addEventListener("keydown", (event) => {
    let handled = true;
    if (event.key === "Escape") {
      if (!dom.languageMenu.hidden) {
        openMenu(false);
        menuButton.focus();
      } else if (view.dialog) {
        closeDialog();
      } else {
        handled = false;
      }
    } else if (view.dialog?.trap(event)) {
      handled = true;
    } else if (isTyping(event)) {
      handled = false;
    } else if (dom.languageMenu.contains(event.target)) {
      handled = moveFocus(event, [...dom.languageMenu.children]);
    } else if (moveFocus(event, dom.focusables)) {
      handled = true;
    } else if (event.key.toLowerCase() === "n" && !event.ctrlKey && !event.metaKey && !event.altKey) {
      newGame();
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
    keepKeyInside(event, handled);
  });
  const closeMenu = (event) => {
    if (!root.querySelector(".hw-menu").contains(event.target)) openMenu(false);
  };
  document.addEventListener("pointerdown", closeMenu);

  resetChoices();
  draw(model, dom, view);
  return () => {
    document.removeEventListener("pointerdown", closeMenu);
    for (const [event, callback] of listeners) model.off(event, callback);
  };
}

export default { render };
