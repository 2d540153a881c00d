// "Play to the end", played where the player can watch it: the view sends one `step` at a
// time, STEP_MS after the last one and never before Python has answered it (nor before a
// gather's shuffle is done): about 3.5 steps a second, each deal's motion just landed when
// the next comes. Each step is drawn at once from Python's preview, as a click's is.
// Python stays the truth: this only times taps. It stops at the end of the
// game, when Python shows something else than a move (a new game, a refusal), and when the
// player does anything else in a view of the game; Skip sends `play_out`, which finishes
// the game at once. Under prefers-reduced-motion it steps at the same pace, without motion.

/** The shortest time from one step to the next, in ms: about 3.5 steps a second. */
const STEP_MS = 280;

/** Keys that only move the focus or modify another key: they stop nothing. */
const PASSIVE_KEYS = new Set(["Tab", "Shift", "Control", "Alt", "Meta"]);

export class AutoPlay {
  /** `tap()` taps the stock as a click does, and says whether the tap went. */
  constructor(shell, dom, motion, tap) {
    this.shell = shell;
    this.tap = tap;
    this.dom = dom;
    this.motion = motion;
    this.on = false;
    this.waiting = false;
    this.sentAt = 0;
    this.timer = null;
    // Anything else the player does in a view of this game stops it (in the capture phase:
    // before it acts).
    this.interrupt = (event) => {
      if (!this.on || dom.skip.contains(event.target)) return;
      if (event.type === "keydown" && PASSIVE_KEYS.has(event.key)) return;
      if (shell.shared.roots.some((root) => root.contains(event.target))) this.stop();
    };
    for (const type of ["pointerdown", "keydown"]) {
      document.addEventListener(type, this.interrupt, true);
    }
  }

  start() {
    if (this.on) return;
    this.on = true;
    this.show();
    this.step();
  }

  step() {
    this.timer = null;
    this.waiting = true;
    this.sentAt = performance.now();
    if (!this.tap()) this.stop();
  }

  /** After each draw: `event` is the new event drawn with `state`, or null. */
  drawn(state, event) {
    if (!this.on) return;
    if (state.status !== "playing" || (event !== null && event.kind !== "move")) {
      this.stop();
    } else if (this.waiting && event !== null) { // the answer to the last step
      this.waiting = false;
      const landed = event.move === "gather" ? this.motion.remaining() : 0; // the shuffle
      const wait = Math.max(this.sentAt + STEP_MS - performance.now(), landed);
      this.timer = setTimeout(() => this.step(), wait);
    }
  }

  /** Finish the game at once. */
  skip() {
    this.stop();
    this.shell.send({ kind: "play_out" });
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = null;
    this.waiting = false;
    if (!this.on) return;
    this.on = false;
    this.show();
  }

  /** Skip in place of Play to the end while it runs; the focus follows the button. */
  show() {
    const { playOut, skip, root, stock } = this.dom;
    const from = this.on ? playOut : skip;
    const to = this.on ? skip : playOut;
    const focused = document.activeElement === from;
    root.dataset.autoplay = String(this.on);
    from.hidden = true;
    to.hidden = false;
    if (focused) (to.disabled ? stock : to).focus();
  }

  dispose() {
    this.stop();
    for (const type of ["pointerdown", "keydown"]) {
      document.removeEventListener(type, this.interrupt, true);
    }
  }
}
