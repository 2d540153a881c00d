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
from hearttoheart_widget.common import records
from hearttoheart_widget.common.records import RecordsWarning

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
def file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    named = tmp_path / "records.sqlite3"
    monkeypatch.setenv(records.ENVIRONMENT, str(named))
    assert records.add("heart_to_heart", "HH1-N-AAAAAAA", "lost", 10, 10, 10.0) is None
    return named


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
