"""The SplitMix64 generator and the Fisher-Yates shuffle that every deal code seeds."""

from __future__ import annotations

from typing import TypeVar

from .errors import excerpt

T = TypeVar("T")

#: SplitMix64's constants: the 64-bit mask, the increment, and the two mixing multipliers.
MASK64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB


class SplitMix64:
    """SplitMix64 exactly as docs/rules.md defines it: all arithmetic modulo 2**64."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = z = (self.state + GAMMA) & MASK64
        z = ((z ^ (z >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """An unbiased integer in ``[0, bound)``, by rejection of the top remainder."""
        if bound <= 0:
            raise ValueError(f"bound must be positive, got {excerpt(bound)}")
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            r = self.next()
            if r < limit:
                return r % bound


def fisher_yates(items: list[T], rng: SplitMix64) -> None:
    """Shuffle ``items`` in place: for i from the end down to 1, swap i with below(i + 1)."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
