// The end of a game, shown at the bottom edge of the felt: a title, the reason in words,
// the cards it is about (a lost Hope Deferred game's missing ones), the figures and the
// actions (Undo, Restart this deal, New
// game). Escape or its fold button folds it to its title line, which still says that the
// game is over; the next end opens it again. The banner lies over the foot of the felt, so
// the frame's height never changes. A win also sets off a short celebration over the felt
// and counts the score up; both are still under prefers-reduced-motion.
import { button, h, iconButton, reducedMotion } from "./dom.js";
import { CHEVRON_ICON } from "./icons.js";

const CELEBRATION_MS = 2600;
const SPARKS = 26;
/** How long a won game's score takes to count up. */
const COUNT_MS = 1100;

export class EndBanner {
  constructor(id, felt) {
    this.felt = felt;
    this.title = h("h3", { class: "hw-banner-title", id: `${id}-end-title` });
    this.fold = iconButton("fold", CHEVRON_ICON, { "aria-expanded": "true" });
    this.lines = h("ul", { class: "hw-banner-lines", "data-field": "end-lines" });
    this.stats = h("div", { class: "hw-banner-stats" });
    this.cards = h("div", { class: "hw-banner-cards", role: "list" });
    this.actions = h("div", { class: "hw-banner-actions" });
    this.element = h("div", {
      class: "hw-banner", "data-banner": "", role: "region", "aria-labelledby": `${id}-end-title`,
      hidden: "",
    },
      h("div", { class: "hw-banner-head" },
        h("span", { class: "hw-banner-sign", "aria-hidden": "true" }), this.title, this.fold),
      h("div", { class: "hw-banner-body" }, this.lines, this.cards, this.stats, this.actions));
    this.status = null;
    this.drawn = "null";
    this.party = null;
    /** Called when a win celebrates: a game's own flourish on its board. */
    this.onCelebrate = null;
    /** A card's picture for `end.cards`, from the game: (text, name) => element. */
    this.drawCard = null;
  }

  get isOpen() {
    return !this.element.hidden && this.element.dataset.open === "true";
  }

  /** Open or fold the banner. */
  setOpen(open) {
    this.element.dataset.open = String(open);
    this.fold.setAttribute("aria-expanded", String(open));
  }

  /** Fold an open banner (Escape); whether one was open. */
  dismiss() {
    if (!this.isOpen) return false;
    const wasInside = this.element.contains(document.activeElement);
    this.setOpen(false);
    if (wasInside) this.fold.focus();
    return true;
  }

  /**
   * Show `end` for a game in `status`, or nothing while it is null. `end` is
   * {kind, sign, title, lines: [text], cards: [[card, name]] (pictures drawn by
   * `drawCard`), stats: [[label, value, hook]], actions: [[action, label, primary,
   * control]]} (`control`: the button also carries data-control). A new end opens the banner; a win reached in
   * this view celebrates; with `focusInto`, the focus moves to its main action.
   */
  sync(end, status, { focusInto = false, t }) {
    const arrived = status !== this.status;
    const celebrate = arrived && this.status === "playing" && end?.kind === "won";
    this.status = status;
    const key = JSON.stringify(end);
    if (key !== this.drawn) {
      this.drawn = key;
      if (end) this.fill(end);
    }
    this.element.hidden = end === null;
    this.element.dataset.banner = end?.kind ?? "";
    this.fold.title = t("fold");
    this.fold.setAttribute("aria-label", t("fold"));
    if (!arrived || end === null) return;
    this.setOpen(true);
    if (celebrate) this.celebrate(end.sign);
    if (focusInto) (this.actions.querySelector(".hw-primary") ?? this.fold).focus();
  }

  fill(end) {
    this.element.querySelector(".hw-banner-sign").textContent = end.sign ?? "";
    this.title.textContent = end.title;
    this.lines.replaceChildren(...end.lines.map((line) => h("li", {}, line)));
    this.lines.hidden = end.lines.length === 0;
    this.stats.replaceChildren(...(end.stats ?? []).map(([label, value, hook]) =>
      h("span", { class: "hw-stat" },
        h("span", { class: "hw-stat-label" }, label),
        h("span", { class: "hw-stat-value", "data-result": hook }, value))));
    this.stats.hidden = !end.stats?.length;
    this.cards.replaceChildren(...(end.cards ?? []).map(([card, name]) =>
      h("span", { role: "listitem", "aria-label": name }, this.drawCard(card, name))));
    this.cards.hidden = !end.cards?.length;
    const focused = this.actions.contains(document.activeElement)
      ? document.activeElement.dataset.action : null;
    this.actions.replaceChildren(...end.actions.map(([action, label, primary, control]) =>
      button(action, {
        ...primary ? { class: "hw-button hw-primary" } : {},
        ...control ? { "data-control": action } : {},
      }, label)));
    if (focused) this.actions.querySelector(`[data-action="${focused}"]`)?.focus();
  }

  /** Signs rising over the felt for a moment; a still glow under reduced motion (CSS). */
  celebrate(sign) {
    this.party?.remove();
    const sparks = Array.from({ length: SPARKS }, (_, i) => {
      const spark = h("span", { class: "hw-spark" }, sign ?? "★");
      spark.style.setProperty("--x", `${((i * 61) % 100) + 0.5}%`);
      spark.style.setProperty("--delay", `${(i * 137) % 900}ms`);
      spark.style.setProperty("--drift", `${((i * 29) % 60) - 30}px`);
      spark.style.setProperty("--size", `${1 + ((i * 7) % 5) / 5}`);
      return spark;
    });
    this.party = h("div", { class: "hw-celebration", "aria-hidden": "true" }, ...sparks);
    this.felt.append(this.party);
    const party = this.party;
    setTimeout(() => party.remove(), CELEBRATION_MS);
    this.countUp();
    this.onCelebrate?.();
  }

  /** The score shown counts up from 0 to its value, easing out. */
  countUp() {
    const field = this.stats.querySelector('[data-result="score"]');
    const score = Number(field?.textContent);
    if (!(score > 0) || reducedMotion()) return;
    const start = performance.now();
    const step = (now) => {
      const done = Math.min(1, (now - start) / COUNT_MS);
      field.textContent = String(Math.round(score * (1 - (1 - done) ** 3)));
      if (done < 1) requestAnimationFrame(step);
    };
    field.textContent = "0";
    requestAnimationFrame(step);
  }
}
