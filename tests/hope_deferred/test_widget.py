"""The Hope Deferred widget without a browser: messages, traits and the Python API."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from hearttoheart_widget.common.translations import LANGUAGES, _table, translate
from hearttoheart_widget.hope_deferred import (
    HopeDeferred,
    HopeDeferredGame,
    IllegalMoveError,
    Move,
    Suit,
    Variant,
)
from hearttoheart_widget.hope_deferred.intents import (
    ChangeSettings,
    InvalidMessage,
    NewGame,
    PlayOut,
    Restart,
    Tap,
    parse_intent,
)
from tests.comm import receive, send_state, synced

CODE = "HD1-CH-AAAAAAM"  # classic, hunting hearts: lost with 2 hearts left


def engine_view(game: HopeDeferredGame) -> dict[str, object]:
    """What the traits must say about ``game``, computed from the engine directly."""
    return {
        "piles": [[card.ascii for card in pile] for pile in game.piles],
        "stock_count": len(game.stock),
        "set_aside": [card.ascii for card in game.set_aside],
        "targets_left": game.targets_left,
        "round": game.round,
        "deals_in_round": game.deals_in_round,
        "next_step": str(game.legal_moves()[0]) if game.legal_moves() else None,
        "status": game.status,
        "code": game.code,
    }


def traits(widget: HopeDeferred) -> dict[str, object]:
    return {name: getattr(widget, name) for name in engine_view(widget.game)}


# --- messages -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ({"kind": "tap", "target": "stock"}, Tap()),
        ({"kind": "play_out"}, PlayOut()),
        ({"kind": "restart"}, Restart()),
        ({"kind": "new_game"}, NewGame()),
        ({"kind": "new_game", "code": CODE}, NewGame(CODE)),
        (
            {"kind": "new_game", "variant": "abandon_hope", "target_suit": "clubs"},
            NewGame(variant=Variant.ABANDON_HOPE, target_suit=Suit.CLUBS),
        ),
        ({"kind": "new_game", "target_suit": "spades"}, NewGame(target_suit=Suit.SPADES)),
        ({"kind": "settings", "language": "de"}, ChangeSettings({"language": "de"})),
    ],
)
def test_valid_messages_name_their_intent(message: object, intent: object) -> None:
    assert parse_intent(message) == intent


JUNK: list[object] = [
    None,
    "step",
    7,
    ["step"],
    {},
    {"kind": "deal"},
    {"kind": "step"},  # the name of a stock tap before 0.3.0
    {"kind": "tap"},
    {"kind": "tap", "target": "waste"},
    {"kind": "tap", "target": 24},
    {"kind": "tap", "target": "stock", "times": 3},
    {"kind": None},
    {"kind": "play_out", "fast": True},
    {"kind": "restart", "code": "HD1-CH-AAAAAAM"},
    {"kind": "new_game", "code": 12},
    {"kind": "new_game", "code": None},
    {"kind": "new_game", "code": "H" * 65},
    {"kind": "new_game", "code": CODE, "variant": "classic"},
    {"kind": "new_game", "variant": "Classic"},
    {"kind": "new_game", "variant": "abandon hope"},
    {"kind": "new_game", "variant": 0},
    {"kind": "new_game", "target_suit": "H"},
    {"kind": "new_game", "target_suit": "♥"},
    {"kind": "new_game", "target_suit": None},
    {"kind": "new_game", "target": "spades"},  # the suit's name before 0.3.0
    {"kind": "new_game", "variant": "classic", "target": "spades"},
    {"kind": "new_game", "seed": 1},
    {"kind": "settings"},
    {"kind": "settings", "language": "fr"},
    {"kind": "settings", "language": 1},
    {"kind": "settings", "language": "de", "move_errors": True},
]


@pytest.mark.parametrize("message", JUNK)
def test_junk_is_refused(message: object) -> None:
    with pytest.raises(InvalidMessage):
        parse_intent(message)


@pytest.mark.parametrize("message", JUNK)
def test_junk_changes_nothing_and_raises_nothing(
    message: object, caplog: pytest.LogCaptureFixture
) -> None:
    widget = HopeDeferred(CODE)
    widget.step()
    before, history = synced(widget), widget.game.history
    with caplog.at_level(logging.WARNING, logger="hearttoheart_widget.hope_deferred.widget"):
        receive(widget, message)
    assert synced(widget) == before
    assert widget.game.history == history
    assert "ignored a message from the browser" in caplog.text


def test_state_updates_from_the_browser_are_refused(caplog: pytest.LogCaptureFixture) -> None:
    widget = HopeDeferred(CODE)
    before = synced(widget)
    with caplog.at_level(logging.WARNING, logger="hearttoheart_widget.hope_deferred.widget"):
        send_state(widget, {"round": 3})
    assert synced(widget) == before
    assert "ignored a state update" in caplog.text


def test_a_new_game_naming_its_suit_target_is_refused_saying_so(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """``target`` is a tap's word; the suit of a new game is its ``target_suit``."""
    widget = HopeDeferred(CODE)
    widget.step()
    before, history = synced(widget), widget.game.history
    with caplog.at_level(logging.WARNING, logger="hearttoheart_widget.hope_deferred.widget"):
        receive(widget, {"kind": "new_game", "variant": "knockout", "target": "spades"})
    assert (synced(widget), widget.game.history) == (before, history)
    assert "names its suit 'target_suit', not 'target'" in caplog.text


# --- traits follow the engine -------------------------------------------------------------


def test_taps_on_the_stock_play_the_same_game_as_the_engine() -> None:
    widget = HopeDeferred(CODE)
    game = HopeDeferredGame.from_code(CODE)
    assert traits(widget) == engine_view(game)
    steps = []
    while not game.is_over:
        steps.append(game.step())
        receive(widget, {"kind": "tap", "target": "stock"})
        assert traits(widget) == engine_view(game)
    assert Move.gather() in steps
    assert widget.status == "lost"
    assert widget.game.history == game.history
    receive(widget, {"kind": "tap", "target": "stock"})  # a late tap after the end is refused
    assert widget.game.history == game.history
    assert widget.event == {"kind": "refuse", "target": "stock", "reason": "over", "id": 18}


def test_the_first_state_describes_the_whole_game() -> None:
    widget = HopeDeferred(CODE)
    assert (widget.variant, widget.target_suit, widget.code) == ("classic", "hearts", CODE)
    assert widget.targets == ["AH", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]
    assert (widget.round, widget.rounds, widget.deals_in_round, widget.deals_per_round) == (
        1,
        3,
        0,
        5,
    )
    assert (widget.stock_count, widget.piles, widget.set_aside) == (32, [[], [], []], [])
    assert (widget.next_step, widget.status, widget.targets_left) == ("deal", "playing", 8)
    assert widget.event is None
    assert widget.clock == {"elapsed": 0.0, "running": False}


def test_targets_stay_listed_as_they_are_set_aside() -> None:
    widget = HopeDeferred("HD1-AS-AAAAAAC")
    before = widget.targets
    widget.play_out()
    assert widget.targets == before
    assert before == [f"{rank}S" for rank in ("A", *range(2, 11), "J", "Q", "K")]
    assert set(widget.set_aside) <= set(widget.targets)
    assert len(widget.set_aside) + widget.targets_left == 13


def test_play_out_from_the_browser_sends_one_update() -> None:
    widget = HopeDeferred(CODE)
    sent: list[dict[str, Any]] = []
    widget.send_state = lambda key=None: sent.append({"key": key})
    receive(widget, {"kind": "play_out"})
    assert (widget.status, widget.next_step) == ("lost", None)
    assert len(sent) == 1
    receive(widget, {"kind": "play_out"})  # over: nothing more to play
    assert widget.status == "lost"


def test_moves_from_python_and_callbacks() -> None:
    widget = HopeDeferred(CODE)
    seen: list[tuple[str, int, int]] = []
    widget.on_move(lambda move: seen.append((str(move), widget.round, widget.deals_in_round)))
    widget.deal()
    with pytest.raises(IllegalMoveError):
        widget.gather()
    assert widget.step() == Move.deal()
    assert widget.play("deal") == Move.deal()
    assert seen == [("deal", 1, 1), ("deal", 1, 2), ("deal", 1, 3)]
    assert widget.play_out() == "lost"
    assert seen[5:7] == [("gather", 2, 0), ("deal", 2, 1)]
    assert len(seen) == 3 * 5 + 2
    with pytest.raises(IllegalMoveError):
        widget.step()
    assert len(seen) == 17
    assert widget.tap() is None  # after the end a tap is refused
    assert len(seen) == 17


def test_each_move_is_sent_with_its_event() -> None:
    widget = HopeDeferred(CODE)
    widget.step()
    assert widget.event == {
        "kind": "move", "move": "deal", "placed": [["QS", 1], ["8D", 2], ["7C", 3]], "id": 1,
    }  # fmt: skip
    widget.step()
    assert widget.event is not None
    assert widget.event["placed"] == [["AS", 1], ["10D", 2], ["AH", "aside"]]
    for _ in range(4):
        widget.step()
    assert widget.event == {"kind": "move", "move": "gather", "cards": 27, "id": 6}
    widget.restart()
    assert widget.event == {"kind": "restart", "id": 7}
    assert (widget.round, widget.deals_in_round, widget.stock_count) == (1, 0, 32)
    widget.new_game("HD1-KS-AAAAAAB")
    assert widget.event == {"kind": "new_game", "code": "HD1-KS-AAAAAAB", "id": 8}


def test_an_observer_that_moves_while_the_traits_are_set_leaves_them_true() -> None:
    """An observer of ``round`` plays on at once: the traits must end on the engine's state."""
    widget = HopeDeferred(CODE)
    widget.observe(lambda change: widget.step() if change["new"] == 2 else None, "round")
    for _ in range(6):
        widget.step()  # the sixth move gathers: round 2, and the observer deals at once
    assert (widget.game.round, widget.game.deals_in_round) == (2, 1)
    assert traits(widget) == engine_view(widget.game)
    assert widget.event is not None
    assert widget.event["move"] == "deal"


def test_a_widget_given_a_game_plays_its_own_copy() -> None:
    game = HopeDeferredGame.from_code(CODE)
    first, second = HopeDeferred(game=game), HopeDeferred(game=game)
    first.step()
    assert (game.moves, first.game.moves, second.game.moves) == (0, 1, 0)
    assert first.game is not game
    with pytest.raises(TypeError, match="HopeDeferredGame"):
        HopeDeferred(game=CODE)  # type: ignore[arg-type]


def test_a_failing_move_callback_does_not_break_the_comm() -> None:
    widget = HopeDeferred(CODE)

    def broken(step: object) -> None:
        raise RuntimeError("a user's bug")

    widget.on_move(broken)
    receive(widget, {"kind": "tap", "target": "stock"})
    assert widget.deals_in_round == 1


# --- new games ----------------------------------------------------------------------------


def test_constructors() -> None:
    assert (HopeDeferred().variant, HopeDeferred().target_suit) == ("classic", "hearts")
    widget = HopeDeferred(variant="knockout", target_suit="spades", language="hr")
    assert (widget.variant, widget.target_suit, widget.language) == ("knockout", "spades", "hr")
    assert str(widget.code).startswith("HD1-KS-")
    custom = HopeDeferredGame.from_cards(["9C", "AH", "KS"])
    assert HopeDeferred(game=custom).code is None
    with pytest.raises(ValueError, match="not more than one"):
        HopeDeferred(CODE, variant="knockout")
    with pytest.raises(ValueError, match="invalid deal code"):
        HopeDeferred("HD1-XH-AAAAAAM")


def test_new_game_from_the_browser() -> None:
    widget = HopeDeferred(CODE)
    widget.step()
    receive(widget, {"kind": "new_game", "code": " hd1-ad-aaaaaab "})
    assert (widget.code, widget.variant, widget.target_suit) == (
        "HD1-AD-AAAAAAB",
        "abandon_hope",
        "diamonds",
    )
    assert (widget.deals_in_round, widget.stock_count) == (0, 52)
    receive(widget, {"kind": "new_game", "variant": "knockout"})  # the suit stays
    assert (widget.variant, widget.target_suit) == ("knockout", "diamonds")
    receive(widget, {"kind": "new_game"})
    assert (widget.variant, widget.target_suit) == ("knockout", "diamonds")
    receive(widget, {"kind": "new_game", "variant": "classic", "target_suit": "clubs"})
    assert str(widget.code).startswith("HD1-CC-")


def test_a_bad_code_reports_and_keeps_the_game() -> None:
    widget = HopeDeferred(CODE)
    widget.step()
    before, history = synced(widget), widget.game.history
    receive(widget, {"kind": "new_game", "code": "HD1-CH-NOPE"})
    assert widget.code_error == "HD1-CH-NOPE"
    assert {**synced(widget), "code_error": None} == before
    assert widget.game.history == history
    with pytest.raises(ValueError, match="invalid deal code"):
        widget.new_game("HH1-N-AAAAAAB")  # a Heart to Heart code is no Hope Deferred code
    assert widget.game.history == history
    receive(widget, {"kind": "new_game", "code": CODE})
    assert (widget.code_error, widget.deals_in_round) == (None, 0)


def test_language_from_the_browser() -> None:
    widget = HopeDeferred(CODE)
    receive(widget, {"kind": "settings", "language": "de"})
    assert widget.language == "de"


def test_every_word_is_in_every_language() -> None:
    assert translate("title", "de", game="hope_deferred") == "Herz zu Herz"
    assert translate("stock", "de", game="hope_deferred") == "Vorrat"
    assert translate("suit_clubs", "hr", game="hope_deferred") == "Tref"
    for key, entry in _table()["hope_deferred"].items():
        assert set(entry) == set(LANGUAGES), key
