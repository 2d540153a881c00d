"""A picture of a Heart to Heart board as one standalone SVG, from plain data.

It shows the heart's 25 places as the widget lays them out (covered cards greyed, emptied
places as faint outlines, so the heart keeps its shape), the stock and the waste with
their counts, and a status bar with the deal code, score, moves and the game's state; with
``positions=True`` each place carries its number (0 to 24) in a small badge at its top, a
``<g data-position-label="N">``, as the live board's *Show positions* setting draws it. It
needs no kernel and no script, so a notebook shows the board wherever it is read. Its
words and card letters are in the ``language`` asked for (``B`` and ``D`` for a German
Jack and Queen), from the translations.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from hearttoheart_widget.common.card_svg import card_svg, empty_svg, number
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.picture import (
    COLOURS,
    STATUS_BAR,
    banner,
    document,
    felt,
    pile,
    ring,
    status_bar,
    text,
)
from hearttoheart_widget.common.translations import check_language, translate, translate_count

from .declaration import KEY as GAME
from .geometry import POSITIONS, ROW, ROWS, X
from .ranks import is_rank

#: The cards' width, and their faces: full ones (corner indices, pips and court figures),
#: as the widget draws cards of this width, so the picture and the live board look alike.
CARD = 56.0
FACE = "full"
SLOT = CARD * 1.1
STEP = CARD * 1.4 * 0.52
PAD = 22.0
#: The heart: five slots between its outermost columns, plus a card.
HEART_WIDTH = 5 * SLOT + CARD
HEART_HEIGHT = (len(ROWS) - 1) * STEP + CARD * 1.4
PILES_X = PAD + HEART_WIDTH + CARD * 0.9
WIDTH = PILES_X + CARD + PAD + 12
HEIGHT = PAD + HEART_HEIGHT + PAD + STATUS_BAR
LIFT = CARD * 0.1
STOCK_Y = PAD + STEP * 0.5
WASTE_Y = STOCK_Y + CARD * 1.4 + 44

#: Each status's word in the status bar: its translation key after ``picture_``.
STATUS_WORDS = {"playing": "playing", "won": "won", "lost": "dead_end"}


def board_svg(
    heart: Sequence[int | None],
    free: Collection[int],
    stock_count: int,
    waste: Sequence[int],
    *,
    code: str | None = None,
    score: int = 0,
    moves: int = 0,
    status: str = "playing",
    selected: int | str | None = None,
    positions: bool = False,
    language: str = "en",
) -> str:
    """The board as SVG: ``heart`` holds 25 ranks (None for an emptied place), ``free`` the
    positions nothing covers, ``waste`` its ranks bottom to top; ``selected`` is a
    position, ``"waste"`` or None. ``status`` is ``"playing"``, ``"won"`` or ``"lost"``.
    ``positions`` labels each of the 25 places with its number. The words are in
    ``language``: ``"en"`` (the default), ``"de"`` or ``"hr"``."""
    _check(heart, free, stock_count, waste, status, selected)
    check_language(language)

    def say(key: str, **fields: object) -> str:
        return translate(key, language, game=GAME, **fields)

    def face(rank: int, at: tuple[float, float, float], state: str = "free") -> str:
        return card_svg(rank, size=FACE, state=state, at=at, label=say(f"rank_{rank}"))

    places = [_place(p) for p in range(POSITIONS)]
    body = [felt(WIDTH, HEIGHT)]
    pairs = list(zip(places, heart, strict=True))
    body += [empty_svg(at=(x, y, CARD)) for (x, y), rank in pairs if rank is None]
    for p, ((x, y), rank) in enumerate(pairs):
        if rank is not None and p != selected:
            body.append(face(rank, (x, y, CARD), "free" if p in free else "covered"))
    if isinstance(selected, int):
        x, y = places[selected]
        rank = heart[selected]
        assert rank is not None  # checked above
        y -= LIFT
        body.append(ring(x, y, CARD, COLOURS["select"]))
        body.append(face(rank, (x, y, CARD)))
    if positions:
        lifted = {selected} if isinstance(selected, int) else set()
        body += [_label(p, x, y - LIFT * (p in lifted)) for p, (x, y) in enumerate(places)]
    top = (
        face(waste[-1], (PILES_X, WASTE_Y - LIFT * (selected == "waste"), CARD)) if waste else None
    )
    body.append(_piles(stock_count, waste, top, selected == "waste", say))
    word = say(f"picture_{STATUS_WORDS[status]}")
    if status == "won":
        body.append(banner(PAD + HEART_WIDTH / 2, PAD + HEART_HEIGHT * 0.42, word))
    counters = say("picture_counters", score=score, moves=moves)
    body.append(status_bar(WIDTH, HEIGHT, code or say("picture_no_code"), counters, status, word))
    left = sum(rank is not None for rank in heart)
    title = say(
        "picture_title",
        name=f"{say('title')} {code or ''}".rstrip(),
        state=say(f"picture_state_{STATUS_WORDS[status]}"),
        cards=translate_count("cards", left, language),
        score=score,
        moves=translate_count("picture_moves", moves, language),
        stock=stock_count,
        waste=len(waste),
    )
    return document(WIDTH, HEIGHT, title, "".join(body))


def _place(position: int) -> tuple[float, float]:
    """The top left corner of a heart position's card."""
    return PAD + (X[position] + 2.5) * SLOT, PAD + ROW[position] * STEP


def _label(position: int, x: float, y: float) -> str:
    """The badge with a place's number, at the top of its card at (x, y)."""
    width = 11.0 + 6.5 * len(str(position))
    left = x + (CARD - width) / 2
    return (
        f'<g data-position-label="{position}"><rect x="{number(left)}" y="{number(y + 2)}"'
        f' width="{number(width)}" height="15" rx="7.5" fill="#1b1b1b" fill-opacity=".78"/>'
        + text(x + CARD / 2, y + 13.5, str(position), size=11, bold=True)
        + "</g>"
    )


def _piles(
    stock_count: int,
    waste: Sequence[int],
    top: str | None,
    waste_selected: bool,
    say: Callable[..., str],
) -> str:
    """The stock and the waste, ``top`` the waste's top card, with their captions."""
    x = PILES_X
    centre = x + CARD / 2
    if top is not None and waste_selected:
        top = ring(x, WASTE_Y - LIFT, CARD, COLOURS["select"]) + top
    return (
        pile(x, STOCK_Y, CARD, stock_count, None)
        + text(centre, STOCK_Y + CARD * 1.4 + 20, say("picture_stock", n=stock_count), size=12)
        + pile(x, WASTE_Y, CARD, len(waste), top)
        + text(centre, WASTE_Y + CARD * 1.4 + 20, say("picture_waste", n=len(waste)), size=12)
    )


def _check(
    heart: Sequence[int | None],
    free: Collection[int],
    stock_count: int,
    waste: Sequence[int],
    status: str,
    selected: int | str | None,
) -> None:
    if len(heart) != POSITIONS or not all(rank is None or is_rank(rank) for rank in heart):
        raise ValueError(f"heart must be 25 ranks 1..13 or None, got {_cut(heart)}")
    if not all(type(p) is int and 0 <= p < POSITIONS and heart[p] is not None for p in free):
        raise ValueError(f"free must be positions of cards in the heart, got {_cut(free)}")
    if type(stock_count) is not int or stock_count < 0:
        raise ValueError(f"stock_count must be an int >= 0, got {stock_count!r}")
    if not all(is_rank(rank) for rank in waste):
        raise ValueError(f"waste must be ranks 1..13, got {_cut(waste)}")
    if status not in STATUS_WORDS:
        raise ValueError(f"status must be playing, won or lost, got {status!r}")
    known = selected is None or (selected == "waste" and waste)
    if not (known or (type(selected) is int and selected in free)):
        raise ValueError(
            f"selected must be None, 'waste' or a free position, got {excerpt(selected)}"
        )


def _cut(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."
