"""How long the live figures take per update: ``python benchmarks/winnable.py``.

- **Winnability** (Heart to Heart's "Show if winnable"): the time the widget spends after
  a move or an undo to say whether the position can still be won and, once it cannot, at
  which move the win went (``view_state.winnable_state`` with a ``WinWatch``). Random games,
  half of them on deals the solver proved winnable, with an undo after one move in ten.
  The first update that finds a game lost searches its history; those are counted apart.
- **Whole moves through the widgets**: ``HeartToHeart.play`` with the setting on and off,
  and ``HopeDeferred.step`` with "Show chance to win" on and off (exact odds each step).

Records are switched off for the run (``HEARTTOHEART_RECORDS=off``).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time
from collections.abc import Callable

from hearttoheart_widget import HeartToHeart, random_deal
from hearttoheart_widget.common import records
from hearttoheart_widget.heart_to_heart.view_state import winnable_state
from hearttoheart_widget.heart_to_heart.winnability import WinWatch
from hearttoheart_widget.hope_deferred import HopeDeferred, Variant


def winnability_times(games: int, seed: int) -> tuple[list[float], list[float]]:
    """Seconds per update: (every update, the updates that searched for the losing move)."""
    rng = random.Random(seed)
    every: list[float] = []
    searched: list[float] = []
    for n in range(games):
        game = random_deal(rng=rng, winnable_only=n % 2 == 0)
        watch = WinWatch()
        known_lost = False
        while True:
            began = time.perf_counter()
            state = winnable_state(game, watch)
            spent = time.perf_counter() - began
            every.append(spent)
            if state["winnable"] is False and not known_lost:
                searched.append(spent)
            known_lost = state["winnable"] is False
            if game.is_over:
                break
            if game.can_undo and rng.random() < 0.1:
                game.undo()
                known_lost = False  # an undo may go back past the losing move
            else:
                game.play(rng.choice(game.legal_moves()))
    return every, searched


def per_call(action: Callable[[], object], setup: Callable[[], object], count: int) -> list[float]:
    """Seconds per ``action()``, calling ``setup()`` (not timed) whenever it raises."""
    times: list[float] = []
    while len(times) < count:
        began = time.perf_counter()
        try:
            action()
        except ValueError:
            setup()
            continue
        times.append(time.perf_counter() - began)
    return times


def heart_to_heart_moves(show: bool, count: int, seed: int) -> list[float]:
    """Seconds per ``HeartToHeart.play`` of a random legal move."""
    rng = random.Random(seed)
    widget = HeartToHeart(random_deal(rng=rng, winnable_only=True).code, show_winnable=show)

    def move() -> None:
        moves = widget.game.legal_moves()
        if not moves:
            raise ValueError("over")
        widget.play(rng.choice(moves))

    return per_call(move, lambda: widget.new_game(), count)


def hope_deferred_steps(show: bool, count: int) -> list[float]:
    """Seconds per ``HopeDeferred.step`` (Abandon Hope: the most steps a game)."""
    widget = HopeDeferred(variant=Variant.ABANDON_HOPE, show_odds=show)
    return per_call(widget.step, lambda: widget.new_game(), count)


def describe(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    median = statistics.median(ordered)
    return (
        f"median {median * 1e6:7.1f} µs, p95 {p95 * 1e6:7.1f} µs, "
        f"max {ordered[-1] * 1e3:6.2f} ms over {len(ordered):,}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="random games for winnability")
    parser.add_argument("--moves", type=int, default=3000, help="widget moves timed each way")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    os.environ[records.ENVIRONMENT] = "off"  # the games played here are no one's records
    print(f"Python {platform.python_version()} on {platform.machine()}")

    every, searched = winnability_times(args.games, args.seed)
    print(f"winnability, every update:       {describe(every)}")
    print(f"  the first update once lost:    {describe(searched)}")

    for show in (False, True):
        times = heart_to_heart_moves(show, args.moves, args.seed)
        print(f"HeartToHeart.play, show_winnable={show!s:5}: {describe(times)}")
    for show in (False, True):
        times = hope_deferred_steps(show, args.moves)
        print(f"HopeDeferred.step, show_odds={show!s:5}:     {describe(times)}")


if __name__ == "__main__":
    main()
