"""What ``common`` knows of Hope Deferred (see :mod:`hearttoheart_widget.common.registry`).

A game of pure luck: its panel shows no best time and no fewest moves to aim at."""

from __future__ import annotations

from hearttoheart_widget.common.registry import Declaration

from .help_picture import help_picture

DECLARATION = Declaration(
    key="hope_deferred",
    title="Hope Deferred",
    command="hope-deferred",
    widget="hearttoheart_widget.hope_deferred:HopeDeferred",
    help_picture=help_picture,
    code_prefix="HD1-",
    link_letters={"deal": "d", "gather": "g"},
    reviewer="hearttoheart_widget.hope_deferred.review",
    statistics=("played", "won", "win_rate", "current_streak", "best_streak", "best_score"),
)
