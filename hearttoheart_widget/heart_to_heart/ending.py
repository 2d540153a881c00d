"""Why a game of Heart to Heart is at a dead end, as data a view can put in words.

At a dead end no free card has a partner: no other card of its rank is free, and none is
left in the stock or the waste. So the other cards of each free card's rank, if any are
left, all lie covered in the heart. :func:`ending` says, for each free card, where they
lie and which free cards lie on top of them, directly or through other cards: the cards
that would have to go first and cannot. "The other three 9s lie under the 9 at the tip"
is ``{"rank": 9, "at": 24, "others": [...three positions...], "under": [24]}``.
"""

from __future__ import annotations

from typing import TypedDict

from hearttoheart_widget.common.errors import require

from .game import Game
from .geometry import POSITIONS


class StuckCard(TypedDict):
    """One free card that cannot move: its ``rank`` and position ``at``, the positions of
    the ``others`` of its rank still in the heart (all covered), and the free positions
    ``under`` which those lie."""

    rank: int
    at: int
    others: list[int]
    under: list[int]


class Ending(TypedDict):
    """A dead end explained: one entry for each free card, in position order."""

    stuck: list[StuckCard]


def ending(game: Game) -> Ending | None:
    """Why ``game`` is at a dead end; None while it is not at one."""
    require(game, Game, "ending()")
    if game.status != "lost":
        return None
    heart = game.heart
    stuck: list[StuckCard] = []
    for at in game.free():
        rank = heart[at]
        assert rank is not None  # a free position holds a card
        others = [p for p in range(POSITIONS) if p != at and heart[p] == rank]
        under: set[int] = set()
        for p in others:
            under |= _free_above(game, p)
        stuck.append({"rank": rank, "at": at, "others": others, "under": sorted(under)})
    return {"stuck": stuck}


def _free_above(game: Game, position: int) -> set[int]:
    """The free positions whose cards lie on ``position``'s, directly or through others."""
    found: set[int] = set()
    waiting = game.covered_by(position)
    while waiting:
        above = waiting.pop()
        if game.is_free(above):
            found.add(above)
        else:
            waiting.extend(game.covered_by(above))
    return found
