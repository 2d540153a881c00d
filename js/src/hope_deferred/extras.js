// Hope Deferred's part beyond the game (see shared/extras.js): with the "Show chance to
// win" setting, a mark under the stock with the exact chance to win from the current
// position, which Python computes after every step.
import { mountExtras } from "../shared/extras.js";
import { Mark, marksStack } from "../shared/marks.js";

/**
 * A probability as a percentage with one decimal, never rounded to a certainty it is
 * not: "< 0.1 %" and "> 99.9 %" just short of 0 and 1.
 */
export function percent(odds, language) {
  const format = (value) => new Intl.NumberFormat(language,
    { style: "percent", minimumFractionDigits: odds > 0 && odds < 1 ? 1 : 0,
      maximumFractionDigits: 1 }).format(value);
  if (odds > 0 && odds < 0.001) return `< ${format(0.001)}`;
  if (odds < 1 && odds > 0.999) return `> ${format(0.999)}`;
  return format(odds);
}

class Odds {
  constructor(shell, stack) {
    this.mark = new Mark(shell.id, "odds");
    stack.append(this.mark.element);
  }

  draw(state, t) {
    if (state.odds === null) {
      this.mark.show(null);
      return;
    }
    const odds = percent(state.odds, t.language);
    const tone = state.odds >= 0.5 ? "good" : state.odds > 0 ? "plain" : "bad";
    this.mark.show(tone, odds, { note: t("odds"), label: t("odds_label", { odds }) });
  }
}

/** Hope Deferred's extras; `place` is the stock's place on the board, which they go under. */
export function createExtras(shell, place) {
  const stack = marksStack("hd-marks");
  place.append(stack);
  return mountExtras(shell, [new Odds(shell, stack)], { luck: true });
}
