"""The records file's versions: a file of version 1 (no moves kept) or 2 (a check naming
the two games of its time) is read as it is and moved to version 3 in place by the first
write, in one transaction, losing no row and no id; a file of a newer version is never
touched."""

from __future__ import annotations

import datetime
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget.common import records, records_file
from hearttoheart_widget.common.records import RecordsWarning

V1_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL CHECK (game IN ('heart_to_heart', 'hope_deferred')),
    code TEXT,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'unfinished')),
    score INTEGER NOT NULL CHECK (score >= 0),
    moves INTEGER NOT NULL CHECK (moves >= 0),
    seconds REAL NOT NULL CHECK (seconds >= 0),
    finished_at TEXT NOT NULL
);
CREATE INDEX games_by_game_and_code ON games (game, code);
"""
"""The layout of version 1, as hearttoheart-widget 0.2 wrote it."""


KEYS = ("heart_to_heart", "hope_deferred")
"""The games of versions 1 and 2."""

V1_FIELDS = ("id", "game", "code", "result", "score", "moves", "seconds", "finished_at")
ROWS = 1_500


def _v1_file(file: Path, rows: int = ROWS) -> list[tuple[Any, ...]]:
    """A records file of version 1 with ``rows`` games of every kind, some deleted on the
    way (so that ids have gaps); returns its rows, as stored."""
    rng = random.Random(27)
    start = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)
    with sqlite3.connect(file) as db:
        db.executescript(V1_SCHEMA)
        db.execute("PRAGMA user_version = 1")
        for n in range(rows):
            game = rng.choice(KEYS)
            code = rng.choice([None, f"HH1-N-{n:07d}", "HD1-CH-AAAAAAB", "ü ♥ 'quoted'"])
            when = start + datetime.timedelta(seconds=rng.randrange(10**8))
            db.execute(
                "INSERT INTO games (game, code, result, score, moves, seconds, finished_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    game,
                    code,
                    rng.choice(records.RESULTS),
                    rng.choice([0, 250, rng.randrange(2**63)]),
                    rng.randrange(500),
                    rng.choice([0.0, rng.random() * 1e4, 1e300]),
                    when.isoformat(timespec="seconds"),
                ),
            )
        db.execute("DELETE FROM games WHERE id % 97 = 0")
    return _stored(file)


def _stored(file: Path) -> list[tuple[Any, ...]]:
    with sqlite3.connect(file) as db:
        return db.execute(f"SELECT {', '.join(V1_FIELDS)} FROM games ORDER BY id").fetchall()


def _version(file: Path) -> int:
    with sqlite3.connect(file) as db:
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def test_a_version_1_file_is_read_as_it_is_its_games_without_moves(file: Path) -> None:
    old = _v1_file(file)
    before = file.read_bytes()
    read = records.games()
    assert read.problem is None
    assert sorted(tuple(row[key] for key in V1_FIELDS) for row in read) == old
    assert {row["history"] for row in read} == {None}
    first = read[0]
    assert records.record(first["id"]) == first
    summary = records.summary("heart_to_heart", "HD1-CH-AAAAAAB")
    assert summary.played == sum(row[1] == "heart_to_heart" for row in old)
    assert all(row["history"] is None for row in summary.recent)
    assert file.read_bytes() == before  # reading moved nothing
    assert _version(file) == 1


def test_the_first_write_moves_a_version_1_file_to_version_3_losing_no_row(file: Path) -> None:
    old = _v1_file(file)
    added = records.add("heart_to_heart", "HH1-N-AAAAAAB", "won", 250, 2, 9.0, history="d 2+w")
    assert added is None
    assert _version(file) == 3
    with sqlite3.connect(file) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(games)")]
        (check,) = db.execute("PRAGMA integrity_check").fetchone()
    assert columns == [*V1_FIELDS, "history"]
    assert check == "ok"
    assert _stored(file)[:-1] == old  # every value of every old row, by its own id
    new = _stored(file)[-1]
    assert new[0] > old[-1][0]
    read = {row["id"]: row for row in records.games()}
    assert len(read) == len(old) + 1
    assert {read[row[0]]["history"] for row in old} == {None}
    assert read[new[0]]["history"] == "d 2+w"
    assert records.add("hope_deferred", None, "lost", 1, 1, 1.0) is None  # now as any file
    assert len(records.games()) == len(old) + 2


def test_a_move_to_version_3_that_fails_midway_leaves_the_file_as_it_was(
    file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = _v1_file(file, rows=300)
    before = file.read_bytes()
    # The column is added and the table made again, then a step fails: nothing of the
    # move may remain.
    steps = (*records_file._UPGRADES[2], "INSERT INTO no_such_table VALUES (1)")
    with monkeypatch.context() as failing:
        failing.setitem(records_file._UPGRADES, 2, steps)
        with pytest.warns(RecordsWarning, match="was not recorded"):
            problem = records.add("heart_to_heart", "HH1-N-AAAAAAB", "won", 250, 2, 9.0)
    assert problem is not None
    assert not problem.kept
    assert file.read_bytes() == before
    assert _version(file) == 1
    assert _stored(file) == old
    assert records.add("heart_to_heart", "HH1-N-AAAAAAB", "won", 250, 2, 9.0) is None
    assert _stored(file)[:-1] == old
    assert _version(file) == 3


def _v2_file(file: Path) -> list[tuple[Any, ...]]:
    """A records file of version 2: a version-1 file's games, some with moves, and its
    latest ids deleted (so that the next id is past every row)."""
    _v1_file(file, rows=400)
    with sqlite3.connect(file) as db:
        db.execute("ALTER TABLE games ADD COLUMN history TEXT")
        db.execute("UPDATE games SET history = 'd d' WHERE id % 3 = 0")
        db.execute("DELETE FROM games WHERE id > 390")
        db.execute("PRAGMA user_version = 2")
    with sqlite3.connect(file) as db:
        rows: list[tuple[Any, ...]] = db.execute(
            f"SELECT {', '.join(V1_FIELDS)}, history FROM games ORDER BY id"
        ).fetchall()
    return rows


def test_a_version_2_file_is_read_as_it_is(file: Path) -> None:
    old = _v2_file(file)
    before = file.read_bytes()
    read = records.games()
    assert read.problem is None
    assert [tuple(row[key] for key in (*V1_FIELDS, "history")) for row in read] == sorted(
        old, key=lambda row: (row[7], row[0])
    )
    assert file.read_bytes() == before
    assert _version(file) == 2


def test_the_first_write_moves_a_version_2_file_to_version_3_without_the_games_check(
    file: Path,
) -> None:
    old = _v2_file(file)
    assert records.add("hope_deferred", None, "lost", 1, 1, 1.0) is None
    assert _version(file) == 3
    with sqlite3.connect(file) as db:
        table = db.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()[0]
        indexes = [
            row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'")
        ]
        (check,) = db.execute("PRAGMA integrity_check").fetchone()
        stored = db.execute(
            f"SELECT {', '.join(V1_FIELDS)}, history FROM games ORDER BY id"
        ).fetchall()
        tables = [
            row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        ]
    assert not [key for key in KEYS if key in table]
    assert "CHECK (result IN" in table  # the other checks stay
    assert indexes == ["games_by_game_and_code"]
    assert check == "ok"
    assert sorted(tables) == ["games", "sqlite_sequence"]
    assert stored[:-1] == old  # every value of every old row, by its own id
    assert stored[-1][0] > 399  # AUTOINCREMENT: no id of a deleted game is given again


def test_a_version_3_file_takes_any_game_the_registry_knows_and_no_other(file: Path) -> None:
    assert records.add("hope_deferred", None, "won", 1, 1, 1.0) is None
    with sqlite3.connect(file) as db:
        db.execute(
            "INSERT INTO games (game, result, score, moves, seconds, finished_at)"
            " VALUES ('a_later_game', 'won', 0, 0, 0, '2026-01-01T00:00:00+00:00')"
        )  # the file itself takes any game's key
    assert [row["game"] for row in records.games()] == ["a_later_game", "hope_deferred"]
    with pytest.raises(ValueError, match="game must be one of 'heart_to_heart', 'hope_deferred'"):
        records.add("a_later_game", None, "won", 1, 1, 1.0)
    with pytest.warns(DeprecationWarning, match=r"records\.GAMES is deprecated"):
        assert records.GAMES == KEYS
