"""Deal numbers written as seven base-26 letters, the shared tail of every deal code.

Codes are ASCII only: the text is checked before it is upper-cased, so lookalikes such as
the dotless i (which upper-cases to ``I``) or the ff ligature (to ``FF``) are refused.
"""

from __future__ import annotations

import operator
import random
import re
import secrets

from .errors import InvalidCodeError, excerpt

LETTERS = 7
DEAL_COUNT = 26**LETTERS
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ASCII_SPACE = " \t\n\r\f\v"


def deal_number(value: object) -> int:
    """``value`` as a deal number 0 .. 26**7 - 1: ``TypeError`` unless it is an integer
    (``bool`` excluded), ``ValueError`` outside the range."""
    if isinstance(value, bool):
        raise TypeError(f"a deal number is an integer, got {value!r}")
    try:
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"a deal number is an integer, got {excerpt(value)}") from None
    if not 0 <= number < DEAL_COUNT:
        raise ValueError(f"deal number must be in 0..{DEAL_COUNT - 1}, got {excerpt(number)}")
    return number


def random_deal_number(rng: random.Random | None = None) -> int:
    """A deal number drawn uniformly from ``rng``, or from :mod:`secrets` when it is None."""
    if rng is not None and not isinstance(rng, random.Random):
        raise TypeError(f"rng must be a random.Random or None, got {excerpt(rng)}")
    return rng.randrange(DEAL_COUNT) if rng is not None else secrets.randbelow(DEAL_COUNT)


def number_to_letters(number: int) -> str:
    """Write a deal number as seven letters, most significant first (A = 0 ... Z = 25)."""
    number = deal_number(number)
    letters = []
    for _ in range(LETTERS):
        number, digit = divmod(number, 26)
        letters.append(_ALPHABET[digit])
    return "".join(reversed(letters))


def letters_to_number(letters: str) -> int:
    """Read seven upper-case letters back into a deal number."""
    number = 0
    for letter in letters:
        number = number * 26 + (ord(letter) - 65)
    return number


def code_pattern(prefix_pattern: str) -> str:
    """The regular expression of a whole code (upper case, no spaces) after its prefix's:
    what a view checks a typed code against before it offers to deal it."""
    return prefix_pattern + r"-[A-Z]{7}"


def parse_code(code: object, prefix_pattern: str, form: str) -> tuple[re.Match[str], int]:
    """Match ``code`` against ``prefix_pattern``, ``-`` and seven letters.

    Surrounding ASCII whitespace and letter case are ignored. Returns the match (for the
    prefix's own groups) and the deal number. Raises ``TypeError`` for a code that is not a
    string, and :class:`InvalidCodeError` quoting ``form``, a description of a valid code,
    when the code does not fit.
    """
    if not isinstance(code, str):
        raise TypeError(f"a deal code is a string: {form}; got {excerpt(code)}")
    text = code.strip(_ASCII_SPACE)
    match = re.fullmatch(prefix_pattern + r"-([A-Z]{7})", text.upper()) if text.isascii() else None
    if match is None:
        raise InvalidCodeError(f"invalid deal code {excerpt(code)}: {form}")
    return match, letters_to_number(match.group(match.lastindex or 0))
