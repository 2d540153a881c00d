// What both games add to the board beyond the game itself: the statistics panel and the
// records' warning, with each game's own parts (Heart to Heart's winnability mark and
// daily deal, Hope Deferred's chance to win). A view makes them with `mountExtras` and
// calls `draw(state)` after its own drawing and `dispose()` when it goes.
import { RecordsNotice } from "./records_notice.js";
import { StatsPanel } from "./stats_panel.js";

/** The shared parts and the game's `parts` (each has `draw(state, t)`, maybe `dispose()`);
 * `luck`: the game is one of pure luck (its statistics show no best time or fewest moves). */
export function mountExtras(shell, parts = [], { luck = false } = {}) {
  const all = [new StatsPanel(shell, luck), new RecordsNotice(shell), ...parts];
  return {
    draw(state) {
      for (const part of all) part.draw(state, shell.t);
    },
    dispose() {
      for (const part of all) part.dispose?.();
    },
  };
}
