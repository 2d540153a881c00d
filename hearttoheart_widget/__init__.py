"""Heart to Heart, the solitaire of pairs in a heart of cards: engine and Jupyter widget.

The engine imports nothing outside the standard library; the widget, and with it anywidget
and traitlets, is imported only when ``HeartToHeart`` is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .game import Game, Snapshot
from .moves import IllegalMove, Move, format_moves, parse_moves
from .solver import Hint, hint, is_winnable, solve
from .statistics import DealStatistics, deal_statistics

if TYPE_CHECKING:
    from .widget import HeartToHeart

__all__ = [
    "DealStatistics",
    "Game",
    "HeartToHeart",
    "Hint",
    "IllegalMove",
    "Move",
    "Snapshot",
    "deal_statistics",
    "format_moves",
    "hint",
    "is_winnable",
    "parse_moves",
    "solve",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """Import the widget on first use, so that scripts using the engine stay light."""
    if name == "HeartToHeart":
        from .widget import HeartToHeart

        return HeartToHeart
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
