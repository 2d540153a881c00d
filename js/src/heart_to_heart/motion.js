// Short animations for a pair leaving, a card drawn and the waste turned over. They play
// on "ghosts": copies that take no clicks, focus or screen-reader attention, laid over a
// table that already shows the new state. So an animation never delays the state and a
// tap always reaches the real card. None under prefers-reduced-motion.

const DURATION = 180;
const EASING = "cubic-bezier(0.2, 0.7, 0.3, 1)";

function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** A copy of `card` as it looks now, laid over it, for animating alone. */
function ghost(card) {
  const copy = card.cloneNode(true);
  for (const name of ["data-position", "data-target", "data-state", "data-rank", "aria-label", "title"]) {
    copy.removeAttribute(name);
  }
  copy.classList.add("hth-ghost");
  copy.setAttribute("aria-hidden", "true");
  copy.inert = true;
  if (!card.parentElement.classList.contains("hth-heart")) {
    copy.style.left = `${card.offsetLeft}px`;
    copy.style.top = `${card.offsetTop}px`;
  }
  card.parentElement.append(copy);
  return copy;
}

function offset(from, to) {
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  return [a.left - b.left, a.top - b.top];
}

export class Motion {
  constructor(dom) {
    this.dom = dom;
    this.running = [];
  }

  /** End every animation at once (a new change has come, or the view goes). */
  finish() {
    for (const animation of this.running) animation.cancel();
    for (const copy of this.dom.root.querySelectorAll(".hth-ghost")) copy.remove();
    this.running = [];
  }

  /**
   * Call before drawing `after` over `before`: copies what the event sent with `after` is
   * about to change and returns a function that starts the animations once the new state
   * is drawn (or null).
   */
  prepare(before, after) {
    this.finish();
    const event = after.event;
    if (before === null || reducedMotion() || !event || event.id === before.event?.id
      || event.kind !== "move") {
      return null;
    }
    const { dom } = this;
    if (event.move === "draw") return () => this.draw();
    if (event.move === "recycle") {
      const top = before.waste_count > 0 ? ghost(dom.waste) : null;
      return top && (() => this.recycle(top));
    }
    const ends = event.move.split("+");  // "12+14" or "24+waste"
    const leaving = ends.filter((end) => end !== "waste").map(Number)
      .filter((p) => before.heart[p] !== null).map((p) => ghost(dom.cards[p]));
    if (ends.includes("waste") && before.waste_count > 0) leaving.push(ghost(dom.waste));
    return () => this.leave(leaving);
  }

  play(element, keyframes) {
    const animation = element.animate(keyframes, { duration: DURATION, easing: EASING });
    this.running.push(animation);
    animation.finished.then(() => {
      if (element.classList.contains("hth-ghost")) element.remove();
    }, () => {});
  }

  leave(copies) {
    for (const copy of copies) {
      this.play(copy, [
        { transform: "none", opacity: 1 },
        { transform: "translateY(-18%) scale(1.12)", opacity: 0 },
      ]);
    }
  }

  draw() {
    const { stock, waste } = this.dom;
    const card = ghost(waste);
    const [dx, dy] = offset(stock, waste);
    this.play(card, [
      { transform: `translate(${dx}px, ${dy}px) scaleX(0.2)` },
      { transform: "none" },
    ]);
    this.play(waste, [{ opacity: 0 }, { opacity: 0, offset: 0.99 }, { opacity: 1 }]);
  }

  recycle(card) {
    const { stock, waste } = this.dom;
    const [dx, dy] = offset(stock, waste);
    this.play(card, [
      { transform: "none", opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scaleX(0.2)`, opacity: 0.2 },
    ]);
  }
}
