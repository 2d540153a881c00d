// The Heart to Heart widget's view: it draws the state the Python model syncs and sends
// the player's intents back (tap, undo, new game, settings). It knows no rules.
import translations from "../../hearttoheart_widget/translations.json";
import "./heart_to_heart.css";

const SECTION = "heart_to_heart";
const CODE_EXAMPLE = "HH1-N-AAAAAAM";

/** The synced traits this view draws; a change of any of them redraws. */
const TRAITS = [
  "heart", "free", "stock_count", "waste_top", "waste_count", "selected", "outlined",
  "dimmed", "score", "moves", "can_undo", "status", "code", "message", "clock",
  "code_error", "move_errors", "placement_help", "language",
];

/** The text of `key` in `language`, from this game's section or the common one. */
function translate(key, language, fields = {}) {
  const entry = translations[SECTION][key] ?? translations.common[key];
  const text = entry[language] ?? entry.en;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(fields[name]));
}

/** Seconds as m:ss. */
function formatTime(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Seconds on the game clock now, ticking locally from the last synced reading. */
function clockSeconds(clock) {
  if (!clock || clock.elapsed === undefined) return 0;
  if (!clock.running) return clock.elapsed;
  return clock.elapsed + Math.max(0, Date.now() / 1000 - clock.at);
}

/** Build an element: h("div", {class: "x", "data-a": 1}, child, "text"). */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const COPY_ICON = `<svg class="hth-icon" viewBox="0 0 24 24" aria-hidden="true">
  <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor"
    stroke-width="2"/>
  <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none"
    stroke="currentColor" stroke-width="2"/></svg>`;
const CHECK_ICON = `<svg class="hth-icon" viewBox="0 0 24 24" aria-hidden="true">
  <path d="M5 12.5 10 17.5 19 7" fill="none" stroke="currentColor" stroke-width="2.4"
    stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const GEAR_ICON = `<svg class="hth-icon" viewBox="0 0 24 24" aria-hidden="true">
  <path d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" fill="none" stroke="currentColor"
    stroke-width="2"/>
  <path d="M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.6-1.5L14 2.5h-4l-.4
    2.5A7.5 7.5 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-1a7.5 7.5 0
    0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.5 7.5 0 0 0 2.6-1.5l2.4 1 2-3.4-2-1.6Z" fill="none"
    stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"/></svg>`;

const RECYCLE_ICON = `<svg class="hth-recycle" viewBox="0 0 24 24" aria-hidden="true">
  <path d="M12 4a8 8 0 1 1-7.4 5" fill="none" stroke="currentColor" stroke-width="2.2"
    stroke-linecap="round"/>
  <path d="M3.2 4.6 4.4 9.6 9.3 8.2" fill="none" stroke="currentColor" stroke-width="2.2"
    stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** A card face: the rank in large type with a heart, and a big heart pip below. */
function cardFace() {
  return [
    h("span", { class: "hth-index" },
      h("span", { class: "hth-rank" }), h("span", { class: "hth-suit" }, "♥")),
    h("span", { class: "hth-pip", "aria-hidden": "true" }, "♥"),
  ];
}

/** A labelled value; `hook` names it for tests and automation, e.g. {"data-field": "time"}. */
/** An element holding one of the SVG icons above. */
function icon(svg) {
  const holder = h("span", { class: "hth-icon-holder" });
  holder.innerHTML = svg;
  return holder;
}

function stat(label, hook) {
  return h("div", { class: "hth-stat" },
    h("span", { class: "hth-stat-label", "data-label": label }),
    h("span", { class: "hth-stat-value", ...hook }));
}

function button(action, extra = {}, ...children) {
  return h("button", { type: "button", class: "hth-button", "data-action": action, ...extra },
    ...children);
}

function dialog(name, ...body) {
  return h("div", { class: "hth-backdrop", "data-dialog": name, hidden: "" },
    h("div", { class: "hth-dialog", role: "dialog", "aria-modal": "true" }, ...body));
}

/** The widget's DOM, built once; `draw` fills it in from the model. */
function build() {
  // data-lm-suppress-shortcuts: keys typed in the widget are not JupyterLab's shortcuts.
  const root = h("div", { class: "hth", "data-status": "playing", "data-lm-suppress-shortcuts": "true" });
  const heart = h("div", { class: "hth-heart" });
  const cards = [];
  for (let p = 0; p < 25; p++) {
    const card = h("button", { type: "button", class: "hth-card", "data-position": p },
      ...cardFace());
    cards.push(card);
    heart.append(card);
  }
  const stock = h("button", { type: "button", class: "hth-pile hth-stock", "data-target": "stock" });
  stock.insertAdjacentHTML("beforeend", RECYCLE_ICON);
  const waste = h("button", { type: "button", class: "hth-card hth-waste", "data-target": "waste" },
    ...cardFace());
  const codeInput = h("input", {
    class: "hth-code-input", "data-field": "code-input", type: "text", spellcheck: "false",
    autocomplete: "off", placeholder: CODE_EXAMPLE, maxlength: "64",
  });
  const settingsPanel = h("div", { class: "hth-settings", "data-menu": "settings", hidden: "" },
    h("label", { class: "hth-setting" },
      h("input", { type: "checkbox", "data-setting": "move_errors" }),
      h("span", { "data-label": "move_errors" })),
    h("label", { class: "hth-setting" },
      h("input", { type: "checkbox", "data-setting": "placement_help" }),
      h("span", { "data-label": "placement_help" })),
    h("label", { class: "hth-setting hth-setting-language" },
      h("span", { "data-label": "language" }),
      h("select", { "data-setting": "language" },
        ...Object.entries(translations.languages).map(
          ([code, name]) => h("option", { value: code, lang: code }, name)))));

  root.append(
    h("div", { class: "hth-status" },
      h("span", { class: "hth-title", "data-label": "title" }),
      stat("time", { "data-field": "time" }),
      stat("score", { "data-field": "score" }),
      stat("moves", { "data-field": "moves" }),
      h("div", { class: "hth-stat hth-stat-code" },
        h("span", { class: "hth-stat-label", "data-label": "code" }),
        h("span", { class: "hth-stat-value", "data-field": "code" }),
        button("copy", { class: "hth-button hth-icon-button" }, icon(COPY_ICON)))),
    h("div", { class: "hth-table" },
      h("div", { class: "hth-layout" },
        heart,
        h("div", { class: "hth-piles" },
          h("div", { class: "hth-pile-slot" }, stock,
            h("span", { class: "hth-count", "data-field": "stock-count" }),
            h("span", { class: "hth-caption", "data-label": "stock" })),
          h("div", { class: "hth-pile-slot" }, waste,
            h("span", { class: "hth-count", "data-field": "waste-count" }),
            h("span", { class: "hth-caption", "data-label": "waste" })))),
      h("div", { class: "hth-message", "data-field": "message", hidden: "" }),
      dialog("dead-end",
        h("h3", { class: "hth-dialog-title", "data-label": "dead_end_title" }),
        h("p", { "data-label": "dead_end_text" }),
        h("div", { class: "hth-dialog-buttons" },
          button("undo", {}, h("span", { "data-label": "undo" })),
          button("new-game", { class: "hth-button hth-primary" },
            h("span", { "data-label": "new_game" })))),
      dialog("won",
        h("h3", { class: "hth-dialog-title", "data-label": "won_title" }),
        h("p", { "data-label": "won_text" }),
        h("div", { class: "hth-won-stats" }, 
          stat("score", { "data-result": "score" }),
          stat("time", { "data-result": "time" }),
          stat("moves", { "data-result": "moves" })),
        h("div", { class: "hth-dialog-buttons" },
          button("new-game", { class: "hth-button hth-primary" },
            h("span", { "data-label": "new_game" }))))),
    h("div", { class: "hth-controls" },
      button("undo", {}, h("span", { "data-label": "undo" })),
      button("new-game", {}, h("span", { "data-label": "new_game" })),
      h("form", { class: "hth-code-form", "data-form": "code" },
        codeInput,
        h("button", { type: "submit", class: "hth-button", "data-action": "play-code" },
          h("span", { "data-label": "play_code" }))),
      h("div", { class: "hth-menu" },
        button("settings", { class: "hth-button hth-icon-button", "aria-expanded": "false" },
          icon(GEAR_ICON)),
        settingsPanel)),
    h("div", { class: "hth-code-error", "data-field": "code-error", role: "alert", hidden: "" }));
  return { root, cards, stock, waste, codeInput, settingsPanel };
}

/** Place the 25 heart cards from the synced geometry (x in card widths, row). */
function placeCards(dom, geometry) {
  const minX = Math.min(...geometry.x);
  const maxX = Math.max(...geometry.x);
  const rows = Math.max(...geometry.row);
  dom.root.style.setProperty("--hth-columns", String(maxX - minX));
  dom.root.style.setProperty("--hth-rows", String(rows));
  dom.cards.forEach((card, p) => {
    card.style.setProperty("--hth-x", String(geometry.x[p] - minX));
    card.style.setProperty("--hth-row", String(geometry.row[p]));
  });
}

/** Show `rank` (or no card) on a card element. */
function setFace(card, rank, language) {
  card.classList.toggle("hth-empty", rank === null);
  card.querySelector(".hth-rank").textContent =
    rank === null ? "" : translate(`rank_${rank}`, language);
  card.dataset.rank = rank === null ? "" : String(rank);
  card.classList.toggle("hth-wide-rank", rank === 10);
}

function draw(model, dom) {
  const language = model.get("language");
  const t = (key, fields) => translate(key, language, fields);
  const { root } = dom;
  const status = model.get("status");
  const selected = model.get("selected");
  const outlined = new Set(model.get("outlined"));
  const dimmed = new Set(model.get("dimmed"));
  const free = new Set(model.get("free"));
  const playing = status === "playing";

  root.dataset.status = status;
  root.lang = language;
  for (const label of root.querySelectorAll("[data-label]")) {
    label.textContent = t(label.dataset.label);
  }
  root.querySelector('[data-action="copy"]').title = t("copy");
  root.querySelector('[data-action="settings"]').title = t("settings");
  dom.codeInput.setAttribute("aria-label", t("code_label"));

  const mark = (element, target) => {
    element.classList.toggle("hth-selected", selected === target);
    element.classList.toggle("hth-outlined", outlined.has(target));
    element.classList.toggle("hth-dimmed", dimmed.has(target));
  };
  model.get("heart").forEach((rank, p) => {
    const card = dom.cards[p];
    setFace(card, rank, language);
    const state = rank === null ? "removed" : free.has(p) ? "free" : "covered";
    card.dataset.state = state;
    card.disabled = state !== "free" || !playing;
    mark(card, p);
  });

  const stockCount = model.get("stock_count");
  const wasteCount = model.get("waste_count");
  dom.stock.dataset.empty = stockCount > 0 ? "" : wasteCount > 0 ? "recycle" : "empty";
  dom.stock.classList.toggle("hth-empty", stockCount === 0);
  root.querySelector('[data-field="stock-count"]').textContent = stockCount > 0 ? String(stockCount) : "";
  dom.stock.disabled = !playing || (stockCount === 0 && wasteCount === 0);
  dom.stock.title = stockCount > 0 ? t("stock") : t("recycle");

  setFace(dom.waste, model.get("waste_top"), language);
  root.querySelector('[data-field="waste-count"]').textContent = wasteCount > 1 ? String(wasteCount) : "";
  dom.waste.classList.toggle("hth-stacked", wasteCount > 1);
  dom.waste.disabled = !playing || wasteCount === 0;
  mark(dom.waste, "waste");

  const code = model.get("code");
  root.querySelector('[data-field="code"]').textContent = code ?? "—";
  root.querySelector('[data-action="copy"]').disabled = !code;
  for (const name of ["score", "moves"]) {
    const text = String(model.get(name));
    root.querySelector(`[data-field="${name}"]`).textContent = text;
    root.querySelector(`[data-result="${name}"]`).textContent = text;
  }
  root.querySelectorAll('[data-action="undo"]').forEach((b) => {
    b.disabled = !model.get("can_undo");
  });

  const message = model.get("message");
  const messageBox = root.querySelector('[data-field="message"]');
  messageBox.hidden = !message;
  messageBox.textContent = message ? t(message) : "";

  const codeError = model.get("code_error");
  const errorBox = root.querySelector('[data-field="code-error"]');
  errorBox.hidden = codeError === null;
  errorBox.textContent =
    codeError === null ? "" : t("bad_code", { code: codeError, example: CODE_EXAMPLE });
  dom.codeInput.classList.toggle("hth-invalid", codeError !== null);

  root.querySelector('[data-dialog="dead-end"]').hidden = status !== "dead_end";
  root.querySelector('[data-dialog="won"]').hidden = status !== "won";

  for (const input of dom.settingsPanel.querySelectorAll("[data-setting]")) {
    const value = model.get(input.dataset.setting);
    if (input.type === "checkbox") input.checked = value;
    else input.value = value;
  }
  tick(model, dom);
}

/** Refresh the time fields from the synced clock. */
function tick(model, dom) {
  const text = formatTime(clockSeconds(model.get("clock")));
  for (const field of dom.root.querySelectorAll('[data-field="time"], [data-result="time"]')) {
    if (field.textContent !== text) field.textContent = text;
  }
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function render({ model, el }) {
  const dom = build();
  placeCards(dom, model.get("_geometry"));
  el.append(dom.root);

  let pending = false;
  const redraw = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      draw(model, dom);
    });
  };
  const listeners = TRAITS.map((name) => [`change:${name}`, redraw]);
  listeners.push(["change:code", () => { dom.codeInput.value = ""; }]);
  for (const [event, callback] of listeners) model.on(event, callback);

  const openSettings = (open) => {
    dom.settingsPanel.hidden = !open;
    dom.root.querySelector('[data-action="settings"]').setAttribute("aria-expanded", String(open));
  };

  dom.root.addEventListener("click", async (event) => {
    const target = event.target.closest("button");
    if (!target || target.disabled || !dom.root.contains(target)) return;
    if (target.dataset.position !== undefined) {
      model.send({ kind: "tap", target: Number(target.dataset.position) });
    } else if (target.dataset.target) {
      model.send({ kind: "tap", target: target.dataset.target });
    }
    const action = target.dataset.action;
    if (action === "undo") model.send({ kind: "undo" });
    else if (action === "new-game") model.send({ kind: "new_game" });
    else if (action === "settings") openSettings(dom.settingsPanel.hidden);
    else if (action === "copy") {
      const copied = await copyText(model.get("code"));
      target.replaceChildren(icon(copied ? CHECK_ICON : COPY_ICON));
      target.title = translate(copied ? "copied" : "copy", model.get("language"));
      setTimeout(() => {
        target.replaceChildren(icon(COPY_ICON));
        target.title = translate("copy", model.get("language"));
      }, 1500);
    }
  });
  const playCode = (event) => {
    event.preventDefault();
    const code = dom.codeInput.value.trim();
    if (code) model.send({ kind: "new_game", code });
  };
  dom.root.querySelector('[data-form="code"]').addEventListener("submit", playCode);
  // JupyterLab's notebook swallows Enter before a form sees it: handle it here.
  dom.codeInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") playCode(event);
  });
  dom.settingsPanel.addEventListener("change", (event) => {
    const input = event.target;
    const value = input.type === "checkbox" ? input.checked : input.value;
    model.send({ kind: "settings", [input.dataset.setting]: value });
  });
  const closeMenu = (event) => {
    const menu = dom.root.querySelector(".hth-menu");
    if (event.type === "keydown" ? event.key === "Escape" : !menu.contains(event.target)) {
      openSettings(false);
    }
  };
  document.addEventListener("pointerdown", closeMenu);
  document.addEventListener("keydown", closeMenu);

  draw(model, dom);
  const timer = setInterval(() => tick(model, dom), 250);
  return () => {
    clearInterval(timer);
    document.removeEventListener("pointerdown", closeMenu);
    document.removeEventListener("keydown", closeMenu);
    for (const [event, callback] of listeners) model.off(event, callback);
  };
}

export default { render };
