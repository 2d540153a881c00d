"""Deal codes, SplitMix64 and the Fisher-Yates shuffle exactly as the spec defines them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget import Game
from hearttoheart_widget.deal_codes import DEAL_COUNT, letters_to_number, number_to_letters
from hearttoheart_widget.game import deal, format_code, parse_code
from hearttoheart_widget.shuffle import SplitMix64, fisher_yates

GOLDEN: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "data" / "golden_deals.json").read_text()
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
    with pytest.raises(ValueError, match=r"HH1-N-AAAAAAM.*seven letters A-Z"):
        Game.from_code(code)


def test_a_code_that_is_not_a_string_is_refused() -> None:
    with pytest.raises(ValueError, match="must be a string"):
        Game.from_code(12)  # type: ignore[arg-type]


def test_format_code_refuses_numbers_outside_the_deal_range() -> None:
    with pytest.raises(ValueError, match="deal number"):
        format_code(DEAL_COUNT)


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
    class _Identity(SplitMix64):
        def below(self, bound: int) -> int:
            return bound - 1  # j = i: every swap leaves the deck as it was

    deck = [k // 4 + 1 for k in range(52)]
    fisher_yates(deck, _Identity(0))
    assert deck[:8] == [1, 1, 1, 1, 2, 2, 2, 2]
    assert deck[-4:] == [13] * 4


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
    deck = [k // 4 + 1 for k in range(52)]
    fisher_yates(deck, SplitMix64(777))
    heart, stock, waste = deal(777)
    assert (heart, stock, waste) == (deck[:25], deck[25:51], [deck[51]])
