"""The solver's API: winning lines that replay, hints, fast dealing (winnable-only deals are
``test_dealing.py``'s)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, Move, Table
from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.heart_to_heart.deals import deal
from hearttoheart_widget.heart_to_heart.solving.search import deal_heart, is_winnable_deal
from hearttoheart_widget.heart_to_heart.solving.solver import Hint, hint, is_winnable, solve
from tests.positions import heart_with

#: Deal 12 (HH1-N-AAAAAAM) is lost from the start: its tip is a 9 and so are three more
#: heart cards, which the tip covers. Deal 0 can be won.
LOST, WON = 12, 0


def play_random(game: Game, seed: int, moves: int) -> Game:
    """``game`` after up to ``moves`` random legal moves."""
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


def assert_wins(game: Game, line: list[Move]) -> None:
    """``line`` replays to a win on a copy of ``game``, each move accepted by ``play``."""
    trial = game.copy()
    for move in line:
        assert trial.status == "playing"
        trial.play(move)
    assert trial.status == "won"


@pytest.mark.parametrize("number", [0, 1, 12, 123_456, DEAL_COUNT - 1])
def test_deal_heart_is_the_deal(number: int) -> None:
    assert deal_heart(number) == deal(number)[0]


@settings(max_examples=300)
@given(st.integers(0, DEAL_COUNT - 1))
def test_deal_heart_is_the_deal_anywhere(number: int) -> None:
    assert deal_heart(number) == deal(number)[0]


def test_every_line_replays_to_a_win() -> None:
    won = 0
    for number in range(300):
        game = Game.from_number(number)
        before = game.snapshot()
        line = solve(game)
        assert game.snapshot() == before  # the game itself is left alone
        assert (line is not None) is is_winnable(game) is is_winnable_deal(number)
        if line is not None:
            assert_wins(game, line)
            won += 1
    assert 50 < won < 150  # about 29% of deals can be won


@settings(max_examples=100, deadline=None)
@given(st.integers(0, DEAL_COUNT - 1), st.integers(0, 2**32), st.integers(0, 150))
def test_lines_from_mid_game_replay_to_a_win(number: int, seed: int, moves: int) -> None:
    game = play_random(Game.from_number(number), seed, moves)
    line = solve(game)
    assert (line is not None) is is_winnable(game)
    if line is not None:
        assert_wins(game, line)


def test_a_deal_lost_from_the_start() -> None:
    game = Game.from_number(LOST)
    assert game.code == "HH1-N-AAAAAAM"
    assert solve(game) is None
    assert not is_winnable(game)
    assert not is_winnable_deal(LOST)
    assert hint(game) == Hint(None, False, 0)
    assert str(hint(game)) == "No more moves possible."


def test_a_won_game() -> None:
    game = Game.from_number(WON)
    line = solve(game)
    assert line is not None
    game.replay(line)
    assert solve(game) == []
    assert is_winnable(game)
    assert hint(game) == Hint(None, True, 250)
    assert hint(game).targets == ()
    assert str(hint(game)) == "The game is won."


def test_a_table_s_selection_does_not_matter() -> None:
    table = Table(Game.from_number(WON))
    table.tap(24)
    line = solve(table.game)
    assert line is not None
    assert table.selected == 24
    assert line == solve(Game.from_number(WON))
    assert_wins(table.game, line)


@pytest.mark.parametrize(
    ("cards", "wrong", "right"),
    [
        ({18: 1, 19: 1, 20: 1, 21: 1}, "19+20", ("19+21", "20+21")),
        # the 2 at 23 covers 21: the Aces free at first wait for the waste's 2 to free it
        ({15: 1, 16: 1, 18: 1, 21: 1, 23: 2}, "15+16", ("23+waste",)),
        # ... or for the pair of 2s, free at the same time as they are
        ({15: 1, 16: 1, 18: 1, 21: 1, 22: 2, 23: 2}, "15+16", ("22+23",)),
    ],
)
def test_which_four_of_a_kind_pair_together(
    cards: dict[int, int], wrong: str, right: tuple[str, ...]
) -> None:
    """Four Aces, none in the pile: 21 covers 18, so those two must not be left to pair."""
    twos_in_heart = sum(rank == 2 for rank in cards.values())
    game = Game.from_cards(heart_with(only=cards), [3], [2] * (2 - twos_in_heart))
    assert is_winnable(game)
    advice = hint(game)
    assert str(advice.move) in right
    assert advice.winnable
    line = solve(game)
    assert line is not None
    assert_wins(game, line)
    game.play(wrong)
    assert not is_winnable(game)
    assert solve(game) is None


@pytest.mark.parametrize(("under", "winnable"), [(23, True), (19, False)])
def test_the_pile_card_must_go_to_the_tip(under: int, winnable: bool) -> None:
    """Three Aces and one Ace in the stock: the tip takes it, the other two must pair."""
    game = Game.from_cards(heart_with(only={24: 1, 22: 1, under: 1}), [5, 1, 6])
    assert is_winnable(game) is winnable
    line = solve(game)
    assert (line is not None) is winnable
    if line is not None:
        assert line == [Move.draw(), Move.draw(), Move.pair(24, "waste"), Move.pair(22, 23)]
        assert_wins(game, line)


def test_hints_follow_a_winning_line() -> None:
    for number in range(40):
        game = Game.from_number(number)
        if not is_winnable_deal(number):
            continue
        for _ in range(500):  # enough for any line
            advice = hint(game)
            if game.status == "won":
                break
            assert advice.winnable
            assert advice.best_score == 250
            assert advice.move in game.legal_moves()
            assert str(advice).endswith(": the game can still be won.")
            game.play(advice.move)
            assert is_winnable(game)
        assert game.status == "won"


@pytest.mark.parametrize(
    ("advice", "text"),
    [
        (
            Hint(Move.draw(), True, 250),
            "Draw the next card from the stock: the game can still be won.",
        ),
        (
            Hint(Move.recycle(), True, 250),
            "Turn the waste back over into the stock: the game can still be won.",
        ),
        (
            Hint(Move.pair(21, 19), True, 250),
            "Pair the card at 19 with the card at 21: the game can still be won.",
        ),
        (
            Hint(Move.pair(22, 24), True, 250),
            "Pair the card at 22 with the card at the tip (24): the game can still be won.",
        ),
        (
            Hint(Move.pair(24, "waste"), False, 120),
            "Pair the card at the tip (24) with the top card of the waste: the game can no "
            "longer be won, but this keeps a score of 120 within reach.",
        ),
        (Hint(None, True, 250), "The game is won."),
        (Hint(None, False, 40), "No more moves possible."),
    ],
)
def test_a_hint_reads_in_words(advice: Hint, text: str) -> None:
    assert str(advice) == text


def test_without_a_win_hints_keep_the_best_score() -> None:
    """Following the hints of a lost deal ends on the score the first hint promised."""
    checked = 0
    for number in range(60):
        game = Game.from_number(number)
        first = hint(game)
        if first.winnable or first.move is None:
            continue
        assert ": the game can no longer be won, but this keeps a score of " in str(first)
        for _ in range(500):
            if game.status != "playing":
                break
            advice = hint(game)
            assert advice.best_score == first.best_score
            move = advice.move
            assert move is not None
            expected = ("stock",) if move.kind != "pair" else (move.a, move.b)
            assert advice.targets == expected
            assert len(set(advice.targets)) == len(advice.targets)
            game.play(move)
        assert game.score == first.best_score < 250
        checked += 1
    assert checked > 10


@settings(max_examples=100, deadline=None)
@given(st.integers(0, DEAL_COUNT - 1), st.integers(0, 2**32), st.integers(0, 150))
def test_a_hinted_move_keeps_what_it_promises(number: int, seed: int, moves: int) -> None:
    """After the hinted move, a win (or the best score) is as much in reach as before."""
    game = play_random(Game.from_number(number), seed, moves)
    advice = hint(game)
    assert advice.winnable is is_winnable(game)
    if advice.move is None:
        assert game.status != "playing"
        assert advice.best_score == game.score
        return
    assert advice.move in game.legal_moves()
    game.play(advice.move)
    assert hint(game).winnable is advice.winnable
    assert hint(game).best_score == advice.best_score
