"""Speed and win rates of Hope Deferred: ``python benchmarks/hope_deferred.py [games]``.

For each variant, plays the given number of random deals (default 1,000,000, seeded so a
run can be repeated) on one core and prints games per second, the time for a million
games (measured, or extrapolated when fewer were played; wall clock and CPU time, which
differ on a busy machine) and the win rate with its 95%
Wilson interval.
"""

from __future__ import annotations

import argparse
import platform
import time

from hearttoheart_widget.hope_deferred import Variant, simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    for variant in Variant:
        start, cpu = time.perf_counter(), time.process_time()
        result = simulate(args.games, variant, seed=args.seed, progress=False)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        low, high = result.interval
        million = seconds * 1_000_000 / args.games
        print(
            f"{variant.title:>12}: {args.games / seconds:>9,.0f} games/s,"
            f" {million:5.1f} s per million{'' if args.games == 1_000_000 else ' (extrapolated)'}"
            f" ({cpu * 1_000_000 / args.games:.1f} s CPU);"
            f" won {result.wins:,} of {result.games:,} = {result.share:.3%}"
            f" (95% CI {low:.3%} to {high:.3%})"
        )


if __name__ == "__main__":
    main()
