"""The long runs' progress bar (deal statistics, simulations, strategies).

The bar is tqdm's, imported only when one may be drawn: the engines need no tqdm, and
without it (it comes with the ``progress`` extra) a run shows no bar and says so once if
one was asked for.
"""

from __future__ import annotations

import sys
import warnings
from types import TracebackType
from typing import Protocol, TextIO

from . import call_site, intervals
from .deprecation import renamed

DELAY = 2.0
"""Unless asked for, a progress bar appears only once a run has taken this many seconds."""


class ProgressBar(Protocol):
    """What a run does with its progress bar: count items done, and close it."""

    def update(self, n: float | None = 1) -> bool | None: ...

    def refresh(self) -> None: ...

    def close(self) -> None: ...

    def __enter__(self) -> ProgressBar: ...

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...


class NoBar:
    """A progress bar that draws nothing: with ``show=False``, or without tqdm."""

    def update(self, n: float | None = 1) -> bool | None:
        return None

    def refresh(self) -> None:
        return None

    def close(self) -> None:
        return None

    def __enter__(self) -> NoBar:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        return None


def progress_bar(
    total: int,
    unit: str,
    *,
    label: str = "",
    show: bool | None = None,
    stream: TextIO | None = None,
) -> ProgressBar:
    """A tqdm progress bar for ``total`` items (``tqdm.auto``: a widget in a notebook, one
    line redrawn in place in a terminal), to ``stream`` or standard error.

    ``show``: True always, to any stream; False never; None only in a notebook or on a
    terminal, and only once the run has taken ``DELAY`` seconds. The time left reads ``?``
    until there is progress to estimate it from. In the browser's Python (Pyodide), where
    no thread can start, the bar runs without tqdm's monitor thread. Without tqdm
    installed, no bar (and a warning if ``show`` is True).
    """
    if show is False:
        return NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:
        if show:
            warnings.warn(
                "no progress bar: it needs tqdm (pip install 'hearttoheart-widget[progress]')",
                stacklevel=call_site.outside(),
            )
        return NoBar()
    if sys.platform == "emscripten":
        tqdm.monitor_interval = 0
    bar: ProgressBar = tqdm(
        total=total,
        desc=label or None,
        unit=f" {unit}",
        unit_scale=total >= 10_000,
        file=stream,
        disable=None if show is None else not show,
        delay=0 if show else DELAY,
        dynamic_ncols=True,
    )
    return bar


def __getattr__(name: str) -> object:
    """``wilson_interval``, deprecated here since 0.3.0: it is :mod:`.intervals`'."""
    if name == "wilson_interval":
        renamed("reporting.wilson_interval", "intervals.wilson_interval")
        return intervals.wilson_interval
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
