"""A review of a game of Hope Deferred: the exact chance of a win after each move.

Hope Deferred leaves nothing to choose, so its review judges no move: it follows the luck.
:func:`review` replays the game and gives, after each move, the chance that the game is
won over every order of the cards not seen yet (:func:`~.odds.exact_odds`, a ``Fraction``),
and the move after which that chance stayed at 0 or 1: the move that decided the game.
The odds are memoized by round, so a review costs milliseconds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from hearttoheart_widget.common.contract import Status
from hearttoheart_widget.common.course_chart import CourseChart, Mark
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.reviewing import (
    GameReview,
    recorded_moves,
    review_html,
    widget_game,
)
from hearttoheart_widget.common.translations import LANGUAGES, percent, translate, translate_count

from .game import HopeDeferredGame
from .moves import Move, parse_moves
from .odds import exact_odds
from .table import HopeDeferredTable

_GAME = "hope_deferred"


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    """One move of a reviewed game: its ``number`` (from 1), the ``move``, the exact
    ``chance`` of a win after it, and a ``reason``: one sentence, in the review's language,
    on what the move did to the chance."""

    number: int
    move: Move
    chance: Fraction
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """The entry as a JSON-ready dict: ``chance`` as a float, ``exact_chance`` as the
        fraction's text (``"3/7"``)."""
        return {
            "number": self.number,
            "move": str(self.move),
            "chance": float(self.chance),
            "exact_chance": str(self.chance),
            "reason": self.reason,
        }


class Review(GameReview[ReviewEntry]):
    """The review of one game: a sequence of :class:`ReviewEntry`, one per move played, in
    order. Made by :func:`review`.

    ``start_chance`` is the chance of a win at the deal; ``decided_at`` the number of the
    move after which the chance was 0 or 1 (it then stays so: 0 if nothing can win any more,
    1 if nothing can lose), 0 when the deal itself decided it, and None while it is still
    open. A finished game is always decided, at its last move at the latest; an unfinished
    one may be decided already (say, with more cards of the target suit left than the deals
    still to come can show). ``code`` and ``status`` are the game's, ``length`` its number
    of moves.
    """

    __slots__ = ("_start",)
    _section = _GAME

    def __init__(
        self,
        entries: tuple[ReviewEntry, ...],
        *,
        start_chance: Fraction,
        code: str | None,
        status: Status,
        language: str,
    ) -> None:
        super().__init__(entries, code=code, status=status, language=language)
        self._start = start_chance

    @property
    def start_chance(self) -> Fraction:
        """The exact chance of a win at the deal, before the first move."""
        return self._start

    @property
    def chances(self) -> tuple[Fraction, ...]:
        """The chance after each number of moves: ``start_chance`` first, then each move's."""
        return (self._start, *(entry.chance for entry in self._entries))

    @property
    def decided_at(self) -> int | None:
        """The number of the move after which the chance was 0 or 1 (0: at the deal), or
        None while the game is still open."""
        return next((k for k, chance in enumerate(self.chances) if chance in (0, 1)), None)

    def summary(self) -> list[str]:
        """The review's head, line by line: the game, its result and moves, the chance at
        the start, and when the game was decided."""
        t = self._words
        lines = self._head()
        lines.append(t("review_start_chance", chance=percent(float(self._start), self._language)))
        decided = self.decided_at
        if decided is None:
            chance = self.chances[-1]
            lines.append(t("review_undecided", chance=percent(float(chance), self._language)))
        else:
            outcome = "won" if self.chances[decided] == 1 else "lost"
            if decided == 0:
                lines.append(t(f"review_decided_deal_{outcome}"))
            elif decided == self.length and self._status != "playing":
                lines.append(t(f"review_decided_last_{outcome}"))
            else:
                lines.append(t(f"review_decided_{outcome}", move=decided))
        return lines

    def to_text(self) -> str:
        """The review as plain text: its :meth:`summary`, then each move with its reason."""
        moves = self._lines(self._entries, [self._label(entry.move) for entry in self._entries])
        return "\n".join([*self.summary(), *(["", *moves] if moves else [])])

    def __str__(self) -> str:
        return self.to_text()

    def chart(self) -> CourseChart:
        """The chart of the game: the chance of a win after each move (0 for the deal), and
        the move that decided it marked."""
        t = self._words
        decided = self.decided_at
        marks = []
        if decided is not None:
            if decided == 0:
                title = self.summary()[-1]
            else:
                move = self._label(self[decided - 1].move)
                what = t("review_mark_decided")
                title = t("review_mark_title", number=decided, move=move, what=what)
            marks.append(Mark(decided, "decided", title))
        return CourseChart(
            title=t("review_chart_title"),
            values=tuple(float(chance) for chance in self.chances),
            marks=tuple(marks),
            low=percent(0, self._language),
            high=percent(1, self._language),
            moves=t("review_move_axis"),
            legend={"decided": t("review_mark_decided")},
        )

    def to_svg(self) -> str:
        """The chart (:meth:`chart`) as a standalone SVG document."""
        return self.chart().svg()

    def _repr_html_(self) -> str:
        """What a notebook shows: the summary and the chart."""
        return review_html(self.summary(), self.to_svg())

    def to_dict(self) -> dict[str, Any]:
        """The review as a JSON-ready dict, each entry's :meth:`~ReviewEntry.to_dict` in
        ``entries``."""
        return {
            "game": _GAME,
            "code": self._code,
            "status": self._status,
            "language": self._language,
            "start_chance": float(self._start),
            "exact_start_chance": str(self._start),
            "decided_at": self.decided_at,
            "length": self.length,
            "entries": [entry.to_dict() for entry in self._entries],
        }

    def __repr__(self) -> str:
        decided = self.decided_at
        when = "open" if decided is None else f"decided at move {decided}"
        code = self._code or "custom deal"
        return f"<Review {code}: {self._status}, {self.length} moves, {when}>"

    def _label(self, move: Move) -> str:
        return self._words(f"review_move_{move.kind}")


def review(subject: object, *, language: str = "en") -> Review:
    """The review of a game of Hope Deferred: the exact chance of a win after each move.

    ``subject`` is a :class:`HopeDeferredGame`, a :class:`HopeDeferredTable`, a
    ``HopeDeferred`` widget (its game) or a record row (a mapping with ``game``
    ``"hope_deferred"``, ``code`` and ``history``, as ``records.games()`` returns it).
    ``language`` is that of the reasons and the text: ``"en"``, ``"de"`` or ``"hr"``.
    Raises ``TypeError`` for another subject and ``ValueError`` for a row that cannot be
    replayed. The game is not changed.
    """
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}; got {language!r}")
    game = _game_of(subject)
    trial = game.copy()
    trial.restart()
    start = exact_odds(trial)
    entries = []
    for number, move in enumerate(game.history, 1):
        trial.play(move)
        chance = exact_odds(trial)
        entries.append(ReviewEntry(number, move, chance, _reason(trial, chance, language)))
    return Review(
        tuple(entries), start_chance=start, code=game.code, status=game.status, language=language
    )


def _reason(game: HopeDeferredGame, chance: Fraction, language: str) -> str:
    """What ``game``'s last move did to the chance of a win, in ``language``."""
    shown = percent(float(chance), language)
    played = game.last_played
    assert played is not None  # a move was just played
    if played.move.kind == "gather":
        return translate("review_gather", language, game=_GAME, chance=shown)
    if game.status == "won":
        return translate("review_deal_won", language, game=_GAME)
    aside = sum(place == "aside" for _, place in played.placed)
    if not aside:
        return translate("review_deal_none", language, game=_GAME, chance=shown)
    return translate_count("review_deal", aside, language, game=_GAME, chance=shown)


def _game_of(subject: object) -> HopeDeferredGame:
    if isinstance(subject, HopeDeferredGame):
        return subject
    if isinstance(subject, HopeDeferredTable):
        return subject.game
    game = widget_game(subject, f"{__package__}.widget", "HopeDeferred")
    if isinstance(game, HopeDeferredGame):
        return game
    if isinstance(subject, Mapping):
        code, history = recorded_moves(subject, _GAME)
        game = HopeDeferredGame.from_code(code)
        game.replay(parse_moves(history))
        return game
    raise TypeError(
        "review() needs a HopeDeferredGame, a HopeDeferredTable, a HopeDeferred widget or a "
        f"record row, got {excerpt(subject)}"
    )
