"""The ends of both games and their statistics, in a bare page: a lost Hope Deferred game
shows the cards still in the stock, each game's statistics show what fits it, and the
values and titles keep to their lines."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.common.translations import translate
from hearttoheart_widget.hope_deferred import HopeDeferred

from .bare_page import BarePage
from .layout import lines
from .notebook import ARTIFACTS

pytestmark = pytest.mark.browser

PAGE_WIDTH = 1300
LANGUAGES = ["en", "de", "hr"]
#: Lost: the Jack and the Queen of hearts are still in the stock after round 3.
LOST_HOPE = "HD1-CH-AAAAAAD"
#: The tip's three partners lie under it: lost before the first move.
LOST_AT_THE_START = "HH1-N-AAAAAAM"

#: A player's figures, with a won best on this deal.
STATS = {
    "played": 12, "won": 5, "win_rate": 5 / 12, "current_streak": 2, "best_streak": 3,
    "best_score": 250, "best_seconds": 22.4, "fewest_moves": 96,
    "deal": {"best": {"result": "won", "score": 250, "seconds": 22.4}}, "daily": None,
    "recording": True,
}  # fmt: skip


def test_a_lost_hope_deferred_game_shows_the_cards_still_in_the_stock(page: Page) -> None:
    widget = HopeDeferred(LOST_HOPE)
    widget.play_out()
    assert widget.status == "lost"
    missing = [card for card in widget.targets if card not in widget.set_aside]
    assert len(missing) == widget.targets_left == 2
    bare = BarePage(page, widget)
    for index, width in enumerate([880, 480, 360]):
        bare.render(widget, width=width)
        banner = bare.root(index).locator('[data-banner="lost"]')
        expect(banner).to_be_visible()
        cards = banner.locator(".hw-banner-cards .hd-card")
        expect(cards).to_have_count(len(missing))
        assert cards.evaluate_all("(cards) => cards.map((card) => card.dataset.card)") == missing
        for card in cards.all():
            expect(card).to_be_visible()
        names = banner.locator(".hw-banner-cards [role=listitem]")
        expect(names.first).to_have_attribute("aria-label", "Jack of hearts")
    bare.set(0, {"language": "de"})
    names = bare.root(0).locator(".hw-banner-cards [role=listitem]")
    expect(names.first).to_have_attribute("aria-label", "Herz Bube")


def test_a_won_hope_deferred_game_shows_no_cards_in_its_banner(page: Page) -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAC")
    widget.play_out()
    assert widget.status == "won"
    bare = BarePage(page, widget)
    bare.render(widget, width=880)
    expect(bare.root().locator('[data-banner="won"]')).to_be_visible()
    expect(bare.root().locator(".hw-banner-cards")).to_be_hidden()


def open_statistics(bare: BarePage, index: int, stats: dict[str, Any]) -> Locator:
    bare.set(index, {"stats": stats})
    root = bare.root(index)
    root.locator('[data-action="statistics"]').click()
    panel = root.locator("[data-menu='statistics']")
    expect(panel).to_be_visible()
    return panel


def test_hope_deferred_statistics_show_no_best_time_or_fewest_moves(page: Page) -> None:
    """A game of pure luck: games, wins, win rate, streaks and the most set aside."""
    widget = HopeDeferred(LOST_HOPE)
    bare = BarePage(page, widget)
    bare.render(widget, width=880)
    panel = open_statistics(bare, 0, STATS)
    stats = panel.locator("dd[data-stat]:not([hidden])")
    names = ["played", "won", "win_rate", "current_streak", "best_streak", "best_score", "deal"]
    assert stats.evaluate_all("(dds) => dds.map((dd) => dd.dataset.stat)") == names
    expect(panel.locator("dt:not([hidden])")).to_have_text(
        ["Games played", "Won", "Win rate", "Current streak", "Best streak", "Most set aside",
         "This deal"]
    )  # fmt: skip
    expect(panel.locator('[data-stat="deal"]')).to_have_text("Won · 250")


def test_heart_to_heart_statistics_keep_best_time_and_fewest_moves(page: Page) -> None:
    widget = HeartToHeart("HH1-N-AAAAAAB")
    bare = BarePage(page, widget)
    bare.render(widget, width=880)
    panel = open_statistics(bare, 0, STATS)
    expect(panel.locator('[data-stat="best_seconds"]')).to_have_text("0:22")
    expect(panel.locator('[data-stat="fewest_moves"]')).to_have_text("96")
    expect(panel.locator('[data-stat="deal"]')).to_have_text("Won · 250 · 0:22")


def test_a_lessons_board_says_in_its_panel_that_it_adds_no_game(page: Page) -> None:
    """A board made with ``record=False`` shows the player's figures and says that its own
    games are not recorded, in each language; a board that records says when a game
    counts. The figures are the widgets' own, as Python sends them."""
    lesson = HeartToHeart("HH1-N-AAAAAAB", record=False)
    own = HeartToHeart("HH1-N-AAAAAAB")
    bare = BarePage(page, lesson)
    for index, widget in enumerate([lesson, own]):
        bare.render(widget, width=880)
        bare.root(index).locator('[data-action="statistics"]').click()
        expect(bare.root(index).locator("[data-menu='statistics']")).to_be_visible()
    for language in LANGUAGES:
        for index, rule in enumerate(["stats_lesson", "stats_rule"]):
            bare.set(index, {"language": language})
            note = bare.root(index).locator('[data-field="stats-note"]')
            # After "No games recorded yet." when the records hold none.
            expect(note).to_have_text(
                re.compile(re.escape(translate(rule, language, game="heart_to_heart")) + "$")
            )


@pytest.mark.parametrize("width", [300, 360, 480])
def test_statistics_values_keep_to_one_line(page: Page, width: int) -> None:
    """ "Won · 250 · 0:22" and "Not played yet" never break, in any language."""
    widget = HeartToHeart("HH1-N-AAAAAAB")
    bare = BarePage(page, widget)
    bare.render(widget, width=width)
    for stats in [STATS, {**STATS, "deal": {"best": None}}]:
        panel = open_statistics(bare, 0, stats)
        for language in LANGUAGES:
            bare.set(0, {"language": language})
            assert lines(panel.locator("dd[data-stat]:not([hidden])")) == [1] * 9, language
        bare.root().locator('[data-action="statistics"]').click()  # closes it
        expect(panel).to_be_hidden()


@pytest.mark.parametrize("width", [244, 360])  # 244: a notebook in a 360 px window
def test_a_dead_end_title_takes_two_lines_at_most(page: Page, width: int) -> None:
    widget = HeartToHeart(LOST_AT_THE_START)
    assert widget.game.status == "lost"
    bare = BarePage(page, widget)
    bare.render(widget, width=width)
    title = bare.root().locator(".hw-banner-title")
    for language in LANGUAGES:
        bare.set(0, {"language": language})
        expect(title).to_be_visible()
        assert lines(title) <= [2], language


def swapped(code: str, a: int, b: int) -> Game:
    """The cards of ``code`` with the ranks ``a`` and ``b`` exchanged, before any move."""
    game = Game.from_code(code)
    swap = {a: b, b: a}
    return Game.from_cards(
        [None if rank is None else swap.get(rank, rank) for rank in game.heart],
        [swap.get(rank, rank) for rank in game.stock],
        [swap.get(rank, rank) for rank in game.waste],
    )


@pytest.mark.parametrize(
    ("rank", "german", "croatian"),
    [
        (9, "Die anderen drei 9♥ liegen unter der 9♥ an der Spitze.",
         "Ostale tri 9♥ leže ispod 9♥ na vrhu srca."),
        (13, "Die anderen drei K♥ liegen unter dem K♥ an der Spitze.",
         "Ostala tri K♥ leže ispod K♥ na vrhu srca."),
        (1, "Die anderen drei A♥ liegen unter dem A♥ an der Spitze.",
         "Ostala tri A♥ leže ispod A♥ na vrhu srca."),
    ],
)  # fmt: skip
def test_the_dead_ends_reason_agrees_with_the_card_in_german_and_croatian(
    page: Page, rank: int, german: str, croatian: str
) -> None:
    """The tip over the other three of its rank: a Nine (feminine in both languages), a
    King (masculine) and an Ace (neuter in German, masculine in Croatian)."""
    widget = HeartToHeart(game=swapped(LOST_AT_THE_START, 9, rank), record=False)
    assert widget.game.status == "lost"
    bare = BarePage(page, widget)
    bare.render(widget, width=760)
    banner = bare.root().locator('[data-banner="lost"]')
    for language, reason in (("de", german), ("hr", croatian)):
        bare.set(0, {"language": language})
        expect(banner.locator("li")).to_have_text([reason])
        expect(bare.root().locator('[data-position="24"]')).to_have_attribute(
            "aria-label", {"de": {9: "Neun, frei", 13: "König, frei", 1: "Ass, frei"},
                           "hr": {9: "Devetka, slobodna", 13: "Kralj, slobodan",
                                  1: "As, slobodan"}}[language][rank],
        )  # fmt: skip
        if rank == 13:
            ARTIFACTS.mkdir(exist_ok=True)
            bare.root().screenshot(path=str(ARTIFACTS / f"dead-end-{language}.png"))
