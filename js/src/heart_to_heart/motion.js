// Motion that explains each move, driven by events only: the event Python sent with a state,
// or the one a tap's prediction expects (predict.js). A pair's two cards meet and travel
// together to the discard spot; a draw carries the stock's top card to the waste and turns
// it over (once its face is known); a recycle turns the waste over and gathers it back; an
// undo plays its move backwards; a refused tap shakes the card (with Move errors on). The
// animations play on ghosts, copies in a layer over the board that take no clicks, focus or
// screen-reader attention, while the board under them already shows the new state: a click
// during an animation acts at once on that state. None under prefers-reduced-motion.
import { centre, h, reducedMotion } from "../shared/dom.js";

const FLY = 420;
const TRAVEL = 170;
const TURN = 90;
const SHAKE = 280;
/** The longest a drawn card waits, face down on the waste, for Python to show its face. */
const WAIT_FOR_FACE = 10_000;

export class Motion {
  constructor(dom) {
    this.dom = dom;
    this.layer = h("div", { class: "hth-motion", "aria-hidden": "true" });
    dom.board.append(this.layer);
    this.running = new Set();
    this.generation = 0;
    this.faces = new Map(); // a draw waiting for its face: resolve(rank)
    this.places = new Map();
    // Where each card lies, measured when the board's layout changes, never at a click:
    // a click then reads no layout, and its frame comes at once.
    this.measuring = new ResizeObserver(() => {
      this.places.clear();
      this.measure(); // the layout is fresh here
    });
    this.measuring.observe(dom.board);
  }

  /** Stop measuring (the view goes). */
  dispose() {
    this.finish();
    this.measuring.disconnect();
  }

  /** Measure every place, unless done since the board last changed size. */
  measure() {
    if (this.places.size) return;
    const { dom } = this;
    for (const element of [...dom.cards, dom.stock, dom.waste, dom.discard]) {
      let left = 0;
      let top = 0;
      for (let at = element; at && at !== dom.board; at = at.offsetParent) {
        left += at.offsetLeft;
        top += at.offsetTop;
      }
      this.places.set(element, { left, top, width: element.offsetWidth, height: element.offsetHeight });
    }
    // The discard pile lies turned and smaller: where its centre is, and how it lies.
    const board = dom.board.getBoundingClientRect();
    const box = dom.discard.getBoundingClientRect();
    const [a, b] = new DOMMatrix(getComputedStyle(dom.discard).transform).toFloat64Array();
    this.pile = {
      centre: [box.left + box.width / 2 - board.left, box.top + box.height / 2 - board.top],
      lie: `rotate(${Math.atan2(b, a)}rad) scale(${Math.hypot(a, b)})`,
    };
  }

  /** Where `element` lies in the board (lifted when selected). */
  place(element) {
    this.measure();
    const place = this.places.get(element);
    const lift = element.classList.contains("hth-selected") ? place.width * 0.1 : 0;
    return { ...place, top: place.top - lift };
  }

  /** End every animation at once (the board changed past them, or the view goes). */
  finish() {
    this.generation += 1;
    for (const animation of this.running) animation.cancel();
    this.running.clear();
    this.layer.replaceChildren();
    for (const resolve of this.faces.values()) resolve(null);
    this.faces.clear();
  }

  /**
   * Call before drawing the board that `event` leads to: copies what is about to change
   * and returns a function to call once the new board is drawn, or null when nothing moves.
   * `id` names the tap or event, for `confirm`.
   */
  prepare(event, id = null) {
    if (!event || reducedMotion()) return null;
    if (["undo", "new_game", "restart"].includes(event.kind)) this.finish();
    if (event.kind === "undo") return this.undo(event);
    if (event.kind !== "move") return null;
    if (event.move === "draw") return this.draw(event, id);
    if (event.move === "recycle") return this.recycle();
    return this.pair(event.move.split("+"));
  }

  /** Python's `event` answers the tap `id` whose motion is already playing. */
  confirm(event, id) {
    const resolve = this.faces.get(id);
    if (resolve && event.kind === "move" && event.move === "draw") resolve(event.rank);
  }

  /** A refused tap on `target`: the card shakes its head. */
  shake(target) {
    if (reducedMotion()) return;
    const element = this.element(target);
    const step = this.place(element).width * 0.06;
    this.play(element, [0, -1, 1, -1, 1, 0].map((x) => ({ translate: `${x * step}px 0` })),
      { duration: SHAKE, easing: "ease-in-out" });
  }

  /** A win: the emptied places light up, from the tip to the lobes. */
  flourish() {
    if (reducedMotion()) return;
    const rows = this.dom.cards.map((card) => Number(card.style.getPropertyValue("--hth-row")));
    const last = Math.max(...rows);
    this.dom.cards.forEach((card, p) => {
      this.play(card.querySelector(".hth-face"), [
        { transform: "none", filter: "none" },
        { transform: "scale(1.08)", filter: "drop-shadow(0 0 6px #ffc928)", offset: 0.4 },
        { transform: "none", filter: "none" },
      ], { duration: 700, delay: (last - rows[p]) * 90, easing: "ease-in-out" });
    });
  }

  /** A win: what is left of the stock and the waste goes to the discard pile (the won
   * board no longer shows them). */
  gather() {
    if (reducedMotion()) return;
    const { stock, waste } = this.dom;
    const piles = [stock, waste].filter((pile) => !pile.classList.contains("hth-empty"));
    const ghosts = piles.map((pile) => [pile, this.ghost(pile)]);
    const { centre: discard, lie } = this.pile;
    ghosts.forEach(([pile, ghost], i) => {
      const start = centre(this.place(pile));
      const to = `translate(${discard[0] - start[0]}px, ${discard[1] - start[1]}px)`;
      this.play(ghost, [
        { transform: "none", opacity: 1 },
        { transform: `${to} ${lie}`, opacity: 1, offset: 0.85 },
        { transform: `${to} ${lie}`, opacity: 0 },
      ], { duration: FLY * 1.5, delay: 250 + i * 120, easing: "ease-in-out" })
        .then(() => ghost.remove());
    });
  }

  // --- the moves --------------------------------------------------------------------------

  /** A pair: both cards meet between their places, then travel together to the discard. */
  pair(ends) {
    const from = ends.map((end) => this.element(end === "waste" ? "waste" : Number(end)));
    const ghosts = from.map((element) => this.ghost(element));
    const [a, b] = from.map((element) => centre(this.place(element)));
    const meet = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const spread = this.place(from[0]).width * 0.16;
    const { centre: discard, lie } = this.pile;
    return () => {
      ghosts.forEach((ghost, i) => {
        const start = i === 0 ? a : b;
        const side = i === 0 ? -1 : 1;
        const to = (point) => `translate(${point[0] - start[0]}px, ${point[1] - start[1]}px)`;
        this.play(ghost, [
          { transform: "none", opacity: 1 },
          { transform: `${to([meet[0] + side * spread, meet[1]])} scale(1.06)`,
            offset: 0.4, easing: "ease-in" },
          { transform: `${to([discard[0] + side * 2, discard[1]])} ${lie}`, opacity: 1, offset: 0.9 },
          { transform: `${to(discard)} ${lie}`, opacity: 0 },
        ], { duration: FLY, easing: "ease-out" }).then(() => ghost.remove());
      });
    };
  }

  /** A draw: the stock's top card travels to the waste, face down, and turns over once its
   * face is known (at once from Python's event; from a prediction, when Python answers). */
  draw(event, id) {
    const { stock, waste } = this.dom;
    const below = this.ghost(waste);
    const card = this.ghost(stock);
    const generation = this.generation;
    const path = this.offset(waste, stock);
    const face = event.rank !== undefined ? Promise.resolve(event.rank) : new Promise((resolve) => {
      this.faces.set(id, resolve);
      setTimeout(() => resolve(null), WAIT_FOR_FACE);
    });
    return async () => {
      const hidden = this.hide(waste);
      await this.play(card, [
        { transform: "none" },
        { transform: `translate(${path}) scale(1.05)`, offset: 0.6 },
        { transform: `translate(${path})` },
      ], { duration: TRAVEL, easing: "ease-out" });
      const rank = await face;
      this.faces.delete(id);
      if (rank !== null && generation === this.generation) {
        await this.turn(card, waste, path);
      }
      below.remove();
      card.remove();
      hidden.cancel();
    };
  }

  /** A recycle: the waste turns face down and goes back onto the stock. */
  recycle() {
    const { stock, waste } = this.dom;
    const card = this.ghost(waste);
    const path = this.offset(stock, waste);
    return async () => {
      const hidden = this.hide(stock);
      await this.turn(card, stock, "0px, 0px");
      await this.play(card, [{ transform: "none" }, { transform: `translate(${path})` }],
        { duration: TRAVEL, easing: "ease-in-out" });
      card.remove();
      hidden.cancel();
    };
  }

  /** An undo: the move played backwards. */
  undo(event) {
    const { stock, waste } = this.dom;
    this.measure();
    if (event.move === "draw") return this.recycle(); // the card goes back, face down
    if (event.move === "recycle") {
      const card = this.ghost(stock);
      const path = this.offset(waste, stock);
      return async () => {
        const hidden = this.hide(waste);
        await this.play(card, [{ transform: "none" }, { transform: `translate(${path})` }],
          { duration: TRAVEL, easing: "ease-in-out" });
        await this.turn(card, waste, path);
        card.remove();
        hidden.cancel();
      };
    }
    return () => {
      for (const end of event.move.split("+")) {
        const element = this.element(end === "waste" ? "waste" : Number(end));
        const ghost = this.ghost(element);
        const hidden = this.hide(element);
        const start = centre(this.place(element));
        const from = `translate(${this.pile.centre[0] - start[0]}px, ${this.pile.centre[1] - start[1]}px) ${this.pile.lie}`;
        this.play(ghost, [
          { transform: from, opacity: 0 },
          { transform: from, opacity: 1, offset: 0.15 },
          { transform: "none", opacity: 1 },
        ], { duration: FLY * 0.8, easing: "ease-in-out" }).then(() => {
          ghost.remove();
          hidden.cancel();
        });
      }
    };
  }

  // --- helpers ------------------------------------------------------------------------------

  /** The board element of a target: a heart position, "stock" or "waste". */
  element(target) {
    return typeof target === "number" ? this.dom.cards[target] : this.dom[target];
  }

  /** A copy of `element`'s card picture as it looks now, laid over it in the motion layer. */
  ghost(element) {
    const { left, top, width, height } = this.place(element);
    const copy = h("div", { class: "hth-ghost" });
    copy.append(...[...element.querySelector(".hth-face").childNodes].map((node) => node.cloneNode(true)));
    Object.assign(copy.style, {
      left: `${left}px`, top: `${top}px`, width: `${width}px`, height: `${height}px`,
    });
    this.layer.append(copy);
    return copy;
  }

  /** `to`'s place less `from`'s, as "dx px, dy px". */
  offset(to, from) {
    const a = this.place(to);
    const b = this.place(from);
    return `${a.left - b.left}px, ${a.top - b.top}px`;
  }

  /** Hide `element`'s picture (never its button) until the returned animation is cancelled. */
  hide(element) {
    const animation = element.querySelector(".hth-face").animate([{ opacity: 0 }, { opacity: 0 }],
      { duration: WAIT_FOR_FACE + FLY, fill: "forwards" });
    this.running.add(animation);
    return animation;
  }

  /** Turn the ghost `card` (at `at`) over, to show the picture `element` shows. */
  async turn(card, element, at) {
    const place = `translate(${at})`;
    await this.play(card, [{ transform: `${place} scaleX(1)` }, { transform: `${place} scaleX(0)` }],
      { duration: TURN, easing: "ease-in" });
    card.replaceChildren(...[...element.querySelector(".hth-face").childNodes].map((node) => node.cloneNode(true)));
    await this.play(card, [{ transform: `${place} scaleX(0)` }, { transform: `${place} scaleX(1)` }],
      { duration: TURN, easing: "ease-out" });
  }

  /** Play `keyframes` on `element`; resolves when it ends (also when it is cancelled). */
  play(element, keyframes, options) {
    const animation = element.animate(keyframes, { fill: "forwards", ...options });
    this.running.add(animation);
    return animation.finished.then(() => {}, () => {}).finally(() => this.running.delete(animation));
  }
}
