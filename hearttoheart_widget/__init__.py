"""Heart to Heart and Hope Deferred, two patience games, as Jupyter widgets and scriptable
Python engines.

Each game has its own package: :mod:`.heart_to_heart` (:class:`Game`, :class:`Table`,
:class:`HeartToHeart`) and :mod:`.hope_deferred`; what both share is in :mod:`.common`.
Heart to Heart's public names are also exported here, loaded on first use, so importing
one game loads none of the other's modules. The engines import nothing outside the
standard library; a widget, and with it anywidget and traitlets, is imported only when it
is first used.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .common.errors import (
    GameError,
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidSaveError,
    ReviewError,
)

if TYPE_CHECKING:
    from .heart_to_heart import (
        DealStatistics,
        Game,
        HeartToHeart,
        Hint,
        Move,
        Played,
        Snapshot,
        Table,
        daily_deal,
        deal_statistics,
        format_moves,
        hint,
        is_winnable,
        parse_moves,
        random_deal,
        review,
        solve,
    )

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
__version__ = "0.3.0"

_HEART_TO_HEART = frozenset(__all__) - {
    "GameError",
    "IllegalMoveError",
    "InvalidCodeError",
    "InvalidMoveError",
    "InvalidSaveError",
    "ReviewError",
}


def __getattr__(name: str) -> Any:
    """Heart to Heart's names, imported from :mod:`.heart_to_heart` on first use."""
    if name in _HEART_TO_HEART:
        return getattr(import_module(".heart_to_heart", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
