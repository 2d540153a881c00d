"""A game's history as a shared line of moves: it answers as the list of moves would, and
copies share it instead of copying it."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearttoheart_widget import Game, Move
from hearttoheart_widget.heart_to_heart.move_line import EMPTY, MoveLine

MOVES = [Move.draw(), Move.recycle(), Move.pair(3, 5), Move.pair(7, "waste")]

#: What is done to a line: a move made after it (an index into MOVES), or None: an undo.
STEPS = st.lists(st.none() | st.integers(0, len(MOVES) - 1), max_size=300)


def built(steps: list[int | None]) -> tuple[list[MoveLine], list[list[Move]]]:
    """Every line ``steps`` pass through, and the list of moves each stands for."""
    line, moves = EMPTY, list[Move]()
    lines, lists = [line], [list(moves)]
    for step in steps:
        if step is None:
            if line.before is None:
                continue
            line, moves = line.before, moves[:-1]
        else:
            line, moves = line.then(MOVES[step]), [*moves, MOVES[step]]
        lines.append(line)
        lists.append(moves)
    return lines, lists


@given(STEPS, st.data())
def test_a_line_holds_the_moves_a_list_would(steps: list[int | None], data: st.DataObject) -> None:
    lines, lists = built(steps)
    for line, moves in zip(lines, lists, strict=True):
        assert line.moves() == moves
        assert line.length == len(moves)
        length = data.draw(st.integers(0, len(moves)))
        assert line.at(length).moves() == moves[:length]


@given(STEPS, st.data())
def test_a_line_starts_with_another_exactly_when_the_lists_do(
    steps: list[int | None], data: st.DataObject
) -> None:
    lines, lists = built(steps)
    one, other = (data.draw(st.integers(0, len(lines) - 1)) for _ in range(2))
    expected = lists[one][: len(lists[other])] == lists[other]
    assert lines[one].starts_with(lines[other]) is expected


def test_alike_lines_built_apart_start_with_each_other() -> None:
    made = EMPTY.then(Move.draw()).then(Move.pair(3, 5))
    again = EMPTY.then(Move.draw()).then(Move.pair(5, 3))
    assert made.starts_with(again)
    assert again.then(Move.draw()).starts_with(made)
    assert not made.starts_with(EMPTY.then(Move.recycle()))


def test_a_line_has_no_start_longer_than_itself() -> None:
    with pytest.raises(ValueError, match="a line of 1 moves has no start of 2 moves"):
        EMPTY.then(Move.draw()).at(2)


def test_a_copy_of_a_game_shares_its_line_and_each_goes_its_own_way() -> None:
    game = Game.from_number(3)
    for _ in range(30):
        game.draw()
    copy = game.copy()
    assert copy.line is game.line
    copy.undo()
    copy.draw()
    game.draw()
    assert game.moves == 31
    assert copy.moves == 30
    assert copy.line.before is not None
    assert game.line.before is not None
    assert copy.line.before is game.line.before.before  # the 29 moves they share
    assert copy.history[:29] == game.history[:29]


def test_a_long_game_deep_copies_and_pickles_without_running_out_of_stack() -> None:
    """Its line is 20,000 objects deep: copied and pickled by the jumps first, it never
    recurses that deep."""
    game = Game.from_number(3)
    for _ in range(20_000):
        game.draw()
    for again in (copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert again.snapshot() == game.snapshot()
        assert again.line is not game.line
