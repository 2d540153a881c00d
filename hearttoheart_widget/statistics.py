"""How many deals can be won: the fraction over a range of deal numbers, with its 95% interval."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO

from .common.deal_codes import DEAL_COUNT
from .common.reporting import ProgressBar, wilson_interval
from .search import is_winnable_deal


@dataclass(frozen=True, slots=True)
class DealStatistics:
    """How many of the deals ``start .. start + count - 1`` can be won."""

    start: int
    count: int
    winnable: int
    seconds: float

    @property
    def fraction(self) -> float:
        """The fraction of winnable deals."""
        return self.winnable / self.count

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the fraction."""
        return wilson_interval(self.winnable, self.count)

    def __str__(self) -> str:
        low, high = self.interval
        return (
            f"deals {self.start}..{self.start + self.count - 1}: {self.winnable} of "
            f"{self.count} winnable, {self.fraction:.2%} "
            f"(95% CI {low:.2%} to {high:.2%}), {self.seconds:.1f} s"
        )


def deal_statistics(
    start: int = 0,
    count: int = 10_000,
    *,
    progress: bool | None = None,
    stream: TextIO | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> DealStatistics:
    """Solve deals ``start .. start + count - 1`` and count the winnable ones.

    ``progress``: show a progress bar on ``stream`` (standard error by default); by default
    it is shown for 10,000 deals or more, or once a run has taken two seconds.
    """
    if count <= 0:
        raise ValueError(f"count must be positive, got {count}")
    if not 0 <= start <= start + count <= DEAL_COUNT:
        raise ValueError(f"deal numbers must lie in 0..{DEAL_COUNT - 1}")
    out = sys.stderr if stream is None else stream
    bar = ProgressBar(count, out) if progress or (progress is None and count >= 10_000) else None
    began = clock()
    winnable = 0
    step = max(1, count // 200)
    for done, number in enumerate(range(start, start + count)):
        winnable += is_winnable_deal(number)
        if done % step == 0:
            if bar is None and progress is None and clock() - began > 2:
                bar = ProgressBar(count, out)
            if bar is not None:
                bar.show(done)
    if bar is not None:
        bar.show(count)
        bar.close()
    return DealStatistics(start, count, winnable, clock() - began)
