"""Talking to a widget as its browser front end would, without a browser."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hearttoheart_widget.common.widget import GameWidget


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


def receive(widget: GameWidget, content: object) -> None:
    """Deliver a custom message as the comm does when the browser calls model.send()."""
    widget._handle_custom_msg(content, [])


def send_state(widget: GameWidget, state: object) -> None:
    """Deliver a state update, as a front end that sets traits itself would."""
    widget._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})


def synced(widget: GameWidget, without: Iterable[str] = ()) -> dict[str, Any]:
    """Every synced trait, as the browser would get it, but those named in ``without``."""
    state: dict[str, Any] = widget.get_state()
    for name in without:
        state.pop(name, None)
    return state
