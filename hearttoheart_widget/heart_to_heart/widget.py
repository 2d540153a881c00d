"""``HeartToHeart``: the game as a Jupyter widget, played by mouse, touch or Python.

The Python model is the single source of truth. It owns a :class:`~.table.Table` (the game
and the table around it), mirrors what the view needs into synced traits (see
:mod:`.view_state`), sends with each change the event that says what happened, and accepts
from the browser only the intents of :mod:`.intents`.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import traitlets

from hearttoheart_widget.common.errors import IllegalMoveError, excerpt
from hearttoheart_widget.common.recorded_widget import RecordedWidget, own_game
from hearttoheart_widget.common.recording import Finished
from hearttoheart_widget.common.reviewing import recorded_moves

from .daily_board import daily_date, daily_figures
from .dealing import daily_deal, random_deal
from .deals import CODE_PATTERN
from .first_game import FirstGame
from .game import Game
from .game_review import Review
from .game_review import review as review_game
from .intents import (
    MENU,
    SETTINGS,
    AskHint,
    NewGame,
    ReadClock,
    Tap,
    Undo,
    UndoToWinnable,
    parse_intent,
)
from .lesson_board import TAKEN_BACK as TAKEN_BACK  # what reset says: importable from here
from .lesson_board import Lesson
from .moves import Move, PairEnd, Target, format_moves, parse_moves
from .review_board import review_board
from .solving.solver import Hint, hint
from .table import Table
from .view_state import GEOMETRY, board_state, hint_state, winnable_state
from .winnability import WinWatch

log = logging.getLogger(__name__)

_STATIC = Path(__file__).parents[1] / "static"

Position = tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...]]


class HeartToHeart(RecordedWidget[Game, Table, Review]):
    """A game of Heart to Heart to display in a notebook and to play by clicks or code.

    ``HeartToHeart()`` deals a random game (never one lost before its first move),
    ``HeartToHeart("HH1-N-AAAAAAM")`` the deal a code names,
    ``HeartToHeart(game=Game.from_cards(...))`` any position, and
    ``HeartToHeart(winnable_only=True)`` a random deal the solver proved winnable (False,
    or None, deals any; ``winnable=``, its name in 0.2.0, still works with a
    ``DeprecationWarning``, and given beside ``winnable_only=`` raises ``TypeError``). A game
    given with ``game=`` is copied: the widget plays its own copy and never changes the
    caller's. The settings ``move_errors``, ``placement_help``, ``hints``, ``winnable_only``,
    ``show_winnable``, ``show_positions`` and ``language`` are traits, to set also as
    keywords (``HeartToHeart(show_positions=True)``); the other synced traits are read-only
    mirrors of the table, to read and observe. Moves made here, in
    the browser or in another view of the same widget update every view; :attr:`game` and
    :attr:`table` are copies to inspect, which no move of theirs can change the widget
    through. Every finished game goes to the player's records
    (:mod:`hearttoheart_widget.common.recording` says when a game counts), unless the
    widget is made with ``record=False``.

    :meth:`draw`, :meth:`pair` and :meth:`play` raise ``IllegalMoveError`` for a move the
    rules do not allow now (``InvalidMoveError`` for a value that names no move) and change
    nothing; :meth:`new_game` raises ``InvalidCodeError`` for a bad code and keeps the game.
    Each of these errors is a ``ValueError``. :meth:`tap` never raises for a card that
    cannot be played: it is refused, as a click would be.

    The board keeps its *lesson*: the game it was made with and the settings it was given
    then. Whatever a player did since (New game, Daily deal, a code, the settings menu),
    :meth:`reset` puts the board back as it was made, which is what a lesson's cell needs.
    """

    _esm = _STATIC / "heart_to_heart.js"
    _css = _STATIC / "heart_to_heart.css"
    _log = log
    _key = "heart_to_heart"
    _code_form = CODE_PATTERN
    _flags = MENU

    move_errors = traitlets.Bool(False).tag(sync=True)
    """Whether a failed pair, and a tap on a covered card, say why in ``message``."""
    placement_help = traitlets.Bool(True).tag(sync=True)
    """Whether the board outlines what a tap could pair and dims the other ranks."""
    hints = traitlets.Bool(False).tag(sync=True)
    """Whether the view offers a Hint button (the game as designed has no hints)."""
    winnable_only = traitlets.Bool(False).tag(sync=True)
    """Whether New game deals only deals the solver proved winnable."""
    show_winnable = traitlets.Bool(False).tag(sync=True)
    """Whether the board shows if the position can still be won (``winnable``)."""
    show_positions = traitlets.Bool(False).tag(sync=True)
    """Whether each heart place shows its number (0 to 24), on the board and in its picture
    (``game.to_svg(positions=True)`` and ``game.to_text(positions=True)`` draw the same); a
    setting of the view, which a table's save does not keep."""

    # The board: read-only, set by the widget from the table, observable by users.
    heart: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    """The rank (1 Ace .. 13 King) at each of the 25 positions, None where it was removed."""
    free: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    """The positions whose cards nothing covers, ascending."""
    stock_count = traitlets.Int(read_only=True).tag(sync=True)
    """How many cards are left to draw from the stock."""
    waste_top = traitlets.Int(None, allow_none=True, read_only=True).tag(sync=True)
    """The rank on top of the waste, the only playable waste card; None when it is empty."""
    waste_count = traitlets.Int(read_only=True).tag(sync=True)
    """How many cards the waste holds."""
    selected = traitlets.Union(
        [traitlets.Int(), traitlets.Unicode()], allow_none=True, read_only=True
    ).tag(sync=True)
    """The selected card: a heart position, ``"waste"``, or None."""
    outlined: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    """What Placement help outlines: positions ascending, then ``"waste"``."""
    dimmed: traitlets.List[Any] = traitlets.List(read_only=True).tag(sync=True)
    """With a card selected and Placement help on, the visible cards of another rank."""
    score = traitlets.Int(read_only=True).tag(sync=True)
    """10 for each heart card removed; 250 for a won game."""
    moves = traitlets.Int(read_only=True).tag(sync=True)
    """The move counter: draws, recycles and pairs made and not undone."""
    can_undo = traitlets.Bool(read_only=True).tag(sync=True)
    """Whether Undo has a move to take back (at most the last 100)."""
    status = traitlets.Unicode("playing", read_only=True).tag(sync=True)
    """``"playing"``, ``"won"`` or ``"lost"`` (a dead end)."""
    code = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    """The deal code of the game on the table; None for a custom deal (made from cards)."""
    message = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    """A message key for the player (``"same_rank"``, ``"covered"``) or None."""
    taps = traitlets.Dict(read_only=True)
    """What a tap on each target would do now: ``{"24": "select", "stock": "draw", ...}``, as
    ``Table.taps`` gives it (kept in Python: the views paint from ``previews``).
    """
    pairs = traitlets.Dict(read_only=True)
    """Each selectable card's partners: ``{"24": ["waste"], "waste": [24]}`` (kept in Python)."""
    previews = traitlets.Dict(read_only=True).tag(sync=True)
    """What each tap would leave on the board, for every selection (see :mod:`.previews`)."""
    ending = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    """Why the game is at a dead end (see :mod:`.ending`), else None."""
    shown_hint = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    """The hint shown, ``{"targets": [...], "winnable": bool}``, until the position changes."""
    winnable = traitlets.Bool(None, allow_none=True, read_only=True).tag(sync=True)
    """Whether the position can still be won; None while ``show_winnable`` is off."""
    win_lost_at = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    """Where the win was given away, while ``winnable`` is False, else None:
    ``{"move": 20, "played": "19+waste", "rank": 4, "undos": 1, "reachable": True}``.
    ``move`` counts from 1 (0, with ``played`` and ``rank`` None, for a deal no line wins
    from the start), ``undos`` is how many undos lead back to the last winnable position
    and ``reachable`` whether undo still goes that far (see :meth:`undo_to_winnable`).
    """
    first_steps = traitlets.Bool(False, read_only=True).tag(sync=True)
    """Whether the board shows the first-game line (what to do first): on the player's first game
    (the records hold no game of theirs; without records, the widget's first), until the first
    pair.
    """
    daily = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    """The date (``"YYYY-MM-DD"``) whose daily deal is on the table, else None."""
    review_fewest = traitlets.Int(None, allow_none=True, read_only=True).tag(sync=True)
    """In review mode, for a won game, the fewest moves that win its deal, once worked out (just
    after the review shows: it may take seconds); None otherwise.
    """
    _geometry = traitlets.Dict(GEOMETRY, read_only=True).tag(sync=True)
    """The heart's shape, sent once: ``{"x": [...], "row": [...]}`` per position."""

    def __init__(
        self,
        code: str | None = None,
        *,
        game: Game | None = None,
        move_errors: bool = False,
        placement_help: bool = True,
        language: str = "en",
        winnable_only: bool | None = None,
        show_winnable: bool = False,
        **kwargs: Any,
    ) -> None:
        if "winnable" in kwargs:  # the keyword of 0.2.0, which the trait of that name is not
            if winnable_only is not None:
                raise TypeError(
                    "give winnable_only=... alone: winnable=... is its deprecated name, and "
                    f"both were given (winnable={excerpt(kwargs['winnable'])}, "
                    f"winnable_only={excerpt(winnable_only)})"
                )
            warnings.warn(
                "HeartToHeart(winnable=...) is deprecated: use winnable_only=...",
                DeprecationWarning,
                stacklevel=2,
            )
            winnable_only = kwargs.pop("winnable")
        if winnable_only is None:  # not given
            winnable_only = False
        if code is not None and game is not None:
            raise ValueError("give a deal code or a game, not both")

        def deal() -> Game:
            if code is not None:
                return Game.from_code(code)
            return random_deal(winnable_only=winnable_only)

        game = own_game(game, Game, deal)
        self._table = Table(game, move_errors=move_errors, placement_help=placement_help)
        self._hinted: Position | None = None  # the position the shown hint is for
        self._watch = WinWatch()
        self._daily = daily_date(game.code)
        lesson = game.copy()
        self._first_game = FirstGame()
        self._fewest: tuple[int, int] | None = None  # a review's id, its deal's fewest moves
        super().__init__(
            move_errors=move_errors,
            placement_help=placement_help,
            language=language,
            winnable_only=winnable_only,
            show_winnable=show_winnable,
            **kwargs,
        )
        self._lesson = Lesson(lesson, {name: getattr(self, name) for name in SETTINGS})

    # --- moves ------------------------------------------------------------------------------

    def tap(self, target: Target) -> Move | None:
        """Tap a heart position 0..24, ``"stock"`` or ``"waste"``, as a click would.

        Returns the move the tap made, if any; the ``event`` trait says what it did.
        """
        return self._tapped(self._table.tap(target), Move.parse)

    def draw(self) -> Move:
        """Draw from the stock, or recycle the waste when the stock is empty."""
        return self._act(self._table.draw)

    def pair(self, a: PairEnd, b: PairEnd) -> Move:
        """Remove the pair ``a``, ``b``; ``IllegalMoveError`` (no change) if they do not pair."""
        return self._act(lambda: self._table.pair(a, b))

    def play(self, move: Move | str) -> Move:
        """Make a move given as a :class:`Move` or as text (``"draw"``, ``"12+14"``)."""
        return self._act(lambda: self._table.play(move))

    def undo(self) -> Move | None:
        """Take back the last move; returns it, or None when there is nothing to undo."""
        move = self._table.undo()
        self._show(self._table.last_event)
        return move

    def undo_to_winnable(self) -> list[Move]:
        """Undo back to the last position that could still be won, just before the move
        that gave the win away (``win_lost_at``); returns the moves taken back, last first.

        Raises ``IllegalMoveError`` (and changes nothing) while the game can still be won,
        for a deal that could never be won, and when that position lies further back than
        undo reaches (the last 100 moves). Works with ``show_winnable`` off too.
        """
        game = self._table.live
        lost = self._watch.check(game)[1]
        if lost is None:
            raise IllegalMoveError("the game can still be won from here: nothing to undo")
        if not lost.move:
            raise IllegalMoveError("this deal could not be won from the start")
        if not lost.reachable:
            raise IllegalMoveError(
                f"the win was given away {lost.undos} moves back, "
                f"further than undo reaches ({game.undo_depth} moves)"
            )
        undone = []
        with self.hold_sync():
            for _ in range(lost.undos):
                move = self._table.undo()
                assert move is not None
                undone.append(move)
            self._show(self._table.last_event)
        return undone

    def new_game(self, code: str | None = None, *, daily: bool = False) -> None:
        """Deal a new game: random, from ``code``, or today's daily deal with ``daily=True``.

        A bad code raises ``InvalidCodeError`` and the game stays as it is. The settings
        carry over; a random deal is never lost before its first move, and is a winnable
        one when ``winnable_only`` is on. A game left unfinished after a move is recorded
        first.
        """
        if daily and code is not None:
            raise ValueError("give a deal code or daily=True, not both")
        if daily:
            game = daily_deal()
        elif code is None:
            game = random_deal(winnable_only=self.winnable_only)
        else:
            game = Game.from_code(code)
        self._put_on_table(game)

    def _dealt(self) -> None:
        self._daily = daily_date(self._table.live.code)

    @property
    def lesson(self) -> Game:
        """A copy of the game the board was made with, with the moves it came with."""
        return self._lesson.game

    def on_lesson(self) -> bool:
        """Whether the board still plays its lesson: the same cards, and the moves the
        lesson came with (a player's moves since, and undos of them, keep it on)."""
        return self._lesson.plays(self._table.live)

    def reset(self) -> list[str]:
        """Put the board back as it was made: its lesson's position and settings.

        Returns what differed beyond the moves made since: ``"another deal (HH1-N-…)"``,
        ``"another position"`` or :data:`TAKEN_BACK` (the lesson's cards, taken back
        before where the lesson begins) first, if the board no longer played the lesson,
        then the name of each setting changed, as the settings menu shows it in English.
        An empty list means a restart of the lesson would have done. The game left is
        recorded first, as with :meth:`new_game`.
        """
        lesson = self._lesson
        settings = lesson.settings
        changed = lesson.changes(self._table.live, {name: getattr(self, name) for name in settings})
        with self.hold_sync():
            for name, value in settings.items():
                setattr(self, name, value)
            self._put_on_table(lesson.game)
        return changed

    def hint(self) -> Hint:
        """The solver's advice for the current position, shown in every view as well.

        The views highlight its targets until the position changes (a move, undo or new
        game: selecting a card keeps it). This works whether or not ``hints`` is on.
        """
        game = self._table.live
        advice = hint(game)
        self._hinted = _position(game)
        self.set_trait("shown_hint", hint_state(advice))
        return advice

    # --- review mode -------------------------------------------------------------------------

    def _review_of(self, game: Game, language: str) -> Review:
        return review_game(game, language=language)

    def _review_board(
        self, game: Game, review: Review
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        return review_board(game, review)

    def _recorded_game(self, row: Mapping[Any, object]) -> Game:
        code, history = recorded_moves(row, self._key)
        game = Game.from_code(code)
        game.replay(parse_moves(history))
        return game

    def _reviewed_shown(self, review: Review) -> None:
        """A won game's fewest moves, worked out once its review shows (the views step
        meanwhile: they need nothing more from Python), then shown beside its length."""
        reviewed = self._reviewed
        if review.status != "won" or reviewed is None:
            return
        fewest = review.fewest
        assert fewest is not None  # a won game's deal can be won
        self._fewest = (reviewed.id, fewest)
        self._show()

    # --- settings ---------------------------------------------------------------------------

    @traitlets.observe("move_errors", "placement_help")
    def _settings_changed(self, change: dict[str, Any]) -> None:
        setattr(self._table, change["name"], change["new"])
        self._show()

    @traitlets.observe("show_winnable")
    def _show_winnable_changed(self, _change: dict[str, Any]) -> None:
        self._show()

    @traitlets.observe("hints")
    def _hints_changed(self, change: dict[str, Any]) -> None:
        if not change["new"]:
            self._hinted = None
            self.set_trait("shown_hint", None)

    # --- the browser ------------------------------------------------------------------------

    def _parse(self, content: object) -> object:
        return parse_intent(content)

    def _handle_own(self, intent: object) -> None:
        """Do what one of Heart to Heart's own intents asks (see :mod:`.intents`)."""
        if isinstance(intent, Tap):
            self.tap(intent.target)
        elif isinstance(intent, Undo):
            self.undo()
        elif isinstance(intent, NewGame):
            code, daily = intent.code, intent.daily
            self._asked_new_game(code, lambda: self.new_game(code, daily=daily))
        elif isinstance(intent, ReadClock):
            self._show(clock=True)  # sent only if it changed
        elif isinstance(intent, AskHint):
            if self.hints:  # the button is hidden while hints are off
                self.hint()
            else:
                log.warning("ignored a hint request from the browser: hints are off")
        elif isinstance(intent, UndoToWinnable):
            if not self.show_winnable:  # its button shows only with the setting on
                log.warning("ignored an undo to a winnable position: show_winnable is off")
                return
            try:
                self.undo_to_winnable()
            except IllegalMoveError as error:
                log.warning("ignored an undo to a winnable position: %s", error)

    # --- drawing ----------------------------------------------------------------------------

    def _picture_svg(self) -> str:
        """The board's picture in the widget's language: the selection ringed, the places
        numbered if ``show_positions``."""
        table = self._table
        return table.live.to_svg(
            selected=table.selected, positions=self.show_positions, language=self.language
        )

    def _state(self) -> Mapping[str, object]:
        """The board; a shown hint is withdrawn once the position it was for has changed."""
        state = board_state(self._table)
        game = self._table.live
        if self._hinted is not None and self._hinted != _position(game):
            self._hinted = None
        if self._hinted is None:
            state["shown_hint"] = None
        watch = self._watch if self.show_winnable else None
        state["daily"] = self._daily
        state["first_steps"] = self._first_game.shown(game.score, self._figures)
        reviewed, fewest = self._reviewed, self._fewest
        shown = fewest[1] if reviewed and fewest and fewest[0] == reviewed.id else None
        return {
            **state,
            **winnable_state(game, watch),
            **self._records_state(),
            **self._link_state(),
            **self._review_state(),
            "review_fewest": shown,
        }

    def _finished(self) -> Finished:
        game = self._table.live
        seconds = self._table.clock.elapsed
        return Finished(
            game.status,
            game.code,
            game.score,
            game.moves,
            seconds,
            history=lambda: format_moves(game.history),
        )

    def _more_figures(self) -> dict[str, object]:
        """Whether today's daily deal was played and won."""
        return daily_figures()

    def __repr__(self) -> str:
        game = self._table.live
        return (
            f"HeartToHeart({game.code or 'custom deal'}: {game.status}, "
            f"score {game.score}, moves {game.moves})"
        )


def _position(game: Game) -> Position:
    """The cards in the heart, stock and waste: what a hint depends on."""
    return tuple(game.heart), tuple(game.stock), tuple(game.waste)
