// The time in the header and the win banner, ticking from the game clock's latest reading
// (clock.js). The first view of the model also keeps the model's reading current, in the
// page only (it is never sent): a notebook saved with its widget state then holds the time
// shown, not the one of the last move.
import { formatTime } from "../shared/time.js";
import { Clock } from "./clock.js";

/** How often the time shown is brought up to date, in ms. */
const TICK = 250;

export class ShownTime {
  constructor(shell) {
    const { model } = shell;
    this.shell = shell;
    this.clock = new Clock(model.get("clock"));
    this.onClock = () => {
      this.clock.receive(model.get("clock"));
      this.tick();
    };
    model.on("change:clock", this.onClock);
    this.ticking = setInterval(() => this.tick(), TICK);
    shell.connection.send({ kind: "clock" }); // a fresh reading: the one in the model may be old
  }

  /** Seconds to show now. */
  seconds() {
    return this.clock.seconds();
  }

  /** Show the time now wherever the view shows it. */
  tick() {
    const { shell } = this;
    const seconds = this.clock.seconds();
    const text = formatTime(seconds);
    let changed = false;
    for (const field of shell.root.querySelectorAll('[data-field="time"], [data-result="time"]')) {
      if (field.textContent !== text) {
        field.textContent = text;
        changed = true;
      }
    }
    const running = shell.model.get("clock")?.running;
    if (changed && running && shell.connection.live && shell.shared.roots[0] === shell.root) {
      const reading = { elapsed: Math.round(seconds * 1000) / 1000, running: true };
      shell.connection.keep("clock", reading);
    }
  }

  dispose() {
    clearInterval(this.ticking);
    this.shell.model.off("change:clock", this.onClock);
  }
}
