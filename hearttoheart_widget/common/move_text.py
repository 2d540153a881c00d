"""A line of moves as text, for both games: the moves' words joined by spaces."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from .errors import excerpt

M = TypeVar("M")


def format_moves(moves: Iterable[object]) -> str:
    """A list of moves as one line of text, separated by spaces."""
    return " ".join(map(str, moves))


def parse_moves(text: str, parse: Callable[[str], M]) -> list[M]:
    """The moves of a line of ``text``, each word read by ``parse``."""
    if not isinstance(text, str):
        raise TypeError(f"moves are one line of text, got {excerpt(text)}")
    return [parse(word) for word in text.split()]
