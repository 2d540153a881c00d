"""``HeartToHeart``: the game as a Jupyter widget, played by mouse, touch or Python.

The Python model is the single source of truth. It owns an engine :class:`Game`, mirrors
what the view needs into synced traits (see :mod:`.view_state`) and accepts from the
browser only the intents of :mod:`.messages`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, TypeVar

import traitlets
from ipywidgets import CallbackDispatcher

from .game import Game
from .intents import IntentWidget
from .messages import (
    AskHint,
    ChangeSettings,
    NewGame,
    ReadClock,
    Tap,
    Undo,
    parse_intent,
)
from .moves import Move, Target
from .solver import Hint, hint
from .translations import LANGUAGES
from .view_state import GEOMETRY, board_state, clock_state, hint_state

log = logging.getLogger(__name__)

_STATIC = Path(__file__).parent / "static"

MoveCallback = Callable[[Move], object]
M = TypeVar("M", Move, Move | None)
Position = tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...]]


class HeartToHeart(IntentWidget):
    """A game of Heart to Heart to display in a notebook and to play by clicks or code.

    ``HeartToHeart()`` deals a random game, ``HeartToHeart("HH1-N-AAAAAAM")`` the deal a
    code names, ``HeartToHeart(game=Game.from_cards(...))`` any position, and
    ``HeartToHeart(winnable=True)`` a random deal the solver proved winnable. The settings
    ``move_errors``, ``placement_help``, ``hints``, ``winnable_only`` and ``language`` are
    traits; with ``game=`` the first two default to the game's own. Moves made here, in the
    browser or in another view of the same widget update every view; :attr:`game` is the
    engine, to inspect.
    """

    _esm = _STATIC / "heart_to_heart.js"
    _css = _STATIC / "heart_to_heart.css"
    _log = log

    move_errors = traitlets.Bool(False).tag(sync=True)
    placement_help = traitlets.Bool(True).tag(sync=True)
    language = traitlets.Enum(tuple(LANGUAGES), "en").tag(sync=True)
    #: Whether the view offers a Hint button (the game as designed has no hints).
    hints = traitlets.Bool(False).tag(sync=True)
    #: Whether New game deals only deals the solver proved winnable.
    winnable_only = traitlets.Bool(False).tag(sync=True)

    # The board: read-only, set by the widget from the game, observable by users.
    heart: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    free: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    stock_count = traitlets.Int(read_only=True).tag(sync=True)
    waste_top = traitlets.Int(None, allow_none=True, read_only=True).tag(sync=True)
    waste_count = traitlets.Int(read_only=True).tag(sync=True)
    selected = traitlets.Union(
        [traitlets.Int(), traitlets.Unicode()], allow_none=True, read_only=True
    ).tag(sync=True)
    outlined: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    dimmed: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    score = traitlets.Int(read_only=True).tag(sync=True)
    moves = traitlets.Int(read_only=True).tag(sync=True)
    can_undo = traitlets.Bool(read_only=True).tag(sync=True)
    status = traitlets.Unicode("playing", read_only=True).tag(sync=True)
    code = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    message = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    #: Why the game is at a dead end (see :mod:`.ending`), else None.
    ending = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    clock = traitlets.Dict(read_only=True).tag(sync=True)
    #: The text of the last deal code the browser asked for and that was no code, else None.
    code_error = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    #: The hint shown, ``{"targets": [...], "winnable": bool}``, until the position changes.
    shown_hint = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    _geometry = traitlets.Dict(GEOMETRY, read_only=True).tag(sync=True)

    def __init__(
        self,
        code: str | None = None,
        *,
        game: Game | None = None,
        move_errors: bool | None = None,
        placement_help: bool | None = None,
        language: str = "en",
        winnable: bool = False,
        **kwargs: Any,
    ) -> None:
        if code is not None and game is not None:
            raise ValueError("give a deal code or a game, not both")
        if game is None:
            game = Game.from_code(code) if code is not None else Game.random(winnable=winnable)
        if move_errors is not None:
            game.move_errors = move_errors
        if placement_help is not None:
            game.placement_help = placement_help
        self._game = game
        self._move_callbacks = CallbackDispatcher()
        self._hinted: Position | None = None  # the position the shown hint is for
        self._show(clock=True)  # before the comm opens: the first state is complete
        super().__init__(
            move_errors=game.move_errors,
            placement_help=game.placement_help,
            language=language,
            winnable_only=winnable,
            **kwargs,
        )

    @property
    def game(self) -> Game:
        """The engine's game, to inspect; make moves through the widget so views follow."""
        return self._game

    # --- moves ------------------------------------------------------------------------------

    def tap(self, target: Target) -> Move | None:
        """Tap a heart position 0..24, ``"stock"`` or ``"waste"``, as a click would."""
        return self._act(lambda: self._game.tap(target))

    def draw(self) -> Move:
        """Draw from the stock, or recycle the waste when the stock is empty."""
        return self._act(self._game.draw)

    def pair(self, a: int | Literal["waste"], b: int | Literal["waste"]) -> Move:
        """Remove the pair ``a``, ``b``; ``IllegalMove`` (and no change) if they do not pair."""
        return self._act(lambda: self._game.pair(a, b))

    def play(self, move: Move | str) -> Move:
        """Make a move given as a :class:`Move` or as text (``"draw"``, ``"12+14"``)."""
        return self._act(lambda: self._game.play(move))

    def undo(self) -> Move | None:
        """Take back the last move; returns it, or None when there is nothing to undo."""
        move = self._game.undo()
        self._show()
        return move

    def new_game(self, code: str | None = None) -> None:
        """Deal a new game, random or from ``code``; a bad code raises ``ValueError``.

        The settings carry over; a random deal is a winnable one when ``winnable_only`` is
        on. On a bad code the current game stays as it is.
        """
        move_errors, placement_help = self.move_errors, self.placement_help
        if code is None:
            self._game = Game.random(
                winnable=self.winnable_only, move_errors=move_errors, placement_help=placement_help
            )
        else:
            self._game = Game.from_code(
                code, move_errors=move_errors, placement_help=placement_help
            )
        with self.hold_sync():
            self.set_trait("code_error", None)
            self._show(clock=True)

    def hint(self) -> Hint:
        """The solver's advice for the current position, shown in every view as well.

        The views highlight its targets until the position changes (a move, undo or new
        game: selecting a card keeps it). This works whether or not ``hints`` is on.
        """
        advice = hint(self._game)
        self._hinted = _position(self._game)
        self.set_trait("shown_hint", hint_state(advice))
        return advice

    def on_move(self, callback: MoveCallback, remove: bool = False) -> None:
        """Call ``callback(move)`` after each move, from Python or the browser.

        Undo and new games are not moves: observe ``moves`` or ``code`` for those.
        Pass ``remove=True`` to unregister.
        """
        self._move_callbacks.register_callback(callback, remove=remove)

    def _act(self, action: Callable[[], M]) -> M:
        """Run an engine action, show its result, and tell the callbacks about a move."""
        try:
            move = action()
        finally:
            self._show()  # a tap that selects, or fails, still changes what is shown
        if move is not None:
            self._move_callbacks(move)
        return move

    # --- settings ---------------------------------------------------------------------------

    @traitlets.observe("move_errors", "placement_help")
    def _settings_changed(self, change: dict[str, Any]) -> None:
        setattr(self._game, change["name"], change["new"])
        self._show()

    @traitlets.observe("hints")
    def _hints_changed(self, change: dict[str, Any]) -> None:
        if not change["new"]:
            self._hinted = None
            self.set_trait("shown_hint", None)

    # --- the browser ------------------------------------------------------------------------

    def _handle(self, content: object) -> None:
        """Do what one message from the front end asks (see :mod:`.messages`)."""
        intent = parse_intent(content)
        if isinstance(intent, Tap):
            self.tap(intent.target)
        elif isinstance(intent, Undo):
            self.undo()
        elif isinstance(intent, NewGame):
            try:
                self.new_game(intent.code)
            except ValueError:
                self.set_trait("code_error", intent.code)
        elif isinstance(intent, ChangeSettings):
            with self.hold_sync():
                for name, value in intent.changes.items():
                    setattr(self, name, value)
        elif isinstance(intent, ReadClock):
            self.set_trait("clock", clock_state(self._game))  # sent only if it changed
        elif isinstance(intent, AskHint):
            if self.hints:  # the button is hidden while hints are off
                self.hint()
            else:
                log.warning("ignored a hint request from the browser: hints are off")

    # --- drawing ----------------------------------------------------------------------------

    def _show(self, *, clock: bool = False) -> None:
        """Mirror the game into the traits; only changed ones are sent, in one message.

        The clock is sent when it starts or stops (or with ``clock=True``), and when a view
        asks for a reading: the browser ticks it by itself in between.
        """
        with self.hold_sync():
            for name, value in board_state(self._game).items():
                self.set_trait(name, value)
            if self._hinted is not None and self._hinted != _position(self._game):
                self._hinted = None
                self.set_trait("shown_hint", None)
            if clock or self._game.clock_running != self.clock.get("running"):
                self.set_trait("clock", clock_state(self._game))

    def __repr__(self) -> str:
        game = self._game
        return (
            f"HeartToHeart({game.code or 'custom deal'}: {game.status}, "
            f"score {game.score}, moves {game.moves})"
        )


def _position(game: Game) -> Position:
    """The cards in the heart, stock and waste: what a hint depends on."""
    return tuple(game.heart), tuple(game.stock), tuple(game.waste)
