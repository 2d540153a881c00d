"""The widgets and the player's records: when a game counts, what the statistics panel is
sent, the daily deal, and trouble with the records file shown on the board."""

from __future__ import annotations

import datetime
import logging
import os
import random
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget import Game, HeartToHeart, daily_deal, hope_deferred, parse_moves
from hearttoheart_widget.common import records
from hearttoheart_widget.common.records import RecordsWarning
from hearttoheart_widget.heart_to_heart.daily import daily_code
from hearttoheart_widget.heart_to_heart.teaching.walkthrough import Walkthrough
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.comm import receive
from tests.walks import play_at_random

WINNABLE = "HH1-N-AAAAAAB"
LOST_AT_THE_START = "HH1-N-AAAAAAM"  # a dead end before any move
NEVER = "HH1-N-AAAAAGM"  # no line wins it: random moves end in a dead end
WON_LINE = Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt"
RECENT = ("id", "code", "result", "score", "moves", "seconds", "finished_at")
"""What the panel is sent of each of the latest games, beside ``reviewable``."""


def stored() -> list[tuple[Any, ...]]:
    """The records as (game, code, result, score, moves), oldest first."""
    return [
        (row["game"], row["code"], row["result"], row["score"], row["moves"])
        for row in records.games()
    ]


def win(widget: HeartToHeart) -> None:
    """Play the known winning line of HH1-N-AAAAAAB."""
    for move in WON_LINE.read_text().split():
        widget.play(move)
    assert widget.status == "won"


def dead_end(widget: HeartToHeart, rng: random.Random) -> None:
    """Random moves until the game reaches a dead end (on a deal that cannot be won)."""
    play_at_random(widget, rng)
    assert widget.status == "lost"


# --- when a game counts ---------------------------------------------------------------------


@pytest.mark.usefixtures("file")
def test_a_win_is_recorded_once_with_its_figures_and_its_moves() -> None:
    widget = HeartToHeart(WINNABLE)
    win(widget)
    assert stored() == [("heart_to_heart", WINNABLE, "won", 250, widget.moves)]
    (row,) = records.games()
    assert row["seconds"] == pytest.approx(widget.table.clock.elapsed)
    assert row["history"] == " ".join(WON_LINE.read_text().split())
    replayed = Game.from_code(row["code"])
    replayed.replay(parse_moves(row["history"]))
    assert replayed.status == "won"
    widget.new_game()  # a finished game is not recorded again when it is left
    assert len(stored()) == 1


@pytest.mark.usefixtures("file")
def test_an_undo_out_of_the_end_and_a_later_end_add_nothing() -> None:
    widget = HeartToHeart(NEVER)
    dead_end(widget, random.Random(1))
    assert stored() == [("heart_to_heart", NEVER, "lost", widget.score, widget.moves)]
    widget.undo()
    assert widget.status == "playing"
    dead_end(widget, random.Random(2))
    widget.restart()
    widget.new_game(WINNABLE)
    win(widget)
    widget.undo()
    widget.play(widget.game.legal_moves()[0])
    assert widget.status == "won"
    widget.restart()
    results = [result for _, _, result, _, _ in stored()]
    assert results == ["lost", "won"]  # a new game, a new record; an end again, none


@pytest.mark.usefixtures("file")
def test_a_game_left_after_a_move_is_recorded_unfinished() -> None:
    widget = HeartToHeart(WINNABLE)
    widget.draw()
    widget.draw()
    widget.undo()  # one move still stands
    widget.new_game("HH1-N-AAAAAAA")
    assert stored() == [("heart_to_heart", WINNABLE, "unfinished", 0, 1)]
    assert records.games()[0]["history"] == "draw"
    widget.draw()
    widget.restart()
    assert [row[1:3] for row in stored()] == [
        (WINNABLE, "unfinished"),
        ("HH1-N-AAAAAAA", "unfinished"),
    ]


@pytest.mark.usefixtures("file")
def test_a_game_with_every_move_undone_is_left_as_dealt_and_not_a_game_played() -> None:
    widget = HeartToHeart(WINNABLE)
    widget.draw()
    widget.undo()
    widget.new_game("HH1-N-AAAAAAA")  # no move stands: nothing to review, no game
    lesson = Game.from_code(WINNABLE)
    lesson.replay(WON_LINE.read_text().split()[:2])  # draw 24+waste
    given = HeartToHeart(game=lesson)  # a game that comes with two moves
    given.undo()
    given.undo()
    given.play(lesson.history[-2])
    given.play(lesson.history[-1])  # as it came: no move of the player's stands
    given.restart()
    assert stored() == []
    given = HeartToHeart(game=lesson)
    given.undo()
    given.draw()  # another move in place of the last one it came with
    given.new_game()
    assert stored() == [("heart_to_heart", WINNABLE, "unfinished", 0, 2)]
    assert records.games()[0]["history"] == "draw draw"


@pytest.mark.usefixtures("file")
def test_a_game_without_a_move_is_not_a_game_played() -> None:
    widget = HeartToHeart(WINNABLE)
    widget.tap(24)  # a selection is no move
    widget.new_game(LOST_AT_THE_START)
    assert widget.status == "lost"  # over before any move: never recorded
    widget.new_game()
    widget.restart()
    assert stored() == []


@pytest.mark.usefixtures("file")
def test_two_widgets_record_their_games_each_and_two_views_once() -> None:
    first, second = HeartToHeart(WINNABLE), HeartToHeart("HH1-N-AAAAAAA")
    win(first)
    second.draw()
    second.new_game(WINNABLE)
    win(second)
    assert [row[1:3] for row in stored()] == [
        (WINNABLE, "won"),
        ("HH1-N-AAAAAAA", "unfinished"),
        (WINNABLE, "won"),
    ]
    assert first.stats is not None
    assert second.stats is not None
    assert second.stats["played"] == 3
    first.statistics()  # what a view opening its panel asks for
    assert first.stats == second.stats


@pytest.mark.usefixtures("file")
def test_moves_from_the_browser_are_recorded_the_same_way() -> None:
    widget = HeartToHeart(WINNABLE)
    receive(widget, {"kind": "tap", "target": "stock"})
    receive(widget, {"kind": "new_game", "code": "HH1-N-AAAAAAA"})
    receive(widget, {"kind": "new_game", "code": "no code"})  # refused: nothing is left
    receive(widget, {"kind": "restart"})
    assert [row[1:3] for row in stored()] == [(WINNABLE, "unfinished")]


@pytest.mark.usefixtures("file")
def test_hope_deferred_records_each_game_once_its_score_the_cards_set_aside() -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB")
    widget.step()
    (widget_first_move,) = widget.game.history
    aside = len(widget.game.set_aside)
    widget.new_game("HD1-CH-AAAAAAM")
    status = widget.play_out()
    widget.restart()
    widget.new_game()
    game = HopeDeferred("HD1-CH-AAAAAAM").game
    game.play_out()
    assert stored() == [
        ("hope_deferred", "HD1-CH-AAAAAAB", "unfinished", aside, 1),
        ("hope_deferred", "HD1-CH-AAAAAAM", status, len(game.set_aside), game.moves),
    ]
    histories = [row["history"] for row in records.games()]
    assert histories == [str(widget_first_move), hope_deferred.format_moves(game.history)]


@pytest.mark.usefixtures("file")
def test_positions_without_a_code_and_widgets_told_not_to_record_nothing() -> None:
    lesson = HeartToHeart(game=Game.from_cards([None] * 24 + [5], waste=[5]))
    lesson.pair(24, "waste")  # a win in one move: a lesson, not a game of the player's
    assert lesson.status == "won"
    quiet = HeartToHeart(WINNABLE, record=False)
    win(quiet)
    quiet.new_game()
    quiet.draw()
    quiet.restart()
    odds = HopeDeferred("HD1-CH-AAAAAAB", record=False)
    odds.play_out()
    walk = Walkthrough(WINNABLE)
    for _ in walk.line:
        walk.next()
    assert walk.board.status == "won"
    assert stored() == []
    assert quiet.records_problem is None
    assert (quiet.record, odds.record, walk.board.record, lesson.record) == (
        False,
        False,
        False,
        True,
    )
    # The panel of a board that records nothing says so (and still shows the figures).
    shown = [board.stats for board in (quiet, odds, walk.board, lesson)]
    assert [figures is not None and figures["record"] for figures in shown] == [
        False,
        False,
        False,
        True,
    ]


@pytest.mark.usefixtures("file")
def test_a_walkthrough_that_makes_its_board_again_keeps_it_out_of_the_records() -> None:
    walk = Walkthrough(Game.from_cards([None] * 22 + [3, 8, 12], stock=[3], waste=[8, 12]))
    walk.board.new_game(WINNABLE)  # the student deals a game on the walkthrough's board
    walk.reset()  # a position of cards: the walkthrough makes its board again
    assert walk.board.game.code is None
    walk.board.new_game(WINNABLE)
    walk.board.draw()
    walk.board.new_game()
    assert stored() == []
    assert walk.board.record is False


def test_with_recording_off_nothing_is_written(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(records.ENVIRONMENT, "off")
    widget = HeartToHeart(WINNABLE)
    win(widget)
    assert widget.records_problem is None
    assert widget.stats is not None
    assert (widget.stats["recording"], widget.stats["played"]) == (False, 0)


# --- the statistics panel -------------------------------------------------------------------


@pytest.mark.usefixtures("file")
def test_the_panel_gets_the_figures_and_the_best_result_on_the_deal() -> None:
    widget = HeartToHeart(WINNABLE)
    assert widget.stats == {
        "recording": True,
        "played": 0,
        "won": 0,
        "win_rate": None,
        "current_streak": 0,
        "best_streak": 0,
        "best_score": None,
        "best_seconds": None,
        "fewest_moves": None,
        "deal": {"code": WINNABLE, "won": False, "best": None},
        "recent": [],
        "record": True,
        "daily": {
            "date": datetime.date.today().isoformat(),
            "code": daily_code(),
            "played": False,
            "won": False,
        },
    }
    widget.draw()
    widget.restart()
    win(widget)
    stats = widget.stats
    assert stats is not None
    assert (stats["played"], stats["won"], stats["win_rate"]) == (2, 1, 0.5)
    assert (stats["current_streak"], stats["best_streak"]) == (1, 1)
    assert (stats["best_score"], stats["fewest_moves"]) == (250, widget.moves)
    assert stats["best_seconds"] == pytest.approx(widget.table.clock.elapsed)
    best = {"result": "won", "score": 250, "moves": widget.moves}
    assert stats["deal"]["won"] is True
    assert {key: stats["deal"]["best"][key] for key in best} == best
    summary = widget.statistics()
    assert (summary.played, summary.won, summary.code) == (2, 1, WINNABLE)
    left, won = records.games()  # oldest first; the panel lists the newest first
    assert stats["recent"] == [
        {key: row[key] for key in RECENT} | {"reviewable": True} for row in (won, left)
    ]
    widget.new_game("HH1-N-AAAAAAA")  # the panel's deal follows the table
    assert widget.stats["deal"] == {"code": "HH1-N-AAAAAAA", "won": False, "best": None}


@pytest.mark.usefixtures("file")
def test_opening_the_panel_reads_what_another_notebook_recorded() -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB")
    assert widget.stats is not None
    assert widget.stats["played"] == 0
    records.add("hope_deferred", "HD1-CH-AAAAAAB", "won", 8, 17, 30.0)
    receive(widget, {"kind": "statistics"})
    assert widget.stats["played"] == 1
    assert widget.stats["deal"]["best"] == {"result": "won", "score": 8, "moves": 17, "seconds": 30}
    assert "daily" not in widget.stats


@pytest.mark.parametrize(
    "message", [{"kind": "statistics", "refresh": True}, {"kind": "statistics", "game": "x"}]
)
def test_malformed_statistics_messages_are_refused(
    message: dict[str, object], caplog: pytest.LogCaptureFixture
) -> None:
    for widget in (HeartToHeart(WINNABLE), HopeDeferred("HD1-CH-AAAAAAB")):
        with caplog.at_level(logging.WARNING):
            receive(widget, message)
        assert "ignored a message from the browser" in caplog.text


# --- the daily deal ------------------------------------------------------------------------


@pytest.mark.usefixtures("file")
def test_the_daily_deal_from_the_browser_and_its_record() -> None:
    widget = HeartToHeart(WINNABLE)
    assert widget.daily is None
    receive(widget, {"kind": "new_game", "daily": True})
    today = datetime.date.today().isoformat()
    assert (widget.code, widget.daily) == (daily_code(), today)
    assert widget.event is not None
    assert widget.event["kind"] == "new_game"
    assert widget.stats is not None
    assert widget.stats["daily"] == {
        "date": today,
        "code": daily_code(),
        "played": False,
        "won": False,
    }
    widget.draw()
    widget.restart()
    assert widget.stats["daily"]["played"] is True
    assert widget.stats["daily"]["won"] is False
    widget.new_game()
    assert widget.daily is None
    widget.new_game(daily_code())  # typed in by hand, it is still today's daily deal
    assert widget.daily == today


def test_new_game_daily_from_python() -> None:
    widget = HeartToHeart(WINNABLE)
    widget.new_game(daily=True)
    assert widget.game.code == daily_deal().code
    with pytest.raises(ValueError, match="not both"):
        widget.new_game("HH1-N-AAAAAAA", daily=True)
    assert widget.daily is not None


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "new_game", "daily": False},
        {"kind": "new_game", "daily": 1},
        {"kind": "new_game", "daily": "true"},
        {"kind": "new_game", "daily": None},
        {"kind": "new_game", "daily": True, "code": "HH1-N-AAAAAAA"},
        {"kind": "new_game", "daily": True, "date": "2026-01-01"},
    ],
)
def test_malformed_daily_messages_are_refused_and_change_nothing(
    message: dict[str, object], caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(WINNABLE)
    widget.draw()
    before = widget.get_state()
    with caplog.at_level(logging.WARNING):
        receive(widget, message)
    assert "ignored a message from the browser" in caplog.text
    assert widget.get_state() == before


# --- trouble with the records file ------------------------------------------------------------


def test_a_damaged_file_is_shown_on_the_board_and_play_goes_on(file: Path) -> None:
    file.write_bytes(b"not a database " * 100)
    with pytest.warns(RecordsWarning, match="damaged"):
        widget = HeartToHeart(WINNABLE)
    assert widget.records_problem == {"kind": "corrupt", "recording": False, "kept": False, "id": 1}
    with pytest.warns(RecordsWarning, match="damaged"):
        win(widget)
    assert widget.status == "won"
    # The game that was not recorded stays on the board, not the failed read after it.
    assert widget.records_problem == {"kind": "corrupt", "recording": True, "kept": False, "id": 2}
    with pytest.warns(RecordsWarning):
        widget.new_game()
    assert widget.status == "playing"
    assert widget.records_problem == {"kind": "corrupt", "recording": True, "kept": False, "id": 2}
    file.unlink()  # moved away: the next game is recorded, and the warning goes
    widget.new_game(WINNABLE)
    win(widget)
    assert widget.records_problem is None
    assert stored() == [("heart_to_heart", WINNABLE, "won", 250, widget.moves)]


@pytest.fixture
def read_only(file: Path) -> Iterator[Path]:
    """A records file with one game that cannot be written to (as root too)."""
    records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0)
    if os.geteuid() != 0:
        file.chmod(0o444)
        yield file
        return
    made = subprocess.run(["chattr", "+i", str(file)], capture_output=True, check=False)
    if made.returncode != 0:
        pytest.skip("running as root on a file system without chattr +i: cannot deny writes")
    try:
        yield file
    finally:
        subprocess.run(["chattr", "-i", str(file)], check=False)


READ_ONLY = {"kind": "read_only", "recording": True, "kept": False}


def test_a_read_only_file_is_shown_and_still_read(read_only: Path) -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB")
    assert widget.records_problem is None
    with pytest.warns(RecordsWarning, match="read-only"):
        status = widget.play_out()
    assert status in ("won", "lost")
    assert widget.records_problem == READ_ONLY | {"id": 1}
    widget.new_game()  # a read that works keeps a write's problem on the board
    assert widget.records_problem == READ_ONLY | {"id": 1}
    widget.step()
    with pytest.warns(RecordsWarning, match="read-only"):
        widget.restart()
    assert widget.records_problem == READ_ONLY | {"id": 2}
    assert [row["code"] for row in records.games()] == ["HH1-N-AAAAAAA"]


def test_a_locked_file_is_shown_and_the_game_goes_on(file: Path) -> None:
    records.add("heart_to_heart", "HH1-N-AAAAAAA", "won", 250, 62, 95.0)
    widget = HeartToHeart(WINNABLE)
    other = sqlite3.connect(file, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        widget.draw()
        with pytest.warns(RecordsWarning, match="busy"):
            widget.new_game("HH1-N-AAAAAAA")
        assert widget.records_problem is not None
        assert widget.records_problem["kind"] == "locked"
        assert widget.code == "HH1-N-AAAAAAA"
    finally:
        other.execute("ROLLBACK")
        other.close()
