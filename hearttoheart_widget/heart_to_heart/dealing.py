"""Which deal to play: a random one, a random one the solver proves winnable, the daily one.

Dealing sits above the rules and the solver: :class:`~.game.Game` deals any deal number
and knows nothing of the solver, which needs the rules; choosing a deal that can be won
takes both. The widget's New game, the Gymnasium environment and scripts deal here.
"""

from __future__ import annotations

import datetime
import random

from hearttoheart_widget.common.deal_codes import random_deal_number
from hearttoheart_widget.common.errors import excerpt

from .daily import daily_number
from .game import Game
from .solving.search import is_winnable_deal


def random_deal(*, rng: random.Random | None = None, winnable_only: bool = False) -> Game:
    """A game on a random deal, never one lost before its first move (:meth:`Game.random`);
    with ``winnable_only`` only a deal the solver proves winnable, drawn uniformly among
    them. ``rng`` is a ``random.Random`` (None: the system's entropy); the code replays it.
    """
    if not isinstance(winnable_only, bool):
        raise TypeError(f"winnable_only is True or False, got {excerpt(winnable_only)}")
    if not winnable_only:
        return Game.random(rng=rng)
    while True:
        number = random_deal_number(rng)
        if is_winnable_deal(number):  # and so not lost before its first move
            return Game.from_number(number)


def daily_deal(date: datetime.date | str | None = None) -> Game:
    """The daily deal of ``date`` (a date or ``"YYYY-MM-DD"``; today by this computer's
    calendar if None): the same for everyone, different every day and always winnable (the
    rule is in :mod:`.daily`)."""
    return Game.from_number(daily_number(date))
