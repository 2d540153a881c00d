"""Engine speed: random playouts in moves per second, and the cost of copy and undo.

Run: ``python benchmarks/engine.py``. Prints figures; asserts nothing.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from hearttoheart_widget import Game


def _best_of(repeats: int, run: Callable[[], int]) -> tuple[float, int]:
    """The fastest of ``repeats`` runs: (seconds, units of work done)."""
    best = (float("inf"), 0)
    for _ in range(repeats):
        start = time.perf_counter()
        units = run()
        best = min(best, (time.perf_counter() - start, units))
    return best


def random_playouts(games: int = 2000) -> int:
    """Play ``games`` deals to the end with random legal moves; returns the moves made."""
    rng = random.Random(1)
    moves = 0
    for number in range(games):
        game = Game.from_number(number)
        while game.status == "playing" and game.moves < 500:
            legal = game.legal_moves()
            game.play(legal[rng.randrange(len(legal))])
        moves += game.moves
    return moves


def draws_and_undos(count: int = 200_000) -> int:
    """Draw and undo ``count`` times on one game; returns the undo count."""
    game = Game.from_number(3)
    for _ in range(count):
        game.draw()
        game.undo()
    return count


def copies(count: int = 100_000) -> int:
    """Copy a mid-game position ``count`` times."""
    game = Game.from_number(3)
    for _ in range(40):
        game.play(game.legal_moves()[0])
    for _ in range(count):
        game.copy()
    return count


def deals(count: int = 20_000) -> int:
    """Deal ``count`` games from their numbers (shuffle included)."""
    for number in range(count):
        Game.from_number(number)
    return count


def main() -> None:
    seconds, moves = _best_of(3, random_playouts)
    print(f"random playouts: {moves / seconds:,.0f} moves/s ({moves:,} moves in {seconds:.2f} s)")
    seconds, count = _best_of(3, draws_and_undos)
    print(f"draw + undo:     {seconds / count * 1e6:.2f} us per pair of calls")
    seconds, count = _best_of(3, copies)
    print(f"copy:            {seconds / count * 1e6:.2f} us per copy")
    seconds, count = _best_of(3, deals)
    print(f"deal from code:  {seconds / count * 1e6:.1f} us per deal")


if __name__ == "__main__":
    main()
