"""Strategies, their evaluation, the paired test and the hard deals."""

from __future__ import annotations

import functools
import io

import pytest

from hearttoheart_widget import Game, Move, hint, is_winnable, solve
from hearttoheart_widget.common.intervals import wilson_interval
from hearttoheart_widget.heart_to_heart.teaching.strategies import (
    Evaluation,
    careful,
    compare,
    evaluate,
    hard_deals,
    mcnemar_exact,
    pairs_first,
    perfect_play,
    random_move,
)
from tests.positions import game_of, heart_with

#: Deals 0, 1, 4 and 13 can be won; 8, 9, 12 and 14 are dead ends before the first move.
WINNABLE = (0, 1, 4, 13)
DEAD = (8, 9, 12, 14)


def follow_hints(game: Game) -> Move:
    """Perfect play, for the tests: the solver's next move."""
    move = hint(game).move
    assert move is not None
    return move


def always_draw(game: Game) -> Move:
    """Never pairs."""
    return next(m for m in game.legal_moves() if m.kind != "pair")


@pytest.mark.parametrize(
    ("only_first", "only_second", "p"),
    [
        (0, 0, 1.0),
        (0, 1, 1.0),
        (3, 3, 1.0),
        (0, 5, 2 / 32),  # both tails of Binomial(5, 1/2) at the extremes
        (5, 0, 2 / 32),
        (1, 9, 2 * (1 + 10) / 1024),
        (2, 8, 2 * (1 + 10 + 45) / 1024),
        (0, 10, 2 / 1024),
        (6, 21, 2 * sum((1, 27, 351, 2925, 17550, 80730, 296010)) / 2**27),
    ],
)
def test_mcnemar_against_values_worked_by_hand(only_first: int, only_second: int, p: float) -> None:
    assert mcnemar_exact(only_first, only_second) == pytest.approx(p, rel=1e-12)


def test_mcnemar_refuses_negative_counts() -> None:
    with pytest.raises(ValueError, match="-1"):
        mcnemar_exact(-1, 3)


def test_evaluate_on_deals_worked_by_hand() -> None:
    deals = (*WINNABLE, *DEAD)
    perfect = evaluate(follow_hints, deals, name="hints")
    assert perfect.won == (True,) * 4 + (False,) * 4
    assert (perfect.wins, perfect.share, perfect.unfinished) == (4, 0.5, 0)
    assert perfect.interval == wilson_interval(4, 8)
    assert str(perfect).startswith("hints: 4 of 8 won, 50.00% (95% CI ")
    drawing = evaluate(always_draw, deals, max_moves=60)
    assert drawing.won == (False,) * 8
    assert drawing.unfinished == 4  # the four dead deals end at once, the others never
    assert drawing.name == "always_draw"


def test_evaluate_needs_deals_and_can_show_progress() -> None:
    with pytest.raises(ValueError, match="at least one deal"):
        evaluate(pairs_first, [])
    stream = io.StringIO()
    evaluate(pairs_first, range(3), progress=True, stream=stream)
    assert "3/3" in stream.getvalue()
    assert stream.getvalue().lstrip("\r").startswith("pairs_first:")  # the bar names it


def test_the_ceiling_is_the_winnable_deals() -> None:
    ceiling = perfect_play(range(15))
    assert ceiling.name == "perfect play"
    assert [n for n, won in zip(ceiling.deals, ceiling.won, strict=True) if won] == list(WINNABLE)


def test_a_comparison_counts_the_deals_only_one_wins() -> None:
    deals = (1, 2, 3, 4, 5)
    first = Evaluation("a", deals, (True, True, False, False, True))
    second = Evaluation("b", deals, (True, False, True, False, False))
    pair = compare(first, second)
    assert (pair.only_first, pair.only_second) == (2, 1)
    assert pair.p_value == 1.0
    assert str(pair) == "a vs b: 2 deals won only by a, 1 only by b; exact McNemar p = 1"
    assert str(compare(pair.second, pair.first)).startswith("b vs a: 1 deal won only by b, 2 only")
    with pytest.raises(ValueError, match="same deals"):
        compare(first, Evaluation("c", (1, 2, 3, 4, 6), first.won))


def test_random_move_is_legal_repeatable_and_seeded() -> None:
    chosen: dict[int, list[Move]] = {0: [], 1: []}
    for seed in chosen:
        game = Game.from_number(0)
        while game.status == "playing" and game.moves < 200:
            before = game.snapshot()
            move = random_move(game, seed=seed)
            assert game.snapshot() == before
            assert move in game.legal_moves()
            assert random_move(game, seed=seed) == move
            chosen[seed].append(move)
            game.play(move)
    assert chosen[0] != chosen[1]
    assert evaluate(functools.partial(random_move, seed=1), [0]).name.startswith("functools")


def test_pairs_first_prefers_a_heart_pair_then_the_waste_then_a_draw() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4, 24: 7, 19: 9}), stock=[9], waste=[7])
    assert pairs_first(game) == Move.pair(24, "waste")
    game.play("24+waste")
    assert pairs_first(game) == Move.pair(22, 23)
    game = game_of(heart_with(only={24: 7}), stock=[7], waste=[2])
    assert pairs_first(game) == Move.draw()


def test_careful_steps_round_the_trap_in_the_second_deal() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    line = solve(game)
    assert line is not None
    game.replay(line[:19])
    assert [str(m) for m in game.legal_moves()] == ["19+waste", "draw"]
    before = game.snapshot()
    assert careful(game) == Move.draw()
    assert game.snapshot() == before
    assert pairs_first(game) == Move.pair(19, "waste")


def test_careful_makes_safe_pairs_and_risky_ones_that_lose_nothing() -> None:
    # Three 4s and one on the waste: the tip takes it, as the 4s at 19 and 23 can still meet.
    game = game_of(heart_with(only={22: 9, 23: 4, 24: 4, 19: 4}), stock=[9, 9], waste=[4])
    assert careful(game) == Move.pair(24, "waste")
    game = game_of(heart_with(only={22: 9, 23: 9, 24: 5}), stock=[9], waste=[5])
    assert careful(game) == Move.pair(24, "waste")
    game.play("24+waste")
    assert careful(game) == Move.pair(22, 23)


def test_careful_draws_for_the_risky_pair_that_keeps_the_win() -> None:
    # Two lone free cards of (3, 1) ranks: the 4 at 22 taking the last 4 leaves the 4 at 21
    # on the 9 at 17, on the 4 at 13 (a trap); the 7 at 23 taking the last 7 loses nothing.
    cards = {13: 4, 15: 7, 17: 9, 18: 7, 19: 9, 21: 4, 22: 4, 23: 7}
    game = game_of(heart_with(only=cards), stock=[7, 9, 9], waste=[4])
    assert pairs_first(game) == Move.pair(22, "waste")
    assert careful(game) == Move.draw()
    game.play("draw")
    assert careful(game) == Move.pair(23, "waste")


def test_careful_wins_every_winnable_deal_of_the_first_300() -> None:
    deals = range(300)
    mine, simple, ceiling = (
        evaluate(careful, deals),
        evaluate(pairs_first, deals),
        perfect_play(deals),
    )
    assert mine.won == ceiling.won  # 81 of 300
    versus = compare(mine, simple)
    assert versus.only_second == 0
    assert versus.only_first > 15
    assert versus.p_value < 0.001


def test_hard_deals_are_winnable_and_lost_by_every_simple_strategy() -> None:
    deals = range(120)
    hard = hard_deals(deals)
    assert hard == [13, 22, 41, 47, 50, 71, 79, 87, 112]
    for number in hard:
        assert is_winnable(Game.from_number(number))
    for strategy in (random_move, pairs_first):
        assert evaluate(strategy, hard).wins == 0
    easy = [n for n in deals if n not in hard and is_winnable(Game.from_number(n))]
    assert all(evaluate(random_move, [n]).wins or evaluate(pairs_first, [n]).wins for n in easy)
    assert hard_deals(range(15), strategies=()) == list(WINNABLE)
    assert hard_deals(range(15), strategies=(follow_hints,)) == []
