"""The small pictures of How to play, one per game, from the shared card renderer
(:mod:`.card_svg`): Heart to Heart's free 7 pairing with the 7 on the waste over two
covered cards, and Hope Deferred's deal of three with its target card lifted out, each card
lettered in the view's language. Each widget syncs its game's picture to the view
(``_help_picture``), so no bundle draws it."""

from __future__ import annotations

import math
from collections.abc import Callable

from .card_svg import back_svg, card_svg, number
from .translations import check_language, translate

_W = 40.0  # a card's width in the pictures


def _picture(width: int, height: int, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}"'
        f' width="{width}" height="{height}" aria-hidden="true">{body}</svg>'
    )


def _arrow(x1: float, y1: float, x2: float, y2: float) -> str:
    """A white arrow from (x1, y1) to (x2, y2), its head at the end."""
    angle = math.atan2(y2 - y1, x2 - x1)
    head = [
        f"{number(x2 - 7 * math.cos(angle + turn))} {number(y2 - 7 * math.sin(angle + turn))}"
        for turn in (-0.5, 0.5)
    ]
    end = f"{number(x2)} {number(y2)}"
    path = f"M{number(x1)} {number(y1)}L{end}M{head[0]}L{end}L{head[1]}"
    return (
        f'<path d="{path}" fill="none" stroke="#fff" stroke-width="2.2"'
        ' stroke-linecap="round" stroke-linejoin="round"/>'
    )


def heart_to_heart(language: str = "en") -> str:
    """Two covered cards, the free 7 lying on them, and the 7 on the waste it pairs with
    (number cards: the same in every ``language``)."""
    check_language(language)
    return _picture(
        176,
        96,
        card_svg(9, state="covered", at=(8, 4, _W))
        + card_svg(5, state="covered", at=(52, 4, _W))
        + card_svg(7, at=(30, 36, _W))
        + _arrow(112, 66, 80, 66)
        + _arrow(80, 66, 112, 66)
        + card_svg(7, at=(124, 36, _W)),
    )


def hope_deferred(language: str = "en") -> str:
    """The stock, and three cards dealt with the target card (a heart) set aside: its Queen
    carries the letter of ``language`` (German D)."""
    check_language(language)

    def letter(rank: int) -> str:
        return translate(f"rank_{rank}", language, game="hope_deferred")

    return _picture(
        196,
        96,
        back_svg(at=(4, 36, _W))
        + card_svg(9, "clubs", at=(58, 36, _W))
        + card_svg(12, "hearts", at=(104, 8, _W), label=letter(12))
        + _arrow(124, 92, 124, 74)
        + card_svg(13, "spades", at=(150, 36, _W), label=letter(13)),
    )


#: Each game's picture in a language, by the game's name (a widget's ``_game``).
PICTURES: dict[str, Callable[[str], str]] = {
    "heart_to_heart": heart_to_heart,
    "hope_deferred": hope_deferred,
}
