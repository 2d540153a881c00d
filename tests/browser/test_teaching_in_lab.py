"""A game that teaches itself, end to end in JupyterLab: How to play, the first-game line,
the stock's caption and Show positions, set from the menu and from Python."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from hearttoheart_widget.common.translations import translate

from .notebook import OpenNotebook
from .scenes import NEW_PLAYER, SCRIPTED

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


def test_a_first_game_teaches_itself(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"{NEW_PLAYER}w = HeartToHeart({SCRIPTED!r})\nw")
    widget = nb.widget()
    line = nb.field("first-steps")
    expect(line).to_have_text(translate("first_steps", "en", game="heart_to_heart"))
    expect(nb.field("stock-action")).to_have_text("Draw")

    help_button = widget.locator('[data-control="help"]')
    help_button.click()
    panel = widget.locator('[data-panel="help"]')
    expect(panel).to_be_visible()
    expect(panel.locator(".hw-help-goal")).to_have_text(
        translate("help_goal", "en", game="heart_to_heart")
    )
    nb.page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(help_button).to_be_focused()

    nb.run("w.language = 'de'")
    expect(line).to_have_text(translate("first_steps", "de", game="heart_to_heart"))
    help_button.click()
    expect(panel.locator("li").first).to_have_text(
        translate("help_rule_1", "de", game="heart_to_heart")
    )
    nb.page.keyboard.press("Escape")
    expect(panel).to_be_hidden()

    nb.card("stock").click()  # draws the Jack: the tip's partner
    expect(nb.card("waste")).to_have_attribute("data-rank", "11")
    expect(line).to_be_visible()
    nb.card(24).click()
    nb.card("waste").click()
    expect(nb.card(24)).to_have_attribute("data-state", "removed")
    expect(line).to_be_hidden()
    assert nb.run("print(w.first_steps)").strip() == "False"


def test_show_positions_from_python_and_from_the_menu(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    widget = nb.widget()
    labels = widget.locator("[data-position-label]:visible")
    expect(labels).to_have_count(0)
    nb.run("w.show_positions = True")
    expect(labels).to_have_count(25)
    expect(labels).to_have_text([str(p) for p in range(25)])
    for p in (3, 16, 24):
        expect(nb.card(p).locator("[data-position-label]")).to_have_attribute(
            "data-position-label", str(p)
        )
    widget.locator('[data-action="settings"]').click()
    box = widget.locator('[data-setting="show_positions"]')
    expect(box).to_be_checked()
    box.uncheck()
    expect(labels).to_have_count(0)
    assert nb.run("print(w.show_positions)").strip() == "False"


def test_hope_deferred_has_how_to_play_and_says_what_its_stock_does(
    open_notebook: OpenNotebook,
) -> None:
    cell = "from hearttoheart_widget.hope_deferred import HopeDeferred\n"
    nb = open_notebook(f"{cell}w = HopeDeferred('HD1-CH-AAAAAAB')\nw", root=".hd")
    widget = nb.widget()
    widget.locator('[data-control="help"]').click()
    panel = widget.locator('[data-panel="help"]')
    expect(panel.locator(".hw-help-goal")).to_have_text(
        translate("help_goal", "en", game="hope_deferred")
    )
    nb.page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(widget.locator("[data-stock-action]")).to_have_text("Deal")
