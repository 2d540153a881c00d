"""Review mode on both widgets' boards, from Python and from the browser's intents: what the
``review_mode`` trait holds for each step (against the game replayed and its review), when
it closes, Play from here (a new game on the table, recorded by the usual rules), a review
of a records row and of a game still being played, and every malformed intent refused with
nothing changed."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget import Game, HeartToHeart, ReviewError, review
from hearttoheart_widget.common import course_chart, records
from hearttoheart_widget.common.intents import MAX_STEP
from hearttoheart_widget.heart_to_heart import review_board
from hearttoheart_widget.heart_to_heart.game_review import move_label
from hearttoheart_widget.heart_to_heart.moves import Move
from hearttoheart_widget.hope_deferred import HopeDeferred, HopeDeferredGame
from hearttoheart_widget.hope_deferred import review as review_hope
from hearttoheart_widget.hope_deferred.view_state import board_state as hope_board
from tests.comm import RecordingComm, receive, synced

CARELESS = "HH1-N-AAAAAAA"  # Random(3) gives its win away at move 118, lost at 155
WINNABLE = "HH1-N-AAAAAAB"
WON_LINE = Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt"
HOPE = "HD1-CH-AAAAAAB"  # classic, hearts, lost after 17 moves


def careless(widget: HeartToHeart, moves: int | None = None) -> None:
    """The careless game of CARELESS, to its end or for its first ``moves`` moves."""
    rng = random.Random(3)
    game = Game.from_code(CARELESS)
    while game.status == "playing" and (moves is None or game.moves < moves):
        move = rng.choice(game.legal_moves())
        game.play(move)
        widget.play(move)


def won(widget: HeartToHeart) -> None:
    for move in WON_LINE.read_text().split():
        widget.play(move)
    assert widget.status == "won"


def stored() -> list[tuple[Any, ...]]:
    return [(row["code"], row["result"], row["moves"]) for row in records.games()]


def decoded(heart: str) -> tuple[list[int | None], list[int]]:
    """A step's heart code as ranks by position and the free positions."""
    ranks = [None if c == "." else (ord(c.lower()) - 96) for c in heart]
    return ranks, [p for p, c in enumerate(heart) if c.isupper()]


# --- the trait, step by step ----------------------------------------------------------------


def test_each_step_shows_the_position_after_that_many_moves_and_the_moves_verdict() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    assert widget.review_mode is None
    game = widget.game
    shown = widget.review()
    board = widget.review_mode
    assert board is not None
    expected = review(game)
    assert shown.to_dict() == expected.to_dict()
    assert (board["length"], board["start"], board["status"]) == (155, 155, "lost")
    assert len(board["steps"]) == 156
    assert board["win_lost_at"] == 118
    replay = Game.from_code(CARELESS)
    for k, step in enumerate(board["steps"]):
        if k:
            entry = expected[k - 1]
            assert step["verdict"] == entry.verdict
            assert board["reasons"][step["reason"]] == entry.reason
            assert step["move"] == move_label(entry.move, "en")
            replay.play(entry.move)
        assert decoded(step["heart"]) == (replay.heart, replay.free())
        assert (step["stock"], step["waste"], step["waste_count"], step["score"]) == (
            len(replay.stock), replay.waste_top, len(replay.waste), replay.score
        )  # fmt: skip
        assert step["over"] == replay.is_over
        assert ("instead" in step) == (k == 118)
    # Each sentence is sent once, in the order the steps first say it; each one is said.
    indexes = [step["reason"] for step in board["steps"]]
    assert len(set(board["reasons"])) == len(board["reasons"]) == 5
    assert sorted(set(indexes)) == list(range(5))
    assert [indexes.index(i) for i in range(5)] == sorted(indexes.index(i) for i in range(5))
    assert len(json.dumps(board)) < 45_000  # 42 KB with each sentence once, 50 KB without


def test_the_move_that_gave_the_win_away_shows_its_cards_and_the_move_that_kept_it() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    widget.review()
    assert widget.review_mode is not None
    step = widget.review_mode["steps"][118]
    # 10+waste: the 3 at 10 and the 3 on the waste, gone; a draw would have kept the win.
    assert step["ghosts"] == [[10, 3], ["waste_ghost", 3]]
    assert step["played"] == [10, "waste_ghost"]
    assert (step["instead"], step["instead_move"]) == (["stock"], "draw")
    assert widget.review_mode["steps"][92]["played"] == ["waste"]  # a draw: the waste's card


#: A puzzle whose first move, 4+16, gives the win away; 7+waste would have kept it.
PUZZLE = ({4: 3, 7: 1, 11: 3, 15: 3, 16: 3}, [2, 1], [1])


def test_an_instead_pair_with_the_waste_names_its_card_as_the_board_shows_it() -> None:
    """The waste pile itself, when the move played left it; the ghost of its card, when the
    move played took it (so rare in play that the helper is asked directly)."""
    placed, stock, waste = PUZZLE
    game = Game.from_cards([placed.get(p) for p in range(25)], stock, waste)
    game.play("4+16")
    widget = HeartToHeart(game=game)
    widget.review()
    assert widget.review_mode is not None
    step = widget.review_mode["steps"][1]
    assert (step["verdict"], step["instead"], step["instead_move"]) == (
        "gave_away", [7, "waste"], "7+waste"
    )  # fmt: skip
    assert step["ghosts"] == [[4, 3], [16, 3]]
    pair = Move.pair(7, "waste")
    assert review_board._targets(pair, took_waste=True) == [7, "waste_ghost"]
    assert review_board._targets(Move.draw(), took_waste=True) == ["stock"]


def test_the_chart_and_each_steps_place_on_it_come_from_the_review() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    shown = widget.review()
    board = widget.review_mode
    assert board is not None
    chart = shown.chart()
    assert board["chart"] == shown.to_svg()
    for k, step in enumerate(board["steps"]):
        x, y = step["chart"]
        assert x == pytest.approx(chart.x(k) / course_chart.WIDTH, abs=1e-4)
        assert y == pytest.approx(chart.y(chart.values[k]) / course_chart.HEIGHT, abs=1e-4)
    assert board["title"] == "Game review: HH1-N-AAAAAAA"
    assert board["summary"] == shown.summary()[1:]


def test_a_step_chosen_from_python_is_where_the_views_start() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    widget.review(step=118)
    assert widget.review_mode is not None
    assert widget.review_mode["start"] == 118
    first = widget.review_mode["id"]
    widget.review()
    assert widget.review_mode["id"] == first + 1  # a review opened again is a new one


def test_a_won_games_fewest_moves_follow_its_review_and_no_other_game_has_any() -> None:
    widget = HeartToHeart(WINNABLE)
    won(widget)
    comm = RecordingComm()
    widget.comm = comm
    shown = widget.review()
    assert widget.review_fewest == shown.fewest == 110
    assert widget.review_mode is not None
    assert widget.review_mode["fewest_after"] == 1  # after "Moves: ..."
    # The review went out first, then the fewest moves, in a message of their own.
    states = [message["state"] for message in comm.sent if message.get("method") == "update"]
    assert "review_mode" in states[0]
    assert states[0].get("review_fewest") is None
    assert states[1] == {"review_fewest": 110}
    widget.close_review()
    assert widget.review_fewest is None
    lost = HeartToHeart(CARELESS)
    careless(lost)
    lost.review()
    assert lost.review_fewest is None
    assert lost.review_mode is not None
    assert lost.review_mode["fewest_after"] is None


def test_a_change_of_language_sends_the_same_review_in_the_new_one() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    widget.review(step=118)
    before = widget.review_mode
    assert before is not None
    widget.language = "de"
    after = widget.review_mode
    assert after is not None
    assert (after["id"], after["start"], after["language"]) == (before["id"], 118, "de")
    assert after["steps"][118]["move"] == "10+Ablagestapel"
    said = after["reasons"][after["steps"][118]["reason"]]
    assert said == review(widget.game, language="de")[117].reason
    assert after["title"] == "Spielanalyse: HH1-N-AAAAAAA"


@pytest.mark.parametrize(
    "action",
    [
        lambda w: w.draw(),
        lambda w: w.undo(),
        lambda w: w.restart(),
        lambda w: w.new_game(WINNABLE),
        lambda w: w.tap(24),
    ],
    ids=["draw", "undo", "restart", "new game", "tap"],
)
def test_any_action_on_the_table_closes_review_mode_in_its_own_message(action: Any) -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget, moves=20)
    widget.review()
    comm = RecordingComm()
    widget.comm = comm
    action(widget)
    assert widget.review_mode is None
    updates = [message["state"] for message in comm.sent if message.get("method") == "update"]
    assert len(updates) == 1
    assert updates[0]["review_mode"] is None
    assert "event" in updates[0]


def test_close_review_leaves_it_and_closing_none_changes_nothing() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget, moves=10)
    assert widget.close_review() is False
    widget.review()
    before = synced(widget)
    assert widget.close_review() is True
    assert widget.review_mode is None
    after = synced(widget)
    assert {k: v for k, v in after.items() if k != "review_mode"} == {
        k: v for k, v in before.items() if k != "review_mode"
    }


# --- Play from here -------------------------------------------------------------------------


@pytest.mark.usefixtures("file")
def test_play_from_here_puts_the_steps_position_on_the_table_as_a_new_game() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    assert stored() == [(CARELESS, "lost", 155)]  # recorded at its end
    game = widget.game
    widget.review()
    position = widget.review_mode["steps"][117]
    widget.play_from_here(117)
    assert widget.review_mode is None
    branch = widget.game
    assert branch.history == game.history[:117]
    assert (branch.code, branch.status, branch.undo_depth) == (CARELESS, "playing", 100)
    assert decoded(position["heart"]) == (branch.heart, branch.free())
    assert (len(branch.stock), branch.waste_top) == (position["stock"], position["waste"])
    assert widget.event is not None
    assert {k: widget.event[k] for k in ("kind", "code", "branch")} == {
        "kind": "new_game", "code": CARELESS, "branch": 117
    }  # fmt: skip
    assert widget.table.clock.elapsed == 0
    assert stored() == [(CARELESS, "lost", 155)]  # the finished game is not recorded again
    widget.draw()  # the move 118 should have been: the branch can still be won
    assert widget.review() is not None
    assert widget.review_mode["steps"][-1]["verdict"] == "kept"
    widget.close_review()
    widget.new_game(WINNABLE)
    assert stored() == [(CARELESS, "lost", 155), (CARELESS, "unfinished", 118)]


@pytest.mark.usefixtures("file")
def test_a_game_in_progress_is_recorded_first_and_its_last_step_plays_on_in_it() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget, moves=40)
    line = widget.game.history
    shown = widget.review()
    assert (shown.status, widget.review_fewest) == ("playing", None)
    widget.play_from_here(40)  # the position on the table: play goes on in this game
    assert widget.review_mode is None
    assert widget.game.moves == 40
    assert widget.event is not None
    assert widget.event["kind"] == "move"
    assert stored() == []
    widget.review()
    widget.play_from_here(12)
    assert widget.game.history == line[:12]
    assert stored() == [(CARELESS, "unfinished", 40)]


@pytest.mark.parametrize(
    ("step", "error", "message"),
    [
        (156, ReviewError, "0 (the deal) to 155 (the last move), got 156"),
        (-1, ReviewError, "got -1"),
        (155, ReviewError, "the position after move 155 is over (lost)"),
        (True, TypeError, "a step is a whole number of moves, got True"),
        (3.0, TypeError, "got 3.0"),
        ("3", TypeError, "got '3'"),
    ],
)
def test_play_from_here_refuses_a_bad_step_and_changes_nothing(
    step: Any, error: type[Exception], message: str
) -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    widget.review()
    before = synced(widget)
    with pytest.raises(error, match=message.replace("(", r"\(").replace(")", r"\)")):
        widget.play_from_here(step)
    assert synced(widget) == before


def test_play_from_here_without_a_review_is_refused() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget, moves=5)
    before = synced(widget)
    with pytest.raises(ReviewError, match=r"no review is open: open one with review\(\) first"):
        widget.play_from_here(2)
    assert synced(widget) == before


@pytest.mark.parametrize(
    ("step", "error"), [(999, ReviewError), (-2, ReviewError), (False, TypeError), (1.5, TypeError)]
)
def test_a_review_opened_at_a_bad_step_is_refused(step: Any, error: type[Exception]) -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget, moves=30)
    before = synced(widget)
    with pytest.raises(error):
        widget.review(step=step)
    assert synced(widget) == before
    assert widget.review_mode is None


# --- a row of the records -------------------------------------------------------------------


def row_of(game: Game | HopeDeferredGame) -> dict[str, Any]:
    """A records row as ``records.games()`` will return it, built by hand."""
    kind = "heart_to_heart" if isinstance(game, Game) else "hope_deferred"
    history = " ".join(str(move) for move in game.history)
    return {"game": kind, "code": game.code, "result": game.status, "history": history}


@pytest.mark.usefixtures("file")
def test_a_row_of_the_records_is_reviewed_on_the_same_board_and_played_from() -> None:
    played = HeartToHeart(CARELESS)
    careless(played)
    row = row_of(played.game)
    widget = HeartToHeart(WINNABLE)
    widget.draw()
    shown = widget.review(row)
    assert shown.to_dict() == review(played.game).to_dict()
    board = widget.review_mode
    assert board is not None
    assert (board["code"], board["own"], board["length"]) == (CARELESS, False, 155)
    assert widget.game.code == WINNABLE  # the table's game is still there, untouched
    stored_before = stored()
    widget.play_from_here(155 - 40)
    assert widget.game.code == CARELESS
    assert widget.game.history == played.game.history[:115]
    assert stored() == [*stored_before, (WINNABLE, "unfinished", 1)]


@pytest.mark.parametrize(
    ("row", "error", "message"),
    [
        (
            {"game": "heart_to_heart", "code": CARELESS, "history": None},
            ValueError,
            "keeps no moves",
        ),
        (
            {"game": "hope_deferred", "code": HOPE, "history": ""},
            ValueError,
            "hope_deferred.review",
        ),
        ({"game": "heart_to_heart", "code": None, "history": ""}, ValueError, "custom deal"),
        ({"game": "heart_to_heart", "code": CARELESS}, ValueError, "lacks history"),
        ({"game": "heart_to_heart", "code": CARELESS, "history": "12+99"}, ValueError, "12"),
        ("not a row", TypeError, "takes a records row"),
        (2.0, TypeError, "got 2.0"),
        (42, LookupError, "no record has id 42"),  # an id: no such record
    ],
)
def test_a_row_that_cannot_be_reviewed_is_refused_and_changes_nothing(
    row: Any, error: type[Exception], message: str
) -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget, moves=3)
    before = synced(widget)
    with pytest.raises(error, match=message):
        widget.review(row)
    assert synced(widget) == before


# --- the browser's intents ------------------------------------------------------------------


def test_the_browser_opens_closes_and_plays_from_a_step() -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    receive(widget, {"kind": "review"})
    board = widget.review_mode
    assert board is not None
    assert board["start"] == 155
    receive(widget, {"kind": "review_close"})
    assert widget.review_mode is None
    receive(widget, {"kind": "review"})
    assert widget.review_mode is not None
    receive(widget, {"kind": "play_from_here", "review": widget.review_mode["id"], "step": 60})
    assert widget.review_mode is None
    assert widget.game.moves == 60


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "review", "step": 3},
        {"kind": "review_close", "review": 1},
        {"kind": "play_from_here", "step": 3},
        {"kind": "play_from_here", "review": 1},
        {"kind": "play_from_here", "review": 1, "step": 3, "extra": 0},
        {"kind": "play_from_here", "review": 1, "step": True},
        {"kind": "play_from_here", "review": 1, "step": 3.0},
        {"kind": "play_from_here", "review": 1, "step": "3"},
        {"kind": "play_from_here", "review": 1, "step": None},
        {"kind": "play_from_here", "review": 1, "step": -1},
        {"kind": "play_from_here", "review": 1, "step": MAX_STEP + 1},
        {"kind": "play_from_here", "review": "1", "step": 3},
        {"kind": "play_from_here", "review": 2, "step": 3},  # not the review open
        {"kind": "play_from_here", "review": 1, "step": 156},  # out of range
        {"kind": "play_from_here", "review": 1, "step": 155},  # the position is over
        {"kind": "play_from_here", "review": 1, "step": [3]},
    ],
)
def test_a_malformed_review_intent_is_logged_and_changes_nothing(
    message: dict[str, Any], caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget)
    widget.review()
    assert widget.review_mode is not None
    assert widget.review_mode["id"] == 1
    before = json.dumps(synced(widget), sort_keys=True, default=str)
    with caplog.at_level(logging.WARNING):
        receive(widget, message)
    assert json.dumps(synced(widget), sort_keys=True, default=str) == before
    assert any("ignored" in record.getMessage() for record in caplog.records)


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "review_close"},
        {"kind": "play_from_here", "review": 1, "step": 3},
    ],
)
def test_review_intents_with_no_review_open_are_logged_and_change_nothing(
    message: dict[str, Any], caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(CARELESS)
    careless(widget, moves=10)
    before = json.dumps(synced(widget), sort_keys=True, default=str)
    with caplog.at_level(logging.WARNING):
        receive(widget, message)
    assert json.dumps(synced(widget), sort_keys=True, default=str) == before
    assert any("none" in record.getMessage() for record in caplog.records)


# --- Hope Deferred --------------------------------------------------------------------------


def test_hope_deferreds_steps_show_each_position_and_the_chance_after_each_move() -> None:
    widget = HopeDeferred(HOPE)
    widget.play_out()
    game = widget.game
    shown = widget.review(step=3)
    assert shown.to_dict() == review_hope(game).to_dict()
    board = widget.review_mode
    assert board is not None
    assert (board["start"], board["length"], board["decided_at"]) == (3, 17, 16)
    assert (board["variant"], board["target_suit"], board["rounds"]) == ("classic", "hearts", 3)
    replay = game.copy()
    replay.restart()
    assert board["targets"] == hope_board(replay)["targets"]
    for k, step in enumerate(board["steps"]):
        if k:
            entry = shown[k - 1]
            replay.play(entry.move)
            assert step["chance"] == float(entry.chance)
            assert board["reasons"][step["reason"]] == entry.reason
            placed = replay.last_played.placed  # type: ignore[union-attr]
            assert step["played"] == ([card.ascii for card, _ in placed] or ["stock"])
        expected = hope_board(replay)
        assert step["piles"] == expected["piles"]
        assert step["set_aside"] == expected["set_aside"]
        assert (step["stock"], step["round"], step["deals"], step["over"]) == (
            expected["stock_count"], expected["round"], expected["deals_in_round"],
            replay.is_over,
        )  # fmt: skip
    assert board["steps"][0]["chance"] == float(shown.start_chance)
    assert [s["trend"] for s in board["steps"][:4]] == [None, "down", "down", "up"]


@pytest.mark.usefixtures("file")
def test_hope_deferred_plays_from_a_step_as_a_new_game_of_its_deal() -> None:
    widget = HopeDeferred(HOPE)
    for _ in range(9):
        widget.step()
    widget.review()
    widget.play_from_here(4)
    assert widget.review_mode is None
    assert widget.game.moves == 4
    assert widget.event == {"kind": "new_game", "code": HOPE, "branch": 4, "id": widget.event["id"]}
    assert [(r["code"], r["result"], r["moves"]) for r in records.games()] == [
        (HOPE, "unfinished", 9)
    ]
    widget.play_out()  # the same luck: the deal decides every card
    assert [(r["result"], r["moves"]) for r in records.games()][-1] == ("lost", 17)


def test_hope_deferred_reviews_a_row_and_refuses_malformed_intents() -> None:
    played = HopeDeferred(HOPE)
    played.play_out()
    widget = HopeDeferred("HD1-CH-AAAAAAC")
    widget.review(row_of(played.game))
    assert widget.review_mode is not None
    assert widget.review_mode["code"] == HOPE
    before = synced(widget)
    receive(widget, {"kind": "play_from_here", "review": 1, "step": 17})  # over: refused
    receive(widget, {"kind": "play_from_here", "review": 1, "step": 18})
    receive(widget, {"kind": "review", "x": None})
    assert synced(widget) == before
    receive(widget, {"kind": "review_close"})
    assert widget.review_mode is None
    with pytest.raises(ValueError, match=r"review it with hearttoheart_widget.review\(\)"):
        widget.review(row_of(Game.from_code(CARELESS)))
