"""Dealing, above the rules and the solver: random deals never lost at once, winnable-only
deals under their ordinary code, and the calls of 0.2.0 on ``Game`` that now name them
(the daily deal is ``test_daily.py``'s)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearttoheart_widget import Game, is_winnable, random_deal
from hearttoheart_widget.heart_to_heart.deals import parse_code
from hearttoheart_widget.heart_to_heart.solving.search import is_winnable_deal

#: What ``Game.random(rng=random.Random(seed), winnable=True)`` dealt in 0.2.0 for seeds
#: 0 to 4: a seeded script deals the same games with ``random_deal``.
WINNABLE_OF_0_2_0 = ["HH1-N-FWAVEJT", "HH1-N-OHTCPQM", "HH1-N-ILBBVLE", "HH1-N-TBFTSTG"]


class Numbers(random.Random):
    """A generator that hands out chosen deal numbers, in order."""

    def __init__(self, *numbers: int) -> None:
        super().__init__(0)
        self.numbers = list(numbers)

    def randrange(self, *args: object, **kwargs: object) -> int:
        return self.numbers.pop(0)


@pytest.mark.parametrize("seed", range(4))
def test_random_winnable_deals_are_winnable_under_their_code(seed: int) -> None:
    game = random_deal(rng=random.Random(seed), winnable_only=True)
    assert game.code == WINNABLE_OF_0_2_0[seed]
    assert is_winnable(game)
    assert is_winnable_deal(parse_code(game.code))
    assert Game.from_code(game.code).snapshot() == game.snapshot()


def test_random_winnable_without_a_generator() -> None:
    assert is_winnable(random_deal(winnable_only=True))


def test_a_winnable_deal_skips_the_numbers_that_cannot_be_won() -> None:
    """Of deals 12 (lost from the start), 13 and 0, the first winnable one is dealt."""
    assert not is_winnable_deal(12)
    first_winnable = next(n for n in (13, 0) if is_winnable_deal(n))
    rng = Numbers(12, 13, 0)
    game = random_deal(rng=rng, winnable_only=True)
    assert game.code == Game.from_number(first_winnable).code
    assert len(rng.numbers) == 1 - (13, 0).index(first_winnable)  # no number drawn past it


@given(st.integers(0, 2**32))
def test_any_random_deal_is_the_rules_random_deal(seed: int) -> None:
    """Without ``winnable_only``, the deal is :meth:`Game.random`'s for the same numbers:
    never lost before its first move."""
    game = random_deal(rng=random.Random(seed))
    assert game.status == "playing"
    assert game.code == Game.random(rng=random.Random(seed)).code


def test_a_random_deal_skips_a_deal_lost_before_its_first_move() -> None:
    assert Game.from_number(12).status == "lost"
    rng = Numbers(12, 12, 0)
    assert (random_deal(rng=rng).code, rng.numbers) == ("HH1-N-AAAAAAA", [])


@pytest.mark.parametrize("value", [1, "yes", None])
def test_winnable_only_is_true_or_false(value: object) -> None:
    with pytest.raises(TypeError, match=r"winnable_only is True or False, got "):
        random_deal(winnable_only=value)  # type: ignore[arg-type]


def test_a_random_deal_refuses_an_rng_that_is_no_generator() -> None:
    with pytest.raises(TypeError, match=r"rng must be a random\.Random or None"):
        random_deal(rng=5, winnable_only=True)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [True, False])
def test_game_random_of_0_2_0_with_winnable_names_random_deal(value: bool) -> None:
    with pytest.raises(TypeError, match=r"takes only rng=, got winnable=.*random_deal\("):
        Game.random(winnable=value)  # type: ignore[arg-type]


def test_game_daily_of_0_2_0_names_daily_deal() -> None:
    with pytest.raises(AttributeError, match=r"Game\.daily\(\) is gone.*daily_deal\(date\)"):
        Game.daily("2026-12-01")
