"""A plain-text picture of a Heart to Heart game, for terminals and logs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .geometry import ROWS, X
from .ranks import short_name

if TYPE_CHECKING:
    from .game import Game
    from .moves import Target

_CELL = 4  # characters per card width


def draw(game: Game, *, selected: Target | None = None, elapsed: float | None = None) -> str:
    """The heart row by row, then stock, waste and counters.

    A free card shows as ``[ Q]``, a covered one as ``( Q)``, a removed position as dots,
    and the ``selected`` card (a table's) in angle brackets, ``< Q>``. The time shows when
    ``elapsed`` seconds are given.
    """
    lines = []
    for row in ROWS:
        line = [" "] * (_CELL * 6)
        for p in row:
            start = int((X[p] + 2.5) * _CELL)
            line[start : start + _CELL] = _card(game, p, selected)
        lines.append("".join(line).rstrip())
    top = game.waste_top
    waste = "empty" if top is None else short_name(top)
    if selected == "waste":
        waste = f"<{waste}>"
    count = len(game.waste)
    lines.append(f"stock {len(game.stock)}   waste {waste} ({count} card{'s' * (count != 1)})")
    counters = [f"score {game.score}", f"moves {game.moves}"]
    if elapsed is not None:
        minutes, seconds = divmod(int(elapsed), 60)
        counters.append(f"time {minutes}:{seconds:02d}")
    counters += [game.code or "explicit cards", game.status]
    lines.append("   ".join(counters))
    return "\n".join(lines)


def _card(game: Game, position: int, selected: Target | None) -> str:
    rank = game.rank_at(position)
    if rank is None:
        return " .. "
    label = short_name(rank).rjust(2)
    if selected == position:
        return f"<{label}>"
    return f"[{label}]" if game.is_free(position) else f"({label})"
