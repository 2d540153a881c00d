"""A player's records: every finished game of either game, in a local SQLite database.

Where: the file named by the environment variable ``HEARTTOHEART_RECORDS`` (``off``,
``false``, ``0``, ``no``, ``none`` or ``disabled``, in any case, turn recording off), else
``records.sqlite3`` in the user's data directory for ``hearttoheart-widget``
(platformdirs'); in the browser's Python (Pyodide) instead ``hearttoheart-records.sqlite3``
in the working folder, which JupyterLite keeps in the browser's storage across reloads
(``path()`` says which).

Trouble never stops a game. No function here raises because of the database: a damaged,
locked or read-only file, or one that cannot be opened, becomes a ``RecordsProblem``.
``add`` returns it, ``summary`` carries it in ``.problem``, and every one of them is also
issued as a ``RecordsWarning`` (Python's ``warnings``) for scripts. A widget shows the
problem's ``kind`` as a translated message (``str(problem)`` is the English one) and
play goes on. Only arguments that are wrong in themselves raise (``ValueError``,
``TypeError``).

Each write is one transaction that takes the database's write lock first, so several
notebooks recording at once lose nothing. The records never hold play up: an access waits
at most ``BUSY_TIMEOUT`` seconds for another program's transaction (and, for
``RETRY_WINDOW`` seconds after the file was last found busy, not at all). A game that could
not be written because the file was busy (``kind`` ``locked``) is *kept*: held in this
process and written, once and in order, by the next access (``add``, ``games`` or
``summary``) that finds the file free; ``kept()`` says how many wait. A busy file warns
once (for writing, and once for reading) until an access to it works again. The schema
carries its version in SQLite's ``user_version``.
"""

from __future__ import annotations

import datetime
import os
import sqlite3
import sys
import time
import warnings
from collections.abc import Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

ENVIRONMENT = "HEARTTOHEART_RECORDS"
"""The environment variable naming the records file, or ``off``."""

OFF = frozenset({"off", "false", "0", "no", "none", "disabled"})
"""The values of :data:`ENVIRONMENT` that turn recording off, in any letter case: never
a file of that name."""

GAMES = ("heart_to_heart", "hope_deferred")
RESULTS = ("won", "lost", "unfinished")

SCHEMA_VERSION = 1
"""The version of the database layout this module writes (SQLite ``user_version``)."""

BUSY_TIMEOUT = 0.2
"""Seconds an access waits for another program's transaction on the file to finish."""

RETRY_WINDOW = 2.0
"""Seconds after the file was found busy in which an access tries it without waiting."""

_SCHEMA = """
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
_FIELDS = ("game", "code", "result", "score", "moves", "seconds", "finished_at")
_INSERT = f"INSERT INTO games ({', '.join(_FIELDS)}) VALUES ({', '.join('?' * len(_FIELDS))})"

Kind = Literal["read_only", "locked", "corrupt", "newer", "unavailable"]

_REASONS: dict[str, str] = {
    "read_only": "the records file is read-only",
    "locked": "the records file is busy in another program",
    "corrupt": "the records file is damaged (move it away to start new records)",
    "newer": "the records were written by a newer hearttoheart-widget (update it)",
    "unavailable": "the records file cannot be opened",
}


class RecordsWarning(UserWarning):
    """The records could not be read or written; play goes on."""


@dataclass(frozen=True)
class RecordsProblem:
    """Why the records could not be read or written.

    ``kind``: ``read_only``, ``locked``, ``corrupt``, ``newer`` (written by a newer version
    of this package) or ``unavailable``; ``path``: the file; ``detail``: SQLite's or the
    system's own words; ``recording``: True if a game was to be written, False if the
    records were to be read.
    """

    kind: Kind
    path: Path
    detail: str
    recording: bool
    kept: bool = False
    """Whether the game is kept, to be written by the next access that finds the file free."""

    def __str__(self) -> str:
        if self.kept:
            outcome = "this game is kept, and recorded once the file is free"
        elif self.recording:
            outcome = "this game was not recorded"
        else:
            outcome = "no statistics to show"
        return f"{_REASONS[self.kind]}: {outcome}. ({self.path}: {self.detail})"


@dataclass(frozen=True)
class Summary:
    """A statistics panel's figures for one game, from the records.

    Best time and fewest moves are taken over won games. ``code`` is the deal asked
    about: ``best_on_code`` is its best record (a won one first, then by score, moves and
    time), ``won_code`` whether it was ever won. ``problem`` is set when the records could
    not be read, and the figures are then those of no games.
    """

    game: str
    played: int
    won: int
    current_streak: int
    best_streak: int
    best_score: int | None
    best_seconds: float | None
    fewest_moves: int | None
    code: str | None = None
    best_on_code: dict[str, Any] | None = None
    won_code: bool = False
    problem: RecordsProblem | None = None

    @property
    def win_rate(self) -> float | None:
        """The share of games won, or None before the first game."""
        return self.won / self.played if self.played else None


def path(environ: Mapping[str, str] | None = None) -> Path | None:
    """The records file, or None when recording is off (``HEARTTOHEART_RECORDS=off``, or
    any value of :data:`OFF`)."""
    environ = os.environ if environ is None else environ
    named = environ.get(ENVIRONMENT, "").strip()
    if named.lower() in OFF:
        return None
    if named:
        return Path(named).expanduser()
    return default_path(sys.platform)


def default_path(platform: str) -> Path:
    """The records file when no environment variable names one, on ``platform`` (a
    ``sys.platform`` value): in Pyodide (``emscripten``) a file in the working folder,
    elsewhere one in the user's data directory."""
    if platform == "emscripten":
        return Path.cwd() / "hearttoheart-records.sqlite3"
    # Imported here: the engines, which import this module, stay standard-library only.
    from platformdirs import user_data_path

    return user_data_path("hearttoheart-widget", appauthor=False) / "records.sqlite3"


def add(
    game: str,
    code: str | None,
    result: str,
    score: int,
    moves: int,
    seconds: float,
    finished_at: datetime.datetime | None = None,
) -> RecordsProblem | None:
    """Record a finished game: ``game`` ("heart_to_heart" or "hope_deferred"), its deal
    ``code`` (None for a custom position), ``result`` ("won", "lost" or "unfinished"),
    ``score``, ``moves``, ``seconds`` on its clock, and when it finished (now by default).

    Returns None once it is stored (or when recording is off), else the problem, which
    is also issued as a ``RecordsWarning`` (once); it never raises because of the database.
    A game the busy file could not take is kept and written later (``problem.kept``).
    """
    _check_game(game)
    _check_values(code, result, score, moves)
    row = (game, code, result, score, moves, _check_seconds(seconds), _utc_text(finished_at))
    file = path()
    if file is None:
        return None
    _kept.setdefault(file, []).append(row)
    try:
        with _database(file, writing=True):
            pass  # the kept games, this one last, are written as the transaction opens
    except _RecordsError as trouble:
        if trouble.kind != "locked":
            _kept[file].remove(row)  # not a passing trouble: this game is not recorded
        return _report(trouble.problem(file, recording=True, kept=trouble.kind == "locked"))
    return None


def kept() -> int:
    """How many finished games wait in this process for the busy records file to be free."""
    file = path()
    return 0 if file is None else len(_kept.get(file, ()))


def games(game: str | None = None) -> list[dict[str, Any]]:
    """Every record, oldest first (of one game if ``game`` is given), as dicts with
    ``game``, ``code``, ``result``, ``score``, ``moves``, ``seconds`` and ``finished_at``
    (ISO 8601, UTC). On trouble: a ``RecordsWarning`` and an empty list."""
    if game is not None:
        _check_game(game)
    file = path()
    if file is None or not (file.exists() or _kept.get(file)):
        return []
    try:
        return _read(file, game)
    except _RecordsError as trouble:
        _report(trouble.problem(file, recording=False))
        return []


def summary(game: str, code: str | None = None) -> Summary:
    """The figures of a statistics panel for ``game``, and for the deal ``code`` if given."""
    _check_game(game)
    file = path()
    rows: list[dict[str, Any]] = []
    problem = None
    if file is not None and (file.exists() or _kept.get(file)):
        try:
            rows = _read(file, game)
        except _RecordsError as trouble:
            problem = _report(trouble.problem(file, recording=False))
    won = [row for row in rows if row["result"] == "won"]
    streak = best_streak = 0
    for row in rows:
        streak = streak + 1 if row["result"] == "won" else 0
        best_streak = max(best_streak, streak)
    on_code = [row for row in rows if code is not None and row["code"] == code]
    return Summary(
        game=game,
        played=len(rows),
        won=len(won),
        current_streak=streak,
        best_streak=best_streak,
        best_score=max((row["score"] for row in rows), default=None),
        best_seconds=min((row["seconds"] for row in won), default=None),
        fewest_moves=min((row["moves"] for row in won), default=None),
        code=code,
        best_on_code=min(on_code, key=_rank, default=None),
        won_code=any(row["result"] == "won" for row in on_code),
        problem=problem,
    )


def _rank(row: dict[str, Any]) -> tuple[bool, int, int, float]:
    """Sorts the better record first: won, then higher score, fewer moves, less time."""
    return row["result"] != "won", -row["score"], row["moves"], row["seconds"]


def _read(file: Path, game: str | None) -> list[dict[str, Any]]:
    query = f"SELECT {', '.join(_FIELDS)} FROM games"
    if game is not None:
        query += " WHERE game = ?"
    query += " ORDER BY finished_at, id"
    with _database(file, writing=bool(_kept.get(file))) as connection:
        if connection.execute("PRAGMA user_version").fetchone()[0] == 0:
            return []  # made by a first writer that has not committed yet
        rows = connection.execute(query, () if game is None else (game,)).fetchall()
    return [dict(zip(_FIELDS, row, strict=True)) for row in rows]


class _RecordsError(Exception):
    """A database or file error on its way to becoming a RecordsProblem."""

    def __init__(self, kind: Kind, detail: str) -> None:
        super().__init__(detail)
        self.kind, self.detail = kind, detail

    def problem(self, file: Path, *, recording: bool, kept: bool = False) -> RecordsProblem:
        return RecordsProblem(self.kind, file, self.detail, recording, kept)


#: Per records file: the games kept while it was busy, oldest first, and when it was last
#: found busy; and which busy problems (file, kind, recording) warned since it last worked.
_kept: dict[Path, list[tuple[object, ...]]] = {}
_busy: dict[Path, float] = {}
_warned: set[tuple[Path, str, bool]] = set()


@contextmanager
def _database(file: Path, *, writing: bool) -> Iterator[sqlite3.Connection]:
    """A connection inside one transaction (holding the write lock when ``writing``),
    with the schema made or checked and, when ``writing``, the kept games written first;
    errors become ``_RecordsError``. It waits for a busy file as the module's notes say."""
    recently_busy = time.monotonic() - _busy.get(file, -RETRY_WINDOW) < RETRY_WINDOW
    timeout = 0.0 if recently_busy else BUSY_TIMEOUT
    kept = _kept.get(file, []) if writing else []
    try:
        if writing:
            file.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(file, timeout=timeout, isolation_level=None)) as db:
            db.execute("BEGIN IMMEDIATE" if writing else "BEGIN")
            try:
                _schema(db, writing)
                db.executemany(_INSERT, kept)
                yield db
            except BaseException:
                db.rollback()
                raise
            db.execute("COMMIT")
    except sqlite3.Error as error:
        kind = _kind(error)
        if kind == "locked":
            _busy[file] = time.monotonic()
        raise _RecordsError(kind, str(error)) from error
    except OSError as error:
        raise _RecordsError("unavailable", str(error)) from error
    del kept[:]  # written, and only now: a failed commit keeps them for the next access
    _busy.pop(file, None)
    _warned.difference_update({key for key in _warned if key[0] == file})


def _schema(db: sqlite3.Connection, writing: bool) -> None:
    """Check the schema's version, and make the schema in a new file that is written."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        known = f"schema version {version}; this package knows {SCHEMA_VERSION}"
        raise _RecordsError("newer", known)
    if version == 0 and writing:
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _kind(error: sqlite3.Error) -> Kind:
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return "locked"
    if "readonly" in text or "read-only" in text:
        return "read_only"
    if "not a database" in text or "malformed" in text or "no such table" in text:
        return "corrupt"
    return "unavailable"


def _report(problem: RecordsProblem) -> RecordsProblem:
    """Warn of ``problem``; a busy file's, which may come with every move, only once
    until the file works again."""
    key = (problem.path, problem.kind, problem.recording)
    if problem.kind != "locked" or key not in _warned:
        _warned.add(key)
        warnings.warn(str(problem), RecordsWarning, stacklevel=3)
    return problem


def _check_game(game: object) -> None:
    if game not in GAMES:
        raise ValueError(f"game must be 'heart_to_heart' or 'hope_deferred', got {game!r:.60}")


def _check_values(code: object, result: object, score: object, moves: object) -> None:
    if code is not None and not isinstance(code, str):
        raise TypeError(f"code must be a string or None, got {code!r:.60}")
    if result not in RESULTS:
        raise ValueError(f"result must be 'won', 'lost' or 'unfinished', got {result!r:.60}")
    for name, value in (("score", score), ("moves", moves)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an integer, got {value!r:.60}")
        if value < 0:
            raise ValueError(f"{name} must not be negative, got {value}")


def _check_seconds(seconds: object) -> float:
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError(f"seconds must be a number, got {seconds!r:.60}")
    if not 0 <= seconds < float("inf"):
        raise ValueError(f"seconds must be a finite number of at least 0, got {seconds}")
    return float(seconds)


def _utc_text(finished_at: object) -> str:
    """A finishing time in ISO 8601, UTC, to the second (now if None)."""
    if finished_at is None:
        finished_at = datetime.datetime.now(datetime.timezone.utc)
    elif not isinstance(finished_at, datetime.datetime):
        raise TypeError(f"finished_at must be a datetime, got {finished_at!r:.60}")
    return finished_at.astimezone(datetime.timezone.utc).isoformat(timespec="seconds")
