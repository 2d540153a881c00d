// The motion of Hope Deferred, driven by the event Python sent with the state and by
// nothing else: a deal turns each card from the stock onto its pile (a target card flies
// on to its place in the set-aside row), a gather sweeps the piles into the stock and
// shuffles it, and a win makes the set-aside cards hop in turn. The board already shows
// the new state when a motion starts: the cards in their places are only moved by
// transforms, and what is gone (a gathered pile, the back leaving the stock) flies as a
// copy in a layer that takes no clicks, focus or screen-reader attention. So a motion
// never delays the state, and a click during one acts at once. None under
// prefers-reduced-motion; a new change ends the running ones at once.
import { centre, reducedMotion } from "../shared/dom.js";

/** How long a card takes from the stock to its place, and between two cards of a deal. */
const DEAL_MS = 180;
const STAGGER_MS = 45;
/** The most a deal's cards are spread over (Knockout's refills deal more than three). */
const SPREAD_MS = 120;
const GATHER_MS = 260;
const SHUFFLE_MS = 300;
const HOP_MS = 380;
const OUT = "cubic-bezier(0.2, 0.7, 0.3, 1)";
const GLOW = "0 0 0 3px #ffc928, 0 0 18px 4px #ffc928";

export class Motion {
  constructor(dom) {
    this.dom = dom;
    this.running = [];
    this.until = 0;
  }

  /** How many ms the running motion still takes (0 when none runs). */
  remaining() {
    return Math.max(0, this.until - performance.now());
  }

  /** End every motion at once (a new change has come, or the view goes). */
  finish() {
    for (const animation of this.running) animation.cancel();
    this.running = [];
    this.dom.motion.replaceChildren();
    this.until = 0;
  }

  /**
   * Call before drawing the state that came with `event` (null if it showed no new event):
   * keeps a copy of what the event takes off the board and returns the function that
   * starts the motion once the new state is drawn, or null.
   */
  prepare(event) {
    this.finish();
    if (event === null || event.kind !== "move" || reducedMotion()) return null;
    if (event.move === "deal") return () => this.deal(event.placed);
    const cards = [...this.dom.root.querySelectorAll(".hd-pile .hd-card")];
    const boxes = this.boxes(cards);
    const gathered = cards.map((card, i) => [this.copy(card, boxes[i], boxes.layer), boxes[i]]);
    return () => this.gather(gathered);
  }

  /** The set-aside cards hop in turn: the game is won (after the deal that won it lands). */
  celebrate() {
    if (reducedMotion()) return;
    const delay = this.remaining();
    this.dom.aside.querySelectorAll(".hd-card").forEach((card, i) => {
      this.play(card, [
        { transform: "none" },
        { transform: "translateY(-28%) rotate(-4deg)", offset: 0.45 },
        { transform: "none" },
      ], { duration: HOP_MS, delay: delay + i * 70, easing: "ease-in-out" });
    });
  }

  play(element, keyframes, options) {
    const animation = element.animate(keyframes, { easing: OUT, ...options });
    this.running.push(animation);
    this.until = Math.max(this.until,
      performance.now() + (options.delay ?? 0) + options.duration);
    if (element.classList.contains("hd-flying")) {
      animation.finished.then(() => element.remove(), () => {});
    }
  }

  /**
   * The boxes of `elements` as laid out now, and of the motion layer (`layer`): all read
   * before any copy is made, so the layout is worked out once.
   */
  boxes(elements) {
    const boxes = elements.map((element) => element.getBoundingClientRect());
    boxes.layer = this.dom.motion.getBoundingClientRect();
    return boxes;
  }

  /** A copy of `element` in the motion layer, over `box` (in a layer at `layer`). */
  copy(element, box, layer) {
    const copy = element.cloneNode(true);
    copy.removeAttribute("data-card");
    copy.classList.add("hd-flying");
    Object.assign(copy.style, {
      left: `${box.left - layer.left}px`, top: `${box.top - layer.top}px`,
      width: `${box.width}px`, height: `${box.height}px`,
    });
    this.dom.motion.append(copy);
    return copy;
  }

  /** Each card of a deal leaves the stock face down and lands face up in its place. */
  deal(placed) {
    const { dom } = this;
    const gap = Math.min(STAGGER_MS, SPREAD_MS / Math.max(1, placed.length - 1));
    const cards = placed.map(([text, place], i) => [i * gap, place === "aside"
      ? dom.aside.querySelector(`[data-card="${text}"] > .hd-card`)
      : dom.piles[place - 1].querySelector(`.hd-card[data-card="${text}"]`)])
      .filter(([, card]) => card !== null);
    const back = dom.stock.querySelector(".hd-back");
    const boxes = this.boxes([back, ...cards.map(([, card]) => card)]);
    cards.forEach(([delay, card], i) => {
      this.turn(this.copy(back, boxes[0], boxes.layer), boxes[0], card, boxes[i + 1], delay);
    });
  }

  /**
   * The `back` copied over the stock (at `from`) leaves it and turns edge-on half way;
   * `card`'s face (at `to`) turns up from there.
   */
  turn(back, from, card, to, delay) {
    const [x0, y0] = centre(from);
    const [x1, y1] = centre(to);
    const [dx, dy] = [(x1 - x0) / 2, (y1 - y0) / 2];
    const scale = (1 + to.width / from.width) / 2;
    const half = DEAL_MS / 2;
    this.play(back, [
      { transform: "none", opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(${scale}) scaleX(0)`, opacity: 1 },
    ], { duration: half, delay, easing: "ease-in" });
    this.play(card, [
      { transform: `translate(${-dx}px, ${-dy}px) scale(${1 / scale}) scaleX(0)` },
      { transform: "none" },
    ], { duration: half, delay: delay + half, fill: "backwards" });
    const slot = card.parentElement;
    if (slot.classList.contains("hd-slot")) { // found: a glow where it lands
      this.play(slot, [{ boxShadow: GLOW }, { boxShadow: "0 0 0 0 transparent" }],
        { duration: 520, delay: delay + DEAL_MS });
    }
  }

  /** The piles' cards (`gathered`: [copy, box]) sweep into the stock, which is shuffled. */
  gather(gathered) {
    const back = this.dom.stock.querySelector(".hd-back");
    const boxes = this.boxes([back]);
    const stock = boxes[0];
    const [x1, y1] = centre(stock);
    let last = 0;
    gathered.forEach(([copy, from], i) => {
      const [x0, y0] = centre(from);
      const delay = i * 12;
      last = delay + GATHER_MS;
      const there = `translate(${x1 - x0}px, ${y1 - y0}px) scale(${stock.width / from.width})`;
      this.play(copy, [
        { transform: "none" },
        { transform: there, opacity: 1, offset: 0.8 },
        { transform: `${there} scaleX(0.2)`, opacity: 0 },
      ], { duration: GATHER_MS, delay, fill: "both", easing: "ease-in-out" });
    });
    const home = { transform: "none", opacity: 1 };
    for (const side of [-1, 1]) {
      const out = { transform: `translateX(${side * 38}%) rotate(${side * 7}deg)`, opacity: 1 };
      this.play(this.copy(back, stock, boxes.layer), [home, { ...out, offset: 0.25 },
        { ...home, offset: 0.5 }, { ...out, offset: 0.75 }, home],
      { duration: SHUFFLE_MS, delay: last, easing: "ease-in-out" });
    }
  }
}
