// The time in the header and the win banner, ticking from the game clock's latest reading
// (clock.js). The first view of the model also keeps the model's reading current, in the
// page only (it is never sent): a notebook saved with its widget state then holds the time
// shown, not the one of the last move.
import { formatTime } from "../shared/time.js";
import { Clock } from "./clock.js";

/** How often the time shown is brought up to date, in ms. */
const TICK = 250;

/** Start the time of `shell`'s view; returns `tick()`, which shows the time now wherever
 * the view shows it, `seconds()`, the seconds to show now, and `dispose()`. */
export function createShownTime(shell) {
  const { model } = shell;
  const clock = new Clock(model.get("clock"));
  const seconds = () => clock.seconds();
  const tick = () => {
    const shown = seconds();
    const text = formatTime(shown);
    let changed = false;
    for (const field of shell.root.querySelectorAll('[data-field="time"], [data-result="time"]')) {
      if (field.textContent !== text) {
        field.textContent = text;
        changed = true;
      }
    }
    const running = model.get("clock")?.running;
    if (changed && running && shell.connection.live && shell.shared.roots[0] === shell.root) {
      const reading = { elapsed: Math.round(shown * 1000) / 1000, running: true };
      shell.connection.keep("clock", reading);
    }
  };
  const onClock = () => {
    clock.receive(model.get("clock"));
    tick();
  };
  model.on("change:clock", onClock);
  const ticking = setInterval(tick, TICK);
  shell.connection.send({ kind: "clock" }); // a fresh reading: the one in the model may be old
  return {
    tick,
    seconds,
    dispose() {
      clearInterval(ticking);
      model.off("change:clock", onClock);
    },
  };
}
