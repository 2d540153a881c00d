// Card faces that follow the board's width: both games draw full faces on a desk and
// compact ones on a phone. An observer of the board's box asks the game, after each change
// of size, which face size its cards should have; when that is not the one shown, the game
// redraws them.

/**
 * Watch `element`'s box: `wanted(entry)` is the face size the cards should have now (null
 * when it cannot tell yet), `shown()` the one they have; when the two differ,
 * `resize(size)`. Returns the observer (disconnect it when the view goes).
 */
export function watchFaceSize(element, { wanted, shown, resize }) {
  const observer = new ResizeObserver(([entry]) => {
    const size = wanted(entry);
    if (size !== null && size !== shown()) resize(size);
  });
  observer.observe(element);
  return observer;
}
