"""Moves in order, for both games: a line of text (their words joined by spaces), and
replaying a list of them with the first refused one named."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from .errors import GameError, excerpt

M = TypeVar("M")


def format_moves(moves: Iterable[object]) -> str:
    """A list of moves as one line of text, separated by spaces."""
    return " ".join(map(str, moves))


def parse_moves(text: str, parse: Callable[[str], M]) -> list[M]:
    """The moves of a line of ``text``, each word read by ``parse``."""
    if not isinstance(text, str):
        raise TypeError(f"moves are one line of text, got {excerpt(text)}")
    return [parse(word) for word in text.split()]


def play_each(play: Callable[[M], object], moves: Iterable[M]) -> None:
    """``play`` every move in order; a refused one raises its error again, naming the move
    and its place in the list: ``move 2 ('3+4'): position 3 is covered ...``."""
    if isinstance(moves, str | bytes) or not isinstance(moves, Iterable):
        raise TypeError(
            f"moves are a list of moves (parse_moves reads a line of text), got {excerpt(moves)}"
        )
    for index, move in enumerate(moves):
        try:
            play(move)
        except (GameError, TypeError) as error:
            named = move if not isinstance(move, str) else excerpt(move)
            raise type(error)(f"move {index + 1} ({named}): {error}") from None
