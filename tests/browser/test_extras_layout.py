"""The marks on the board, the statistics panel and the records' warning, in a bare page:
they fit at every width in every language, and showing them never moves a card."""

from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from hearttoheart_widget import HeartToHeart, is_winnable
from hearttoheart_widget.hope_deferred import HopeDeferred

from .bare_page import BarePage
from .layout import boxes, problems

pytestmark = pytest.mark.timeout(180)

#: The blank page's width (conftest's ``page``): a 1280 px widget and the page's margins.
PAGE_WIDTH = 1300
LANGUAGES = ["en", "de", "hr"]
WIDTHS = [230, 256, 360, 480, 1280]
WINNABLE = "HH1-N-AAAAAAB"
PROBLEM = {"kind": "read_only", "recording": True, "kept": False, "id": 1}
CLEAN = {"scroll": 0, "outside": [], "clipped": []}

#: The marks that lie on a card, a pile or a caption, or outside the felt.
_COVERING = """(root) => {
  const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5
    && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
  const meet = (a, b) => a.left < b.right && b.left < a.right
    && a.top < b.bottom && b.top < a.bottom;
  const felt = root.querySelector(".hw-felt").getBoundingClientRect();
  const parts = [...root.querySelectorAll(
    ".hth-card, .hth-pile, .hth-discard, .hth-caption, .hw-count, "
    + ".hd-card, .hd-stock, .hd-next, .hd-caption")]
    .filter((part) => part.getClientRects().length && !part.classList.contains("hth-empty"))
    .map((part) => part.getBoundingClientRect());
  return [...root.querySelectorAll(".hw-mark")].filter((mark) => mark.getClientRects().length)
    .filter((mark) => {
      const box = mark.getBoundingClientRect();
      return !inside(box, felt) || parts.some((part) => meet(box, part));
    }).map((mark) => mark.dataset.mark);
}"""


#: The statistics panel's rows whose label's text and value's text meet.
_CROWDED = """(root) => {
  const text = (element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect();
  };
  return [...root.querySelectorAll("[data-menu='statistics'] dt")]
    .filter((label) => label.getClientRects().length)
    .filter((label) => {
      const a = text(label);
      const b = text(label.nextElementSibling);
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    }).map((label) => label.textContent);
}"""


def lost() -> HeartToHeart:
    """A deal played until it cannot be won (at move 20), the winnable mark on."""
    widget = HeartToHeart(WINNABLE, show_winnable=True)
    rng = random.Random(3)
    while is_winnable(widget.game):
        widget.play(rng.choice(widget.game.legal_moves()))
    return widget


def render(bare: BarePage, widget: Any, width: int) -> int:
    """Render a view; a Heart to Heart one as if its deal were the daily deal, too (the
    day's deal changes with the date, so the mark is set in the page)."""
    index = bare.render(widget, width=width)
    if isinstance(widget, HeartToHeart):
        bare.set(index, {"daily": "2026-12-01"})
    return index


def hope_deferred_mid_game() -> HopeDeferred:
    widget = HopeDeferred("HD1-AD-AAAAAAB", show_odds=True)
    for _ in range(4):
        widget.step()
    return widget


def without(widget: Any, **changes: object) -> dict[str, object]:
    """The synced changes that hide the extras of ``widget``'s state."""
    return {name: value for name, value in changes.items() if name in widget.trait_names()}


@pytest.mark.parametrize("game", ["heart-to-heart", "hope-deferred"])
def test_the_marks_and_the_warning_fit_at_every_width_in_every_language(
    page: Page, game: str
) -> None:
    widget = lost() if game == "heart-to-heart" else hope_deferred_mid_game()
    bare = BarePage(page, widget)
    for index, width in enumerate(WIDTHS):
        render(bare, widget, width)
        bare.set(index, {"records_problem": PROBLEM})
        root = bare.root(index)
        for language in LANGUAGES:
            bare.set(index, {"language": language})
            expect(root).to_have_attribute("lang", language)
            expect(root.locator("[data-mark]").first).to_be_visible()
            expect(root.locator('[data-field="records-problem"]')).to_be_visible()
            assert problems(root) == CLEAN, (width, language)
            assert root.evaluate(_COVERING) == [], (width, language)


@pytest.mark.parametrize("game", ["heart-to-heart", "hope-deferred"])
def test_showing_the_marks_moves_no_card(page: Page, game: str) -> None:
    widget = lost() if game == "heart-to-heart" else hope_deferred_mid_game()
    hidden = without(widget, winnable=None, win_lost_at=None, daily=None, odds=None)
    bare = BarePage(page, widget)
    for index, width in enumerate(WIDTHS):
        render(bare, widget, width)
        shown = boxes(bare.root(index))
        bare.set(index, hidden)
        expect(bare.root(index).locator("[data-mark]").first).to_be_hidden()
        assert boxes(bare.root(index)) == shown, width


def test_the_statistics_panel_and_the_popover_stay_inside_a_narrow_widget(page: Page) -> None:
    widget = lost()
    bare = BarePage(page, widget)
    for index, width in enumerate([230, 360, 1280]):
        render(bare, widget, width)
        root = bare.root(index)
        for language in LANGUAGES:
            bare.set(index, {"language": language})
            root.locator('[data-action="statistics"]').click()
            expect(root.locator('[data-menu="statistics"]')).to_be_visible()
            assert problems(root) == CLEAN, (width, language, "statistics")
            assert root.evaluate(_CROWDED) == [], (width, language)
            root.locator(".hw-title").click()  # a press elsewhere closes it
            expect(root.locator('[data-menu="statistics"]')).to_be_hidden()
            root.locator('[data-mark="winnable"]').click()
            expect(root.locator('[data-field="winnable-details"]')).to_be_visible()
            assert problems(root) == CLEAN, (width, language, "popover")
            page.keyboard.press("Escape")
            expect(root.locator('[data-field="winnable-details"]')).to_be_hidden()
    assert {"kind": "statistics"} in bare.sent(0)  # opening the panel asks for fresh figures


def test_escape_closes_the_panel_first_and_leaves_the_end_banner_open(page: Page) -> None:
    widget = HeartToHeart("HH1-N-AAAAAAM")  # lost before the first move: a banner shows
    bare = BarePage(page, widget)
    bare.render(widget, width=880)
    root = bare.root(0)
    banner = root.locator("[data-banner]")
    expect(banner).to_have_attribute("data-open", "true")
    root.locator('[data-action="statistics"]').click()
    panel = root.locator('[data-menu="statistics"]')
    expect(panel).to_be_visible()
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(banner).to_have_attribute("data-open", "true")
    expect(root.locator('[data-action="statistics"]')).to_be_focused()
    root.locator('[data-action="settings"]').click()  # one popup at a time
    root.locator('[data-action="statistics"]').click()
    expect(root.locator('[data-menu="settings"]')).to_be_hidden()
    root.locator('[data-action="settings"]').click()
    expect(panel).to_be_hidden()


def test_the_winnable_popover_offers_undo_or_says_it_is_out_of_reach(page: Page) -> None:
    widget = lost()
    bare = BarePage(page, widget)
    bare.render(widget, width=880)
    root = bare.root(0)
    root.locator('[data-mark="winnable"]').click()
    back = root.locator('[data-action="undo-to-winnable"]')
    expect(back).to_have_text("Undo 1 move")
    back.click()
    assert bare.sent(0)[-1] == {"kind": "undo_to_winnable"}
    far = {**(widget.win_lost_at or {}), "undos": 120, "reachable": False}
    bare.set(0, {"win_lost_at": far})
    root.locator('[data-mark="winnable"]').click()
    expect(root.locator('[data-field="winnable-details"]')).to_contain_text(
        "That is 120 moves back, further than undo reaches (the last 100 moves)."
    )
    expect(back).to_have_count(0)
    root.locator('.hw-popover [data-action="restart"]').click()
    assert bare.sent(0)[-1] == {"kind": "restart"}
    bare.set(0, {"win_lost_at": {**far, "move": 0, "played": None, "rank": None}})
    expect(root.locator('[data-field="winnable-details"]')).to_have_text(
        "No line of moves wins this deal, from the very first card."
    )
