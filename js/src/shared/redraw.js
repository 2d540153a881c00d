// A view redraws once for a burst of trait changes: a move changes several traits at once.

/** A function that runs `draw` once, in a microtask, however often it is called before. */
export function batched(draw) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      draw();
    });
  };
}
