"""What can go wrong with the records file, and how it is told: a :class:`RecordsProblem`,
returned or carried and issued as a :class:`RecordsWarning`, or raised as a
:class:`RecordsError` (:mod:`.records` says which function does which).

A busy file's problem, which may come with every move, warns once until an access to the
file works again. :mod:`.records` exports the public names.
"""

from __future__ import annotations

import sqlite3
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

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
    """The records could not be read for :func:`~.records.record`; ``problem`` says why."""

    def __init__(self, problem: RecordsProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem


class FileError(Exception):
    """A database or file error on its way to becoming a :class:`RecordsProblem`."""

    def __init__(self, kind: Kind, detail: str) -> None:
        super().__init__(detail)
        self.kind, self.detail = kind, detail

    @property
    def reason(self) -> str:
        """What went wrong, in English: ``"the records file is read-only"``."""
        return _REASONS[self.kind]

    def problem(self, file: Path, *, recording: bool, kept: bool = False) -> RecordsProblem:
        return RecordsProblem(self.kind, file, self.detail, recording, kept)


def kind_of(error: sqlite3.Error) -> Kind:
    """The kind of problem an SQLite error is."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return "locked"
    if "readonly" in text or "read-only" in text:
        return "read_only"
    if "not a database" in text or "malformed" in text or "no such table" in text:
        return "corrupt"
    return "unavailable"


#: Which busy problems (file, kind, recording) warned since their file last worked.
_warned: set[tuple[Path, str, bool]] = set()


def report(problem: RecordsProblem) -> RecordsProblem:
    """Warn of ``problem`` (for the caller of the function that called this one); a busy
    file's, which may come with every move, only once until the file works again."""
    key = (problem.path, problem.kind, problem.recording)
    if problem.kind != "locked" or key not in _warned:
        _warned.add(key)
        warnings.warn(str(problem), RecordsWarning, stacklevel=3)
    return problem


def worked(file: Path) -> None:
    """Note that an access to ``file`` worked: its next busy problem warns again."""
    _warned.difference_update({key for key in _warned if key[0] == file})
