"""Heart to Heart, the solitaire of pairs in a heart of cards: rules, table, solver, widget.

:class:`Game` holds the rules, :class:`Table` the table around them (selection, taps,
settings, clock), and :class:`HeartToHeart` is the widget, imported (and with it anywidget
and traitlets) only when it is first used. The solver family lives in :mod:`.solving`, the
lessons' tools in :mod:`.teaching`; :func:`review` judges every move of a game. Which deal
to play, above the rules and the solver, is :mod:`.dealing`'s: :func:`random_deal` and
:func:`daily_deal`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hearttoheart_widget.common.errors import (
    GameError,
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidSaveError,
    ReviewError,
)

from .dealing import daily_deal, random_deal
from .game import Game, Snapshot
from .game_review import Review, ReviewEntry, review
from .moves import Move, Played, format_moves, parse_moves
from .solving.solver import Hint, hint, is_winnable, solve
from .solving.statistics import DealStatistics, deal_statistics
from .table import Table

if TYPE_CHECKING:
    from .widget import HeartToHeart

__all__ = [
    "DealStatistics",
    "Game",
    "GameError",
    "HeartToHeart",
    "Hint",
    "IllegalMoveError",
    "InvalidCodeError",
    "InvalidMoveError",
    "InvalidSaveError",
    "Move",
    "Played",
    "Review",
    "ReviewEntry",
    "ReviewError",
    "Snapshot",
    "Table",
    "daily_deal",
    "deal_statistics",
    "format_moves",
    "hint",
    "is_winnable",
    "parse_moves",
    "random_deal",
    "review",
    "solve",
]


def __getattr__(name: str) -> Any:
    """Import the widget on first use, so that scripts using the engine stay light."""
    if name == "HeartToHeart":
        from .widget import HeartToHeart

        return HeartToHeart
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
