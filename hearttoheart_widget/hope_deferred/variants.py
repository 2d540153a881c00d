"""The three variants: their decks, deals per round and the knockout refill."""

from __future__ import annotations

from enum import Enum

from hearttoheart_widget.common.errors import GameError, excerpt

from .cards import Card, Suit

ROUNDS = 3
"""Every variant plays three rounds."""


class Variant(Enum):
    """classic (32 cards, 5 deals), knockout (classic plus refills), abandon hope (52, 8)."""

    CLASSIC = "classic"
    KNOCKOUT = "knockout"
    ABANDON_HOPE = "abandon_hope"

    @property
    def letter(self) -> str:
        """The variant's letter in a deal code: C, K or A."""
        return self.name[0]

    @property
    def title(self) -> str:
        """The name for people: "classic", "knockout" or "abandon hope"."""
        return self.value.replace("_", " ")

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks in the deck, in deck order: Ace first, then ascending."""
        if self is Variant.ABANDON_HOPE:
            return tuple(range(1, 14))
        return (1, 7, 8, 9, 10, 11, 12, 13)

    @property
    def deals_per_round(self) -> int:
        """How many deals of three cards make a round."""
        return 8 if self is Variant.ABANDON_HOPE else 5

    @property
    def refills(self) -> bool:
        """Whether a target card's place is refilled in the first deal of a round."""
        return self is Variant.KNOCKOUT

    def deck(self) -> list[Card]:
        """The unshuffled deck: clubs, diamonds, hearts, spades, each Ace first."""
        return [Card(rank, suit) for suit in Suit for rank in self.ranks]

    @classmethod
    def parse(cls, value: Variant | str) -> Variant:
        """A variant from itself or its name ("classic", "knockout", "abandon_hope")."""
        if isinstance(value, Variant):
            return value
        if not isinstance(value, str):
            raise TypeError(f"a variant is a Variant or its name, got {excerpt(value)}")
        text = value.strip().lower().replace(" ", "_").replace("-", "_")
        if not value.isascii():  # a lookalike (the Kelvin sign lowers to k) names none
            text = ""
        for variant in cls:
            if text == variant.value:
                return variant
        raise GameError(
            f"unknown variant {excerpt(value)}: use 'classic', 'knockout' or 'abandon_hope'"
        )
