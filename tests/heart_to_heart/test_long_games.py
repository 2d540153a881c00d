"""A widget's move costs the same however long the game has run.

The stock can be turned over without end, so a game has no longest length. Nothing a
move or an undo does may walk or copy the history: the same draws and undos are made on
the same position, once after a few hundred moves and once after 20,000 or more besides,
and the Python lines they run and the memory they take at their peak are counted
(operations, not time, so a busy machine changes nothing). The lines must be the same,
and the memory within a few kilobytes, where a copy of a list of 20,000 moves takes
160 KB. benchmarks/long_games.py measures the time.
"""

from __future__ import annotations

import gc
import sys
import tracemalloc
from types import FrameType
from typing import Any

import pytest

from hearttoheart_widget import Game, HeartToHeart, parse_moves

#: Openings before the draws: a deal still winnable, one whose win was given away at move
#: 20, and one never winnable, as Show if winnable tells them apart.
OPENINGS = {
    "still winnable": ("HH1-N-AAAAAAB", ""),
    "given away": (
        "HH1-N-AAAAAAB",
        "draw 24+waste" + " draw" * 7 + " 22+waste" + " draw" * 9 + " 19+waste",
    ),
    "never winnable": ("HH1-N-AAAAAAC", ""),
}
DRAWS = 10


def after_rounds(code: str, opening: str, rounds: int) -> Game:
    """The game after ``opening``, then the stock drawn out and recycled ``rounds`` times:
    the same position whatever ``rounds`` is (a recycle turns the waste back in order),
    with a longer history."""
    game = Game.from_code(code)
    game.replay(parse_moves(opening))
    for _ in range(rounds):
        while game.stock:
            game.draw()
        game.recycle()
    return game


def cost(widget: HeartToHeart) -> tuple[int, int]:
    """The lines of Python that ``DRAWS`` draws of ``widget``, each undone and made
    again, run, and the most memory they held at once, in bytes (the garbage collector
    held off, so both are exact)."""
    lines = 0

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal lines
        lines += event == "line"
        return trace

    gc.disable()
    tracemalloc.start()
    sys.settrace(trace)
    try:
        for _ in range(DRAWS):
            widget.draw()
            widget.undo()
            widget.draw()
    finally:
        sys.settrace(None)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        gc.enable()
    return lines, peak


@pytest.mark.parametrize("show_winnable", [False, True])
@pytest.mark.parametrize("game", OPENINGS)
def test_a_move_costs_the_same_after_20_000_moves_more(game: str, show_winnable: bool) -> None:
    code, opening = OPENINGS[game]
    short, long = after_rounds(code, opening, 10), after_rounds(code, opening, 810)
    assert long.moves - short.moves >= 20_000
    assert long.snapshot().heart == short.snapshot().heart
    assert (long.stock, long.waste) == (short.stock, short.waste)
    costs = []
    for played in (short, long, short):  # the first pass warms every cache up
        widget = HeartToHeart(game=played, show_winnable=show_winnable, record=False)
        costs.append(cost(widget))
    (lines, peak), (more_lines, more_peak) = costs[2], costs[1]
    assert more_lines == lines  # no walk along the moves
    assert more_peak - peak < 16_000  # no copy of them, at 8 bytes each
