"""An exact review of a game of Heart to Heart: which moves kept the win, which gave it away.

:func:`review` judges every move of a game's history in the position before it, with the
solver, exactly: whether that position could be won, which of its legal moves keep a win,
and whether the move played did. It is fair to the player: recycles are unlimited, so the
order of the stock never decides whether a position can be won; only the heart and the
ranks left in stock and waste do, and a player can see or count all of them. The search is
shared along the game (:mod:`.solving.move_by_move`), so a review of hundreds of moves
takes a fraction of a second; the fewest moves that win the deal, which can take seconds,
is worked out only when :attr:`Review.fewest` is first read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

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

from .game import Game
from .moves import Move, parse_moves
from .solving.fewest_moves import fewest_moves
from .solving.move_by_move import Judged, judge_moves
from .solving.solver import is_winnable
from .stuck import why_lost
from .table import Table

Verdict = Literal["kept", "gave_away", "already_lost"]

_GAME = "heart_to_heart"
_Cards = tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    """One move of a reviewed game.

    ``number``: the move's number, from 1; ``move``: the :class:`Move`; ``verdict``:
    ``"kept"`` (the game could be won before it and still can after), ``"gave_away"``
    (it could be won before and not after) or ``"already_lost"`` (it could not be won
    before); ``choice``: whether the position before could be won and some legal move there
    would have given the win away; ``keeping``: every legal move there that keeps the win,
    in ``legal_moves()`` order, or ``()`` when the position could not be won; ``reason``:
    one sentence that says so, in the review's language.
    """

    number: int
    move: Move
    verdict: Verdict
    choice: bool
    keeping: tuple[Move, ...]
    reason: str

    @property
    def instead(self) -> Move | None:
        """For a move that gave the win away, one move that would have kept it (the first of
        ``keeping``, the one a hint shows); else None."""
        return self.keeping[0] if self.verdict == "gave_away" else None

    def to_dict(self) -> dict[str, Any]:
        """The entry as a JSON-ready dict, moves in their text form (``"12+14"``)."""
        return {
            "number": self.number,
            "move": str(self.move),
            "verdict": self.verdict,
            "choice": self.choice,
            "keeping": [str(move) for move in self.keeping],
            "instead": None if self.instead is None else str(self.instead),
            "reason": self.reason,
        }

    def __repr__(self) -> str:
        choice = ", choice" if self.choice else ""
        return f"<ReviewEntry {self.number}: {self.move} {self.verdict}{choice}>"


class Review(GameReview[ReviewEntry]):
    """The review of one game: a sequence of :class:`ReviewEntry`, one per move of its
    history (the moves played and not undone), in order. Made by :func:`review`.

    ``win_lost_at`` is the number of the move that gave the win away (None if none did),
    ``accuracy`` the share of choice moves on which the win was kept (None with no choice
    moves), ``winnable_at_start`` whether the deal could be won before the first move, and
    ``winnable`` whether it could after each number of moves.
    ``code`` and ``status`` are the game's, ``length`` its number of moves; for a won game,
    ``fewest`` is the fewest moves that win the deal (worked out when first read).
    """

    __slots__ = ("_cards", "_fewest", "_winnable")
    _section = _GAME

    def __init__(
        self,
        entries: tuple[ReviewEntry, ...],
        *,
        cards: _Cards,
        code: str | None,
        status: Status,
        winnable_at_start: bool,
        language: str,
    ) -> None:
        super().__init__(entries, code=code, status=status, language=language)
        self._cards = cards
        self._winnable = winnable_at_start
        self._fewest: list[int | None] = []  # the fewest moves once worked out

    @property
    def winnable_at_start(self) -> bool:
        """Whether some line of moves won the deal from its start."""
        return self._winnable

    @property
    def winnable(self) -> tuple[bool, ...]:
        """Whether the game could be won after each number of moves: ``winnable_at_start``
        first (0 moves), then after each move (one more than there are entries)."""
        return (self._winnable, *(entry.verdict == "kept" for entry in self._entries))

    @property
    def win_lost_at(self) -> int | None:
        """The number of the move that gave the win away, or None if no move did."""
        return next((e.number for e in self._entries if e.verdict == "gave_away"), None)

    @property
    def accuracy(self) -> float | None:
        """The share of choice moves on which the win was kept, 0 to 1; None without any."""
        choices = [entry for entry in self._entries if entry.choice]
        if not choices:
            return None
        return sum(entry.verdict == "kept" for entry in choices) / len(choices)

    @property
    def fewest(self) -> int | None:
        """For a won game, the fewest moves that win its deal (draws and recycles count);
        None for a game not won. Worked out when first read, which may take seconds on a
        rare deal (see ``solving/fewest_moves.py``), and kept."""
        if self._status != "won":
            return None
        if not self._fewest:
            line = fewest_moves(Game.from_cards(*self._cards))
            assert line is not None  # the game was won, so its deal can be
            self._fewest.append(len(line))
        return self._fewest[0]

    # --- words and pictures -------------------------------------------------------------

    def summary(self, *, fewest: bool = True) -> list[str]:
        """The review's head, line by line: the game, its result and moves, whether its deal
        could be won, where the win went and the accuracy (a won game's fewest moves too,
        after its moves, unless ``fewest`` is False: they may take seconds to work out)."""
        t = self._words
        lines = self._head()
        if fewest and self.fewest is not None:
            lines.append(t("review_fewest", fewest=self.fewest))
        lines.append(t("review_start_winnable" if self._winnable else "win_lost_start"))
        lost = self.win_lost_at
        if lost is not None:
            lines.append(t("review_win_lost_at", move=lost, played=self._label(self[lost - 1])))
        elif self._winnable:
            lines.append(t("review_win_kept"))
        lines.append(self._accuracy_line())
        return lines

    def to_text(self, *, every_move: bool = False) -> str:
        """The review as plain text: its :meth:`summary`, then the choice moves (those at
        which the win could have been given away), each with its reason; ``every_move``
        lists every move instead."""
        shown = [e for e in self._entries if every_move or e.choice]
        moves = self._lines(shown, [self._label(entry) for entry in shown])
        if moves and not every_move:
            moves.insert(0, self._words("review_choices_head"))
        return "\n".join([*self.summary(), *(["", *moves] if moves else [])])

    def __str__(self) -> str:
        return self.to_text()

    def chart(self) -> CourseChart:
        """The chart of the game: whether it could still be won after each move (0 for the
        deal), the choice moves marked, and the move that gave the win away."""
        t = self._words
        values = tuple(map(float, self.winnable))
        marks = [
            Mark(entry.number, kind, self._mark_title(entry))
            for entry in self._entries
            for kind in ("choice", "gave_away")
            if (entry.choice if kind == "choice" else entry.verdict == "gave_away")
        ]
        return CourseChart(
            title=t("review_chart_title"),
            values=values,
            marks=tuple(marks),
            low=t("winnable_no"),
            high=t("winnable_yes"),
            moves=t("review_move_axis"),
            legend={"choice": t("review_mark_choice"), "gave_away": t("review_mark_gave_away")},
            steps=True,
        )

    def to_svg(self) -> str:
        """The chart (:meth:`chart`) as a standalone SVG document."""
        return self.chart().svg()

    def _repr_html_(self) -> str:
        """What a notebook shows: the summary, the chart, and the move that gave the win
        away with its reason."""
        return review_html(self.summary(), self.to_svg(), self._turning_point())

    def to_dict(self) -> dict[str, Any]:
        """The review as a JSON-ready dict, each entry's :meth:`~ReviewEntry.to_dict` in
        ``entries`` (without ``fewest``, which may take seconds: read it apart)."""
        return {
            "game": _GAME,
            "code": self._code,
            "status": self._status,
            "language": self._language,
            "winnable_at_start": self._winnable,
            "winnable": list(self.winnable),
            "win_lost_at": self.win_lost_at,
            "accuracy": self.accuracy,
            "length": self.length,
            "entries": [entry.to_dict() for entry in self._entries],
        }

    def __repr__(self) -> str:
        lost = self.win_lost_at
        where = "win kept" if lost is None else f"win given away at move {lost}"
        if not self._winnable:
            where = "not winnable from the start"
        code = self._code or "custom deal"
        return f"<Review {code}: {self._status}, {self.length} moves, {where}>"

    def _label(self, entry: ReviewEntry) -> str:
        return move_label(entry.move, self._language)

    def _mark_title(self, entry: ReviewEntry) -> str:
        what = self._words(f"review_verdict_{entry.verdict}")
        return self._words(
            "review_mark_title", number=entry.number, move=self._label(entry), what=what
        )

    def _accuracy_line(self) -> str:
        choices = [entry for entry in self._entries if entry.choice]
        accuracy = self.accuracy
        if accuracy is None:
            return self._words("review_no_choices")
        kept = sum(entry.verdict == "kept" for entry in choices)
        share = percent(accuracy, self._language)
        return translate_count(
            "review_accuracy", len(choices), self._language, game=_GAME, percent=share, kept=kept
        )

    def _turning_point(self) -> str | None:
        lost = self.win_lost_at
        if lost is None:
            return None
        entry = self[lost - 1]
        return self._words(
            "review_mark_title", number=lost, move=self._label(entry), what=entry.reason
        )


def move_label(move: Move, language: str) -> str:
    """A move as the review names it in ``language``: ``12+14``, ``24+waste`` (German
    ``24+Ablagestapel``), ``draw``, ``recycle``."""
    if move.kind != "pair":
        return translate(f"review_move_{move.kind}", language, game=_GAME)
    if move.b == "waste":
        return translate("review_move_waste", language, game=_GAME, a=move.a)
    return str(move)


def review(subject: object, *, language: str = "en") -> Review:
    """The exact review of a game of Heart to Heart, each move judged by the solver.

    ``subject`` is a :class:`Game`, a :class:`Table`, a ``HeartToHeart`` widget (its game)
    or a record row (a mapping with ``game`` ``"heart_to_heart"``, ``code`` and
    ``history``, as ``records.games()`` returns it). ``language`` is that of the entries'
    reasons and the review's text: ``"en"``, ``"de"`` or ``"hr"``. Raises ``TypeError``
    for another subject and ``ValueError`` for a row that cannot be replayed. The game is
    not changed.
    """
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}; got {language!r}")
    game = _game_of(subject)
    judged = list(judge_moves(game))
    winnable = judged[0].winnable if judged else is_winnable(game)
    lost_at = next((k for k, j in enumerate(judged, 1) if j.winnable and not j.wins_after), None)
    entries = tuple(
        _entry(game, number, j, lost_at, language) for number, j in enumerate(judged, 1)
    )
    heart, stock, waste = game.initial_cards
    return Review(
        entries,
        cards=(tuple(heart), tuple(stock), tuple(waste)),
        code=game.code,
        status=game.status,
        winnable_at_start=winnable,
        language=language,
    )


def _game_of(subject: object) -> Game:
    if isinstance(subject, Game):
        return subject
    if isinstance(subject, Table):
        return subject.game
    game = widget_game(subject, f"{__package__}.widget", "HeartToHeart")
    if isinstance(game, Game):
        return game
    if isinstance(subject, Mapping):
        code, history = recorded_moves(subject, _GAME)
        game = Game.from_code(code)
        game.replay(parse_moves(history))
        return game
    raise TypeError(
        "review() needs a Game, a Table, a HeartToHeart widget or a record row, got "
        f"{excerpt(subject)}"
    )


def _entry(
    game: Game, number: int, judged: Judged, lost_at: int | None, language: str
) -> ReviewEntry:
    """The entry of move ``number`` of ``game``, its reason in ``language``."""

    def t(key: str, **fields: object) -> str:
        return translate(key, language, game=_GAME, **fields)

    verdict: Verdict
    if not judged.winnable:
        verdict = "already_lost"
        if lost_at is None:
            reason = t("review_lost_from_start")
        else:
            reason = t("review_lost_since", move=lost_at)
    elif not judged.wins_after:
        verdict = "gave_away"
        why = why_lost(_after(game, number), language)
        assert why is not None  # the solver says this position cannot be won
        reason = t("review_gave_away", why=why, instead=move_label(judged.keeping[0], language))
    else:
        verdict = "kept"
        if number == game.moves and game.status == "won":
            reason = t("review_won")
        elif judged.losing:
            reason = translate_count(
                "review_kept_choice", len(judged.losing), language, game=_GAME, total=judged.legal
            )
        else:
            reason = t("review_kept")
    choice = judged.winnable and bool(judged.losing)
    return ReviewEntry(number, judged.move, verdict, choice, judged.keeping, reason)


def _after(game: Game, moves: int) -> Game:
    """``game``'s position after its first ``moves`` moves."""
    after = Game.from_cards(*game.initial_cards)
    after.replay(game.history[:moves])
    return after
