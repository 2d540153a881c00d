"""Deal numbers written as seven base-26 letters, the shared tail of every deal code."""

from __future__ import annotations

import re

LETTERS = 7
DEAL_COUNT = 26**LETTERS
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def number_to_letters(number: int) -> str:
    """Write a deal number as seven letters, most significant first (A = 0 ... Z = 25)."""
    if not 0 <= number < DEAL_COUNT:
        raise ValueError(f"deal number must be in 0..{DEAL_COUNT - 1}, got {number}")
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


def parse_code(code: object, prefix_pattern: str, form: str) -> tuple[re.Match[str], int]:
    """Match ``code`` against ``prefix_pattern``, ``-`` and seven letters.

    Surrounding whitespace and letter case are ignored. Returns the match (for the
    prefix's own groups) and the deal number. Raises ``ValueError`` quoting ``form``,
    a description of a valid code, when the code does not fit.
    """
    if not isinstance(code, str):
        raise ValueError(f"a deal code must be a string: {form}; got {type(code).__name__}")
    match = re.fullmatch(prefix_pattern + r"-([A-Z]{7})", code.strip().upper())
    if match is None:
        raise ValueError(f"invalid deal code {code!r}: {form}")
    return match, letters_to_number(match.group(match.lastindex or 0))
