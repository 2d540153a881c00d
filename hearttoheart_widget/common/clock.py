"""The game clock: started by the first move, stopped at the end, saved and restored.

It is read, never ticked: no thread runs. It counts seconds from a monotonic clock that a
test can replace with one it moves by hand. Any other source is counted safely: a reading
that steps back (``time.time`` after the system clock was set back) or that is no finite
number counts as no time passing, so the clock never runs backwards, never shows NaN, and
every save it is in loads back.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from .errors import InvalidSaveError, excerpt

ClockReading = dict[str, float | bool]


class GameClock:
    """Seconds of play: ``elapsed`` grows while the clock ``running``."""

    __slots__ = ("_counted", "_latest", "_now", "_since", "_total")

    def __init__(
        self,
        now: Callable[[], float] = time.monotonic,
        *,
        elapsed: float = 0.0,
        running: bool = False,
    ) -> None:
        seconds = now() if callable(now) else None
        if isinstance(seconds, bool) or not isinstance(seconds, int | float):
            raise TypeError(f"a clock is a function that returns seconds, got {excerpt(now)}")
        self._now = now
        self._total = float(elapsed)
        #: Seconds the source has gone forward, counted since this clock was made.
        self._counted = 0.0
        #: The source's latest finite reading, or None before it gave one.
        self._latest: float | None = None
        self._read(seconds)
        self._since: float | None = 0.0 if running else None

    @property
    def elapsed(self) -> float:
        """Seconds on the clock now."""
        if self._since is None:
            return self._total
        return self._total + self._ticks() - self._since

    @property
    def running(self) -> bool:
        """Whether the clock is running."""
        return self._since is not None

    def start(self) -> None:
        """Run the clock (nothing happens if it runs already)."""
        if self._since is None:
            self._since = self._ticks()

    def stop(self) -> None:
        """Stop the clock, keeping its reading (nothing happens if it is stopped)."""
        if self._since is not None:
            self._total += self._ticks() - self._since
            self._since = None

    def reset(self) -> None:
        """Back to 0 s, stopped: for a restart or a new game."""
        self._total = 0.0
        self._since = None

    @classmethod
    def restored(
        cls, saved: tuple[float, bool] | None, now: Callable[[], float], *, over: bool
    ) -> GameClock:
        """A clock from a save's (elapsed, running), or at 0 without one; a clock saved
        running for a game that is ``over`` is refused (``InvalidSaveError``)."""
        if saved is None:
            return cls(now)
        elapsed, running = saved
        if running and over:
            raise InvalidSaveError("the saved clock runs, but the game is over")
        return cls(now, elapsed=elapsed, running=running)

    def reading(self, *, over: bool = False) -> ClockReading:
        """``{"elapsed": seconds, "running": bool}``: what a save or a view needs.

        With ``over`` (the game has ended, perhaps by a move made around the table that
        never stopped the clock) the reading says stopped, as a save of a finished game
        must."""
        return {"elapsed": round(self.elapsed, 3), "running": self.running and not over}

    def _ticks(self) -> float:
        """The seconds counted so far: the source read now."""
        self._read(self._now())
        return self._counted

    def _read(self, seconds: object) -> None:
        """Count a reading of the source: only the time it went forward, finitely."""
        if isinstance(seconds, bool) or not isinstance(seconds, int | float):
            return
        if not math.isfinite(seconds):
            return
        if self._latest is not None:
            forward = seconds - self._latest
            if forward > 0 and math.isfinite(self._counted + forward):
                self._counted += forward
        self._latest = float(seconds)

    def __repr__(self) -> str:
        state = "running" if self.running else "stopped"
        return f"<GameClock {self.elapsed:.1f} s, {state}>"
