"""The Play page's bridge (site/play/bridge.py) in CPython: the comm that stands for a
kernel's, with the page's JavaScript replaced by a recorder.

It is plain Python: only ``js.hwPage`` comes from the page, so a stand-in module records
what the bridge tells the page. Whatever the page hands to ``deliver`` is logged and
dropped when it is no message for a live comm, as the kernel side does, and never raises
into the page.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import re
import sys
import types
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import comm
import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common import registry
from hearttoheart_widget.common.errors import EXCERPT_LENGTH
from hearttoheart_widget.common.widget import GameWidget
from hearttoheart_widget.hope_deferred import HopeDeferred

PLAY = Path(__file__).resolve().parents[2] / "site" / "play"


class Page:
    """``hwPage`` as play.js defines it, keeping what Python sent: (comm id, type, data)."""

    def __init__(self) -> None:
        self.received: list[tuple[str, str, dict[str, Any]]] = []

    def receive(self, comm_id: str, msg_type: str, text: str) -> None:
        self.received.append((comm_id, msg_type, json.loads(text)))


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Page:
    """A page that records what it is sent; ``comm.create_comm`` put back afterwards."""
    made = Page()
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(hwPage=made))
    monkeypatch.setattr(comm, "create_comm", comm.create_comm)
    return made


@pytest.fixture
def bridge(page: Page) -> Iterator[types.ModuleType]:
    """bridge.py, run as the page runs it (it replaces ``comm.create_comm``)."""
    spec = importlib.util.spec_from_file_location("bridge", PLAY / "bridge.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield module
    for left in list(module.comms.values()):
        left.close()


def message(content: object) -> str:
    """What the page's model sends for ``model.send(content)``."""
    return json.dumps({"method": "custom", "content": content})


def tap_stock(widget: GameWidget) -> dict[str, object]:
    return (
        {"kind": "tap", "target": "stock"} if isinstance(widget, HeartToHeart) else {"kind": "step"}
    )


@pytest.mark.parametrize("make", [HeartToHeart, HopeDeferred])
def test_a_widget_talks_to_the_page_through_the_bridge(
    make: type[GameWidget], bridge: types.ModuleType, page: Page
) -> None:
    widget = make(record=False)
    comm_id = widget.comm.comm_id
    assert (comm_id, "comm_open") in [sent[:2] for sent in page.received]
    page.received.clear()
    bridge.deliver(comm_id, message(tap_stock(widget)))
    assert widget.game.moves == 1
    assert (comm_id, "comm_msg") in [sent[:2] for sent in page.received]


DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize(
    ("comm_id", "data"),
    [
        ("no such comm", message({"kind": "undo"})),
        (None, message({"kind": "undo"})),
        (["a list"], message({"kind": "undo"})),
        ("", "not JSON {"),
        ("", DEEP),
        ("", '{"method": "custom", "content": ' + DEEP + "}"),
        ("", 5),
        ("", None),
        ("", b'{"method": "custom"}'),
        ("", "x" * 5_000_000),
    ],
)
def test_what_is_no_message_for_a_live_comm_is_logged_and_dropped(
    comm_id: object,
    data: object,
    bridge: types.ModuleType,
    caplog: pytest.LogCaptureFixture,
) -> None:
    widget = HeartToHeart(record=False)
    widget.draw()
    comm_id = comm_id if comm_id != "" else widget.comm.comm_id
    before = widget.game.snapshot()
    with caplog.at_level(logging.WARNING):
        bridge.deliver(comm_id, data)
    assert widget.game.snapshot() == before
    assert len(caplog.records) == 1
    assert caplog.records[0].exc_info is None
    assert "ignored a message from the page" in caplog.records[0].getMessage()
    assert len(caplog.records[0].getMessage()) < 2 * EXCERPT_LENGTH + 100


def test_a_closed_comm_is_dropped_and_the_page_told(
    bridge: types.ModuleType, page: Page, caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(record=False)
    comm_id = widget.comm.comm_id
    assert comm_id in bridge.comms
    widget.close()
    assert comm_id not in bridge.comms
    assert page.received[-1][:2] == (comm_id, "comm_close")
    with caplog.at_level(logging.WARNING):
        bridge.deliver(comm_id, message({"kind": "undo"}))
    assert "ignored a message from the page" in caplog.text


def test_the_play_pages_python_makes_its_boards_without_a_warning(
    bridge: types.ModuleType, page: Page
) -> None:
    """Each game's cell, as play.js asks the registry for it and runs it (0.2.0's keyword
    warned); the page names no game and writes no cell of its own."""
    script = (PLAY / "play.js").read_text(encoding="utf-8")
    assert "registry import page_cell" in script
    assert 'pageCell(game, "board")' in script
    assert not re.search(r"HeartToHeart|HopeDeferred|winnable_only", script)
    links = re.findall(r'data-game="([^"]+)"', (PLAY / "index.html").read_text(encoding="utf-8"))
    assert links == [game.command for game in registry.declarations()]
    sources = [registry.page_cell(command, "board") for command in [*links, "no-such-game"]]
    assert sources[-1] == sources[0]  # an unknown name plays the first game
    for source in sources:
        scope: dict[str, Any] = {}
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            exec(source, scope)  # the page's own lines, from this checkout
        board = scope["board"]
        assert isinstance(board, GameWidget)
        assert board.comm.comm_id in bridge.comms
        board.close()
    assert "winnable_only=True" in sources[0]
