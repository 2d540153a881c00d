"""A plain-text picture of a Heart to Heart game, for terminals and logs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .geometry import ROWS, X
from .ranks import short_name

if TYPE_CHECKING:
    from .game import Game

_CELL = 4  # characters per card width


def draw(game: Game) -> str:
    """The heart row by row, then stock, waste and counters.

    A free card shows as ``[ Q]``, a covered one as ``( Q)``, a removed position as dots,
    and the selected card as ``<Q >``-style angle brackets.
    """
    lines = []
    for row in ROWS:
        line = [" "] * (_CELL * 6)
        for p in row:
            start = int((X[p] + 2.5) * _CELL)
            line[start : start + _CELL] = _card(game, p)
        lines.append("".join(line).rstrip())
    top = game.waste_top
    waste = "empty" if top is None else short_name(top)
    if game.selected == "waste":
        waste = f"<{waste}>"
    minutes, seconds = divmod(int(game.elapsed), 60)
    count = len(game.waste)
    lines.append(f"stock {len(game.stock)}   waste {waste} ({count} card{'s' * (count != 1)})")
    lines.append(
        f"score {game.score}   moves {game.moves}   time {minutes}:{seconds:02d}   "
        f"{game.code or 'explicit cards'}   {game.status.replace('_', ' ')}"
    )
    return "\n".join(lines)


def _card(game: Game, position: int) -> str:
    rank = game.rank_at(position)
    if rank is None:
        return " .. "
    label = short_name(rank).rjust(2)
    if game.selected == position:
        return f"<{label}>"
    return f"[{label}]" if game.is_free(position) else f"({label})"
