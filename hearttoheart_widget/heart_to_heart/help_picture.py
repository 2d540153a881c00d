"""How to play's picture of Heart to Heart: two covered cards, the free 7 lying on them,
and the 7 on the waste it pairs with."""

from __future__ import annotations

from hearttoheart_widget.common.card_svg import card_svg
from hearttoheart_widget.common.help_pictures import W, arrow, picture
from hearttoheart_widget.common.translations import check_language


def help_picture(language: str = "en") -> str:
    """Two covered cards, the free 7 lying on them, and the 7 on the waste it pairs with
    (number cards: the same in every ``language``)."""
    check_language(language)
    return picture(
        176,
        96,
        card_svg(9, state="covered", at=(8, 4, W))
        + card_svg(5, state="covered", at=(52, 4, W))
        + card_svg(7, at=(30, 36, W))
        + arrow(112, 66, 80, 66)
        + arrow(80, 66, 112, 66)
        + card_svg(7, at=(124, 36, W)),
    )
