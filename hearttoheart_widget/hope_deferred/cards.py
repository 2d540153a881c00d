"""Playing cards: four suits, ranks Ace to King, and their text forms ("A♥", "10♠", "AH")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hearttoheart_widget.common.errors import GameError, excerpt

_SPACE = " \t\n\r\f\v"  # ASCII white space only, as around codes and moves
_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_OF_TEXT = {"A": 1, "J": 11, "Q": 12, "K": 13} | {str(n): n for n in range(2, 11)}


class Suit(Enum):
    """The four suits, in the order of an unshuffled deck."""

    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"

    @property
    def symbol(self) -> str:
        """The suit sign: ♣, ♦, ♥ or ♠."""
        return _SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The ASCII letter: C, D, H or S."""
        return self.name[0]

    @classmethod
    def parse(cls, value: Suit | str) -> Suit:
        """A suit from itself, its name ("hearts"), its letter ("H") or its sign ("♥")."""
        if isinstance(value, Suit):
            return value
        if not isinstance(value, str):
            raise TypeError(f"a suit is a Suit or its name, got {excerpt(value)}")
        text = value.strip(_SPACE)
        text = text.lower() if text.isascii() else text
        for suit in cls:  # beyond ASCII only the signs: no lookalike folds into a name
            if text in (suit.value, suit.letter.lower(), suit.symbol):
                return suit
        raise GameError(f"unknown suit {excerpt(value)}: use clubs, diamonds, hearts or spades")


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@dataclass(frozen=True, slots=True)
class Card:
    """A card: ``rank`` 1 (Ace) to 13 (King) and a ``suit``."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if type(self.rank) is not int or not isinstance(self.suit, Suit):
            raise TypeError(f"a card is an int rank and a Suit, got {self.rank!r}, {self.suit!r}")
        if not 1 <= self.rank <= 13:
            raise GameError(f"rank must be 1 (Ace) to 13 (King), got {self.rank}")

    @property
    def rank_text(self) -> str:
        """ "A", "2" ... "10", "J", "Q" or "K"."""
        return _RANK_TEXT.get(self.rank, str(self.rank))

    @property
    def ascii(self) -> str:
        """The card in plain ASCII, such as "AH" or "10S"."""
        return self.rank_text + self.suit.letter

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read "A♥", "10♠", "ah" or "10S" (case and surrounding spaces do not matter)."""
        if not isinstance(text, str):
            raise TypeError(f"a card is text such as 'AH' or '10♠', got {excerpt(text)}")
        body = text.strip(_SPACE)
        rank = _RANK_OF_TEXT.get(body[:-1].upper()) if body[:-1].isascii() else None
        if rank is None:
            raise GameError(
                f"invalid card {excerpt(text)}: write a rank A, 2-10, J, Q, K and a suit"
            )
        try:
            suit = Suit.parse(body[-1])
        except GameError:
            raise GameError(
                f"invalid card {excerpt(text)}: the suit must be one of ♣ ♦ ♥ ♠ or C D H S"
            ) from None
        return cls(rank, suit)

    def __str__(self) -> str:
        return self.rank_text + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"
