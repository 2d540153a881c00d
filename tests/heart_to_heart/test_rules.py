"""One test per rule statement of the game (docs/rules.md): cards, deals, moves, the end, undo.

The rules of the table around a game (taps, selection, settings, the clock) are in
``test_table.py``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hearttoheart_widget import Game, IllegalMoveError, InvalidMoveError, Move
from hearttoheart_widget.heart_to_heart.geometry import COVERED_BY, ROWS, X
from tests.positions import game_of, heart_with

# --- cards and the heart ------------------------------------------------------------------


def test_deck_is_52_hearts_four_of_each_rank() -> None:
    game = Game.from_number(4242)
    cards = [r for r in game.heart if r is not None] + game.stock + game.waste
    assert Counter(cards) == dict.fromkeys(range(1, 14), 4)


def test_heart_has_seven_rows_of_4_6_5_4_3_2_1_numbered_top_down() -> None:
    assert [len(row) for row in ROWS] == [4, 6, 5, 4, 3, 2, 1]
    assert [p for row in ROWS for p in row] == list(range(25))


def test_rows_interlock_with_the_spec_coordinates() -> None:
    assert X[:4] == (-2, -1, 1, 2)
    assert X[4:10] == (-2.5, -1.5, -0.5, 0.5, 1.5, 2.5)
    assert X[24] == 0


def test_a_card_is_covered_by_the_cards_half_a_card_either_side_in_the_row_below() -> None:
    spec = {0: [4, 5], 1: [5, 6], 2: [7, 8], 3: [8, 9], 4: [10], 5: [10, 11], 6: [11, 12],
            7: [12, 13], 8: [13, 14], 9: [14], 10: [15], 11: [15, 16], 12: [16, 17],
            13: [17, 18], 14: [18], 15: [19], 16: [19, 20], 17: [20, 21], 18: [21], 19: [22],
            20: [22, 23], 21: [23], 22: [24], 23: [24], 24: []}  # fmt: skip
    assert {p: list(c) for p, c in enumerate(COVERED_BY)} == spec


def test_only_the_tip_is_free_at_the_start() -> None:
    for number in (0, 1, 99, 123456):
        assert Game.from_number(number).free() == [24]


def test_a_card_is_free_once_every_card_covering_it_is_removed() -> None:
    game = game_of(heart_with(only={20: 7, 22: 9, 23: 8}), waste=[9, 8])
    assert game.free() == [22, 23]
    game.pair(23, "waste")  # 8s: 20 is still covered by 22
    assert not game.is_free(20)
    game.pair(22, "waste")
    assert game.free() == [20]


def test_an_edge_card_has_one_covering_card_and_frees_sooner() -> None:
    assert [len(COVERED_BY[p]) for p in (4, 9, 10, 14, 15, 18, 19, 21, 22, 23)] == [1] * 10
    game = game_of(heart_with(only={19: 3, 20: 4, 22: 6, 23: 7}), waste=[6])
    game.pair(22, "waste")
    assert game.is_free(19)  # only 22 covered it
    assert not game.is_free(20)  # 23 still covers it


def test_every_heart_card_is_visible_face_up() -> None:
    game = Game.from_number(7)
    assert all(rank is not None for rank in game.heart)
    assert len(game.heart) == 25


# --- deal codes and the shuffle ----------------------------------------------------------


def test_code_letters_are_the_deal_number_in_base_26() -> None:
    assert Game.from_code("HH1-N-AAAAAAM").code == "HH1-N-AAAAAAM"
    assert Game.from_code("HH1-N-AAAAABA").initial_cards == Game.from_number(26).initial_cards
    assert Game.from_number(26**7 - 1).code == "HH1-N-ZZZZZZZ"


def test_deal_puts_25_cards_in_the_heart_26_in_the_stock_and_one_on_the_waste() -> None:
    game = Game.from_number(31)
    assert (len(game.heart), len(game.stock), len(game.waste)) == (25, 26, 1)


def test_a_random_game_shows_a_code_that_replays_it() -> None:
    game = Game.random()
    assert game.code is not None
    assert Game.from_code(game.code).initial_cards == game.initial_cards


class _Numbers(random.Random):
    """A generator that hands out chosen deal numbers, in order."""

    def __init__(self, *numbers: int) -> None:
        super().__init__(0)
        self.numbers = list(numbers)

    def randrange(self, *args: object, **kwargs: object) -> int:
        return self.numbers.pop(0)


def test_a_random_game_is_never_lost_before_its_first_move() -> None:
    """Deal 12 is a dead end from the start: a random game skips it and draws again."""
    assert Game.from_number(12).status == "lost"
    rng = _Numbers(12, 12, 0)
    game = Game.random(rng=rng)
    assert (game.code, game.status, rng.numbers) == ("HH1-N-AAAAAAA", "playing", [])
    seeded = random.Random(2024)
    assert all(Game.random(rng=seeded).status == "playing" for _ in range(300))


def test_a_random_game_draws_its_deal_from_the_generator_given() -> None:
    first = [Game.random(rng=random.Random(7)).code for _ in range(2)]
    assert first[0] == first[1]
    assert Game.random(rng=_Numbers(26)).code == "HH1-N-AAAAABA"


# --- stock and waste ----------------------------------------------------------------------


def test_drawing_turns_the_next_stock_card_onto_the_waste_top() -> None:
    game = game_of(heart_with(), stock=[5, 6, 7], waste=[12, 9])
    assert game.draw() == Move.draw()
    assert (game.stock, game.waste, game.waste_top) == ([6, 7], [12, 9, 5], 5)


def test_recycling_returns_the_whole_waste_in_order_longest_lying_card_first() -> None:
    game = game_of(heart_with(), stock=[5, 6], waste=[12])
    game.draw()
    game.draw()
    assert game.draw() == Move.recycle()
    assert (game.stock, game.waste) == ([12, 5, 6], [])
    game.draw()
    assert game.waste_top == 12


def test_recycles_are_unlimited() -> None:
    game = game_of(heart_with(), stock=[], waste=[12, 3])
    for _ in range(50):
        game.draw()
        game.draw()
        game.draw()
    assert game.moves == 150
    assert (game.stock, game.waste) == ([], [12, 3])


def test_with_stock_and_waste_empty_there_is_nothing_to_draw() -> None:
    game = game_of(heart_with(only={22: 3, 23: 3}))
    before = game.snapshot()
    with pytest.raises(IllegalMoveError, match="both empty"):
        game.draw()
    assert game.snapshot() == before


def test_only_the_waste_top_card_is_playable() -> None:
    game = game_of(heart_with(only={24: 5}), waste=[5, 6])
    with pytest.raises(IllegalMoveError, match="same rank"):
        game.pair(24, "waste")  # the 5 lies under the 6
    assert game.rank_at("waste") == 6


# --- moves, score and the end ---------------------------------------------------------------


def test_a_draw_a_recycle_and_a_pair_each_count_one_move() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4}), stock=[8], waste=[])
    game.draw()
    assert game.moves == 1
    game.draw()
    assert game.moves == 2
    game.pair(22, 23)
    assert game.moves == 3


def test_a_pair_is_two_cards_of_equal_rank() -> None:
    game = game_of(heart_with(only={22: 4, 23: 5}), stock=[4, 5])
    with pytest.raises(IllegalMoveError, match="must be of the same rank"):
        game.pair(22, 23)


def test_two_free_heart_cards_of_one_rank_pair_and_score_20() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4, 19: 1}))
    score = game.score
    game.pair(22, 23)
    assert game.score == score + 20
    assert game.heart[22] is None
    assert game.heart[23] is None


def test_a_free_heart_card_pairs_with_the_waste_top_and_scores_10() -> None:
    game = Game.from_cards(heart_with({24: 6}), [1, 2], [6])
    game.pair(24, "waste")
    assert (game.score, game.heart[24], game.waste) == (10, None, [])


def test_two_waste_cards_never_pair() -> None:
    game = game_of(heart_with(), stock=[3], waste=[12, 3])
    game.draw()
    with pytest.raises(InvalidMoveError, match="two waste cards never pair"):
        game.pair("waste", "waste")


def test_a_covered_card_cannot_be_paired() -> None:
    game = game_of(heart_with(only={22: 4, 24: 9}), waste=[4, 9])
    before = game.snapshot()
    with pytest.raises(IllegalMoveError, match="position 22 is covered by the card"):
        game.pair(22, "waste")
    assert game.snapshot() == before


def test_an_emptied_heart_position_stays_empty() -> None:
    game = game_of(heart_with(only={22: 2, 23: 2, 24: 7}), stock=[7, 1])
    game.draw()
    game.pair(24, "waste")
    assert game.heart[24] is None
    game.draw()
    game.draw()  # recycle
    assert game.heart[24] is None
    with pytest.raises(IllegalMoveError, match="position 24 is empty"):
        game.pair(24, 22)


def test_won_when_all_25_heart_cards_are_removed_even_with_cards_in_stock() -> None:
    game = game_of(heart_with(only={24: 6}), stock=[1, 2, 3], waste=[6])
    game.pair(24, "waste")
    assert game.status == "won"
    assert game.stock == [1, 2, 3]


def test_a_won_game_scores_250_whatever_the_order_of_pairs() -> None:
    heart = heart_with(only={21: 3, 22: 3, 23: 5, 24: 4})
    waste = [3, 3, 5, 4]
    lines = (["24+waste", "23+waste", "21+22"], ["24+waste", "23+waste", "22+waste", "21+waste"])
    for line in lines:
        game = game_of(heart, stock=[], waste=waste)
        game.replay(line)
        assert game.status == "won"
        assert game.score == 250
    full = Game.from_code("HH1-N-AAAAAAA")
    assert full.score == 0  # and on a dealt game a win therefore means 25 x 10


def test_dead_end_when_no_free_card_has_a_partner_anywhere() -> None:
    game = game_of(heart_with(only={22: 4, 23: 5, 20: 4}), stock=[6], waste=[7])
    assert game.status == "lost"
    assert game.legal_moves() == []


def test_not_a_dead_end_while_a_partner_lies_deep_in_the_stock() -> None:
    game = game_of(heart_with(only={22: 4, 23: 5}), stock=[6, 7, 8, 5], waste=[9])
    assert game.status == "playing"


def test_not_a_dead_end_while_two_free_heart_cards_match() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4}))
    assert game.status == "playing"


def test_a_pair_that_leaves_no_partner_ends_in_a_dead_end() -> None:
    game = game_of(heart_with(only={19: 8, 22: 4, 23: 5, 24: 2}), waste=[4, 2])
    game.pair(24, "waste")
    assert game.status == "playing"
    game.pair(22, "waste")
    assert game.status == "lost"  # 19 (8) and 23 (5) have no partner left


def test_a_deal_can_be_a_dead_end_from_the_start() -> None:
    game = Game.from_code("HH1-N-AAAAAAM")  # all four 9s are in the heart, the tip a 9
    assert game.heart.count(9) == 4
    assert game.status == "lost"


# --- undo -------------------------------------------------------------------------------------


def test_undo_takes_back_a_draw_a_recycle_and_a_pair() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4}), stock=[7], waste=[8])
    states = [game.snapshot()]
    for move in ("draw", "recycle", "22+23"):
        game.play(move)
        states.append(game.snapshot())
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.snapshot() == expected


def test_undo_restores_score_and_move_counter() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4}))
    game.pair(22, 23)
    game.undo()
    assert (game.score, game.moves) == (230, 0)


def test_undo_is_not_a_move() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4}), stock=[1])
    game.draw()
    assert game.undo() == Move.draw()
    assert game.moves == 0
    assert game.history == []


def test_undo_out_of_a_dead_end_resumes_play() -> None:
    game = game_of(heart_with(only={19: 8, 22: 4, 23: 5, 24: 2}), waste=[4, 2])
    game.replay(["24+waste", "22+waste"])
    assert game.status == "lost"
    game.undo()
    assert game.status == "playing"
    assert game.legal_moves() == [Move.pair(22, "waste"), Move.recycle()]


def test_undo_out_of_a_win_resumes_play() -> None:
    game = game_of(heart_with(only={24: 6}), waste=[6])
    game.pair(24, "waste")
    game.undo()
    assert (game.status, game.heart[24], game.waste) == ("playing", 6, [6])


def test_undo_goes_back_at_most_100_moves() -> None:
    game = game_of(heart_with(), stock=[], waste=[12, 2])
    for _ in range(130):
        game.draw()
    undone = 0
    while game.undo() is not None:
        undone += 1
    assert undone == 100
    assert game.moves == 30


def test_undo_with_nothing_to_undo_does_nothing() -> None:
    game = Game.from_number(5)
    before = game.snapshot()
    assert game.undo() is None
    assert game.snapshot() == before
