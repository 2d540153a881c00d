"""How firm is the practice ladder's order? Each rung measured by many more random players,
and how often two neighbouring rungs swap when each is measured by 100 of them.

Run: ``python benchmarks/ladder_order.py [batches]`` (default 100). Every rung of ``LADDER`` is
played by ``batches`` groups of ``PLAYERS`` random players (seeds 0..99, 100..199, ...),
with ``teaching.ladder.difficulty``, the measure the ladder was chosen by. Prints each
rung's share over all of them with its 95% Wilson interval, then, for each pair of
neighbouring rungs, in how many groups the harder rung was won by as many players as the
easier one, or more. Asserts nothing.
"""

from __future__ import annotations

import sys
import time

from hearttoheart_widget.common.intervals import wilson_interval
from hearttoheart_widget.heart_to_heart.teaching.ladder import LADDER, PLAYERS, difficulty


def main(batches: int = 100) -> None:
    start = time.perf_counter()
    wins = [
        [difficulty(code, PLAYERS, first_seed=PLAYERS * b).wins for b in range(batches)]
        for code in LADDER
    ]
    seconds = time.perf_counter() - start
    players = PLAYERS * batches
    print(f"{len(LADDER)} rungs, {players:,} random players each ({seconds:.0f} s):")
    for rung, (code, won) in enumerate(zip(LADDER, wins, strict=True), 1):
        low, high = wilson_interval(sum(won), players)
        first = won[0]
        print(
            f"rung {rung} {code}: {sum(won) / players:.1%} won (95% {low:.1%} to {high:.1%}); "
            f"the ladder's own 100 players: {first}; groups of 100: {min(won)} to {max(won)}"
        )
    print(f"neighbouring rungs in the wrong order, in groups of {PLAYERS} players:")
    for rung in range(1, len(LADDER)):
        easier, harder = wins[rung - 1], wins[rung]
        swapped = sum(h >= e for e, h in zip(easier, harder, strict=True))
        print(f"rungs {rung} and {rung + 1}: {swapped} of {batches} groups")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:2]))
