"""``HopeDeferred``: the patience as a Jupyter widget, played by taps on the stock or Python.

The Python model is the single source of truth. It owns a :class:`HopeDeferredGame`,
mirrors what the view needs into synced traits (see :mod:`.view_state`) and accepts from
the browser only the intents of :mod:`.messages`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import traitlets
from ipywidgets import CallbackDispatcher

from hearttoheart_widget.intents import IntentWidget
from hearttoheart_widget.translations import LANGUAGES

from .cards import Suit
from .engine import HopeDeferredGame, Result, Step
from .messages import ChangeLanguage, NewGame, PlayOut, TakeStep, parse_intent
from .variants import ROUNDS, Variant
from .view_state import board_state

log = logging.getLogger(__name__)

_STATIC = Path(__file__).parents[1] / "static"

StepCallback = Callable[[Step], object]


class HopeDeferred(IntentWidget):
    """A game of Hope Deferred (Herz zu Herz) to display in a notebook and play by taps.

    ``HopeDeferred()`` deals a random classic game hunting hearts,
    ``HopeDeferred("HD1-CH-AAAAAAM")`` the game a code names,
    ``HopeDeferred(variant="knockout", target="spades")`` a random game of that kind and
    ``HopeDeferred(game=...)`` any engine game. Steps taken here, in the browser or in
    another view update every view; :attr:`game` is the engine, to inspect.
    """

    _esm = _STATIC / "hope_deferred.js"
    _css = _STATIC / "hope_deferred.css"
    _log = log

    language = traitlets.Enum(tuple(LANGUAGES), "en").tag(sync=True)

    # The table: read-only, set by the widget from the game, observable by users.
    piles: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    stock_count = traitlets.Int(read_only=True).tag(sync=True)
    set_aside: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    #: Every target card of the game, set aside or not, Ace first.
    targets: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    targets_left = traitlets.Int(read_only=True).tag(sync=True)
    round = traitlets.Int(1, read_only=True).tag(sync=True)
    rounds = traitlets.Int(ROUNDS, read_only=True).tag(sync=True)
    deals_in_round = traitlets.Int(read_only=True).tag(sync=True)
    deals_per_round = traitlets.Int(read_only=True).tag(sync=True)
    next_step = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    result = traitlets.Unicode("playing", read_only=True).tag(sync=True)
    code = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    variant = traitlets.Unicode(read_only=True).tag(sync=True)
    target = traitlets.Unicode(read_only=True).tag(sync=True)
    #: The text of the last deal code the browser asked for and that was no code, else None.
    code_error = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)

    def __init__(
        self,
        code: str | None = None,
        *,
        variant: Variant | str | None = None,
        target: Suit | str | None = None,
        game: HopeDeferredGame | None = None,
        language: str = "en",
        **kwargs: Any,
    ) -> None:
        self._game = _new_game(code, variant, target, game)
        self._step_callbacks = CallbackDispatcher()
        self._show()  # before the comm opens: the first state is complete
        super().__init__(language=language, **kwargs)

    @property
    def game(self) -> HopeDeferredGame:
        """The engine's game, to inspect; take steps through the widget so views follow."""
        return self._game

    # --- steps ------------------------------------------------------------------------------

    def step(self) -> Step:
        """Deal, or gather between rounds, as a tap on the stock does; says which."""
        step = self._game.step()
        self._stepped(step)
        return step

    def deal(self) -> None:
        """Deal three cards; ``IllegalStepError`` (and no change) unless a deal is due."""
        self._game.deal()
        self._stepped("deal")

    def gather(self) -> None:
        """Gather the piles and shuffle; ``IllegalStepError`` unless a round's deals are done."""
        self._game.gather()
        self._stepped("gather")

    def play_out(self) -> Result:
        """Play every remaining step and return the result; the views get one update."""
        with self.hold_sync():
            while self._game.next_step is not None:
                self.step()
        return self._game.result

    def new_game(
        self,
        code: str | None = None,
        variant: Variant | str | None = None,
        target: Suit | str | None = None,
    ) -> None:
        """Start the game ``code`` names, or a random one of ``variant`` and ``target``.

        A variant or target not given stays as in the current game. A bad code or name
        raises ``ValueError`` and the current game stays as it is.
        """
        self._game = _new_game(
            code,
            self._game.variant if variant is None and code is None else variant,
            self._game.target_suit if target is None and code is None else target,
        )
        with self.hold_sync():
            self.set_trait("code_error", None)
            self._show()

    def on_step(self, callback: StepCallback, remove: bool = False) -> None:
        """Call ``callback(step)`` with ``"deal"`` or ``"gather"`` after each step.

        Steps from Python, the browser and :meth:`play_out` all count; the traits and
        :attr:`game` already show the step. Pass ``remove=True`` to unregister.
        """
        self._step_callbacks.register_callback(callback, remove=remove)

    def _stepped(self, step: Step) -> None:
        self._show()
        self._step_callbacks(step)

    # --- the browser ------------------------------------------------------------------------

    def _handle(self, content: object) -> None:
        """Do what one message from the front end asks (see :mod:`.messages`)."""
        intent = parse_intent(content)
        if isinstance(intent, TakeStep):
            if self._game.next_step is not None:  # a late tap after the end does nothing
                self.step()
        elif isinstance(intent, PlayOut):
            self.play_out()
        elif isinstance(intent, NewGame):
            try:
                self.new_game(intent.code, intent.variant, intent.target)
            except ValueError:
                self.set_trait("code_error", intent.code)
        elif isinstance(intent, ChangeLanguage):
            self.language = intent.language

    # --- drawing ----------------------------------------------------------------------------

    def _show(self) -> None:
        """Mirror the game into the traits; only changed ones are sent, in one message."""
        with self.hold_sync():
            for name, value in board_state(self._game).items():
                self.set_trait(name, value)

    def __repr__(self) -> str:
        game = self._game
        return (
            f"HopeDeferred({game.code or 'custom deck'}: round {game.round},"
            f" deal {game.deals_in_round}, {game.result})"
        )


def _new_game(
    code: str | None,
    variant: Variant | str | None,
    target: Suit | str | None,
    game: HopeDeferredGame | None = None,
) -> HopeDeferredGame:
    """The game of a code, an engine game, or a random game of a variant and target."""
    if (code is not None) + (game is not None) + (variant is not None or target is not None) > 1:
        raise ValueError("give a code, a game, or a variant and target; not more than one")
    if game is not None:
        return game
    if code is not None:
        return HopeDeferredGame.from_code(code)
    return HopeDeferredGame.random(variant or Variant.CLASSIC, target or Suit.HEARTS)
