"""Heart to Heart's deals: the cards a deal number gives, and its code ``HH1-N-AAAAAAM``.

The unshuffled deck holds four Aces, four 2s and so on up to four Kings. The deal number
seeds SplitMix64, which shuffles it by Fisher-Yates; the first 25 cards form the heart by
position, the next 26 the stock (drawn in that order) and the last one the waste.
"""

from __future__ import annotations

from hearttoheart_widget.common import deal_codes
from hearttoheart_widget.common.shuffle import SplitMix64, fisher_yates

#: The unshuffled deck, by rank: ``DECK[k] == k // 4 + 1``.
DECK: tuple[int, ...] = tuple(k // 4 + 1 for k in range(52))

CODE_FORM = "a valid code looks like 'HH1-N-AAAAAAM': 'HH1-N-' then seven letters A-Z"
_PREFIX = r"HH1-N"
#: A whole code as a regular expression (see ``deal_codes.code_pattern``).
CODE_PATTERN = deal_codes.code_pattern(_PREFIX)


def deal(number: int) -> tuple[list[int], list[int], list[int]]:
    """The deal for a deal number: heart ranks by position, stock in draw order, waste."""
    deck = list(DECK)
    fisher_yates(deck, SplitMix64(deal_codes.deal_number(number)))
    return deck[:25], deck[25:51], deck[51:]


def parse_code(code: str) -> int:
    """The deal number of a code like ``HH1-N-AAAAAAM``.

    ``InvalidCodeError`` (a ``ValueError``) says what a valid code looks like if it is not
    one; ``TypeError`` if ``code`` is not a string.
    """
    return deal_codes.parse_code(code, _PREFIX, CODE_FORM)[1]


def format_code(number: int) -> str:
    """The code of a deal number."""
    return "HH1-N-" + deal_codes.number_to_letters(number)
