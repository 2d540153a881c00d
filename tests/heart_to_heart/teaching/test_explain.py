"""The teaching text for moves: what a move does and frees, and whether it loses the game."""

from __future__ import annotations

from collections import Counter

import pytest

from hearttoheart_widget import Game, is_winnable, parse_moves, solve
from hearttoheart_widget.heart_to_heart.stuck import why_lost
from hearttoheart_widget.heart_to_heart.teaching.explain import LOST, explain, freed_by
from hearttoheart_widget.heart_to_heart.words import card
from tests.positions import game_of, heart_with
from tests.walks import puzzle_positions, walked


def test_a_pair_with_the_waste_names_the_rank_and_what_it_frees() -> None:
    game = game_of(heart_with(only={22: 11, 23: 6, 24: 5}), stock=[11, 6], waste=[5])
    assert explain(game, "24+waste") == (
        "Pair the 5 at the tip (24) with the 5 on top of the waste (10 points): "
        "this frees the Jack at 22 and the 6 at 23."
    )
    assert game.heart[24] == 5  # explaining changes nothing


def test_the_winning_pair_counts_the_cards_that_leave() -> None:
    game = game_of(heart_with(only={22: 2, 23: 2}))
    assert explain(game, "22+23") == (
        "Pair the 2s at 22 and 23 (20 points): the last two cards of the heart leave, and the "
        "game is won."
    )
    game = game_of(heart_with(only={24: 2}), waste=[2])
    assert explain(game, "24+waste") == (
        "Pair the 2 at the tip (24) with the 2 on top of the waste (10 points): the last card "
        "of the heart leaves, and the game is won."
    )


def test_a_pair_that_frees_nothing_or_ends_in_a_dead_end_says_so() -> None:
    game = game_of(heart_with(only={16: 5, 17: 5, 19: 2, 20: 9, 21: 2}), stock=[9])
    assert explain(game, "19+21") == "Pair the 2s at 19 and 21 (20 points): it frees no card."
    game = game_of(heart_with(only={22: 5, 23: 6, 24: 12}), waste=[12])
    assert explain(game, "24+waste").endswith("No free card has a partner left: a dead end.")


def test_the_trap_in_the_tutorials_second_deal_is_named_first() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    line = solve(game)
    assert line is not None
    game.replay(line[:19])
    assert explain(game, "19+waste") == (
        "After this move the game can no longer be won: the 4s at 13 and 21 are the last two "
        "4s, and the 4 at 21 lies on the 8 at 17, which lies on the other 4 at 13, so they "
        "are never free together. It pairs the 4 at 19 with the 4 on top of the waste "
        "(10 points) and frees the 8 at 15."
    )
    assert explain(game, "draw") == (
        "Draw: turn the next stock card onto the waste. The only pair on offer is a trap: the "
        "4 at 19 with the 4 on top of the waste would lose the game, because the 4s at 13 "
        "and 21 are the last two 4s, and the 4 at 21 lies on the 8 at 17, which lies on the "
        "other 4 at 13, so they are never free together. A draw never changes whether the "
        "game can be won."
    )


def test_a_draw_with_nothing_in_view_says_what_is_in_view() -> None:
    game = Game.from_code("HH1-N-AAAAAAA")
    assert explain(game, "draw") == (
        "Draw: turn the next stock card onto the waste. No free card has a partner in view: "
        "the only free card is a 5, and the waste shows a 9."
    )
    game.replay(parse_moves("draw " * 9 + "24+waste 22+waste 23+waste 19+21"))
    assert explain(game, "draw").endswith(
        "the free cards are a 10, an 8 and a 7, and the waste shows a 3."
    )


def test_a_draw_past_a_safe_pair_says_why_it_can_wait() -> None:
    game = Game.from_code("HH1-N-AAAAAAA")
    game.replay(parse_moves("draw " * 9 + "24+waste 22+waste 23+waste 19+21 draw"))
    assert explain(game, "draw") == (
        "Draw: turn the next stock card onto the waste. The 7 at 20 with the 7 on top of the "
        "waste can wait: the free card stays free, and the waste's 7 stays in the waste and comes "
        "round again after a recycle."
    )
    game = game_of(heart_with(only={22: 2, 23: 2, 19: 9}), stock=[9], waste=[])
    assert explain(game, "draw") == (
        "Draw: turn the next stock card onto the waste. The 2s at 22 and 23 can wait: free "
        "cards stay free, so it will still be there."
    )


def test_keeping_the_last_card_of_a_dangerous_rank() -> None:
    # three 7s in the heart, the last one on the waste
    game = game_of(heart_with(only={24: 7, 22: 7, 23: 7}), stock=[3], waste=[7])
    text = explain(game, "draw")
    assert text.endswith(
        "The 7 at the tip (24) with the 7 on top of the waste can wait: that 7 is the only "
        "one left outside the heart, which still holds three, and keeping it leaves open which of "
        "them it partners; it comes round again after a recycle."
    )


def test_a_recycle_counts_its_cards() -> None:
    game = game_of(heart_with(only={22: 2, 23: 3}), waste=[2, 3])
    assert explain(game, "recycle").startswith(
        "Recycle: the stock is empty, so the 2 waste cards go back into it, face down"
    )
    game = game_of(heart_with(only={22: 2, 23: 3}), waste=[2])
    assert explain(game, "recycle").startswith("Recycle: the stock is empty, so the 1 waste card")


def test_an_illegal_move_is_refused() -> None:
    with pytest.raises(ValueError, match="not a legal move"):
        explain(Game.from_number(0), "0+1")


def check_warnings(games: tuple[Game, ...]) -> Counter[str]:
    """Explain every move of every position: warned exactly when the move loses the win."""
    seen = Counter[str]()
    for game in games:
        winnable = is_winnable(game)
        pairs = [m for m in game.legal_moves() if m.kind == "pair"]
        traps = []
        for move in pairs:
            text = explain(game, move)
            after = game.copy()
            after.play(move)
            loses = winnable and not is_winnable(after)
            assert text.startswith(LOST) is loses, text
            seen["pairs"] += 1
            if loses:
                reason = why_lost(after)
                assert reason is not None
                assert text.startswith(f"{LOST}: {reason}.")
                traps.append(move)
                seen[reason.kind] += 1
            if after.status == "playing":
                for p in freed_by(game, move):
                    assert card(game.heart, p) in text
        for draw in [m for m in game.legal_moves() if m.kind != "pair"]:
            text = explain(game, draw)
            assert LOST not in text
            assert ("trap" in text) is bool(traps), text
        seen["positions"] += 1
    return seen


@pytest.mark.slow
def test_the_warning_agrees_with_the_solver_over_positions_from_400_deals() -> None:
    seen = check_warnings(walked())
    # 28,485 positions, 6,871 pairs explained, 98 of them warned (3 as a tangle)
    assert seen["positions"] > 25_000, seen
    assert seen["pairs"] > 6_000, seen
    assert seen.total() - seen["positions"] - seen["pairs"] > 80, seen


@pytest.mark.slow
def test_the_warning_agrees_with_the_solver_over_puzzles_full_of_traps() -> None:
    seen = check_warnings(puzzle_positions())
    # 43,764 positions, 21,074 pairs explained, 846 of them warned (63 as a tangle)
    assert seen["positions"] > 40_000, seen
    assert seen["pairs"] > 20_000, seen
    assert seen.total() - seen["positions"] - seen["pairs"] > 800, seen
    assert seen["ring"] > 0, seen


def test_freed_by_lists_the_cards_a_move_uncovers() -> None:
    game = Game.from_code("HH1-N-AAAAAAA")
    game.replay(parse_moves("draw " * 9))
    assert freed_by(game, "24+waste") == [22, 23]
    assert freed_by(game, "draw") == []
