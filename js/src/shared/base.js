// The frame both games' views are built in. `mountGame` makes the root element, the header
// (title, the game's values, the deal code with its copy button, How to play and the
// settings menu), the felt with its edge (the no-kernel notice and the end banner, laid
// over the felt's foot), the controls with the deal-code field (in the settings menu under
// 560 px), and the live region; it sends intents through a guarded send, keeps keys from
// JupyterLab only when the game uses them, redraws once per burst of changes and hands
// each new `event` to the view. The view builds its board into this frame and draws what
// Python synced: see `mountGame` for the hooks it provides.
import { EndBanner } from "./banner.js";
import { codeEntry, offerCode, onCodeEntered, showCodeError } from "./code_entry.js";
import { codeStat, copyCode, copyLink } from "./copy_code.js";
import { Connection } from "./connection.js";
import { h, isTyping, stat } from "./dom.js";
import { HelpPanel } from "./help.js";
import { translator } from "./i18n.js";
import { keepKeyInside, plain } from "./keys.js";
import { batched } from "./redraw.js";
import { ReviewPanel } from "./review.js";
import { SettingsMenu } from "./settings.js";

let mounted = 0;

/** The widget's width under which the deal-code field goes into the settings menu. */
const NARROW = 560;

/** The views of each model, oldest first, and the one the player used last: it speaks. */
const viewsOf = new WeakMap();

function views(model) {
  if (!viewsOf.has(model)) viewsOf.set(model, { roots: [], used: null });
  return viewsOf.get(model);
}

/**
 * Render one view of a game into `el`. `game` describes it:
 *
 * - `widget`: the root's data-widget; `prefix`: its own class prefix; `codeExample`: a
 *   code shown in the empty code field;
 * - `traits`: the synced traits whose change redraws; `readState(model)`: them as one plain
 *   object, with `status` ("playing", "won" or "lost"), `code`, `code_error`, `language`,
 *   the settings, `link` (the game's link, or null) and `event` (or null); the settings
 *   menu shows the on/off settings Python names in the synced `_menu` (each a trait and a
 *   translation key);
 * - `help`: How to play, `{rules: how many lines}` (see help.js);
 * - `view(shell)`: builds the board into the shell (see `Shell`) and returns its hooks:
 *   `draw(state, previous)`, `end(state)` (the banner's content, or null while playing),
 *   `sign(state)`, `keydown(event)` (whether it used the key), `click(button)`,
 *   `actions` ({name: handler} for its data-action buttons), `events` ({kind: handler}),
 *   `refocus(rect)` (what takes the focus when the focused element went), `review`
 *   ({paint(review, k, state), leave()}: a step of review mode on its board, with the
 *   latest state for the settings, and back; see review.js) and `dispose()`.
 *
 * Returns the cleanup function anywidget calls when the view goes.
 */
export function mountGame({ model, el }, game) {
  const shell = new Shell(model, game);
  el.append(shell.root);
  return shell.start();
}

export class Shell {
  constructor(model, game) {
    this.model = model;
    this.game = game;
    this.id = `hw-${++mounted}`;
    this.language = null;
    this.t = translator(model.get("_words"));
    this.shared = views(model);
    this.connection = new Connection(model, () => this.redraw());
    this.build();
    this.hooks = game.view(this);
    this.drawn = null;
    this.eventId = null;
    this.redraw = batched(() => this.update());
  }

  build() {
    const { game, id, model } = this;
    this.sign = h("span", { class: "hw-sign", "aria-hidden": "true" });
    this.subtitle = h("span", { class: "hw-subtitle", "data-field": "game", hidden: "" });
    this.stats = h("div", { class: "hw-stats" });
    this.settings = new SettingsMenu(id, model.get("_menu"), model.get("_words").languages,
      (changes) => this.send({ kind: "settings", ...changes }));
    this.helpPanel = new HelpPanel(this, game.help);
    const header = h("header", { class: "hw-header" },
      h("div", { class: "hw-heading" }, this.sign,
        h("span", { class: "hw-title", id: `${id}-title`, "data-label": "title" }),
        this.subtitle),
      this.stats,
      codeStat(),
      this.settings.element);

    this.board = h("div", { class: "hw-board" });
    this.notice = h("p", { class: "hw-notice", "data-field": "offline", hidden: "" },
      h("span", { "data-label": "run_cell" }));
    this.banner = new EndBanner(id, null);
    this.edge = h("div", { class: "hw-edge" }, this.notice, this.banner.element);
    this.felt = h("div", { class: `hw-felt ${game.prefix}-table` }, this.board, this.edge);
    this.banner.felt = this.felt;

    this.review = new ReviewPanel(this);
    this.code = codeEntry(id, game.codeExample);
    this.choices = [];
    this.controls = h("div", { class: "hw-controls" }, this.code.form);
    this.announcer = h("div", { class: "hw-sr-only", role: "status", "data-field": "announcement" });
    this.help = h("div", { class: "hw-sr-only", id: `${id}-keys`, "data-label": "keys_help" });
    this.root = h("section", {
      class: `hw ${game.prefix}`, "data-widget": game.widget, "data-status": "playing",
      "aria-labelledby": `${id}-title`,
    }, header, this.felt, this.review.element, this.controls, this.code.error, this.announcer,
    this.help);
  }

  /** A labelled value of the header (`data-field` = `field` unless null); its value element. */
  addStat(label, field, ...children) {
    const element = stat(label, field === null ? {} : { "data-field": field }, ...children);
    this.stats.append(element);
    return element.querySelector(".hw-stat-value");
  }

  /** Put the view's buttons in the controls bar, before the deal-code field if it is there. */
  addControls(...elements) {
    this.controls.append(...elements);
    if (this.code.form.parentElement === this.controls) this.controls.append(this.code.form);
  }

  /** Put the view's choices for its next game first in the controls bar; they move with the
   * deal-code field. */
  addChoices(...choices) {
    this.choices = choices;
    this.controls.prepend(...choices);
  }

  /** The choices and the deal-code field with its error: in the settings menu under 560 px,
   * so that the controls keep to one row; else at the two ends of the controls bar. */
  placeCode(width) {
    const inMenu = width < NARROW;
    const { form, error } = this.code;
    if (width === 0 || inMenu === (form.parentElement === this.settings.panel)) return;
    if (inMenu) {
      this.settings.panel.prepend(...this.choices, form, error);
    } else {
      this.controls.prepend(...this.choices);
      this.controls.append(form);
      this.controls.after(error);
    }
  }

  /** Send a player's intent to Python, counted; without a kernel, show why nothing happens. */
  send(message) {
    if (this.connection.send(message, { counted: true })) return true;
    this.notice.hidden = false;
    this.notice.classList.remove("hw-pulse");
    void this.notice.offsetWidth; // restart the pulse
    this.notice.classList.add("hw-pulse");
    this.say(this.t("run_cell"));
    return false;
  }

  /** Speak `text` in the live region, from one view of the model only (the one used last). */
  say(text) {
    if (!text) return;
    const { shared } = this;
    const speaker = shared.used?.isConnected ? shared.used : shared.roots[0];
    if (speaker !== this.root) return;
    const region = this.announcer;
    // The same sentence twice in a row is still spoken: a trailing no-break space changes it.
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  }

  /** Whether the keyboard focus is in this view. */
  hasFocus() {
    return this.root.contains(document.activeElement);
  }

  /** Words that change only with the language: labels, titles, group names. */
  drawWords() {
    const { root, t } = this;
    root.lang = this.language;
    for (const label of root.querySelectorAll("[data-label]")) {
      label.textContent = t(label.dataset.label);
    }
    for (const group of root.querySelectorAll("[data-label-name]")) {
      group.setAttribute("aria-label", t(group.dataset.labelName));
    }
    for (const button of root.querySelectorAll(".hw-icon-button[data-action]")) {
      const name = t(button.dataset.action);
      button.title = name;
      button.setAttribute("aria-label", name);
    }
    this.code.input.setAttribute("aria-label", t("code_label"));
    // the card renderer's markup, not user text
    this.helpPanel.figure.innerHTML = this.model.get("_help_picture");
    this.review.drawWords();
  }

  update() {
    const { game, hooks, root } = this;
    const state = game.readState(this.model);
    const words = this.model.get("_words");
    if (words.language !== this.language) {
      this.language = words.language;
      this.t = translator(words);
      this.drawWords();
    }
    const active = document.activeElement;
    const focused = root.contains(active) ? active : null;
    const where = focused?.getBoundingClientRect();

    root.dataset.status = state.status;
    this.sign.textContent = hooks.sign(state);
    this.settings.draw(state);
    showCodeError(this.code, state.code_error, this.t, game.codeExample);
    this.notice.hidden = this.connection.live;
    // Review mode paints its step on the board instead of the game (review.js).
    this.state = state;
    const reviewing = this.review.sync(state.review_mode, focused !== null);
    const code = reviewing ? state.review_mode.code : state.code;
    root.querySelector('[data-field="code"]').textContent = code ?? "—";
    root.querySelector('[data-action="copy"]').disabled = !code;
    if (!reviewing) hooks.draw(state, this.drawn);
    const end = reviewing ? null : hooks.end(state);
    this.banner.sync(end, state.status, { focusInto: focused !== null, t: this.t });
    this.review.focusBack();

    const now = document.activeElement;
    if (focused && (!root.contains(now) || now.disabled || !now.getClientRects().length)) {
      hooks.refocus(where)?.focus(); // the focused card or button went
    }
    if (reviewing) return; // the game's own state is drawn, its events seen, once it is back
    const event = state.event;
    if (this.drawn !== null && event && event.id !== this.eventId) {
      hooks.events?.[event.kind]?.(event, state);
    }
    this.eventId = event?.id ?? null;
    this.drawn = state;
  }

  onClick(event) {
    const target = event.target.closest("button");
    if (!target || target.disabled || !this.root.contains(target)) return;
    const action = target.dataset.action;
    const code = this.review.open ? this.review.review.code : this.model.get("code");
    if (this.review.open && this.review.click(action)) return;
    if (action === undefined) {
      if (!this.review.open) this.hooks.click?.(target); // a card: no taps in review mode
    } else if (action === "copy") copyCode(target, code, (key) => this.t(key));
    else if (action === "copy_link") copyLink(target, this.model.get("link"), (key) => this.t(key));
    else if (action === "fold") this.banner.setOpen(!this.banner.isOpen);
    else if (action === "review") this.send({ kind: "review" });
    else this.hooks.actions[action]?.(target);
  }

  onKeydown(event) {
    let handled = true;
    if (this.review.open && this.review.keydown(event)) {
      handled = true; // review mode's keys: the steps and Escape
    } else if (event.key === "Escape") {
      handled = this.banner.dismiss(); // an open popup took its Escape already (popup.js)
    } else if (isTyping(event)) {
      handled = event.key === "Enter" && event.target === this.code.input; // plays the code
    } else if (!this.review.open && this.hooks.keydown?.(event)) {
      handled = true;
    } else if ((event.key === "Enter" || event.key === " ") && plain(event)
      && event.target.matches("button")) {
      if (!event.repeat) event.target.click();
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
    keepKeyInside(event, handled || event.key === "Escape");
  }

  /** Listen, draw the first time, and return the cleanup. */
  start() {
    const { model, root, shared } = this;
    shared.roots.push(root);
    const listeners = [...this.game.traits, "_words"]
      .map((name) => [`change:${name}`, this.redraw]);
    const offer = () => offerCode(this.code.input, model.get("_code_pattern"));
    listeners.push(["change:code", () => {
      this.code.input.value = "";
      offer();
    }]);
    this.code.input.addEventListener("input", offer);
    for (const [name, callback] of listeners) model.on(name, callback);
    const markUsed = () => { shared.used = root; };
    root.addEventListener("focusin", markUsed);
    root.addEventListener("pointerdown", markUsed);
    root.addEventListener("click", (event) => this.onClick(event));
    root.addEventListener("keydown", (event) => this.onKeydown(event));
    // Space would click a button again when it is released: the keydown did already.
    root.addEventListener("keyup", (event) => {
      if (event.key === " " && event.target.matches("button")) event.preventDefault();
    });
    onCodeEntered(this.code.input, (code) => this.send({ kind: "new_game", code }));
    const sized = new ResizeObserver(([entry]) => this.placeCode(entry.borderBoxSize[0].inlineSize));
    sized.observe(root);
    this.update();
    return () => {
      sized.disconnect();
      this.hooks.dispose?.();
      this.settings.dispose();
      this.helpPanel.dispose();
      this.connection.dispose();
      for (const [name, callback] of listeners) model.off(name, callback);
      shared.roots = shared.roots.filter((other) => other !== root);
    };
  }
}
