"""How to play's picture of Hope Deferred: its deal of three with the target card lifted
out, each card lettered in the view's language."""

from __future__ import annotations

from hearttoheart_widget.common.card_svg import back_svg, card_svg
from hearttoheart_widget.common.help_pictures import W, arrow, picture
from hearttoheart_widget.common.translations import check_language, translate


def help_picture(language: str = "en") -> str:
    """The stock, and three cards dealt with the target card (a heart) set aside: its Queen
    carries the letter of ``language`` (German D)."""
    check_language(language)

    def letter(rank: int) -> str:
        return translate(f"rank_{rank}", language, game="hope_deferred")

    return picture(
        196,
        96,
        back_svg(at=(4, 36, W))
        + card_svg(9, "clubs", at=(58, 36, W))
        + card_svg(12, "hearts", at=(104, 8, W), label=letter(12))
        + arrow(124, 92, 124, 74)
        + card_svg(13, "spades", at=(150, 36, W), label=letter(13)),
    )
