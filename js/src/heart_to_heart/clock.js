// The game clock in a view. Python sends a reading {elapsed, running} when the clock starts
// or stops and when a view asks; the view ticks from the moment the reading arrived, by its
// own monotonic clock. A reading the view did not receive live (one restored with a saved
// notebook, or current when the view rendered) is shown as it is until a fresh one comes.

export class Clock {
  constructor(reading) {
    this.reading = reading;
    this.since = null;
  }

  /** A reading just arrived from Python. */
  receive(reading) {
    this.reading = reading;
    this.since = performance.now();
  }

  /** Seconds to show now. */
  seconds() {
    const elapsed = this.reading?.elapsed ?? 0;
    if (!this.reading?.running || this.since === null) return elapsed;
    return elapsed + (performance.now() - this.since) / 1000;
  }
}
