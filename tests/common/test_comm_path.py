"""The raw comm path of both widgets: a message of any shape is logged in one short line,
without a traceback, and changes nothing; and the callbacks a notebook registers must be
callable."""

from __future__ import annotations

import logging

import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common.errors import EXCERPT_LENGTH
from hearttoheart_widget.common.widget import GameWidget
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.comm import synced

HUGE = "x" * 5_000_000

RAW: list[object] = [
    {"content": {"data": {"method": HUGE}}, "buffers": []},
    {"content": {"data": {"method": "custom", "content": [HUGE]}}, "buffers": []},
    {"content": {"data": [HUGE]}, "buffers": []},
    {"content": {"data": HUGE}},
    {"content": HUGE},
    {"content": None},
    {},
    [HUGE],
    HUGE,
    None,
    42,
    {"content": {"data": {"method": "custom", "content": {"kind": HUGE}}}, "buffers": 5},
    {"content": {"data": {"method": "update", "state": {"moves": HUGE}}}, "buffers": []},
    {"content": {"data": {"method": "update", "buffer_paths": [[HUGE]]}}, "buffers": []},
    {"content": {"data": {"method": "custom"}}, "buffers": []},  # no content
]


@pytest.mark.parametrize("make", [HeartToHeart, HopeDeferred])
@pytest.mark.parametrize("msg", RAW, ids=range(len(RAW)))
def test_a_raw_message_of_any_shape_is_logged_in_one_short_line(
    make: type[GameWidget],
    msg: object,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    widget = make(record=False)
    before = synced(widget)
    with caplog.at_level(logging.WARNING):
        widget._handle_msg(msg)
    assert synced(widget) == before
    assert len(caplog.records) == 1
    record = caplog.records[0]
    assert record.exc_info is None
    assert "ignored a" in record.getMessage()
    assert len(record.getMessage()) < 2 * EXCERPT_LENGTH + 100
    out, err = capsys.readouterr()
    assert len(out) + len(err) < 1000


@pytest.mark.parametrize("make", [HeartToHeart, HopeDeferred])
def test_a_state_request_and_an_intent_still_pass(make: type[GameWidget]) -> None:
    widget = make(record=False)
    intent = {"kind": "tap", "target": "stock"}  # both games' stock tap
    widget._handle_msg({"content": {"data": {"method": "custom", "content": intent}}})
    widget._handle_msg({"content": {"data": {"method": "request_state"}}, "buffers": []})
    assert synced(widget)["moves" if make is HeartToHeart else "deals_in_round"] == 1


@pytest.mark.parametrize("make", [HeartToHeart, HopeDeferred])
@pytest.mark.parametrize("callback", [5, None, "abc"])
def test_a_move_or_error_callback_that_cannot_be_called_is_refused(
    make: type[GameWidget], callback: object, caplog: pytest.LogCaptureFixture
) -> None:
    widget = make(record=False)
    for register in (widget.on_move, widget.on_error):
        with pytest.raises(TypeError, match=f"a callback is a function, got {callback!r}"):
            register(callback)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="a callback is a function"):
            register(callback, remove=True)  # type: ignore[arg-type]
    intent = {"kind": "tap", "target": "stock"}  # both games' stock tap
    with caplog.at_level(logging.WARNING):
        widget._handle_msg({"content": {"data": {"method": "custom", "content": intent}}})
    assert caplog.records == []  # the move calls no callback, and logs nothing
