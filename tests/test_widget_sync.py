"""The widget's Python API and what it syncs: traits mirror the engine, one small update a move."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import comm
import pytest

from hearttoheart_widget import Game, HeartToHeart, IllegalMove, Move
from hearttoheart_widget.view_state import board_state

CODE = "HH1-N-AAAAAGM"  # tip: a Jack; waste: a 7; the stock's first card: a Jack


class RecordingComm:
    """A stand-in for the kernel's comm that keeps what the widget sends to its views."""

    comm_id = "recording"
    kernel = "a kernel"

    def __init__(self, **kwargs: Any) -> None:
        self.opened: dict[str, Any] = kwargs.get("data", {})
        self.sent: list[dict[str, Any]] = []

    def send(self, data: dict[str, Any], buffers: object = None, **kwargs: Any) -> None:
        self.sent.append(data)

    def on_msg(self, callback: object) -> None: ...

    def close(self, *args: Any, **kwargs: Any) -> None: ...


@pytest.fixture
def recording_comm(monkeypatch: pytest.MonkeyPatch) -> None:
    """Widgets made in the test open a RecordingComm."""
    monkeypatch.setattr(comm, "create_comm", RecordingComm)


def updates(widget: HeartToHeart) -> list[dict[str, Any]]:
    """The state of each update message the widget has sent, oldest first."""
    recorder: RecordingComm = widget.comm
    return [message["state"] for message in recorder.sent if message["method"] == "update"]


def test_traits_mirror_the_engine_after_every_kind_of_change() -> None:
    widget = HeartToHeart(CODE)
    actions: list[Callable[[], object]] = [
        lambda: widget.tap(24),
        lambda: widget.tap("waste"),
        widget.draw,
        lambda: widget.pair(24, "waste"),
        lambda: widget.play("22+23"),
        widget.undo,
        lambda: widget.new_game("HH1-N-AAAAAAB"),
    ]
    for action in actions:
        action()
        for name, value in board_state(widget.game).items():
            assert getattr(widget, name) == value, name


@pytest.mark.usefixtures("recording_comm")
def test_the_first_state_is_complete() -> None:
    """Saved with the notebook, it is all a view needs to draw the board without a kernel."""
    widget = HeartToHeart(CODE)
    opened = widget.comm.opened["state"]
    for name, value in board_state(widget.game).items():
        assert opened[name] == value, name
    assert opened["_geometry"]["x"][:4] == [-2, -1, 1, 2]
    assert opened["clock"] == {"elapsed": 0.0, "running": False}  # no wall-clock time


@pytest.mark.usefixtures("recording_comm")
def test_each_move_sends_one_small_update() -> None:
    widget = HeartToHeart(CODE)
    widget.draw()
    first, *rest = updates(widget)
    assert rest == []
    assert first["clock"]["running"] is True  # the first move starts the clock
    assert set(first) == {
        "stock_count", "waste_top", "waste_count", "moves", "can_undo", "clock", "outlined",
    }  # fmt: skip
    widget.draw()
    assert set(updates(widget)[-1]) == {"stock_count", "waste_top", "waste_count", "moves",
                                        "outlined"}  # fmt: skip
    count = len(updates(widget))
    widget.tap(3)  # covered: nothing to send
    assert len(updates(widget)) == count


@pytest.mark.usefixtures("recording_comm")
def test_two_views_share_one_game() -> None:
    """Every view shows the same model: intents from any view move it, each update goes once."""
    widget = HeartToHeart(CODE)
    first_view = second_view = widget._handle_custom_msg  # both views reach the model alike
    second_view({"kind": "tap", "target": "stock"}, [])
    first_view({"kind": "tap", "target": 24}, [])
    second_view({"kind": "tap", "target": "waste"}, [])
    assert (widget.score, widget.moves, widget.game.moves) == (10, 2, 2)
    assert len(updates(widget)) == 3


def test_python_moves_and_their_errors() -> None:
    widget = HeartToHeart(CODE)
    snapshot, state = widget.game.snapshot(), widget.get_state()
    with pytest.raises(IllegalMove, match="covered"):
        widget.pair(22, 23)
    with pytest.raises(IllegalMove, match="same rank"):
        widget.play("24+waste")  # a Jack and a 7
    with pytest.raises(ValueError, match="tap target"):
        widget.tap(25)
    with pytest.raises(ValueError, match="valid code"):
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


def test_construction_and_settings() -> None:
    assert HeartToHeart().code is not None
    widget = HeartToHeart(CODE, move_errors=True, placement_help=False, language="hr")
    assert (widget.game.move_errors, widget.game.placement_help) == (True, False)
    custom = Game.from_cards([None] * 24 + [5], waste=[5], move_errors=True)
    assert HeartToHeart(game=custom).move_errors is True
    assert HeartToHeart(game=custom).game is custom
    with pytest.raises(ValueError, match="not both"):
        HeartToHeart(CODE, game=custom)
    with pytest.raises(ValueError, match="valid code"):
        HeartToHeart("nonsense")
    widget.placement_help = True
    assert widget.game.placement_help is True
    assert widget.outlined == []  # no free pair yet
    widget.draw()
    assert widget.outlined == [24, "waste"]
    widget.new_game()
    assert (widget.game.move_errors, widget.game.placement_help) == (True, True)
    with pytest.raises(Exception, match="language"):
        widget.language = "fr"
    with pytest.raises(Exception, match="read-only"):
        widget.score = 250
