"""Pictures of the marks, the statistics panel, the daily deal and the records' warning in a
real JupyterLab, light and dark, 1280 and 360 px wide, in three languages; the axe-core
audit finds nothing serious in them, and nothing sticks out of the window."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from .layout import problems
from .looks import audit, every_look, set_theme
from .notebook import ARTIFACTS, Notebook, OpenNotebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

LOSE = (
    "draw 24+waste draw draw draw draw draw draw draw 22+waste draw draw draw draw draw draw "
    "draw draw draw 19+waste draw"
)


def cell(records: Path, damaged: Path) -> str:
    """Four widgets: today's daily deal (w), a game that cannot be won any more (w2), one
    whose records file is damaged (w3), and Hope Deferred with its chance to win (w4)."""
    return f"""\
import os
from hearttoheart_widget.hope_deferred import HopeDeferred
os.environ["HEARTTOHEART_RECORDS"] = {str(records)!r}
from hearttoheart_widget.common import records
for result in ["won", "lost", "won", "unfinished", "won"]:
    score = 250 if result == "won" else 90
    records.add("heart_to_heart", "HH1-N-AAAAAAB", result, score, 116, 95.0)
w = HeartToHeart(show_winnable=True)
w.new_game(daily=True)
w.draw()
w2 = HeartToHeart("HH1-N-AAAAAAB", show_winnable=True)
for move in {LOSE!r}.split():
    w2.play(move)
os.environ["HEARTTOHEART_RECORDS"] = {str(damaged)!r}
w3 = HeartToHeart("HH1-N-AAAAAAA")
os.environ["HEARTTOHEART_RECORDS"] = {str(records)!r}
w4 = HopeDeferred("HD1-AD-AAAAAAB", show_odds=True)
for _ in range(4):
    w4.step()
display(w, w2, w3, w4)"""


def picture(nb: Notebook, selector: str, index: int, name: str) -> None:
    """Check that nothing sticks out of one view (``selector``, ``index``-th) and save its
    picture into test-artifacts/."""
    root = nb.page.locator(selector).nth(index)
    assert problems(root) == {"scroll": 0, "outside": [], "clipped": []}, name
    ARTIFACTS.mkdir(exist_ok=True)
    root.screenshot(path=str(ARTIFACTS / f"{name}.png"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_pictures_of_the_extras(open_notebook: OpenNotebook, tmp_path: Path, theme: str) -> None:
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"not a database " * 100)
    nb = open_notebook(cell(tmp_path / "records.sqlite3", damaged))
    expect(nb.page.locator(".hd")).to_be_visible()
    for tag in every_look(nb, "w, w2, w3, w4", theme):
        picture(nb, ".hth", 0, f"extras-daily-{tag}")
        nb.widget(1).locator('[data-mark="winnable"]').click()
        expect(nb.field("winnable-details", 1)).to_be_visible()
        picture(nb, ".hth", 1, f"extras-lost-{tag}")
        if tag.endswith("-1280-en"):
            assert audit(nb) == []
        nb.page.keyboard.press("Escape")
        nb.widget(0).locator('[data-action="statistics"]').click()
        expect(nb.widget(0).locator('[data-menu="statistics"]')).to_be_visible()
        picture(nb, ".hth", 0, f"extras-statistics-{tag}")
        if tag.endswith("-1280-en"):
            assert audit(nb) == []
        nb.page.keyboard.press("Escape")
        expect(nb.field("records-problem", 2)).to_be_visible()
        picture(nb, ".hth", 2, f"extras-warning-{tag}")
        picture(nb, ".hd", 0, f"extras-odds-{tag}")
    set_theme(nb, "light")
