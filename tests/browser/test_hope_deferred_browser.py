"""Hope Deferred's own, in a real JupyterLab: the lost banner after Play to the end, a code
that sets the variant and the suit and the choices that deal new games, and play by keys
with the live region. What both games do alike is tested over ``games.GAMES``."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from hearttoheart_widget.hope_deferred import HopeDeferredGame

from .hope_board import (
    LOST,
    engine_state,
    kernel_state,
    open_game,
    page_state,
    screenshot,
)
from .notebook import OpenNotebook, expect_kernel

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


def test_play_to_the_end_and_the_lost_banner(open_notebook: OpenNotebook) -> None:
    nb, root = open_game(open_notebook, repr(LOST))
    root.locator('[data-target="stock"]').click()
    expect(root.locator('[data-field="deal"]')).to_have_text("1")
    root.locator('[data-action="play-out"]').click()
    banner = root.locator('[data-banner="lost"]')
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("Not this time")
    expect(banner).to_contain_text(
        "2 cards of the target suit are still in the stock after round 3"
    )
    expect(root).to_have_attribute("data-status", "lost")
    expect(root.locator('[data-field="round"]')).to_have_text("3")
    expect(root.locator('[data-field="deal"]')).to_have_text("5")
    expect(root.locator('[data-action="play-out"]')).to_be_disabled()
    # The focus went to the banner's New game. The banner lies over the felt's foot (the
    # frame keeps its height): the stock and every pile's top card, index and all, show.
    new_game = banner.locator('[data-action="new-game"]')
    expect(new_game).to_be_focused()
    box = banner.bounding_box()
    assert box is not None
    tops = [root.locator('[data-target="stock"]')] + [
        root.locator(f'[data-pile="{n}"] .hd-card').last for n in (1, 2, 3)
    ]
    for top in tops:
        card = top.bounding_box()
        assert card is not None
        assert box["y"] >= card["y"] + card["height"] * 0.3
    screenshot(root, "lost")
    nb.page.keyboard.press("Escape")
    expect(banner).to_have_attribute("data-open", "false")
    expect(banner).to_contain_text("Not this time")

    game = HopeDeferredGame.from_code(LOST)
    game.play_out()
    state = kernel_state(nb)
    assert {key: state[key] for key in engine_state(game)} == engine_state(game)
    assert page_state(root)["piles"] == state["piles"]

    nb.run("w.new_game()")  # from Python: a random game of the same kind
    expect(root).to_have_attribute("data-status", "playing")
    expect(root.locator('[data-field="code"]')).to_have_text(re.compile(r"^HD1-CH-[A-Z]{7}$"))
    expect(root.locator('[data-field="deal"]')).to_have_text("0")


def test_a_code_sets_the_choices_and_the_choices_deal_new_games(
    open_notebook: OpenNotebook,
) -> None:
    """A code of another kind sets the variant and the suit (the code field itself, for both
    games: test_driving_and_settings.py); the choices deal a new game of their kind."""
    nb, root = open_game(open_notebook, repr(LOST))
    code_input = root.locator('[data-field="code-input"]')
    code_input.fill("hd1-ad-aaaaaab")
    root.locator('[data-action="play-code"]').click()
    expect(root.locator('[data-field="code"]')).to_have_text("HD1-AD-AAAAAAB")
    expect(root.locator('.hd-of[data-of="deal"]')).to_have_text(" of 8")
    expect(root.locator('[data-filled="false"]')).to_have_count(13)
    expect(root.locator('[data-choice="variant"]')).to_have_value("abandon_hope")
    expect(root.locator('[data-choice="target_suit"]')).to_have_value("diamonds")
    state = kernel_state(nb)
    assert (state["variant"], state["target_suit"], state["stock"]) == (
        "abandon_hope",
        "diamonds",
        52,
    )

    root.locator('[data-choice="variant"]').select_option("knockout")
    root.locator('[data-choice="target_suit"]').select_option("spades")
    root.locator('.hw-controls [data-action="new-game"]').click()
    expect(root.locator('[data-field="code"]')).to_have_text(re.compile(r"^HD1-KS-[A-Z]{7}$"))
    expect(root.locator('[data-field="set-aside"]')).to_have_accessible_name(
        "Set aside, 0 of 8: none yet"
    )
    state = kernel_state(nb)
    assert (state["variant"], state["target_suit"], state["round"]) == ("knockout", "spades", 1)
    expect(root.locator('[data-field="code"]')).to_have_text(str(state["code"]))


def test_keyboard_and_screen_reader(open_notebook: OpenNotebook) -> None:
    nb, root = open_game(open_notebook, repr(LOST))
    stock = root.locator('[data-target="stock"]')
    live = root.locator('[data-field="announcement"]')
    stock.focus()
    nb.page.keyboard.press("Enter")
    expect(root.locator('[data-field="deal"]')).to_have_text("1")
    expect(live).to_have_text("Deal 1 of 5. On top: Queen of spades, 8 of diamonds, 7 of clubs.")
    nb.page.keyboard.press("Space")
    expect(root.locator('[data-field="deal"]')).to_have_text("2")
    for deal in range(3, 6):
        nb.page.keyboard.press("Enter")
        expect(root.locator('[data-field="deal"]')).to_have_text(str(deal))
    expect(stock).to_have_accessible_name(re.compile(r"Gather the piles and shuffle$"))
    nb.page.keyboard.press("Enter")
    expect(root.locator('[data-field="round"]')).to_have_text("2")
    expect(live).to_contain_text("The piles are gathered and shuffled into the stock. Round 2")
    # Runs cells: the notebook takes the focus.
    expect_kernel(lambda: [kernel_state(nb)[key] for key in ("round", "deals")], [2, 0])

    # Arrow keys walk from the stock over the piles to the set-aside cards.
    stock.focus()
    nb.page.keyboard.press("Enter")
    nb.page.keyboard.press("ArrowRight")
    pile = root.locator('[data-pile="1"]')
    expect(pile).to_be_focused()
    expect(pile).to_have_accessible_name("Pile 1: 7 of diamonds on top, 1 card")
    nb.page.keyboard.press("End")
    expect(root.locator('[data-field="set-aside"]')).to_be_focused()
    nb.page.keyboard.press("Home")
    expect(stock).to_be_focused()

    # N deals a new game of the chosen kind.
    nb.page.keyboard.press("n")
    expect(root.locator('[data-field="code"]')).not_to_have_text(LOST)
    expect(live).to_have_text("New game: Classic, target suit Hearts.")
    expect(root.locator('[data-field="round"]')).to_have_text("1")
    assert kernel_state(nb)["code"] != LOST
