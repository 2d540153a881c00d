"""The statistics panel's latest games and their Review: what ``stats["recent"]`` holds (the
five latest games of the widget's game, newest first, each flagged whether its moves were
kept), ``w.review_record(id)`` and ``w.review(id)``, an id no record has, and the browser's
``review_record`` intent, every malformed or refused one logged with nothing changed."""

from __future__ import annotations

import datetime
import json
import logging
import random
from typing import Any

import pytest

from hearttoheart_widget import Game, HeartToHeart, review
from hearttoheart_widget.common import records
from hearttoheart_widget.common.intents import MAX_RECORD
from hearttoheart_widget.hope_deferred import HopeDeferred
from hearttoheart_widget.hope_deferred import review as review_hope
from tests.comm import receive, synced

CARELESS = "HH1-N-AAAAAAA"  # Random(3) gives its win away at move 118, lost at 155
WINNABLE = "HH1-N-AAAAAAB"
HOPE = "HD1-CH-AAAAAAB"  # lost after 17 moves
START = datetime.datetime(2026, 12, 1, 18, 0, tzinfo=datetime.timezone.utc)


def careless_history(moves: int | None = None) -> str:
    """The careless game of CARELESS as ``format_moves`` writes it, to its end or for its
    first ``moves`` moves."""
    rng, game = random.Random(3), Game.from_code(CARELESS)
    while game.status == "playing" and (moves is None or game.moves < moves):
        game.play(rng.choice(game.legal_moves()))
    return " ".join(str(move) for move in game.history)


def add(
    game: str = "heart_to_heart",
    code: str = CARELESS,
    *,
    minutes: int,
    history: str | None,
    moves: int = 3,
) -> int:
    """Record a game finished ``minutes`` after START; its id."""
    when = START + datetime.timedelta(minutes=minutes)
    assert (
        records.add(game, code, "lost", 10 + minutes, moves, 60.0 + minutes, when, history) is None
    )
    return int(records.games()[-1]["id"])


def unchanged(widget: HeartToHeart | HopeDeferred) -> str:
    return json.dumps(synced(widget), sort_keys=True, default=str)


# --- what the panel is sent ----------------------------------------------------------------


@pytest.mark.usefixtures("file")
def test_the_panel_gets_the_five_latest_games_of_its_game_newest_first() -> None:
    ids = [add(minutes=m, history=careless_history(3)) for m in range(4)]
    old = add(minutes=4, history=None)  # as a game of a version-1 file: no moves
    add("hope_deferred", HOPE, minutes=5, history="deal")  # the other game's: not listed
    ids += [old, add(minutes=6, history=careless_history(5), moves=5)]
    widget = HeartToHeart(WINNABLE)
    assert widget.stats is not None
    recent = widget.stats["recent"]
    assert [game["id"] for game in recent] == ids[:-6:-1]  # the five latest, newest first
    by_id = {row["id"]: row for row in records.games("heart_to_heart")}
    for game in recent:
        row = by_id[game["id"]]
        assert game == {
            **{key: row[key] for key in ("id", "code", "result", "score", "moves", "seconds")},
            "finished_at": row["finished_at"],
            "reviewable": row["history"] is not None,
        }
    assert [game["reviewable"] for game in recent] == [True, False, True, True, True]
    assert "history" not in json.dumps(recent)  # the moves are not sent
    hope = HopeDeferred(HOPE)
    assert hope.stats is not None
    assert [game["id"] for game in hope.stats["recent"]] == [6]


def test_with_recording_off_the_panel_lists_no_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(records.ENVIRONMENT, "off")
    widget = HeartToHeart(CARELESS)
    assert widget.stats is not None
    assert (widget.stats["recording"], widget.stats["recent"]) == (False, [])
    with pytest.raises(LookupError, match="no record has id 1: recording is off"):
        widget.review_record(1)
    assert widget.review_mode is None


# --- from Python ---------------------------------------------------------------------------


@pytest.mark.usefixtures("file")
def test_review_record_shows_the_records_game_on_the_board() -> None:
    first = add(minutes=0, history=careless_history(), moves=155)
    widget = HeartToHeart(WINNABLE)
    widget.draw()
    shown = widget.review_record(first)
    expected = Game.from_code(CARELESS)
    expected.replay(careless_history().split())
    assert shown.to_dict() == review(expected).to_dict()
    board = widget.review_mode
    assert board is not None
    assert (board["code"], board["own"], board["length"], board["start"]) == (
        CARELESS, False, 155, 155,
    )  # fmt: skip
    assert widget.game.code == WINNABLE  # the table's game stays
    assert widget.review_record(first, step=118).length == 155
    assert widget.review_mode["start"] == 118
    assert widget.review(first).to_dict() == shown.to_dict()  # review() takes an id too
    assert widget.review_mode["id"] == 3


@pytest.mark.usefixtures("file")
def test_hope_deferred_reviews_a_record_by_its_id() -> None:
    played = HopeDeferred(HOPE)
    played.play_out()
    (row,) = records.games()
    widget = HopeDeferred("HD1-CH-AAAAAAC")
    assert widget.review_record(row["id"]).to_dict() == review_hope(played.game).to_dict()
    assert widget.review_mode is not None
    assert (widget.review_mode["code"], widget.review_mode["own"]) == (HOPE, False)


@pytest.mark.usefixtures("file")
@pytest.mark.parametrize(
    ("which", "error", "message"),
    [
        ("missing", LookupError, r"no record has id 4 in the records"),
        ("zero", LookupError, "no record has id 0"),
        ("other game", ValueError, r"record 2: .* of hope_deferred, not heart_to_heart"),
        ("no moves", ValueError, "record 3: this record keeps no moves"),
        ("not an id", TypeError, "a record's id is an integer, got '1'"),
        ("bool", TypeError, "got True"),
    ],
)
def test_a_record_that_cannot_be_reviewed_raises_and_changes_nothing(
    which: str, error: type[Exception], message: str
) -> None:
    add(minutes=0, history=careless_history(3))
    add("hope_deferred", HOPE, minutes=1, history="deal")
    add(minutes=2, history=None)
    widget = HeartToHeart(CARELESS)
    for move in careless_history(5).split():
        widget.play(move)
    widget.review(step=2)  # a review is open: it stays as it was
    before = unchanged(widget)
    asked: Any = {"missing": 4, "zero": 0, "other game": 2, "no moves": 3, "not an id": "1",
                  "bool": True}[which]  # fmt: skip
    with pytest.raises(error, match=message):
        widget.review_record(asked)
    if which != "not an id":  # review() takes a row, an id or nothing
        with pytest.raises(error, match=message.replace("a record's id is an integer", "")):
            widget.review(asked)
    assert unchanged(widget) == before


@pytest.mark.usefixtures("file")
def test_an_id_no_record_has_never_reviews_the_tables_game() -> None:
    widget = HeartToHeart(CARELESS)
    widget.play("draw")
    with pytest.raises(LookupError, match="no record has id 7"):
        widget.review(records.record(7))
    assert widget.review_mode is None


# --- from the browser ----------------------------------------------------------------------


@pytest.mark.usefixtures("file")
def test_the_panels_review_opens_the_records_game_in_both_games() -> None:
    first = add(minutes=0, history=careless_history(), moves=155)
    widget = HeartToHeart(WINNABLE)
    receive(widget, {"kind": "review_record", "id": first})
    assert widget.review_mode is not None
    assert (widget.review_mode["code"], widget.review_mode["length"]) == (CARELESS, 155)
    assert widget.game.code == WINNABLE
    played = HopeDeferred(HOPE)
    played.play_out()
    hope = HopeDeferred("HD1-CH-AAAAAAC")
    receive(hope, {"kind": "review_record", "id": records.games()[-1]["id"]})
    assert hope.review_mode is not None
    assert (hope.review_mode["code"], hope.review_mode["length"]) == (HOPE, 17)


@pytest.mark.usefixtures("file")
@pytest.mark.parametrize(
    ("message", "said"),
    [
        ({"kind": "review_record"}, "missing ['id']"),
        ({"kind": "review_record", "id": 1, "step": 3}, "unexpected ['step']"),
        ({"kind": "review_record", "record": 1}, "missing ['id']"),
        ({"kind": "review_record", "id": "1"}, "a record id is a whole number 1..2**63 - 1"),
        ({"kind": "review_record", "id": 1.0}, "got 1.0"),
        ({"kind": "review_record", "id": True}, "got True"),
        ({"kind": "review_record", "id": None}, "got None"),
        ({"kind": "review_record", "id": [1]}, "got [1]"),
        ({"kind": "review_record", "id": 0}, "got 0"),
        ({"kind": "review_record", "id": -1}, "got -1"),
        ({"kind": "review_record", "id": MAX_RECORD + 1}, "whole number"),
        ({"kind": "review_record", "id": 9}, "no record has id 9"),
        ({"kind": "review_record", "id": 2}, "record 2: this record is of hope_deferred"),
        ({"kind": "review_record", "id": 3}, "record 3: this record keeps no moves"),
    ],
)
def test_a_malformed_or_refused_review_record_is_logged_and_changes_nothing(
    message: dict[str, Any], said: str, caplog: pytest.LogCaptureFixture
) -> None:
    add(minutes=0, history=careless_history(3))
    add("hope_deferred", HOPE, minutes=1, history="deal")
    add(minutes=2, history=None)
    widget = HeartToHeart(CARELESS)
    widget.play("draw")
    for opened in (False, True):
        if opened:
            widget.review()
        before = unchanged(widget)
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            receive(widget, message)
        assert unchanged(widget) == before
        (logged,) = [record.getMessage() for record in caplog.records]
        assert logged.startswith("ignored ")
        assert said in logged
