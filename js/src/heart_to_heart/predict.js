// Instant feedback: the board a tap leads to, drawn in the frame of the click, before Python
// answers. It knows no rules: Python sends with each state what a tap on each target would
// do (`taps`) and each selectable card's partners (`pairs`), and a prediction only applies
// them. What a tap cannot tell in advance stays unknown: the card a draw turns over, the
// card under a paired waste top, the cards a pair frees, the score. After a move the next
// taps are unknown too, so a burst predicts up to its first move and no further. Python's
// states stay the truth: the view draws each one it receives with the taps not yet answered
// predicted again on top, so any disagreement is corrected at once.

/** A waste top not known yet: the card a draw is turning over ("back"), or the card a
 * pair uncovered on the waste ("hidden"). */
export const TURNING = "back";
export const HIDDEN = "hidden";

const SELECTING = new Set(["select", "deselect", "pair"]);

const key = (target) => String(target);
const targetOf = (name) => (name === "waste" ? name : Number(name));

/** What a tap on `target` does in `state` (`taps`' words), or null when not known. */
function effectOf(state, target) {
  return state.taps?.[key(target)] ?? null;
}

/** The partners of the card at `target`: the targets a tap would pair it with. */
function partners(state, target) {
  return (state.pairs?.[key(target)] ?? []).map(key);
}

/**
 * `taps` once the selection is `selected`. A tap on a selectable card selects it, deselects
 * it when it is the selected one, and pairs it when it is one of the selected card's
 * partners: `taps` and `pairs` say which cards are selectable and which pair.
 */
function tapsWith(state, selected) {
  const paired = selected === null ? [] : partners(state, selected);
  return Object.fromEntries(Object.entries(state.taps).map(([name, effect]) => {
    if (!SELECTING.has(effect)) return [name, effect];
    if (selected === null) return [name, "select"];
    if (name === key(selected)) return [name, "deselect"];
    return [name, paired.includes(name) ? "pair" : "select"];
  }));
}

/** `state` with `selected` as the selection, placement help following it. */
function withSelection(state, selected) {
  const help = state.placement_help;
  const taps = tapsWith(state, selected);
  const selectable = Object.keys(taps).filter((name) => SELECTING.has(taps[name]));
  let outlined = [];
  let dimmed = [];
  if (help && selected === null) {
    outlined = Object.keys(state.pairs ?? {});
  } else if (help) {
    outlined = partners(state, selected);
    dimmed = selectable.filter((name) => name !== key(selected) && !outlined.includes(name));
  }
  return {
    ...state, selected, taps, outlined: outlined.map(targetOf), dimmed: dimmed.map(targetOf),
  };
}

/** `state` after a move whose outcome only Python knows: no taps, no selection, no help. */
function moved(state, changes) {
  return {
    ...state, selected: null, outlined: [], dimmed: [], taps: null, pairs: null, ...changes,
  };
}

/** `state` after a draw or recycle: a selected heart card stays selected, its help kept
 * but for the waste, whose new top card is not known yet; a selected waste card goes. */
function turned(state, changes) {
  if (state.selected === null || state.selected === "waste") return moved(state, changes);
  const heart = (targets) => targets.filter((target) => target !== "waste");
  return {
    ...state, taps: null, pairs: null, outlined: heart(state.outlined),
    dimmed: heart(state.dimmed), ...changes,
  };
}

/**
 * A tap on `target` in `state`: `{state, event}`, the board it leads to and the event
 * Python will send for it (without what only Python knows, such as a drawn card's rank),
 * or null when `state` cannot tell (after a move not yet answered).
 */
export function predictTap(state, target) {
  const effect = effectOf(state, target);
  if (effect === null) return null;
  if (effect === "select") {
    const refused = state.selected !== null;
    return {
      state: withSelection(state, target),
      event: refused ? { kind: "refuse", target, reason: "same_rank" } : { kind: "select", target },
    };
  }
  if (effect === "deselect") {
    return { state: withSelection(state, null), event: { kind: "deselect", target } };
  }
  if (effect === "pair") return pair(state, state.selected, target);
  if (effect === "draw") {
    return {
      state: turned(state, {
        stock_count: state.stock_count - 1, waste_count: state.waste_count + 1,
        waste_top: TURNING,
      }),
      event: { kind: "move", move: "draw" },
    };
  }
  if (effect === "recycle") {
    return {
      state: turned(state, { stock_count: state.waste_count, waste_count: 0, waste_top: null }),
      event: { kind: "move", move: "recycle", cards: state.waste_count },
    };
  }
  const reason = effect === "none" ? "over" : effect; // covered, empty
  return { state, event: { kind: "refuse", target, reason } };
}

/** The pair of `a` and `b` leaving: their places empty, the rest as it was. */
function pair(state, a, b) {
  const ends = [a, b];
  const positions = ends.filter((end) => end !== "waste").sort((x, y) => x - y);
  const heart = state.heart.map((rank, p) => (positions.includes(p) ? null : rank));
  const changes = {
    heart, free: state.free.filter((p) => !positions.includes(p)),
  };
  if (ends.includes("waste")) {
    const left = state.waste_count - 1;
    Object.assign(changes, { waste_count: left, waste_top: left > 0 ? HIDDEN : null });
  }
  const move = ends.includes("waste") ? `${positions[0]}+waste` : positions.join("+");
  return { state: moved(state, changes), event: { kind: "move", move } };
}

/** Whether Python's `event` answers `intent`: a tap ({kind: "tap", target}), or an undo,
 * restart or new game. */
export function answers(event, intent) {
  if (!event) return false;
  if (intent.kind !== "tap") return event.kind === intent.kind;
  const target = key(intent.target);
  if (event.kind === "move") {
    if (event.move === "draw" || event.move === "recycle") return target === "stock";
    return event.move.split("+").includes(target);
  }
  return ["select", "deselect", "refuse"].includes(event.kind) && key(event.target) === target;
}

/**
 * The intents sent and not yet answered, oldest first: taps, and the undos, restarts and
 * new games after which nothing can be predicted until Python answers them.
 */
export class Pending {
  constructor(expiry) {
    this.expiry = expiry;
    this.intents = [];
    this.count = 0;
  }

  /** Note an intent just sent; its record: {kind, target, id, next, played}. */
  add(intent) {
    const record = { ...intent, id: ++this.count, at: performance.now(), next: null, played: null };
    this.intents.push(record);
    return record;
  }

  /** Python's new `event`: drop the intents it answers (and any older ones); the intent it
   * answers, or null when it came from elsewhere (a cell, another view). */
  settle(event) {
    const index = this.intents.findIndex((intent) => answers(event, intent));
    if (index < 0) return null;
    return this.intents.splice(0, index + 1)[index];
  }

  /**
   * `python` with the taps not yet answered predicted on top. Each tap's `next` is the
   * event its prediction expects, or null where it cannot be told; an intent older than
   * the expiry (Python never answered it) is dropped.
   */
  apply(python) {
    const now = performance.now();
    this.intents = this.intents.filter((intent) => now - intent.at < this.expiry);
    let state = python;
    for (const intent of this.intents) {
      const predicted = intent.kind === "tap" ? predictTap(state, intent.target) : null;
      intent.next = predicted?.event ?? null;
      state = predicted?.state ?? { ...state, taps: null };
    }
    return state;
  }
}
