"""A widget's cost per move in a long game: 1,000, 20,000 and 200,000 moves already made.

Run: ``.venv/bin/python benchmarks/long_games.py``. The stock can be turned over without
end, so a game has no longest length; a move's cost must not grow with the history. Each
game (one still winnable, one that gave its win away, one never winnable) is drawn up to
``n`` moves and put on a widget (``HeartToHeart(game=...)``); the widget then draws
again: the figure is the mean per draw, best of three runs, with Show if
winnable off and on. Everything a move costs the widget is in it: the table, the previews,
the records' check, the winnability check and the traits set. Hope Deferred's games hold
at most 26 moves (a save refuses more), so its cost per move cannot grow; its full game's
mean is printed for comparison. Prints figures; asserts nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from hearttoheart_widget import Game, HeartToHeart, parse_moves
from hearttoheart_widget.hope_deferred import HopeDeferred

LENGTHS = (1_000, 20_000, 200_000)
#: The games, by what Show if winnable says of them: the deal, and the moves made before
#: the draws (that third pair gives the win away).
GAMES = {
    "still winnable": ("HH1-N-AAAAAAB", ""),
    "given away at move 20": (
        "HH1-N-AAAAAAB",
        "draw 24+waste" + " draw" * 7 + " 22+waste" + " draw" * 9 + " 19+waste",
    ),
    "never winnable": ("HH1-N-AAAAAAC", ""),
}
#: Draws timed per run.
DRAWS = 300


def _best_of(repeats: int, run: Callable[[], int]) -> float:
    """The fastest of ``repeats`` runs, in seconds per unit of work."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        units = run()
        best = min(best, (time.perf_counter() - start) / units)
    return best


def drawn(code: str, opening: str, moves: int) -> Game:
    """The deal of ``code`` after the ``opening`` moves, then draws (and the recycles among
    them) up to ``moves`` moves in all."""
    game = Game.from_code(code)
    game.replay(parse_moves(opening))
    while game.moves < moves:
        game.draw()
    return game


def per_draw(game: Game, show_winnable: bool) -> float:
    """Seconds per draw of a widget made on ``game``, best of three runs."""
    widget = HeartToHeart(game=game, show_winnable=show_winnable, record=False)

    def run() -> int:
        for _ in range(DRAWS):
            widget.draw()
        return DRAWS

    return _best_of(3, run)


def hope_deferred_per_move() -> float:
    """Seconds per move of Hope Deferred's widget over a whole game, best of three."""

    def run() -> int:
        widget = HopeDeferred("HD1-CH-AAAAAAM", record=False)
        while widget.status == "playing":
            widget.step()
        return widget.game.moves

    return _best_of(3, run)


def main() -> None:
    for name, (code, opening) in GAMES.items():
        print(f"{code}, {name}: ms per draw by moves already made")
        for moves in LENGTHS:
            game = drawn(code, opening, moves)
            off, on = (per_draw(game, show) * 1000 for show in (False, True))
            print(f"  {moves:>7,} moves: {off:.3f} ms, {on:.3f} ms with Show if winnable on")
    print(f"Hope Deferred, a whole game: {hope_deferred_per_move() * 1000:.3f} ms per move")


if __name__ == "__main__":
    main()
