"""What both widgets do for the front ends around them: the count of interactions a view
saves (the one state a browser may set), and the board's picture beside the live view."""

from __future__ import annotations

import base64
import logging
import re
from collections.abc import Callable

import comm
import pytest
import traitlets

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.comm import RecordingComm, send_state, synced

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
Widget = HeartToHeart | HopeDeferred


def heart_to_heart() -> HeartToHeart:
    widget = HeartToHeart("HH1-N-AAAAAGM")
    widget.draw()
    widget.tap(24)  # a selection: the picture rings it
    return widget


def hope_deferred() -> HopeDeferred:
    widget = HopeDeferred("HD1-CH-AAAAAAM")
    widget.step()
    return widget


WIDGETS = pytest.mark.parametrize("make", [heart_to_heart, hope_deferred])


def from_marimo(widget: Widget, state: object) -> None:
    """Deliver state as marimo does for ``mo.ui.anywidget(widget)``: straight to set_state."""
    widget.set_state(state)


#: The two ways a browser's state reaches a widget: the Jupyter comm, and marimo.
ROUTES = pytest.mark.parametrize("deliver", [send_state, from_marimo])


# --- the count of interactions ------------------------------------------------------------


@WIDGETS
@ROUTES
def test_a_count_of_interactions_is_taken_and_changes_nothing_else(
    make: Callable[[], Widget], deliver: Callable[[Widget, object], None]
) -> None:
    widget = make()
    before = synced(widget)
    game = widget.game.to_json()
    deliver(widget, {"interactions": 3})
    assert widget.interactions == 3
    assert synced(widget) == {**before, "interactions": 3}
    assert widget.game.to_json() == game
    deliver(widget, {"interactions": 0})  # a view of an older page may count from less
    assert widget.interactions == 0


REFUSED: list[object] = [
    {"interactions": -1},
    {"interactions": True},
    {"interactions": 2.0},
    {"interactions": "3"},
    {"interactions": None},
    {"interactions": [3]},
    {"interactions": 3, "clock": {"elapsed": 9.0, "running": True}},
    {"interactions": 3, "score": 250},
    {"score": 250},
    {},
    None,
    [("interactions", 3)],
]


@WIDGETS
@ROUTES
@pytest.mark.parametrize("state", REFUSED)
def test_any_other_state_is_refused_logged_and_changes_nothing(
    make: Callable[[], Widget],
    deliver: Callable[[Widget, object], None],
    state: object,
    caplog: pytest.LogCaptureFixture,
) -> None:
    widget = make()
    deliver(widget, {"interactions": 1})
    before = synced(widget)
    with caplog.at_level(logging.WARNING):
        deliver(widget, state)
    assert synced(widget) == before
    assert "ignored a state update from the browser" in caplog.text
    assert "Traceback" not in caplog.text


def test_a_count_with_binary_buffers_is_refused(caplog: pytest.LogCaptureFixture) -> None:
    widget = heart_to_heart()
    message = {
        "content": {
            "data": {"method": "update", "state": {"interactions": 4}, "buffer_paths": [["x"]]}
        },
        "buffers": [b"x"],
    }
    with caplog.at_level(logging.WARNING):
        widget._handle_msg(message)
    assert widget.interactions == 0
    assert "ignored a state update from the browser" in caplog.text


@WIDGETS
def test_python_cannot_set_the_count(make: Callable[[], Widget]) -> None:
    widget = make()
    with pytest.raises(traitlets.TraitError, match="read-only"):
        widget.interactions = 5
    assert widget.interactions == 0


@WIDGETS
def test_the_count_is_not_echoed_and_python_moves_never_change_it(
    make: Callable[[], Widget], monkeypatch: pytest.MonkeyPatch
) -> None:
    """No message goes back to the views for a count; a move made in Python sends its state
    but leaves the count as it is, so a cell that moves on each re-run sets off nothing."""
    monkeypatch.setattr(comm, "create_comm", RecordingComm)
    widget = make()
    assert widget.trait_metadata("interactions", "echo_update") is False
    recorder: RecordingComm = widget.comm
    recorder.sent.clear()
    send_state(widget, {"interactions": 1})
    assert recorder.sent == []
    widget.restart()
    assert recorder.sent
    assert all("interactions" not in message.get("state", {}) for message in recorder.sent)
    assert widget.interactions == 1


# --- the picture beside the live view ------------------------------------------------------


def picture_in(html: str) -> str:
    """The SVG document of the ``<img>`` of ``html``."""
    found = re.fullmatch(
        r'<img src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt="[^"]*">', html
    )
    assert found is not None, html[:200]
    return base64.b64decode(found.group(1)).decode()


@WIDGETS
def test_the_output_carries_the_live_view_and_the_boards_picture(
    make: Callable[[], Widget],
) -> None:
    widget = make()
    data = widget._repr_mimebundle_()[0]
    assert set(data) == {WIDGET_VIEW, "text/html", "text/plain"}
    assert data[WIDGET_VIEW]["model_id"] == widget.model_id
    assert data["text/plain"] == repr(widget)
    svg = picture_in(data["text/html"])
    assert svg == widget.table._repr_svg_()
    label = re.search(r'aria-label="([^"]*)"', svg)
    assert label is not None
    assert f'alt="{label.group(1)}"' in data["text/html"]


def test_the_picture_is_the_board_when_the_output_is_made() -> None:
    """Each output shows the board as it was made; a later output, the board then."""
    widget = HeartToHeart("HH1-N-AAAAAGM")
    first = picture_in(html_of(widget))
    assert first == Game.from_code("HH1-N-AAAAAGM").to_svg()
    widget.draw()
    widget.tap(24)
    assert picture_in(html_of(widget)) == widget.game.to_svg(selected=24) != first


def html_of(widget: Widget) -> str:
    html: str = widget._repr_mimebundle_()[0]["text/html"]
    assert html == widget.picture_html()
    return html
