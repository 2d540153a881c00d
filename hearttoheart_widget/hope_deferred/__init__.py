"""Hope Deferred (German: Herz zu Herz), a patience of pure luck: rules, simulation, widget.

:class:`HopeDeferredGame` holds the rules, :class:`HopeDeferredTable` the table around
them (taps on the stock, the clock, events), and :class:`HopeDeferred` is the widget,
imported (and with it anywidget) only when it is first used. :func:`review` follows a
game's chance of a win, move by move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hearttoheart_widget.common.contract import Status
from hearttoheart_widget.common.errors import (
    GameError,
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidSaveError,
    ReviewError,
)

from .cards import Card, Suit
from .codes import format_code, make_code, parse_code, read_code
from .game import HopeDeferredGame
from .game_review import Review, ReviewEntry, review
from .moves import Move, Played, describe, format_moves, parse_moves
from .narration import narrate
from .odds import exact_odds
from .outcomes import outcomes
from .simulate import SimulationResult, simulate
from .table import HopeDeferredTable
from .variants import ROUNDS, Variant

if TYPE_CHECKING:
    from .widget import HopeDeferred

__all__ = [
    "ROUNDS",
    "Card",
    "GameError",
    "HopeDeferred",
    "HopeDeferredGame",
    "HopeDeferredTable",
    "IllegalMoveError",
    "InvalidCodeError",
    "InvalidMoveError",
    "InvalidSaveError",
    "Move",
    "Played",
    "Review",
    "ReviewEntry",
    "ReviewError",
    "SimulationResult",
    "Status",
    "Suit",
    "Variant",
    "describe",
    "exact_odds",
    "format_code",
    "format_moves",
    "make_code",
    "narrate",
    "outcomes",
    "parse_code",
    "parse_moves",
    "read_code",
    "review",
    "simulate",
]


def __getattr__(name: str) -> Any:
    """Import the widget on first use, so that simulations stay light."""
    if name == "HopeDeferred":
        from .widget import HopeDeferred

        return HopeDeferred
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
