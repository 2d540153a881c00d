"""The solver's shortcut, checked against a plain search over full positions.

The solver ignores the order of stock and waste and makes "safe" moves without trying the
others. Here a plain exhaustive search over the full state (heart, stock, waste, stock
position), with every legal move, must reach the same verdict, and the same best score
when there is no win, on whole deals, on positions in mid-game and on small puzzles.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings

from hearttoheart_widget import Game, Move
from hearttoheart_widget.heart_to_heart.deals import parse_code
from hearttoheart_widget.heart_to_heart.geometry import ALL_REMOVED, POSITIONS
from hearttoheart_widget.heart_to_heart.solving.search import is_winnable_deal
from hearttoheart_widget.heart_to_heart.solving.solver import hint, is_winnable, solve
from tests.full_search import puzzles, start_of, successors


def plain_search(game: Game) -> tuple[bool, int]:
    """Whether a win is reachable, and the most heart cards removed in any reachable state."""
    ranks, start = start_of(game)
    heart_pairs: dict[int, list[tuple[Move, int]]] = {}
    seen = {start}
    stack = [start]
    most = 0
    while stack:
        state = stack.pop()
        if state[0] == ALL_REMOVED:
            return True, POSITIONS
        most = max(most, state[0].bit_count())
        for _, child in successors(ranks, state, heart_pairs):
            if child not in seen:
                seen.add(child)
                stack.append(child)
    return False, most


def assert_agrees(game: Game) -> None:
    winnable, most = plain_search(game)
    assert is_winnable(game) is winnable
    assert (solve(game) is not None) is winnable
    assert hint(game).best_score == 10 * most
    if game.code is not None and not game.history:
        assert is_winnable_deal(parse_code(game.code)) is winnable


def mid_game(number: int, seed: int) -> Game:
    """Deal ``number`` after up to 100 random legal moves, half of them pairs if any are open."""
    rng = random.Random(seed)
    game = Game.from_number(number)
    for _ in range(rng.randrange(100)):
        moves = game.legal_moves()
        if not moves:
            break
        pairs = [move for move in moves if move.kind == "pair"]
        game.play(rng.choice(pairs if pairs and rng.random() < 0.5 else moves))
    return game


def test_successors_are_the_engines_moves() -> None:
    """The plain search's rules are the engine's: same moves, same positions after them."""
    for seed in range(40):
        game = mid_game(seed, seed)
        ranks, state = start_of(game)
        mine = dict(successors(ranks, state, {}))
        if game.status == "lost":  # the engine offers no moves; draws make no pair
            assert all(move.kind != "pair" for move in mine)
            continue
        assert set(mine) == set(game.legal_moves())
        for move, child in mine.items():
            after = game.copy()
            after.play(move)
            assert start_of(after)[1] == child


#: Deals 0 .. DEALS - 1 are checked (a few take seconds each: a lost deal is searched
#: to the end); set HEARTTOHEART_EXACT_DEALS to check more.
DEALS = int(os.environ.get("HEARTTOHEART_EXACT_DEALS", "100"))


@pytest.mark.slow
@pytest.mark.parametrize("first", range(0, DEALS, 25))
def test_whole_deals_agree(first: int) -> None:
    for number in range(first, min(first + 25, DEALS)):
        assert_agrees(Game.from_number(number))


@pytest.mark.slow
def test_mid_game_positions_agree() -> None:
    rng = random.Random(5)
    for seed in range(DEALS * 2):
        assert_agrees(mid_game(rng.randrange(10**9), seed))


@settings(max_examples=300, deadline=None)
@given(puzzles())
def test_small_puzzles_agree(game: Game) -> None:
    assert_agrees(game)
