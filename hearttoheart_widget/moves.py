"""Moves of Heart to Heart and their text form: ``draw``, ``recycle``, ``12+14``, ``24+waste``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, TypeAlias

from .geometry import POSITIONS

MoveKind = Literal["draw", "recycle", "pair"]
#: Something a tap can name: a heart position 0..24, the stock or the waste.
Target: TypeAlias = int | Literal["stock", "waste"]


class IllegalMove(ValueError):  # noqa: N818 (the public name the package promises)
    """A move the rules do not allow here; the message names the reason."""


@dataclass(frozen=True, slots=True)
class Move:
    """One move: a draw, a recycle, or a pair of heart position ``a`` with ``b``.

    ``b`` is another heart position (then ``a < b``) or ``"waste"`` for the waste's top card.
    """

    kind: MoveKind
    a: int | None = None
    b: int | Literal["waste"] | None = None

    def __post_init__(self) -> None:
        if self.kind == "pair":
            _check_position(self.a)
            if self.b != "waste":
                _check_position(self.b)
                if self.a == self.b:
                    raise ValueError(f"a pair needs two different positions, got {self.a} twice")
        elif self.kind in ("draw", "recycle"):
            if self.a is not None or self.b is not None:
                raise ValueError(f"a {self.kind} names no cards")
        else:
            raise ValueError(f"unknown move kind {self.kind!r}")

    @staticmethod
    def draw() -> Move:
        """Turn the stock's next card onto the waste."""
        return _DRAW

    @staticmethod
    def recycle() -> Move:
        """Turn the whole waste back into the stock."""
        return _RECYCLE

    @staticmethod
    def pair(a: int | Literal["waste"], b: int | Literal["waste"]) -> Move:
        """The pair of ``a`` and ``b`` in canonical order: positions ascending, waste last."""
        if a == "waste":
            a, b = b, a
        if a == "waste":
            raise ValueError("two waste cards never pair")
        if b == "waste":
            return WITH_WASTE[a] if type(a) is int and 0 <= a < POSITIONS else Move("pair", a, b)
        if b < a:
            a, b = b, a
        if type(a) is int and type(b) is int and 0 <= a < b < POSITIONS:
            return PAIRS[a][b]
        return Move("pair", a, b)  # refused by the checks, with the reason

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move from its text form; ``ValueError`` names what was wrong."""
        if not isinstance(text, str):
            raise ValueError(f"a move is a string such as 'draw' or '12+14', got {text!r}")
        word = text.strip().lower()
        if word == "draw":
            return _DRAW
        if word == "recycle":
            return _RECYCLE
        left, plus, right = word.partition("+")
        if plus:
            try:
                return cls.pair(_pair_end(left), _pair_end(right))
            except ValueError as error:
                raise ValueError(f"invalid move {text!r}: {error}") from None
        raise ValueError(
            f"invalid move {text!r}: expected 'draw', 'recycle', 'A+B' with two heart "
            "positions 0..24, or 'A+waste'"
        )

    def __str__(self) -> str:
        if self.kind == "pair":
            return f"{self.a}+{self.b}"
        return self.kind


_DRAW = Move("draw")
_RECYCLE = Move("recycle")


def _pair_end(word: str) -> int | Literal["waste"]:
    if word == "waste":
        return "waste"
    if not word.isdigit():
        raise ValueError(f"{word!r} is neither a heart position 0..24 nor 'waste'")
    return int(word)


def _check_position(value: object) -> None:
    if type(value) is not int or not 0 <= value < POSITIONS:
        raise ValueError(f"a heart position is an integer 0..24, got {value!r}")


def format_moves(moves: Iterable[Move]) -> str:
    """A list of moves as one line of text, separated by spaces."""
    return " ".join(map(str, moves))


def parse_moves(text: str) -> list[Move]:
    """The inverse of :func:`format_moves`."""
    return [Move.parse(word) for word in text.split()]


#: Every pair move, made once: ``PAIRS[a][b]`` for positions ``a < b``, ``WITH_WASTE[a]``.
PAIRS: tuple[dict[int, Move], ...] = tuple(
    {b: Move("pair", a, b) for b in range(a + 1, POSITIONS)} for a in range(POSITIONS)
)
WITH_WASTE: tuple[Move, ...] = tuple(Move("pair", a, "waste") for a in range(POSITIONS))
