"""Win rates by simulation: many random deals played to the end, with a 95% interval."""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.common.deprecation import renamed, renamed_keyword
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.intervals import wilson_interval
from hearttoheart_widget.common.parallel import chunk_size, slots_of, sum_chunks, workers_for
from hearttoheart_widget.common.reporting import progress_bar

from .cards import Suit
from .outcomes import BATCH, outcomes
from .variants import Variant

if TYPE_CHECKING:
    from distributed import Client

PARALLEL_FROM = 200_000
"""Runs of at least this many games use every local core unless told otherwise."""


@dataclass(frozen=True)
class SimulationResult:
    """How many of ``games`` random deals of a variant were won."""

    variant: Variant
    target_suit: Suit
    games: int
    wins: int

    @property
    def share(self) -> float:
        """The share of games won, 0 to 1."""
        return self.wins / self.games

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the share won."""
        return wilson_interval(self.wins, self.games)

    @property
    def rate(self) -> float:
        """Deprecated since 0.3.0: :attr:`share`."""
        renamed("SimulationResult.rate", "SimulationResult.share")
        return self.share

    @property
    def ci95(self) -> tuple[float, float]:
        """Deprecated since 0.3.0: :attr:`interval`."""
        renamed("SimulationResult.ci95", "SimulationResult.interval")
        return self.interval

    @property
    def target(self) -> Suit:
        """Deprecated since 0.3.0: :attr:`target_suit`."""
        renamed("SimulationResult.target", "SimulationResult.target_suit")
        return self.target_suit

    def __str__(self) -> str:
        low, high = self.interval
        return (
            f"{self.variant.title}, hunting {self.target_suit.value}: {self.wins:,} of"
            f" {self.games:,} games won, {self.share:.2%} (95% CI {low:.2%} to {high:.2%})"
        )


@renamed_keyword("target", "target_suit")
def simulate(
    n: int,
    variant: Variant | str = "classic",
    target_suit: Suit | str = "hearts",
    seed: int | None = None,
    progress: bool | None = None,
    *,
    client: Client | None = None,
    workers: int | None = None,
) -> SimulationResult:
    """Play ``n`` random deals to the end and count the wins.

    The deal numbers come from ``random.Random(seed)``, so a seed repeats a run; without
    one they are drawn from the operating system's entropy. ``client``: a
    ``dask.distributed.Client``; the games are split into chunks across its workers.
    Without one, ``workers`` local processes share them: by default all cores from
    ``PARALLEL_FROM`` games on, this process alone for fewer; 1 keeps them here. The
    result is the same either way. ``progress``: True always shows a progress bar on
    standard error, False never, None (the default) shows one in a notebook or on a
    terminal once the run has taken two seconds.
    """
    if n < 1:
        raise ValueError(f"n must be at least 1, got {excerpt(n)}")
    variant, target_suit = Variant.parse(variant), Suit.parse(target_suit)
    processes = workers_for(workers, n >= PARALLEL_FROM)
    size = BATCH * math.ceil(chunk_size(n, slots_of(client, processes), 1, 32 * BATCH) / BATCH)
    rng = random.Random(seed)

    def chunks() -> Iterator[tuple[tuple[array[int], Variant, Suit], int]]:
        for done in range(0, n, size):
            games = min(size, n - done)
            numbers = array("Q", [rng.randrange(DEAL_COUNT) for _ in range(games)])
            yield (numbers, variant, target_suit), games

    with progress_bar(n, "games", label=variant.title, show=progress) as bar:
        wins = sum_chunks(_wins, chunks(), client=client, processes=processes, advance=bar.update)
    return SimulationResult(variant, target_suit, n, wins)


def _wins(chunk: tuple[array[int], Variant, Suit]) -> int:
    """How many of a chunk's deal numbers are won."""
    numbers, variant, target_suit = chunk
    return sum(outcomes(numbers, variant, target_suit))
