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

The public module: the records' functions and names are all here. Each job has a module
of its own: the file, its schema and its transactions (:mod:`.records_file`), the checks
of a game's values (:mod:`.records_values`), the problems (:mod:`.records_problems`), the
games kept while the file is busy (:mod:`.records_queue`) and the statistics panel's
figures (:mod:`.records_figures`).
"""

from __future__ import annotations

import datetime
import os
import warnings
from collections.abc import Iterable
from typing import Any

from . import registry
from .records_figures import RECENT, Summary, summary
from .records_file import (
    BROWSER_FILE,
    BUSY_TIMEOUT,
    ENVIRONMENT,
    LARGEST,
    OFF,
    RESULTS,
    RETRY_WINDOW,
    SCHEMA_VERSION,
    default_path,
    path,
    select,
)
from .records_problems import FileError, Kind, RecordsError, RecordsProblem, RecordsWarning, report
from .records_queue import EXIT_TIMEOUT, access, keep, kept, waiting
from .records_values import check_game, row, shown

__all__ = [
    "BROWSER_FILE",
    "BUSY_TIMEOUT",
    "ENVIRONMENT",
    "EXIT_TIMEOUT",
    "LARGEST",
    "OFF",
    "RECENT",
    "RESULTS",
    "RETRY_WINDOW",
    "SCHEMA_VERSION",
    "Kind",
    "RecordsError",
    "RecordsProblem",
    "RecordsWarning",
    "Rows",
    "Summary",
    "add",
    "default_path",
    "games",
    "kept",
    "path",
    "record",
    "summary",
]


class Rows(list[dict[str, Any]]):
    """What :func:`games` returns: a list of records, and ``problem``, why the records
    could not be read (the list is then empty), or None."""

    def __init__(
        self, rows: Iterable[dict[str, Any]] = (), problem: RecordsProblem | None = None
    ) -> None:
        super().__init__(rows)
        self.problem = problem


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
    values = row(game, code, result, score, moves, seconds, finished_at, history)
    file = path()
    if file is None:
        return None
    try:
        with access(file, adding=values):
            pass  # the kept games, then this one, are written as the transaction opens
    except FileError as trouble:
        kept = trouble.kind == "locked"  # a passing trouble: the game waits for the file
        if kept:
            keep(file, values)
        return report(trouble.problem(file, recording=True, kept=kept))
    return None


def games(game: str | None = None) -> Rows:
    """Every record, oldest first (of one game if ``game`` is given), as dicts (see the
    module's notes). On trouble: a ``RecordsWarning``, and an empty list whose
    ``.problem`` says why."""
    where, values = ("", ()) if game is None else ("WHERE game = ?", (game,))
    if game is not None:
        check_game(game)
    file = path()
    if file is None or not (file.exists() or waiting(file)):
        return Rows()
    try:
        with access(file) as db:
            return Rows(select(db, where, values))
    except FileError as trouble:
        return Rows(problem=report(trouble.problem(file, recording=False)))


def record(id: int) -> dict[str, Any]:
    """The record whose ``id`` is given (a row of :func:`games`). Raises ``LookupError``,
    naming the id, when the records hold no game with that id (or recording is off), and
    ``RecordsError`` when the records cannot be read: its ``problem`` says why."""
    if isinstance(id, bool) or not isinstance(id, int):
        raise TypeError(f"id must be an integer, got {shown(id)}")
    file = path()
    if file is None:
        off = os.environ.get(ENVIRONMENT, "").strip()
        raise LookupError(f"no record has id {shown(id)}: recording is off ({ENVIRONMENT}={off})")
    found: list[dict[str, Any]] = []
    if 0 < id <= LARGEST and (file.exists() or waiting(file)):
        try:
            with access(file) as db:
                found = select(db, "WHERE id = ?", (id,))
        except FileError as trouble:
            raise RecordsError(trouble.problem(file, recording=False)) from None
    if not found:
        raise LookupError(f"no record has id {shown(id)} in the records ({file})")
    return found[0]


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
