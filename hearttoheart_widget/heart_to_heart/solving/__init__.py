"""Heart to Heart's solver family: the exact search, the solver and hints, the fewest-moves
search and the statistics over many deals.

The rules know nothing of it (a winnable or daily deal is :mod:`..dealing`'s, above both),
so this package imports its modules and exports what they are for.
"""

from __future__ import annotations

from .fewest_moves import fewest_moves
from .search import is_winnable_deal
from .solver import Hint, hint, is_winnable, solve
from .statistics import DealStatistics, deal_statistics

__all__ = [
    "DealStatistics",
    "Hint",
    "deal_statistics",
    "fewest_moves",
    "hint",
    "is_winnable",
    "is_winnable_deal",
    "solve",
]
