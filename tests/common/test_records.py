"""A player's records: where they live, what is stored and summed up, and trouble that
never stops a game."""

from __future__ import annotations

import datetime
import os
import sqlite3
import subprocess
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import platformdirs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common import records
from hearttoheart_widget.common.records import RecordsProblem, RecordsWarning, Summary

UTC = datetime.timezone.utc
LARGEST = 2**63 - 1
"""SQLite's largest integer."""
WON: dict[str, Any] = {
    "game": "heart_to_heart",
    "code": "HH1-N-AAAAAAA",
    "result": "won",
    "score": 250,
    "moves": 62,
    "seconds": 95.0,
}
"""A won game's values, as ``add`` takes them and ``games`` gives them back."""


_EARLIEST = datetime.datetime.min.replace(tzinfo=datetime.timezone(datetime.timedelta(hours=1)))


def _at(minute: int) -> datetime.datetime:
    return datetime.datetime(2026, 1, 1, 12, minute, tzinfo=UTC)


def _rows(file: Path) -> int:
    with sqlite3.connect(file) as db:
        count: int = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    return count


def test_the_test_run_records_into_a_temporary_file_not_the_users_directory() -> None:
    where = records.path()
    assert where is not None
    assert where == Path(os.environ[records.ENVIRONMENT])
    assert not where.is_relative_to(records.default_path(sys.platform).parent)


def test_a_finished_game_is_stored_and_read_back_oldest_first(file: Path) -> None:
    assert records.add("hope_deferred", "HD1-CH-AAAAAAM", "lost", 5, 17, 3.5, _at(2)) is None
    assert records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95, _at(1)) is None
    assert records.add("heart_to_heart", None, "unfinished", 40, 9, 12.25, _at(3)) is None
    stored = records.games()
    assert [list(row) for row in stored] == [["id", *WON, "finished_at", "history"]] * 3
    assert stored[0] == {
        "id": 2,
        **WON,
        "finished_at": "2026-01-01T12:01:00+00:00",
        "history": None,
    }
    assert [row["result"] for row in stored] == ["won", "lost", "unfinished"]
    assert [row["id"] for row in stored] == [2, 1, 3]
    assert [row["code"] for row in records.games("heart_to_heart")] == ["HH1-N-AAAAAAA", None]
    assert stored.problem is None


def test_each_game_keeps_its_moves_and_is_found_again_by_its_id(file: Path) -> None:
    line = (Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt").read_text().strip()
    assert records.add(**{**WON, "code": "HH1-N-AAAAAAB"}, history=line) is None
    assert records.add("hope_deferred", "HD1-CH-AAAAAAB", "lost", 3, 2, 1.0, history="d d") is None
    first, second = records.games()
    assert (first["history"], second["history"]) == (line, "d d")
    assert records.record(first["id"]) == first
    assert records.record(second["id"]) == second
    for missing in (second["id"] + 1, 0, -1, 2**70):  # no game has that id
        with pytest.raises(LookupError, match=rf"no record has id {missing} in the records"):
            records.record(missing)
    with pytest.raises(TypeError, match="id must be an integer, got '1'"):
        records.record("1")  # type: ignore[arg-type]


def test_asked_for_by_id_a_busy_file_raises_rather_than_say_no_such_game(file: Path) -> None:
    records.add(**WON)
    other = sqlite3.connect(file, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(records.RecordsError, match="busy in another program") as raised:
            records.record(1)
        assert (raised.value.problem.kind, raised.value.problem.recording) == ("locked", False)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert records.record(1) is not None


def test_a_busy_read_is_told_apart_from_no_games(file: Path) -> None:
    assert records.games().problem is None
    records.add(**WON)
    other = sqlite3.connect(file, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.warns(RecordsWarning, match="busy"):
            busy = records.games()
        assert busy == []
        assert busy.problem is not None
        assert (busy.problem.kind, busy.problem.recording) == ("locked", False)
        again = records.games("heart_to_heart")  # warned once, but still told
        assert again.problem is not None
        assert again.problem.kind == "locked"
    finally:
        other.execute("ROLLBACK")
        other.close()
    found = records.games()
    assert (len(found), found.problem) == (1, None)


def test_the_finishing_time_is_now_in_utc_by_default(file: Path) -> None:
    before = datetime.datetime.now(UTC).replace(microsecond=0)
    records.add("heart_to_heart", "HH1-N-AAAAAAB", "lost", 30, 40, 20.0)
    after = datetime.datetime.now(UTC)
    when = datetime.datetime.fromisoformat(records.games()[0]["finished_at"])
    assert when.utcoffset() == datetime.timedelta(0)
    assert before <= when <= after
    local = datetime.datetime(
        2026, 1, 1, 13, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=1))
    )
    records.add("heart_to_heart", "HH1-N-AAAAAAB", "lost", 30, 40, 20.0, local)
    assert records.games()[0]["finished_at"] == "2026-01-01T12:00:00+00:00"


def test_the_summary_counts_streaks_bests_and_one_deal(file: Path) -> None:
    played = [
        ("A", "won", 250, 70, 300.0),
        ("B", "won", 250, 60, 400.0),
        ("C", "lost", 120, 80, 100.0),
        ("A", "won", 250, 65, 200.0),
        ("B", "won", 250, 90, 500.0),
        ("D", "won", 250, 75, 350.0),
        ("C", "unfinished", 20, 5, 30.0),
        ("E", "won", 250, 66, 250.0),
        ("C", "lost", 140, 70, 120.0),
    ]
    for minute, (code, result, score, moves, seconds) in enumerate(played):
        records.add(
            "heart_to_heart", f"HH1-N-AAAAAA{code}", result, score, moves, seconds, _at(minute)
        )
    records.add("hope_deferred", "HD1-CH-AAAAAAA", "won", 8, 17, 1.0, _at(30))
    figures = records.summary("heart_to_heart", "HH1-N-AAAAAAC")
    assert figures == Summary(
        game="heart_to_heart",
        played=9,
        won=6,
        current_streak=0,
        best_streak=3,
        best_score=250,
        best_seconds=200.0,
        fewest_moves=60,
        code="HH1-N-AAAAAAC",
        best_on_code={
            "id": 9,
            "game": "heart_to_heart",
            "code": "HH1-N-AAAAAAC",
            "result": "lost",
            "score": 140,
            "moves": 70,
            "seconds": 120.0,
            "finished_at": "2026-01-01T12:08:00+00:00",
            "history": None,
        },
        won_code=False,
        recent=tuple(records.games("heart_to_heart")[:-6:-1]),
    )
    assert [row["id"] for row in figures.recent] == [9, 8, 7, 6, 5]
    assert figures.win_rate == pytest.approx(6 / 9)
    on_a = records.summary("heart_to_heart", "HH1-N-AAAAAAA")
    assert on_a.won_code
    assert on_a.best_on_code is not None
    assert (on_a.best_on_code["moves"], on_a.best_on_code["seconds"]) == (65, 200.0)
    records.add("heart_to_heart", "HH1-N-AAAAAAF", "won", 250, 99, 999.0, _at(40))
    assert records.summary("heart_to_heart").current_streak == 1
    assert records.summary("hope_deferred").played == 1


def test_a_summary_before_any_game(file: Path) -> None:
    figures = records.summary("hope_deferred", "HD1-CH-AAAAAAA")
    assert (figures.played, figures.won, figures.win_rate) == (0, 0, None)
    assert (figures.best_score, figures.best_seconds, figures.fewest_moves) == (None,) * 3
    assert (figures.best_on_code, figures.won_code, figures.problem) == (None, False, None)
    assert figures.recent == ()
    assert not file.exists()


def test_a_summary_lists_the_latest_games_with_their_moves(file: Path) -> None:
    for minute in range(8):
        history = None if minute == 6 else " ".join(["draw"] * minute)
        records.add(**{**WON, "moves": minute}, finished_at=_at(minute), history=history)
    records.add("hope_deferred", "HD1-CH-AAAAAAA", "won", 8, 17, 1.0, _at(30))
    recent = records.summary("heart_to_heart", WON["code"]).recent
    assert [row["moves"] for row in recent] == [7, 6, 5, 4, 3]
    assert recent[0] == records.games()[7]
    assert [row["history"] for row in recent][:3] == [
        " ".join(["draw"] * 7),
        None,
        "draw " * 4 + "draw",
    ]


@pytest.mark.parametrize(
    "off", ["off", " OFF ", "false", "False", "0", "none", "None", "disabled", "no", "NO"]
)
def test_recording_can_be_turned_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, off: str
) -> None:
    monkeypatch.setenv(records.ENVIRONMENT, off)
    monkeypatch.chdir(tmp_path)
    assert records.path() is None
    assert records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0) is None
    assert records.games() == []
    with pytest.raises(LookupError, match="no record has id 1: recording is off"):
        records.record(1)
    assert records.summary("heart_to_heart").played == 0
    assert list(tmp_path.iterdir()) == []


def test_the_file_can_be_named_with_a_home_directory(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(records.ENVIRONMENT, "~/games/mine.sqlite3")
    assert records.path() == Path.home() / "games" / "mine.sqlite3"


def test_a_relative_file_is_resolved_once_and_a_new_name_is_honoured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    monkeypatch.chdir(first)
    monkeypatch.setenv(records.ENVIRONMENT, "mine.sqlite3")
    assert records.add(**WON) is None
    monkeypatch.chdir(second)  # a later change of folder does not move the records
    assert records.path() == first / "mine.sqlite3"
    assert records.add(**WON) is None
    assert len(records.games()) == records.summary("heart_to_heart").played == 2
    assert list(second.iterdir()) == []
    monkeypatch.setenv(records.ENVIRONMENT, "other.sqlite3")  # a new name: from here
    assert records.path() == second / "other.sqlite3"
    monkeypatch.setenv(records.ENVIRONMENT, "mine.sqlite3")
    assert records.path() == second / "mine.sqlite3"
    assert records.games() == []


def test_by_default_the_records_live_in_the_users_data_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    expected = platformdirs.user_data_path("hearttoheart-widget", appauthor=False)
    assert records.path({}) == expected / "records.sqlite3"
    if sys.platform.startswith("linux"):
        assert expected == tmp_path / "hearttoheart-widget"


def test_in_the_browsers_python_the_records_live_in_the_working_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    assert records.default_path("emscripten") == tmp_path / "hearttoheart-records.sqlite3"


def test_the_schema_carries_its_version(file: Path) -> None:
    records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0)
    with sqlite3.connect(file) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == records.SCHEMA_VERSION == 3
        columns = [row[1] for row in db.execute("PRAGMA table_info(games)")]
    assert columns == list(records.games()[0])


_WRITER = """
import sys, time
from hearttoheart_widget.common import records
name, start = sys.argv[1], float(sys.argv[2])
while time.time() < start:
    time.sleep(0.001)
problems = [records.add("hope_deferred", f"{name}-{n}", "lost", n, n, 0.0) for n in range(200)]
while records.kept():  # games kept while the other writer was busy: written once it is not
    time.sleep(0.05)
    records.games()
print(sum(problem is not None and not problem.kept for problem in problems))
"""


@pytest.mark.slow
def test_two_processes_writing_at_once_lose_nothing(file: Path) -> None:
    start = str(time.time() + 1.5)
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, name, start], stdout=subprocess.PIPE, text=True
        )
        for name in ("first", "second")
    ]
    outputs = [writer.communicate(timeout=120)[0] for writer in writers]
    assert [writer.returncode for writer in writers] == [0, 0]
    assert [output.strip() for output in outputs] == ["0", "0"]
    codes = [row["code"] for row in records.games()]
    assert sorted(codes) == sorted(
        f"{name}-{n}" for name in ("first", "second") for n in range(200)
    )
    first = [code for code in codes if code.startswith("first")]
    assert first == [f"first-{n}" for n in range(200)]


def _trouble(kind: str) -> tuple[RecordsProblem, RecordsProblem]:
    """Record, then summarize, through trouble: each warns, never raises, and returns or
    carries the problem."""
    with pytest.warns(RecordsWarning, match="was not recorded|is kept, and recorded once"):
        recording = records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0)
    with pytest.warns(RecordsWarning, match="no statistics to show"):
        figures = records.summary("heart_to_heart")
    assert recording is not None
    assert figures.problem is not None
    assert (recording.kind, recording.recording) == (kind, True)
    assert (figures.problem.kind, figures.problem.recording) == (kind, False)
    assert (figures.played, figures.won) == (0, 0)
    return recording, figures.problem


def test_a_damaged_file_is_reported_and_left_alone(file: Path) -> None:
    garbage = b"this is not a database, " * 100
    file.write_bytes(garbage)
    (recording, reading) = _trouble("corrupt")
    assert str(recording).startswith("the records file is damaged (move it away to start new")
    assert str(file) in str(recording)
    assert reading.kind == "corrupt"
    assert not reading.recording
    with pytest.warns(RecordsWarning, match="damaged"):
        unread = records.games()
    assert unread == []
    assert unread.problem == reading
    assert file.read_bytes() == garbage


def test_a_locked_file_is_reported_and_the_game_kept_is_written_once_released(
    file: Path,
) -> None:
    records.add("heart_to_heart", "HH1-N-AAAAAAA", "lost", 10, 10, 10.0)
    other = sqlite3.connect(file, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    (recording, reading) = _trouble("locked")
    assert "busy in another program: this game is kept" in str(recording)
    assert recording.kept
    assert (reading.kind, reading.kept) == ("locked", False)
    assert records.kept() == 1
    other.execute("ROLLBACK")
    other.close()
    assert records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0) is None
    assert records.kept() == 0
    assert [row["result"] for row in records.games()] == ["lost", "won", "won"]


def test_a_problem_that_lasts_warns_once_until_the_file_works_again(file: Path) -> None:
    records.add("heart_to_heart", "HH1-N-AAAAAAA", "lost", 10, 10, 10.0)
    other = sqlite3.connect(file, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        for _ in range(3):
            assert records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0)
            assert records.summary("heart_to_heart").problem is not None
    assert len(warned) == 2  # one for the writes, one for the reads
    other.execute("ROLLBACK")
    assert records.summary("heart_to_heart").played == 4
    other.execute("BEGIN EXCLUSIVE")
    with pytest.warns(RecordsWarning, match="busy"):
        records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0)
    other.execute("ROLLBACK")
    other.close()
    assert records.summary("heart_to_heart").played == 5


def _make_read_only(file: Path) -> None:
    if os.geteuid() != 0:
        file.chmod(0o444)
        return
    made = subprocess.run(["chattr", "+i", str(file)], capture_output=True, check=False)
    if made.returncode != 0:
        pytest.skip("running as root on a file system without chattr +i: cannot deny writes")


def test_a_read_only_file_is_reported_and_still_read(file: Path) -> None:
    records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0)
    _make_read_only(file)
    try:
        with pytest.warns(RecordsWarning, match="read-only"):
            problem = records.add("heart_to_heart", "HH1-N-AAAAAAB", "lost", 0, 3, 1.0)
        assert problem is not None
        assert problem.kind == "read_only"
        assert [row["code"] for row in records.games()] == ["HH1-N-AAAAAAA"]
        assert records.summary("heart_to_heart").problem is None
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(file)], check=False)


def test_a_place_that_cannot_hold_a_file_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv(records.ENVIRONMENT, str(blocker / "records.sqlite3"))
    with pytest.warns(RecordsWarning, match="cannot be opened"):
        problem = records.add("hope_deferred", None, "won", 8, 17, 2.0)
    assert problem is not None
    assert problem.kind == "unavailable"


def test_records_of_a_newer_version_are_not_touched(file: Path) -> None:
    with sqlite3.connect(file) as db:
        db.execute("CREATE TABLE games (anything)")
        db.execute(f"PRAGMA user_version = {records.SCHEMA_VERSION + 1}")
    before = file.read_bytes()
    (recording, reading) = _trouble("newer")
    assert "newer hearttoheart-widget" in str(recording)
    assert reading.kind == "newer"
    with pytest.raises(records.RecordsError, match="newer"):
        records.record(1)
    assert file.read_bytes() == before


def test_a_value_the_records_cannot_hold_is_refused_and_nothing_after_it_changes(
    file: Path,
) -> None:
    records.add(**WON)
    for bad in ({"score": 2**63}, {"code": "\ud800"}, {"history": "\udc80"}):
        with pytest.raises(ValueError, match="must be"):
            records.add(**{**WON, **bad})
        assert records.kept() == 0
        assert records.add(**{**WON, "result": "lost"}) is None
        assert len(records.games()) == records.summary("heart_to_heart").played
    widget = HeartToHeart("HH1-N-AAAAAAB")
    widget.draw()
    widget.new_game()
    assert [row["result"] for row in records.games()] == ["won", *["lost"] * 3, "unfinished"]
    assert widget.records_problem is None


_CHARACTERS = st.characters(codec=None) | st.sampled_from(["\ud800", "\udfff", "\x00"])
_TEXT = st.none() | st.text(_CHARACTERS, max_size=8)
"""Text of any kind, lone surrogates (which SQLite cannot store) among it."""
_EDGES = st.sampled_from([0, -1, LARGEST, LARGEST + 1, 2**64, 10**400])
_COUNTS = st.integers() | _EDGES
_NUMBERS = _COUNTS | st.floats() | st.booleans() | st.none()


@given(
    code=_TEXT,
    score=_NUMBERS,
    moves=_COUNTS,
    seconds=_NUMBERS,
    history=_TEXT,
)
@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_values_are_either_stored_as_given_or_refused_with_nothing_changed(
    file: Path, code: str | None, score: object, moves: int, seconds: object, history: str | None
) -> None:
    before = records.games()
    values = {**WON, "code": code, "score": score, "moves": moves, "seconds": seconds}
    try:
        problem = records.add(**values, history=history)
    except (ValueError, TypeError):
        assert records.games() == before
        assert records.kept() == 0
    else:
        assert problem is None
        stored = records.games()
        assert stored[:-1] == before
        as_stored = {**values, "seconds": float(seconds)}  # type: ignore[arg-type]
        assert {key: stored[-1][key] for key in values} == as_stored  # seconds are REAL
        assert stored[-1]["history"] == history
    assert records.add(**WON) is None  # and the records still work


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        ({"game": "chess"}, ValueError, "game must be .* got 'chess'"),
        ({"result": "tie"}, ValueError, "result must be .* got 'tie'"),
        ({"score": -1}, ValueError, "score must not be negative, got -1"),
        ({"moves": 2.5}, TypeError, "moves must be an integer, got 2.5"),
        ({"moves": True}, TypeError, "moves must be an integer, got True"),
        ({"seconds": float("nan")}, ValueError, "seconds must be a finite number .* got nan"),
        ({"seconds": "3"}, TypeError, "seconds must be a number, got '3'"),
        ({"code": 5}, TypeError, "code must be a string or None, got 5"),
        ({"finished_at": "today"}, TypeError, "finished_at must be a datetime, got 'today'"),
        ({"score": 2**63}, ValueError, "score must be at most 2..63 - 1, got 9223372036854775808"),
        ({"moves": 10**5000}, ValueError, "moves must be at most .* got an integer of 16610 bits"),
        ({"seconds": 10**400}, ValueError, "seconds must be a finite number .* got an integer"),
        ({"code": "HH1-\ud800"}, ValueError, "code must be Unicode text, got 'HH1-\\\\ud800'"),
        ({"history": "draw \udfff"}, ValueError, "history must be Unicode text"),
        ({"history": ["draw"]}, TypeError, "history must be a string or None, got \\['draw'\\]"),
        ({"finished_at": _EARLIEST}, ValueError, "finished_at is out of range in UTC"),
    ],
)
def test_bad_values_are_refused_by_name_and_nothing_is_stored(
    file: Path, change: dict[str, object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        records.add(**{**WON, **change})
    assert not file.exists()
    with pytest.raises(ValueError, match="got 'chess'"):
        records.summary("chess")
    with pytest.raises(ValueError, match="got 'chess'"):
        records.games("chess")
