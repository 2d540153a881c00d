"""Speed-up of long runs on this machine's cores and on a two-worker dask cluster:
``python benchmarks/parallel.py [--deals N] [--games N] [--workers N]``.

Runs the same deal statistics and the same Hope Deferred simulation three ways: in this
process, on local processes (joblib's loky workers, one per core) and on a two-worker
``LocalCluster`` (two processes, one thread each, reached through joblib's dask backend),
checks that the results agree, and prints rates and speed-ups. The local workers are
started once and kept for the next run, as they are in use; the time they take to start is
printed first. Then estimates how long the whole deal space (every deal code) takes on
``--workers`` workers, from the single-core rate and the cluster's efficiency.
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from collections.abc import Callable

import joblib
from distributed import Client, LocalCluster

from hearttoheart_widget import deal_statistics
from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.common.parallel import local_cores
from hearttoheart_widget.hope_deferred import simulate


def timed(run: Callable[[], object]) -> tuple[object, float, float]:
    """The result, wall-clock seconds and this process's CPU seconds of ``run()``."""
    began, cpu = time.perf_counter(), time.process_time()
    result = run()
    return result, time.perf_counter() - began, time.process_time() - cpu


def load() -> str:
    """The machine's load over the last minute, where the system tells it."""
    return f"load {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "load unknown"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200_000)
    parser.add_argument("--games", type=int, default=400_000)
    parser.add_argument("--workers", type=int, default=64)
    args = parser.parse_args()
    cores = local_cores()
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {cores} cores,"
        f" joblib {joblib.__version__}; {load()}"
    )
    _, started, _ = timed(lambda: simulate(cores, seed=1, workers=cores))
    print(f"{cores} local worker processes started (and a first tiny run) in {started:.1f} s")
    began = time.perf_counter()
    with (
        LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster,
        Client(cluster) as client,
    ):
        print(f"two-worker LocalCluster started in {time.perf_counter() - began:.1f} s")
        runs: dict[str, dict[str, float]] = {}
        counts: set[tuple[object, object]] = set()
        for label, deals_run, games_run in [
            (
                "one process",
                lambda: deal_statistics(0, args.deals, workers=1, progress=False).winnable,
                lambda: simulate(args.games, seed=1, workers=1).wins,
            ),
            (
                f"{cores} local processes",
                lambda: deal_statistics(0, args.deals, workers=cores, progress=False).winnable,
                lambda: simulate(args.games, seed=1, workers=cores).wins,
            ),
            (
                "LocalCluster, 2 workers",
                lambda: deal_statistics(0, args.deals, client=client, progress=False).winnable,
                lambda: simulate(args.games, seed=1, client=client).wins,
            ),
        ]:
            winnable, deal_seconds, deal_cpu = timed(deals_run)
            wins, game_seconds, _ = timed(games_run)
            counts.add((winnable, wins))
            runs[label] = {"deals": deal_seconds, "games": game_seconds, "cpu": deal_cpu}
            print(
                f"{label:>24}: {args.deals:,} deals in {deal_seconds:5.1f} s"
                f" ({args.deals / deal_seconds:8,.0f}/s, {winnable:,} winnable);"
                f" {args.games:,} classic games in {game_seconds:5.1f} s"
                f" ({args.games / game_seconds:8,.0f}/s, {wins:,} won); {load()}"
            )
    print("the same counts every way" if len(counts) == 1 else f"COUNTS DIFFER: {counts}")
    serial = runs["one process"]
    for label, run in list(runs.items())[1:]:
        print(
            f"{label:>24}: speed-up {serial['deals'] / run['deals']:.2f}x on deals,"
            f" {serial['games'] / run['games']:.2f}x on games"
        )
    per_core = args.deals / serial["cpu"]  # CPU time: what one core does, unshared
    efficiency = min(1.0, serial["deals"] / runs["LocalCluster, 2 workers"]["deals"] / 2)
    hours = DEAL_COUNT / (per_core * efficiency * args.workers) / 3600
    print(
        f"whole deal space, {DEAL_COUNT:,} deals: {DEAL_COUNT / per_core / 3600:,.0f} core-hours"
        f" at {per_core:,.0f} deals per CPU second; on {args.workers} workers at the cluster's"
        f" {efficiency:.0%} efficiency, about {hours:,.1f} hours"
    )


if __name__ == "__main__":
    main()
