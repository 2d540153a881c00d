// The statistics panel both games share: a button beside the settings gear and its popup,
// drawn from the synced `stats` (games played and won, win rate, current and best streak,
// best score, the best result on the deal on the table and, in Heart to Heart, best time,
// fewest moves and today's daily deal: a game of pure luck has no best time or fewest
// moves to aim at), then the latest games, each with its Review (the intent
// `review_record`). Opening it asks Python to read the records again, since another
// notebook may have added games.
import { h, iconButton } from "./dom.js";
import { icon24, line } from "./icons.js";
import { Popup } from "./popup.js";
import { formatTime } from "./time.js";
import "./extras.css";

export const STATS_ICON = icon24(line("M5 20V11M10 20V5M15 20v-7M20 20V9", 2.4, "caps"));

/** The panel's rows: [stat key, translation key, how the value is written]. */
const ROWS = [
  ["played", "stats_played", String],
  ["won", "stats_won", String],
  ["win_rate", "stats_win_rate", "percent"],
  ["current_streak", "stats_current_streak", String],
  ["best_streak", "stats_best_streak", String],
  ["best_score", "stats_best_score", String],
  ["best_seconds", "stats_best_time", formatTime],
  ["fewest_moves", "stats_fewest_moves", String],
];

function row(label, field) {
  return [h("dt", { "data-label": label }), h("dd", { "data-stat": field })];
}

/** The rows of a game of pure luck, and whether its deal line shows the time. */
const LUCK = ["played", "won", "win_rate", "current_streak", "best_streak", "best_score"];

export class StatsPanel {
  /** Build the button into the header's menu (before the gear) and the popup under it;
   * `luck`: the panel of a game of pure luck. */
  constructor(shell, luck = false) {
    this.shell = shell;
    this.luck = luck;
    this.rows = luck ? ROWS.filter(([field]) => LUCK.includes(field)) : ROWS;
    this.button = iconButton("statistics", STATS_ICON, { "aria-haspopup": "true" });
    this.list = h("dl", { class: "hw-stats-list" },
      ...this.rows.flatMap(([field, label]) => row(label, field)),
      ...row("stats_this_deal", "deal"), ...row("stats_daily", "daily"));
    this.note = h("p", { class: "hw-stats-note", "data-field": "stats-note" });
    this.games = h("ol", { class: "hw-recent", "aria-labelledby": `${shell.id}-recent` });
    this.latest = h("div", { class: "hw-recent-box", "data-field": "recent", hidden: "" },
      h("h4", { class: "hw-recent-title", id: `${shell.id}-recent`, "data-label": "stats_recent" }),
      this.games);
    this.drawnGames = null;
    this.games.addEventListener("click", (event) => this.reviewAsked(event.target));
    this.panel = h("div", {
      class: "hw-popup hw-stats-panel", "data-menu": "statistics", id: `${shell.id}-stats`,
      hidden: "",
    }, h("h3", { class: "hw-stats-title", "data-label": "statistics" }), this.list, this.note,
    this.latest);
    const menu = shell.settings.element;
    menu.prepend(this.button);
    menu.append(this.panel);
    this.popup = new Popup(this.button, this.panel, () => {
      shell.settings.open(false);
      shell.send({ kind: "statistics" });
    });
    this.onGear = () => this.popup.open(false);
    shell.settings.button.addEventListener("click", this.onGear);
  }

  draw(state, t) {
    const stats = state.stats ?? {};
    const percent = new Intl.NumberFormat(t.language, { style: "percent" });
    for (const [field, , write] of this.rows) {
      const value = stats[field];
      const text = value === null || value === undefined ? "—"
        : write === "percent" ? percent.format(value) : write(value);
      this.value(field).textContent = text;
    }
    const best = stats.deal?.best;
    this.value("deal").textContent = best
      ? [t(`result_${best.result}`), best.score, ...(this.luck ? [] : [formatTime(best.seconds)])]
        .join(" · ")
      : t("stats_not_played");
    const daily = stats.daily;
    const dailyRow = this.value("daily");
    dailyRow.hidden = dailyRow.previousElementSibling.hidden = !daily;
    if (daily) {
      dailyRow.textContent = t(daily.won ? "result_won" : daily.played ? "daily_played"
        : "stats_not_played");
    }
    const rule = stats.record === false ? t("stats_lesson") : t("stats_rule");
    this.note.textContent = !stats.recording ? t("stats_off")
      : stats.played ? rule : `${t("stats_none")} ${rule}`;
    this.drawGames(stats.recording ? stats.recent ?? [] : [], t);
  }

  /** The latest games, newest first: result, score, moves, time (not in a game of pure
   * luck) and when, with a Review button, or why there is none. A line breaks only after a
   * dot. Drawn again only when they or the words change, so a focused button stays. */
  drawGames(recent, t) {
    const key = `${t.language} ${JSON.stringify(recent)}`;
    if (key === this.drawnGames) return;
    this.drawnGames = key;
    this.latest.hidden = recent.length === 0;
    const when = new Intl.DateTimeFormat(t.language, { dateStyle: "short", timeStyle: "short" });
    this.games.replaceChildren(...recent.map((game) => {
      const date = when.format(new Date(game.finished_at));
      const figures = [t(`result_${game.result}`), String(game.score),
        t.plural("stats_moves", game.moves), ...(this.luck ? [] : [formatTime(game.seconds)])];
      const review = game.reviewable
        ? h("button", {
          type: "button", class: "hw-button hw-recent-review", "data-control": "review-record",
          "data-action": "review-record", "data-record": String(game.id),
          "aria-label": t("stats_review_game", { when: date }),
        }, t("review_open"))
        : h("span", { class: "hw-recent-none" }, t("stats_no_moves"));
      return h("li", { class: "hw-recent-game", "data-result": game.result },
        h("span", { class: "hw-recent-figures" },
          ...figures.flatMap((text, i) => [...(i ? ["\u00a0· "] : []), h("span", {}, text)])),
        h("time", { class: "hw-recent-when", datetime: game.finished_at }, date),
        review);
    }));
  }

  /** A row's Review: Python opens review mode on that game; the panel closes. */
  reviewAsked(target) {
    const button = target.closest('[data-control="review-record"]');
    if (!button) return;
    if (this.shell.send({ kind: "review_record", id: Number(button.dataset.record) })) {
      this.popup.close();
    }
  }

  value(field) {
    return this.list.querySelector(`[data-stat="${field}"]`);
  }

  dispose() {
    this.popup.dispose();
    this.shell.settings.button.removeEventListener("click", this.onGear);
  }
}
