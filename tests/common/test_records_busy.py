"""The records never hold play up: with another process holding the records file in an
exclusive transaction, a widget is made, a game won and the statistics read each within a
second (the issue's bound, the one timing this suite asserts), one warning says so, and
the game won is kept and written exactly once when the file is free again."""

from __future__ import annotations

import subprocess
import sys
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common import records, records_file
from hearttoheart_widget.common.records import RecordsWarning

pytestmark = pytest.mark.slow  # several processes write at once

T = TypeVar("T")

WINNABLE = "HH1-N-AAAAAAB"
WON_LINE = Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt"

#: Seconds the other process holds the lock unless told to let go: far longer than a
#: second, so that an access that waited for it could not pass.
HOLD = 20

_HOLDER = f"""
import select, sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
select.select([sys.stdin], [], [], {HOLD})  # until told to let go, {HOLD} s at most
db.execute("ROLLBACK")
db.close()
print("released", flush=True)
"""


@pytest.fixture
def file(file: Path) -> Path:
    """The test's records file, made with one game in it."""
    assert records.add("heart_to_heart", "HH1-N-AAAAAAA", "lost", 10, 10, 10.0) is None
    return file


@pytest.fixture
def holder(file: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the records file in an exclusive transaction (taken once a
    first widget has loaded what it loads once, such as the daily deal)."""
    HeartToHeart(WINNABLE)
    process = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(file)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdout.readline() == "locked\n"
    yield process
    process.kill()
    process.wait()


def within_a_second(action: Callable[[], T]) -> T:
    start = time.monotonic()
    result = action()
    assert time.monotonic() - start < 1.0
    return result


def test_a_locked_file_holds_no_play_up_and_the_game_is_written_once_free(
    file: Path, holder: subprocess.Popen[str]
) -> None:
    moves = WON_LINE.read_text().split()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        widget = within_a_second(lambda: HeartToHeart(WINNABLE))
        for move in moves[:-1]:
            widget.play(move)
        within_a_second(lambda: widget.play(moves[-1]))
        assert widget.status == "won"
        figures = within_a_second(widget.statistics)
    assert figures.problem is not None
    assert figures.problem.kind == "locked"
    assert widget.records_problem is not None
    assert (widget.records_problem["kind"], widget.records_problem["kept"]) == ("locked", True)
    busy = [str(w.message) for w in caught if issubclass(w.category, RecordsWarning)]
    assert len(busy) == 2  # once for the reads, once for the game kept: not at every access
    assert "this game is kept, and recorded once the file is free" in busy[1]
    assert records.kept() == 1

    assert holder.stdin is not None
    assert holder.stdout is not None
    holder.stdin.write("let go\n")
    holder.stdin.flush()
    assert holder.stdout.readline() == "released\n"
    assert holder.wait() == 0

    figures = widget.statistics()  # the next access writes the kept game
    assert (figures.played, figures.won, figures.problem) == (2, 1, None)
    assert widget.records_problem is None
    assert records.kept() == 0
    widget.statistics()
    widget.new_game()
    assert [(row["code"], row["result"], row["moves"]) for row in records.games()] == [
        ("HH1-N-AAAAAAA", "lost", 10),
        (WINNABLE, "won", len(moves)),
    ]


def let_go(holder: subprocess.Popen[str]) -> None:
    """Tell the process holding the file to let it go, and wait until it has."""
    assert holder.stdin is not None
    assert holder.stdout is not None
    holder.stdin.write("let go\n")
    holder.stdin.flush()
    assert holder.stdout.readline() == "released\n"
    assert holder.wait() == 0


def test_under_steady_contention_an_access_waits_its_turn_once_a_window_has_passed(
    holder: subprocess.Popen[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(records_file, "RETRY_WINDOW", 0.5)  # the module that reads it
    window = records_file.RETRY_WINDOW
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RecordsWarning)
        start = time.monotonic()
        assert records.add("heart_to_heart", "HH1-N-AAAAAAB", "lost", 1, 1, 1.0) is not None
        waited = time.monotonic()  # the first busy access waited for the file, in vain
        assert waited - start >= 0.9 * records.BUSY_TIMEOUT
        while time.monotonic() - start < window:  # in the window: fail without waiting
            assert records.add("heart_to_heart", "HH1-N-AAAAAAB", "lost", 1, 1, 1.0)
        # Those failures do not make the window last: once it has passed since the access
        # that waited (a span of time, so waited for as one), the next access waits again.
        time.sleep(max(0.0, waited + window - time.monotonic()))
        again = time.monotonic()
        assert records.add("heart_to_heart", "HH1-N-AAAAAAB", "lost", 1, 1, 1.0) is not None
        assert time.monotonic() - again >= 0.9 * records.BUSY_TIMEOUT
    kept = records.kept()
    let_go(holder)
    assert len(records.games()) == 1 + kept  # the first game, and every one kept


_KEEPER = """
import sys
from hearttoheart_widget.common import records, records_queue
records_queue.EXIT_TIMEOUT = float(sys.argv[1])  # the module that reads it
problem = records.add("hope_deferred", "HD1-CH-AAAAAAB", "lost", 2, 9, 1.5, history="d d")
print("kept", records.kept(), problem is not None and problem.kept, flush=True)
"""


def _keeper(timeout: float) -> subprocess.Popen[str]:
    """A script that keeps one game for the busy file, then exits."""
    process = subprocess.Popen(
        [sys.executable, "-c", _KEEPER, str(timeout)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdout.readline() == "kept 1 True\n"
    return process


def test_a_process_writes_the_games_it_kept_as_it_exits(
    file: Path, holder: subprocess.Popen[str]
) -> None:
    keeper = _keeper(timeout=120)  # it waits for the file as it exits
    let_go(holder)
    assert keeper.wait(timeout=120) == 0
    assert keeper.stderr is not None
    assert "not recorded" not in keeper.stderr.read()
    assert [(row["code"], row["history"]) for row in records.games()] == [
        ("HH1-N-AAAAAAA", None),
        ("HD1-CH-AAAAAAB", "d d"),
    ]


def test_games_still_kept_when_the_wait_at_exit_ends_are_reported(
    file: Path, holder: subprocess.Popen[str]
) -> None:
    keeper = _keeper(timeout=0.05)
    assert keeper.wait(timeout=120) == 0
    assert keeper.stderr is not None
    said = keeper.stderr.read()
    assert "RecordsWarning: the records file is busy in another program: 1 game kept was" in said
    assert "not recorded at exit" in said
    let_go(holder)
    assert len(records.games()) == 1


_LOOPING_WRITER = """
import sys
from hearttoheart_widget.common import records

name, count = sys.argv[1], int(sys.argv[2])
print("ready", flush=True)
sys.stdin.readline()  # all start at once
for n in range(count):
    problem = records.add("hope_deferred", f"{name}-{n}", "lost", n, n, 0.0, history=name)
    assert problem is None or problem.kept, problem
"""


def test_four_scripts_writing_in_a_loop_at_once_write_every_game_exactly_once(
    file: Path,
) -> None:
    names, count = [f"writer{n}" for n in range(4)], 500
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", _LOOPING_WRITER, name, str(count)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for name in names
    ]
    for writer in writers:
        assert writer.stdout is not None
        assert writer.stdout.readline() == "ready\n"
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.flush()
    assert [writer.wait(timeout=300) for writer in writers] == [0] * 4
    stored = records.games()[1:]  # after the fixture's game
    assert len(stored) == len(names) * count
    assert sorted((row["code"], row["history"]) for row in stored) == sorted(
        (f"{name}-{n}", name) for name in names for n in range(count)
    )
    by_id = sorted(stored, key=lambda row: row["id"])
    for name in names:  # each script's games written in the order it finished them
        assert [row["score"] for row in by_id if row["history"] == name] == list(range(count))
