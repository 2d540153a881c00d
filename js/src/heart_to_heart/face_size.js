// The size of Heart to Heart's card faces: they follow the cards' width (see
// shared/face_size.js), full faces on a desk and compact ones on a phone. The faces of the
// size and language shown are parsed ahead, while the page is idle (faces.js).
import { faceSize } from "../shared/cards.js";
import { watchFaceSize } from "../shared/face_size.js";
import { prepareFaces } from "./faces.js";

export class FaceSize {
  /** Follow the width of `card`, a heart card; `resized()` redraws the board at `size`. */
  constructor(shell, card, resized) {
    this.shell = shell;
    this.size = "compact";
    this.prepared = null;
    this.observer = watchFaceSize(card, {
      wanted: (entry) => {
        const width = entry.borderBoxSize[0].inlineSize;
        return width === 0 ? null : faceSize(width);
      },
      shown: () => this.size,
      resize: (size) => {
        this.size = size;
        this.prepare();
        resized();
      },
    });
  }

  /** Parse the faces of the size and language shown, unless they were already. */
  prepare() {
    const { shell, size } = this;
    if (this.prepared === `${size} ${shell.language}`) return;
    this.prepared = `${size} ${shell.language}`;
    prepareFaces(size, shell.t);
  }

  dispose() {
    this.observer.disconnect();
  }
}
