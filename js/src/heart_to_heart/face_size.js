// The size of Heart to Heart's card faces: they follow the cards' width (see
// shared/face_size.js), full faces on a desk and compact ones on a phone. The faces of the
// size and language shown are parsed ahead, while the page is idle (faces.js).
import { faceSize } from "../shared/cards.js";
import { watchFaceSize } from "../shared/face_size.js";
import { prepareFaces } from "./faces.js";

/**
 * Follow the width of `card`, a heart card; `resized()` redraws the board at the new size.
 * Returns `size()`, the face size now, `prepare()`, which parses the faces of that size
 * and language unless they were already, and `dispose()`.
 */
export function createFaceSize(shell, card, resized) {
  let size = "compact";
  let prepared = null;
  const prepare = () => {
    if (prepared === `${size} ${shell.language}`) return;
    prepared = `${size} ${shell.language}`;
    prepareFaces(size, shell.t);
  };
  const observer = watchFaceSize(card, {
    wanted: (entry) => {
      const width = entry.borderBoxSize[0].inlineSize;
      return width === 0 ? null : faceSize(width);
    },
    shown: () => size,
    resize: (wanted) => {
      size = wanted;
      prepare();
      resized();
    },
  });
  return { size: () => size, prepare, dispose: () => observer.disconnect() };
}
