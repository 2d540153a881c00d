"""Playing cards as SVG markup: faces at three sizes, the back and an emptied place.

Everything drawn comes from ``card_art.json``, which the front end's ``cards.js`` reads
too, and both write the same markup character for character (a test runs both), so a
board picture drawn here looks like the live widget.

A card is a nested ``<svg>`` in a 100 x 140 box. It carries its colours as attributes (the
light theme's), so it shows as it is anywhere, and classes (``hwc-*``) through which the
front end's stylesheet recolours it for a dark theme or another state. Suit shapes are
paths in absolute coordinates around their centre; a pip is the shape scaled (and, in the
lower half of a card, turned upside down) by rewriting those numbers, so no ids or ``<use>``
are needed and a page may hold any number of cards.

Sizes: ``"full"`` has corner indices at both ends, the pip layouts and court figures;
``"compact"`` (for cards about 30 to 55 px wide) has one large index, a small suit sign and
one large pip or the court's bust; ``"mini"`` (below about 30 px) has only the rank and
the suit sign, as large as the card allows.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from functools import cache
from importlib.resources import files
from typing import Any, Final

ART: Final[dict[str, Any]] = json.loads(
    files(__package__).joinpath("card_art.json").read_text(encoding="utf-8")
)

SUITS: Final = tuple(ART["suits"])
SIZES: Final = tuple(ART["layouts"])
STATES: Final = ("free", "covered", "dimmed")

_WIDTH, _HEIGHT = ART["box"]
_TURN = f"rotate(180 {_WIDTH // 2} {_HEIGHT // 2})"
_NUMBER = re.compile(r"-?\d*\.?\d+")
_FIELD = re.compile(r"\{([\w-]+)\}")


def card_svg(
    rank: int,
    suit: str = "hearts",
    *,
    size: str = "full",
    state: str = "free",
    label: str | None = None,
    at: tuple[float, float, float] | None = None,
) -> str:
    """A card's face: ``rank`` 1 (Ace) to 13 (King) of ``suit`` (clubs, diamonds, hearts,
    spades), at ``size`` (full, compact, mini), ``state`` free, covered or dimmed.

    ``label`` replaces the rank's index text (``"B"`` for a German Jack); ``at`` places the
    card as ``(x, y, width)`` inside a larger picture.
    """
    if type(rank) is not int or not 1 <= rank <= 13:
        raise ValueError(f"rank must be an int 1 (Ace) to 13 (King), got {rank!r}")
    if label is not None and not isinstance(label, str):
        raise ValueError(f"label must be text or None, got {label!r}")
    _check("suit", suit, SUITS)
    _check("size", size, SIZES)
    colours = _colours(state)
    layout = ART["layouts"][size]
    colour = ART["suits"][suit]["color"]
    text = ART["ranks"][rank - 1] if label is None else label
    index = _index(text, suit, layout)
    if layout.get("mirror"):
        index += f'<g transform="{_TURN}">{index}</g>'
    # A covered card shows its index only: most of it lies under other cards.
    art = "" if state == "covered" else _fill(_face_art(rank, suit, size, layout), colours)
    body = f'<g class="hwc-art">{art}</g>' if art else ""
    ink = f'<g class="hwc-{colour}" color="{colours[colour]}" fill="currentColor">{index}{body}</g>'
    return _svg(f"hwc-{size} hwc-{suit} hwc-{state}", _fill(ART["face"], colours) + ink, at)


def back_svg(*, at: tuple[float, float, float] | None = None) -> str:
    """A card's back (``at`` as in :func:`card_svg`)."""
    colours = _colours("free")
    return _svg("hwc-back-side", _fill(ART["face"], colours) + _fill(ART["back"], colours), at)


def empty_svg(*, at: tuple[float, float, float] | None = None) -> str:
    """The faint outline of a place whose card has gone (``at`` as in :func:`card_svg`)."""
    return _svg("hwc-empty", ART["empty"], at)


def number(value: float) -> str:
    """``value`` to one decimal, written as JavaScript's ``String(Math.round(v * 10) / 10)``."""
    tenths = value * 10
    whole = math.floor(tenths)
    if tenths - whole >= 0.5:
        whole += 1
    return str(whole // 10) if whole % 10 == 0 else repr(whole / 10)


def escape(text: str) -> str:
    """``text`` made safe inside an XML element or attribute."""
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


def _check(name: str, value: str, known: tuple[str, ...]) -> None:
    if value not in known:
        raise ValueError(f"{name} must be one of {', '.join(known)}; got {value!r}")


def _colours(state: str) -> dict[str, str]:
    """The light theme's colours for a card in ``state``: face, edge, red, black, back...

    A dimmed card (placement help: not a partner) takes a covered card's colours."""
    _check("state", state, STATES)
    theme: dict[str, str] = ART["themes"]["light"]
    if state == "free":
        return theme
    return {**theme, **{key: theme[f"covered-{key}"] for key in ("face", "red", "black")}}


def _svg(classes: str, content: str, at: tuple[float, float, float] | None) -> str:
    place = ""
    if at is not None:
        x, y, width = at
        place = (
            f' x="{number(x)}" y="{number(y)}" width="{number(width)}"'
            f' height="{number(width * _HEIGHT / _WIDTH)}"'
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_WIDTH} {_HEIGHT}"{place}'
        f' class="hwc {classes}" aria-hidden="true">{content}</svg>'
    )


def _index(text: str, suit: str, layout: dict[str, Any]) -> str:
    """The rank and the suit sign in a card's corner (or middle, for a mini card)."""
    rank = layout["rank"]
    wide = f' textLength="{rank["wide"]}" lengthAdjust="spacingAndGlyphs"' if len(text) > 1 else ""
    sign = layout["suit"]
    return (
        f'<g class="hwc-index" font-family="{ART["font"]}" font-weight="700"'
        f' text-anchor="middle"><text x="{rank["x"]}" y="{rank["y"]}"'
        f' font-size="{rank["size"]}"{wide}>{escape(text)}</text>'
        f"{_shape('hwc-suit', suit, sign['x'], sign['y'], sign['scale'])}</g>"
    )


def _face_art(rank: int, suit: str, size: str, layout: dict[str, Any]) -> str:
    """What a face shows besides its indices: pips or a court figure."""
    courts = ART["courts"]
    court = courts.get(str(rank))
    if size == "mini":
        return ""
    if size == "compact":
        if court is not None:
            return f'<g class="hwc-court" transform="{courts["compact"]}">{court["art"]}</g>'
        pip = layout["pip"]
        return _shape("hwc-pip", suit, pip["x"], pip["y"], pip["scale"])
    if court is not None:
        x, y = court["suit"]
        half = court["art"] + _shape("hwc-suit", suit, x, y, courts["suit"])
        return f'{courts["frame"]}<g class="hwc-court">{half}<g transform="{_TURN}">{half}</g></g>'
    scale = layout["ace"] if rank == 1 else layout["pips"]
    return "".join(
        _shape("hwc-pip", suit, x, y, -scale if y > _HEIGHT / 2 else scale)
        for x, y in ART["pips"][rank - 1]
    )


@cache
def _shape(kind: str, suit: str, x: float, y: float, scale: float) -> str:
    """A suit's shape centred on (x, y), ``scale`` times its size (upside down if < 0)."""
    numbers = itertools.count()

    def move(match: re.Match[str]) -> str:
        origin = y if next(numbers) % 2 else x
        return number(origin + scale * float(match.group()))

    return f'<path class="{kind}" d="{_NUMBER.sub(move, ART["suits"][suit]["path"])}"/>'


def _fill(template: str, colours: dict[str, str]) -> str:
    return _FIELD.sub(lambda match: colours[match.group(1)], template)
