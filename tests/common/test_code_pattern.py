"""The deal code's form the views check a typed code against: exactly the codes that parse."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common.errors import InvalidCodeError
from hearttoheart_widget.heart_to_heart import deals
from hearttoheart_widget.hope_deferred import codes
from hearttoheart_widget.hope_deferred.widget import HopeDeferred


def parses(read: object, code: str) -> bool:
    try:
        read(code)  # type: ignore[operator]
    except InvalidCodeError:
        return False
    return True


GAMES = [
    (deals.CODE_PATTERN, deals.parse_code, "HH1-N-"),
    (codes.CODE_PATTERN, codes.parse_code, "HD1-"),
]
TAILS = st.text(alphabet="ACDHKSNXZ-1abc ", max_size=12)


@pytest.mark.parametrize(("pattern", "read", "prefix"), GAMES)
@given(tail=TAILS)
def test_a_code_fits_the_form_exactly_when_it_parses(
    pattern: str, read: object, prefix: str, tail: str
) -> None:
    code = prefix + tail
    fits = re.fullmatch(pattern, code.strip().upper()) is not None
    assert fits == parses(read, code), code


def test_each_widget_syncs_its_games_form() -> None:
    assert HeartToHeart(record=False).get_state()["_code_pattern"] == deals.CODE_PATTERN
    assert HopeDeferred(record=False).get_state()["_code_pattern"] == codes.CODE_PATTERN


@pytest.mark.parametrize(
    ("pattern", "code"),
    [(deals.CODE_PATTERN, " hh1-n-aaaaaam "), (codes.CODE_PATTERN, "HD1-AD-AAAAAAB")],
)
def test_a_valid_code_in_any_case_fits(pattern: str, code: str) -> None:
    assert re.fullmatch(pattern, code.strip().upper())
