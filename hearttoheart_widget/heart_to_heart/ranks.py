"""Card ranks 1..13 (Ace to King) and their short and long English names."""

from __future__ import annotations

RANKS = range(1, 14)
COPIES = 4

_SHORT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_LONG = (
    "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King",
)  # fmt: skip


def short_name(rank: int) -> str:
    """``A``, ``2`` ... ``10``, ``J``, ``Q``, ``K``."""
    return _SHORT[rank - 1]


def long_name(rank: int) -> str:
    """``Ace``, ``2`` ... ``10``, ``Jack``, ``Queen``, ``King``."""
    return _LONG[rank - 1]


def is_rank(value: object) -> bool:
    """Whether ``value`` is an int rank 1..13 (``bool`` excluded)."""
    return type(value) is int and 1 <= value <= 13
