"""Review mode on the board: a game's positions on the widget's own board, move by move,
with what its exact review says of each move.

Both widgets open it (:class:`~.recorded_widget.RecordedWidget`): ``w.review()`` on the game
on the table, finished or still being played, ``w.review(row)`` on a finished game of the
records, or the end banner's Review. Python works out everything once, when a review opens,
and syncs it in one read-only trait, ``review_mode``: :func:`payload` lays it out. The
views then step through it by themselves (no round trip per step), each view on its own,
and draw each step from what it holds: a compact board state per position (each game's
``review_board`` module makes them) and each move's words and marks, in the review's
language.

- ``id`` grows with each review opened; a view that shows it starts at ``start`` (the last
  move unless told) and keeps its own step while the same review is re-sent (a change of
  language sends it again in the new one).
- ``steps[k]`` is the position after ``k`` moves (0: the deal): the game's own board state,
  ``over`` (nothing is left to play there), ``reason`` (what the move did, or for the deal
  what the review says of it: the index of its sentence in ``reasons``) and ``chart``,
  where the step lies on the chart as ``[x, y]``, each a share of the chart's width and
  height.
- ``reasons`` holds each distinct sentence of the steps once, in the order they first
  come: most moves of a long game share a few sentences ("The win was kept: ..."), so the
  review is sent about a fifth smaller.
- ``chart`` is the review's SVG chart, as ``review.to_svg()`` draws it; ``title`` and
  ``summary`` the head of the review's text, and ``key_move`` the move it offers to go to
  (the one that gave the win away, or decided the game), or None.

Any move, undo or new deal on the table closes review mode, in the same message: the
board then shows the game as it is. *Play from here* puts the position of a step on the
table as a new game of the same deal (see ``RecordedWidget.play_from_here``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from . import course_chart
from .contract import RulesEngine
from .course_chart import CourseChart
from .errors import ReviewError, excerpt

if TYPE_CHECKING:
    # Only for type checkers: see the note on Status in common/contract.py.
    from .contract import Status

G = TypeVar("G", bound=RulesEngine[Any, Any])
R = TypeVar("R", bound="ReviewLike")


class ReviewLike(Protocol):
    """What review mode reads of both games' reviews."""

    @property
    def code(self) -> str | None: ...

    @property
    def status(self) -> Status: ...

    @property
    def language(self) -> str: ...

    @property
    def length(self) -> int: ...

    def chart(self) -> CourseChart: ...

    def to_svg(self) -> str: ...


@dataclass(frozen=True)
class Reviewed(Generic[G, R]):
    """A review open on a widget's board: the reviewed ``game`` (a copy, with its whole
    history), its ``review``, the review's ``id`` and the ``start`` step the views show
    first; ``own`` is True for the game on the table (False for a row of the records)."""

    game: G
    review: R
    id: int
    start: int
    own: bool


def check_step(step: object, length: int) -> int:
    """A step of a review of ``length`` moves: a whole number 0 (the deal) to ``length``;
    ``TypeError`` for another type, ``ReviewError`` out of range."""
    if type(step) is not int:
        raise TypeError(f"a step is a whole number of moves, got {excerpt(step)}")
    if not 0 <= step <= length:
        raise ReviewError(
            f"a step of this review is 0 (the deal) to {length} (the last move), got {step}"
        )
    return step


def branch(game: G, step: int) -> G:
    """The position of ``game`` after its first ``step`` moves, as a game of its own: the
    same deal, those moves its history (undo takes back the last 100 of them)."""
    played = game.history[:step]
    line = game.copy()
    line.restart()
    line.replay(played)
    return line


def chart_points(chart: CourseChart) -> list[list[float]]:
    """Where each step lies on ``chart``: ``[x, y]`` as shares of its width and height."""
    return [
        [
            round(chart.x(k) / course_chart.WIDTH, 4),
            round(chart.y(value) / course_chart.HEIGHT, 4),
        ]
        for k, value in enumerate(chart.values)
    ]


def payload(
    reviewed: Reviewed[Any, Any], board: dict[str, Any], steps: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """The ``review_mode`` trait of an open review: the shared keys (see the module), the
    game's own ``board`` keys beside them and its ``steps``, each with its place on the
    chart and its ``reason`` an index into ``reasons``."""
    review = reviewed.review
    chart = review.chart()
    points = chart_points(chart)
    reasons: dict[str, int] = {}  # each distinct sentence, and its index
    compact = [
        {**step, "reason": reasons.setdefault(step["reason"], len(reasons)), "chart": point}
        for step, point in zip(steps, points, strict=True)
    ]
    return {
        "id": reviewed.id,
        "start": reviewed.start,
        "own": reviewed.own,
        "code": review.code,
        "status": review.status,
        "language": review.language,
        "length": review.length,
        **board,
        "chart": chart.svg(),
        "reasons": list(reasons),
        "steps": compact,
    }
