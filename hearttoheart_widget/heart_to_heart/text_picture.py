"""A plain-text picture of a Heart to Heart board, for terminals and logs.

It is drawn from plain data (ranks, free positions, counters), as :mod:`.picture` draws
the SVG one, so it needs nothing of :class:`~.game.Game`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from .geometry import ROWS, X
from .moves import Target
from .ranks import short_name

_CELL = 4  # characters per card width


def draw(
    heart: Sequence[int | None],
    free: Collection[int],
    stock_count: int,
    waste: Sequence[int],
    *,
    code: str | None,
    score: int,
    moves: int,
    status: str,
    selected: Target | None = None,
    elapsed: float | None = None,
    positions: bool = False,
) -> str:
    """The heart row by row, then stock, waste and counters.

    ``heart`` holds 25 ranks (None for an emptied place), ``free`` the positions nothing
    covers, ``waste`` its ranks bottom to top. A free card shows as ``[ Q]``, a covered one
    as ``( Q)``, a removed position as dots, and the ``selected`` card (a table's) in angle
    brackets, ``< Q>``. The time shows when ``elapsed`` seconds are given. With
    ``positions``, a line under each row gives each place's number under its card.
    """
    lines = []
    for row in ROWS:
        lines.append(_row(row, lambda p: _card(heart[p], p in free, selected == p)))
        if positions:
            lines.append(_row(row, lambda p: str(p).center(_CELL)))
    top = short_name(waste[-1]) if waste else "empty"
    if selected == "waste":
        top = f"<{top}>"
    count = len(waste)
    lines.append(f"stock {stock_count}   waste {top} ({count} card{'s' * (count != 1)})")
    counters = [f"score {score}", f"moves {moves}"]
    if elapsed is not None:
        minutes, seconds = divmod(int(elapsed), 60)
        counters.append(f"time {minutes}:{seconds:02d}")
    counters += [code or "custom deal", status]
    lines.append("   ".join(counters))
    return "\n".join(lines)


def _row(row: tuple[int, ...], cell: Callable[[int], str]) -> str:
    """One row of the heart, each place's ``cell(p)`` at its column."""
    line = [" "] * (_CELL * 6)
    for p in row:
        start = int((X[p] + 2.5) * _CELL)
        line[start : start + _CELL] = cell(p)
    return "".join(line).rstrip()


def _card(rank: int | None, free: bool, selected: bool) -> str:
    if rank is None:
        return " .. "
    label = short_name(rank).rjust(2)
    if selected:
        return f"<{label}>"
    return f"[{label}]" if free else f"({label})"
