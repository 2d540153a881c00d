"""What the board pictures of both games share: the standalone ``<svg>``, the felt, piles,
rings, text and the status bar.

A picture is one self-contained SVG document (no scripts, no external fonts or images),
so it shows wherever a notebook is read without a kernel: on GitHub, in nbviewer, in an
untrusted notebook and in an HTML export. Its cards are those of :mod:`.card_svg`.
"""

from __future__ import annotations

from .card_svg import ART, back_svg, empty_svg, escape, number

COLOURS = ART["themes"]["light"]
FONT = "system-ui,-apple-system,'Segoe UI','DejaVu Sans',sans-serif"
STATUS_BAR = 34.0
#: The status bar's pill for each state of a game: its colour, opacity and text colour.
STATUS_PILLS = {
    "playing": ("#fff", ".2", "#fff"),
    "won": (COLOURS["select"], "1", "#1b1b1b"),
    "lost": ("#000", ".5", "#fff"),
}
#: How far apart the edges of the cards under a pile's top card are, and how many show.
DEPTH_STEP = 2.0
DEPTH_SHOWN = 3


def document(width: float, height: float, title: str, body: str) -> str:
    """A standalone SVG document ``width`` x ``height`` px, named ``title`` for readers."""
    size = f'width="{number(width)}" height="{number(height)}"'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" {size}'
        f' viewBox="0 0 {number(width)} {number(height)}" role="img"'
        f' aria-label="{escape(title)}" font-family="{FONT}"><title>{escape(title)}</title>'
        f"{body}</svg>"
    )


def felt(width: float, height: float) -> str:
    """The green felt under the cards, with the status bar's dark strip at its foot."""
    return (
        '<defs><radialGradient id="hwc-felt" cx="50%" cy="30%" r="70%">'
        f'<stop offset="0" stop-color="{COLOURS["felt-light"]}"/>'
        f'<stop offset="1" stop-color="{COLOURS["felt-dark"]}"/></radialGradient></defs>'
        f'<rect width="{number(width)}" height="{number(height)}" rx="10" fill="url(#hwc-felt)"/>'
        f'<path d="M0 {number(height - STATUS_BAR)}H{number(width)}V{number(height - 10)}'
        f"A10 10 0 0 1 {number(width - 10)} {number(height)}"
        f'H10A10 10 0 0 1 0 {number(height - 10)}Z" fill="#000" fill-opacity=".35"/>'
    )


def text(
    x: float,
    y: float,
    content: str,
    *,
    size: float = 13,
    anchor: str = "middle",
    bold: bool = False,
    opacity: float = 1,
) -> str:
    """White text on the felt."""
    weight = ' font-weight="700"' if bold else ""
    fade = f' fill-opacity="{opacity}"' if opacity < 1 else ""
    return (
        f'<text x="{number(x)}" y="{number(y)}" font-size="{number(size)}"'
        f' text-anchor="{anchor}" fill="#fff"{weight}{fade}>{escape(content)}</text>'
    )


def status_bar(
    width: float, height: float, code: str, counters: str, status: str, word: str
) -> str:
    """The status bar: the deal ``code`` on the left; on the right the ``counters`` and a
    pill saying ``word``, coloured for ``status`` (playing, won or lost)."""
    y = height - STATUS_BAR / 2
    fill, opacity, ink = STATUS_PILLS[status]
    pill = 18 + len(word) * 8.2
    x = width - 10 - pill
    return (
        text(14, y + 4.5, code, anchor="start", bold=True)
        + text(x - 8, y + 4.5, counters, anchor="end")
        + f'<rect x="{number(x)}" y="{number(y - 10.5)}" width="{number(pill)}" height="21"'
        f' rx="10.5" fill="{fill}" fill-opacity="{opacity}"/>'
        f'<text x="{number(x + pill / 2)}" y="{number(y + 4.5)}" font-size="13"'
        f' font-weight="700" text-anchor="middle" fill="{ink}">{escape(word)}</text>'
    )


def banner(x: float, y: float, words: str) -> str:
    """A large word across the middle of the felt, such as "Won"."""
    width = 36 + 17 * len(words)
    return (
        f'<rect x="{number(x - width / 2)}" y="{number(y - 24)}" width="{number(width)}"'
        ' height="40" rx="20" fill="#000" fill-opacity=".55"/>'
        + text(x, y + 4, words, size=24, bold=True)
    )


def ring(x: float, y: float, width: float, colour: str) -> str:
    """A bright ring with a dark halo around the card at (x, y), as the widget draws it."""
    height = width * 1.4
    return "".join(
        f'<rect x="{number(x - gap)}" y="{number(y - gap)}" width="{number(width + 2 * gap)}"'
        f' height="{number(height + 2 * gap)}" rx="{number(width * 0.075 + gap)}" fill="none"'
        f' stroke="{stroke}" stroke-width="{thick}"/>'
        for gap, stroke, thick in ((4, colour, 3), (1.5, COLOURS["halo"], 2))
    )


def pile(x: float, y: float, width: float, count: int, top: str | None) -> str:
    """A pile of ``count`` cards at (x, y) whose top card is the markup ``top`` (None: a
    face-down pile); the cards under the top show as edges below and to the right."""
    if count == 0:
        return empty_svg(at=(x, y, width))
    fill = COLOURS["face"] if top else COLOURS["back"]
    edges = "".join(
        f'<rect x="{number(x + step * DEPTH_STEP + 0.5)}" y="{number(y + step * DEPTH_STEP + 0.5)}"'
        f' width="{number(width - 1)}" height="{number(width * 1.4 - 1)}"'
        f' rx="{number(width * 0.075)}" fill="{fill}" stroke="{COLOURS["edge"]}"/>'
        for step in range(min(count - 1, DEPTH_SHOWN), 0, -1)
    )
    return edges + (top or back_svg(at=(x, y, width)))
