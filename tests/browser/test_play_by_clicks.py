"""Play by clicking in a real JupyterLab; after each step check page and kernel.

A whole won game of each game; Heart to Heart's selection, failed pairs, draws, recycling
and undo step by step."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from hearttoheart_widget import Game

from .games import GAMES, GameCase, ids
from .notebook import OpenNotebook, has_class
from .scenes import SCRIPTED

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


# Tip (24) is a Jack, the waste a 7 and the stock's first card a Jack; 22 and 23 are 9s.
def test_scripted_clicks(open_notebook: OpenNotebook) -> None:
    game = Game.from_code(SCRIPTED)
    assert (game.heart[24], game.waste_top, game.stock[0]) == (11, 7, 11)
    assert game.heart[22] == game.heart[23] == 9
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    tip, waste, stock = nb.card(24), nb.card("waste"), nb.card("stock")
    expect(nb.field("code")).to_have_text(SCRIPTED)
    expect(tip).to_have_attribute("data-state", "free")
    expect(nb.card(1)).to_have_attribute("data-state", "covered")
    expect(nb.card(1)).to_have_attribute("aria-disabled", "true")  # a tap only says so

    # Select the tip.
    tip.click()
    expect(tip).to_have_class(has_class("hth-selected"))
    nb.expect_state(lambda s: s["selected"], 24)

    # A failed pair: the waste's 7 does not match the Jack and becomes the selection.
    waste.click()
    expect(waste).to_have_class(has_class("hth-selected"))
    expect(tip).not_to_have_class(has_class("hth-selected"))
    expect(nb.field("message")).to_be_hidden()  # Move errors is off
    nb.expect_state(lambda s: (s["selected"], s["score"], s["moves"]), ("waste", 0, 0))

    # Draw the Jack onto the waste; the waste's selection goes with it.
    stock.click()
    expect(waste).to_have_attribute("data-rank", "11")
    expect(nb.field("stock-count")).to_have_text("25")
    expect(nb.field("moves")).to_have_text("1")
    nb.expect_state(lambda s: (s["waste"][-1], s["stock"], s["selected"]), (11, 25, None))

    # A pair with the waste: tip and waste top go, 22 and 23 come free.
    tip.click()
    waste.click()
    expect(tip).to_have_attribute("data-state", "removed")
    expect(nb.field("score")).to_have_text("10")
    expect(nb.card(22)).to_have_attribute("data-state", "free")
    expect(waste).to_have_attribute("data-rank", "7")
    nb.expect_state(
        lambda s: (s["heart"][24], s["waste"], s["score"], s["moves"]), (None, [7], 10, 2)
    )

    # A heart pair: the two 9s.
    nb.card(22).click()
    expect(nb.card(22)).to_have_class(has_class("hth-selected"))
    nb.card(23).click()
    expect(nb.card(23)).to_have_attribute("data-state", "removed")
    expect(nb.field("score")).to_have_text("30")
    nb.expect_state(lambda s: (s["heart"][22], s["heart"][23], s["score"]), (None, None, 30))

    # Draw the whole stock, then recycle the waste.
    for left in range(24, -1, -1):
        stock.click()
        expect(nb.field("stock-count")).to_have_text(str(left) if left else "")
    expect(stock).to_have_attribute("data-empty", "recycle")
    nb.expect_state(lambda s: (s["stock"], len(s["waste"]), s["moves"]), (0, 26, 28))
    nb.screenshot("before-recycle")
    stock.click()
    expect(nb.field("stock-count")).to_have_text("26")
    expect(waste).to_have_class(has_class("hth-empty"))
    nb.expect_state(lambda s: (s["stock"], s["waste"], s["moves"]), (26, [], 29))

    # Undo takes the recycle back.
    nb.widget().locator('.hw-controls [data-action="undo"]').click()
    expect(stock).to_have_attribute("data-empty", "recycle")
    expect(nb.field("moves")).to_have_text("28")
    nb.expect_state(
        lambda s: (s["stock"], len(s["waste"]), s["moves"], s["score"]), (0, 26, 28, 30)
    )


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_a_whole_game_by_clicks(open_notebook: OpenNotebook, game: GameCase) -> None:
    """Click a known win from the deal to the win banner, checking page and kernel on the
    way; the banner folds to its title line, which still says so."""
    nb = game.open(open_notebook, repr(game.won))
    expect(nb.field("code")).to_have_text(game.won)
    moves = game.win_by_clicks(nb, game)
    banner = nb.widget().get_by_role("region", name="You won!")
    expect(banner).to_be_visible()
    expect(banner).to_have_attribute("data-banner", "won")
    game.check_won(nb, banner, moves)
    game.picture(nb, "won")
    assert nb.run("print(w.game.status)").strip() == "won"

    banner.locator('[data-action="fold"]').click()
    expect(banner).to_have_attribute("data-open", "false")
    expect(banner).to_contain_text("You won!")  # folded, it still says so
