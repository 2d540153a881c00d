"""Choose the practice ladder: winnable deals from easy to hard, by measured difficulty.

Run: ``python scripts/ladder.py [deals] [rungs]`` (defaults 300 and 8). Every winnable deal
among the first ``deals`` is played by ``PLAYERS`` random players
(``hearttoheart_widget.heart_to_heart.teaching.ladder``); the rungs are spread evenly from
the deal most of them win to the one fewest win. Prints each rung's measures, with the
fewest moves of a win, and the tuple to paste as ``LADDER``.
"""

from __future__ import annotations

import sys
import time

from hearttoheart_widget import Game, is_winnable
from hearttoheart_widget.heart_to_heart.solving.fewest_moves import fewest_moves
from hearttoheart_widget.heart_to_heart.teaching.ladder import PLAYERS, choose, difficulty


def main(deals: int = 300, rungs: int = 8) -> None:
    start = time.perf_counter()
    codes = [Game.from_number(n).code for n in range(deals)]
    winnable = [code for code in codes if code and is_winnable(Game.from_code(code))]
    measured = [difficulty(code) for code in winnable]
    ladder = choose(measured, rungs)
    seconds = time.perf_counter() - start
    print(f"{len(winnable)} winnable deals of the first {deals}, {PLAYERS} random players each")
    print(f"({seconds:.0f} s). The ladder, easiest first:")
    for rung, measure in enumerate(ladder, 1):
        shortest = fewest_moves(Game.from_code(measure.code))
        moves = len(shortest) if shortest is not None else "-"
        print(f"{rung}. {measure}; the fewest moves of a win: {moves}")
    print("LADDER = (" + ", ".join(f'"{d.code}"' for d in ladder) + ")")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
