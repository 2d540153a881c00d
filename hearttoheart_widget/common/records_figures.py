"""The statistics panel's figures for one game, worked out from its records: games played
and won, streaks, bests, the best record on one deal and the latest games.
:mod:`.records` exports the public names.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from .records_file import path, select
from .records_problems import FileError, RecordsProblem, report
from .records_queue import access, waiting
from .records_values import check_game

RECENT = 5
"""How many of the latest games a :class:`Summary` lists."""


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


def summary(game: str, code: str | None = None) -> Summary:
    """The figures of a statistics panel for ``game``, and for the deal ``code`` if given."""
    check_game(game)
    file = path()
    rows: list[dict[str, Any]] = []
    problem = None
    if file is not None and (file.exists() or waiting(file)):
        try:
            with access(file) as db:
                rows = select(db, "WHERE game = ?", (game,), history=False)
                _add_histories(db, rows, code)
        except FileError as trouble:
            problem = report(trouble.problem(file, recording=False))
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


def _add_histories(db: sqlite3.Connection, rows: list[dict[str, Any]], code: str | None) -> None:
    """Read the ``history`` of the records a summary of ``rows`` shows whole."""
    best, recent = _shown_rows(rows, code)
    shown = {row["id"]: row for row in (best, *recent) if row is not None}
    if shown:
        marks = ", ".join("?" * len(shown))
        found = select(db, f"WHERE id IN ({marks})", tuple(shown))
        for row in found:
            shown[row["id"]]["history"] = row["history"]
