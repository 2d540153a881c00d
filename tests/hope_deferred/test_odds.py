"""Exact odds: brute force over every order on small decks, simulations, fresh positions."""

from __future__ import annotations

import copy
import random
import sys
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations

import pytest

from hearttoheart_widget.hope_deferred import (
    Card,
    HopeDeferredGame,
    Move,
    Suit,
    Variant,
    exact_odds,
    simulate,
)

Spots = tuple[int, ...]
"""Where the target cards lie in a round's stock (0 = dealt first)."""

TARGET = Suit.HEARTS


class UnscriptedError(Exception):
    """A gather needs an order that the script does not give yet."""

    def __init__(self, cards: int, targets: int) -> None:
        super().__init__(cards, targets)
        self.shape = cards, targets


def _arrange(cards: list[Card], spots: Spots) -> list[Card]:
    """``cards`` reordered with the target cards at ``spots``, each kind in its own order."""
    targets = iter([card for card in cards if card.suit is TARGET])
    others = iter([card for card in cards if card.suit is not TARGET])
    return [next(targets) if at in spots else next(others) for at in range(len(cards))]


def _targets(cards: list[Card]) -> int:
    return sum(card.suit is TARGET for card in cards)


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> list[Spots]:
    """The gathers' shuffles, scripted: each gather puts the targets where the next entry says.

    A custom deal is never shuffled at its start, so every shuffle the engine makes is a
    gather's, and enumerating the scripts enumerates every order a gather can produce.
    """
    queue: list[Spots] = []

    def scripted(items: list[Card], rng: object) -> None:
        if not queue:
            raise UnscriptedError(len(items), _targets(items))
        items[:] = _arrange(items, queue.pop(0))

    monkeypatch.setattr(sys.modules[HopeDeferredGame.__module__], "fisher_yates", scripted)
    return queue


def _every(spots: Spots) -> bool:
    return True


class BruteForce:
    """Plays the engine on every order of every round of a small custom deal.

    What follows a gather is enumerated once for each round, count of cards and count of
    targets, and then reused: the gathered cards are put in every order either way.
    """

    def __init__(self, pool: list[Card], variant: Variant, queue: list[Spots]) -> None:
        self.pool, self.variant, self.queue = pool, variant, queue
        self.after_gather: dict[tuple[int, int, int], Fraction] = {}

    def game(self, rounds: tuple[Spots, ...], steps: int) -> HopeDeferredGame:
        """The game whose round ``r`` starts with targets at ``rounds[r - 1]``, after
        ``steps`` steps or at its end; raises UnscriptedError past the script."""
        self.queue[:] = list(rounds[1:])
        game = HopeDeferredGame.from_cards(
            _arrange(self.pool, rounds[0]), variant=self.variant, target_suit=TARGET
        )
        for _ in range(steps):
            if game.is_over:
                break
            game.step()
        return game

    def due_to_gather(self, rounds: tuple[Spots, ...]) -> HopeDeferredGame:
        """The game of ``rounds`` at the end of its last scripted round."""
        game = self.game(rounds, 0)
        with pytest.raises(UnscriptedError):
            game.play_out()
        return game

    def chance(
        self,
        before: HopeDeferredGame | None = None,
        keep: Callable[[Spots], bool] = _every,
    ) -> Fraction:
        """The share of won games over every order of each round still to be shuffled:
        the whole deck's, or the next gather's when ``before`` is a game due to gather.
        The next order is taken only where ``keep`` accepts it."""
        if before is None:
            cards, targets = len(self.pool), _targets(self.pool)
        else:
            cards, targets = len(before.stock) + sum(map(len, before.piles)), before.targets_left
        every = keep is _every
        key = (before.round if before else 0, cards, targets)
        if every and key in self.after_gather:
            return self.after_gather[key]
        won = games = 0
        chances = Fraction(0)
        for spots in combinations(range(cards), targets):
            if not keep(spots):
                continue
            games += 1
            if before is None:
                game = HopeDeferredGame.from_cards(
                    _arrange(self.pool, spots), variant=self.variant, target_suit=TARGET
                )
            else:
                game = copy.deepcopy(before)
                self.queue[:] = [spots]
                game.gather()
            try:
                won += game.play_out() == "won"
            except UnscriptedError:  # a gather raises before it changes anything
                chances += self.chance(game)
        chance = (won + chances) / games
        if every:
            self.after_gather[key] = chance
        return chance


def _pool(size: int, targets: int) -> list[Card]:
    hearts = [Card(rank, TARGET) for rank in range(1, targets + 1)]
    others = [Card(rank, suit) for suit in Suit if suit is not TARGET for rank in range(1, 14)]
    return hearts + others[: size - targets]


def _late_order(rng: random.Random, cards: int, targets: int) -> Spots:
    """A random order with a target among the last three cards, so that games go on."""
    tail = rng.randrange(max(0, cards - 3), cards)
    rest = rng.sample([at for at in range(cards) if at != tail], targets - 1)
    return tuple(sorted([tail, *rest]))


SMALL_DECKS = [
    (Variant.CLASSIC, 17, 2),
    (Variant.CLASSIC, 19, 3),
    (Variant.KNOCKOUT, 18, 2),
    (Variant.KNOCKOUT, 18, 3),
    (Variant.ABANDON_HOPE, 26, 2),
    (Variant.ABANDON_HOPE, 27, 2),
]


@pytest.mark.parametrize(("variant", "size", "targets"), SMALL_DECKS)
def test_exact_odds_of_a_fresh_custom_deck_equal_the_brute_force_over_every_order(
    script: list[Spots], variant: Variant, size: int, targets: int
) -> None:
    brute = BruteForce(_pool(size, targets), variant, script)
    expected = brute.chance()
    assert 0 < expected < 1
    assert (
        exact_odds(HopeDeferredGame.from_cards(brute.pool, variant=variant, target_suit=TARGET))
        == expected
    )


@pytest.mark.parametrize(("variant", "size", "targets"), SMALL_DECKS[1::2])
def test_exact_odds_from_every_position_equal_the_brute_force_over_the_unseen_orders(
    script: list[Spots], variant: Variant, size: int, targets: int
) -> None:
    """Along random games, before every step: the exact odds against the share of wins
    over every order of what is unseen, given the cards dealt so far in this round."""
    brute = BruteForce(_pool(size, targets), variant, script)
    rng = random.Random(f"positions {variant} {size} {targets}")
    positions = 0
    for _ in range(4):
        shapes = [(size, targets)]
        rounds: tuple[Spots, ...] = (_late_order(rng, size, targets),)
        steps = 0
        while True:
            try:
                game = brute.game(rounds, steps)
            except UnscriptedError as need:  # the next round's order, drawn as a shuffle would
                shapes.append(need.shape)
                rounds += (_late_order(rng, *need.shape),)
                continue
            if game.is_over:
                assert exact_odds(game) == (game.status == "won")
                break
            if game.legal_moves() == [Move.gather()]:
                expected = brute.chance(game)
            else:
                seen = shapes[-1][0] - len(game.stock)
                shown = {at for at in rounds[-1] if at < seen}

                def same_start(spots: Spots, seen: int = seen, shown: set[int] = shown) -> bool:
                    return {at for at in spots if at < seen} == shown

                start = brute.due_to_gather(rounds[:-1]) if len(rounds) > 1 else None
                expected = brute.chance(start, same_start)
            assert exact_odds(game) == expected, (rounds, steps)
            positions += 1
            steps += 1
    assert positions > 30


EXACT = {
    Variant.CLASSIC: Fraction(23271134824862393, 59676322059666000),
    Variant.KNOCKOUT: Fraction(2167771855224103577, 4944565186265250000),
    Variant.ABANDON_HOPE: Fraction(41228134660905170336103, 203188743717304469923750),
}


@pytest.mark.parametrize("variant", list(Variant))
def test_exact_odds_of_each_variant(variant: Variant) -> None:
    assert exact_odds(variant) == EXACT[variant]
    assert exact_odds(variant.value) == EXACT[variant]


@pytest.mark.parametrize("variant", list(Variant))
def test_exact_odds_of_a_fresh_game_are_its_variants_whatever_the_suit_and_deal(
    variant: Variant,
) -> None:
    for number, suit in zip((0, 12, 99_999, 8_031_810_175), Suit, strict=True):
        assert exact_odds(HopeDeferredGame(number, variant, suit)) == EXACT[variant]


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "seed"), list(zip(Variant, (2025, 2026, 2027), strict=True)))
def test_a_large_simulation_agrees_with_the_exact_odds_within_its_interval(
    variant: Variant, seed: int
) -> None:
    low, high = simulate(100_000, variant, seed=seed, progress=False).interval
    assert low < EXACT[variant] < high


def test_exact_odds_refuse_what_is_not_a_variant_or_a_game() -> None:
    with pytest.raises(TypeError, match="got 3"):
        exact_odds(3)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown variant 'patience'"):
        exact_odds("patience")


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize(("size", "targets"), [(1, 1), (4, 2), (5, 4), (15, 13)])
def test_a_deck_dealt_whole_in_one_round_is_sure_to_be_won(
    variant: Variant, size: int, targets: int
) -> None:
    game = HopeDeferredGame.from_cards(_pool(size, targets), variant=variant, target_suit=TARGET)
    assert exact_odds(game) == 1
    assert game.play_out() == "won"
