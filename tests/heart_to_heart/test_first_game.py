"""The first-game line (``first_steps``), read in Python: on the player's first game until
the first pair, and never again on that board; never for a player with a game on record;
without records, on the board's first game."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common import records
from hearttoheart_widget.heart_to_heart.first_game import FirstGame

CODE = "HH1-N-AAAAAAB"


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Records that hold no game yet."""
    named = tmp_path / "records.sqlite3"
    monkeypatch.setenv(records.ENVIRONMENT, str(named))
    return named


@pytest.mark.usefixtures("fresh")
def test_the_line_shows_until_the_first_pair_and_stays_gone() -> None:
    widget = HeartToHeart(CODE)
    assert widget.first_steps
    widget.draw()
    assert widget.first_steps  # a draw is no pair
    widget.pair(24, "waste")
    assert not widget.first_steps
    widget.undo()
    assert not widget.first_steps  # taking the pair back does not bring it back
    widget.new_game()
    assert not widget.first_steps


@pytest.mark.usefixtures("fresh")
def test_a_player_with_a_game_on_record_gets_no_line() -> None:
    played = HeartToHeart(CODE)
    played.draw()
    played.new_game()  # the game left after a move is on record
    assert len(records.games()) == 1
    assert not HeartToHeart(CODE).first_steps


def test_without_records_the_boards_first_game_shows_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(records.ENVIRONMENT, "off")
    widget = HeartToHeart(CODE)
    assert widget.first_steps
    widget.draw()
    widget.new_game(CODE)
    assert widget.first_steps  # no game on record, and no pair yet
    widget.draw()
    widget.pair(24, "waste")
    assert not widget.first_steps


@given(scores=st.lists(st.sampled_from([0, 10, 20, 250]), max_size=40))
def test_the_line_shows_exactly_while_no_pair_was_made(scores: list[int]) -> None:
    """Whatever the scores a board shows (moves, undos, new deals), the line is on until
    the first that is not 0, and off from then on."""
    line = FirstGame()
    paired = False
    for score in scores:
        paired |= score > 0
        assert line.shown(score, {"played": 0}) is not paired
    assert line.shown(0, {"played": 0}) is not paired
    assert not line.shown(0, {"played": 1})  # a game on record ends it
    assert not line.shown(0, {"played": 0})  # for good
