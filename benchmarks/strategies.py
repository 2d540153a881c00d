"""Strategies on deals 0..9,999: wins with 95% Wilson intervals, paired tests, hard deals.

Run: ``python benchmarks/strategies.py [count]``. Every strategy plays the same deals, so
each comparison is paired: the exact McNemar test looks only at the deals that one
strategy wins and the other loses. Prints figures; asserts nothing.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from hearttoheart_widget.heart_to_heart.teaching.strategies import (
    Evaluation,
    careful,
    compare,
    evaluate,
    pairs_first,
    perfect_play,
    random_move,
)


def timed(run: Callable[..., Evaluation], *args: object) -> tuple[Evaluation, float]:
    """An evaluation and the seconds it took."""
    start = time.perf_counter()
    result = run(*args)
    return result, time.perf_counter() - start


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    deals = range(count)
    rows = [
        timed(evaluate, random_move, deals),
        timed(evaluate, pairs_first, deals),
        timed(evaluate, careful, deals),
        timed(perfect_play, deals),
    ]
    print(f"deals 0..{count - 1:,}")
    print(
        f"{'strategy':<14}{'won':>8}{'rate':>9}   {'95% Wilson interval':<22}"
        f"{'unfinished':>10}{'seconds':>9}"
    )
    for result, seconds in rows:
        low, high = result.interval
        print(
            f"{result.name:<14}{result.wins:>8,}{result.share:>9.2%}   "
            f"{low:.2%} to {high:.2%}{'':<6}{result.unfinished:>10}{seconds:>9.1f}"
        )
    (rand, _), (pairs, _), (mine, _), (ceiling, _) = rows
    print("\npaired comparisons (exact McNemar on the deals only one strategy wins):")
    for first, second in ((mine, pairs), (mine, rand), (pairs, rand), (mine, ceiling)):
        print(" ", compare(first, second))
    winnable = {n for n, won in zip(ceiling.deals, ceiling.won, strict=True) if won}
    simple_wins = {n for e in (rand, pairs) for n, won in zip(e.deals, e.won, strict=True) if won}
    hard = sorted(winnable - simple_wins)
    mine_wins = {n for n, won in zip(mine.deals, mine.won, strict=True) if won}
    print(
        f"\nhard deals (winnable, lost by random_move and pairs_first): {len(hard):,} of "
        f"{len(winnable):,} winnable; careful wins {len(set(hard) & mine_wins):,} of them"
    )
    print(f"winnable deals careful loses: {sorted(winnable - mine_wins)}")


if __name__ == "__main__":
    main()
