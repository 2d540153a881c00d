"""How to play's pictures: drawn by the shared card renderer and synced to each view."""

from __future__ import annotations

import re

import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common import help_pictures, registry
from hearttoheart_widget.heart_to_heart.help_picture import help_picture as heart_to_heart
from hearttoheart_widget.hope_deferred import HopeDeferred
from hearttoheart_widget.hope_deferred.help_picture import help_picture as hope_deferred


def cards(svg: str) -> list[str]:
    """The classes of each card the picture draws, in order."""
    return re.findall(r'class="hwc ([^"]+)"', svg)


def test_heart_to_heart_shows_a_free_seven_over_two_covered_cards_and_the_wastes_seven() -> None:
    assert cards(heart_to_heart()) == [
        "hwc-full hwc-hearts hwc-covered",
        "hwc-full hwc-hearts hwc-covered",
        "hwc-full hwc-hearts hwc-free",
        "hwc-full hwc-hearts hwc-free",
    ]


def test_hope_deferred_shows_the_stock_and_a_deal_of_three() -> None:
    assert cards(hope_deferred()) == [
        "hwc-back-side",
        "hwc-full hwc-clubs hwc-free",
        "hwc-full hwc-hearts hwc-free",
        "hwc-full hwc-spades hwc-free",
    ]


@pytest.mark.parametrize(
    ("widget", "picture"),
    [
        (lambda: HeartToHeart(record=False), heart_to_heart),
        (lambda: HopeDeferred(record=False), hope_deferred),
    ],
)
def test_each_widget_syncs_its_games_picture(widget: object, picture: object) -> None:
    state = widget().get_state()  # type: ignore[operator]
    assert state["_help_picture"] == picture()  # type: ignore[operator]
    assert state["_help_picture"].startswith("<svg")


@pytest.mark.parametrize("key", ["heart_to_heart", "hope_deferred"])
def test_each_game_declares_its_picture_and_the_old_names_warn(key: str) -> None:
    picture = registry.declaration(key).help_picture
    assert picture in (heart_to_heart, hope_deferred)
    with pytest.warns(DeprecationWarning, match=rf"help_pictures\.{key} is deprecated since"):
        assert getattr(help_pictures, key) is picture
    with pytest.warns(DeprecationWarning, match=r"help_pictures\.PICTURES is deprecated since"):
        assert help_pictures.PICTURES[key] is picture
