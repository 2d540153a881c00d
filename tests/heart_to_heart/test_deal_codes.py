"""Deal codes, SplitMix64 and the Fisher-Yates shuffle exactly as docs/rules.md defines them."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget import Game, InvalidCodeError
from hearttoheart_widget.common.deal_codes import (
    DEAL_COUNT,
    letters_to_number,
    number_to_letters,
    random_deal_number,
)
from hearttoheart_widget.common.shuffle import SplitMix64, fisher_yates
from hearttoheart_widget.heart_to_heart.deals import DECK, deal, format_code, parse_code

GOLDEN: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "data" / "golden_deals.json").read_text()
)


def test_there_are_26_to_the_7_deals() -> None:
    assert DEAL_COUNT == 8_031_810_176


@pytest.mark.parametrize(
    ("letters", "number"),
    [("AAAAAAA", 0), ("AAAAAAM", 12), ("AAAAABA", 26), ("BAAAAAA", 26**6), ("ZZZZZZZ", 26**7 - 1)],
)
def test_letters_are_base_26_most_significant_first(letters: str, number: int) -> None:
    assert letters_to_number(letters) == number
    assert number_to_letters(number) == letters


@pytest.mark.parametrize("code", [" HH1-N-AAAAAAM ", "hh1-n-aaaaaam", "\tHh1-N-aAaAaAm\n"])
def test_parsing_ignores_surrounding_whitespace_and_letter_case(code: str) -> None:
    assert parse_code(code) == 12


@pytest.mark.parametrize(
    "code",
    ["", "HH1-N-AAAAAA", "HH1-N-AAAAAAAA", "HH2-N-AAAAAAM", "HH1-X-AAAAAAM", "HH1N-AAAAAAM",
     "HH1-N-AAAA1AM", "HH1 - N - AAAAAAM", "HH1-N-ÄAAAAAM", "HD1-CH-AAAAAAM"],
)  # fmt: skip
def test_a_bad_code_is_refused_with_the_form_of_a_valid_one(code: str) -> None:
    with pytest.raises(InvalidCodeError, match=r"HH1-N-AAAAAAM.*seven letters A-Z"):
        Game.from_code(code)


@pytest.mark.parametrize(
    "code",
    ["HH1-N-AAAAAA\u0131", "HH1-N-AAAAAA\u017f", "HH1-N-AAAAA\ufb00", "\uff48\uff481-N-AAAAAAA",
     "HH1-N-AAAAAA\u212a"],
)  # fmt: skip
def test_codes_are_ascii_only_so_lookalikes_are_refused(code: str) -> None:
    """Upper-casing turns the dotless i into I, the long s into S and the ff ligature into
    FF: such codes are refused, not read."""
    with pytest.raises(InvalidCodeError, match="invalid deal code"):
        Game.from_code(code)


@pytest.mark.parametrize("code", [12, None, b"HH1-N-AAAAAAA"])
def test_a_code_that_is_not_a_string_is_refused(code: object) -> None:
    with pytest.raises(TypeError, match=f"a deal code is a string.*got {code!r}"):
        Game.from_code(code)  # type: ignore[arg-type]


def test_format_code_refuses_numbers_outside_the_deal_range() -> None:
    with pytest.raises(ValueError, match="deal number"):
        format_code(DEAL_COUNT)
    with pytest.raises(ValueError, match="deal number"):
        format_code(-1)


def test_random_deal_numbers_come_from_the_generator_or_the_system() -> None:
    assert random_deal_number(random.Random(5)) == random.Random(5).randrange(DEAL_COUNT)
    assert 0 <= random_deal_number() < DEAL_COUNT


def test_splitmix64_matches_its_published_reference_outputs() -> None:
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


class _Scripted(SplitMix64):
    """A generator that returns chosen raw outputs, to reach the rejection branch."""

    def __init__(self, outputs: list[int]) -> None:
        super().__init__(0)
        self.outputs = outputs

    def next(self) -> int:
        return self.outputs.pop(0)


def test_below_rejects_outputs_at_or_above_the_limit_and_reduces_modulo_bound() -> None:
    limit = 2**64 - (2**64 % 3)
    rng = _Scripted([limit, 2**64 - 1, limit - 1])
    assert rng.below(3) == (limit - 1) % 3
    assert rng.outputs == []


def test_fisher_yates_swaps_from_the_end_with_below_i_plus_1() -> None:
    items = list(range(6))
    expected = list(range(6))
    reference = SplitMix64(99)
    for i in range(5, 0, -1):
        j = reference.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    fisher_yates(items, SplitMix64(99))
    assert items == expected


def test_the_unshuffled_deck_is_four_aces_then_four_twos_up_to_kings() -> None:
    assert DECK == (
        1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 7,
        8, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13,
    )  # fmt: skip


@pytest.mark.parametrize("golden", GOLDEN, ids=[g["code"] for g in GOLDEN])
def test_golden_deal(golden: dict[str, Any]) -> None:
    game = Game.from_code(golden["code"])
    assert game.heart == golden["heart"]
    assert game.stock == golden["stock"]
    assert game.waste == golden["waste"]


def test_golden_deals_include_the_named_codes() -> None:
    codes = {g["code"] for g in GOLDEN}
    assert {"HH1-N-AAAAAAA", "HH1-N-AAAAAAM", "HH1-N-ZZZZZZZ"} <= codes
    assert len(codes) >= 20


def test_deal_splits_the_shuffled_deck_into_heart_stock_and_waste() -> None:
    """Deal 777, pinned: 25 heart cards by position, 26 stock cards in draw order, 1 waste."""
    assert deal(777) == (
        [7, 6, 7, 13, 3, 2, 12, 3, 4, 7, 12, 4, 1, 10, 8, 4, 5, 4, 2, 5, 11, 6, 8, 7, 11],
        [11, 6, 11, 6, 9, 1, 12, 5, 3, 2, 8, 9, 13, 13, 1, 9, 10, 9, 12, 13, 1, 10, 3, 8, 2, 5],
        [10],
    )
