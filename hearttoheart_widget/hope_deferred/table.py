"""The table around a Hope Deferred game: taps on the stock, the clock and events.

:class:`~.game.HopeDeferredGame` holds the rules; :class:`HopeDeferredTable` is what the
widget owns. ``table.tap("stock")`` does exactly what a click on the stock does. Move
through the table so the clock and the events stay right.

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

import copy
import time
from collections.abc import Callable
from typing import Literal

from hearttoheart_widget.common.clock import GameClock
from hearttoheart_widget.common.contract import Status
from hearttoheart_widget.common.errors import InvalidMoveError, excerpt
from hearttoheart_widget.common.events import Event

from . import save_format
from .game import HopeDeferredGame
from .moves import Move


class HopeDeferredTable:
    """A Hope Deferred game on the table, with its clock and the event of the last action.

    The clock starts with the first move and stops at the end; ``clock`` is the time
    source, for tests.
    """

    def __init__(
        self, game: HopeDeferredGame, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if not isinstance(game, HopeDeferredGame):
            raise TypeError(f"a table holds a HopeDeferredGame, got {excerpt(game)}")
        self._game = game
        self._clock = GameClock(clock)
        #: The event of the latest action, or None.
        self.last_event: Event | None = None

    @property
    def game(self) -> HopeDeferredGame:
        """The game on the table: read it freely, but move through the table."""
        return self._game

    def copy(self) -> HopeDeferredTable:
        """An independent copy: the game copied, the same last event and clock reading (a
        copy's clock runs on by itself)."""
        other = copy.copy(self)
        other._game = self._game.copy()
        other._clock = copy.copy(self._clock)
        other.last_event = None if self.last_event is None else dict(self.last_event)
        return other

    @property
    def clock(self) -> GameClock:
        """The game clock: started by the first move, stopped at the end."""
        return self._clock

    def tap(self, target: Literal["stock"] = "stock") -> Event:
        """Tap the stock, exactly as a click does: the due move, or a refusal after the end."""
        if target != "stock":
            raise InvalidMoveError(f"the only tap target is 'stock', got {excerpt(target)}")
        if self._game.is_over:
            self.last_event = {"kind": "refuse", "target": "stock", "reason": "over"}
        else:
            self.step()
        assert self.last_event is not None
        return self.last_event

    def play(self, move: Move | str) -> Move:
        """Make ``move`` as ``HopeDeferredGame.play`` does, and return it."""
        return self._moved(self._game.play(move))

    def step(self) -> Move:
        """Make the move that is due (``IllegalMoveError`` once the game is over)."""
        return self._moved(self._game.step())

    def _moved(self, played: Move) -> Move:
        """Start or stop the clock and record the event of the move just made."""
        self._clock.start()
        if self._game.is_over:
            self._clock.stop()
        last = self._game.last_played
        assert last is not None
        event: Event = {"kind": "move", "move": str(played)}
        if played.kind == "deal":
            event["placed"] = [[card.ascii, place] for card, place in last.placed]
        else:
            event["cards"] = last.cards
        self.last_event = event
        return played

    def play_out(self) -> Status:
        """Play every remaining move and return the status."""
        while not self._game.is_over:
            self.step()
        return self._game.status

    def restart(self) -> None:
        """Deal the same cards again; the clock goes back to 0."""
        self._game.restart()
        self._clock.reset()
        self.last_event = {"kind": "restart"}

    def new_game(self, game: HopeDeferredGame, *, branch: int | None = None) -> None:
        """Put ``game`` on the table instead; the clock goes back to 0. ``branch``: the game
        is another's position after that many moves, played on from there."""
        if not isinstance(game, HopeDeferredGame):
            raise TypeError(f"a table holds a HopeDeferredGame, got {excerpt(game)}")
        self._game = game
        self._clock.reset()
        self.last_event = {"kind": "new_game", "code": game.code}
        if branch is not None:
            self.last_event["branch"] = branch

    def to_json(self, indent: int | None = None) -> str:
        """The game's save (see ``HopeDeferredGame.to_json``) plus the clock."""
        data = self._game.to_dict()
        data["clock"] = self._clock.reading(over=self._game.is_over)
        return save_format.dumps(data, indent)

    @classmethod
    def from_json(
        cls, text: str | bytes, *, clock: Callable[[], float] = time.monotonic
    ) -> HopeDeferredTable:
        """Load a table saved by :meth:`to_json`; a game saved alone gets a clock at 0."""
        table = cls(HopeDeferredGame.from_json(text), clock=clock)
        saved = save_format.load(text).clock
        table._clock = GameClock.restored(saved, clock, over=table.game.is_over)
        return table

    def __str__(self) -> str:
        return str(self._game)

    def _repr_svg_(self) -> str:
        """What a notebook shows for a table in a cell: the board's picture."""
        return self._game.to_svg()

    def __repr__(self) -> str:
        return f"<HopeDeferredTable {self._game!r}, {self._clock.elapsed:.0f} s>"
