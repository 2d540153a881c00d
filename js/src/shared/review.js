// Review mode, what both games share: the panel under the felt that says which position is
// shown and what its move did, the buttons, slider and keys that step, Play from here and
// Close, and the summary with the review's chart, the shown step marked on it. Python sends
// the whole review once (the trait `review_mode`, see common/review_mode.py); the panel
// steps through it here, in this view alone, and has the game's view paint each step on
// its own board (`hooks.review.paint`). Every word and mark comes from Python's review.
import { h, icon, isTyping } from "./dom.js";
import {
  CHECK_ICON, CLOSE_ICON, CROSS_ICON, DASH_ICON, DOWN_ICON, FIRST_ICON, LAST_ICON, NEXT_ICON,
  PREVIOUS_ICON, UP_ICON,
} from "./icons.js";
import { plain } from "./keys.js";
import "./review.css";

/** Each verdict's (or chance trend's) icon. */
export const MARKS = {
  kept: CHECK_ICON, gave_away: CROSS_ICON, already_lost: DASH_ICON,
  up: UP_ICON, down: DOWN_ICON, same: DASH_ICON,
};

/** The keys that step, and where each goes from step `k` of `last`. */
const KEYS = {
  ArrowLeft: (k) => k - 1, ArrowRight: (k) => k + 1, Home: () => 0, End: (_, last) => last,
};

/** A button of the panel: `control` names it (data-control, and data-action as every
 * button of the views). */
function control(name, ...children) {
  return h("button", { type: "button", class: "hw-button", "data-control": name, "data-action": name },
    ...children);
}

export class ReviewPanel {
  constructor(shell) {
    this.shell = shell;
    this.review = null; // the review shown, as Python sent it
    this.k = 0; // the step shown
    this.dismissed = null; // the id of a review closed here that Python has not closed yet
    this.refocus = false;
    const { id } = shell;
    this.mark = h("span", { class: "hw-review-mark", "data-field": "review-verdict" },
      h("span", { class: "hw-review-sign", "aria-hidden": "true" }),
      h("span", { class: "hw-review-words" }));
    this.step = h("span", { class: "hw-review-step", "data-field": "review-step" });
    this.move = h("span", { class: "hw-review-move", "data-field": "review-move" });
    this.reason = h("p", { class: "hw-review-reason", "data-field": "review-reason" });
    this.instead = h("p", { class: "hw-review-instead", "data-field": "review-instead", hidden: "" });
    const square = (name, svg) => {
      const button = control(name, icon(svg));
      button.classList.add("hw-review-square");
      return button;
    };
    this.buttons = {
      first: square("review-first", FIRST_ICON),
      previous: square("review-previous", PREVIOUS_ICON),
      next: square("review-next", NEXT_ICON),
      last: square("review-last", LAST_ICON),
    };
    this.slider = h("input", {
      type: "range", class: "hw-review-slider", min: "0", step: "1", "data-control": "review-slider",
    });
    this.slider.addEventListener("input", () => this.show(Number(this.slider.value)));
    this.play = control("play-from-here", h("span"));
    this.play.classList.add("hw-primary");
    this.close = control("review-close", icon(CLOSE_ICON), h("span", { class: "hw-review-close-label" }));
    this.title = h("h3", { class: "hw-review-title", id: `${id}-review-title` });
    this.lines = h("ul", { class: "hw-review-lines", "data-field": "review-summary" });
    this.keyMove = control("review-key-move", h("span"));
    this.keyMove.classList.add("hw-review-key");
    this.chart = h("div", { class: "hw-review-svg" });
    this.cursor = h("span", { class: "hw-review-cursor", "aria-hidden": "true" },
      h("span", { class: "hw-review-dot" }));
    this.help = h("span", { class: "hw-sr-only", id: `${id}-review-keys`, "data-label": "review_keys" });
    this.element = h("section", {
      class: "hw-review", "data-review": "", "aria-labelledby": `${id}-review-title`,
      "aria-describedby": `${id}-review-keys`, hidden: "",
    },
    h("div", { class: "hw-review-now" },
      h("div", { class: "hw-review-head" }, this.mark, this.step, this.move),
      this.reason, this.instead),
    h("div", { class: "hw-review-bar" },
      h("div", { class: "hw-review-nav" }, this.buttons.first, this.buttons.previous,
        this.slider, this.buttons.next, this.buttons.last),
      h("div", { class: "hw-review-actions" }, this.play, this.close)),
    h("div", { class: "hw-review-summary" }, this.title, this.lines, this.keyMove),
    h("div", { class: "hw-review-chart" }, this.chart, this.cursor),
    this.help);
    this.drawnChart = null;
    this.sent = null; // the step Play from here was asked for, until Python answers
  }

  get open() {
    return this.review !== null;
  }

  /**
   * Follow the synced review (or null) in this view: a new one opens at its start step, the
   * same one sent again (a new language) keeps the step shown, none closes. Returns whether
   * review mode shows. With `focusInto`, the focus goes to the slider when it opens.
   */
  sync(review, focusInto) {
    if (review === null || review.id === this.dismissed) {
      if (review === null) this.dismissed = null;
      if (this.open) this.leave(focusInto);
      return false;
    }
    const fresh = this.review?.id !== review.id;
    this.review = review;
    if (fresh) this.k = review.start;
    this.shell.root.classList.add("hw-reviewing");
    this.element.hidden = false;
    this.drawSummary();
    this.show(this.k, { quiet: !fresh });
    if (fresh && focusInto) this.slider.focus();
    return true;
  }

  /** Back to the game: the board is the game's again (the shell draws it). */
  leave(focused) {
    this.review = null;
    this.shell.root.classList.remove("hw-reviewing");
    this.element.hidden = true;
    this.shell.hooks.review.leave();
    this.refocus = focused;
  }

  /** Where the focus goes once the game is drawn again, if it was in the widget: the
   * banner's Review when the game is over, else the view's choice. */
  focusBack() {
    if (!this.refocus) return;
    this.refocus = false;
    const again = this.shell.banner.element.querySelector('[data-control="review"]');
    (again && !this.shell.banner.element.hidden ? again : this.shell.hooks.refocus(null))?.focus();
  }

  /** Show step `k` (kept within the review): the board, the words, the slider, the chart. */
  show(k, { quiet = false } = {}) {
    const { review, shell } = this;
    const { t } = shell;
    const last = review.length;
    this.k = Math.max(0, Math.min(last, k));
    if (this.sent !== this.k) this.sent = null; // Play from here waits for its own step only
    const step = review.steps[this.k];
    const reason = review.reasons[step.reason]; // each sentence is sent once
    shell.hooks.review.paint(review, this.k, shell.state);

    const stepText = this.k ? t("review_step", { n: this.k, total: last }) : t("review_step_deal");
    this.step.textContent = stepText;
    this.step.dataset.reviewStep = String(this.k);
    this.move.textContent = step.move ?? "";
    this.move.hidden = !step.move;
    const { mark } = this;
    const sign = mark.firstChild;
    let what = "";
    delete mark.dataset.reviewVerdict;
    delete mark.dataset.reviewChance;
    if ("chance" in step) {
      mark.dataset.reviewChance = String(step.chance);
      mark.dataset.tone = step.trend ?? "same";
      what = t("review_chance", { chance: step.chance_text });
    } else if (step.verdict) {
      mark.dataset.reviewVerdict = step.verdict;
      mark.dataset.tone = step.verdict;
      what = t(`review_verdict_${step.verdict}`);
    } else {
      mark.dataset.tone = "none";
    }
    sign.innerHTML = MARKS[mark.dataset.tone] ?? "";
    mark.lastChild.textContent = what;
    mark.hidden = !what;
    this.reason.textContent = reason;
    this.instead.hidden = !step.instead_move;
    this.instead.textContent = step.instead_move ? t("review_instead", { move: step.instead_move }) : "";

    this.slider.max = String(last);
    this.slider.value = String(this.k);
    this.slider.disabled = last === 0;
    this.slider.setAttribute("aria-valuetext", [stepText, step.move].filter(Boolean).join(", "));
    this.buttons.first.disabled = this.buttons.previous.disabled = this.k === 0;
    this.buttons.next.disabled = this.buttons.last.disabled = this.k === last;
    // A step button that went disabled under the focus hands it to the slider (the
    // widget may live in a shadow root, as in marimo: its own active element counts).
    const active = this.element.getRootNode().activeElement;
    if (Object.values(this.buttons).includes(active) && active.disabled) this.slider.focus();
    this.play.disabled = step.over || this.sent !== null;
    this.play.title = step.over ? t("review_over") : "";
    const [x, y] = step.chart;
    this.cursor.style.setProperty("--x", `${x * 100}%`);
    this.cursor.style.setProperty("--y", `${y * 100}%`);
    if (!quiet) {
      shell.say(this.k ? t("review_said", { step: stepText, move: step.move, what, reason })
        : `${stepText}. ${reason}`);
    }
  }

  /** The summary: its lines (a won game's fewest moves after its moves), the move to go
   * to, the chart. The chart's SVG is Python's, put in once per review and language. */
  drawSummary() {
    const { review } = this;
    const { t } = this.shell;
    this.title.textContent = review.title;
    const lines = review.summary.map((line) => h("li", {}, line));
    if (review.fewest_after !== null) {
      const fewest = this.shell.model.get("review_fewest");
      const line = fewest === null || fewest === undefined ? t("review_fewest_pending")
        : t("review_fewest", { fewest });
      lines.splice(review.fewest_after + 1, 0, h("li", { "data-field": "review-fewest" }, line));
    }
    this.lines.replaceChildren(...lines);
    this.keyMove.hidden = review.key_move === null;
    if (review.key_move !== null) {
      this.keyMove.firstChild.textContent = t("review_go_to", { move: review.key_move });
    }
    const key = `${review.id} ${review.language}`;
    if (key !== this.drawnChart) {
      this.drawnChart = key;
      this.chart.innerHTML = review.chart; // Python's SVG, never user text
    }
  }

  /** Words that change only with the language. */
  drawWords() {
    const { t } = this.shell;
    for (const [name, button] of Object.entries(this.buttons)) {
      button.title = t(`review_${name}`);
      button.setAttribute("aria-label", t(`review_${name}`));
    }
    this.slider.setAttribute("aria-label", t("review_slider"));
    this.play.firstChild.textContent = t("review_play_from_here");
    this.close.lastChild.textContent = t("review_close");
    this.close.title = t("review_close");
  }

  /** A key in review mode: the arrows, Home and End step, Escape closes; whether it was
   * one. The slider (and a text field) keeps its own keys. */
  keydown(event) {
    if (event.key === "Escape") {
      this.leaveAsked();
      return true;
    }
    const to = KEYS[event.key];
    if (!to || !plain(event) || isTyping(event)) return false; // the slider steps by itself
    this.show(to(this.k, this.review.length));
    return true;
  }

  /** A click on one of the panel's buttons (by its data-control); whether it was one. */
  click(name) {
    const { k } = this;
    const moves = {
      "review-first": 0, "review-previous": k - 1, "review-next": k + 1,
      "review-last": this.review.length, "review-key-move": this.review.key_move,
    };
    if (name in moves) this.show(moves[name]);
    else if (name === "review-close") this.leaveAsked();
    else if (name === "play-from-here") this.playFromHere();
    else return false;
    return true;
  }

  /** Close: at once in this view, and Python is told (it closes it in every view). */
  leaveAsked() {
    this.dismissed = this.review.id;
    this.shell.connection.send({ kind: "review_close" }, { counted: true });
    this.shell.update();
  }

  playFromHere() {
    if (!this.shell.send({ kind: "play_from_here", review: this.review.id, step: this.k })) return;
    this.sent = this.k;
    this.play.disabled = true;
  }
}
