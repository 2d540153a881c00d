"""The test-only hook that makes a widget answer the browser late, as a remote kernel would.

``HEARTTOHEART_TEST_DELAY_MS``, set when a widget is made, holds each browser message back
that many milliseconds, then handles them in order; without it, messages are handled at
once. The latency benchmark and the browser tests use it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.comm import receive

SCRIPTED = "HH1-N-AAAAAGM"  # the tip is a Jack, the waste a 7, the stock's first card a Jack

T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` on a new event loop in a thread of its own, as a kernel runs its
    loop: another test's loop left running in this thread (notebook clients do) cannot stop it."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_without_the_variable_a_message_is_handled_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("HEARTTOHEART_TEST_DELAY_MS", raising=False)
    widget = HeartToHeart(SCRIPTED)
    receive(widget, {"kind": "tap", "target": 24})
    assert widget.selected == 24


def test_with_it_messages_wait_and_keep_their_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTTOHEART_TEST_DELAY_MS", "50")
    widget = HeartToHeart(SCRIPTED)
    monkeypatch.delenv("HEARTTOHEART_TEST_DELAY_MS")  # read when the widget was made

    async def play() -> list[int]:
        seen = []
        for target in ("stock", 24, "waste"):
            receive(widget, {"kind": "tap", "target": target})
        seen.append(widget.moves)  # nothing handled yet
        while widget._delayed:
            await asyncio.sleep(0.01)
        seen.append(widget.moves)
        return seen

    assert run(play()) == [0, 2]  # a draw, then the tip with the drawn Jack
    assert widget.heart[24] is None


def test_hope_deferred_has_the_hook_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEARTTOHEART_TEST_DELAY_MS", "20")
    widget = HopeDeferred("HD1-CH-AAAAAAB")

    async def step() -> tuple[int, int]:
        receive(widget, {"kind": "step"})
        before = widget.deals_in_round
        while widget._delayed:
            await asyncio.sleep(0.01)
        return before, widget.deals_in_round

    assert run(step()) == (0, 1)
