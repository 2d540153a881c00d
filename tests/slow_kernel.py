"""A widget that answers the browser late, as a remote kernel would, for the browser tests
and the latency benchmark. The package has no such hook: :func:`answer_late` wraps a widget
from outside. A kernel gets it as source (:func:`kernel_source`), run before the cell that
uses it."""

from __future__ import annotations

import asyncio
from collections import deque
from pathlib import Path
from typing import Any


def answer_late(widget: Any, ms: float) -> Any:
    """Make ``widget`` handle each browser message ``ms`` milliseconds after it arrived, in
    order, without blocking the kernel; ``widget._held`` holds the messages still waiting.
    Returns the widget."""
    held: deque[object] = deque()

    def handle_next() -> None:
        widget._handle_safely(held.popleft())

    def receive(_widget: object, content: object, _buffers: object) -> None:
        held.append(content)
        asyncio.get_running_loop().call_later(ms / 1000, handle_next)

    widget.on_msg(widget._receive, remove=True)
    widget.on_msg(receive)
    widget._held = held
    return widget


def kernel_source() -> str:
    """One line that defines :func:`answer_late` in a kernel (which cannot import the tests),
    anywhere in a cell; one line keeps the cell short, so its board stays in view."""
    code = Path(__file__).read_text(encoding="utf-8").replace(_FUTURE, "")
    return f"exec({code!r})"


#: Only a cell's first line may import from ``__future__``.
_FUTURE = "from __future__ import annotations\n"
