"""Long runs split into chunks: counted here, on this machine's cores, or on a dask cluster.

A run is a sum of counts over chunks, so the order in which chunks finish never changes
the result: a run gives the same number wherever its chunks are counted.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from itertools import islice
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from distributed import Client

A = TypeVar("A")

CHUNKS_PER_SLOT = 20
"""How many chunks each worker gets, at most: enough to balance the load and show progress."""


def local_cores() -> int:
    """The cores this process may use."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def chunk_size(items: int, slots: int, smallest: int, largest: int) -> int:
    """A chunk size that gives each of ``slots`` workers several chunks of ``items``,
    within ``smallest .. largest``."""
    return max(smallest, min(largest, math.ceil(items / (slots * CHUNKS_PER_SLOT))))


def workers_for(workers: int | None, large: bool) -> int:
    """How many local processes to use: ``workers`` if given (1 = this process only),
    else all cores for a ``large`` run and this process for a small one."""
    if workers is None:
        return local_cores() if large else 1
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a positive integer or None, got {workers!r:.60}")
    return workers


def slots_of(client: Client | None, processes: int) -> int:
    """How many chunks can be counted at once: the cluster's threads, or ``processes``."""
    if client is None:
        return processes
    threads: dict[str, int] = client.nthreads()
    return max(1, sum(threads.values()))


def sum_chunks(
    work: Callable[[A], int],
    tasks: Iterable[tuple[A, int]],
    *,
    client: Client | None = None,
    processes: int = 1,
    advance: Callable[[int], object] = lambda items: None,
) -> int:
    """The sum of ``work(argument)`` over ``tasks``, pairs of an argument and its number of
    items; ``advance(items)`` is called as each chunk is done.

    With a ``dask.distributed.Client`` the chunks go to its workers; else, with more than
    one process, to a pool of that many local processes (started afresh, so ``work``
    must be importable); else they are counted here, in order. Only a few chunks per
    worker are handed out ahead, so the tasks may be generated lazily.
    """
    with _executor(client, processes) as executor:
        if executor is None:
            total = 0
            for argument, items in tasks:
                total += work(argument)
                advance(items)
            return total
        return _spread(executor, work, iter(tasks), 2 * slots_of(client, processes), advance)


@contextmanager
def _executor(client: Client | None, processes: int) -> Iterator[Executor | None]:
    if client is not None:
        with client.get_executor(pure=False) as executor:
            yield executor
    elif processes > 1:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(processes, mp_context=context) as executor:
            yield executor
    else:
        yield None


def _spread(
    executor: Executor,
    work: Callable[[A], int],
    tasks: Iterator[tuple[A, int]],
    ahead: int,
    advance: Callable[[int], object],
) -> int:
    pending: dict[Future[int], int] = {}

    def submit(count: int) -> None:
        for argument, items in islice(tasks, count):
            pending[executor.submit(work, argument)] = items

    total = 0
    try:
        submit(ahead)
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                total += future.result()
                advance(pending.pop(future))
            submit(len(done))
    finally:
        for future in pending:
            future.cancel()
    return total
