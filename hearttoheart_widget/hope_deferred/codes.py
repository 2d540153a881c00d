"""Deal codes ``HD1-<variant><target suit>-<7 letters>``, such as ``HD1-CH-AAAAAAM``.

:func:`format_code` writes a code and :func:`parse_code` reads one, the same two words as
Heart to Heart's (:mod:`hearttoheart_widget.heart_to_heart.deals`). The names of 0.2.0,
``make_code`` and ``read_code``, still work and warn that they are deprecated.
"""

from __future__ import annotations

import warnings

from hearttoheart_widget.common import deal_codes

from .cards import Suit
from .variants import Variant

CODE_FORM = (
    "a code is HD1-, a variant letter (C classic, K knockout, A abandon hope), a target-suit"
    " letter (C, D, H, S), '-' and 7 letters A-Z, for example HD1-CH-AAAAAAM"
)
_PREFIX = r"HD1-([CKA])([CDHS])"
#: A whole code as a regular expression (see ``deal_codes.code_pattern``).
CODE_PATTERN = deal_codes.code_pattern(_PREFIX)


def format_code(variant: Variant | str, target_suit: Suit | str, deal_number: int) -> str:
    """The code of a deal: its variant, target suit and deal number."""
    letters = deal_codes.number_to_letters(deal_number)
    return f"HD1-{Variant.parse(variant).letter}{Suit.parse(target_suit).letter}-{letters}"


def parse_code(code: object) -> tuple[Variant, Suit, int]:
    """The variant, target suit and deal number of a code; ``InvalidCodeError`` if it is not
    one, ``TypeError`` if it is not a string."""
    match, number = deal_codes.parse_code(code, _PREFIX, CODE_FORM)
    variant = next(v for v in Variant if v.letter == match.group(1))
    suit = next(s for s in Suit if s.letter == match.group(2))
    return variant, suit, number


def make_code(variant: Variant | str, target: Suit | str, deal_number: int) -> str:
    """Deprecated since 0.3.0: :func:`format_code` (this keeps the signature of 0.2.0)."""
    _deprecated("make_code", "format_code")
    return format_code(variant, target, deal_number)


def read_code(code: object) -> tuple[Variant, Suit, int]:
    """Deprecated since 0.3.0: :func:`parse_code`."""
    _deprecated("read_code", "parse_code")
    return parse_code(code)


def _deprecated(old: str, new: str) -> None:
    warnings.warn(
        f"hope_deferred.{old} is deprecated: use {new}, as Heart to Heart does",
        DeprecationWarning,
        stacklevel=3,
    )
