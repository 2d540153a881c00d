// Instant feedback: the board a tap leads to, drawn in the frame of the click, before Python
// answers. It decides nothing: Python sends with each state, in `previews`, what a tap on
// each target leads to for every selection the player can reach without a move (the word
// of its event, the selection left and its outlines and dims, or what a move changes on the
// board), and a prediction only looks it up and applies it. What a tap cannot tell in
// advance stays unknown: the card a draw turns over, the card under a paired waste top, the
// cards a pair frees, the score. After a move the next taps are unknown too, so a burst
// predicts up to its first move and no further. Python's states stay the truth: the view
// draws each one it receives with the taps not yet answered predicted on top, so any
// disagreement is corrected at once.

/** A waste top not known yet: the card a draw is turning over ("back"), or the card a
 * pair uncovered on the waste ("hidden"). Python's previews name them so. */
export const TURNING = "back";
export const HIDDEN = "hidden";

/** A selection or target as `previews` names it: "" for none, else the target's text. */
const key = (target) => (target === null ? "" : String(target));
const targetOf = (name) => (name === "" ? null : name === "waste" ? name : Number(name));

/** The reason Python refuses a tap on `target` whatever is selected, or undefined. */
function refusal(previews, target) {
  return Object.keys(previews.refused).find((reason) => previews.refused[reason].includes(target));
}

/** `state` with the selection `after` ("" for none, null when not known after a move) and
 * the outlines and dims Python sent for it, but none on a waste that shows no known card. */
function marked(state, after, previews) {
  const [outlined, dimmed] = after === null ? [[], []] : previews.marks[after];
  const shown = (targets) => (typeof state.waste_top === "number"
    ? targets : targets.filter((target) => target !== "waste"));
  return { ...state, selected: after === null ? null : targetOf(after),
    outlined: shown(outlined), dimmed: shown(dimmed) };
}

/** `state` after the move Python described in `changes`: positions removed, counters and
 * waste top set; nothing more is known until Python answers. */
function moved(state, changes) {
  const { removed = [], ...counts } = changes;
  return {
    ...state, ...counts, previews: null,
    heart: state.heart.map((rank, p) => (removed.includes(p) ? null : rank)),
    free: state.free.filter((p) => !removed.includes(p)),
  };
}

/**
 * A tap on `target` in `state`: `{state, event}`, the board it leads to and the event
 * Python will send for it (without what only Python knows, such as a drawn card's rank),
 * or null when `state` cannot tell (after a move not yet answered).
 */
export function predictTap(state, target) {
  const previews = state.previews;
  if (!previews) return null;
  const reason = refusal(previews, target);
  if (reason !== undefined) return { state, event: { kind: "refuse", target, reason } };
  const result = previews.taps[key(state.selected)]?.[key(target)];
  if (result === undefined) return null;
  const [word, after] = result;
  const changes = previews.moves[word];
  if (changes !== undefined) {
    return { state: marked(moved(state, changes), after, previews), event: { kind: "move", move: word } };
  }
  const event = word === "same_rank" ? { kind: "refuse", target, reason: word } : { kind: word, target };
  return { state: marked(state, after, previews), event };
}

/** The targets a tap on which makes the move of Python's text `move` ("draw", "recycle",
 * "12+14", "24+waste"): the stock, or the pair's two ends. tests/test_js_lists.py feeds it
 * the text of every move. */
export function moveTargets(move) {
  return move === "draw" || move === "recycle" ? ["stock"] : move.split("+").map(targetOf);
}

/** Whether Python's `event` answers `intent`: a tap ({kind: "tap", target}), or an undo,
 * restart or new game. */
export function answers(event, intent) {
  if (!event) return false;
  if (intent.kind !== "tap") return event.kind === intent.kind;
  const target = key(intent.target);
  if (event.kind === "move") return moveTargets(event.move).map(key).includes(target);
  return ["select", "deselect", "refuse"].includes(event.kind) && key(event.target) === target;
}
