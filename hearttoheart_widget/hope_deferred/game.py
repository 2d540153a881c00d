"""The Hope Deferred rules: a stock, three piles and the target cards set aside.

:class:`HopeDeferredGame` holds the rules only; the table around it (taps on the stock, the
clock, events) is :class:`~.table.HopeDeferredTable`. It keeps the contract both games'
engines share (:class:`~hearttoheart_widget.common.contract.RulesEngine`); it has no undo,
since exactly one move is due at any time (a game of pure luck has no decision to take
back), and no score, which its rules do not count.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from hearttoheart_widget.common.contract import status_attribute
from hearttoheart_widget.common.deal_codes import deal_number, random_deal_number
from hearttoheart_widget.common.deprecation import renamed_keyword
from hearttoheart_widget.common.errors import (
    GameError,
    IllegalMoveError,
    InvalidSaveError,
    excerpt,
)
from hearttoheart_widget.common.move_text import play_each
from hearttoheart_widget.common.shuffle import SplitMix64, fisher_yates

from . import picture, save_format
from .cards import Card, Suit
from .codes import format_code, parse_code
from .moves import Move, Place, Played, describe
from .variants import ROUNDS, Variant

if TYPE_CHECKING:
    # Only for type checkers: see the note on Status in common/contract.py.
    from hearttoheart_widget.common.contract import Status as Status

__getattr__ = status_attribute(__name__)  # Status, importable from here as before


class HopeDeferredGame:
    """One game, move by move: ``deal`` three cards, ``gather`` the piles between rounds.

    Build one with :meth:`from_code`, :meth:`from_number`, :meth:`random` or
    :meth:`from_cards`. :meth:`legal_moves` lists the one move that is due, :meth:`step`
    plays it and :meth:`play_out` plays to the end. A game made from a deal number or code
    replays identically, reshuffles included; :attr:`history` replays any game.
    """

    @renamed_keyword("target", "target_suit")
    def __init__(
        self,
        deal_number: int,
        variant: Variant | str = "classic",
        target_suit: Suit | str = "hearts",
    ) -> None:
        variant = Variant.parse(variant)
        code = format_code(variant, target_suit, deal_number)  # also checks the deal number
        rng = SplitMix64(deal_number)
        deck = variant.deck()
        fisher_yates(deck, rng)
        self._setup(deck, variant, Suit.parse(target_suit), rng.state, code)

    # --- construction -------------------------------------------------------------------

    @classmethod
    @renamed_keyword("target", "target_suit")
    def from_number(
        cls,
        number: int,
        *,
        variant: Variant | str = "classic",
        target_suit: Suit | str = "hearts",
    ) -> HopeDeferredGame:
        """The game of a deal number 0 .. 26**7 - 1 in a variant, hunting a suit."""
        return cls(deal_number(number), variant, target_suit)

    @classmethod
    def from_code(cls, code: str) -> HopeDeferredGame:
        """The game of a deal code such as ``"HD1-CH-AAAAAAM"``."""
        variant, target_suit, number = parse_code(code)
        return cls(number, variant, target_suit)

    @classmethod
    @renamed_keyword("target", "target_suit")
    def random(
        cls,
        *,
        variant: Variant | str = "classic",
        target_suit: Suit | str = "hearts",
        rng: random.Random | None = None,
    ) -> HopeDeferredGame:
        """A game with a deal number drawn from ``rng`` (None: the system's entropy)."""
        variant, target_suit = Variant.parse(variant), Suit.parse(target_suit)
        return cls(random_deal_number(rng), variant, target_suit)

    @classmethod
    @renamed_keyword("target", "target_suit")
    def from_cards(
        cls,
        cards: Iterable[Card | str],
        *,
        variant: Variant | str = "classic",
        target_suit: Suit | str = "hearts",
        seed: int = 0,
    ) -> HopeDeferredGame:
        """A game whose stock is ``cards`` as given, first card dealt first.

        Any distinct cards will do, as long as one is of the target suit. The shuffles
        between rounds draw from ``SplitMix64(seed)``. Such a game, a custom deal, has no code.
        """
        if isinstance(cards, str) or not isinstance(cards, Iterable):
            raise TypeError(f"the cards are a list of cards, got {excerpt(cards)}")
        deck = [card if isinstance(card, Card) else Card.parse(card) for card in cards]
        suit = Suit.parse(target_suit)
        if len(set(deck)) != len(deck):
            raise GameError("a deck must not hold the same card twice")
        if not any(card.suit is suit for card in deck):
            raise GameError(f"a deck must hold at least one card of the target suit, {suit.value}")
        if type(seed) is not int:
            raise TypeError(f"the seed is an integer, got {excerpt(seed)}")
        game = cls.__new__(cls)
        game._setup(deck, Variant.parse(variant), suit, seed, None)
        return game

    def _setup(
        self,
        stock: list[Card],
        variant: Variant,
        target_suit: Suit,
        seed: int,
        code: str | None,
    ) -> None:
        """Remember the deal (the stock as dealt, and the generator's state after the first
        shuffle) and start playing it."""
        self._variant = variant
        self._target_suit = target_suit
        self._code = code
        self._dealt = tuple(stock)
        self._seed = seed
        self._start()

    def _start(self) -> None:
        self._rng = SplitMix64(self._seed)
        self._stock = list(self._dealt)
        self._piles: tuple[list[Card], list[Card], list[Card]] = ([], [], [])
        self._set_aside: list[Card] = []
        self._target_count = sum(card.suit is self._target_suit for card in self._dealt)
        self._round = 1
        self._deals = 0
        self._status: Status = "playing"
        self._history: list[Move] = []
        self._last: Played | None = None

    def copy(self) -> HopeDeferredGame:
        """An independent copy with the same state and history."""
        other = HopeDeferredGame.__new__(HopeDeferredGame)
        other.__dict__.update(self.__dict__)
        other._rng = SplitMix64(self._rng.state)
        other._stock = self._stock.copy()
        left, middle, right = self._piles
        other._piles = (left.copy(), middle.copy(), right.copy())
        other._set_aside = self._set_aside.copy()
        other._history = self._history.copy()
        return other

    def restart(self) -> None:
        """Deal the same cards again, as at the start."""
        self._start()

    # --- reading the state ------------------------------------------------------------------

    @property
    def code(self) -> str | None:
        """The deal code that replays this game; ``None`` for a custom deal (made from cards)."""
        return self._code

    @property
    def variant(self) -> Variant:
        """The variant being played."""
        return self._variant

    @property
    def target_suit(self) -> Suit:
        """The suit whose cards are hunted."""
        return self._target_suit

    @property
    def initial_cards(self) -> list[Card]:
        """The stock as dealt, first card first."""
        return list(self._dealt)

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
    def status(self) -> Status:
        """``"playing"``, ``"won"`` or ``"lost"``."""
        return self._status

    @property
    def is_over(self) -> bool:
        """Whether the game is won or lost."""
        return self._status != "playing"

    @property
    def moves(self) -> int:
        """How many moves (deals and gathers) have been made."""
        return len(self._history)

    @property
    def history(self) -> list[Move]:
        """Every move made, oldest first: it replays the game on the same deal."""
        return self._history.copy()

    @property
    def last_played(self) -> Played | None:
        """What the latest move did (its cards and where they went), or None."""
        return self._last

    # --- moves ------------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """The one move that is due, ``deal`` or ``gather``; none once the game is over."""
        if self._status != "playing":
            return []
        return [Move.gather() if self._deals == self._variant.deals_per_round else Move.deal()]

    def play(self, move: Move | str) -> Move:
        """Make ``move`` (a :class:`Move` or its text); it must be the one that is due."""
        if isinstance(move, str):
            move = Move.parse(move)
        elif not isinstance(move, Move):
            raise TypeError(f"a move is a Move or 'deal' or 'gather', got {excerpt(move)}")
        if move not in self.legal_moves():
            raise IllegalMoveError(f"cannot {move} now: {self._why_not()}")
        self._last = self._deal() if move.kind == "deal" else self._gather()
        self._history.append(move)
        return move

    def deal(self) -> Move:
        """Turn up to three cards, one onto each pile, setting aside every target card."""
        return self.play(Move.deal())

    def gather(self) -> Move:
        """End a round: put the piles under the stock and shuffle it for the next round."""
        return self.play(Move.gather())

    def step(self) -> Move:
        """Make whichever move is due (what one tap on the stock does) and return it."""
        due = self.legal_moves()
        if not due:
            raise IllegalMoveError(f"no move left: {self._why_not()}")
        return self.play(due[0])

    def play_out(self) -> Status:
        """Play every remaining move and return the status."""
        while self._status == "playing":
            self.step()
        return self._status

    def replay(self, moves: Iterable[Move | str]) -> None:
        """Play ``moves`` in order; if one is refused, nothing is played and it is named."""
        trial = self.copy()
        play_each(trial.play, moves)
        self.__dict__.update(trial.__dict__)

    def _deal(self) -> Played:
        self._deals += 1
        refill = self._variant.refills and self._deals == 1
        placed: list[tuple[Card, Place]] = []
        for number, pile in enumerate(self._piles, start=1):
            while self._status == "playing" and self._stock:
                card = self._stock.pop(0)
                if card.suit is not self._target_suit:
                    pile.append(card)
                    placed.append((card, number))
                    break
                self._set_aside.append(card)
                placed.append((card, "aside"))
                if self.targets_left == 0:
                    self._status = "won"
                if not refill:
                    break
        if self._status == "playing" and (
            self._round == ROUNDS and self._deals == self._variant.deals_per_round
        ):
            self._status = "lost"
        return Played(Move.deal(), tuple(placed))

    def _gather(self) -> Played:
        cards = self._stock + [card for pile in self._piles for card in pile]
        fisher_yates(cards, self._rng)
        self._stock = cards
        for pile in self._piles:
            pile.clear()
        self._round += 1
        self._deals = 0
        return Played(Move.gather(), cards=len(cards))

    def _why_not(self) -> str:
        if self._status != "playing":
            return f"the game is over ({self._status})"
        if self._deals == self._variant.deals_per_round:
            return f"round {self._round} has had its deals; gather the piles first"
        left = self._variant.deals_per_round - self._deals
        return f"round {self._round} still has {left} deal{'s' * (left != 1)} to go"

    # --- saving -------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The game as a JSON-ready dict: its deal, its moves and where they led."""
        return save_format.game_record(
            code=self._code,
            variant=self._variant.value,
            target_suit=self._target_suit.value,
            cards=None if self._code else [card.ascii for card in self._dealt],
            seed=None if self._code else self._seed,
            moves=[str(move) for move in self._history],
            result=self._result(),
        )

    def to_json(self, indent: int | None = None) -> str:
        """The game as JSON; :meth:`from_json` loads it back."""
        return save_format.dumps(self.to_dict(), indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> HopeDeferredGame:
        """Load a game saved by :meth:`to_json` (or by ``HopeDeferredTable.to_json``).

        Raises :class:`InvalidSaveError` saying what is wrong.
        """
        saved = save_format.load(text)
        try:
            if saved.code is not None:
                game = cls.from_code(saved.code)
                saved_deal = (saved.variant, saved.target_suit)
                if (game.variant.value, game.target_suit.value) != saved_deal:
                    raise InvalidSaveError(
                        f"the saved variant and target suit differ from those of code {saved.code}"
                    )
            else:
                assert saved.cards is not None  # the save format holds a code or cards
                game = cls.from_cards(
                    saved.cards,
                    variant=saved.variant,
                    target_suit=saved.target_suit,
                    seed=saved.seed,
                )
            game.replay(saved.moves)
        except (GameError, TypeError) as error:
            raise InvalidSaveError(f"the saved game cannot be rebuilt: {error}") from None
        reached = game._result()
        reached = {key: reached[key] for key in save_format.RESULT_KEYS[saved.version]}
        if saved.result != reached:
            raise InvalidSaveError(
                f"the saved result {saved.result} differs from the replayed one {reached}"
            )
        return game

    def _result(self) -> dict[str, Any]:
        return {
            "status": self._status,
            "round": self._round,
            "deals": self._deals,
            "moves": self.moves,
            "targets_left": self.targets_left,
        }

    # --- text and pictures ------------------------------------------------------------------

    def __str__(self) -> str:
        def cards(items: Iterable[Card]) -> str:
            return " ".join(map(str, items)) or "(empty)"

        lines = [
            f"Hope Deferred, {self._variant.title}, hunting {self._target_suit.value}"
            + (f" ({self._code})" if self._code else ""),
            f"round {self._round} of {ROUNDS}, deal {self._deals} of"
            f" {self._variant.deals_per_round}: {self._status}",
            f"stock:     {len(self._stock)} cards",
        ]
        lines += [f"pile {n}:    {cards(pile)}" for n, pile in enumerate(self._piles, start=1)]
        lines.append(
            f"set aside: {cards(self._set_aside)} ({len(self._set_aside)} of {self._target_count})"
        )
        if self._last is not None:
            lines.append(f"last move: {self._last.move}: {describe(self._last)}")
        return "\n".join(lines)

    def to_svg(self, *, language: str = "en") -> str:
        """The board as a standalone SVG picture, its words in ``language`` (``"en"``,
        ``"de"`` or ``"hr"``; see :mod:`.picture`)."""
        return picture.board_svg(
            len(self._stock),
            self.piles,
            self.set_aside,
            target_suit=self._target_suit,
            variant=self._variant,
            round=self._round,
            deals_in_round=self._deals,
            code=self._code,
            status=self._status,
            language=language,
        )

    def _repr_svg_(self) -> str:
        """What a notebook shows for a game in a cell: the board's picture."""
        return self.to_svg()

    def __repr__(self) -> str:
        return (
            f"<HopeDeferredGame {self._code or 'custom deal'}: round {self._round},"
            f" deal {self._deals}, {self._status}>"
        )
