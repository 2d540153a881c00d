"""Heart to Heart, the solitaire of pairs in a heart of cards: engine and Jupyter widget.

:class:`Game` holds the rules, :class:`Table` the table around them (selection, taps,
settings, clock), and :class:`HeartToHeart` is the widget. The engine imports nothing
outside the standard library; the widget, and with it anywidget and traitlets, is imported
only when ``HeartToHeart`` is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common.errors import (
    GameError,
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidSaveError,
)
from .game import Game, Snapshot
from .moves import Move, format_moves, parse_moves
from .solver import Hint, hint, is_winnable, solve
from .statistics import DealStatistics, deal_statistics
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
    "Snapshot",
    "Table",
    "deal_statistics",
    "format_moves",
    "hint",
    "is_winnable",
    "parse_moves",
    "solve",
]
__version__ = "0.2.0"


def __getattr__(name: str) -> Any:
    """Import the widget on first use, so that scripts using the engine stay light."""
    if name == "HeartToHeart":
        from .widget import HeartToHeart

        return HeartToHeart
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
