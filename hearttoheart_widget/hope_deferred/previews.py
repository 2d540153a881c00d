"""What a tap on the stock would leave on the board, worked out by the game, for the view to
paint at once.

A view paints a click in the frame it happens, before Python answers, and decides nothing
itself: :func:`previews` plays the tap on a copy of the game and records what it changed.
The stock is the one place a player taps, and a tap there always makes the move that is due,
so one preview covers every tap. Unlike Heart to Heart's, it shows the cards the deal turns
up before they are dealt: the game has no choice to make, so knowing them changes nothing.
"""

from __future__ import annotations

from typing import Final

from .game import HopeDeferredGame
from .table import HopeDeferredTable
from .view_state import board_state

PLACED: Final = frozenset({"piles", "set_aside"})
"""The traits a deal's preview leaves out: the event's ``placed`` adds to them."""


def previews(game: HopeDeferredGame) -> dict[str, dict[str, object]]:
    """The ``previews`` trait: ``{"stock": preview}``, or ``{}`` once the game is over.

    ``preview["event"]`` is the event the tap sends (without its ``id``); every other key is
    a synced trait the move changes, with its value after it. A deal's preview leaves out
    ``piles`` and ``set_aside``: the event's ``placed`` says where each card goes, onto the
    top of its pile (1 to 3) or at the end of the set-aside row (``"aside"``). A gather's
    gives the piles, emptied.
    """
    if game.is_over:
        return {}
    trial = HopeDeferredTable(game.copy())
    event = trial.tap("stock")
    before, after = board_state(game), board_state(trial.live)
    left_out = PLACED if "placed" in event else frozenset()
    changes = {
        name: value
        for name, value in after.items()
        if value != before[name] and name not in left_out
    }
    return {"stock": {"event": event, **changes}}
