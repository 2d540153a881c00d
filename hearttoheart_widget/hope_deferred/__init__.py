"""Hope Deferred (German: Herz zu Herz), a patience of pure luck: engine, simulation, widget."""

from .cards import Card, Suit
from .codes import make_code, read_code
from .engine import HopeDeferredGame, IllegalStepError, Result, Step
from .fast import outcomes
from .simulate import SimulationResult, simulate
from .variants import ROUNDS, Variant
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
    "make_code",
    "outcomes",
    "read_code",
    "simulate",
]
