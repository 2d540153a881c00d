"""The frame both views share, tested fast in a bare page with a fake model (bare_page.py).

Layout at 256 to 880 px in all three languages, the end banners, the no-kernel notice,
the keys left to JupyterLab, the clock kept in the model, and the hooks for tests. The
JupyterLab tests (test_jupyterlab_keys_and_saving.py) prove the same things end to end.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.heart_to_heart.geometry import TIP
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.positions import heart_with

from .bare_page import BarePage
from .layout import boxes, problems, steady

pytestmark = pytest.mark.timeout(120)

LANGUAGES = ["en", "de", "hr"]
WIDTHS = [230, 256, 360, 480, 600, 880]
SCRIPTED = "HH1-N-AAAAAGM"  # the tip is a Jack, the waste a 7, the stock's first card a Jack
LOST_AT_THE_START = "HH1-N-AAAAAAM"  # the other three 9s lie under the 9 at the tip


def mid_game() -> HeartToHeart:
    widget = HeartToHeart(SCRIPTED)
    widget.draw()
    widget.tap(24)
    return widget


def hope_deferred_mid_game() -> HopeDeferred:
    widget = HopeDeferred("HD1-AD-AAAAAAB")  # Abandon Hope: thirteen target cards
    for _ in range(4):
        widget.step()
    return widget


def test_each_root_names_its_game(page: Page) -> None:
    bare = BarePage(page, mid_game())
    bare.render(mid_game())
    expect(bare.root(0)).to_have_attribute("data-widget", "heart-to-heart")
    other = BarePage(page, HopeDeferred())
    other.render(HopeDeferred())
    expect(other.root(0)).to_have_attribute("data-widget", "hope-deferred")


@pytest.mark.parametrize("game", ["heart-to-heart", "hope-deferred"])
def test_the_board_stays_put_when_the_language_changes(page: Page, game: str) -> None:
    widget = mid_game() if game == "heart-to-heart" else hope_deferred_mid_game()
    bare = BarePage(page, widget)
    for index, width in enumerate(WIDTHS):
        bare.render(widget, width=width)
        seen = {}
        for language in LANGUAGES:
            bare.set(index, {"language": language})
            expect(bare.root(index)).to_have_attribute("lang", language)
            seen[language] = boxes(bare.root(index))
        assert seen["de"] == seen["en"], (width, seen)
        assert seen["hr"] == seen["en"], (width, seen)


def settled(bare: BarePage, index: int, language: str) -> None:
    """Wait until the ``index``-th view speaks ``language`` and its layout holds still (its
    sizes are set once the new words are measured, later on a busy machine)."""
    expect(bare.root(index)).to_have_attribute("lang", language)
    steady(
        bare.page,
        f"[...document.querySelectorAll('.hw-host > .hw')[{index}].querySelectorAll('*')]"
        ".map((e) => { const b = e.getBoundingClientRect();"
        " return [b.x, b.y, b.width, b.height]; })",
    )


@pytest.mark.parametrize("game", ["heart-to-heart", "hope-deferred"])
def test_nothing_sticks_out_or_is_cut_short(page: Page, game: str) -> None:
    """From 230 px (a 360 px screen's output area, less a scroll bar) to full width, mid-game
    and at the end."""
    if game == "heart-to-heart":
        lost = HeartToHeart(LOST_AT_THE_START)
        states = [mid_game(), lost]
    else:
        over = HopeDeferred("HD1-AD-AAAAAAB")
        over.play_out()
        states = [hope_deferred_mid_game(), over]
    bare = BarePage(page, states[0])
    index = 0
    for widget in states:
        for width in [230, 256, 360, 480, 1280]:
            bare.render(widget, width=width)
            for language in LANGUAGES:
                bare.set(index, {"language": language})
                settled(bare, index, language)
                found = problems(bare.root(index))
                assert found == {"scroll": 0, "outside": [], "clipped": []}, (width, language)
            index += 1


def test_narrow_widgets_put_stock_and_waste_under_the_heart(page: Page) -> None:
    widget = mid_game()
    bare = BarePage(page, widget)
    for index, width in enumerate([256, 360, 480, 559, 560, 880]):
        bare.render(widget, width=width)
        parts = boxes(bare.root(index))
        heart, waste, card = (
            parts[".hth-heart"],
            parts["[data-target='waste']"],
            parts["[data-position='0']"],
        )
        if width < 560:
            assert waste[1] > heart[1] + heart[3], width  # below the heart
            assert card[2] >= min(80, (width - 2 - 18) / 6.5) - 0.5  # as wide as allowed
        else:
            assert waste[0] > heart[0] + heart[2], width  # beside it


def test_the_target_row_keeps_equal_columns(page: Page) -> None:
    """Eight or thirteen target slots: equal widths, in one to three rows, never slivers."""
    widgets = [HopeDeferred("HD1-CH-AAAAAAM"), hope_deferred_mid_game()]
    bare = BarePage(page, widgets[0])
    index = 0
    for widget in widgets:
        for width in [256, 360, 480, 880]:
            bare.render(widget, width=width)
            slots = (
                bare.root(index)
                .locator(".hd-slot")
                .evaluate_all(
                    "(slots) => slots.map((slot) => [slot, slot.querySelector('svg')]"
                    ".map((e) => e.getBoundingClientRect()))"
                    ".map(([box, card]) => [box.width, card.width, box.top]"
                    ".map((v) => Math.round(v * 10) / 10))"
                )
            )
            widths = {w for w, _, _ in slots}
            rows = {top for _, _, top in slots}
            assert all(card == slot for slot, card, _ in slots), (width, slots)  # card or outline
            assert len(widths) == 1, (width, slots)
            assert widths.pop() >= 30, (width, slots)
            assert len(rows) <= 3, (width, slots)
            index += 1


#: Each Hope Deferred card drawn (piles, then the target row): its face size, its width
#: and index font in px, and whether the next card of its pile lies on its index.
_HD_CARDS = """(root) => [...root.querySelectorAll(".hd-pile, .hd-slots")].flatMap((holder) => {
  const cards = [...holder.querySelectorAll(".hd-card")];
  return cards.map((card, i) => {
    const svg = card.querySelector("svg");
    const box = svg.getBoundingClientRect();
    const scale = box.width / 100; // the card's drawing is 100 units wide
    const text = svg.querySelector(".hwc-index text");
    const font = Number(text.getAttribute("font-size")) * scale;
    // The index's ink ends at the suit sign's foot or a little under the rank's baseline
    // (the tail of a Q); a text's box reaches further down, to room for descenders.
    const foot = Math.max(svg.querySelector(".hwc-index .hwc-suit").getBoundingClientRect().bottom,
      box.top + Number(text.getAttribute("y")) * scale + 0.1 * font);
    const next = holder.matches(".hd-pile") ? cards[i + 1]?.getBoundingClientRect() : null;
    return {
      size: svg.classList[1].slice(4), width: Math.round(box.width * 10) / 10, font,
      covered: next ? next.top < foot - 0.5 : false,
    };
  });
})"""


def test_hope_deferred_cards_show_every_index(page: Page) -> None:
    """From 230 px up, every card shows its corner index, at least 10 px high, in a face
    made for its size; a narrower widget redraws its cards at the size that fits."""
    full = HopeDeferred("HD1-CH-AAAAAAM")
    for _ in range(5):
        full.step()  # four cards on the first pile, a gather due
    widgets = [full, hope_deferred_mid_game()]
    bare = BarePage(page, widgets[0])
    index = 0
    for widget in widgets:
        for width in [230, 256, 360, 480, 880]:
            bare.render(widget, width=width)
            cards = bare.root(index).evaluate(_HD_CARDS)
            assert len(cards) == sum(map(len, widget.piles)) + len(widget.set_aside)
            for card in cards:
                assert card["covered"] is False, (width, card)
                assert card["font"] >= 10, (width, card)
                wanted = (
                    "full" if card["width"] >= 56 else "compact" if card["width"] >= 30 else "mini"
                )
                assert card["size"] == wanted, (width, card)
            index += 1
    last = bare.root(index - 1)  # Abandon Hope at 880 px: full faces; then at 256 px
    first_card = last.locator(".hd-pile .hd-card svg").first
    expect(first_card).to_have_class(re.compile(r"\bhwc-full\b"))
    last.evaluate("(root) => { root.parentElement.style.width = '256px'; }")
    expect(first_card).to_have_class(re.compile(r"\bhwc-compact\b"))
    for card in last.evaluate(_HD_CARDS):
        assert card["covered"] is False, card


def test_a_dead_end_banner_says_why_beside_the_heart(page: Page) -> None:
    widget = HeartToHeart(LOST_AT_THE_START)
    bare = BarePage(page, widget)
    bare.render(widget, width=880)
    root = bare.root(0)
    banner = root.locator("[data-banner]")
    expect(banner).to_have_attribute("data-banner", "lost")
    expect(banner).to_have_attribute("data-open", "true")
    expect(banner.locator(".hw-banner-title")).to_have_text("No more moves possible")
    expect(banner.locator("li")).to_have_text(["The other three 9♥ lie under the 9♥ at the tip."])
    # Nothing to undo before the first move: Restart this deal and New game only.
    actions = banner.locator(".hw-banner-actions button")
    expect(actions).to_have_text(["Restart this deal", "New game"])
    # In the column of the stock and the waste, over none of the heart's cards.
    covered = banner.evaluate(
        """(banner) => {
          const b = banner.getBoundingClientRect();
          return [...banner.closest(".hw").querySelectorAll(".hth-heart .hth-card")]
            .map((card) => [card.dataset.position, card.getBoundingClientRect()])
            .filter(([, c]) => c.right > b.left && c.left < b.right && c.bottom > b.top
              && c.top < b.bottom).map(([position]) => position);
        }"""
    )
    assert covered == []
    for position in [9, 10, 23]:
        expect(root.locator(f'[data-position="{position}"]')).to_have_attribute(
            "data-stuck", "under"
        )
    expect(root.locator(f'[data-position="{TIP}"]')).to_have_attribute("data-stuck", "free")

    bare.set(0, {"language": "de"})
    expect(banner.locator("li")).to_have_text(
        ["Die anderen drei 9♥ liegen unter der 9♥ an der Spitze."]
    )
    bare.set(0, {"language": "hr"})
    expect(banner.locator("li")).to_have_text(["Ostale tri 9♥ leže ispod 9♥ na vrhu srca."])
    expect(banner.locator(".hw-banner-title")).to_have_text("Nema više mogućih poteza")

    # Escape folds it to its title: the board still says the game is over.
    actions.last.focus()
    page.keyboard.press("Escape")
    expect(banner).to_have_attribute("data-open", "false")
    expect(banner.locator(".hw-banner-title")).to_be_visible()
    expect(actions.last).to_be_hidden()
    expect(root).to_have_attribute("data-status", "lost")
    banner.locator('[data-action="fold"]').click()
    expect(banner).to_have_attribute("data-open", "true")
    actions.first.click()
    actions.last.click()
    assert bare.sent(0)[-2:] == [{"kind": "restart"}, {"kind": "new_game"}]


def test_the_banner_names_other_free_cards_and_offers_undo(page: Page) -> None:
    heart = heart_with(only={15: 7, 19: 9, 20: 5, 22: 5, 23: 7, TIP: 3})
    widget = HeartToHeart(game=Game.from_cards(heart, stock=[1, 2], waste=[3]))
    widget.pair(TIP, "waste")
    bare = BarePage(page, widget)
    bare.render(widget)
    banner = bare.root(0).locator("[data-banner]")
    expect(banner.locator("li")).to_have_text([
        "The other 5♥ lies under the free 5♥ and the free 7♥.",
        "The other 7♥ lies under the free 5♥.",
    ])  # fmt: skip
    expect(banner.locator(".hw-banner-actions button")).to_have_text(
        ["Undo", "Restart this deal", "Review", "New game"]
    )
    bare.set(0, {"language": "hr"})
    expect(banner.locator("li").first).to_have_text(
        "Druga 5♥ leži ispod slobodne 5♥ i slobodne 7♥."
    )


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_win_celebrates_and_shows_the_figures(page: Page, motion: str) -> None:
    page.emulate_media(reduced_motion=motion)  # type: ignore[arg-type]
    widget = HeartToHeart(game=Game.from_cards(heart_with(only={TIP: 5}), stock=[], waste=[5]))
    bare = BarePage(page, widget)
    bare.render(widget)
    root = bare.root(0)
    expect(root.locator("[data-banner]")).to_be_hidden()
    root.locator(f'[data-position="{TIP}"]').focus()
    widget.pair(TIP, "waste")
    bare.follow(0, widget)
    banner = root.locator("[data-banner]")
    expect(banner).to_have_attribute("data-banner", "won")
    expect(banner.locator(".hw-banner-title")).to_have_text("You won!")
    expect(banner.locator('[data-result="score"]')).to_have_text("250")
    expect(banner.locator('[data-result="moves"]')).to_have_text("1")
    expect(banner.locator('[data-action="new-game"]')).to_be_focused()  # the player was here
    party = root.locator(".hw-celebration")
    expect(party).to_have_count(1)
    sparks = party.locator(".hw-spark")
    if motion == "reduce":
        expect(sparks.first).to_be_hidden()  # the still version: a glow, nothing moves
        assert root.evaluate("(root) => root.getAnimations({ subtree: true }).length") == 0
    else:
        expect(sparks.first).to_be_visible()
    expect(party).to_have_count(0, timeout=5_000)  # and it is gone again


def test_without_a_kernel_the_board_says_to_run_the_cell(page: Page) -> None:
    widget = mid_game()
    bare = BarePage(page, widget)
    bare.render(widget, live=False)
    bare.render(widget)
    restored, live = bare.root(0), bare.root(1)
    notice = restored.locator('[data-field="offline"]')
    expect(notice).to_be_visible()
    expect(notice).to_have_text("This board was saved with the notebook. Run its cell to play.")
    expect(live.locator('[data-field="offline"]')).to_be_hidden()
    restored.locator('[data-target="stock"]').click()
    expect(notice).to_have_class("hw-notice hw-pulse")
    assert bare.sent(0) == []  # not even the clock request
    live.locator('[data-target="stock"]').click()
    assert bare.sent(1) == [{"kind": "clock"}, {"kind": "tap", "target": "stock"}]
    bare.set(1, {"language": "de"})  # the settings menu works without a kernel too
    restored.locator('[data-action="settings"]').click()
    expect(restored.locator('[data-menu="settings"]')).to_be_visible()


def test_the_selected_card_carries_data_selected(page: Page) -> None:
    widget = mid_game()  # the tip is selected
    bare = BarePage(page, widget)
    bare.render(widget)
    root = bare.root(0)
    expect(root.locator("[data-selected]")).to_have_count(1)
    expect(root.locator(f'[data-position="{TIP}"]')).to_have_attribute("data-selected", "true")
    widget.tap(TIP)
    widget.tap("waste")
    bare.follow(0, widget)
    expect(root.locator("[data-selected]")).to_have_count(1)
    expect(root.locator('[data-target="waste"]')).to_have_attribute("data-selected", "true")


#: Records the keys that reach the document, where JupyterLab listens, and takes them as
#: JupyterLab takes its shortcuts (preventDefault: Shift+Enter then clicks no button).
_RECORD_KEYS = """() => {
  window.hwReached = [];
  document.addEventListener("keydown", (event) => {
    if (["Control", "Shift", "Alt", "Meta"].includes(event.key)) return;
    const mods = ["Control", "Shift", "Alt", "Meta"].filter((m) => event.getModifierState(m));
    window.hwReached.push([...mods, event.key].join("+"));
    event.preventDefault();
  });
}"""


def test_keys_the_widget_does_not_use_reach_jupyterlab(page: Page) -> None:
    widget = mid_game()
    bare = BarePage(page, widget)
    bare.render(widget)
    page.evaluate(_RECORD_KEYS)
    bare.root(0).locator(f'[data-position="{TIP}"]').focus()
    for key in ["Control+s", "Control+Shift+C", "Shift+Enter", "Alt+x", "Meta+s"]:
        page.keyboard.press(key)
    for key in ["a", "m", "d", "z", "Shift+M", "Shift+ArrowDown", "ArrowLeft", "u", "Control+z"]:
        page.keyboard.press(key)
    reached = page.evaluate("window.hwReached")
    assert reached == ["Control+s", "Control+Shift+C", "Shift+Enter", "Alt+x", "Meta+s"]
    sent = [message["kind"] for message in bare.sent(0)]
    assert sent == ["clock", "undo", "undo"]  # u and Ctrl+Z; Shift+Enter tapped nothing


def test_the_clock_reading_is_kept_in_the_model_and_never_sent(page: Page) -> None:
    """A notebook saved with its widget state then holds the time shown."""
    page.clock.install()
    widget = HeartToHeart(SCRIPTED)
    widget.draw()  # the clock runs
    bare = BarePage(page, widget)
    bare.render(widget)
    # The page's time stands still from here (ahead of it by more than a busy machine lags),
    # so the reading below is 65 s old exactly when it is looked at: no real time creeps in.
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 60)
    reading = {"elapsed": 1.5, "running": True}  # Python's answer to {"kind": "clock"}
    page.evaluate("(reading) => { window.hwModels[0].set('clock', reading); }", reading)
    page.clock.run_for(65_000)
    expect(bare.root(0).locator('[data-field="time"]')).to_have_text("1:06")
    kept = bare.attribute(0, "clock")
    assert kept["running"] is True
    assert 66 <= kept["elapsed"] <= 66.5
    assert bare.sent(0) == [{"kind": "clock"}]
