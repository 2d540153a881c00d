"""A finished game's values as the records file stores them, each checked against what
SQLite can hold before anything is done, and a game's key checked against the registry:
one bad call to :func:`~.records.add` leaves every later one as it was.
"""

from __future__ import annotations

import datetime
import math

from . import registry
from .records_file import LARGEST, RESULTS, Row


def row(
    game: object,
    code: object,
    result: object,
    score: object,
    moves: object,
    seconds: object,
    finished_at: object,
    history: object,
) -> Row:
    """A game's values as the records store them, each checked against what SQLite can
    hold: ``ValueError`` or ``TypeError`` names the first that cannot be."""
    check_game(game)
    if result not in RESULTS:
        raise ValueError(f"result must be 'won', 'lost' or 'unfinished', got {shown(result)}")
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


def check_game(game: object) -> None:
    """Raise ``ValueError`` unless ``game`` is a game's key (see :mod:`.registry`)."""
    if not registry.is_game(game):
        known = ", ".join(map(repr, registry.keys()))
        raise ValueError(f"game must be one of {known}, got {shown(game)}")


def _text(name: str, value: object) -> str | None:
    """A text or None; text SQLite cannot store (lone surrogates) raises ``ValueError``."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a string or None, got {shown(value)}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError(f"{name} must be Unicode text, got {shown(value)} ({error})") from None
    return str(value)


def _count(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an integer, got {shown(value)}")
    if value < 0:
        raise ValueError(f"{name} must not be negative, got {shown(value)}")
    if value > LARGEST:
        raise ValueError(f"{name} must be at most 2**63 - 1, got {shown(value)}")
    return int(value)


def _seconds(seconds: object) -> float:
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError(f"seconds must be a number, got {shown(seconds)}")
    try:
        value = float(seconds)
    except OverflowError:  # an integer too large for a float
        value = math.inf
    if not 0 <= value < math.inf:
        raise ValueError(f"seconds must be a finite number of at least 0, got {shown(seconds)}")
    return value


def _utc_text(finished_at: object) -> str:
    """A finishing time in ISO 8601, UTC, to the second (now if None)."""
    if finished_at is None:
        finished_at = datetime.datetime.now(datetime.timezone.utc)
    elif not isinstance(finished_at, datetime.datetime):
        raise TypeError(f"finished_at must be a datetime, got {shown(finished_at)}")
    try:
        utc = finished_at.astimezone(datetime.timezone.utc)
    except OverflowError:
        raise ValueError(f"finished_at is out of range in UTC, got {finished_at}") from None
    return utc.isoformat(timespec="seconds")


def shown(value: object) -> str:
    """A value in a message: its ``repr``, cut short (an integer too long to write out
    by the number of its digits' bits)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return f"an integer of {value.bit_length()} bits"
    return f"{value!r:.60}"
