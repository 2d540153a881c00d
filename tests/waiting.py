"""Waiting for a condition, never for a fixed time: the one poll loop the tests share."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

#: How often a condition is looked at again: a poll, not a wait.
POLL_SECONDS = 0.05


def until(
    condition: Callable[[], T | None],
    what: str,
    seconds: float = 60,
    explain: Callable[[], str] = str,
) -> T:
    """``condition()``'s first true value, looked at until ``seconds`` have passed; the
    test fails then, saying ``what`` it waited for, and ``explain()`` (a server's log)."""
    deadline = time.monotonic() + seconds
    while not (value := condition()):
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds:g} s for {what}\n{explain()}")
        time.sleep(POLL_SECONDS)
    return value
