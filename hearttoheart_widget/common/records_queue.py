"""The games kept while the records file was busy: held in this process, oldest first, and
written, once and in order, by the next access to the file that finds it free, or as the
process exits, waiting up to :data:`EXIT_TIMEOUT` seconds. :mod:`.records` exports the
public names.
"""

from __future__ import annotations

import atexit
import sqlite3
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .records_file import Row, path, transaction
from .records_problems import FileError, RecordsWarning

EXIT_TIMEOUT = 30.0
"""Seconds the process waits, as it exits, for a busy file to take the games it kept; any
it still cannot write are named in a warning. Long, because a script that kept its games
may end while others still write theirs one by one, which on a loaded machine took more
than the 5 s this once was (half of four looping scripts' games were lost); it is waited
only while the file stays busy."""

#: Per records file: the games kept while it was busy, oldest first.
_kept: dict[Path, list[Row]] = {}


def kept() -> int:
    """How many finished games wait in this process for the busy records file to be free."""
    file = path()
    return 0 if file is None else len(_kept.get(file, ()))


def waiting(file: Path) -> bool:
    """Whether games kept for ``file`` wait to be written."""
    return bool(_kept.get(file))


def keep(file: Path, row: Row) -> None:
    """Keep a game that the busy ``file`` could not take, after those kept before it."""
    _kept.setdefault(file, []).append(row)


@contextmanager
def access(
    file: Path, *, adding: Row | None = None, timeout: float | None = None
) -> Iterator[sqlite3.Connection]:
    """One transaction on ``file`` (see :func:`~.records_file.transaction`) that writes the
    games kept for it first, then ``adding``: it holds the write lock when there is
    anything to write. The kept games leave the queue only once they are committed."""
    kept = _kept.get(file, [])
    rows = kept if adding is None else [*kept, adding]
    with transaction(file, writing=bool(rows), rows=rows, timeout=timeout) as db:
        yield db
    del kept[:]  # written, and only now: a failed commit keeps them for the next access


def _write_kept_at_exit() -> None:
    """As the process exits: write the games still kept, waiting up to
    :data:`EXIT_TIMEOUT` for each busy file; a file that still cannot take them warns."""
    for file, rows in list(_kept.items()):
        if not rows:
            continue
        count = len(rows)
        try:
            with access(file, timeout=EXIT_TIMEOUT):
                pass
        except FileError as trouble:
            games = "1 game kept was" if count == 1 else f"{count} games kept were"
            message = f"{trouble.reason}: {games} not recorded at exit."
            warnings.warn(f"{message} ({file}: {trouble.detail})", RecordsWarning, stacklevel=1)


atexit.register(_write_kept_at_exit)
