"""Fewest-moves winning lines: they win, and no shorter line does (a plain breadth-first search)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from hearttoheart_widget import Game, Move
from hearttoheart_widget.heart_to_heart.geometry import ALL_REMOVED
from hearttoheart_widget.heart_to_heart.solving.fewest_moves import fewest_moves
from hearttoheart_widget.heart_to_heart.solving.solver import solve
from tests.full_search import puzzles, start_of, successors


def shortest_win(game: Game) -> int | None:
    """The length of the shortest winning line, by breadth-first search over full states."""
    ranks, start = start_of(game)
    heart_pairs: dict[int, list[tuple[Move, int]]] = {}
    layer, seen, moves = [start], {start}, 0
    while layer:
        if any(state[0] == ALL_REMOVED for state in layer):
            return moves
        following = []
        for state in layer:
            for _, child in successors(ranks, state, heart_pairs):
                if child not in seen:
                    seen.add(child)
                    following.append(child)
        layer, moves = following, moves + 1
    return None


def test_fewest_moves_on_deals() -> None:
    for number in (1, 20):
        game = Game.from_number(number)
        line = fewest_moves(game)
        longer = solve(game)
        assert line is not None
        assert longer is not None
        assert len(line) <= len(longer)
        game.replay(line)
        assert game.status == "won"


def test_fewest_moves_at_the_ends() -> None:
    assert fewest_moves(Game.from_number(12)) is None
    game = Game.from_number(20)
    line = fewest_moves(game)
    assert line is not None
    game.replay(line)
    assert fewest_moves(game) == []


@pytest.mark.slow
def test_no_shorter_line_wins_late_in_deals() -> None:
    """Winnable deals 0..199, played along a winning line until 16 heart cards are left."""
    for number in range(200):
        game = Game.from_number(number)
        line = solve(game)
        if line is None:
            continue
        for move in line:
            if game.heart.count(None) >= 9:
                break
            game.play(move)
        shortest = fewest_moves(game)
        assert shortest is not None
        assert len(shortest) == shortest_win(game)


@settings(max_examples=150, deadline=None)
@given(puzzles())
def test_no_shorter_line_wins(game: Game) -> None:
    line = fewest_moves(game)
    shortest = shortest_win(game)
    assert (line is None) is (shortest is None)
    if line is not None:
        assert len(line) == shortest
        game.replay(line)
        assert game.status == "won"
