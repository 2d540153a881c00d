"""Long runs split into chunks: counted here, on this machine's cores, or on a dask cluster.

A run is a sum of counts over chunks, so the order in which chunks finish never changes
the result: a run gives the same number wherever its chunks are counted. Local processes
are joblib's (its loky backend, which needs no ``if __name__ == "__main__":`` guard in a
script, and works from standard input and in a notebook); a dask cluster is reached
through joblib's dask backend. joblib is imported only when a run leaves this process, so
the engine itself needs nothing beyond the standard library. Where processes cannot start
(a browser's Python has none), a run that asked for them goes on here, with a
:class:`SerialWarning`.
"""

from __future__ import annotations

import math
import os
import sys
import warnings
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack
from typing import TYPE_CHECKING, TypeVar

from . import call_site

if TYPE_CHECKING:
    from distributed import Client

A = TypeVar("A")

CHUNKS_PER_SLOT = 20
"""How many chunks each worker gets, at most: enough to balance the load and show progress."""


class SerialWarning(RuntimeWarning):
    """Processes cannot start in this Python: a run that asked for them goes on here."""


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


def no_processes() -> str | None:
    """Why this Python cannot start worker processes, or None when it can."""
    if sys.platform == "emscripten":
        return "this Python runs in a browser, where no processes can start"
    try:
        import multiprocessing.synchronize  # noqa: F401  # the locks every process pool needs
    except ImportError as error:
        return f"this Python cannot start processes ({error})"
    try:
        import joblib  # noqa: F401
    except ImportError:
        return "joblib, which starts the processes, is not installed (pip install joblib)"
    return None


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
    one process, to that many local processes (``work`` must be importable or picklable);
    else, or where processes cannot start (with a :class:`SerialWarning`), they are
    counted here, in order. Only two chunks per worker are handed out ahead, so the tasks
    may be generated lazily.
    """
    if client is None and processes > 1:
        reason = no_processes()
        if reason is not None:
            _warn_serial(reason)
            processes = 1
    if client is None and processes == 1:
        return _here(work, iter(tasks), advance)
    return _spread(work, iter(tasks), client, processes, advance)


def _warn_serial(reason: str) -> None:
    """Warn, at the line that started the run, that it stays here."""
    warnings.warn(
        f"{reason}: the run goes on in this process", SerialWarning, stacklevel=call_site.outside()
    )


def _here(
    work: Callable[[A], int], tasks: Iterator[tuple[A, int]], advance: Callable[[int], object]
) -> int:
    total = 0
    for argument, items in tasks:
        total += work(argument)
        advance(items)
    return total


def _counted(work: Callable[[A], int], argument: A, items: int) -> tuple[int, int]:
    """A chunk's count, with its number of items: what a worker sends back."""
    return work(argument), items


def _spread(
    work: Callable[[A], int],
    tasks: Iterator[tuple[A, int]],
    client: Client | None,
    processes: int,
    advance: Callable[[int], object],
) -> int:
    import joblib

    if client is not None:
        where = joblib.parallel_config(backend="dask", client=client)
    else:
        where = joblib.parallel_config(backend="loky", n_jobs=processes)
    ahead = 2 * slots_of(client, processes)
    with where, ExitStack() as stack:
        try:
            parallel = stack.enter_context(
                joblib.Parallel(return_as="generator_unordered", pre_dispatch=ahead, batch_size=1)
            )
            if client is None:  # a first task, so that workers that cannot start stop here
                list(parallel([joblib.delayed(int)()]))
        except Exception as error:
            if client is not None:
                raise
            _warn_serial(f"the worker processes could not start ({type(error).__name__})")
            return _here(work, tasks, advance)
        total = 0
        for count, items in parallel(joblib.delayed(_counted)(work, a, n) for a, n in tasks):
            total += count
            advance(items)
        return total
