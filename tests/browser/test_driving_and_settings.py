"""The page follows Python in every view (both games); settings, language, deal codes and
the dialogs work in a real lab."""

from __future__ import annotations

import ast
import re

import pytest
from playwright.sync_api import Locator, expect

from tests.waiting import until

from .games import GAMES, GameCase, ids
from .jupyterlab import execute
from .notebook import OpenNotebook, has_class
from .scenes import DEAD_END, LAST_PAIR, SCRIPTED

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


def test_moves_from_python_show_in_every_view(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    nb.run("display(w)")  # a second view of the same widget
    expect(nb.page.locator(".hth")).to_have_count(2)

    nb.run("w.draw()")
    for view in (0, 1):
        expect(nb.card("waste", view)).to_have_attribute("data-rank", "11")
        expect(nb.field("moves", view)).to_have_text("1")
    nb.run("w.tap(24)")
    expect(nb.card(24, 1)).to_have_class(has_class("hth-selected"))
    nb.run("w.pair(24, 'waste')")
    for view in (0, 1):
        expect(nb.card(24, view)).to_have_attribute("data-state", "removed")
        expect(nb.field("score", view)).to_have_text("10")

    # A click in the second view moves the one game: the first view and Python follow.
    nb.card(22, 1).click()
    nb.card(23, 1).click()
    expect(nb.card(23, 0)).to_have_attribute("data-state", "removed")
    expect(nb.field("score", 0)).to_have_text("30")
    nb.expect_state(lambda s: s["score"], 30)

    # An illegal move from Python raises and changes nothing on the page.
    assert "IllegalMoveError" in nb.run(
        "try:\n    w.pair(19, 20)\nexcept Exception as e:\n    print(type(e).__name__)"
    )
    nb.run("w.undo()")
    expect(nb.card(23, 0)).to_have_attribute("data-state", "free")
    expect(nb.field("score", 1)).to_have_text("10")
    nb.run("w.new_game('HH1-N-AAAAAAB')")
    for view in (0, 1):
        expect(nb.field("code", view)).to_have_text("HH1-N-AAAAAAB")
        expect(nb.field("moves", view)).to_have_text("0")
    assert nb.state()["code"] == "HH1-N-AAAAAAB"


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_two_views_follow_clicks_and_python(open_notebook: OpenNotebook, game: GameCase) -> None:
    """One widget shown in two cells: a tap in either view and a move from Python reach
    Python and both views, which show exactly the kernel's game."""
    nb = game.open(open_notebook, game.fresh)
    nb.run("w")
    expect(nb.page.locator(game.root)).to_have_count(2)
    nb.widget(0).locator('[data-target="stock"]').click()
    expect(nb.field(game.counter, 1)).to_have_text("1")
    execute(nb.page, game.python_move)
    expect(nb.field(game.counter, 0)).to_have_text("2")
    nb.widget(1).locator('[data-target="stock"]').click()
    for view in (0, 1):
        expect(nb.field(game.counter, view)).to_have_text("3")
        game.page_matches_kernel(nb, view)
    assert execute(nb.page, f"print({game.moves_made})") == "3\n"


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_the_settings_menu_sets_the_language(open_notebook: OpenNotebook, game: GameCase) -> None:
    """The gear in the header opens the settings menu; the language chosen there retells
    the view (names, labels, card indices) and reaches Python; Python's shows there too."""
    nb = game.open(open_notebook, game.fresh, game.words_moves)
    root = nb.widget()
    gear = root.locator('[data-action="settings"]')
    menu = root.locator('[data-menu="settings"]')
    gear.click()
    expect(menu).to_be_visible()
    menu.locator('[data-setting="language"]').select_option("de")
    expect(root).to_have_attribute("lang", "de")
    for shown in game.german:
        expect_words(root, *shown)
    expect(gear).to_have_attribute("title", "Einstellungen")
    nb.page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    assert nb.run("print(w.language)").strip() == "de"
    game.picture(nb, "german")

    execute(nb.page, "w.language = 'hr'")
    expect(root).to_have_attribute("lang", "hr")
    for shown in game.croatian:
        expect_words(root, *shown)
    expect(menu.locator('[data-setting="language"]')).to_have_value("hr")


def expect_words(root: Locator, selector: str, how: str, words: str | re.Pattern[str]) -> None:
    """``selector``'s first element in ``root`` shows ``words``, ``how`` :data:`Shown` says."""
    element = root.locator(selector).first
    if how == "name":
        expect(element).to_have_accessible_name(words)
    elif how == "contains":
        expect(element).to_contain_text(words)
    else:
        expect(element).to_have_text(words)


def test_placement_help_and_move_errors_in_each_language(open_notebook: OpenNotebook) -> None:
    """Heart to Heart's own settings: placement help outlines a pair, Move errors explains a
    failed one, in German and in Croatian."""
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    widget = nb.widget()
    nb.run("w.draw()")  # the waste's Jack matches the tip: placement help outlines both
    expect(nb.card(24)).to_have_class(has_class("hth-outlined"))
    expect(nb.card("waste")).to_have_class(has_class("hth-outlined"))

    widget.locator('[data-action="settings"]').click()
    menu = widget.locator('[data-menu="settings"]')
    expect(menu).to_be_visible()
    menu.locator('[data-setting="placement_help"]').uncheck()
    expect(nb.card(24)).not_to_have_class(has_class("hth-outlined"))
    nb.expect_state(lambda s: s["placement_help"], False)

    menu.locator('[data-setting="move_errors"]').check()
    expect(menu.locator('[data-setting="move_errors"]')).to_be_checked()
    nb.expect_state(lambda s: s["move_errors"], True)

    menu.locator('[data-setting="language"]').select_option("de")  # its words: the test above
    expect(widget).to_have_attribute("lang", "de")

    # A failed pair with Move errors on explains itself, in German.
    nb.page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    nb.run("w.undo()")  # the waste is a 7 again
    nb.card(24).click()
    nb.card("waste").click()
    expect(nb.field("message")).to_have_text("Muss denselben Rang haben")
    nb.expect_state(lambda s: s["message"], "same_rank")

    nb.run("w.language = 'hr'")
    expect(nb.field("message")).to_have_text("Mora biti iste vrijednosti")
    expect(widget.locator('[data-label="placement_help"]')).to_have_text("Pomoć pri postavljanju")
    nb.screenshot("settings-croatian")


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_deal_code_field(open_notebook: OpenNotebook, game: GameCase) -> None:
    """A bad code is refused, saying so, with the game as it was; a good one in small
    letters deals its game; the copy button copies the code."""
    nb = game.open(open_notebook, game.fresh)
    widget = nb.widget()
    widget.locator('[data-target="stock"]').click()
    expect(nb.field(game.counter)).to_have_text("1")
    code_input = nb.field("code-input")
    error = nb.field("code-error")
    start = str(ast.literal_eval(game.fresh))

    code_input.fill(game.bad_code)
    code_input.press("Enter")
    expect(error).to_be_visible()
    expect(error).to_contain_text(f"“{game.bad_code}” is not a deal code")
    expect(code_input).to_have_attribute("aria-invalid", "true")
    expect(nb.field("code")).to_have_text(start)
    expect(nb.field(game.counter)).to_have_text("1")
    assert nb.run(f"print(w.game.code, {game.moves_made})").split() == [start, "1"]  # kept

    code_input.fill(game.small_code)
    widget.locator('[data-action="play-code"]').click()
    expect(nb.field("code")).to_have_text(game.small_code.upper())
    expect(error).to_be_hidden()
    expect(code_input).to_have_value("")
    expect(nb.field(game.counter)).to_have_text("0")
    assert nb.run("print(w.game.code)").strip() == game.small_code.upper()

    widget.locator('[data-field="code"] ~ [data-action="copy"]').click()
    assert nb.page.evaluate("navigator.clipboard.readText()") == game.small_code.upper()


def test_dead_end_banner(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart(game={DEAD_END})\nw")
    widget = nb.widget()
    banner = widget.locator("[data-banner]")
    expect(banner).to_be_hidden()
    nb.card(24).click()
    nb.card("waste").click()
    expect(banner).to_be_visible()
    expect(banner).to_have_attribute("data-banner", "lost")
    expect(banner).to_contain_text("No more moves possible")
    expect(banner.locator("li")).to_have_text(
        ["No other 7♥ is left in the game.", "No other 8♥ is left in the game."]
    )
    expect(widget).to_have_attribute("data-status", "lost")
    nb.expect_state(lambda s: s["status"], "lost")
    nb.screenshot("dead-end")

    banner.locator('[data-action="undo"]').click()
    expect(banner).to_be_hidden()
    expect(widget).to_have_attribute("data-status", "playing")
    nb.expect_state(lambda s: s["status"], "playing")

    nb.card(24).click()
    nb.card("waste").click()
    expect(banner).to_be_visible()
    banner.locator('[data-action="new-game"]').click()
    expect(nb.field("code")).to_have_text(re.compile(r"^HH1-N-[A-Z]{7}$"))  # a random deal
    state = nb.state()
    assert state["moves"] == 0
    # About one random deal in ten is a dead end from the start: the page must agree.
    expect(widget).to_have_attribute("data-status", state["status"])
    if state["status"] == "lost":
        expect(banner).to_be_visible()
    else:
        expect(banner).to_be_hidden()


def test_win_banner_and_clock(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart(game={LAST_PAIR})\nw")
    widget = nb.widget()
    time = nb.field("time")
    expect(time).to_have_text("0:00")
    nb.run("w.draw()")  # the first move starts the clock, and the page ticks it alone
    nb.run("w.undo()")
    expect(time).to_have_text("0:02", timeout=5_000)
    nb.card(24).click()
    nb.card("waste").click()
    banner = widget.locator('[data-banner="won"]')
    expect(banner).to_be_visible()
    expect(banner.locator('[data-result="score"]')).to_have_text("250")
    expect(banner.locator('[data-result="moves"]')).to_have_text("1")
    shown = banner.locator('[data-result="time"]').inner_text()
    nb.page.wait_for_timeout(1_200)
    assert banner.locator('[data-result="time"]').inner_text() == shown  # stopped
    nb.expect_state(lambda s: s["status"], "won")


def test_copy_link_shows_only_once_the_widget_knows_a_site(open_notebook: OpenNotebook) -> None:
    """A notebook has no site, so the menu offers no link until Python is given one; then it
    copies the link Python sends, which follows the moves."""
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    widget = nb.widget()
    menu = widget.locator('[data-menu="settings"]')
    copy = menu.locator('[data-control="copy-link"]')

    def open_menu() -> None:
        if not menu.is_visible():
            widget.locator('[data-action="settings"]').click()
        expect(menu).to_be_visible()

    open_menu()
    expect(copy).to_be_hidden()
    assert nb.run("print(w.link)").strip() == "None"
    nb.run("w.site = 'https://example.org/games'\nw.draw()")
    open_menu()
    expect(copy).to_be_visible()
    expect(copy).to_have_text("Copy link")
    nb.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    copy.click()
    link = f"https://example.org/games/play/?code={SCRIPTED}&moves=~d"
    until(lambda: nb.page.evaluate("navigator.clipboard.readText()") == link, "the copied link")
    nb.run("w.language = 'hr'")
    open_menu()
    expect(copy).to_have_text("Kopiraj poveznicu")
    nb.run("w.site = None")
    expect(copy).to_be_hidden()
