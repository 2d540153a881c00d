"""The Play page's bridge (site/play/bridge.py) in CPython: the comm that stands for a
kernel's, with the page's JavaScript replaced by a recorder.

It is plain Python: only ``js.hwPage`` comes from the page's worker (worker.js, which
posts what it is given on to the page), so a stand-in module records what the bridge tells
the page. Whatever the page hands to ``deliver`` is logged and dropped when it is no
message for a live comm, as the kernel side does, and never raises into the page. The
page's board (site/play/board.py) is made here too, for each address the page may have: a
game's link (in review mode at its last move), a code, a game's name, and a bad link,
which leaves a new game and says why.
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

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.common import registry
from hearttoheart_widget.common.errors import EXCERPT_LENGTH
from hearttoheart_widget.common.links import game_link
from hearttoheart_widget.common.widget import GameWidget
from hearttoheart_widget.hope_deferred import HopeDeferred, HopeDeferredGame

PLAY = Path(__file__).resolve().parents[2] / "site" / "play"


class Page:
    """``hwPage`` as worker.js defines it, keeping what Python sent: (comm id, type, data)."""

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
    return {"kind": "tap", "target": "stock"}  # both games' stock tap


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


def play_board() -> types.ModuleType:
    """site/play/board.py, which the page runs after the bridge."""
    spec = importlib.util.spec_from_file_location("board", PLAY / "board.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("query", "game", "kind", "language"),
    [
        ("", "heart-to-heart", HeartToHeart, "en"),
        ("?game=heart-to-heart", "heart-to-heart", HeartToHeart, "hr"),
        ("?game=hope-deferred", "hope-deferred", HopeDeferred, "de"),
        ("?game=nonsense", "heart-to-heart", HeartToHeart, "en"),
    ],
)
def test_the_play_pages_python_makes_its_boards_without_a_warning(
    query: str,
    game: str,
    kind: type[GameWidget],
    language: str,
    bridge: types.ModuleType,
    page: Page,
) -> None:
    """The page's own start (board.py), as the page runs it (0.2.0's keyword warned), in
    the language the page chose."""
    url = f"http://127.0.0.1:8000/play/index.html{query}"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        board, named, problem = play_board().start(url, language)
    assert isinstance(board, kind)
    assert board.language == language
    assert (named, problem) == (game, None)
    assert board.comm.comm_id in bridge.comms
    assert board.site == "http://127.0.0.1:8000/"
    assert board.link.startswith(f"http://127.0.0.1:8000/play/?code={board.game.code}&moves=~")
    if kind is HeartToHeart:
        assert board.winnable_only
    board.close()


def test_the_pages_games_are_the_registrys() -> None:
    """The page's game links are the registry's commands, and its script makes no board of
    its own: board.py runs the cell of the game's declaration."""
    links = re.findall(r'data-game="([^"]+)"', (PLAY / "index.html").read_text(encoding="utf-8"))
    assert links == [game.command for game in registry.declarations()]
    script = (PLAY / "play.js").read_text(encoding="utf-8")
    assert not re.search(r"HeartToHeart|HopeDeferred|winnable_only", script)


def test_a_link_opens_its_game_in_review_mode_at_the_last_move(
    bridge: types.ModuleType, page: Page
) -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    game.replay(["draw", "24+waste", "draw", "draw"])
    for compact in (True, False):
        url = game_link(game, "http://127.0.0.1:8000/", compact=compact)
        board, named, problem = play_board().start(url)
        assert (named, problem) == ("heart-to-heart", None)
        assert board.game.history == game.history
        assert board.review_mode is not None
        assert board.review_mode["start"] == 4
        assert board.link == game_link(game, "http://127.0.0.1:8000/")
        board.close()
    deferred = HopeDeferredGame.from_code("HD1-KS-AAAAAAM")
    deferred.play_out()
    board, named, problem = play_board().start(game_link(deferred, "https://x.org/site/"), "hr")
    assert isinstance(board, HopeDeferred)
    assert board.language == "hr"
    assert (named, problem) == ("hope-deferred", None)
    assert board.game.to_dict() == deferred.to_dict()
    assert board.review_mode["start"] == deferred.moves
    assert board.site == "https://x.org/site/"
    board.close()


def test_a_code_alone_deals_it_to_play(bridge: types.ModuleType, page: Page) -> None:
    board, named, problem = play_board().start("http://h/play/?code=HD1-AC-AAAAAAM")
    assert isinstance(board, HopeDeferred)
    assert (named, problem) == ("hope-deferred", None)
    assert board.game.code == "HD1-AC-AAAAAAM"
    assert board.review_mode is None
    board.close()


@pytest.mark.parametrize(
    ("query", "language", "said"),
    [
        ("?code=HH1-N-AAAAAAB&moves=~d!", "en", "the link's move 2 ('!') is no move"),
        ("?code=HH1-N-AAAAAA&moves=~d", "de", "„HH1-N-AAAAAA“ ist kein Austeilungscode"),
        ("?code=HH1-N-AAAAAAB&moves=~dAB", "hr", "2. potez poveznice („0+1”) ne može se odigrati"),
        ("?moves=~dd&game=hope-deferred", "en", "it names no deal code"),
    ],
)
def test_a_bad_link_leaves_a_new_game_and_says_why(
    query: str, language: str, said: str, bridge: types.ModuleType, page: Page
) -> None:
    """Why, in the page's language (the page puts it in its own sentence)."""
    board, named, problem = play_board().start(f"http://h/play/{query}", language)
    assert problem == said
    assert board.review_mode is None
    assert board.game.moves == 0
    assert named == ("hope-deferred" if "hope-deferred" in query else "heart-to-heart")
    board.close()
