"""The teaching text for moves."""

from __future__ import annotations

import pytest

from hearttoheart_widget import Game
from hearttoheart_widget.explain import explain
from tests.positions import game_of, heart_with


def test_a_pair_with_the_waste_names_the_rank_and_what_it_frees() -> None:
    game = game_of(heart_with(only={22: 11, 23: 6, 24: 5}), waste=[5])
    assert explain(game, "24+waste") == (
        "Pair the 5 at the tip (24) with the 5 on top of the waste (10 points): "
        "this frees the Jack at 22 and the 6 at 23."
    )
    assert game.heart[24] == 5  # explaining changes nothing


def test_a_heart_pair_and_the_winning_pair_are_told_apart() -> None:
    game = game_of(heart_with(only={22: 2, 23: 2}))
    assert explain(game, "22+23") == (
        "Pair the 2s at position 22 and position 23 (20 points): the last cards of the heart "
        "leave, and the game is won."
    )


def test_draws_and_recycles_say_why() -> None:
    game = game_of(heart_with(only={22: 2, 23: 2, 19: 9}), stock=[9], waste=[])
    assert explain(game, "draw").startswith("Draw: a pair is open")
    game = Game.from_number(0)
    assert explain(game, "draw").startswith("Draw: no free card has a partner")
    game = game_of(heart_with(only={22: 2, 23: 3}), waste=[2, 3])
    assert explain(game, "recycle").startswith("Recycle: the stock is empty, so the 2 waste")


def test_an_illegal_move_is_refused() -> None:
    with pytest.raises(ValueError, match="not a legal move"):
        explain(Game.from_number(0), "0+1")
