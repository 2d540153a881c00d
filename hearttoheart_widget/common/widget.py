"""``GameWidget``: what both games' widgets share, around a table that holds the game.

- **Intents only.** The browser sends intents (each game's ``messages`` module checks
  them). A message that names none, and any state the browser tries to set, is logged as a
  warning, quoting at most a short excerpt of it, and changes nothing; so is a comm
  message of any other shape (no object, an unknown method, a custom message without
  content), in one line and without a traceback. The one exception
  is ``interactions``, below.
- **Interactions.** After each intent the player sends (a tap, a button, a key, a
  setting; not a view's own request for the clock), a view adds one to ``interactions``
  and saves it: the only state a view ever sets, accepted as exactly
  ``{"interactions": n}``, a whole number from 0 up. Hosts that re-run code when a widget
  reports a new value, as marimo does for ``mo.ui.anywidget(widget)``, then re-run the
  cells that read the game after every click. Python's own moves never change the count,
  so a cell that moves on each re-run cannot set off another.
- **One message a change.** :meth:`GameWidget._show` mirrors the table into the synced
  traits inside one ``hold_sync``, together with the ``event`` that says what just
  happened. An observer that makes a move while the traits are being set only marks them
  stale: they are set again, from the new state, until nothing changes any more.
- **Events.** ``event`` is a plain dict such as ``{"kind": "move", "move": "draw", ...}``
  with an ``id`` that grows by one per event in this widget, so two equal events differ.
- **The clock.** ``clock`` is ``{"elapsed": seconds, "running": bool}``, sent when the
  clock starts or stops, with a new game, and when a view asks: a view ticks it by itself
  in between, from the moment the reading arrived.
- **Move callbacks.** :meth:`GameWidget.on_move` registers callbacks called after each move;
  what cannot be called is refused with a ``TypeError`` (as :meth:`GameWidget.on_error` does).
- **Errors of a click.** An error raised while a browser message is handled (most often
  by a user's own observer of a trait) would reach only the kernel's log. It is logged,
  the board's traits are set again so that every view and observer sees the state the
  click made, and the callbacks of :meth:`GameWidget.on_error` are told, so that a
  notebook can show it (the walkthrough does).
- **A picture where no widget runs.** The output of a widget carries, beside the live
  view, the board's SVG picture as it is when the output is made (as HTML): what GitHub,
  nbviewer, an untrusted notebook and an HTML export without widget state show. Front ends
  with a widget manager show the live view only.
"""

from __future__ import annotations

import base64
import logging
import re
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol, TypeVar, cast

import anywidget
import traitlets
from ipywidgets import CallbackDispatcher

from . import registry
from .clock import GameClock
from .errors import excerpt
from .events import Event
from .intents import InvalidMessage
from .translations import LANGUAGES, view_words

M = TypeVar("M")
C = TypeVar("C")


class TableLike(Protocol):
    """What the widget reads of the table it owns: the clock and the latest event."""

    @property
    def clock(self) -> GameClock: ...

    @property
    def last_event(self) -> Event | None: ...

    def _repr_svg_(self) -> str: ...


class GameWidget(anywidget.AnyWidget):
    """The base of both widgets: intents in, state and events out, move callbacks.

    A subclass sets ``_table`` to its table, then calls ``super().__init__``; it implements
    :meth:`_state` (the synced traits' values) and :meth:`_handle` (one browser message),
    and sets ``_log`` to its module's logger.
    """

    _log: ClassVar[logging.Logger] = logging.getLogger(__name__)
    _table: TableLike

    language = traitlets.Enum(tuple(LANGUAGES), "en").tag(sync=True)
    """The language of the view's words: ``"en"``, ``"de"`` or ``"hr"``."""
    _words = traitlets.Dict(read_only=True).tag(sync=True)
    """The words the view shows, in ``language`` (see ``translations.view_words``)."""
    _key: ClassVar[str]
    """The game's key (:mod:`.registry`): its section of the translations, its name in the
    player's records, and what finds its declaration.
    """
    event = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    """What the latest action did, with an ``id`` that grows by one per event; None at first."""
    _code_pattern = traitlets.Unicode(read_only=True).tag(sync=True)
    """A deal code's form as a regular expression: the view offers to deal a typed code only when
    it fits (Python still checks it). Each game sets ``_code_form``.
    """
    _code_form: ClassVar[str]
    _menu = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    """The on/off settings the view's settings menu shows, in its order; each game sets
    ``_flags`` (its ``intents.MENU``, the settings a settings message may change).
    """
    _flags: ClassVar[tuple[str, ...]] = ()
    code_error = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    """The text of the last deal code the browser asked for and that was no code, else None."""
    clock = traitlets.Dict(read_only=True).tag(sync=True)
    """The game clock, ``{"elapsed": seconds, "running": bool}``; see the module's notes."""
    interactions = traitlets.Int(0, read_only=True).tag(sync=True, echo_update=False)
    """How many intents the player sent from a view; counted by the views (see above)."""

    def __init__(self, **kwargs: Any) -> None:
        self._move_callbacks = CallbackDispatcher()
        self._error_callbacks = CallbackDispatcher()
        self._events = 0
        self._latest: Event | None = None
        self._publishing = False
        self._stale = False
        self._clock_due = True
        self._check_settings(kwargs)
        self._show()  # before the comm opens: the first state is complete
        super().__init__(**kwargs)
        self.on_msg(self._receive)

    _help_picture = traitlets.Unicode(read_only=True).tag(sync=True)
    """How to play's picture in ``language``, SVG markup from the card renderer: the one the
    game's declaration names (see ``registry``).
    """

    @traitlets.default("_help_picture")
    def _help_picture_default(self) -> str:
        return registry.declaration(self._key).help_picture(self.language)

    @traitlets.default("_code_pattern")
    def _code_pattern_default(self) -> str:
        return self._code_form

    @traitlets.default("_menu")
    def _menu_default(self) -> list[str]:
        return list(self._flags)

    @traitlets.default("_words")
    def _words_default(self) -> dict[str, Any]:
        return view_words(self._key, self.language)

    @traitlets.observe("language")
    def _language_changed(self, change: traitlets.Bunch) -> None:
        with self.hold_sync():  # one message: the view redraws its words and the picture
            self.set_trait("_words", view_words(self._key, change.new))
            picture = registry.declaration(self._key).help_picture(change.new)
            self.set_trait("_help_picture", picture)

    def _check_settings(self, settings: Mapping[str, object]) -> None:
        """Refuse a setting given to the constructor that its trait would refuse, with a
        ``ValueError`` (a value not among those allowed) or ``TypeError`` naming it; a
        trait set later still raises traitlets' ``TraitError``."""
        traits = self.traits()
        for name, value in settings.items():
            trait = traits.get(name)
            if trait is None:
                continue
            if trait.read_only:
                raise TypeError(
                    f"{name} is set by the widget itself, not given: got {excerpt(value)}"
                )
            if value is None and trait.allow_none:
                continue
            try:
                trait.validate(self, value)
            except traitlets.TraitError:
                if isinstance(trait, traitlets.Enum):
                    allowed = ", ".join(map(repr, trait.values or ()))
                    raise ValueError(
                        f"{name} must be one of {allowed}, got {excerpt(value)}"
                    ) from None
                raise TypeError(f"{name} must be {trait.info()}, got {excerpt(value)}") from None

    def on_move(self, callback: Callable[[Any], object], remove: bool = False) -> None:
        """Call ``callback(move)`` after each move, from Python or the browser.

        Undo and new games are not moves: observe ``event`` for those. Pass
        ``remove=True`` to unregister. What cannot be called raises ``TypeError``.
        """
        self._move_callbacks.register_callback(_callable(callback), remove=remove)

    def on_error(self, callback: Callable[[Exception], object], remove: bool = False) -> None:
        """Call ``callback(error)`` when handling a message from the browser raised ``error``
        (for example a user's observer of a trait, during a click); see the module's notes.
        Pass ``remove=True`` to unregister. What cannot be called raises ``TypeError``."""
        self._error_callbacks.register_callback(_callable(callback), remove=remove)

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
        self._handle_safely(content)

    def _handle_safely(self, content: object) -> None:
        try:
            self._handle(content)
        except InvalidMessage as error:
            self._log.warning("ignored a message from the browser: %s", error)
        except Exception as error:  # a user's observer, say: told, never only logged
            self._log.exception("handling a message from the browser failed")
            try:
                self._show()  # the traits an error left unset, from the state the click made
            except Exception:
                self._log.exception("setting the board's state again failed too")
            self._error_callbacks(error)

    def _handle_msg(self, msg: object) -> None:
        """Pass a state update to :meth:`set_state` (it carries no binary buffers), and a
        state request or a custom message with content on; anything else (a custom message
        without content among it) is logged in one short line."""
        content = msg.get("content") if isinstance(msg, dict) else None
        data = content.get("data") if isinstance(content, dict) else None
        method = data.get("method") if isinstance(data, dict) else None
        if method == "custom" and "content" not in cast("dict[str, object]", data):
            method = None  # ipywidgets would drop it without a word
        if method == "update":
            assert isinstance(data, dict)
            state = data.get("state")
            self.set_state(state if not data.get("buffer_paths") else data)
        elif method in ("request_state", "custom"):
            assert isinstance(msg, dict)
            buffers = msg.get("buffers")
            buffers = buffers if isinstance(buffers, list) else []
            super()._handle_msg({"content": content, "buffers": buffers})
        else:
            self._log.warning("ignored a message from the browser: %s", excerpt(msg))

    def set_state(self, sync_data: object) -> None:
        """Take from the browser its count of interactions, ``{"interactions": n}``, only.

        Anything else (another trait, more keys, a count that is no whole number from 0 up)
        is logged with a short excerpt and changes nothing. marimo calls this directly.
        """
        count = sync_data.get("interactions") if isinstance(sync_data, dict) else None
        if (
            not isinstance(sync_data, dict)
            or sync_data.keys() != {"interactions"}
            or not isinstance(count, int)
            or isinstance(count, bool)
            or count < 0
        ):
            self._log.warning("ignored a state update from the browser: %s", excerpt(sync_data))
            return
        super().set_state(sync_data)

    # --- where no widget runs ---------------------------------------------------------------

    def _picture_svg(self) -> str:
        """The board's SVG picture (a subclass may draw it with its own settings)."""
        return self._table._repr_svg_()

    def picture_html(self) -> str:
        """The board's SVG picture as it is now, as HTML: what shows where no widget runs.

        An image, not the ``<svg>`` inline: JupyterLab's sanitizer (an untrusted notebook)
        keeps an image from a data URL but strips inline SVG, and it shows no
        ``image/svg+xml`` output at all there.
        """
        svg = self._picture_svg()
        label = re.search(r' aria-label="([^"]*)"', svg)
        data = base64.b64encode(svg.encode()).decode("ascii")
        alt = label.group(1) if label else ""
        return f'<img src="data:image/svg+xml;base64,{data}" alt="{alt}">'

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The live view, and :meth:`picture_html` for where no view can run."""
        # anywidget gives None only for a widget without a view, which this is not.
        bundle = cast("tuple[dict[str, Any], dict[str, Any]]", super()._repr_mimebundle_(**kwargs))
        data, metadata = bundle
        return {**data, "text/html": self.picture_html()}, metadata


def _callable(callback: C) -> C:
    """``callback``, refused with a ``TypeError`` if it cannot be called: registered, it
    would fail with a traceback at every later move or error."""
    if not callable(callback):
        raise TypeError(f"a callback is a function, got {excerpt(callback)}")
    return callback
