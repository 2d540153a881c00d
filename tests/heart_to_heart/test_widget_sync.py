"""The widget's Python API and what it syncs: traits that follow the game, one small update a
change with the event that says what happened, and a widget that owns its game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import comm
import pytest

from hearttoheart_widget import (
    Game,
    HeartToHeart,
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    Move,
)
from hearttoheart_widget.heart_to_heart.previews import previews
from tests.comm import RecordingComm

CODE = "HH1-N-AAAAAGM"  # tip: a Jack; waste: a 7; the stock's first card: a Jack


@pytest.fixture
def recording_comm(monkeypatch: pytest.MonkeyPatch) -> None:
    """Widgets made in the test open a RecordingComm."""
    monkeypatch.setattr(comm, "create_comm", RecordingComm)


def updates(widget: HeartToHeart) -> list[dict[str, Any]]:
    """The state of each update message the widget has sent, oldest first."""
    recorder: RecordingComm = widget.comm
    return [message["state"] for message in recorder.sent if message["method"] == "update"]


def engine_view(widget: HeartToHeart) -> dict[str, object]:
    """What the board traits must say, read from the game and the table one by one."""
    game, table = widget.game, widget.table
    return {
        "heart": [game.rank_at(p) for p in range(25)],
        "free": [p for p in range(25) if game.is_free(p)],
        "stock_count": len(game.stock),
        "waste_top": game.waste[-1] if game.waste else None,
        "waste_count": len(game.waste),
        "selected": table.selected,
        "outlined": sorted(table.outlined(), key=lambda t: (isinstance(t, str), t)),
        "dimmed": sorted(table.dimmed(), key=lambda t: (isinstance(t, str), t)),
        "score": 10 * game.heart.count(None),
        "moves": len(game.history),
        "can_undo": game.undo_depth > 0,
        "status": game.status,
        "code": game.code,
        "message": table.message,
        "taps": table.taps(),
        "pairs": table.pairs(),
        "previews": previews(table),
    }


def traits(widget: HeartToHeart) -> dict[str, object]:
    return {name: getattr(widget, name) for name in engine_view(widget)}


def test_traits_follow_the_game_after_every_kind_of_change() -> None:
    widget = HeartToHeart(CODE, move_errors=True)
    actions: list[Callable[[], object]] = [
        lambda: widget.tap(24),
        lambda: widget.tap("waste"),  # a 7: refused, and the waste is selected
        widget.draw,
        lambda: widget.tap(3),  # covered: the message says so
        lambda: widget.pair(24, "waste"),
        lambda: widget.play("22+23"),
        widget.undo,
        widget.restart,
        lambda: widget.new_game("HH1-N-AAAAAAB"),
    ]
    seen = set()
    for action in actions:
        action()
        assert traits(widget) == engine_view(widget)
        seen.add((widget.selected, widget.message))
    assert {("waste", "same_rank"), (None, "covered")} <= seen


@pytest.mark.usefixtures("recording_comm")
def test_the_first_state_is_complete() -> None:
    """Saved with the notebook, it is all a view needs to draw the board without a kernel."""
    widget = HeartToHeart(CODE)
    opened = widget.comm.opened["state"]
    for name, value in engine_view(widget).items():
        if name in ("taps", "pairs"):  # kept in Python: the views paint from previews
            assert name not in opened, name
        else:
            assert opened[name] == value, name
    assert opened["_geometry"]["x"][:4] == [-2, -1, 1, 2]
    assert opened["clock"] == {"elapsed": 0.0, "running": False}  # no wall-clock time
    assert opened["event"] is None


@pytest.mark.usefixtures("recording_comm")
def test_each_change_sends_one_small_update_with_its_event() -> None:
    widget = HeartToHeart(CODE)
    widget.draw()
    first, *rest = updates(widget)
    assert rest == []
    assert first["clock"]["running"] is True  # the first move starts the clock
    assert first["event"] == {"kind": "move", "move": "draw", "rank": 11, "id": 1}
    assert set(first) == {
        "stock_count", "waste_top", "waste_count", "moves", "can_undo", "clock", "outlined",
        "previews", "event",
    }  # fmt: skip
    widget.draw()
    assert set(updates(widget)[-1]) == {"stock_count", "waste_top", "waste_count", "moves",
                                        "outlined", "previews", "event"}  # fmt: skip
    count = len(updates(widget))
    widget.tap(3)  # covered: only the event that says so
    assert len(updates(widget)) == count + 1
    assert updates(widget)[-1] == {
        "event": {"kind": "refuse", "target": 3, "reason": "covered", "id": 3}
    }
    widget.tap(3)  # the same refusal again is a new event
    assert updates(widget)[-1]["event"]["id"] == 4


@pytest.mark.usefixtures("recording_comm")
def test_every_intent_moves_the_one_model_and_sends_one_update() -> None:
    """Views send intents to the one model: each message is handled once, with one update."""
    widget = HeartToHeart(CODE)
    for target in ("stock", 24, "waste"):
        widget._handle_custom_msg({"kind": "tap", "target": target}, [])
    assert (widget.score, widget.moves, widget.game.moves) == (10, 2, 2)
    sent = updates(widget)
    assert [update["event"]["kind"] for update in sent] == ["move", "select", "move"]
    assert [update["event"]["id"] for update in sent] == [1, 2, 3]


def test_python_moves_and_their_errors() -> None:
    widget = HeartToHeart(CODE)
    snapshot, state = widget.game.snapshot(), widget.get_state()
    with pytest.raises(IllegalMoveError, match="covered"):
        widget.pair(22, 23)
    with pytest.raises(IllegalMoveError, match="same rank"):
        widget.play("24+waste")  # a Jack and a 7
    with pytest.raises(InvalidMoveError, match=r"tap target|heart position"):
        widget.tap(25)
    with pytest.raises(InvalidCodeError, match="valid code"):
        widget.new_game("HH2-X")
    assert widget.game.snapshot() == snapshot
    assert widget.get_state() == state
    assert widget.draw() == Move.draw()
    assert widget.pair("waste", 24) == Move.pair(24, "waste")
    assert widget.undo() == Move.pair(24, "waste")


def test_callbacks_and_observers() -> None:
    widget = HeartToHeart(CODE)
    moves: list[Move] = []
    scores: list[int] = []
    widget.on_move(moves.append)
    widget.observe(lambda change: scores.append(change["new"]), "score")
    widget.tap("stock")
    widget.tap(24)
    widget.tap("waste")
    widget.undo()
    assert moves == [Move.draw(), Move.pair(24, "waste")]
    assert scores == [10, 0]
    widget.on_move(moves.append, remove=True)
    widget.draw()
    assert len(moves) == 2


def test_an_observer_that_moves_while_the_traits_are_set_leaves_them_true() -> None:
    """The observer undoes the winning pair while the score is being set: the traits must
    end on the game's state, not on the win they were setting."""
    widget = HeartToHeart(game=Game.from_cards([None] * 24 + [5], waste=[5]))
    widget.observe(lambda change: widget.undo() if change["new"] == 250 else None, "score")
    widget.play("24+waste")
    assert (widget.game.status, widget.game.score) == ("playing", 240)
    assert traits(widget) == engine_view(widget)
    assert (widget.status, widget.score, widget.event["kind"]) == ("playing", 240, "undo")


def test_a_widget_given_a_game_plays_its_own_copy() -> None:
    game = Game.from_cards([None] * 22 + [3, 3, 5], waste=[5])
    first = HeartToHeart(game=game, move_errors=True)
    second = HeartToHeart(game=game)
    first.tap(22)
    first.pair(24, "waste")
    assert (game.moves, first.game.moves, second.game.moves) == (0, 1, 0)
    assert first.game is not game
    assert first.selected is None
    assert second.heart[24] == 5
    with pytest.raises(TypeError, match="game must be a Game"):
        HeartToHeart(game="HH1-N-AAAAAAA")  # type: ignore[arg-type]


def test_construction_and_settings() -> None:
    assert HeartToHeart().code is not None
    widget = HeartToHeart(CODE, move_errors=True, placement_help=False, language="hr")
    assert (widget.table.move_errors, widget.table.placement_help) == (True, False)
    custom = Game.from_cards([None] * 24 + [5], waste=[5])
    assert HeartToHeart(game=custom).move_errors is False
    with pytest.raises(ValueError, match="not both"):
        HeartToHeart(CODE, game=custom)
    with pytest.raises(InvalidCodeError, match="valid code"):
        HeartToHeart("nonsense")
    widget.placement_help = True
    assert widget.table.placement_help is True
    assert widget.outlined == []  # no free pair yet
    widget.draw()
    assert widget.outlined == [24, "waste"]
    widget.new_game()
    assert (widget.table.move_errors, widget.table.placement_help) == (True, True)
    with pytest.raises(Exception, match="language"):
        widget.language = "fr"
    with pytest.raises(Exception, match="read-only"):
        widget.score = 250
    with pytest.raises(Exception, match="read-only"):
        widget.event = {"kind": "restart"}


def test_a_random_game_or_new_game_is_never_lost_before_its_first_move() -> None:
    widget = HeartToHeart()
    for _ in range(60):
        assert (widget.status, widget.moves) == ("playing", 0)
        widget.new_game()


def test_restart_deals_the_same_cards_with_the_clock_at_zero() -> None:
    widget = HeartToHeart(CODE)
    heart = widget.heart
    widget.draw()
    widget.tap(24)
    widget.restart()
    assert (widget.heart, widget.moves, widget.selected) == (heart, 0, None)
    assert widget.clock == {"elapsed": 0.0, "running": False}
    assert widget.event == {"kind": "restart", "id": 3}
