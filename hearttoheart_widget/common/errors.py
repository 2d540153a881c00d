"""The exceptions of both games: one family of ``ValueError`` subclasses.

A value that names no move (``"12+99"``, ``"dral"``) is told apart from a well-formed move
that the rules do not allow now, as python-chess does. A value of the wrong *type* (None,
3.5, a list where text is expected) raises ``TypeError`` instead. Every message names the
bad value, cut by :func:`excerpt`, and the game is left exactly as it was.
"""

from __future__ import annotations

import reprlib
from typing import TypeVar

T = TypeVar("T")

#: How many characters of a bad value a message or log line quotes at most.
EXCERPT_LENGTH = 60


class GameError(ValueError):
    """Base of every error the games raise for a bad value."""


class InvalidMoveError(GameError):
    """A value that names no move or target: it does not parse (``"12+99"``, ``"dral"``)."""


class IllegalMoveError(GameError):
    """A well-formed move that the rules do not allow now (covered card, game over, ...)."""


class InvalidCodeError(GameError):
    """Text that is not a deal code of the game asked for."""


class InvalidSaveError(GameError):
    """A saved game that is malformed, tampered with or inconsistent."""


class ReviewError(GameError):
    """A review mode request that cannot be met now: no review is open, a step out of its
    range, a position that has nothing left to play."""


def require(value: object, kind: type[T], what: str) -> T:
    """``value`` if it is a ``kind``, else a ``TypeError`` saying ``what`` needs one."""
    if not isinstance(value, kind):
        raise TypeError(f"{what} needs a {kind.__name__}, got {excerpt(value)}")
    return value


def excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """``repr(value)``, cut to about ``limit`` characters for messages and logs.

    Long strings and big or deeply nested lists and dicts are cut while their text is
    built (:mod:`reprlib`), so a junk value of megabytes costs no more than a short one.
    """
    text = _SHORT.repr(value)
    return text if len(text) <= limit else f"{text[: limit - 1]}…"


class _Short(reprlib.Repr):
    """``reprlib`` cutting, and an integer too long for Python to write out (over 4,300
    digits) named by its size, so a message about it never raises itself."""

    def repr_int(self, x: int, level: int) -> str:
        try:
            return super().repr_int(x, level)
        except ValueError:
            return f"<an integer of {x.bit_length()} bits>"


_SHORT = _Short()
_SHORT.maxstring = _SHORT.maxother = EXCERPT_LENGTH
_SHORT.maxlevel = 3
