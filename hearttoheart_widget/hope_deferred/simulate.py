"""Win rates by simulation: many random deals played to the end, with a 95% interval."""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass

from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.common.reporting import ProgressBar, wilson_interval

from .cards import Suit
from .fast import BATCH, outcomes
from .variants import Variant

PROGRESS_FROM = 100_000
"""Runs of at least this many games show a progress bar unless told otherwise."""


@dataclass(frozen=True)
class SimulationResult:
    """How many of ``games`` random deals of a variant were won."""

    variant: Variant
    target: Suit
    games: int
    wins: int

    @property
    def rate(self) -> float:
        """The share of games won."""
        return self.wins / self.games

    @property
    def ci95(self) -> tuple[float, float]:
        """The Wilson score interval for the win rate at 95% confidence."""
        return wilson_interval(self.wins, self.games)

    def __str__(self) -> str:
        low, high = self.ci95
        return (
            f"{self.variant.title}, hunting {self.target.value}: {self.wins:,} of"
            f" {self.games:,} games won, {self.rate:.2%} (95% CI {low:.2%} to {high:.2%})"
        )


def simulate(
    n: int,
    variant: Variant | str = "classic",
    target: Suit | str = "hearts",
    seed: int | None = None,
    progress: bool | None = None,
) -> SimulationResult:
    """Play ``n`` random deals to the end and count the wins.

    The deal numbers come from ``random.Random(seed)``, so a seed repeats a run; without
    one they are drawn from the operating system's entropy. ``progress`` shows a bar on
    standard error; by default it does from ``PROGRESS_FROM`` games on.
    """
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    variant, target = Variant.parse(variant), Suit.parse(target)
    rng = random.Random(seed)
    if progress is None:
        progress = n >= PROGRESS_FROM
    bar = ProgressBar(n, sys.stderr, variant.title) if progress else None
    wins = 0
    for done in range(0, n, BATCH):
        numbers = [rng.randrange(DEAL_COUNT) for _ in range(min(BATCH, n - done))]
        wins += sum(outcomes(numbers, variant, target))
        if bar:
            bar.show(done + len(numbers))
    if bar:
        bar.close()
    return SimulationResult(variant, target, n, wins)
