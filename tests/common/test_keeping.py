"""Keeping a widget's game in progress and its settings, and taking them up again: what
the Play page does across a reload (hearttoheart_widget.common.keeping)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget import HeartToHeart, format_moves
from hearttoheart_widget.common import records
from hearttoheart_widget.common.errors import InvalidSaveError
from hearttoheart_widget.common.keeping import Keeper, kept, resume
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.comm import receive
from tests.walks import play_at_random

WINNABLE = "HH1-N-AAAAAAB"
WON_LINE = Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt"


def looks(widget: HeartToHeart) -> tuple[Any, ...]:
    """What a player sees of a Heart to Heart board: deal, moves, settings, clock."""
    clock = widget.table.clock
    return (
        widget.code,
        format_moves(widget.game.history),
        widget.score,
        widget.move_errors,
        widget.placement_help,
        widget.hints,
        widget.show_positions,
        widget.language,
        widget.table.move_errors,
        clock.running,
        clock.elapsed if not clock.running else None,
    )


@pytest.mark.usefixtures("file")
def test_a_kept_game_comes_back_with_its_moves_clock_and_settings() -> None:
    board = HeartToHeart(WINNABLE)
    for move in WON_LINE.read_text().split()[:6]:
        board.play(move)
    receive(board, {"kind": "settings", "move_errors": True, "show_positions": True})
    receive(board, {"kind": "settings", "language": "hr"})
    elapsed = board.table.clock.elapsed
    again = HeartToHeart(winnable_only=True)
    resume(again, kept(board))
    assert again.code == WINNABLE
    assert format_moves(again.game.history) == format_moves(board.game.history)
    assert (again.move_errors, again.show_positions, again.language) == (True, True, "hr")
    assert again.table.move_errors  # the table the widget holds agrees with its setting
    assert again.winnable_only is False  # kept as it was on the board kept
    assert again.table.clock.running
    assert again.table.clock.elapsed >= elapsed
    assert again.clock["running"]
    assert again.can_undo
    again.undo()  # undo reaches back into the moves made before it was kept
    assert again.moves == 5


@pytest.mark.usefixtures("file")
def test_a_kept_game_of_hope_deferred_comes_back() -> None:
    board = HopeDeferred()
    for _ in range(4):
        board.step()
    board.show_odds = True
    again = HopeDeferred()
    resume(again, kept(board))
    assert (again.code, again.game.moves, again.show_odds) == (board.code, 4, True)
    assert again.game.history == board.game.history
    assert again.table.clock.running


@pytest.mark.usefixtures("file")
def test_a_kept_game_is_recorded_once_when_left_after_being_taken_up() -> None:
    board = HeartToHeart(WINNABLE)
    board.draw()
    again = HeartToHeart()
    resume(again, kept(board))
    assert records.games() == []  # taking a game up records nothing
    again.new_game()  # left after a move: recorded as unfinished, with every move
    assert [(row["code"], row["result"], row["history"]) for row in records.games()] == [
        (WINNABLE, "unfinished", "draw")
    ]


@pytest.mark.usefixtures("file")
def test_a_finished_game_taken_up_is_not_recorded_again() -> None:
    board = HeartToHeart(WINNABLE)
    for move in WON_LINE.read_text().split():
        board.play(move)
    assert board.status == "won"
    assert len(records.games()) == 1
    again = HeartToHeart()
    resume(again, kept(board))
    assert again.status == "won"
    assert not again.table.clock.running
    again.new_game()
    assert len(records.games()) == 1


@pytest.mark.usefixtures("file")
def test_a_game_taken_up_just_as_it_was_dealt_is_no_game_played() -> None:
    again = HeartToHeart()
    resume(again, kept(HeartToHeart(WINNABLE)))
    again.new_game()
    assert records.games() == []


def refusals() -> list[tuple[str, str]]:
    """Kept texts that are no kept game of Heart to Heart, and what the refusal says."""
    board = HeartToHeart(WINNABLE)
    board.draw()
    good = json.loads(kept(board))
    table = json.loads(good["table"])

    def changed(**changes: object) -> str:
        return json.dumps({**good, **changes})

    return [
        ("{not json", "invalid JSON"),
        (board.table.to_json(), "expected an object with format 'hearttoheart-kept'"),
        (kept(HopeDeferred()), "this keeps a game of 'hope_deferred'"),
        (changed(version=2), "unsupported version 2"),
        (changed(settings={"hints": "yes"}), "a kept setting: hints must be"),
        (changed(settings={"language": "fr"}), "a kept setting: language must be one of"),
        (changed(settings={"volume": 3}), "'settings' must be an object of some of"),
        (changed(recorded="no"), "'recorded' true or false"),
        (changed(table=table), "'table' must be a table's save as text"),
        (changed(table=json.dumps({**table, "moves": ["12+14"]})), "the kept table:"),
        (changed(extra=1), "unexpected ['extra']"),
    ]


@pytest.mark.usefixtures("file")
@pytest.mark.parametrize(("text", "said"), refusals())
def test_anything_but_a_kept_game_of_the_widgets_game_is_refused_and_changes_nothing(
    text: str, said: str
) -> None:
    board = HeartToHeart(WINNABLE, hints=True)
    board.play("draw")
    before = looks(board)
    with pytest.raises(InvalidSaveError) as refused:
        resume(board, text)
    assert said in str(refused.value)
    assert looks(board)[:-2] == before[:-2]  # the clock runs on meanwhile
    assert board.table.clock.running


@pytest.mark.usefixtures("file")
@settings(max_examples=30)
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 60))
def test_any_game_comes_back_as_it_was_kept(seed: int, moves: int) -> None:
    board = HeartToHeart()
    play_at_random(board, random.Random(seed), limit=moves)
    again = HeartToHeart()
    resume(again, kept(board))
    assert again.get_state("heart") == board.get_state("heart")
    assert (again.status, again.score, again.moves, again.stock_count) == (
        board.status,
        board.score,
        board.moves,
        board.stock_count,
    )
    assert format_moves(again.game.history) == format_moves(board.game.history)
    assert again.table.clock.running == board.table.clock.running


@pytest.mark.usefixtures("file")
def test_a_keeper_keeps_each_change_and_takes_the_game_up(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path / "kept")
    board = HeartToHeart(WINNABLE)
    keeper.watch(board)
    file = keeper.file(board)
    assert file.name == "heart_to_heart.json"
    assert json.loads(file.read_text())["dealt_with"] == ""  # kept at once, before a move
    receive(board, {"kind": "tap", "target": "stock"})
    receive(board, {"kind": "settings", "placement_help": False})
    assert keeper.take_up(again := HeartToHeart()) is None
    assert (again.code, again.moves, again.placement_help) == (WINNABLE, 1, False)
    assert list(file.parent.iterdir()) == [file]  # written whole, nothing left beside it
    file.unlink()
    keeper.save()  # as the page is left: every watched board's game, kept again
    assert json.loads(json.loads(file.read_text())["table"])["moves"] == ["draw"]


@pytest.mark.usefixtures("file")
def test_a_keeper_with_nothing_kept_leaves_the_new_game(tmp_path: Path) -> None:
    board = HeartToHeart(WINNABLE)
    assert Keeper(tmp_path).take_up(board) is None
    assert board.code == WINNABLE
    assert board.moves == 0


@pytest.mark.usefixtures("file")
def test_a_damaged_kept_file_is_set_aside_and_a_new_game_starts(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    keeper = Keeper(tmp_path)
    played = HeartToHeart(WINNABLE)
    played.draw()
    played.new_game()  # a record, which the damaged file must not touch
    kept_file = keeper.file(played)
    kept_file.write_text('{"format": "hearttoheart-kept", "version": 1, "game": ')
    board = HeartToHeart()
    code = board.code
    problem = keeper.take_up(board)
    assert problem is not None
    assert "holds no game to take up: not a saved game" in problem
    assert caplog.messages == [f"a new game instead of the kept one: {problem}"]
    assert board.code == code
    assert board.moves == 0
    assert not kept_file.exists()
    aside = tmp_path / "heart_to_heart.refused.json"
    assert aside.read_text().endswith('"game": ')  # nothing lost
    assert len(records.games()) == 1
    keeper.watch(board)  # the new game is kept in its place
    assert json.loads(kept_file.read_text())["table"] == board.table.to_json()


@pytest.mark.usefixtures("file")
def test_a_linked_board_takes_the_kept_settings_only(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    board = HeartToHeart(WINNABLE, hints=True)
    keeper.watch(board)
    board.draw()
    text = keeper.file(board).read_text()
    linked = HeartToHeart("HH1-N-AAAAAAM")
    assert keeper.take_up(linked, game=False) is None
    assert (linked.code, linked.moves, linked.hints) == ("HH1-N-AAAAAAM", 0, True)
    assert keeper.file(board).read_text() == text
