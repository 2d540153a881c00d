"""Counts and shares in words: each language's plural forms, and percentages as the views
write them."""

from __future__ import annotations

import pytest

from hearttoheart_widget.common.translations import percent, plural_form, translate_count


@pytest.mark.parametrize(
    ("count", "form"),
    [(0, "other"), (1, "one"), (2, "few"), (4, "few"), (5, "other"), (11, "other"),
     (12, "other"), (14, "other"), (21, "one"), (22, "few"), (25, "other"), (111, "other"),
     (101, "one"), (112, "other"), (124, "few")],
)  # fmt: skip
def test_croatian_plural_forms_follow_the_last_digits(count: int, form: str) -> None:
    assert plural_form(count, "hr") == form


@pytest.mark.parametrize("language", ["en", "de"])
def test_english_and_german_have_one_and_other(language: str) -> None:
    assert [plural_form(n, language) for n in (0, 1, 2, 5, 21)] == [
        "other", "one", "other", "other", "other",
    ]  # fmt: skip


def test_a_count_picks_its_form_and_fills_n() -> None:
    assert translate_count("cards", 1, "hr") == "1 karta"
    assert translate_count("cards", 3, "hr") == "3 karte"
    assert translate_count("cards", 7, "hr") == "7 karata"
    assert translate_count("cards", 2, "en") == "2 cards"  # English has no "few": "other"
    assert translate_count("lost_text", 1, "de", game="hope_deferred", rounds=3).startswith("Eine")


@pytest.mark.parametrize(
    ("share", "en", "de"),
    [(0, "0%", "0\u00a0%"), (1, "100%", "100\u00a0%"), (0.345, "34.5%", "34,5\u00a0%"),
     (0.5, "50.0%", "50,0\u00a0%"), (0.0004, "< 0.1%", "< 0,1\u00a0%"),
     (0.9996, "> 99.9%", "> 99,9\u00a0%")],
)  # fmt: skip
def test_a_share_is_a_percentage_never_rounded_to_a_certainty(
    share: float, en: str, de: str
) -> None:
    assert percent(share, "en") == en
    assert percent(share, "de") == de
    assert percent(share, "hr") == de


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language must be one of"):
        percent(0.5, "fr")
    with pytest.raises(ValueError, match="language must be one of"):
        plural_form(1, "fr")
