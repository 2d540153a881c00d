// What both games add to the board beyond the game itself: the statistics panel and the
// records' warning, with each game's own parts (Heart to Heart's winnability mark and
// daily deal, Hope Deferred's chance to win). A view makes them with `mountExtras` and
// calls `draw(state)` after its own drawing and `dispose()` when it goes.
import { RecordsNotice } from "./records_notice.js";
import { StatsPanel } from "./stats_panel.js";

/** The shared parts and the game's `parts` (each has `draw(state, t)`, maybe `dispose()`). */
export function mountExtras(shell, parts = []) {
  const all = [new StatsPanel(shell), new RecordsNotice(shell), ...parts];
  return {
    draw(state) {
      for (const part of all) part.draw(state, shell.t);
    },
    dispose() {
      for (const part of all) part.dispose?.();
    },
  };
}
