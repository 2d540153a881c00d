"""Moves of Hope Deferred and their text form: ``deal`` and ``gather``.

A game's history is a list of moves that replays it exactly, since the shuffles follow
from the deal. What a move did (which card went where) is a :class:`Played`, for events
and for the sentences of :mod:`.narration`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from hearttoheart_widget.common import move_text
from hearttoheart_widget.common.deprecation import renamed
from hearttoheart_widget.common.errors import InvalidMoveError, excerpt
from hearttoheart_widget.common.move_text import format_moves as format_moves
from hearttoheart_widget.common.translations import (
    check_language,
    gender,
    translate,
    translate_count,
)

from .cards import Card

MoveKind = Literal["deal", "gather"]
GAME = "hope_deferred"  # the translations' section
#: Where a dealt card went: pile 1, 2 or 3, or set aside.
Place: TypeAlias = int | Literal["aside"]


@dataclass(frozen=True, slots=True)
class Move:
    """One move: ``deal`` (up to three cards onto the piles) or ``gather`` (the piles back
    into the stock, shuffled, between rounds)."""

    kind: MoveKind

    def __post_init__(self) -> None:
        if self.kind not in ("deal", "gather"):
            raise InvalidMoveError(f"a move is 'deal' or 'gather', got {excerpt(self.kind)}")

    @staticmethod
    def deal() -> Move:
        """Deal up to three cards, one onto each pile."""
        return _DEAL

    @staticmethod
    def gather() -> Move:
        """Gather the piles into the stock and shuffle it."""
        return _GATHER

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``"deal"`` or ``"gather"`` (case and surrounding spaces ignored)."""
        if not isinstance(text, str):
            raise TypeError(f"a move is text, 'deal' or 'gather', got {excerpt(text)}")
        word = text.strip().lower() if text.isascii() else ""
        if word == "deal":
            return _DEAL
        if word == "gather":
            return _GATHER
        raise InvalidMoveError(f"invalid move {excerpt(text)}: expected 'deal' or 'gather'")

    def __str__(self) -> str:
        return self.kind


@dataclass(frozen=True, slots=True)
class Played:
    """What a move did: a deal's cards and where each went, or how many ``cards`` a gather
    shuffled back into the stock (as Heart to Heart's ``Played.cards`` counts a recycle's)."""

    move: Move
    placed: tuple[tuple[Card, Place], ...] = ()
    cards: int = 0

    @property
    def gathered(self) -> int:
        """Deprecated since 0.3.0: :attr:`cards`."""
        renamed("Played.gathered", "Played.cards")
        return self.cards


def describe(played: Played, language: str = "en") -> str:
    """What one move did: ``"Q♠ on pile 1, A♥ set aside, 7♣ on pile 3"`` for a deal,
    ``"27 cards gathered and shuffled"`` for a gather; in ``language`` (English by
    default, ``"de"``: ``"D♠ auf Stapel 1, ..."``, or ``"hr"``), each card written with the
    language's rank letter."""
    if not isinstance(played, Played):
        raise TypeError(f"describe() needs a Played, got {excerpt(played)}")
    check_language(language)
    if played.move.kind == "gather":
        return translate_count("narrate_gathered", played.cards, language, game=GAME)
    return ", ".join(
        translate(
            "narrate_aside" if place == "aside" else "narrate_placed",
            language,
            game=GAME,
            card=card_text(card, language),
            pile=place,
            gender=gender(card.rank, language),
        )
        for card, place in played.placed
    )


def card_text(card: Card, language: str = "en") -> str:
    """A card as the language writes it: ``"Q♥"``, German ``"D♥"``."""
    return translate(f"rank_{card.rank}", language, game=GAME) + card.suit.symbol


def parse_moves(text: str) -> list[Move]:
    """The inverse of ``format_moves``: ``"deal gather"`` as two moves."""
    return move_text.parse_moves(text, Move.parse)


_DEAL = Move("deal")
_GATHER = Move("gather")
