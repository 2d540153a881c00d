"""``GameTable``: the table around one game, which every game's table extends.

The table owns the game and its clock, and keeps the event of the latest action (see
:mod:`.events`). What it does the same for every game is here: a copy, restart and
new_game, the save with the clock, and a move's way through the table: the move, then the
clock (started by the first move, stopped at the end), then its event. A game's table
says what its moves mean (:meth:`GameTable._event_of`) and adds what else a player
touches (a selection, settings).

**Who may move the live game.** One rule at every layer: each handle handed out is a
copy (``table.game``, as a widget's ``w.game`` and ``w.table``), and only the owner reads
and moves the live game, which is named so: ``table.live`` for the table's owner (a
widget, or a script that made the table). Move through the table, so that the clock and
the events follow: a move made on ``table.live`` directly bypasses them.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar

from .clock import GameClock
from .contract import RulesEngine
from .errors import excerpt
from .events import Event

G = TypeVar("G", bound=RulesEngine[Any, Any])
T = TypeVar("T", bound="GameTable[Any]")
M = TypeVar("M")


class GameTable(Generic[G]):
    """A game on the table, with its clock and the event of the latest action.

    A subclass names the game class it holds in ``_holds`` and implements
    :meth:`_event_of`; ``clock`` is the time source, for tests.
    """

    _holds: ClassVar[type]

    def __init__(self, game: G, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._live: G = self._held(game)
        self._clock = GameClock(clock)
        #: The event of the latest action, or None.
        self.last_event: Event | None = None

    @property
    def live(self) -> G:
        """The live game, for the table's owner: read it, and move through the table."""
        return self._live

    @property
    def game(self) -> G:
        """A copy of the game on the table as it is now, to read: a move made on it changes
        only the copy. Move through the table, so that the clock and events follow."""
        return self._live.copy()

    @property
    def clock(self) -> GameClock:
        """The game clock: started by the first move, stopped at the end."""
        return self._clock

    def copy(self: T) -> T:
        """An independent copy: the game copied, the same last event and clock reading (a
        copy's clock runs on by itself), and whatever else the table holds."""
        other = copy.copy(self)
        other._live = self._live.copy()
        other._clock = copy.copy(self._clock)
        other.last_event = None if self.last_event is None else dict(self.last_event)
        return other

    def restart(self) -> None:
        """Deal the same cards again; the clock goes back to 0, the settings stay."""
        self._live.restart()
        self._cleared()
        self.last_event = {"kind": "restart"}

    def new_game(self, game: G, *, branch: int | None = None) -> None:
        """Put ``game`` on the table instead; the clock goes back to 0, the settings stay.

        ``branch``: the game is another's position after that many moves, played on from
        there (review mode's Play from here); its event says so."""
        self._live = self._held(game)
        self._cleared()
        event: Event = {"kind": "new_game", "code": game.code}
        if branch is not None:
            event["branch"] = branch
        self.last_event = event

    def to_json(self, indent: int | None = None) -> str:
        """The game's save (see the game's ``to_json``) plus the clock and the table's own."""
        data = self._live.to_dict()
        data.update(self._saved())
        data["clock"] = self._clock.reading(over=self._live.is_over)
        return self._dumps(data, indent)

    def _restore_clock(self, saved: tuple[float, bool] | None, clock: Callable[[], float]) -> None:
        """Set the clock a save carried, as (elapsed, running); None: a game saved alone,
        at 0. A running clock saved with a game that is over is refused."""
        self._clock = GameClock.restored(saved, clock, over=self._live.is_over)

    def _repr_svg_(self) -> str:
        """What a notebook shows for a table in a cell: the board's picture."""
        svg: str = self._live.to_svg()
        return svg

    # --- for subclasses ---------------------------------------------------------------------

    def _moved(self, move: M) -> M:
        """After ``move`` was made on the live game: start the clock (the first move),
        stop it at the end, and record the move's event."""
        self._clock.start()
        if self._live.is_over:
            self._clock.stop()
        self.last_event = self._event_of(move)
        return move

    def _event_of(self, move: Any) -> Event:
        """The event of ``move``, just made (the game's ``last_played`` says what it did)."""
        raise NotImplementedError

    def _cleared(self) -> None:
        """A new deal is on the table: the clock back to 0 (a subclass clears more)."""
        self._clock.reset()

    def _saved(self) -> dict[str, object]:
        """What the table adds to the game's save beside the clock (its settings)."""
        return {}

    def _dumps(self, data: dict[str, Any], indent: int | None) -> str:
        """The save's text (the game's ``save_format.dumps``)."""
        raise NotImplementedError

    def _held(self, game: object) -> G:
        if not isinstance(game, self._holds):
            raise TypeError(f"a table holds a {self._holds.__name__}, got {excerpt(game)}")
        return game  # type: ignore[return-value]
