"""English words for cards and places, shared by the texts that teach: ``the 4 at 21``."""

from __future__ import annotations

from collections.abc import Sequence

from .geometry import TIP
from .ranks import long_name


def at(position: int) -> str:
    """A heart position as a player names it: ``21``, or ``the tip (24)``."""
    return "the tip (24)" if position == TIP else str(position)


def card(heart: Sequence[int | None], position: int) -> str:
    """``the 4 at 21``: the card at a position of ``heart`` (ranks by position)."""
    rank = heart[position]
    if rank is None:
        raise ValueError(f"position {position} holds no card")
    return f"the {long_name(rank)} at {at(position)}"


def a(rank: int) -> str:
    """``a 9``, ``an Ace``, ``an 8``."""
    name = long_name(rank)
    return f"an {name}" if name[0] in "A8" else f"a {name}"


def plural(rank: int) -> str:
    """``4s``, ``Aces``, ``Queens``."""
    return long_name(rank) + "s"


def number(count: int) -> str:
    """A count of cards as a word: ``one`` to ``four`` (a rank has four cards), else digits."""
    return ("no", "one", "two", "three", "four")[count] if 0 <= count <= 4 else str(count)


def join(items: Sequence[str]) -> str:
    """``x``, ``x and y``, ``x, y and z``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
