"""Pictures of a first game and of How to play in a real JupyterLab, light and dark, 1280
and 360 px wide, in three languages, for both games; nothing sticks out of the window,
and the axe-core audit finds nothing serious with the panel open."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .jupyterlab import execute
from .layout import lab_window, problems
from .looks import add_axe, audit, set_theme
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
    add_axe(nb)
    set_theme(nb, theme)
    for width in [1280, 360]:
        lab_window(nb.page, width)
        for language in ["en", "de", "hr"]:
            execute(nb.page, f"for v in (w, w2): v.language = {language!r}")
            expect(nb.widget(0)).to_have_attribute("lang", language)
            expect(nb.page.locator(".hd")).to_have_attribute("lang", language)
            tag = f"{theme}-{width}-{language}"
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
