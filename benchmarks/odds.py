"""How long Hope Deferred's exact odds take: ``python benchmarks/odds.py``.

For each variant: the first computation in a fresh process (nothing cached yet), a repeat
(cached), and the odds from every position of 200 random games, as the widget's "chance
from here" would ask after each step. Prints each variant's exact odds as a fraction and
a decimal.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import subprocess
import sys
import time

from hearttoheart_widget.hope_deferred import HopeDeferredGame, Variant, exact_odds

_FIRST = """
import time
from hearttoheart_widget.hope_deferred import exact_odds
began = time.perf_counter()
exact_odds({variant!r})
print(time.perf_counter() - began)
"""


def first_time(variant: Variant) -> float:
    """Seconds for the first computation, in a fresh interpreter."""
    code = _FIRST.format(variant=variant.value)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout)


def position_times(variant: Variant, games: int) -> list[float]:
    """Seconds for the odds from every position of ``games`` random games."""
    rng = random.Random(f"odds {variant.value}")
    times = []
    for _ in range(games):
        game = HopeDeferredGame.random(variant=variant, rng=rng)
        while True:
            began = time.perf_counter()
            exact_odds(game)
            times.append(time.perf_counter() - began)
            if game.is_over:
                break
            game.step()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    for variant in Variant:
        odds = exact_odds(variant)
        began = time.perf_counter()
        exact_odds(variant)
        again = time.perf_counter() - began
        times = position_times(variant, args.games)
        p95 = statistics.quantiles(times, n=20)[-1]
        print(
            f"{variant.title:>12}: {odds} = {float(odds):.6%};"
            f" first {first_time(variant) * 1000:.1f} ms, cached {again * 1e6:.1f} µs;"
            f" from {len(times):,} positions median {statistics.median(times) * 1e6:.0f} µs,"
            f" p95 {p95 * 1e6:.0f} µs, slowest {max(times) * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
