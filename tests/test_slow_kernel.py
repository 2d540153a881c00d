"""The tests' slow kernel (tests/slow_kernel.py): a widget wrapped by ``answer_late`` holds
each browser message back that many milliseconds, then handles them in order; a widget not
wrapped handles them at once. The latency benchmark and the browser tests use it."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.comm import receive
from tests.slow_kernel import answer_late, kernel_source

SCRIPTED = "HH1-N-AAAAAGM"  # the tip is a Jack, the waste a 7, the stock's first card a Jack

T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` on a new event loop in a thread of its own, as a kernel runs its
    loop: another test's loop left running in this thread (notebook clients do) cannot stop it."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_a_widget_not_wrapped_handles_a_message_at_once() -> None:
    widget = HeartToHeart(SCRIPTED)
    receive(widget, {"kind": "tap", "target": 24})
    assert widget.selected == 24


def test_wrapped_messages_wait_and_keep_their_order() -> None:
    widget = answer_late(HeartToHeart(SCRIPTED), 50)

    async def play() -> list[int]:
        seen = []
        for target in ("stock", 24, "waste"):
            receive(widget, {"kind": "tap", "target": target})
        seen.append(widget.moves)  # nothing handled yet
        while widget._held:
            await asyncio.sleep(0.01)
        seen.append(widget.moves)
        return seen

    assert run(play()) == [0, 2]  # a draw, then the tip with the drawn Jack
    assert widget.heart[24] is None


def test_hope_deferred_answers_late_too() -> None:
    widget = answer_late(HopeDeferred("HD1-CH-AAAAAAB"), 20)

    async def step() -> tuple[int, int]:
        receive(widget, {"kind": "tap", "target": "stock"})
        before = widget.deals_in_round
        while widget._held:
            await asyncio.sleep(0.01)
        return before, widget.deals_in_round

    assert run(step()) == (0, 1)


def test_the_kernels_copy_is_one_line_that_defines_answer_late() -> None:
    names: dict[str, object] = {}
    assert "\n" not in kernel_source()
    exec(compile(kernel_source(), "slow_kernel", "exec"), names)
    assert callable(names["answer_late"])
