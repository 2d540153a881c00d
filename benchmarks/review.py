"""How long a game review takes, in CPython and in Pyodide: ``python benchmarks/review.py``.

Three long games: a won game of Heart to Heart padded to 400 moves and more (a whole turn
of the stock and waste before each pair, which brings them back as they were), a careless
one of 400 moves that gives the win away (a draw nine times in ten, else any legal move),
and a game of Hope Deferred's abandon hope variant, its longest (26 moves). Each is
reviewed several times; the median is printed. Hope Deferred's odds are memoized by
round, so each of its runs starts from an empty memo (a warm run is printed too). For
Heart to Heart, the time a naive review would take is printed beside it: the solver asked
afresh for every position and every legal move.

Then the same figures in Pyodide under Node.js (``pyodide_runner.py``: the npm package
``pyodide`` that the site depends on, which ``cd site && npm ci`` installs). If Node.js or
the package is missing, it says so and prints only CPython's figures. Asserts nothing.
"""

from __future__ import annotations

import json
import platform
import subprocess
import sys

from pyodide_runner import ROOT, run

#: The measurement, run as it is in CPython and in Pyodide; it prints its figures as JSON.
MEASURE = r'''
import json, random, statistics, time

from hearttoheart_widget import Game, is_winnable, random_deal, review, solve
from hearttoheart_widget.hope_deferred import HopeDeferredGame, odds
from hearttoheart_widget.hope_deferred import review as review_hope

RUNS = 7


def padded_win():
    """Deal HH1-N-AAAAAAB along a winning line, the stock and waste turned round once
    before each pair, until 400 moves are reached."""
    game = Game.from_code("HH1-N-AAAAAAB")
    line = solve(game)
    for left, move in zip(range(len(line), 0, -1), line):
        if move.kind == "pair" and game.moves + left < 400:
            stock, waste = len(game.stock), len(game.waste)
            for _ in range(stock):
                game.draw()
            if stock + waste:
                game.recycle()
            for _ in range(waste):
                game.draw()
        game.play(move)
    return game


def careless():
    """400 moves of careless play (a draw nine times in ten, else any legal move) on a
    winnable deal, the first such game that gives the win away."""
    rng = random.Random(400)
    while True:
        game = random_deal(rng=rng, winnable_only=True)
        while game.status == "playing" and game.moves < 400:
            moves = game.legal_moves()
            game.play(moves[-1] if rng.random() < 0.9 else rng.choice(moves))
        if game.moves == 400 and review(game).win_lost_at is not None:
            return game


def median(action, before=lambda: None):
    times = []
    for _ in range(RUNS):
        before()
        began = time.perf_counter()
        action()
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def naive(game):
    """The solver asked afresh for each position and each legal move's result."""
    position = Game.from_cards(*game.initial_cards)
    for move in game.history:
        is_winnable(position)
        for option in position.legal_moves():
            trial = position.copy()
            trial.play(option)
            is_winnable(trial)
        position.play(move)


won, lost = padded_win(), careless()
hope = HopeDeferredGame.from_code("HD1-AH-AAAAAAH")
hope.play_out()
figures = {}
for name, game in (("won", won), ("careless", lost)):
    reviewed = review(game)
    figures[name] = {
        "moves": len(reviewed),
        "status": game.status,
        "win_lost_at": reviewed.win_lost_at,
        "seconds": median(lambda: review(game)),
    }
    if NAIVE:
        figures[name]["naive"] = median(lambda: naive(game))
figures["hope"] = {
    "moves": len(review_hope(hope)),
    "status": hope.status,
    "seconds": median(lambda: review_hope(hope), odds._round.cache_clear),
    "warm": median(lambda: review_hope(hope)),
}
print(json.dumps(figures))
'''


def cpython() -> dict[str, dict[str, object]]:
    """The figures in this interpreter, in a fresh process."""
    done = subprocess.run(
        [sys.executable, "-c", "NAIVE = True\n" + MEASURE],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    figures: dict[str, dict[str, object]] = json.loads(done.stdout)
    return figures


def pyodide() -> tuple[dict[str, dict[str, object]] | None, str]:
    """The figures in Pyodide under Node.js, or None and why they could not be had."""
    printed, runtime = run("NAIVE = False\n" + MEASURE)
    if printed is None:
        return None, runtime
    figures: dict[str, dict[str, object]] = json.loads(printed.strip().splitlines()[-1])
    return figures, runtime


def main() -> None:
    here = cpython()
    there, runtime = pyodide()
    print(f"CPython {platform.python_version()} on {platform.machine()}; {runtime}")
    print(f"median of 7 runs each, in ms{'' if there else ' (CPython only)'}")
    games = {
        "won": "Heart to Heart, won, padded",
        "careless": "Heart to Heart, careless",
        "hope": "Hope Deferred, abandon hope",
    }
    for key, title in games.items():
        mine = here[key]
        lost = f", win given away at move {mine['win_lost_at']}" if mine.get("win_lost_at") else ""
        line = f"{title} ({mine['moves']} moves, {mine['status']}{lost}):"
        line += f" CPython {_ms(mine['seconds'])}"
        if there is not None:
            theirs = there[key]["seconds"]
            ratio = float(str(theirs)) / float(str(mine["seconds"]))
            line += f", Pyodide {_ms(theirs)} ({ratio:.1f}x)"
        print(line)
        if "naive" in mine:
            print(f"  the solver asked afresh at every position: {_ms(mine['naive'])} in CPython")
        if "warm" in mine:
            warm = f"  with the odds memo already full: CPython {_ms(mine['warm'])}"
            if there is not None:
                warm += f", Pyodide {_ms(there[key]['warm'])}"
            print(warm)


def _ms(seconds: object) -> str:
    return f"{float(str(seconds)) * 1000:.1f}"


if __name__ == "__main__":
    main()
