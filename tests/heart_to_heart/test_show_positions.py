"""Show positions: each heart place's number, as a setting, in the SVG and the text picture."""

from __future__ import annotations

import base64
import logging
import re

import pytest

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.heart_to_heart.geometry import ROWS, X
from tests.comm import receive, synced

CODE = "HH1-N-AAAAAGM"
LABEL = re.compile(r'<g data-position-label="(\d+)">.*?>(\d+)</text></g>')


def labels(svg: str) -> list[tuple[int, int]]:
    """Each badge's data-position-label and the number it shows, in drawing order."""
    return [(int(a), int(b)) for a, b in LABEL.findall(svg)]


def test_the_setting_is_off_by_default_and_synced() -> None:
    widget = HeartToHeart(CODE, record=False)
    assert widget.show_positions is False
    assert synced(widget)["show_positions"] is False
    assert HeartToHeart(CODE, show_positions=True, record=False).show_positions is True


def test_the_settings_menu_turns_it_on_and_off() -> None:
    widget = HeartToHeart(CODE, record=False)
    receive(widget, {"kind": "settings", "show_positions": True})
    assert widget.show_positions is True
    receive(widget, {"kind": "settings", "show_positions": False})
    assert widget.show_positions is False


def test_a_setting_that_is_no_bool_changes_nothing(caplog: pytest.LogCaptureFixture) -> None:
    widget = HeartToHeart(CODE, record=False)
    with caplog.at_level(logging.WARNING):
        receive(widget, {"kind": "settings", "show_positions": "yes"})
    assert widget.show_positions is False
    assert "ignored a message" in caplog.text


def test_the_picture_numbers_every_place_only_when_asked() -> None:
    game = Game.from_code(CODE)
    assert labels(game.to_svg()) == []
    assert labels(game.to_svg(positions=True)) == [(p, p) for p in range(25)]


def test_emptied_places_and_a_selected_card_keep_their_numbers() -> None:
    widget = HeartToHeart(CODE, record=False)
    widget.draw()
    widget.pair(24, "waste")  # the tip's Jack with the drawn Jack
    widget.tap(22)
    svg = widget.game.to_svg(selected=22, positions=True)
    assert labels(svg) == [(p, p) for p in range(25)]


def test_the_widgets_picture_follows_the_setting() -> None:
    widget = HeartToHeart(CODE, record=False)

    def picture() -> str:
        data = re.search(r'base64,([^"]+)"', widget.picture_html())
        assert data is not None
        return base64.b64decode(data.group(1)).decode()

    assert labels(picture()) == []
    widget.show_positions = True
    assert [p for p, _ in labels(picture())] == list(range(25))


def test_the_text_picture_puts_each_number_under_its_card() -> None:
    game = Game.from_code(CODE)
    plain = game.to_text()
    assert plain == str(game)
    lines = game.to_text(positions=True).splitlines()
    rows = len(ROWS)
    assert lines[2 * rows :] == plain.splitlines()[rows:]  # stock, waste and counters stay
    for r, row in enumerate(ROWS):
        cards, numbers = lines[2 * r], lines[2 * r + 1]
        assert cards == plain.splitlines()[r]
        for p in row:
            start = int((X[p] + 2.5) * 4)
            assert cards[start] in "[("  # a card's cell...
            assert numbers[start : start + 4].strip() == str(p)  # ...and its number under it
