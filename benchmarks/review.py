"""How long a game review takes, in CPython and in Pyodide: ``python benchmarks/review.py``.

Three long games: a won game of Heart to Heart padded to 400 moves and more (a whole turn
of the stock and waste before each pair, which brings them back as they were), a careless
one of 400 moves that gives the win away (a draw nine times in ten, else any legal move),
and a game of Hope Deferred's abandon hope variant, its longest (26 moves). Each is
reviewed several times; the median is printed. Hope Deferred's odds are memoized by
round, so each of its runs starts from an empty memo (a warm run is printed too). For
Heart to Heart, the time a naive review would take is printed beside it: the solver asked
afresh for every position and every legal move.

Then the same figures in Pyodide under Node.js, from the npm package ``pyodide`` that the
site depends on (``cd site && npm ci`` installs it): the package's Python and JSON files
are copied into Pyodide's file system and imported as they are, since the engine needs only
the standard library. If Node.js or the package is missing, it says so and prints only
CPython's figures. Asserts nothing.
"""

from __future__ import annotations

import json
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "hearttoheart_widget"
PYODIDE = ROOT / "site" / "node_modules" / "pyodide"

#: The measurement, run as it is in CPython and in Pyodide; it prints its figures as JSON.
MEASURE = r'''
import json, random, statistics, time

from hearttoheart_widget import Game, is_winnable, review, solve
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
        game = Game.random(rng=rng, winnable=True)
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

#: Loads Pyodide in Node.js, puts the package's files in its file system, runs MEASURE.
NODE = r"""
const fs = require("fs");
const { loadPyodide } = require(process.argv[2]);
(async () => {
  const pyodide = await loadPyodide();
  const files = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
  for (const [path, text] of Object.entries(files)) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, text);
  }
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/package')");
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.runPython(fs.readFileSync(process.argv[4], "utf8"));
})();
"""


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
    node = shutil.which("node")
    if node is None:
        return None, "Node.js is not on PATH"
    if not (PYODIDE / "pyodide.js").exists():
        return None, f"no Pyodide in {PYODIDE} (run: cd site && npm ci)"
    files = {
        f"/home/pyodide/package/{path.relative_to(ROOT).as_posix()}": path.read_text("utf-8")
        for path in sorted(PACKAGE.rglob("*"))
        if path.suffix in (".py", ".json") and "static" not in path.parts
    }
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        (work / "files.json").write_text(json.dumps(files), "utf-8")
        (work / "measure.py").write_text("NAIVE = False\n" + MEASURE, "utf-8")
        (work / "run.js").write_text(NODE, "utf-8")
        done = subprocess.run(
            [node, str(work / "run.js"), str(PYODIDE), str(work / "files.json"),
             str(work / "measure.py")],
            capture_output=True,
            text=True,
            check=False,
        )  # fmt: skip
    if done.returncode:
        return None, f"Pyodide failed: {done.stderr.strip()[-500:]}"
    version = json.loads((PYODIDE / "package.json").read_text("utf-8"))["version"]
    figures: dict[str, dict[str, object]] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures, f"Pyodide {version} in Node.js {_node_version(node)}"


def _node_version(node: str) -> str:
    return subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()


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
