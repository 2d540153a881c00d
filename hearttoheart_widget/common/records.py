"""A player's records: every finished game of either game, with its moves, in a local
SQLite database.

Where: the file named by the environment variable ``HEARTTOHEART_RECORDS`` (``off``,
``false``, ``0``, ``no``, ``none`` or ``disabled``, in any case, turn recording off), else
``records.sqlite3`` in the user's data directory for ``hearttoheart-widget``
(platformdirs'); in the browser's Python (Pyodide) instead ``hearttoheart-records.sqlite3``
in the working folder, which JupyterLite keeps in the browser's storage across reloads
(``path()`` says which). A relative name is resolved once, against the working folder of
the first access that finds the variable set to it: a later ``os.chdir`` does not move the
records, while a new value of the variable is honoured at the next access.

Each record is a dict: ``id`` (the row's number in the file, to ask for it again with
:func:`record`), ``game``, ``code``, ``result``, ``score``, ``moves``, ``seconds``,
``finished_at`` (ISO 8601, in UTC) and ``history``: the text of the game's
``format_moves`` (either game's), which replays it on its deal, or None for a game
recorded without it (every game of a file written before version 2).

Trouble never stops a game. No function here but :func:`record` raises because of the
database: a damaged, locked or read-only file, or one that cannot be opened, becomes a
``RecordsProblem``. ``add`` returns it, ``summary`` carries it in ``.problem`` and
``games`` in its list's ``.problem`` (so that a script can tell "no games" from "could not
read"), and every one of them is also issued as a ``RecordsWarning`` (Python's
``warnings``). ``record`` raises it as a ``RecordsError``: one game asked for by its id
has no empty answer that could not be taken for "no such game". A widget shows the
problem's ``kind`` as a translated message (``str(problem)`` is the English one) and play
goes on. Arguments that are wrong in themselves raise ``ValueError`` or ``TypeError``
before anything is done, among them numbers SQLite cannot store and text that is not
Unicode.

Each write is one transaction that takes the database's write lock first, so several
notebooks or scripts recording at once lose nothing. The records never hold play up for
long: an access waits at most ``BUSY_TIMEOUT`` seconds for another program's transaction.
After a busy file it skips waiting for ``RETRY_WINDOW`` seconds, counted from the last
access that waited, so that under steady contention one access in each window waits its
turn. A game that could not be written because the file was busy (``kind`` ``locked``)
is *kept*: held in this process and written, once and in order, by the next access
(``add``, ``games``, ``summary`` or ``record``) that finds the file free, or when the
process exits, waiting up to ``EXIT_TIMEOUT`` seconds; ``kept()`` says how many wait. A
busy file warns once (for writing, and once for reading) until an access to it works
again.

The games are those the registry knows (:mod:`.registry`): ``game`` is a game's key,
checked here, and the file itself names no game, so that a new game needs no new layout.

The schema carries its version in SQLite's ``user_version`` (:data:`SCHEMA_VERSION`). A
file of an older version is read as it is, and moved to this version in place by the first
access that writes to it, inside that access's one transaction, losing no row: version 1
has no ``history`` (its games keep every value, with ``history`` None); versions 1 and 2
check ``game`` against the two games of their time, a check version 3 leaves to the
registry (the table is made again without it, each row keeping its id, and the next id
stays past every id ever given). A file of a newer version is read-only here.
"""

from __future__ import annotations

import atexit
import datetime
import math
import os
import sqlite3
import sys
import time
import warnings
from collections.abc import Iterable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from . import registry

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

EXIT_TIMEOUT = 5.0
"""Seconds the process waits, as it exits, for a busy file to take the games it kept; any
it still cannot write are named in a warning."""

RECENT = 5
"""How many of the latest games a :class:`Summary` lists."""

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


class RecordsError(Exception):
    """The records could not be read for :func:`record`; ``problem`` says why."""

    def __init__(self, problem: RecordsProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem


class Rows(list[dict[str, Any]]):
    """What :func:`games` returns: a list of records, and ``problem``, why the records
    could not be read (the list is then empty), or None."""

    def __init__(
        self, rows: Iterable[dict[str, Any]] = (), problem: RecordsProblem | None = None
    ) -> None:
        super().__init__(rows)
        self.problem = problem


@dataclass(frozen=True)
class Summary:
    """A statistics panel's figures for one game, from the records.

    Best time and fewest moves are taken over won games. ``code`` is the deal asked
    about: ``best_on_code`` is its best record (a won one first, then by score, moves and
    time), ``won_code`` whether it was ever won. ``recent`` holds the latest
    :data:`RECENT` records, newest first. ``problem`` is set when the records could not
    be read, and the figures are then those of no games.
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
    recent: tuple[dict[str, Any], ...] = ()
    problem: RecordsProblem | None = None

    @property
    def win_rate(self) -> float | None:
        """The share of games won, or None before the first game."""
        return self.won / self.played if self.played else None


def path(environ: Mapping[str, str] | None = None) -> Path | None:
    """The records file, or None when recording is off (``HEARTTOHEART_RECORDS=off``, or
    any value of :data:`OFF`). A relative name is resolved once (see the module's notes)."""
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


def add(
    game: str,
    code: str | None,
    result: str,
    score: int,
    moves: int,
    seconds: float,
    finished_at: datetime.datetime | None = None,
    history: str | None = None,
) -> RecordsProblem | None:
    """Record a finished game: ``game`` (a game's key, see :mod:`.registry`), its deal
    ``code`` (None for a custom deal), ``result`` ("won", "lost" or "unfinished"),
    ``score``, ``moves``, ``seconds`` on its clock, when it finished (now by default) and
    its ``history``: the text of its game's ``format_moves``, or None.

    Returns None once it is stored (or when recording is off), else the problem, which
    is also issued as a ``RecordsWarning`` (once); it never raises because of the database.
    A game the busy file could not take is kept and written later (``problem.kept``).
    Values the records cannot hold (an integer over ``2**63 - 1``, text with lone
    surrogates, a time out of range in UTC) raise ``ValueError`` or ``TypeError`` before
    anything is done, so one bad call leaves every later one as it was.
    """
    row = _row(game, code, result, score, moves, seconds, finished_at, history)
    file = path()
    if file is None:
        return None
    try:
        with _database(file, writing=True, adding=row):
            pass  # the kept games, then this one, are written as the transaction opens
    except _FileError as trouble:
        kept = trouble.kind == "locked"  # a passing trouble: the game waits for the file
        if kept:
            _kept.setdefault(file, []).append(row)
        return _report(trouble.problem(file, recording=True, kept=kept))
    return None


def kept() -> int:
    """How many finished games wait in this process for the busy records file to be free."""
    file = path()
    return 0 if file is None else len(_kept.get(file, ()))


def games(game: str | None = None) -> Rows:
    """Every record, oldest first (of one game if ``game`` is given), as dicts (see the
    module's notes). On trouble: a ``RecordsWarning``, and an empty list whose
    ``.problem`` says why."""
    where, values = ("", ()) if game is None else ("WHERE game = ?", (game,))
    if game is not None:
        _check_game(game)
    file = path()
    if file is None or not (file.exists() or _kept.get(file)):
        return Rows()
    try:
        with _database(file, writing=bool(_kept.get(file))) as db:
            return Rows(_select(db, where, values))
    except _FileError as trouble:
        return Rows(problem=_report(trouble.problem(file, recording=False)))


def record(id: int) -> dict[str, Any]:
    """The record whose ``id`` is given (a row of :func:`games`). Raises ``LookupError``,
    naming the id, when the records hold no game with that id (or recording is off), and
    ``RecordsError`` when the records cannot be read: its ``problem`` says why."""
    if isinstance(id, bool) or not isinstance(id, int):
        raise TypeError(f"id must be an integer, got {_shown(id)}")
    file = path()
    if file is None:
        off = os.environ.get(ENVIRONMENT, "").strip()
        raise LookupError(f"no record has id {_shown(id)}: recording is off ({ENVIRONMENT}={off})")
    found: list[dict[str, Any]] = []
    if 0 < id <= LARGEST and (file.exists() or _kept.get(file)):
        try:
            with _database(file, writing=bool(_kept.get(file))) as db:
                found = _select(db, "WHERE id = ?", (id,))
        except _FileError as trouble:
            raise RecordsError(trouble.problem(file, recording=False)) from None
    if not found:
        raise LookupError(f"no record has id {_shown(id)} in the records ({file})")
    return found[0]


def summary(game: str, code: str | None = None) -> Summary:
    """The figures of a statistics panel for ``game``, and for the deal ``code`` if given."""
    _check_game(game)
    file = path()
    rows: list[dict[str, Any]] = []
    problem = None
    if file is not None and (file.exists() or _kept.get(file)):
        try:
            with _database(file, writing=bool(_kept.get(file))) as db:
                rows = _select(db, "WHERE game = ?", (game,), history=False)
                _add_histories(db, rows, code)
        except _FileError as trouble:
            problem = _report(trouble.problem(file, recording=False))
            rows = []
    best, recent = _shown_rows(rows, code)
    won = [row for row in rows if row["result"] == "won"]
    streak = best_streak = 0
    for row in rows:
        streak = streak + 1 if row["result"] == "won" else 0
        best_streak = max(best_streak, streak)
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
        best_on_code=best,
        won_code=any(row["result"] == "won" and row["code"] == code for row in rows),
        recent=recent,
        problem=problem,
    )


def _shown_rows(
    rows: list[dict[str, Any]], code: str | None
) -> tuple[dict[str, Any] | None, tuple[dict[str, Any], ...]]:
    """The records a summary shows whole: the best on ``code``, and the latest ones."""
    on_code = [row for row in rows if code is not None and row["code"] == code]
    return min(on_code, key=_rank, default=None), tuple(reversed(rows[-RECENT:]))


def _rank(row: dict[str, Any]) -> tuple[bool, int, int, float]:
    """Sorts the better record first: won, then higher score, fewer moves, less time."""
    return row["result"] != "won", -row["score"], row["moves"], row["seconds"]


def _select(
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


def _add_histories(db: sqlite3.Connection, rows: list[dict[str, Any]], code: str | None) -> None:
    """Read the ``history`` of the records a summary of ``rows`` shows whole."""
    best, recent = _shown_rows(rows, code)
    shown = {row["id"]: row for row in (best, *recent) if row is not None}
    if shown:
        marks = ", ".join("?" * len(shown))
        found = _select(db, f"WHERE id IN ({marks})", tuple(shown))
        for row in found:
            shown[row["id"]]["history"] = row["history"]


class _FileError(Exception):
    """A database or file error on its way to becoming a RecordsProblem."""

    def __init__(self, kind: Kind, detail: str) -> None:
        super().__init__(detail)
        self.kind, self.detail = kind, detail

    def problem(self, file: Path, *, recording: bool, kept: bool = False) -> RecordsProblem:
        return RecordsProblem(self.kind, file, self.detail, recording, kept)


_Row = tuple[object, ...]

#: Per records file: the games kept while it was busy, oldest first, and when an access
#: last waited for it in vain; and which busy problems (file, kind, recording) warned
#: since it last worked.
_kept: dict[Path, list[_Row]] = {}
_busy: dict[Path, float] = {}
_warned: set[tuple[Path, str, bool]] = set()


@contextmanager
def _database(
    file: Path, *, writing: bool, adding: _Row | None = None, timeout: float | None = None
) -> Iterator[sqlite3.Connection]:
    """A connection inside one transaction (holding the write lock when ``writing``),
    with the schema made, moved to this version or checked and, when ``writing``, the
    kept games written first, then ``adding``; errors become ``_FileError``. It waits
    ``timeout`` seconds for a busy file, by default as the module's notes say."""
    if timeout is None:
        last = _busy.get(file)
        recently_busy = last is not None and time.monotonic() - last < RETRY_WINDOW
        timeout = 0.0 if recently_busy else BUSY_TIMEOUT
    kept = _kept.get(file, []) if writing else []
    try:
        if writing:
            file.parent.mkdir(parents=True, exist_ok=True)
        with closing(sqlite3.connect(file, timeout=timeout, isolation_level=None)) as db:
            db.execute("BEGIN IMMEDIATE" if writing else "BEGIN")
            try:
                _schema(db, writing)
                written = kept if adding is None else [*kept, adding]
                if written:  # (an insert, even of no row, needs this version's table)
                    db.executemany(_INSERT, written)
                yield db
            except BaseException:
                db.rollback()
                raise
            db.execute("COMMIT")
    except sqlite3.Error as error:
        kind = _kind(error)
        if kind == "locked" and timeout > 0:
            _busy[file] = time.monotonic()  # waited in vain: the next ones need not wait
        raise _FileError(kind, str(error)) from error
    except OSError as error:
        raise _FileError("unavailable", str(error)) from error
    del kept[:]  # written, and only now: a failed commit keeps them for the next access
    _busy.pop(file, None)
    _warned.difference_update({key for key in _warned if key[0] == file})


def _schema(db: sqlite3.Connection, writing: bool) -> None:
    """Check the schema's version; when writing, make the schema in a new file, or move
    an older file's to this version."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        known = f"schema version {version}; this package knows {SCHEMA_VERSION}"
        raise _FileError("newer", known)
    if not writing or version == SCHEMA_VERSION:
        return
    if version == 0:
        statements = [part for part in _SCHEMA.split(";") if part.strip()]
    else:
        statements = [step for old in range(version, SCHEMA_VERSION) for step in _UPGRADES[old]]
    for statement in statements:
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


def _write_kept_at_exit() -> None:
    """As the process exits: write the games still kept, waiting up to
    :data:`EXIT_TIMEOUT` for each busy file; a file that still cannot take them warns."""
    for file, rows in list(_kept.items()):
        if not rows:
            continue
        count = len(rows)
        try:
            with _database(file, writing=True, timeout=EXIT_TIMEOUT):
                pass
        except _FileError as trouble:
            games = "1 game kept was" if count == 1 else f"{count} games kept were"
            message = f"{_REASONS[trouble.kind]}: {games} not recorded at exit."
            warnings.warn(f"{message} ({file}: {trouble.detail})", RecordsWarning, stacklevel=1)


atexit.register(_write_kept_at_exit)


def _row(
    game: object,
    code: object,
    result: object,
    score: object,
    moves: object,
    seconds: object,
    finished_at: object,
    history: object,
) -> _Row:
    """A game's values as the records store them, each checked against what SQLite can
    hold: ``ValueError`` or ``TypeError`` names the first that cannot be."""
    _check_game(game)
    if result not in RESULTS:
        raise ValueError(f"result must be 'won', 'lost' or 'unfinished', got {_shown(result)}")
    return (
        game,
        _text("code", code),
        result,
        _count("score", score),
        _count("moves", moves),
        _seconds(seconds),
        _utc_text(finished_at),
        _text("history", history),
    )


def _check_game(game: object) -> None:
    if not registry.is_game(game):
        known = ", ".join(map(repr, registry.keys()))
        raise ValueError(f"game must be one of {known}, got {_shown(game)}")


def _text(name: str, value: object) -> str | None:
    """A text or None; text SQLite cannot store (lone surrogates) raises ``ValueError``."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a string or None, got {_shown(value)}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError(f"{name} must be Unicode text, got {_shown(value)} ({error})") from None
    return str(value)


def _count(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an integer, got {_shown(value)}")
    if value < 0:
        raise ValueError(f"{name} must not be negative, got {_shown(value)}")
    if value > LARGEST:
        raise ValueError(f"{name} must be at most 2**63 - 1, got {_shown(value)}")
    return int(value)


def _seconds(seconds: object) -> float:
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError(f"seconds must be a number, got {_shown(seconds)}")
    try:
        value = float(seconds)
    except OverflowError:  # an integer too large for a float
        value = math.inf
    if not 0 <= value < math.inf:
        raise ValueError(f"seconds must be a finite number of at least 0, got {_shown(seconds)}")
    return value


def _utc_text(finished_at: object) -> str:
    """A finishing time in ISO 8601, UTC, to the second (now if None)."""
    if finished_at is None:
        finished_at = datetime.datetime.now(datetime.timezone.utc)
    elif not isinstance(finished_at, datetime.datetime):
        raise TypeError(f"finished_at must be a datetime, got {_shown(finished_at)}")
    try:
        utc = finished_at.astimezone(datetime.timezone.utc)
    except OverflowError:
        raise ValueError(f"finished_at is out of range in UTC, got {finished_at}") from None
    return utc.isoformat(timespec="seconds")


def _shown(value: object) -> str:
    """A value in a message: its ``repr``, cut short (an integer too long to write out
    by the number of its digits' bits)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return f"an integer of {value.bit_length()} bits"
    return f"{value!r:.60}"


def __getattr__(name: str) -> tuple[str, ...]:
    """``GAMES``, the games' keys, as before 0.3.0 (warns: the registry knows them)."""
    if name == "GAMES":
        warnings.warn(
            "records.GAMES is deprecated since 0.3.0: use registry.keys()",
            DeprecationWarning,
            stacklevel=2,
        )
        return registry.keys()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
