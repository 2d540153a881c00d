"""What a Heart to Heart move did, as the game reports it: ``Game.last_played``.

The table's events are built from it, so the table no longer works it out by comparing
the position before and after.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, Played
from hearttoheart_widget.heart_to_heart.moves import Move
from tests.positions import game_of, heart_with


def test_a_pair_reports_its_rank_and_the_positions_it_freed_ascending() -> None:
    # The tip, 24, covers 22 and 23.
    game = game_of(heart_with({24: 6}), stock=[1], waste=[6])
    game.pair(24, "waste")
    assert game.last_played == Played(Move.pair(24, "waste"), rank=6, freed=(22, 23))


def test_a_pair_of_two_heart_cards_reports_what_either_card_freed() -> None:
    game = game_of(heart_with(only={18: 9, 21: 2, 22: 7, 23: 7, 24: 9}), stock=[9, 2])
    game.draw()
    game.pair(24, "waste")
    game.pair(22, 23)  # 22 alone covered 21
    assert game.last_played == Played(Move.pair(22, 23), rank=7, freed=(21,))


def test_a_draw_reports_the_rank_it_turned_up() -> None:
    game = game_of(heart_with({24: 9}), stock=[9, 4])
    game.draw()
    assert game.last_played == Played(Move.draw(), rank=9)


def test_a_recycle_reports_the_cards_it_turned_back() -> None:
    game = game_of(heart_with({24: 9}), waste=[9, 4, 2])
    game.draw()
    assert game.last_played == Played(Move.recycle(), cards=3)


def test_nothing_is_reported_before_a_move_after_an_undo_and_after_a_restart() -> None:
    game = game_of(heart_with({24: 9}), stock=[9])
    assert game.last_played is None
    game.draw()
    game.undo()
    assert game.last_played is None
    game.draw()
    game.restart()
    assert game.last_played is None


@settings(max_examples=30, deadline=None)
@given(number=st.integers(0, 26**7 - 1), picks=st.lists(st.integers(0, 50), max_size=40))
def test_the_report_matches_the_position_before_and_after(number: int, picks: list[int]) -> None:
    game = Game.from_number(number)
    for pick in picks:
        legal = game.legal_moves()
        if not legal:
            break
        legal = [move for move in legal if move.kind == "pair"] or legal  # pairs, mostly
        free, stock = set(game.free()), game.stock
        move = game.play(legal[pick % len(legal)])
        played = game.last_played
        assert played is not None
        assert played.move == move
        if move.kind == "pair":
            assert move.a is not None
            assert played.rank == game.initial_cards[0][move.a]
            assert played.freed == tuple(sorted(set(game.free()) - free))
        elif move.kind == "draw":
            assert (played.rank, played.freed, played.cards) == (stock[0], (), 0)
        else:
            assert (played.rank, played.freed, played.cards) == (None, (), len(game.stock))
