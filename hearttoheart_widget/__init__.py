"""Heart to Heart, the solitaire of pairs in a heart of cards: engine and Jupyter widget."""

from __future__ import annotations

from .game import Game, Snapshot
from .moves import IllegalMove, Move, format_moves, parse_moves
from .solver import Hint, hint, is_winnable, solve
from .statistics import DealStatistics, deal_statistics
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
