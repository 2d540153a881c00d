"""``HopeDeferred``: the patience as a Jupyter widget, played by taps on the stock or Python.

The Python model is the single source of truth. It owns a
:class:`~.table.HopeDeferredTable`, mirrors what the view needs into synced traits (see
:mod:`.view_state`), sends with each change the event that says what happened, and accepts
from the browser only the intents of :mod:`.intents`.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import traitlets

from hearttoheart_widget.common.contract import Status
from hearttoheart_widget.common.deprecation import renamed, renamed_keyword
from hearttoheart_widget.common.recorded_widget import RecordedWidget, own_game
from hearttoheart_widget.common.recording import Finished
from hearttoheart_widget.common.reviewing import recorded_moves

from .cards import Suit
from .codes import CODE_PATTERN
from .game import HopeDeferredGame
from .game_review import Review
from .game_review import review as review_game
from .intents import MENU, NewGame, PlayOut, Tap, parse_intent
from .moves import Move, format_moves, parse_moves
from .odds import exact_odds
from .previews import previews as tap_previews
from .review_board import review_board
from .table import HopeDeferredTable
from .variants import ROUNDS, Variant
from .view_state import board_state

log = logging.getLogger(__name__)

_STATIC = Path(__file__).parents[1] / "static"


class HopeDeferred(RecordedWidget[HopeDeferredGame, HopeDeferredTable, Review]):
    """A game of Hope Deferred (Herz zu Herz) to display in a notebook and play by taps.

    ``HopeDeferred()`` deals a random classic game hunting hearts,
    ``HopeDeferred("HD1-CH-AAAAAAM")`` the game a code names,
    ``HopeDeferred(variant="knockout", target_suit="spades")`` a random game of that kind and
    ``HopeDeferred(game=...)`` any game, which the widget copies: it plays its own copy and
    never changes the caller's. Moves made here, in the browser or in another view update
    every view; :attr:`game` and :attr:`table` are copies to inspect, which no move of
    theirs can change the widget through. ``show_odds`` shows
    the exact chance to win from the current position (``odds``). Every finished game goes
    to the player's records, its score being the target cards set aside (``record=False``:
    none).
    """

    _esm = _STATIC / "hope_deferred.js"
    _css = _STATIC / "hope_deferred.css"
    _log = log
    _key = "hope_deferred"
    _code_form = CODE_PATTERN
    _flags = MENU

    show_odds = traitlets.Bool(False).tag(sync=True)
    """Whether the board shows the chance to win from the current position (``odds``)."""

    # The table: read-only, set by the widget from the game, observable by users.
    piles: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    """The three piles left to right, each bottom to top, as card text such as ``"7C"``."""
    stock_count = traitlets.Int(read_only=True).tag(sync=True)
    """How many cards are left in the face-down stock."""
    set_aside: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    """The target cards set aside so far, in the order they showed."""
    targets: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    """Every target card of the game, set aside or not, Ace first."""
    targets_left = traitlets.Int(read_only=True).tag(sync=True)
    """How many target cards are still in the stock."""
    round = traitlets.Int(1, read_only=True).tag(sync=True)
    """The round being played, 1 to ``rounds``."""
    rounds = traitlets.Int(ROUNDS, read_only=True).tag(sync=True)
    """How many rounds a game has (3)."""
    deals_in_round = traitlets.Int(read_only=True).tag(sync=True)
    """How many deals this round has had so far."""
    deals_per_round = traitlets.Int(read_only=True).tag(sync=True)
    """How many deals a round has in this variant."""
    next_step = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    """The move a tap on the stock makes, ``"deal"`` or ``"gather"``; None once it is over."""
    status = traitlets.Unicode("playing", read_only=True).tag(sync=True)
    """``"playing"``, ``"won"`` or ``"lost"``."""
    code = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    """The deal code of the game on the table; None for a custom deal (made from cards)."""
    variant = traitlets.Unicode(read_only=True).tag(sync=True)
    """The variant: ``"classic"``, ``"knockout"`` or ``"abandon_hope"``."""
    target_suit = traitlets.Unicode(read_only=True).tag(sync=True)
    """The suit hunted: ``"clubs"``, ``"diamonds"``, ``"hearts"`` or ``"spades"``."""
    previews = traitlets.Dict(read_only=True).tag(sync=True)
    """What a tap on the stock would leave on the board (see :mod:`.previews`)."""
    odds = traitlets.Float(None, allow_none=True, read_only=True).tag(sync=True)
    """The exact chance to win from here, 0 to 1 (see ``exact_odds``); None while ``show_odds``
    is off.
    """

    @renamed_keyword("target", "target_suit")
    def __init__(
        self,
        code: str | None = None,
        *,
        variant: Variant | str | None = None,
        target_suit: Suit | str | None = None,
        game: HopeDeferredGame | None = None,
        language: str = "en",
        show_odds: bool = False,
        **kwargs: Any,
    ) -> None:
        chosen = variant is not None or target_suit is not None
        if sum([code is not None, game is not None, chosen]) > 1:
            raise ValueError("give a code, a game, or a variant and target suit; not more than one")
        own = own_game(
            game,
            HopeDeferredGame,
            lambda: _deal(code, variant or "classic", target_suit or "hearts"),
        )
        self._table = HopeDeferredTable(own)
        super().__init__(language=language, show_odds=show_odds, **kwargs)

    @property
    def target(self) -> str:
        """Deprecated since 0.3.0: :attr:`target_suit` (a target is what :meth:`tap` names)."""
        renamed("HopeDeferred.target", "HopeDeferred.target_suit")
        return self.target_suit

    # --- moves ------------------------------------------------------------------------------

    def tap(self, target: Literal["stock"] = "stock") -> Move | None:
        """Tap the stock, as a click does: the move it made, or None (refused) after the end."""
        return self._tapped(self._table.tap(target), Move.parse)

    def step(self) -> Move:
        """Deal, or gather between rounds, as a tap on the stock does; returns the move."""
        return self._act(self._table.step)

    def play(self, move: Move | str) -> Move:
        """Make ``move`` (``"deal"`` or ``"gather"``); ``IllegalMoveError`` unless it is due."""
        return self._act(lambda: self._table.play(move))

    def deal(self) -> Move:
        """Deal three cards; ``IllegalMoveError`` (and no change) unless a deal is due."""
        return self.play(Move.deal())

    def gather(self) -> Move:
        """Gather the piles and shuffle; ``IllegalMoveError`` unless a round's deals are done."""
        return self.play(Move.gather())

    def play_out(self) -> Status:
        """Play every remaining move and return the status; the views get one update."""
        with self.hold_sync():
            while not self._table.live.is_over:
                self.step()
        return self._table.live.status

    @renamed_keyword("target", "target_suit")
    def new_game(
        self,
        code: str | None = None,
        variant: Variant | str | None = None,
        target_suit: Suit | str | None = None,
    ) -> None:
        """Start the game ``code`` names, or a random one of ``variant`` and ``target_suit``.

        A variant or target suit not given stays as in the current game. A bad code or name
        raises (``InvalidCodeError``, a ``ValueError``) and the current game stays as it is.
        A game left unfinished after a move is recorded first.
        """
        if code is not None and (variant is not None or target_suit is not None):
            raise ValueError("give a code, or a variant and target suit; not both")
        game = self._table.live
        self._put_on_table(_deal(code, variant or game.variant, target_suit or game.target_suit))

    # --- the browser ------------------------------------------------------------------------

    def _parse(self, content: object) -> object:
        return parse_intent(content)

    def _handle_own(self, intent: object) -> None:
        """Do what one of Hope Deferred's own intents asks (see :mod:`.intents`)."""
        if isinstance(intent, Tap):
            self.tap("stock")
        elif isinstance(intent, PlayOut):
            self.play_out()
        elif isinstance(intent, NewGame):
            code, variant, suit = intent.code, intent.variant, intent.target_suit
            self._asked_new_game(code, lambda: self.new_game(code, variant, suit))

    # --- review mode -------------------------------------------------------------------------

    def _review_of(self, game: HopeDeferredGame, language: str) -> Review:
        return review_game(game, language=language)

    def _review_board(
        self, game: HopeDeferredGame, review: Review
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        return review_board(game, review)

    def _recorded_game(self, row: Mapping[Any, object]) -> HopeDeferredGame:
        code, history = recorded_moves(row, self._key)
        game = HopeDeferredGame.from_code(code)
        game.replay(parse_moves(history))
        return game

    @traitlets.observe("show_odds")
    def _show_odds_changed(self, _change: dict[str, Any]) -> None:
        self._show()

    # --- drawing ----------------------------------------------------------------------------

    def _picture_svg(self) -> str:
        """The board's picture, in the widget's language."""
        return self._table.live.to_svg(language=self.language)

    def _state(self) -> Mapping[str, object]:
        game = self._table.live
        odds = float(exact_odds(game)) if self.show_odds else None
        return {
            **board_state(game),
            "previews": tap_previews(game),
            "odds": odds,
            **self._records_state(),
            **self._link_state(),
            **self._review_state(),
        }

    def _finished(self) -> Finished:
        game = self._table.live
        seconds = self._table.clock.elapsed
        return Finished(
            game.status,
            game.code,
            len(game.set_aside),
            game.moves,
            seconds,
            history=lambda: format_moves(game.history),
        )

    def __repr__(self) -> str:
        game = self._table.live
        return (
            f"HopeDeferred({game.code or 'custom deal'}: round {game.round},"
            f" deal {game.deals_in_round}, {game.status})"
        )


def _deal(code: str | None, variant: Variant | str, target_suit: Suit | str) -> HopeDeferredGame:
    """The game of a code, or a random game of a variant and target suit."""
    if code is not None:
        return HopeDeferredGame.from_code(code)
    return HopeDeferredGame.random(variant=variant, target_suit=target_suit)
