"""How many deals can be won: the fraction over a range of deal numbers, with its 95% interval."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, TextIO

from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.common.deprecation import renamed
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.intervals import wilson_interval
from hearttoheart_widget.common.parallel import chunk_size, slots_of, sum_chunks, workers_for
from hearttoheart_widget.common.reporting import progress_bar

from .search import is_winnable_deal

if TYPE_CHECKING:
    from distributed import Client

PARALLEL_FROM = 100_000
"""Runs of at least this many deals use every local core unless told otherwise."""


@dataclass(frozen=True, slots=True)
class DealStatistics:
    """How many of the deals ``start .. start + count - 1`` can be won."""

    start: int
    count: int
    winnable: int
    seconds: float

    @property
    def share(self) -> float:
        """The share of winnable deals, 0 to 1."""
        return self.winnable / self.count

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the share."""
        return wilson_interval(self.winnable, self.count)

    @property
    def fraction(self) -> float:
        """Deprecated since 0.3.0: :attr:`share`."""
        renamed("DealStatistics.fraction", "DealStatistics.share")
        return self.share

    def __str__(self) -> str:
        low, high = self.interval
        return (
            f"deals {self.start}..{self.start + self.count - 1}: {self.winnable} of "
            f"{self.count} winnable, {self.share:.2%} "
            f"(95% CI {low:.2%} to {high:.2%}), {self.seconds:.1f} s"
        )


def deal_statistics(
    start: int = 0,
    count: int = 10_000,
    *,
    client: Client | None = None,
    workers: int | None = None,
    progress: bool | None = None,
    stream: TextIO | None = None,
) -> DealStatistics:
    """Solve deals ``start .. start + count - 1`` and count the winnable ones.

    ``client``: a ``dask.distributed.Client``; the deals are split into chunks across its
    workers. Without one, ``workers`` local processes share the work: by default all
    cores from ``PARALLEL_FROM`` deals on, and this process alone for fewer; 1 keeps it
    here. The count is the same either way. ``progress``: True always shows a progress
    bar (on ``stream``, standard error by default), False never, None (the default)
    shows one in a notebook or on a terminal once the run has taken two seconds.
    """
    if count <= 0:
        raise ValueError(f"count must be positive, got {excerpt(count)}")
    if not 0 <= start <= start + count <= DEAL_COUNT:
        raise ValueError(f"deal numbers must lie in 0..{DEAL_COUNT - 1}")
    processes = workers_for(workers, count >= PARALLEL_FROM)
    size = chunk_size(count, slots_of(client, processes), 100, 25_000)
    began = time.perf_counter()
    with progress_bar(count, "deals", show=progress, stream=stream) as bar:
        winnable = sum_chunks(
            _winnable,
            _spans(start, count, size),
            client=client,
            processes=processes,
            advance=bar.update,
        )
    return DealStatistics(start, count, winnable, time.perf_counter() - began)


def _spans(start: int, count: int, size: int) -> Iterator[tuple[tuple[int, int], int]]:
    """The deals in chunks of ``size``: (first deal, deals) and the number of deals."""
    for first in range(start, start + count, size):
        deals = min(size, start + count - first)
        yield (first, deals), deals


def _winnable(span: tuple[int, int]) -> int:
    """How many of the ``span[1]`` deals from number ``span[0]`` on can be won."""
    first, count = span
    return sum(map(is_winnable_deal, range(first, first + count)))
