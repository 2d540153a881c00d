"""Pictures of a first game and of How to play in a real JupyterLab, light and dark, 1280
and 360 px wide, in three languages, for both games; nothing sticks out of the window,
and the axe-core audit finds nothing serious with the panel open."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .layout import problems
from .looks import audit, every_look
from .notebook import ARTIFACTS, Notebook, OpenNotebook
from .scenes import NEW_PLAYER, SCRIPTED

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

CELL = f"""\
{NEW_PLAYER}from hearttoheart_widget.hope_deferred import HopeDeferred
w = HeartToHeart({SCRIPTED!r})
w2 = HopeDeferred("HD1-CH-AAAAAAB")
display(w, w2)"""


def picture(nb: Notebook, selector: str, name: str) -> None:
    """Check that nothing sticks out of the view, and save its picture to test-artifacts/."""
    root = nb.page.locator(selector).first
    assert problems(root) == {"scroll": 0, "outside": [], "clipped": []}, name
    ARTIFACTS.mkdir(exist_ok=True)
    root.screenshot(path=str(ARTIFACTS / f"{name}.png"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_pictures_of_a_first_game_and_how_to_play(open_notebook: OpenNotebook, theme: str) -> None:
    nb = open_notebook(CELL)
    expect(nb.page.locator(".hd")).to_be_visible()
    for tag in every_look(nb, "w, w2", theme):
        expect(nb.field("first-steps")).to_be_visible()
        nb.widget(0).scroll_into_view_if_needed()
        picture(nb, ".hth", f"teach-first-game-{tag}")
        for selector, game in ((".hth", "heart-to-heart"), (".hd", "hope-deferred")):
            root = nb.page.locator(selector).first
            root.locator('[data-control="help"]').click()
            expect(root.locator('[data-panel="help"]')).to_be_visible()
            root.scroll_into_view_if_needed()
            assert audit(nb, selector) == [], (game, tag)
            picture(nb, selector, f"teach-help-{game}-{tag}")
            nb.page.keyboard.press("Escape")
            expect(root.locator('[data-panel="help"]')).to_be_hidden()
