"""Heart to Heart, the solitaire of pairs in a heart of cards: engine and Jupyter widget."""

from __future__ import annotations

from .game import Game, Snapshot
from .moves import IllegalMove, Move, format_moves, parse_moves
from .widget import HeartToHeart

__all__ = [
    "Game",
    "HeartToHeart",
    "IllegalMove",
    "Move",
    "Snapshot",
    "format_moves",
    "parse_moves",
]
__version__ = "0.1.0"
