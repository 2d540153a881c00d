"""The table around a Hope Deferred game: taps on the stock, the clock and events.

:class:`~.game.HopeDeferredGame` holds the rules; :class:`HopeDeferredTable` is what the
widget owns, a :class:`~hearttoheart_widget.common.table.GameTable`.
``table.tap("stock")`` does exactly what a click on the stock does. Move through the table
so the clock and the events stay right.

The events (see :mod:`hearttoheart_widget.common.events`):

- ``{"kind": "move", "move": "deal", "placed": [["7C", 1], ["AH", "aside"], ...]}``: each
  dealt card, in order, with its pile (1 to 3) or ``"aside"``;
- ``{"kind": "move", "move": "gather", "cards": 17}``: the cards shuffled into the stock;
- ``{"kind": "refuse", "target": "stock", "reason": "over"}``: a tap after the end;
- ``{"kind": "new_game", "code": "HD1-CH-AAAAAAB"}`` (code None for a custom deal; with
  ``"branch": n`` for a game played on from another's position after n moves) and
  ``{"kind": "restart"}``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Literal

from hearttoheart_widget.common.contract import Status
from hearttoheart_widget.common.errors import InvalidMoveError, excerpt
from hearttoheart_widget.common.events import Event
from hearttoheart_widget.common.table import GameTable

from . import save_format
from .game import HopeDeferredGame
from .moves import Move


class HopeDeferredTable(GameTable[HopeDeferredGame]):
    """A Hope Deferred game on the table, with its clock and the event of the last action.

    The clock starts with the first move and stops at the end; ``clock`` is the time
    source, for tests. ``table.game`` is a copy; the owner's live game is ``table.live``
    (see :mod:`hearttoheart_widget.common.table`).
    """

    _holds = HopeDeferredGame

    def tap(self, target: Literal["stock"] = "stock") -> Event:
        """Tap the stock, exactly as a click does: the due move, or a refusal after the end."""
        if target != "stock":
            raise InvalidMoveError(f"the only tap target is 'stock', got {excerpt(target)}")
        if self._live.is_over:
            self.last_event = {"kind": "refuse", "target": "stock", "reason": "over"}
        else:
            self.step()
        assert self.last_event is not None
        return self.last_event

    def play(self, move: Move | str) -> Move:
        """Make ``move`` as ``HopeDeferredGame.play`` does, and return it."""
        return self._moved(self._live.play(move))

    def step(self) -> Move:
        """Make the move that is due (``IllegalMoveError`` once the game is over)."""
        return self._moved(self._live.step())

    def _event_of(self, played: Move) -> Event:
        last = self._live.last_played
        assert last is not None
        event: Event = {"kind": "move", "move": str(played)}
        if played.kind == "deal":
            event["placed"] = [[card.ascii, place] for card, place in last.placed]
        else:
            event["cards"] = last.cards
        return event

    def play_out(self) -> Status:
        """Play every remaining move and return the status."""
        while not self._live.is_over:
            self.step()
        return self._live.status

    def _dumps(self, data: dict[str, Any], indent: int | None) -> str:
        return save_format.dumps(data, indent)

    @classmethod
    def from_json(
        cls, text: str | bytes, *, clock: Callable[[], float] = time.monotonic
    ) -> HopeDeferredTable:
        """Load a table saved by :meth:`to_json`; a game saved alone gets a clock at 0."""
        table = cls(HopeDeferredGame.from_json(text), clock=clock)
        table._restore_clock(save_format.load(text).clock, clock)
        return table

    def __str__(self) -> str:
        return str(self._live)

    def __repr__(self) -> str:
        return f"<HopeDeferredTable {self._live!r}, {self._clock.elapsed:.0f} s>"
