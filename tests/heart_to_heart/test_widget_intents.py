"""Messages from the browser: valid intents change the game, anything else changes nothing."""

from __future__ import annotations

import logging

import pytest

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.common.translations import LANGUAGES, translate
from hearttoheart_widget.heart_to_heart.intents import (
    AskHint,
    ChangeSettings,
    InvalidMessage,
    NewGame,
    ReadClock,
    Restart,
    Tap,
    Undo,
    parse_intent,
)
from tests.comm import receive, send_state, synced

CODE = "HH1-N-AAAAAGM"  # tip: a Jack; waste: a 7; the stock's first card: a Jack


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ({"kind": "tap", "target": 0}, Tap(0)),
        ({"kind": "tap", "target": 24}, Tap(24)),
        ({"kind": "tap", "target": "stock"}, Tap("stock")),
        ({"kind": "tap", "target": "waste"}, Tap("waste")),
        ({"kind": "undo"}, Undo()),
        ({"kind": "restart"}, Restart()),
        ({"kind": "new_game"}, NewGame()),
        ({"kind": "new_game", "code": CODE}, NewGame(CODE)),
        ({"kind": "clock"}, ReadClock()),
        ({"kind": "hint"}, AskHint()),
        (
            {"kind": "settings", "hints": True, "winnable_only": False},
            ChangeSettings({"hints": True, "winnable_only": False}),
        ),
        ({"kind": "settings", "language": "hr"}, ChangeSettings({"language": "hr"})),
        (
            {"kind": "settings", "move_errors": True, "placement_help": False},
            ChangeSettings({"move_errors": True, "placement_help": False}),
        ),
    ],
)
def test_valid_messages_name_their_intent(message: object, intent: object) -> None:
    assert parse_intent(message) == intent


JUNK: list[object] = [
    None,
    "tap",
    42,
    ["tap", 3],
    {},
    {"kind": "fly"},
    {"kind": None},
    {"kind": "tap"},
    {"kind": "tap", "target": 25},
    {"kind": "tap", "target": -1},
    {"kind": "tap", "target": True},
    {"kind": "tap", "target": 24.0},
    {"kind": "tap", "target": "24"},
    {"kind": "tap", "target": "Waste"},
    {"kind": "tap", "target": None},
    {"kind": "tap", "target": 24, "extra": 1},
    {"kind": "undo", "steps": 2},
    {"kind": "restart", "code": "HH1-N-AAAAAAB"},
    {"kind": "clock", "at": 1700000000.0},
    {"kind": "hint", "move": "draw"},
    {"kind": "Hint"},
    {"kind": "new_game", "code": 12},
    {"kind": "new_game", "code": None},
    {"kind": "new_game", "code": "H" * 65},
    {"kind": "settings"},
    {"kind": "settings", "move_errors": 1},
    {"kind": "settings", "placement_help": "yes"},
    {"kind": "settings", "language": "fr"},
    {"kind": "settings", "language": 0},
    {"kind": "settings", "hints": 1},
    {"kind": "settings", "winnable_only": "true"},
    {"kind": "settings", "hints": True, "winnable": True},
    {"kind": "settings", "score": 250},
]


@pytest.mark.parametrize("message", JUNK)
def test_junk_is_refused(message: object) -> None:
    with pytest.raises(InvalidMessage):
        parse_intent(message)


@pytest.mark.parametrize("message", JUNK)
def test_junk_changes_nothing_and_raises_nothing(
    message: object, caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(CODE)
    widget.tap(24)
    before, snapshot = synced(widget), widget.game.snapshot()
    with caplog.at_level(logging.WARNING, logger="hearttoheart_widget.heart_to_heart.widget"):
        receive(widget, message)
    assert synced(widget) == before
    assert widget.game.snapshot() == snapshot
    assert "ignored a message from the browser" in caplog.text


@pytest.mark.parametrize("state", [{"score": 250}, None, 3, True, ["score", 250], "won"])
def test_state_updates_from_the_browser_are_refused(
    state: object, caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(CODE)
    before = synced(widget)
    with caplog.at_level(logging.WARNING, logger="hearttoheart_widget.heart_to_heart.widget"):
        send_state(widget, state)
    assert synced(widget) == before
    assert "ignored a state update" in caplog.text
    assert "Traceback" not in caplog.text


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "tap", "target": "x" * 5_000_000},
        {"kind": "x" * 5_000_000},
        {"kind": "tap", "target": 24, "y" * 5_000_000: 1},
        {"kind": "new_game", "code": ["HH1"] * 1_000_000},
        {"kind": "settings", "language": {"deep": [[["x" * 1_000_000]]]}},
    ],
)
def test_a_huge_junk_message_is_logged_as_a_short_excerpt(
    message: object, caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(CODE)
    with caplog.at_level(logging.WARNING, logger="hearttoheart_widget.heart_to_heart.widget"):
        receive(widget, message)
        send_state(widget, {"score": message})
    assert "ignored a message from the browser" in caplog.text
    assert "ignored a state update" in caplog.text
    assert len(caplog.text) < 1000


def test_taps_play_the_game() -> None:
    widget = HeartToHeart(CODE)
    receive(widget, {"kind": "tap", "target": 24})
    assert widget.selected == 24
    receive(widget, {"kind": "tap", "target": "waste"})  # a 7: a failed pair
    assert (widget.selected, widget.score) == ("waste", 0)
    receive(widget, {"kind": "tap", "target": "stock"})
    assert (widget.waste_top, widget.stock_count, widget.moves) == (11, 25, 1)
    receive(widget, {"kind": "tap", "target": 24})
    receive(widget, {"kind": "tap", "target": "waste"})
    assert (widget.heart[24], widget.score, widget.moves) == (None, 10, 2)
    assert widget.free == [22, 23]
    receive(widget, {"kind": "tap", "target": 3})  # covered: nothing happens
    assert widget.moves == 2
    receive(widget, {"kind": "undo"})
    assert (widget.heart[24], widget.score, widget.moves) == (11, 0, 1)


def test_new_game_from_the_browser() -> None:
    widget = HeartToHeart(CODE, move_errors=True)
    receive(widget, {"kind": "new_game", "code": " hh1-n-aaaaaab "})
    assert (widget.code, widget.game.code, widget.moves) == ("HH1-N-AAAAAAB", "HH1-N-AAAAAAB", 0)
    assert widget.table.move_errors is True  # settings carry over
    receive(widget, {"kind": "new_game"})
    assert widget.code != "HH1-N-AAAAAAB"
    assert widget.code_error is None


def test_a_bad_code_reports_and_keeps_the_game() -> None:
    widget = HeartToHeart(CODE)
    widget.draw()
    snapshot = widget.game.snapshot()
    receive(widget, {"kind": "new_game", "code": "HH1-N-NOPE"})
    assert widget.code_error == "HH1-N-NOPE"
    assert widget.game.snapshot() == snapshot
    assert widget.code == CODE
    receive(widget, {"kind": "new_game", "code": "HH1-N-AAAAAAB"})
    assert widget.code_error is None


def test_settings_from_the_browser_reach_the_table() -> None:
    widget = HeartToHeart(CODE)
    receive(widget, {"kind": "settings", "move_errors": True, "language": "de"})
    assert (widget.move_errors, widget.table.move_errors, widget.language) == (True, True, "de")
    receive(widget, {"kind": "tap", "target": 24})
    receive(widget, {"kind": "tap", "target": "waste"})
    assert widget.message == "same_rank"
    receive(widget, {"kind": "settings", "placement_help": False})
    assert widget.table.placement_help is False
    assert widget.outlined == widget.dimmed == []


def test_with_move_errors_a_tap_on_a_covered_card_says_it_is_covered() -> None:
    widget = HeartToHeart(CODE, move_errors=True)
    receive(widget, {"kind": "tap", "target": 3})
    assert widget.message == "covered"
    assert widget.event == {"kind": "refuse", "target": 3, "reason": "covered", "id": 1}
    said = {
        language: translate("covered", language, game="heart_to_heart") for language in LANGUAGES
    }
    assert said == {
        "en": "This card is still covered",
        "de": "Diese Karte ist noch verdeckt",
        "hr": "Ova karta je još prekrivena",
    }
    receive(widget, {"kind": "settings", "move_errors": False})
    receive(widget, {"kind": "tap", "target": 3})
    assert widget.message is None
    assert widget.event == {"kind": "refuse", "target": 3, "reason": "covered", "id": 2}


def test_a_failing_move_callback_does_not_break_the_comm() -> None:
    widget = HeartToHeart(CODE)

    def broken(move: object) -> None:
        raise RuntimeError("a user's bug")

    widget.on_move(broken)
    receive(widget, {"kind": "tap", "target": "stock"})
    assert widget.moves == 1


def test_game_over_ignores_taps_but_not_undo() -> None:
    widget = HeartToHeart(game=Game.from_cards([None] * 24 + [5], waste=[5]))
    receive(widget, {"kind": "tap", "target": 24})
    receive(widget, {"kind": "tap", "target": "waste"})
    assert (widget.status, widget.score) == ("won", 250)
    receive(widget, {"kind": "tap", "target": "stock"})
    assert widget.moves == 1
    receive(widget, {"kind": "undo"})
    assert (widget.status, widget.moves) == ("playing", 0)


def test_restart_from_the_browser() -> None:
    widget = HeartToHeart(CODE)
    receive(widget, {"kind": "tap", "target": "stock"})
    receive(widget, {"kind": "restart"})
    assert (widget.moves, widget.code, widget.stock_count) == (0, CODE, 26)


def test_a_view_asking_for_the_clock_gets_a_fresh_reading() -> None:
    """A view that renders asks for the clock: a running clock is read anew, not guessed."""
    now = [100.0]
    widget = HeartToHeart(game=Game([None] * 24 + [5], [5], [3]))
    widget._table.clock._now = lambda: now[0]  # a clock the test moves by hand
    assert widget.clock == {"elapsed": 0.0, "running": False}
    widget.draw()  # the first move starts the clock
    assert widget.clock == {"elapsed": 0.0, "running": True}
    now[0] = 183.25
    assert widget.clock == {"elapsed": 0.0, "running": True}  # no ticking messages
    receive(widget, {"kind": "clock"})
    assert widget.clock == {"elapsed": 83.25, "running": True}
    widget.pair(24, "waste")  # a win stops the clock at the engine's reading
    now[0] = 500.0
    receive(widget, {"kind": "clock"})
    assert widget.clock == {"elapsed": 83.25, "running": False}
