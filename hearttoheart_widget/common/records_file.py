"""The records file: where it is, its schema and the steps that move an older file's to
this version, and the one transaction each access to it is, which waits for a busy file
only as long as :mod:`.records` says. :mod:`.records` exports the public names.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from .records_problems import FileError, kind_of, worked

ENVIRONMENT = "HEARTTOHEART_RECORDS"
"""The environment variable naming the records file, or ``off``."""

OFF = frozenset({"off", "false", "0", "no", "none", "disabled"})
"""The values of :data:`ENVIRONMENT` that turn recording off, in any letter case: never
a file of that name."""

RESULTS = ("won", "lost", "unfinished")

SCHEMA_VERSION = 3
"""The version of the database layout this module writes (SQLite ``user_version``)."""

BUSY_TIMEOUT = 0.2
"""Seconds an access waits for another program's transaction on the file to finish."""

RETRY_WINDOW = 2.0
"""Seconds after an access waited for the busy file in vain in which accesses try it
without waiting (those failures, which do not wait, do not prolong it)."""

LARGEST = 2**63 - 1
"""The largest score or move count the records hold (SQLite's largest integer)."""

BROWSER_FILE = "hearttoheart-records.sqlite3"
"""The records file's name in the working folder of the browser's Python."""

_TABLE = """
CREATE TABLE {name} (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    code TEXT,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'unfinished')),
    score INTEGER NOT NULL CHECK (score >= 0),
    moves INTEGER NOT NULL CHECK (moves >= 0),
    seconds REAL NOT NULL CHECK (seconds >= 0),
    finished_at TEXT NOT NULL,
    history TEXT
)"""
_INDEX = "CREATE INDEX games_by_game_and_code ON games (game, code)"
_SCHEMA = f"{_TABLE.format(name='games')};\n{_INDEX};\n"

_UPGRADES: dict[int, tuple[str, ...]] = {
    1: ("ALTER TABLE games ADD COLUMN history TEXT",),
    # SQLite cannot drop a CHECK: the table is made again without it, every row by its id,
    # and the next id carried over (AUTOINCREMENT never gives an id twice).
    2: (
        _TABLE.format(name="games_3"),
        "INSERT INTO games_3 (id, game, code, result, score, moves, seconds, finished_at,"
        " history) SELECT id, game, code, result, score, moves, seconds, finished_at,"
        " history FROM games ORDER BY id",
        "UPDATE sqlite_sequence SET seq = max(seq, coalesce("
        "(SELECT seq FROM sqlite_sequence WHERE name = 'games'), 0)) WHERE name = 'games_3'",
        "INSERT INTO sqlite_sequence (name, seq) SELECT 'games_3', seq FROM sqlite_sequence"
        " WHERE name = 'games' AND NOT EXISTS"
        " (SELECT 1 FROM sqlite_sequence WHERE name = 'games_3')",
        "DROP TABLE games",
        "ALTER TABLE games_3 RENAME TO games",
        _INDEX,
    ),
}
"""For each older version, the statements that bring a file of it to the next one."""

_FIELDS = ("game", "code", "result", "score", "moves", "seconds", "finished_at", "history")
_COLUMNS = ("id", *_FIELDS)
_INSERT = f"INSERT INTO games ({', '.join(_FIELDS)}) VALUES ({', '.join('?' * len(_FIELDS))})"

Row = tuple[object, ...]
"""A game's values as the file stores them, in the order of its columns after ``id``."""


def path(environ: Mapping[str, str] | None = None) -> Path | None:
    """The records file, or None when recording is off (``HEARTTOHEART_RECORDS=off``, or
    any value of :data:`OFF`). A relative name is resolved once (see :mod:`.records`)."""
    environ = os.environ if environ is None else environ
    named = environ.get(ENVIRONMENT, "").strip()
    if named.lower() in OFF:
        return None
    if named:
        return _anchored(Path(named).expanduser())
    if sys.platform == "emscripten":
        return _anchored(Path(BROWSER_FILE))
    return _anchored(default_path(sys.platform))


#: The file the latest access was named, and the absolute file it was resolved to.
_anchor: tuple[Path, Path] | None = None


def default_path(platform: str) -> Path:
    """The records file when no environment variable names one, on ``platform`` (a
    ``sys.platform`` value): in Pyodide (``emscripten``) a file in the working folder,
    elsewhere one in the user's data directory (``$XDG_DATA_HOME`` or ``~/.local/share``
    on Linux, ``~/Library/Application Support`` on macOS, ``%LOCALAPPDATA%`` on Windows)."""
    if platform == "emscripten":
        return Path.cwd() / BROWSER_FILE
    # Imported here: the engines, which import this module, stay standard-library only.
    from platformdirs import user_data_path

    return user_data_path("hearttoheart-widget", appauthor=False) / "records.sqlite3"


def _anchored(file: Path) -> Path:
    """``file``, made absolute against the working folder of the first of the accesses in
    a row that are named it."""
    global _anchor
    if _anchor is None or _anchor[0] != file:
        _anchor = (file, file.absolute())
    return _anchor[1]


#: Per records file: when an access last waited for it in vain.
_busy: dict[Path, float] = {}


@contextmanager
def transaction(
    file: Path, *, writing: bool, rows: Sequence[Row] = (), timeout: float | None = None
) -> Iterator[sqlite3.Connection]:
    """A connection inside one transaction (holding the write lock when ``writing``),
    with the schema made, moved to this version or checked and, when ``writing``,
    ``rows`` written first; errors become ``FileError``. It waits ``timeout`` seconds
    for a busy file, by default as :mod:`.records`' notes say."""
    if timeout is None:
        last = _busy.get(file)
        recently_busy = last is not None and time.monotonic() - last < RETRY_WINDOW
        timeout = 0.0 if recently_busy else BUSY_TIMEOUT
    try:
        if writing:
            file.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(file, timeout=timeout, isolation_level=None)) as db:
            db.execute("BEGIN IMMEDIATE" if writing else "BEGIN")
            try:
                _schema(db, writing)
                if rows:  # (an insert, even of no row, needs this version's table)
                    db.executemany(_INSERT, rows)
                yield db
            except BaseException:
                db.rollback()
                raise
            db.execute("COMMIT")
    except sqlite3.Error as error:
        kind = kind_of(error)
        if kind == "locked" and timeout > 0:
            _busy[file] = time.monotonic()  # waited in vain: the next ones need not wait
        raise FileError(kind, str(error)) from error
    except OSError as error:
        raise FileError("unavailable", str(error)) from error
    _busy.pop(file, None)
    worked(file)


def _schema(db: sqlite3.Connection, writing: bool) -> None:
    """Check the schema's version; when writing, make the schema in a new file, or move
    an older file's to this version."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        known = f"schema version {version}; this package knows {SCHEMA_VERSION}"
        raise FileError("newer", known)
    if not writing or version == SCHEMA_VERSION:
        return
    if version == 0:
        statements = [part for part in _SCHEMA.split(";") if part.strip()]
    else:
        statements = [step for old in range(version, SCHEMA_VERSION) for step in _UPGRADES[old]]
    for statement in statements:
        db.execute(statement)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def select(
    db: sqlite3.Connection, where: str, values: tuple[object, ...], *, history: bool = True
) -> list[dict[str, Any]]:
    """The records ``where`` picks, oldest first, as dicts; without their ``history``
    unless ``history`` (a summary reads only those it shows: they can be long)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version == 0:
        return []  # made by a first writer that has not committed yet
    names = _COLUMNS if history else _COLUMNS[:-1]
    # A file of version 1 has no history: its games have none.
    columns = ["NULL" if name == "history" and version < 2 else name for name in names]
    query = f"SELECT {', '.join(columns)} FROM games {where} ORDER BY finished_at, id"
    return [dict(zip(names, row, strict=True)) for row in db.execute(query, values)]
