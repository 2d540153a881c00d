"""``GameWidget``: what both games' widgets share, around a table that holds the game.

- **Intents only.** The browser sends intents (each game's ``messages`` module checks
  them). A message that names none, and any state the browser tries to set, is logged as a
  warning, quoting at most a short excerpt of it, and changes nothing.
- **One message a change.** :meth:`GameWidget._show` mirrors the table into the synced
  traits inside one ``hold_sync``, together with the ``event`` that says what just
  happened. An observer that makes a move while the traits are being set only marks them
  stale: they are set again, from the new state, until nothing changes any more.
- **Events.** ``event`` is a plain dict such as ``{"kind": "move", "move": "draw", ...}``
  with an ``id`` that grows by one per event in this widget, so two equal events differ.
- **The clock.** ``clock`` is ``{"elapsed": seconds, "running": bool}``, sent when the
  clock starts or stops, with a new game, and when a view asks: a view ticks it by itself
  in between, from the moment the reading arrived.
- **Move callbacks.** :meth:`GameWidget.on_move` registers callbacks called after each move.
- **A slow kernel, for tests only.** When the environment variable
  ``HEARTTOHEART_TEST_DELAY_MS`` is set as a widget is made, that widget handles each
  browser message that many milliseconds after it arrived, in order, without blocking the
  kernel: a remote kernel's round trip, for the latency benchmark and the browser tests.

A static board picture for notebooks without a live kernel belongs here too, as
``_repr_mimebundle_`` beside the widget view, once the games draw one.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol, TypeVar

import anywidget
import traitlets
from ipywidgets import CallbackDispatcher

from .clock import GameClock
from .errors import excerpt
from .events import Event
from .intents import InvalidMessage
from .translations import LANGUAGES

M = TypeVar("M")

#: Test-only: milliseconds to wait before handling each browser message (see the module).
_TEST_DELAY = "HEARTTOHEART_TEST_DELAY_MS"


class TableLike(Protocol):
    """What the widget reads of the table it owns: the clock and the latest event."""

    @property
    def clock(self) -> GameClock: ...

    @property
    def last_event(self) -> Event | None: ...


class GameWidget(anywidget.AnyWidget):
    """The base of both widgets: intents in, state and events out, move callbacks.

    A subclass sets ``_table`` to its table, then calls ``super().__init__``; it implements
    :meth:`_state` (the synced traits' values) and :meth:`_handle` (one browser message),
    and sets ``_log`` to its module's logger.
    """

    _log: ClassVar[logging.Logger] = logging.getLogger(__name__)
    _table: TableLike

    language = traitlets.Enum(tuple(LANGUAGES), "en").tag(sync=True)
    #: What the latest action did, with an ``id`` that grows by one per event; None at first.
    event = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    #: The text of the last deal code the browser asked for and that was no code, else None.
    code_error = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    #: The game clock, ``{"elapsed": seconds, "running": bool}``; see the module's notes.
    clock = traitlets.Dict(read_only=True).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        self._move_callbacks = CallbackDispatcher()
        self._events = 0
        self._latest: Event | None = None
        self._publishing = False
        self._stale = False
        self._clock_due = True
        self._delay = float(os.environ.get(_TEST_DELAY) or 0) / 1000
        self._delayed: deque[object] = deque()
        self._show()  # before the comm opens: the first state is complete
        super().__init__(**kwargs)
        self.on_msg(self._receive)

    def on_move(self, callback: Callable[[Any], object], remove: bool = False) -> None:
        """Call ``callback(move)`` after each move, from Python or the browser.

        Undo and new games are not moves: observe ``event`` for those. Pass
        ``remove=True`` to unregister.
        """
        self._move_callbacks.register_callback(callback, remove=remove)

    # --- for subclasses ---------------------------------------------------------------------

    def _state(self) -> Mapping[str, object]:
        """The synced traits' values for the current state, by trait name."""
        raise NotImplementedError

    def _handle(self, content: object) -> None:
        """Act on one message from the front end; ``InvalidMessage`` if it names no intent."""
        raise NotImplementedError

    def _act(self, action: Callable[[], M]) -> M:
        """Make a move on the table, show it with its event, then tell the callbacks."""
        move = action()
        self._show(self._table.last_event)
        self._move_callbacks(move)
        return move

    def _tapped(self, event: Event, parse: Callable[[str], M]) -> M | None:
        """Show a tap's ``event``; the move it made (read by ``parse``), told to the callbacks."""
        self._show(event)
        if event["kind"] != "move":
            return None
        move = parse(event["move"])
        self._move_callbacks(move)
        return move

    def _show(self, event: Event | None = None, *, clock: bool = False) -> None:
        """Mirror the state into the traits, with ``event`` if one happened, in one message.

        Only changed traits are sent; the clock only when it started or stopped, or with
        ``clock=True``. Called again while the traits are being set (an observer made a
        move), it marks them stale, and they are set again from the start.
        """
        self._clock_due |= clock
        if event is not None:
            self._events += 1
            self._latest = {**event, "id": self._events}
        if self._publishing:
            self._stale = True
            return
        self._publishing = True
        try:
            with self.hold_sync():
                self._stale = True
                while self._stale:
                    self._stale = False
                    for name, value in {**self._state(), **self._clock_and_event()}.items():
                        self.set_trait(name, value)
                        if self._stale:
                            break
            self._clock_due = False
        finally:
            self._publishing = False

    def _clock_and_event(self) -> dict[str, object]:
        """The clock, when it is due or has started or stopped, then the latest event."""
        clock = self._table.clock
        state: dict[str, object] = {}
        if self._clock_due or clock.running != self.clock.get("running"):
            state["clock"] = clock.reading()
        state["event"] = self._latest
        return state

    # --- the browser ------------------------------------------------------------------------

    def _receive(self, _widget: object, content: object, _buffers: object) -> None:
        """Handle one message from the front end; a bad one is logged and changes nothing."""
        if self._delay > 0:
            self._delayed.append(content)
            asyncio.get_running_loop().call_later(self._delay, self._handle_delayed)
        else:
            self._handle_safely(content)

    def _handle_delayed(self) -> None:
        """Handle the oldest message held back by the test-only delay."""
        self._handle_safely(self._delayed.popleft())

    def _handle_safely(self, content: object) -> None:
        try:
            self._handle(content)
        except InvalidMessage as error:
            self._log.warning("ignored a message from the browser: %s", error)

    def _handle_msg(self, msg: dict[str, Any]) -> None:
        """Refuse state the browser tries to set (it sends intents only); pass on the rest."""
        data = msg.get("content", {}).get("data", {})
        if isinstance(data, dict) and data.get("method") == "update":
            self._log.warning(
                "ignored a state update from the browser: %s", excerpt(data.get("state"))
            )
            return
        super()._handle_msg(msg)
