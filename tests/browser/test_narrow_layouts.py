"""The layout at 360, 480 and 1280 px, in a bare page and in every language: one row of
controls (the deal-code field in the settings menu under 560 px), the discard spot and its
caption inside the felt, covered cards that show more than an index strip, no empty band of
felt under the piles, and a dead end's dashed outlines that never cross a card's face."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from playwright.sync_api import Locator, Page, expect

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.hope_deferred import HopeDeferred

from .bare_page import BarePage
from .layout import controls

pytestmark = pytest.mark.browser

PAGE_WIDTH = 1300
WIDTHS = [360, 480, 1280]
LANGUAGES = ["en", "de", "hr"]
#: The tip's three partners lie under it: the 9s at 9, 10 and 23 are marked "under".
LOST_AT_THE_START = "HH1-N-AAAAAAM"

_BOX = """(element) => { const b = element.getBoundingClientRect();
  return [b.left, b.top, b.right, b.bottom]; }"""


def box(element: Locator) -> list[float]:
    found: list[float] = element.evaluate(_BOX)
    return found


#: The box of an element's text itself (a right-aligned caption's box may be wider).
_TEXT_BOX = """(element) => { const range = document.createRange();
  range.selectNodeContents(element); const b = range.getBoundingClientRect();
  return [b.left, b.top, b.right, b.bottom]; }"""


def overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


def inside(inner: list[float], outer: list[float]) -> bool:
    return (
        inner[0] >= outer[0] - 0.5
        and inner[1] >= outer[1] - 0.5
        and inner[2] <= outer[2] + 0.5
        and inner[3] <= outer[3] + 0.5
    )


@pytest.mark.parametrize("game", ["heart-to-heart", "hope-deferred"])
def test_the_controls_keep_to_one_row(page: Page, game: str) -> None:
    """Every control on one line, inside the bar, at every width and in every language;
    under 560 px the deal-code field (and Hope Deferred's choices) in the settings menu."""
    widget = HeartToHeart("HH1-N-AAAAAAB") if game == "heart-to-heart" else HopeDeferred()
    bare = BarePage(page, widget)
    for index, width in enumerate([244, *WIDTHS]):  # 244: a notebook in a 360 px window
        bare.render(widget, width=width)
        root = bare.root(index)
        for language in LANGUAGES:
            bare.set(index, {"language": language})
            # The view places the form for its width from a ResizeObserver, in a frame of
            # its own: wait for it before measuring the bar.
            menu = "settings" if width < 560 else "controls"
            in_menu = root.locator('[data-menu="settings"] > .hw-code-form')
            expect(in_menu).to_have_count(1 if menu == "settings" else 0)
            found = controls(root)
            where = (width, language, found)
            assert len(found["tops"]) >= 2, where
            assert len(set(found["tops"])) == 1, where
            assert len(set(found["bottoms"])) == 1, where
            assert found["last"] <= found["right"] + 0.5, where
            assert found["form"] == menu, where
            if game == "hope-deferred":
                assert found["choices"] == menu, where
    # In the menu, the field plays a code as it does in the controls.
    narrow = bare.root(0)
    narrow.locator('[data-action="settings"]').click()
    field = narrow.locator('[data-menu="settings"] [data-field="code-input"]')
    expect(field).to_be_visible()
    field.fill("HH1-N-AAAAAAC" if game == "heart-to-heart" else "HD1-CH-AAAAAAC")
    field.press("Enter")
    assert bare.sent(0)[-1]["kind"] == "new_game"
    if game == "hope-deferred":  # the choices in the menu are read by New game
        panel = narrow.locator('[data-menu="settings"]')
        expect(panel).to_be_visible()
        bare.set(0, {"language": "en"})
        expect(panel.locator(".hd-choice-title")).to_have_text(["Variant", "Target suit"])
        sent = len(bare.sent(0))  # a choice sends nothing: New game reads it
        panel.locator('[data-choice="variant"]').select_option("knockout")
        panel.locator('[data-choice="target_suit"]').select_option("clubs")
        narrow.locator('[data-action="new-game"]').click()
        assert bare.sent(0)[sent:] == [
            {"kind": "new_game", "variant": "knockout", "target_suit": "clubs"}
        ]


def test_the_discard_spot_is_captioned_and_inside_the_felt(page: Page) -> None:
    widget = HeartToHeart("HH1-N-AAAAAAB")
    widget.play("draw")
    bare = BarePage(page, widget)
    for index, width in enumerate([244, *WIDTHS]):
        bare.render(widget, width=width)
        root = bare.root(index)
        felt = box(root.locator(".hw-felt"))
        cards = [box(card) for card in root.locator(".hth-heart [data-position]").all()]
        captions = ["Pairs removed", "Entfernte Paare", "Uklonjeni parovi"]
        for language, words in zip(LANGUAGES, captions, strict=True):
            bare.set(index, {"language": language})
            caption = root.locator(".hth-discard-caption")
            expect(caption).to_have_text(words)
            assert inside(box(root.locator(".hth-discard")), felt), (width, language)
            assert inside(box(caption), felt), (width, language)
            words_box = caption.evaluate(_TEXT_BOX)
            assert not any(overlap(words_box, card) for card in cards), (width, language)
        transform = root.locator(".hth-discard").evaluate("(e) => getComputedStyle(e).transform")
        a, b = (float(v) for v in transform.removeprefix("matrix(").split(",")[:2])
        assert b == 0  # squared, not tilted
        assert a > 0


@pytest.mark.parametrize("width", [360, 480])
def test_a_narrow_heart_shows_more_than_an_index_strip_and_no_empty_band(
    page: Page, width: int
) -> None:
    widget = HeartToHeart("HH1-N-AAAAAAB")
    bare = BarePage(page, widget)
    bare.render(widget, width=width)
    root = bare.root()
    top = box(root.locator('[data-position="0"]'))
    below = box(root.locator('[data-position="4"]'))  # the next row, on its lower half
    visible = below[1] - top[1]
    assert visible >= (34 if width == 360 else 45), visible
    felt = box(root.locator(".hw-felt"))
    lowest = max(box(part)[3] for part in root.locator(".hth-pile-slot > *").all())
    assert felt[3] - lowest <= 16  # the felt ends under the piles' captions


def stuck_pixels(page: Page, left: float, top: float, width: float, height: float) -> int:
    """How many pixels of the page's box have the dead end's colour (#ff5a6e)."""
    shot = page.screenshot(clip={"x": left, "y": top, "width": width, "height": height})
    data = Image.open(io.BytesIO(shot)).convert("RGB").tobytes()
    pixels = zip(data[0::3], data[1::3], data[2::3], strict=True)
    return sum(
        1 for r, g, b in pixels if abs(r - 255) < 30 and abs(g - 90) < 30 and abs(b - 110) < 30
    )


@pytest.mark.parametrize("width", WIDTHS)
def test_a_dead_ends_outlines_never_cross_a_face(page: Page, width: int) -> None:
    """The tip's 9 lies on the 9 at 23, marked "under": its dashed outline stays under the
    tip, which shows no dash of it on its face."""
    widget = HeartToHeart(LOST_AT_THE_START)
    bare = BarePage(page, widget)
    bare.render(widget, width=width)
    root = bare.root()
    expect(root.locator('[data-position="23"]')).to_have_attribute("data-stuck", "under")
    under = root.locator('[data-position="23"]')
    tip = root.locator('[data-position="24"] .hth-face')
    left, top, right, bottom = box(tip)
    inset = (right - left) * 0.12
    face = (left + inset, top + inset, right - left - 2 * inset, bottom - top - 2 * inset)
    assert stuck_pixels(page, *face) == 0
    # The outline is there, on the part of the 9 the tip leaves visible.
    left, top, right, bottom = box(under)
    assert stuck_pixels(page, left, top, right - left, (bottom - top) * 0.4) > 20


@pytest.mark.parametrize("game", ["heart-to-heart", "hope-deferred"])
def test_a_popup_ends_at_the_widgets_foot_and_scrolls_the_rest(page: Page, game: str) -> None:
    """The widget clips what lies below its foot: How to play and the settings menu end
    above it, and a player scrolls what does not fit (How to play at 244 px)."""
    widget = HeartToHeart("HH1-N-AAAAAAB") if game == "heart-to-heart" else HopeDeferred()
    bare = BarePage(page, widget)
    bare.render(widget, width=244)
    root = bare.root()
    for language in LANGUAGES:
        bare.set(0, {"language": language})
        for control, panel in [("help", "help"), ("settings", "settings")]:
            root.locator(f'[data-action="{control}"]').click()
            popup = root.locator(f'[data-panel="{panel}"], [data-menu="{panel}"]').first
            expect(popup).to_be_visible()
            assert box(popup)[3] <= box(root)[3] + 0.5, (language, control)
            last = popup.locator("li, label").last
            last.scroll_into_view_if_needed()
            assert inside(box(last), box(popup)), (language, control)
            page.keyboard.press("Escape")
            expect(popup).to_be_hidden()
    if game == "heart-to-heart":  # its How to play is longer than the widget here
        root.locator('[data-action="help"]').click()
        help_panel = root.locator('[data-panel="help"]')
        assert help_panel.evaluate("(panel) => panel.scrollHeight > panel.clientHeight")
        page.keyboard.press("Tab")  # from the ? button into the panel, which the keys scroll
        expect(help_panel).to_be_focused()
        page.keyboard.press("End")
        page.wait_for_function("(panel) => panel.scrollTop > 0", arg=help_panel.element_handle())
