"""The English words the teaching texts share."""

from __future__ import annotations

import pytest

from hearttoheart_widget.heart_to_heart.words import a, at, card, join, number, plural


def test_places_cards_and_articles() -> None:
    assert (at(21), at(24)) == ("21", "the tip (24)")
    heart: list[int | None] = [None] * 25
    heart[21], heart[24] = 4, 12
    assert (card(heart, 21), card(heart, 24)) == ("the 4 at 21", "the Queen at the tip (24)")
    assert [a(r) for r in (1, 8, 9, 11)] == ["an Ace", "an 8", "a 9", "a Jack"]
    assert [plural(r) for r in (1, 6, 13)] == ["Aces", "6s", "Kings"]


def test_counts_and_lists() -> None:
    assert [number(n) for n in (0, 1, 3, 4, 17)] == ["no", "one", "three", "four", "17"]
    assert [join(["x"]), join(["x", "y"]), join(["x", "y", "z"])] == ["x", "x and y", "x, y and z"]


def test_an_empty_place_has_no_card() -> None:
    with pytest.raises(ValueError, match="position 3 holds no card"):
        card([None] * 25, 3)
