"""``RecordedWidget``: a game widget around a table, whose finished games go to the
player's records.

Both games' widgets build on it. It holds what they share around their table: the
``game`` and ``table`` handles (copies: see below), ``restart``, putting a new game on the
table, and acting on the intents both games know (``restart``, ``settings``,
``statistics``, and a ``new_game`` whose code is no code). It writes each game once, by
the rule of :mod:`.recording`, and syncs two read-only traits for the board:

- ``stats``: the statistics panel's figures, from :func:`hearttoheart_widget.common.records.summary`
  (games played and won, win rate, current and best streak, best score, best time, fewest
  moves, the best result on the deal on the table, and the latest games, each with its
  record's ``id`` and whether it can be reviewed), read again after each record, with each
  new deal, and when a view opens its panel; ``record`` says whether this widget's own
  games go to the records (a lesson's board, made with ``record=False``, shows the
  player's figures and says that it adds none);
- ``records_problem``: ``{"kind": ..., "recording": bool, "kept": bool, "id": n}`` when the
  records could not be written (``recording`` true) or read, else None. ``kind`` is a
  :class:`~hearttoheart_widget.common.records.RecordsProblem`'s; the board says it in
  words, and play goes on. ``kept``: the file was busy, and the game waits in memory to be
  written by the next access that finds it free (the records never hold play up for more
  than a moment); the problem goes once that access has written it. ``id`` grows with
  each problem, so a view shows a repeated one again.

``w.statistics()`` gives the same figures to a script, as a ``records.Summary``.

**Links.** Given the address of the project's site (``site="https://…/"``), the widget
syncs ``link``, the link that opens the game on the table on that site's Play page at its
last move (:func:`~hearttoheart_widget.common.links.game_link`): the settings menu's
**Copy link** copies it, and shows only while there is one. Without a site (a notebook's
default) and for a custom deal there is none. The Play page gives its own site.

**Review mode** (:mod:`.review_mode`) is shared too: ``w.review()`` shows the exact review
of the game on the table (finished or not) on the board and returns it, ``w.review(row)``
that of a finished game of the records, ``w.review_record(id)`` (the statistics panel's
Review) that of the records' game ``id``; ``w.close_review()`` leaves it and
``w.play_from_here(step)`` plays on from a step's position as a new game. Its one trait,
``review_mode``, holds the whole review the views step through, or None.

**A widget's game cannot move behind its back.** ``w.game`` and ``w.table`` are copies of
the widget's game and table as they are at that moment: read them freely; a move made on
a copy changes only the copy, never the widget, its views or the records. Moves go through
the widget (``w.play``, ``w.tap``, ...), which updates every view and records the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar, cast

import traitlets

from . import records, registry
from .contract import RulesEngine
from .errors import GameError, ReviewError, excerpt
from .intents import (
    ChangeSettings,
    CloseReview,
    OpenReview,
    PlayFromHere,
    ReadStatistics,
    Restart,
    ReviewRecord,
)
from .links import check_site, game_link
from .recording import Finished, GameRecorder
from .review_mode import Reviewed, ReviewLike, branch, check_step, payload
from .widget import GameWidget, TableLike

G = TypeVar("G", bound=RulesEngine[Any, Any])
T = TypeVar("T", bound="GameTable[Any]")
R = TypeVar("R", bound=ReviewLike)


class GameTable(TableLike, Protocol[G]):
    """What a widget's table offers beside the clock and the latest event (each game's
    table is a :class:`~.table.GameTable`): a copy of its game, and the live one, which
    only the widget, its owner, reads and moves."""

    @property
    def game(self) -> G: ...

    @property
    def live(self) -> G: ...

    def restart(self) -> None: ...

    def new_game(self, game: G, *, branch: int | None = None) -> None: ...

    def copy(self: T) -> T: ...


class RecordedWidget(GameWidget, Generic[G, T, R]):
    """A :class:`GameWidget` around a table of game ``G`` (a table ``T``) that records its
    games, shows the player's statistics and reviews its games (a review ``R``).

    ``record=False`` records none of its games (a lesson's board). A subclass sets
    ``_key`` and ``_table``, implements :meth:`_finished`, :meth:`_parse` (its messages'
    ``parse_intent``), :meth:`_handle_own` (its own intents) and the review's
    :meth:`_review_of`, :meth:`_review_board` and :meth:`_recorded_game`, puts a new game on
    the table through :meth:`_put_on_table`, and adds :meth:`_records_state` and
    :meth:`_review_state` to its ``_state``.
    """

    _table: T

    stats = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    """The statistics panel's figures (see the module's notes); read-only. For example:

        {"recording": true, "played": 12, "won": 5, "win_rate": 0.4167,
         "current_streak": 1, "best_streak": 3, "best_score": 250, "best_seconds": 95.0,
         "fewest_moves": 62,
         "deal": {"code": "HH1-N-AAAAAAB", "won": true,
                  "best": {"result": "won", "score": 250, "moves": 116, "seconds": 201.5}},
         "recent": [{"id": 12, "code": "HH1-N-AAAAAAB", "result": "won", "score": 250,
                     "moves": 116, "seconds": 201.5,
                     "finished_at": "2026-12-01T18:04:11+00:00", "reviewable": true}],
         "record": true,
         "daily": {"date": "2026-12-01", "code": "HH1-N-GIEEEUX", "played": false,
                   "won": false}}

    ``recording`` is false while recording is off (``HEARTTOHEART_RECORDS=off``). Best
    time and fewest moves are over won games. ``deal`` is the deal on the table, its
    ``best`` record first by result, then score, moves and time. ``recent`` holds this
    game's latest five, newest first, each with its record's ``id`` (``records.record(id)``
    gives it whole) and ``reviewable`` when the record keeps its moves; the moves are not
    sent, to keep the synced state small. ``record`` is the widget's own :attr:`record`;
    ``daily`` (Heart to Heart only) is today's daily deal. Hope Deferred's score is the
    number of target cards set aside.
    """
    records_problem = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(
        sync=True
    )
    """Why the records could not be written or read, else None: ``{"kind": "read_only",
    "recording": True, "kept": False, "id": 1}``. ``kind`` is a ``RecordsProblem``'s
    (``corrupt``, ``locked``, ``read_only``, ``newer``, ``unavailable``); ``recording`` is
    true when a game could not be written, false when the figures could not be read;
    ``kept``: the game waits in memory for the busy file, and is written later; ``id``
    grows with each problem, so a view shows a repeated one again.
    """
    review_mode = traitlets.Dict(default_value=None, allow_none=True, read_only=True).tag(sync=True)
    """Review mode: the whole review the views step through (see :mod:`.review_mode`), or None
    while none is open; read-only.
    """
    site = traitlets.Unicode(None, allow_none=True)
    """The address of the site whose Play page ``link`` opens (``https://…/``, kept with a
    closing ``/``), or None (the default): then there is no link.
    """
    link = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    """The link that opens the game on the table on ``site``'s Play page at its last move
    (see :mod:`.links`), which the menu's Copy link copies; None without a site and for a
    custom deal.
    """

    def __init__(self, *, record: bool = True, site: str | None = None, **kwargs: Any) -> None:
        if type(record) is not bool:
            raise TypeError(f"record must be True or False, got {excerpt(record)}")
        if site is not None:
            site = check_site(site)
        self._recorder = GameRecorder(self._key, enabled=record)
        self._recorder.dealt(self._finished())
        self._problem: dict[str, object] | None = None
        self._problems = 0
        self._figures: dict[str, object] = {}
        self._reviewed: Reviewed[G, R] | None = None
        self._reviews = 0  # reviews opened: the next one's id
        self._review_shown: dict[str, Any] | None = None
        self._refresh()
        super().__init__(site=site, **kwargs)

    @property
    def record(self) -> bool:
        """Whether the widget's games go to the player's records (its ``record=``)."""
        return self._recorder.enabled

    @property
    def game(self) -> G:
        """A copy of the widget's game as it is now, to read: a move made on it changes only
        the copy. Move through the widget, so that the views and the records follow."""
        # T's game is G by the subclass's declaration; a TypeVar's bound cannot say so.
        return cast("G", self._table.game)

    @property
    def table(self) -> T:
        """A copy of the widget's table as it is now (the game, clock and what else the
        table holds), to read: changing it changes only the copy."""
        return self._table.copy()

    def restart(self) -> None:
        """Deal the same cards again, with the clock at 0; the settings stay. A game left
        unfinished after a move is recorded first."""
        self._redeal(self._table.restart)

    def statistics(self) -> records.Summary:
        """The player's figures for this game and for the deal on the table, read now from
        the records (the panel shows the same): played, won, ``win_rate``, streaks, bests.
        """
        summary = self._refresh()
        self._show()
        return summary

    # --- review mode -----------------------------------------------------------------------

    def review(
        self, row: Mapping[Any, object] | int | None = None, *, step: int | None = None
    ) -> R:
        """The exact review of the game on the table, finished or still being played, shown
        on the board in review mode in every view; ``row``: that of a finished game of the
        records instead (a mapping with ``game``, ``code`` and ``history``, as
        ``records.games()`` returns it, or its ``id``, as :meth:`review_record`). The views
        show the position after ``step`` moves first (0: the deal; the last move unless
        told) and then step by themselves.

        A review already open gives way to the new one. A row that cannot be replayed
        raises ``ValueError`` saying why (``TypeError`` for what is no row), an id no record
        has ``LookupError``, a step out of range ``ReviewError``; then nothing has changed.
        """
        if row is None:
            game = self._table.live.copy()
        elif isinstance(row, Mapping):
            game = self._recorded_game(row)
        elif isinstance(row, int) and not isinstance(row, bool):
            game = self._record_game(row)
        else:
            raise TypeError(
                "review() takes a records row (a mapping with game, code and history) or its "
                f"id, or nothing for the game on the table; got {excerpt(row)}"
            )
        review = self._review_of(game, self.language)
        start = review.length if step is None else check_step(step, review.length)
        self._reviews += 1
        self._reviewed = Reviewed(game, review, self._reviews, start, own=row is None)
        self._review_shown = self._review_payload()
        self._show()
        self._reviewed_shown(review)
        return review

    def review_record(self, id: int, *, step: int | None = None) -> R:
        """Review the game the records keep as ``id`` (the ``id`` of a row of
        ``records.games()``, or of ``w.stats["recent"]``) in review mode, as the statistics
        panel's Review does, and return the review; ``step`` as for :meth:`review`.

        Raises (and changes nothing) ``LookupError`` for an id no record has,
        ``ValueError`` for another game's record or one kept without its moves, ``TypeError``
        for an id that is no integer, and ``records.RecordsError`` when the records cannot
        be read.
        """
        if isinstance(id, bool) or not isinstance(id, int):
            raise TypeError(f"a record's id is an integer, got {excerpt(id)}")
        return self.review(id, step=step)

    def _record_game(self, id: int) -> G:
        """The records' game ``id`` replayed; ``LookupError`` or ``ValueError`` (naming the
        id) says why it cannot be."""
        row = records.record(id)
        try:
            return self._recorded_game(row)
        except ValueError as error:
            raise ValueError(f"record {id}: {error}") from None

    def close_review(self) -> bool:
        """Leave review mode in every view, back to the game on the table; whether a review
        was open (closing none changes nothing)."""
        if self._reviewed is None:
            return False
        self._close_review()
        self._show()
        return True

    def play_from_here(self, step: int) -> None:
        """Leave review mode and play on from the position after ``step`` moves of the
        review open, as a new game on the same deal: the game on the table is recorded
        first (as a new game or restart would), the new one starts its clock at 0 and can
        undo the last 100 moves of its line. At the last step of the table's own game, still
        being played, play simply goes on in that game.

        Raises ``ReviewError`` (and changes nothing) with no review open, for a step out of
        range, and for a position that is over; ``TypeError`` for a step that is no whole
        number.
        """
        reviewed = self._reviewed
        if reviewed is None:
            raise ReviewError("no review is open: open one with review() first")
        game, length = reviewed.game, reviewed.review.length
        step = check_step(step, length)
        line = branch(game, step)
        if line.is_over:
            raise ReviewError(
                f"the position after move {step} is over ({line.status}): nothing is left "
                "to play from there"
            )
        if reviewed.own and step == length:
            self.close_review()  # the game on the table is this very position
            return
        self._put_on_table(line, branch=step)

    def _close_review(self) -> None:
        self._reviewed = None
        self._review_shown = None

    def _review_payload(self) -> dict[str, Any]:
        reviewed = self._reviewed
        assert reviewed is not None
        return payload(reviewed, *self._review_board(reviewed.game, reviewed.review))

    @traitlets.validate("site")
    def _valid_site(self, proposal: traitlets.Bunch) -> str | None:
        """A site set later is checked as one given: ``TraitError`` saying what is wrong."""
        site = proposal["value"]
        try:
            return None if site is None else check_site(site)
        except ValueError as error:
            raise traitlets.TraitError(str(error)) from None

    @traitlets.observe("site")
    def _site_changed(self, _change: traitlets.Bunch) -> None:
        self._show()

    def _link_state(self) -> dict[str, object]:
        """The ``link`` trait's value."""
        game = self._table.game
        if self.site is None or game.code is None:
            return {"link": None}
        return {"link": game_link(game, self.site)}

    def _review_state(self) -> dict[str, object]:
        """The ``review_mode`` trait's value."""
        return {"review_mode": self._review_shown}

    @traitlets.observe("language")
    def _review_language(self, change: traitlets.Bunch) -> None:
        """An open review speaks the new language: reviewed again, the views keep their step."""
        reviewed = self._reviewed
        if reviewed is None:
            return
        review = self._review_of(reviewed.game, change.new)
        self._reviewed = Reviewed(reviewed.game, review, reviewed.id, reviewed.start, reviewed.own)
        self._review_shown = self._review_payload()
        self._show()

    # --- for subclasses ---------------------------------------------------------------------

    def _review_of(self, game: G, language: str) -> R:
        """The game's review of ``game`` in ``language``."""
        raise NotImplementedError

    def _review_board(self, game: G, review: R) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The game's own keys of ``review_mode`` and its steps (its ``review_board``)."""
        raise NotImplementedError

    def _recorded_game(self, row: Mapping[Any, object]) -> G:
        """The game a records row holds, replayed; ``ValueError`` says why it cannot be."""
        raise NotImplementedError

    def _reviewed_shown(self, review: R) -> None:
        """Called once a new review shows (a subclass may work out more, then show it)."""

    def _handle(self, content: object) -> None:
        """Act on one message from the front end (see each game's ``messages``): the shared
        intents here, the game's own in :meth:`_handle_own`."""
        intent = self._parse(content)
        if isinstance(intent, Restart):
            self.restart()
        elif isinstance(intent, ChangeSettings):
            with self.hold_sync():
                for name, value in intent.changes.items():
                    setattr(self, name, value)
        elif isinstance(intent, ReadStatistics):
            self.statistics()
        elif isinstance(intent, OpenReview):
            self.review()
        elif isinstance(intent, CloseReview):
            if not self.close_review():
                self._log.warning("ignored closing a review: none is open")
        elif isinstance(intent, PlayFromHere):
            self._asked_play_from_here(intent)
        elif isinstance(intent, ReviewRecord):
            try:
                self.review_record(intent.id)
            except (LookupError, ValueError, records.RecordsError) as error:
                self._log.warning("ignored reviewing a game of the records: %s", error)
        else:
            self._handle_own(intent)

    def _asked_play_from_here(self, intent: PlayFromHere) -> None:
        """Play from a step the browser asked for, of the review it shows; else logged."""
        reviewed = self._reviewed
        if reviewed is None or reviewed.id != intent.review:
            shown = "none" if reviewed is None else f"review {reviewed.id}"
            self._log.warning(
                "ignored playing from a step of review %s: the review open is %s",
                intent.review,
                shown,
            )
            return
        try:
            self.play_from_here(intent.step)
        except ReviewError as error:
            self._log.warning("ignored playing from a step: %s", error)

    def _parse(self, content: object) -> object:
        """The intent a message names (the game's ``parse_intent``); ``InvalidMessage``."""
        raise NotImplementedError

    def _handle_own(self, intent: object) -> None:
        """Act on one of the game's own intents."""
        raise NotImplementedError

    def _asked_new_game(self, code: str | None, start: Callable[[], None]) -> None:
        """``start()`` a new game the browser asked for; a ``code`` that names none shows
        in ``code_error``, and the game stays as it is."""
        try:
            start()
        except GameError:
            self.set_trait("code_error", code)

    def _put_on_table(self, game: G, *, branch: int | None = None) -> None:
        """Put ``game`` on the table in place of the one there, as :meth:`_redeal` does;
        ``branch``: it is the reviewed game's position after that many moves."""

        def deal() -> None:
            self._table.new_game(game, branch=branch)
            self._dealt()
            self.set_trait("code_error", None)

        self._redeal(deal)

    def _dealt(self) -> None:
        """Called once a new game is on the table (a subclass may note something of it)."""

    def _resume(
        self, table: T, settings: Mapping[str, object], dealt_with: str, recorded: bool
    ) -> None:
        """Put a kept ``table`` back on the board as it was left, with its ``settings`` (each
        checked already) and its recorder's count (:mod:`.keeping`): nothing is recorded,
        review mode closes, and the table takes the widget's settings it holds too."""
        with self.hold_sync():
            self._close_review()
            self._table = table
            self._dealt()
            self._recorder.resume(dealt_with, recorded)
            for name, value in settings.items():
                setattr(self, name, value)
            for name in self._flags:
                if hasattr(table, name):
                    setattr(table, name, getattr(self, name))
            self._refresh()
            self._show(clock=True)

    def _finished(self) -> Finished:
        """The game on the table as it would be recorded now."""
        raise NotImplementedError

    def _more_figures(self) -> dict[str, object]:
        """Figures the panel shows beyond the shared ones (a subclass may add some)."""
        return {}

    def _records_state(self) -> dict[str, object]:
        """The ``stats`` and ``records_problem`` traits' values."""
        return {"stats": self._figures, "records_problem": self._problem}

    def _show(self, event: dict[str, Any] | None = None, *, clock: bool = False) -> None:
        """Record a game at its first end, close review mode on any action on the table,
        then publish as :class:`GameWidget` does."""
        if event is not None:
            self._close_review()
        moved = event is not None and event.get("kind") == "move"
        if moved and self._recorder.moved(self._finished()):
            self._note(self._recorder.problem, recording=True)
            self._refresh()
        super()._show(event, clock=clock)

    def _redeal(self, deal: Callable[[], object]) -> None:
        """Replace the game by the one ``deal()`` puts on the table (a new game, a restart):
        the game left is recorded first if it counts, the panel's figures are read again
        for the new deal, and the new state shows with the clock."""
        if self._recorder.leave(self._finished()):
            self._note(self._recorder.problem, recording=True)
        deal()
        self._recorder.dealt(self._finished())
        self._refresh()
        self._show(self._table.last_event, clock=True)

    def _refresh(self) -> records.Summary:
        """Read the panel's figures again (the deal on the table may have changed)."""
        summary = records.summary(self._key, self._finished().code)
        self._note(summary.problem, recording=False)
        shown = self._problem
        if summary.problem is None and shown is not None and shown["kept"] and not records.kept():
            self._problem = None  # the read wrote the games kept while the file was busy
        panel = registry.declaration(self._key).statistics
        self._figures = {**figures(summary, panel), "record": self.record, **self._more_figures()}
        return summary

    def _note(self, problem: records.RecordsProblem | None, *, recording: bool) -> None:
        """Show a new problem; a write that worked clears any, a read that worked its own.

        A game that could not be recorded stays on the board until a write works: the
        trouble reading the figures that follows it says less."""
        shown = self._problem
        if problem is None:
            if recording or (shown is not None and not shown["recording"]):
                self._problem = None
        elif recording or shown is None or not shown["recording"]:
            self._problems += 1
            self._problem = {
                "kind": problem.kind,
                "recording": recording,
                "kept": problem.kept,
                "id": self._problems,
            }


def figures(
    summary: records.Summary, shown: Sequence[str] = registry.STATISTICS
) -> dict[str, object]:
    """A summary as the panel's JSON-ready figures: those ``shown`` (the game's declared
    ``statistics``), ``deal``, the deal on the table's, and ``recent``, the latest games,
    newest first, without their moves (``reviewable``: the record has them)."""
    best = summary.best_on_code
    return {
        "recording": records.path() is not None,
        **{name: getattr(summary, name) for name in shown},
        "deal": {
            "code": summary.code,
            "won": summary.won_code,
            "best": None if best is None else {key: best[key] for key in _BEST},
        },
        "recent": [
            {**{key: row[key] for key in _RECENT}, "reviewable": row["history"] is not None}
            for row in summary.recent
        ],
    }


_BEST = ("result", "score", "moves", "seconds")
_RECENT = ("id", "code", "result", "score", "moves", "seconds", "finished_at")


def own_game(game: object, kind: type[G], deal: Callable[[], G]) -> G:
    """A widget's first game: ``deal()`` when ``game`` is None, else a copy of ``game`` (the
    caller's never changes); ``TypeError`` unless it is a ``kind``."""
    if game is None:
        return deal()
    if isinstance(game, kind):
        return game.copy()
    raise TypeError(f"game must be a {kind.__name__}, got {excerpt(game)}")
