"""A small bar chart of rates with their intervals, as a standalone SVG.

It needs no plotting library, so it draws wherever a notebook runs, the browser's Python
included, and shows in a notebook read without a kernel (``_repr_svg_``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .card_svg import escape, number
from .picture import FONT

WIDTH = 560.0
HEIGHT = 280.0
#: Room around the plot: left for the axis labels, top for the title, bottom for the names.
LEFT, RIGHT, TOP, BOTTOM = 48.0, 16.0, 34.0, 40.0
PLAIN = "#b0b7c3"
MARKED = "#c8102e"
INK = "#1b1b1b"


@dataclass(frozen=True)
class Bar:
    """One bar: a share from 0 to 1 with its interval ``low .. high``; a ``marked`` bar is
    drawn in red."""

    name: str
    share: float
    low: float
    high: float
    marked: bool = False


@dataclass(frozen=True)
class RateChart:
    """Bars of rates with interval whiskers, and an optional dashed line across them
    (``line`` at a rate, named ``line_label`` in the legend)."""

    title: str
    bars: tuple[Bar, ...]
    line: float | None = None
    line_label: str = ""

    def __post_init__(self) -> None:
        if not self.bars:
            raise ValueError("a chart needs at least one bar")
        for value in (
            *(v for bar in self.bars for v in (bar.share, bar.low, bar.high)),
            *([] if self.line is None else [self.line]),
        ):
            if not 0 <= value <= 1:
                raise ValueError(f"rates lie between 0 and 1, got {value!r:.40}")

    @property
    def top(self) -> float:
        """The rate at the top of the axis: the next tenth above every value shown."""
        values = [bar.high for bar in self.bars] + ([self.line] if self.line is not None else [])
        return min(1.0, (int(max(values) * 10) + 1) / 10)

    def y(self, rate: float) -> float:
        """Where ``rate`` is drawn, in px from the top."""
        return HEIGHT - BOTTOM - rate / self.top * (HEIGHT - TOP - BOTTOM)

    def svg(self) -> str:
        """The chart as a standalone SVG document."""
        parts = [f'<rect width="{number(WIDTH)}" height="{number(HEIGHT)}" fill="#fff"/>']
        parts.append(_text(WIDTH / 2, 20, self.title, size=14, bold=True))
        tenths = round(self.top * 10)
        for step in range(tenths + 1):
            rate = step / 10
            y = self.y(rate)
            parts.append(
                f'<path d="M{number(LEFT)} {number(y)}H{number(WIDTH - RIGHT)}" stroke="#e3e5ea"/>'
            )
            parts.append(_text(LEFT - 6, y + 4, f"{rate:.0%}", anchor="end"))
        slot = (WIDTH - LEFT - RIGHT) / len(self.bars)
        for index, bar in enumerate(self.bars):
            centre = LEFT + slot * (index + 0.5)
            width = slot * 0.6
            top = self.y(bar.share)
            parts.append(
                f'<rect x="{number(centre - width / 2)}" y="{number(top)}"'
                f' width="{number(width)}" height="{number(self.y(0) - top)}"'
                f' fill="{MARKED if bar.marked else PLAIN}"><title>{escape(bar.name)}:'
                f" {bar.share:.1%} ({bar.low:.1%} to {bar.high:.1%})</title></rect>"
            )
            low, high = self.y(bar.low), self.y(bar.high)
            parts.append(
                f'<path d="M{number(centre)} {number(low)}V{number(high)}'
                f"M{number(centre - 6)} {number(low)}h12M{number(centre - 6)} {number(high)}h12"
                f'" stroke="{INK}" stroke-width="1.5" fill="none"/>'
            )
            parts.append(_text(centre, HEIGHT - BOTTOM + 18, bar.name))
        if self.line is not None:
            y = self.y(self.line)
            parts.append(
                f'<path d="M{number(LEFT)} {number(y)}H{number(WIDTH - RIGHT)}" stroke="{INK}"'
                ' stroke-dasharray="6 4" stroke-width="1.5"/>'
            )
            if self.line_label:
                parts.append(
                    _text(LEFT + 6, y - 6, f"{self.line_label}: {self.line:.1%}", anchor="start")
                )
        size = f'width="{number(WIDTH)}" height="{number(HEIGHT)}"'
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" {size}'
            f' viewBox="0 0 {number(WIDTH)} {number(HEIGHT)}" role="img"'
            f' aria-label="{escape(self.title)}" font-family="{FONT}">'
            f"<title>{escape(self.title)}</title>{''.join(parts)}</svg>"
        )

    def _repr_svg_(self) -> str:
        return self.svg()


def _text(
    x: float,
    y: float,
    content: str,
    *,
    size: float = 12,
    anchor: str = "middle",
    bold: bool = False,
) -> str:
    weight = ' font-weight="700"' if bold else ""
    return (
        f'<text x="{number(x)}" y="{number(y)}" font-size="{number(size)}"'
        f' text-anchor="{anchor}" fill="{INK}"{weight}>{escape(content)}</text>'
    )
