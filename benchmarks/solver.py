"""Solver speed: deals per second over deal numbers 0..9,999, and the slowest deal.

Run: ``python benchmarks/solver.py [count]``. Each deal is dealt from its number (the
shuffle included) and solved to a verdict, on one core; the best of three runs counts.
Prints figures; asserts nothing.
"""

from __future__ import annotations

import sys
import time

from hearttoheart_widget.heart_to_heart.deals import format_code
from hearttoheart_widget.heart_to_heart.solving.search import is_winnable_deal


def run(count: int) -> tuple[float, int]:
    """Seconds to decide deals 0 .. count - 1, and how many can be won."""
    start = time.perf_counter()
    winnable = sum(map(is_winnable_deal, range(count)))
    return time.perf_counter() - start, winnable


def slowest(count: int) -> tuple[float, int]:
    """The deal among 0 .. count - 1 with the longest verdict, each timed best of three."""
    worst = (0.0, 0)
    for number in range(count):
        seconds = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            is_winnable_deal(number)
            seconds = min(seconds, time.perf_counter() - start)
        worst = max(worst, (seconds, number))
    return worst


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    seconds, winnable = min(run(count) for _ in range(3))
    print(
        f"deals 0..{count - 1}: {count / seconds:,.0f} deals/s, all in {seconds:.3f} s "
        f"({seconds / count * 1e6:.0f} us a deal); {winnable} winnable"
    )
    worst, number = slowest(count)
    print(f"slowest deal: {number} ({format_code(number)}), {worst * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
