"""Hope Deferred (German: Herz zu Herz), a patience of pure luck: engine, simulation, widget.

The widget (and with it anywidget) is imported only when ``HopeDeferred`` is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import Card, Suit
from .codes import make_code, read_code
from .engine import HopeDeferredGame, IllegalStepError, Result, Step
from .fast import outcomes
from .odds import exact_odds
from .simulate import SimulationResult, simulate
from .variants import ROUNDS, Variant

if TYPE_CHECKING:
    from .widget import HopeDeferred

__all__ = [
    "ROUNDS",
    "Card",
    "HopeDeferred",
    "HopeDeferredGame",
    "IllegalStepError",
    "Result",
    "SimulationResult",
    "Step",
    "Suit",
    "Variant",
    "exact_odds",
    "make_code",
    "outcomes",
    "read_code",
    "simulate",
]


def __getattr__(name: str) -> Any:
    """Import the widget on first use, so that simulations stay light."""
    if name == "HopeDeferred":
        from .widget import HopeDeferred

        return HopeDeferred
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
