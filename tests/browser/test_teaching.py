"""A game that teaches itself, in a bare page (bare_page.py): How to play, the settings'
explanations, the stock's caption, Show positions, the first-game line and the deal-code
button. test_teaching_in_lab.py proves the same end to end in JupyterLab."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common.translations import translate
from hearttoheart_widget.hope_deferred import HopeDeferred

from .bare_page import BarePage

pytestmark = pytest.mark.timeout(120)

LANGUAGES = ["en", "de", "hr"]
CODE = "HH1-N-AAAAAGM"  # the tip is a Jack, the waste a 7, the stock's first card a Jack


def heart_to_heart() -> HeartToHeart:
    return HeartToHeart(CODE, record=False)


def hope_deferred() -> HopeDeferred:
    return HopeDeferred("HD1-CH-AAAAAAB", record=False)


#: Each game's widget, and how many lines of rules its How to play has.
GAMES: dict[str, tuple[Callable[[], HeartToHeart | HopeDeferred], int]] = {
    "heart_to_heart": (heart_to_heart, 5),
    "hope_deferred": (hope_deferred, 4),
}
SETTINGS = {
    "heart_to_heart": [
        "move_errors", "placement_help", "hints", "winnable_only", "show_winnable",
        "show_positions",
    ],
    "hope_deferred": ["show_odds"],
}  # fmt: skip


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_how_to_play_opens_says_the_rules_and_closes_with_escape(
    page: Page, game: str, language: str
) -> None:
    make, rules = GAMES[game]
    widget = make()
    widget.language = language
    bare = BarePage(page, widget)
    bare.render(widget)
    root = bare.root()
    button = root.locator('[data-control="help"]')
    panel = root.locator('[data-panel="help"]')
    expect(button).to_have_attribute("aria-label", translate("help", language, game=game))
    expect(panel).to_be_hidden()
    button.click()
    expect(panel).to_be_visible()
    expect(button).to_have_attribute("aria-expanded", "true")
    expect(panel.locator("h3")).to_have_text(translate("help", language, game=game))
    expect(panel.locator(".hw-help-goal")).to_have_text(translate("help_goal", language, game=game))
    expect(panel.locator("li")).to_have_text(
        [translate(f"help_rule_{n}", language, game=game) for n in range(1, rules + 1)]
    )
    expect(panel.locator(".hw-help-picture svg .hwc").first).to_be_attached()  # the cards
    panel.locator("li").first.click()  # a press inside keeps it open
    expect(panel).to_be_visible()
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(button).to_have_attribute("aria-expanded", "false")


def test_opening_how_to_play_closes_the_settings(page: Page) -> None:
    widget = HeartToHeart(CODE, record=False)
    bare = BarePage(page, widget)
    bare.render(widget)
    root = bare.root()
    root.locator('[data-action="settings"]').press("Enter")
    expect(root.locator('[data-menu="settings"]')).to_be_visible()
    root.locator('[data-control="help"]').press("Enter")
    expect(root.locator('[data-panel="help"]')).to_be_visible()
    expect(root.locator('[data-menu="settings"]')).to_be_hidden()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_setting_has_a_line_that_explains_it(page: Page, game: str, language: str) -> None:
    widget = GAMES[game][0]()
    widget.language = language
    bare = BarePage(page, widget)
    bare.render(widget)
    root = bare.root()
    root.locator('[data-action="settings"]').click()
    for name in SETTINGS[game]:
        setting = root.locator("label.hw-setting").filter(
            has=page.locator(f'[data-setting="{name}"]')
        )
        note = translate(f"{name}_note", language, game=game)
        expect(setting.locator(".hw-setting-note")).to_have_text(note)
        expect(setting.locator(".hw-setting-note")).to_be_visible()


def test_the_stock_says_what_a_tap_does_draw_then_turn_over(page: Page) -> None:
    widget = HeartToHeart(CODE, language="de", record=False)
    bare = BarePage(page, widget)
    bare.render(widget)
    action = bare.root().locator('[data-field="stock-action"]')
    expect(action).to_have_text(translate("draw_action", "de", game="heart_to_heart"))
    for _ in range(len(widget.game.stock)):
        widget.draw()
    bare.follow(0, widget)
    expect(action).to_have_text(translate("turn_over_action", "de", game="heart_to_heart"))
    widget.language = "en"
    bare.follow(0, widget)
    expect(action).to_have_text("Turn over")
    widget.draw()  # turned over: the stock is full again
    bare.follow(0, widget)
    expect(action).to_have_text("Draw")
    expect(bare.root().locator("[data-stock-action]")).to_have_count(1)


def test_hope_deferreds_stock_says_deal_then_gather(page: Page) -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB", record=False)
    bare = BarePage(page, widget)
    bare.render(widget)
    action = bare.root().locator("[data-stock-action]")
    expect(action).to_have_text("Deal")
    for _ in range(5):
        widget.step()
    bare.follow(0, widget)
    expect(action).to_have_text("Gather")


def visible_labels(page: Page) -> list[tuple[str, str]]:
    """The position labels that show: each one's data-position-label and its text."""
    shown: list[list[str]] = page.evaluate(
        """() => [...document.querySelectorAll('[data-position-label]')]
          .filter((label) => label.checkVisibility())
          .map((label) => [label.dataset.positionLabel, label.textContent])"""
    )
    return [(hook, number) for hook, number in shown]


def test_show_positions_numbers_the_25_places_and_toggles(page: Page) -> None:
    widget = HeartToHeart(CODE, show_positions=True, record=False)
    bare = BarePage(page, widget)
    bare.render(widget)
    assert visible_labels(page) == [(str(p), str(p)) for p in range(25)]
    for p in (0, 12, 24):
        label = bare.root().locator(f'[data-position="{p}"] [data-position-label]')
        assert label.get_attribute("data-position-label") == str(p)
    bare.set(0, {"show_positions": False})
    expect(bare.root().locator("[data-position-label]").first).to_be_hidden()
    assert visible_labels(page) == []

    # The menu's box asks Python; the board follows what Python syncs back.
    root = bare.root()
    root.locator('[data-action="settings"]').click()
    root.locator('[data-setting="show_positions"]').check()
    assert {"kind": "settings", "show_positions": True} in bare.sent()
    bare.set(0, {"show_positions": True})
    assert len(visible_labels(page)) == 25


def test_emptied_places_keep_their_numbers(page: Page) -> None:
    widget = HeartToHeart(CODE, show_positions=True, record=False)
    widget.draw()
    widget.pair(24, "waste")
    bare = BarePage(page, widget)
    bare.render(widget)
    assert [p for p, _ in visible_labels(page)] == [str(p) for p in range(25)]


def test_the_deal_button_is_offered_only_for_a_code(page: Page) -> None:
    widget = HeartToHeart(CODE, record=False)
    bare = BarePage(page, widget)
    bare.render(widget)
    root = bare.root()
    deal = root.locator('[data-action="play-code"]')
    field = root.locator('[data-field="code-input"]')
    expect(deal).to_have_text("Deal this code")
    expect(deal).to_be_disabled()
    field.fill("HH1-N-AAAA")
    expect(deal).to_be_disabled()
    field.fill("  hh1-n-aaaaaab ")
    expect(deal).to_be_enabled()
    deal.click()
    assert bare.sent()[-1] == {"kind": "new_game", "code": "hh1-n-aaaaaab"}
    field.fill("HD1-CH-AAAAAAB")  # Hope Deferred's, not this game's
    expect(deal).to_be_disabled()
    field.press("Enter")  # Enter still asks Python, which says what a code looks like
    assert bare.sent()[-1] == {"kind": "new_game", "code": "HD1-CH-AAAAAAB"}


def fresh_records(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTTOHEART_RECORDS", str(tmp_path / "records.sqlite3"))


def test_a_first_game_says_what_to_do_until_the_first_pair(
    page: Page, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fresh_records(monkeypatch, tmp_path)
    widget = HeartToHeart(CODE)
    bare = BarePage(page, widget)
    bare.render(widget)
    line = bare.root().locator('[data-field="first-steps"]')
    expect(line).to_have_text(translate("first_steps", "en", game="heart_to_heart"))
    expect(line).to_be_visible()
    bare.set(0, {"language": "hr"})
    expect(line).to_have_text(translate("first_steps", "hr", game="heart_to_heart"))
    height = bare.root().bounding_box()
    widget.draw()
    bare.follow(0, widget)
    expect(line).to_be_visible()  # a draw is no pair
    widget.pair(24, "waste")
    bare.follow(0, widget)
    expect(line).to_be_hidden()
    assert bare.root().bounding_box() == height  # its room stays until the next deal
    widget.undo()
    bare.follow(0, widget)
    expect(line).to_be_hidden()  # gone for good
    widget.new_game()
    bare.follow(0, widget)
    expect(line).to_be_hidden()
    expect(line).to_have_count(1)


def test_a_player_with_games_on_record_gets_no_first_game_line(
    page: Page, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fresh_records(monkeypatch, tmp_path)
    played = HeartToHeart(CODE)
    played.draw()
    played.new_game()  # a game left after a move is on record
    widget = HeartToHeart(CODE)
    assert not widget.first_steps
    bare = BarePage(page, widget)
    bare.render(widget)
    expect(bare.root().locator('[data-field="first-steps"]')).to_be_hidden()
