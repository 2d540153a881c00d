"""Deal codes ``HD1-<variant><target suit>-<7 letters>``, such as ``HD1-CH-AAAAAAM``."""

from __future__ import annotations

from hearttoheart_widget.common.deal_codes import number_to_letters, parse_code

from .cards import Suit
from .variants import Variant

CODE_FORM = (
    "a code is HD1-, a variant letter (C classic, K knockout, A abandon hope), a target-suit"
    " letter (C, D, H, S), '-' and 7 letters A-Z, for example HD1-CH-AAAAAAM"
)


def make_code(variant: Variant | str, target: Suit | str, deal_number: int) -> str:
    """The code of a deal: its variant, target suit and deal number."""
    letters = number_to_letters(deal_number)
    return f"HD1-{Variant.parse(variant).letter}{Suit.parse(target).letter}-{letters}"


def read_code(code: object) -> tuple[Variant, Suit, int]:
    """The variant, target suit and deal number of a code; ``InvalidCodeError`` if it is not
    one, ``TypeError`` if it is not a string."""
    match, number = parse_code(code, r"HD1-([CKA])([CDHS])", CODE_FORM)
    variant = next(v for v in Variant if v.letter == match.group(1))
    suit = next(s for s in Suit if s.letter == match.group(2))
    return variant, suit, number
