// Review mode on a game's board: the step of review mode the board shows instead of the
// game, or null while it shows the game. The review panel (review.js) paints each step
// through the `review` hooks of the game's view, which this makes.

export class ReviewStep {
  constructor() {
    this.shown = null;
  }

  /**
   * The view's `review` hooks: `enter()` when review mode paints its first step (stop what
   * still plays on the board), `paint()` to paint the board (`shown` is the step:
   * {review, k, state}), `leave()` when the board goes back to the game.
   */
  hooks({ enter, paint, leave }) {
    return {
      paint: (review, k, state) => {
        if (this.shown === null) enter();
        this.shown = { review, k, state };
        paint();
      },
      leave: () => {
        this.shown = null;
        leave();
      },
    };
  }
}
