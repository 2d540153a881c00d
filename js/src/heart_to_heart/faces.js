// Card faces on the board, from the shared renderer (shared/cards.js): a face, a back, the
// faint outline of an emptied place, or nothing. An element holds its picture in a child
// `.hth-face`, replaced only when the look changes. Each look is parsed once, into a
// template that later pictures are cloned from: a tap redraws within its frame.
import { backSvg, cardSvg, emptySvg } from "../shared/cards.js";

const shown = new WeakMap();
const templates = new Map();

/**
 * The markup of a look: `{rank, state, size, label}` a face (state "free" or "covered",
 * size "full", "compact" or "mini"), `"back"` a card face down, `"empty"` an emptied
 * place, `null` nothing.
 */
function markup(look) {
  if (look === null) return "";
  if (look === "back") return backSvg();
  if (look === "empty") return emptySvg();
  const { rank, state, size, label } = look;
  return cardSvg(rank, "hearts", { size, state, label });
}

/** The template of `look` (see `markup`), parsed the first time only. */
function template(look) {
  const key = JSON.stringify(look);
  let found = templates.get(key);
  if (found === undefined) {
    found = document.createElement("template");
    found.innerHTML = markup(look);
    templates.set(key, found);
  }
  return found;
}

/** A copy of the picture of `look`. */
export function picture(look) {
  return template(look).content.cloneNode(true);
}

/** Show `look` (see `markup`) in `element`'s `.hth-face`. */
export function paint(element, look) {
  const key = JSON.stringify(look);
  if (shown.get(element) === key) return;
  shown.set(element, key);
  element.querySelector(".hth-face").replaceChildren(picture(look));
}

/** The look of a face of `rank` in `state` ("free" or "covered") at face `size`. */
export function face(rank, state, size, t) {
  return { rank, state, size, label: t(`rank_${rank}`) };
}

/** Parse every face of `size` in `t`'s language ahead of need, while the page is idle. */
export function prepareFaces(size, t) {
  const idle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
  idle(() => {
    for (let rank = 1; rank <= 13; rank++) {
      for (const state of ["free", "covered"]) template(face(rank, state, size, t));
    }
  });
}
