"""The course of a game as a small SVG chart: a value from 0 to 1 after each move, with
marked moves.

Both games' reviews draw it: Heart to Heart whether the game could still be won (1 or 0,
as steps), Hope Deferred the chance of a win (a line). The moves run along the x-axis,
from the deal (0) to the last one. Its colours follow the page, light or dark: text and
axes are ``currentColor``, the line and the marks take JupyterLab's theme colours
(``--jp-brand-color1``, ``--jp-error-color1``) with fixed colours where there are none.
Each mark is an element with ``data-mark`` (its kind) and ``data-move`` (its move number)
and a ``<title>`` that says what it marks, so that a reader, a screen reader and a test
can find it; it stands where the move was played, on the value before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .card_svg import escape, number
from .picture import document

WIDTH = 560.0
HEIGHT = 196.0
#: Room around the plot: top for the legend, bottom for the moves; on the left, room for
#: the longer of the two value labels, at about this many px a character, and this much more.
RIGHT, TOP, BOTTOM = 14.0, 38.0, 36.0
CHARACTER, MARGIN = 6.2, 14.0
#: The colours, as CSS with fallbacks: the line, and each kind of mark.
LINE = "var(--jp-brand-color1, #1976d2)"
MARK_COLOURS = {
    "choice": "currentColor",
    "gave_away": "var(--jp-error-color1, #d32f2f)",
    "decided": "var(--jp-warn-color1, #f57c00)",
}
_TICK_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


@dataclass(frozen=True)
class Mark:
    """A marked move: its ``move`` number (the x-axis), its ``kind`` (``choice``,
    ``gave_away`` or ``decided``) and ``title``, what a reader is told it marks."""

    move: int
    kind: str
    title: str


@dataclass(frozen=True)
class CourseChart:
    """``values[k]``: the value after ``k`` moves (``values[0]`` at the deal), each 0 to 1.

    ``steps`` draws them as steps (a value holds until the next move changes it), else as a
    line through the points. ``low`` and ``high`` name the values 0 and 1 on the axis,
    ``moves`` the x-axis, and ``legend`` each kind of mark shown.
    """

    title: str
    values: tuple[float, ...]
    marks: tuple[Mark, ...]
    low: str
    high: str
    moves: str
    legend: dict[str, str]
    steps: bool = False

    def __post_init__(self) -> None:
        if not self.values:
            raise ValueError("a course needs a value at the deal at least")
        for value in self.values:
            if not 0 <= value <= 1:
                raise ValueError(f"values lie between 0 and 1, got {value!r:.40}")
        for mark in self.marks:
            if mark.kind not in MARK_COLOURS:
                raise ValueError(f"unknown kind of mark {mark.kind!r:.40}")
            if not 0 <= mark.move < len(self.values):
                raise ValueError(f"mark at move {mark.move!r:.40}, outside 0..{self.last}")

    @property
    def left(self) -> float:
        """Where the plot starts, in px from the left: after the value labels."""
        return MARGIN + CHARACTER * max(len(self.low), len(self.high))

    @property
    def last(self) -> int:
        """The number of the last move."""
        return len(self.values) - 1

    def x(self, move: float) -> float:
        """Where the position after ``move`` moves is drawn, in px from the left."""
        return self.left + move / max(self.last, 1) * (WIDTH - self.left - RIGHT)

    def y(self, value: float) -> float:
        """Where ``value`` is drawn, in px from the top."""
        return HEIGHT - BOTTOM - value * (HEIGHT - TOP - BOTTOM)

    def svg(self) -> str:
        """The chart as a standalone SVG document."""
        parts = [self._axes(), self._course()]
        parts += [self._mark(mark) for mark in self.marks if mark.kind != "gave_away"]
        parts += [self._mark(mark) for mark in self.marks if mark.kind == "gave_away"]
        parts.append(self._legend())
        return document(WIDTH, HEIGHT, self.title, "".join(parts))

    def _repr_svg_(self) -> str:
        return self.svg()

    def _axes(self) -> str:
        low, high = self.y(0), self.y(1)
        left, right = self.x(0), self.x(self.last)
        parts = [
            f'<path d="M{number(left)} {number(high)}H{number(right)}M{number(left)}'
            f' {number(low)}H{number(right)}" stroke="currentColor" stroke-opacity=".25"/>',
            _text(left - 6, high + 4, self.high, anchor="end"),
            _text(left - 6, low + 4, self.low, anchor="end"),
            _text((left + right) / 2, HEIGHT - 6, self.moves),
        ]
        for move in _ticks(self.last):
            x = self.x(move)
            parts.append(
                f'<path d="M{number(x)} {number(low)}v4" stroke="currentColor"'
                ' stroke-opacity=".5"/>'
            )
            parts.append(_text(x, low + 16, str(move)))
        return "".join(parts)

    def _course(self) -> str:
        points = [(self.x(k), self.y(v)) for k, v in enumerate(self.values)]
        if self.steps:
            path = f"M{number(points[0][0])} {number(points[0][1])}"
            for x, y in points[1:]:
                path += f"H{number(x)}V{number(y)}"
        else:
            path = "M" + "L".join(f"{number(x)} {number(y)}" for x, y in points)
        floor = number(self.y(0))
        area = f"{path}V{floor}H{number(points[0][0])}Z"
        return (
            f'<path d="{area}" style="fill:{LINE}" fill-opacity=".15" stroke="none"/>'
            f'<path d="{path}" data-line="course" style="stroke:{LINE}" stroke-width="2"'
            ' fill="none" stroke-linejoin="round"/>'
        )

    def _mark(self, mark: Mark) -> str:
        # A move is marked where it was played: in the position before it.
        x, y = self.x(mark.move), self.y(self.values[max(mark.move - 1, 0)])
        colour = MARK_COLOURS[mark.kind]
        data = f'data-mark="{mark.kind}" data-move="{mark.move}"'
        title = f"<title>{escape(mark.title)}</title>"
        if mark.kind == "choice":
            return (
                f'<circle {data} cx="{number(x)}" cy="{number(y)}" r="3.5" fill="none"'
                f' stroke="{colour}" stroke-width="1.5">{title}</circle>'
            )
        if mark.kind == "decided":
            return (
                f'<path {data} d="M{number(x)} {number(self.y(1))}V{number(self.y(0))}"'
                f' style="stroke:{colour}" stroke-width="2" stroke-dasharray="4 3">'
                f"{title}</path>"
            )
        return (
            f'<path {data} d="M{number(x)} {number(y - 2)}l-6 -10h12z"'
            f' style="fill:{colour};stroke:{colour}">{title}</path>'
        )

    def _legend(self) -> str:
        shown = [kind for kind in MARK_COLOURS if any(m.kind == kind for m in self.marks)]
        parts, x = [], WIDTH - RIGHT
        for kind in reversed(shown):
            label = self.legend[kind]
            width = 6.5 * len(label) + 18
            x -= width
            sample = Mark(0, kind, label)
            parts.append(
                f'<g transform="translate({number(x + 6)} 14)">'
                + self._sample(sample)
                + _text(10, 4, label, anchor="start")
                + "</g>"
            )
        return "".join(parts)

    @staticmethod
    def _sample(mark: Mark) -> str:
        colour = MARK_COLOURS[mark.kind]
        if mark.kind == "choice":
            return f'<circle r="3.5" fill="none" stroke="{colour}" stroke-width="1.5"/>'
        if mark.kind == "decided":
            return f'<path d="M0 -6V6" style="stroke:{colour}" stroke-width="2"/>'
        return f'<path d="M0 5l-6 -10h12z" style="fill:{colour}"/>'


def _ticks(last: int) -> Sequence[int]:
    """Move numbers to label: 0, the last, and round numbers between, at most seven."""
    step = next((s for s in _TICK_STEPS if last <= 6 * s), max(last, 1))
    ticks = list(range(0, last + 1, step))
    if ticks[-1] != last:
        if len(ticks) > 1 and last - ticks[-1] < step / 2:
            ticks.pop()
        ticks.append(last)
    return ticks


def _text(x: float, y: float, content: str, *, anchor: str = "middle") -> str:
    return (
        f'<text x="{number(x)}" y="{number(y)}" font-size="11" text-anchor="{anchor}"'
        f' fill="currentColor">{escape(content)}</text>'
    )
