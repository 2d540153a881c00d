"""Moves of Heart to Heart and their text form: ``draw``, ``recycle``, ``12+14``, ``24+waste``.

Text is ASCII only: positions are written with the digits 0-9, and ``12 + 14`` (spaces
around the ``+``), ``14+12`` and ``WASTE+3`` are read too. Text that names no move raises
:class:`InvalidMoveError`; a value of the wrong type raises ``TypeError``. What a move did
is a :class:`Played`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, TypeAlias

from hearttoheart_widget.common import move_text
from hearttoheart_widget.common.errors import InvalidMoveError, excerpt
from hearttoheart_widget.common.move_text import format_moves as format_moves

from .geometry import POSITIONS

MoveKind = Literal["draw", "recycle", "pair"]
#: One end of a pair: a heart position 0..24 or the waste's top card.
PairEnd: TypeAlias = int | Literal["waste"]
#: Something a tap can name: a heart position 0..24, the stock or the waste.
Target: TypeAlias = int | Literal["stock", "waste"]

_PAIR_TEXT = re.compile(r"([0-9]{1,9}|waste)\s*\+\s*([0-9]{1,9}|waste)")


@dataclass(frozen=True, slots=True)
class Move:
    """One move: a draw, a recycle, or a pair of heart position ``a`` with ``b``.

    ``b`` is another heart position (then ``a < b``) or ``"waste"`` for the waste's top card.
    A pair is one move whichever way round it is named, as in its text: ``Move("pair", 23,
    22)`` is made as ``Move("pair", 22, 23)``, and ``"waste"`` named first goes last.
    ``str(move)`` is its text form, which :meth:`parse` reads back.
    """

    kind: MoveKind
    a: int | None = None
    b: PairEnd | None = None

    def __post_init__(self) -> None:
        if self.kind == "pair":
            a, b = _pair_order(_pair_end(self.a), _pair_end(self.b))
            object.__setattr__(self, "a", a)  # how a frozen dataclass sets its own fields
            object.__setattr__(self, "b", b)
        elif self.kind in ("draw", "recycle"):
            if self.a is not None or self.b is not None:
                raise InvalidMoveError(f"a {self.kind} names no cards")
        else:
            raise InvalidMoveError(f"unknown move kind {excerpt(self.kind)}")

    @staticmethod
    def draw() -> Move:
        """Turn the stock's next card onto the waste."""
        return _DRAW

    @staticmethod
    def recycle() -> Move:
        """Turn the whole waste back into the stock."""
        return _RECYCLE

    @staticmethod
    def pair(a: PairEnd, b: PairEnd) -> Move:
        """The pair of ``a`` and ``b`` in canonical order: positions ascending, waste last."""
        first, second = _pair_order(_pair_end(a), _pair_end(b))
        return WITH_WASTE[first] if second == "waste" else PAIRS[first][second]

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move from its text form; :class:`InvalidMoveError` names what was wrong."""
        if not isinstance(text, str):
            raise TypeError(f"a move is text such as 'draw' or '12+14', got {excerpt(text)}")
        word = text.strip().lower() if text.isascii() else ""
        if word == "draw":
            return _DRAW
        if word == "recycle":
            return _RECYCLE
        match = _PAIR_TEXT.fullmatch(word)
        if match is not None:
            try:
                a, b = (_pair_end(e if e == "waste" else int(e)) for e in match.groups())
                return cls.pair(a, b)
            except InvalidMoveError as error:
                raise InvalidMoveError(f"invalid move {excerpt(text)}: {error}") from None
        raise InvalidMoveError(
            f"invalid move {excerpt(text)}: expected 'draw', 'recycle', 'A+B' with two heart "
            "positions 0..24, or 'A+waste'"
        )

    def __str__(self) -> str:
        if self.kind == "pair":
            return f"{self.a}+{self.b}"
        return self.kind


@dataclass(frozen=True, slots=True)
class Played:
    """What a move did, as the game decided it: a pair's ``rank`` and the positions it
    ``freed`` (ascending), the ``rank`` a draw turned up, or the ``cards`` a recycle turned
    back into the stock."""

    move: Move
    rank: int | None = None
    freed: tuple[int, ...] = ()
    cards: int = 0


def check_position(value: object) -> int:
    """``value`` as a heart position: ``TypeError`` unless an int, ``InvalidMoveError``
    outside 0..24."""
    if type(value) is not int:
        raise TypeError(f"a heart position is an integer 0..24, got {excerpt(value)}")
    if not 0 <= value < POSITIONS:
        raise InvalidMoveError(f"a heart position is an integer 0..24, got {excerpt(value)}")
    return value


def check_target(value: object) -> Target:
    """``value`` as a tap target: a heart position 0..24, ``"stock"`` or ``"waste"``."""
    if value == "stock" or value == "waste":
        return "stock" if value == "stock" else "waste"
    if isinstance(value, str):
        raise InvalidMoveError(
            f"a tap target is a heart position 0..24, 'stock' or 'waste', got {excerpt(value)}"
        )
    return check_position(value)


def _pair_end(value: object) -> PairEnd:
    if isinstance(value, str):
        if value != "waste":
            raise InvalidMoveError(
                f"a pair joins heart positions 0..24 and 'waste', got {excerpt(value)}"
            )
        return "waste"
    return check_position(value)


def _pair_order(a: PairEnd, b: PairEnd) -> tuple[int, PairEnd]:
    """A pair's checked ends in canonical order: positions ascending, waste last."""
    if not isinstance(a, int):
        a, b = b, a
    if not isinstance(a, int):
        raise InvalidMoveError("two waste cards never pair")
    if not isinstance(b, int):
        return a, b
    if a == b:
        raise InvalidMoveError(f"a pair needs two different positions, got {a} twice")
    return (a, b) if a < b else (b, a)


def parse_moves(text: str) -> list[Move]:
    """The inverse of ``format_moves``: ``"draw 24+waste"`` as two moves."""
    return move_text.parse_moves(text, Move.parse)


_DRAW = Move("draw")
_RECYCLE = Move("recycle")

#: Every pair move, made once: ``PAIRS[a][b]`` for positions ``a < b``, ``WITH_WASTE[a]``.
PAIRS: tuple[dict[int, Move], ...] = tuple(
    {b: Move("pair", a, b) for b in range(a + 1, POSITIONS)} for a in range(POSITIONS)
)
WITH_WASTE: tuple[Move, ...] = tuple(Move("pair", a, "waste") for a in range(POSITIONS))
