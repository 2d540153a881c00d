"""Patience's rules, as small as a patience gets: a row of five cards dealt face down by
a code, turned one by one from the left; the game is won if the last card turned is higher
than the first, lost otherwise."""

from __future__ import annotations

import json
import random as random_
from collections.abc import Iterable
from typing import Any

from hearttoheart_widget.common.contract import Status
from hearttoheart_widget.common.errors import (
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidSaveError,
)

PREFIX = "TP1-"
CODE_PATTERN = r"TP1-[1-9]{5}"
CARDS = 5
TURN = "turn"


class Patience:
    """One game of Patience: its cards (1 to 9) and how many are turned."""

    def __init__(self, cards: tuple[int, ...]) -> None:
        self._cards = cards
        self._turned = 0

    @classmethod
    def from_code(cls, code: str) -> Patience:
        digits = code.removeprefix(PREFIX) if isinstance(code, str) else ""
        if (
            not code.startswith(PREFIX)
            or len(digits) != CARDS
            or not digits.isdigit()
            or "0" in digits
        ):
            raise InvalidCodeError(f"a Patience code is TP1- and five digits 1 to 9, got {code!r}")
        return cls(tuple(int(digit) for digit in code.removeprefix(PREFIX)))

    @classmethod
    def from_number(cls, number: int) -> Patience:
        return cls.from_code(PREFIX + "".join(str(1 + (number // 9**i) % 9) for i in range(CARDS)))

    @classmethod
    def random(cls, *, rng: random_.Random | None = None) -> Patience:
        return cls.from_number((rng or random_.Random()).randrange(9**CARDS))

    @classmethod
    def from_json(cls, text: str | bytes) -> Patience:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != "patience":
            raise InvalidSaveError("not a saved Patience")
        game = cls.from_code(data["code"])
        game.replay(data["moves"])
        return game

    @property
    def code(self) -> str:
        return PREFIX + "".join(map(str, self._cards))

    @property
    def status(self) -> Status:
        if self._turned < CARDS:
            return "playing"
        return "won" if self._cards[-1] > self._cards[0] else "lost"

    @property
    def is_over(self) -> bool:
        return self.status != "playing"

    @property
    def moves(self) -> int:
        return self._turned

    @property
    def history(self) -> list[str]:
        return [TURN] * self._turned

    @property
    def last_played(self) -> int | None:
        """The card the latest move turned."""
        return self._cards[self._turned - 1] if self._turned else None

    def legal_moves(self) -> list[str]:
        return [] if self.is_over else [TURN]

    def play(self, move: str) -> str:
        if move != TURN:
            raise InvalidMoveError(f"Patience's one move is 'turn', got {move!r}")
        if self.is_over:
            raise IllegalMoveError("the game is over")
        self._turned += 1
        return TURN

    def replay(self, moves: Iterable[str]) -> None:
        trial = self.copy()
        for move in moves:
            trial.play(move)
        self._turned = trial._turned

    def copy(self) -> Patience:
        other = Patience(self._cards)
        other._turned = self._turned
        return other

    def restart(self) -> None:
        self._turned = 0

    def to_dict(self) -> dict[str, Any]:
        return {"format": "patience", "version": 1, "code": self.code, "moves": self.history}

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def to_svg(self) -> str:
        turned = " ".join(map(str, self._cards[: self._turned]))
        return f'<svg xmlns="http://www.w3.org/2000/svg" aria-label="{turned}"></svg>'
