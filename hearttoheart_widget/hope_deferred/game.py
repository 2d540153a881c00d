"""The headless Hope Deferred game: a stock, three piles and the target cards set aside."""

from __future__ import annotations

import random as _random
from collections.abc import Iterable
from typing import Literal

from hearttoheart_widget.deal_codes import DEAL_COUNT
from hearttoheart_widget.shuffle import SplitMix64, fisher_yates

from .cards import Card, Suit
from .codes import make_code, read_code
from .variants import ROUNDS, Variant

Result = Literal["playing", "won", "lost"]
Step = Literal["deal", "gather"]


class IllegalStepError(ValueError):
    """A step the rules do not allow at this moment; the game is left as it was."""


class HopeDeferredGame:
    """One game, played step by step: ``deal()`` three cards, ``gather()`` between rounds.

    ``step()`` does whichever of the two is due, ``play_out()`` plays to the end. A game
    made from a deal number or code replays identically, reshuffles included.
    """

    def __init__(
        self,
        deal_number: int,
        variant: Variant | str = "classic",
        target: Suit | str = "hearts",
    ) -> None:
        variant = Variant.parse(variant)
        code = make_code(variant, target, deal_number)  # also checks the deal number
        rng = SplitMix64(deal_number)
        deck = variant.deck()
        fisher_yates(deck, rng)
        self._begin(deck, variant, Suit.parse(target), rng, code)

    @classmethod
    def from_code(cls, code: str) -> HopeDeferredGame:
        """The game of a deal code such as ``"HD1-CH-AAAAAAM"``."""
        variant, target, number = read_code(code)
        return cls(number, variant, target)

    @classmethod
    def random(
        cls,
        variant: Variant | str = "classic",
        target: Suit | str = "hearts",
        rng: _random.Random | None = None,
    ) -> HopeDeferredGame:
        """A game with a deal number drawn from ``rng`` (or the operating system)."""
        number = (rng or _random.SystemRandom()).randrange(DEAL_COUNT)
        return cls(number, variant, target)

    @classmethod
    def from_deck(
        cls,
        cards: Iterable[Card | str],
        variant: Variant | str = "classic",
        target: Suit | str = "hearts",
        seed: int = 0,
    ) -> HopeDeferredGame:
        """A game whose stock is ``cards`` as given, first card dealt first.

        Any distinct cards will do, as long as one is of the target suit. The shuffles
        between rounds draw from ``SplitMix64(seed)``. Such a game has no code.
        """
        deck = [card if isinstance(card, Card) else Card.parse(card) for card in cards]
        suit = Suit.parse(target)
        if len(set(deck)) != len(deck):
            raise ValueError("a deck must not hold the same card twice")
        if not any(card.suit is suit for card in deck):
            raise ValueError(f"a deck must hold at least one card of the target suit, {suit.value}")
        game = cls.__new__(cls)
        game._begin(deck, Variant.parse(variant), suit, SplitMix64(seed), None)
        return game

    def _begin(
        self, stock: list[Card], variant: Variant, target: Suit, rng: SplitMix64, code: str | None
    ) -> None:
        self._variant = variant
        self._target = target
        self._rng = rng
        self._code = code
        self._stock = stock
        self._piles: tuple[list[Card], list[Card], list[Card]] = ([], [], [])
        self._set_aside: list[Card] = []
        self._target_count = sum(card.suit is target for card in stock)
        self._round = 1
        self._deals = 0
        self._result: Result = "playing"
        self._history = [
            f"{code or 'custom deck'}: {variant.title}, hunting {self._target_count}"
            f" {target.value}, {len(stock)} cards"
        ]

    @property
    def code(self) -> str | None:
        """The deal code that replays this game; ``None`` for a custom deck."""
        return self._code

    @property
    def variant(self) -> Variant:
        """The variant being played."""
        return self._variant

    @property
    def target_suit(self) -> Suit:
        """The suit whose cards are hunted."""
        return self._target

    @property
    def stock(self) -> tuple[Card, ...]:
        """The face-down stock, the next card to be dealt first."""
        return tuple(self._stock)

    @property
    def piles(self) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        """The three piles, left to right, each from bottom to top."""
        left, middle, right = self._piles
        return tuple(left), tuple(middle), tuple(right)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """The target cards set aside so far, in the order they showed."""
        return tuple(self._set_aside)

    @property
    def targets_left(self) -> int:
        """How many target cards are still in the stock."""
        return self._target_count - len(self._set_aside)

    @property
    def round(self) -> int:
        """The round being played, 1 to 3."""
        return self._round

    @property
    def deals_in_round(self) -> int:
        """How many deals this round has had so far."""
        return self._deals

    @property
    def result(self) -> Result:
        """``"playing"``, ``"won"`` or ``"lost"``."""
        return self._result

    @property
    def history(self) -> tuple[str, ...]:
        """What has happened, one line per event, starting with the game's description."""
        return tuple(self._history)

    @property
    def next_step(self) -> Step | None:
        """``"deal"``, ``"gather"`` (the round's deals are done) or ``None`` (game over)."""
        if self._result != "playing":
            return None
        return "gather" if self._deals == self._variant.deals_per_round else "deal"

    def deal(self) -> None:
        """Turn up to three cards, one onto each pile, setting aside every target card."""
        if self.next_step != "deal":
            raise IllegalStepError(f"cannot deal now: {self._why_not()}")
        self._deals += 1
        refill = self._variant.refills and self._deals == 1
        events = []
        for number, pile in enumerate(self._piles, start=1):
            while self._result == "playing" and self._stock:
                card = self._stock.pop(0)
                if card.suit is not self._target:
                    pile.append(card)
                    events.append(f"{card} on pile {number}")
                    break
                self._set_aside.append(card)
                events.append(f"{card} set aside")
                if self.targets_left == 0:
                    self._result = "won"
                if not refill:
                    break
        self._history.append(f"round {self._round}, deal {self._deals}: " + ", ".join(events))
        if self._result == "won":
            self._history.append(f"won: all {self._target_count} {self._target.value} set aside")
        elif self._round == ROUNDS and self._deals == self._variant.deals_per_round:
            self._result = "lost"
            self._history.append(
                f"lost: {self.targets_left} {self._target.value} left after round {ROUNDS}"
            )

    def gather(self) -> None:
        """End a round: put the piles under the stock and shuffle it for the next round."""
        if self.next_step != "gather":
            raise IllegalStepError(f"cannot gather now: {self._why_not()}")
        cards = self._stock + [card for pile in self._piles for card in pile]
        fisher_yates(cards, self._rng)
        self._stock = cards
        for pile in self._piles:
            pile.clear()
        self._history.append(f"round {self._round} over: {len(cards)} cards gathered and shuffled")
        self._round += 1
        self._deals = 0

    def step(self) -> Step:
        """Do whichever step is due (what one tap on the stock does) and say which."""
        step = self.next_step
        if step is None:
            raise IllegalStepError(f"no step left: {self._why_not()}")
        if step == "deal":
            self.deal()
        else:
            self.gather()
        return step

    def play_out(self) -> Result:
        """Play every remaining step and return the result."""
        while self.next_step is not None:
            self.step()
        return self._result

    def _why_not(self) -> str:
        if self._result != "playing":
            return f"the game is over ({self._result})"
        if self.next_step == "gather":
            return f"round {self._round} has had its deals; gather the piles first"
        left = self._variant.deals_per_round - self._deals
        return f"round {self._round} still has {left} deal{'s' * (left != 1)} to go"

    def __str__(self) -> str:
        def cards(items: Iterable[Card]) -> str:
            return " ".join(map(str, items)) or "(empty)"

        target = self._target
        lines = [
            f"Hope Deferred, {self._variant.title}, hunting {target.value}"
            + (f" ({self._code})" if self._code else ""),
            f"round {self._round} of {ROUNDS}, deal {self._deals} of"
            f" {self._variant.deals_per_round}: {self._result}",
            f"stock:     {len(self._stock)} cards",
        ]
        lines += [f"pile {n}:    {cards(pile)}" for n, pile in enumerate(self._piles, start=1)]
        lines.append(
            f"set aside: {cards(self._set_aside)} ({len(self._set_aside)} of {self._target_count})"
        )
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (
            f"<HopeDeferredGame {self._code or 'custom deck'}: round {self._round},"
            f" deal {self._deals}, {self._result}>"
        )
