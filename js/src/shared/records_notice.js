// The warning both games show on the felt's edge when the player's records could not be
// written or read (a damaged, locked or read-only file): what went wrong, in words, and
// that play goes on; for a busy file, that the game is kept and recorded once it is free. Its button hides it; the next problem shows it again.
import { h, iconButton } from "./dom.js";
import { icon24, line } from "./icons.js";
import "./extras.css";

const CLOSE_ICON = icon24(line("M6 6 18 18M18 6 6 18", 2.2, "caps"));

export class RecordsNotice {
  constructor(shell) {
    this.text = h("span", { class: "hw-records-text" });
    this.element = h("p", {
      class: "hw-notice hw-records-problem", "data-field": "records-problem", role: "status",
      hidden: "",
    }, this.text, iconButton("dismiss", CLOSE_ICON));
    this.dismissed = null;
    this.element.querySelector("button").addEventListener("click", () => {
      this.dismissed = this.shown;
      this.element.hidden = true;
    });
    shell.notice.after(this.element);
    this.shown = null;
  }

  draw(state, t) {
    const problem = state.records_problem;
    this.shown = problem?.id ?? null;
    this.element.hidden = !problem || problem.id === this.dismissed;
    if (!problem) return;
    this.element.dataset.kind = problem.kind;
    const reason = t(`records_${problem.kind}`);
    const words = problem.kept ? "records_kept"
      : problem.recording ? "records_not_saved" : "records_not_read";
    this.text.textContent = t(words, { reason });
  }
}
