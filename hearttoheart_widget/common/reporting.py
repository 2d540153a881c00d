"""Shared by the long runs (deal statistics, simulations): a 95% interval and a progress bar."""

from __future__ import annotations

import math
import time
from typing import TextIO

#: The normal quantile of a two-sided 95% interval.
Z_95 = 1.959963984540054


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default)."""
    if trials <= 0:
        raise ValueError(f"trials must be positive, got {trials}")
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


class ProgressBar:
    """A one-line text progress bar with the time left, redrawn in place with ``\\r``."""

    def __init__(self, total: int, stream: TextIO, label: str = "", width: int = 30) -> None:
        self.total = total
        self.stream = stream
        self.prefix = f"{label}: " if label else ""
        self.width = width
        self.started = time.perf_counter()
        self.shown = -1

    def show(self, done: int) -> None:
        """Draw the bar for ``done`` of ``total`` items (only when the percentage moves)."""
        percent = 100 * done // self.total
        if percent == self.shown:
            return
        self.shown = percent
        filled = self.width * done // self.total
        elapsed = time.perf_counter() - self.started
        left = elapsed * (self.total - done) / done if done else 0.0
        self.stream.write(
            f"\r{self.prefix}[{'#' * filled}{'.' * (self.width - filled)}] {percent:3d}% "
            f"{done:,}/{self.total:,}  {left:.0f} s left "
        )
        self.stream.flush()

    def close(self) -> None:
        """End the bar's line."""
        self.stream.write("\n")
        self.stream.flush()
