"""Play by keyboard only in a real JupyterLab: focus, taps, undo, new game, dialogs; the
settings menu by keys in both games."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from hearttoheart_widget import parse_moves
from hearttoheart_widget.heart_to_heart.moves import Target

from .board import assert_page_matches_python
from .games import GAMES, GameCase, ids
from .jupyterlab import execute
from .notebook import Notebook, OpenNotebook
from .scenes import DEAD_END, SCRIPTED, WON_GAME, notebook_shape

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

#: Where the focus is (its hook) and where ``goal`` lies from it, in pixels.
_FOCUS = """([goal]) => {
  const active = document.activeElement;
  const root = active.closest(".hth");
  if (!root) return null;
  const hook = (element) => element.dataset.position ?? element.dataset.target
    ?? element.dataset.action ?? element.dataset.setting ?? element.dataset.field ?? null;
  const target = root.querySelector(goal);
  const a = active.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  const style = getComputedStyle(active);
  return {
    at: hook(active), dx: b.x - a.x, dy: b.y - a.y, height: a.height,
    visible: active.matches(":focus-visible") && style.outlineStyle !== "none"
      && parseFloat(style.outlineWidth) >= 2,
  };
}"""


def focus(nb: Notebook, goal: str = "[data-position], [data-target]") -> dict[str, Any] | None:
    """Where the keyboard focus is (None when outside the widget), relative to ``goal``."""
    where: dict[str, Any] | None = nb.page.evaluate(_FOCUS, [goal])
    return where


def selector(target: Target) -> str:
    hook = "data-position" if isinstance(target, int) else "data-target"
    return f'[{hook}="{target}"]'


def walk_to(nb: Notebook, target: Target) -> None:
    """Move the focus to ``target`` with the arrow keys alone, as a player would."""
    for _ in range(12):
        where = focus(nb, selector(target))
        assert where is not None, "the focus left the widget"
        assert where["visible"], f"the focus on {where['at']} is not visible"
        if where["at"] == str(target):
            return
        dx, dy, height = where["dx"], where["dy"], where["height"]
        if abs(dy) > height / 4 and 2 * abs(dy) > abs(dx):  # mostly above or below
            nb.page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
        else:
            nb.page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
    raise AssertionError(f"the arrow keys did not reach {target!r}")


def test_a_game_by_keyboard_only(open_notebook: OpenNotebook) -> None:
    """The first 30 moves of a known win, by arrow keys and Enter or Space, then U, Ctrl+Z, N."""
    moves = parse_moves(WON_GAME.read_text())[:30]
    nb = open_notebook("w = HeartToHeart('HH1-N-AAAAAAB')\nw")
    nb.card("stock").focus()  # where a Tab into the widget's table lands
    keys = iter(["Enter", " "] * len(moves) * 2)
    for number, move in enumerate(moves, start=1):
        targets: list[Target] = ["stock"] if move.a is None or move.b is None else [move.a, move.b]
        for target in targets:
            walk_to(nb, target)
            nb.page.keyboard.press(next(keys))
        expect(nb.field("moves")).to_have_text(str(number))
        if number % 5 == 0 or number == len(moves):
            assert_page_matches_python(nb)

    # JupyterLab's notebook shortcuts stay quiet while the widget has the focus.
    before = notebook_shape(nb)
    for key in ["a", "b", "m", "y", "d", "d", "x", "c", "v", "z", "Shift+ArrowDown", "Shift+M"]:
        nb.page.keyboard.press(key)
    assert notebook_shape(nb) == before
    assert focus(nb) is not None

    nb.page.keyboard.press("u")
    expect(nb.field("moves")).to_have_text(str(len(moves) - 1))
    nb.page.keyboard.press("Control+z")
    expect(nb.field("moves")).to_have_text(str(len(moves) - 2))
    assert_page_matches_python(nb)
    nb.page.keyboard.press("n")
    expect(nb.field("code")).not_to_have_text("HH1-N-AAAAAAB")
    board = assert_page_matches_python(nb)
    assert board["moves"] == 0
    assert focus(nb) is not None  # the focus stays in the widget after a new deal


def test_tab_enters_and_leaves_the_widget(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    widget = nb.widget()
    widget.locator('[data-action="copy"]').focus()
    hooks = []
    for _ in range(10):
        nb.page.keyboard.press("Tab")
        where = focus(nb)
        hooks.append(where["at"] if where else None)
    # The statistics, How to play and the settings, the free tip, the stock and the waste,
    # the controls (Undo is disabled, and so is the code's button with no code typed), out.
    assert hooks == ["statistics", "help", "settings", "24", "stock", "waste", "new-game",
                     "daily", "code-input", None]  # fmt: skip
    widget.locator('[data-action="copy"]').focus()
    nb.page.keyboard.press("Shift+Tab")
    assert focus(nb) is None, "Shift+Tab did not leave the widget"


def test_the_end_banner_by_keyboard(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart(game={DEAD_END})\nw")
    widget = nb.widget()
    banner = widget.get_by_role("region", name="No more moves possible")

    def reach_the_dead_end() -> None:
        walk_to(nb, 24)
        nb.page.keyboard.press("Enter")
        walk_to(nb, "waste")
        nb.page.keyboard.press("Enter")
        expect(banner).to_be_visible()

    nb.card(24).focus()
    reach_the_dead_end()
    expect(banner.locator('[data-action="new-game"]')).to_be_focused()  # its main action
    nb.page.keyboard.press("Shift+Tab")
    expect(banner.locator('[data-action="review"]')).to_be_focused()
    nb.page.keyboard.press("Shift+Tab")
    expect(banner.locator('[data-action="restart"]')).to_be_focused()
    nb.page.keyboard.press("Shift+Tab")
    expect(banner.locator('[data-action="undo"]')).to_be_focused()
    expect(widget.locator('[data-field="announcement"]')).to_contain_text(
        "No more moves possible. No other 7♥ is left in the game. No other 8♥ is left in the game."
    )

    nb.page.keyboard.press("Escape")  # folds the banner; the game stays at its dead end
    expect(banner).to_have_attribute("data-open", "false")
    expect(banner.locator('[data-action="fold"]')).to_be_focused()
    expect(banner.locator('[data-action="undo"]')).to_be_hidden()
    nb.page.keyboard.press("Enter")  # and opens it again
    expect(banner).to_have_attribute("data-open", "true")
    nb.page.keyboard.press("Tab")
    expect(banner.locator('[data-action="undo"]')).to_be_focused()
    nb.page.keyboard.press(" ")  # Undo: the banner goes, the focus stays on the board
    expect(banner).to_be_hidden()
    expect(widget).to_have_attribute("data-status", "playing")
    board = assert_page_matches_python(nb)
    assert (board["status"], board["moves"]) == ("playing", 0)
    where = focus(nb)
    assert where is not None
    assert where["at"] in ("24", "stock", "waste")


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_settings_menu_by_keyboard(open_notebook: OpenNotebook, game: GameCase) -> None:
    """Enter on the gear opens the menu, Tab walks its settings in order, Space sets the
    first one in Python; Escape closes it and gives the gear the focus back."""
    nb = game.open(open_notebook, *game.mid_game)
    widget = nb.widget()
    gear = widget.locator('[data-action="settings"]')
    menu = widget.locator('[data-menu="settings"]')
    gear.focus()
    nb.page.keyboard.press("Enter")
    expect(menu).to_be_visible()
    expect(gear).to_have_attribute("aria-expanded", "true")
    first = game.settings[0]
    nb.page.keyboard.press("Tab")
    expect(menu.locator(f'[data-setting="{first}"]')).to_be_focused()
    nb.page.keyboard.press(" ")
    expect(menu.locator(f'[data-setting="{first}"]')).to_be_checked()
    assert execute(nb.page, f"print(w.{first})") == "True\n"
    for setting in game.settings[1:]:
        nb.page.keyboard.press("Tab")
        expect(menu.locator(f'[data-setting="{setting}"]')).to_be_focused()
    nb.page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    expect(gear).to_be_focused()
    expect(gear).to_have_attribute("aria-expanded", "false")


def test_names_and_announcements(open_notebook: OpenNotebook) -> None:
    """Cards, stock and waste have localized names; moves are spoken in the live region."""
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    widget = nb.widget()
    said = widget.locator('[data-field="announcement"]')
    expect(said).to_have_attribute("role", "status")
    expect(widget.get_by_role("button", name="Jack, free", exact=True)).to_have_count(1)
    expect(nb.card(22)).to_have_attribute("aria-label", "Nine, covered")
    expect(nb.card("stock")).to_have_attribute("aria-label", "Stock, 26 cards")
    expect(nb.card("waste")).to_have_attribute("aria-label", "Waste: Seven, 1 card")

    nb.card(24).focus()
    nb.page.keyboard.press("Enter")
    expect(nb.card(24)).to_have_attribute("aria-label", "Jack, free, selected")
    expect(said).to_have_text("Jack selected.")
    walk_to(nb, "stock")
    nb.page.keyboard.press("Enter")
    expect(said).to_have_text("Drew a card: Jack.")
    expect(nb.card("stock")).to_have_attribute("aria-label", "Stock, 25 cards")
    walk_to(nb, "waste")
    nb.page.keyboard.press("Enter")  # the tip is still selected: the Jacks pair
    expect(said).to_have_text("Pair removed: Jack and Jack. Score 10. Now free: Nine, Nine.")
    expect(nb.card(22)).to_have_attribute("aria-label", "Nine, free")

    execute(nb.page, "w.language = 'de'")
    expect(nb.card(22)).to_have_attribute("aria-label", "Neun, frei")
    expect(nb.card("stock")).to_have_attribute("aria-label", "Talon, 25 Karten")
    nb.page.keyboard.press("u")
    expect(said).to_have_text("Zug zurückgenommen.")
    execute(nb.page, "w.language = 'hr'")
    expect(nb.card("stock")).to_have_attribute("aria-label", "Talon, 25 karata")
    expect(nb.card(24)).to_have_attribute("aria-label", "Dečko, slobodan")
    execute(nb.page, "w.draw(); w.draw(); w.draw(); w.draw()")
    expect(nb.card("stock")).to_have_attribute("aria-label", "Talon, 21 karta")
    execute(nb.page, "w.draw(); w.draw(); w.draw()")
    expect(nb.card("stock")).to_have_attribute("aria-label", "Talon, 18 karata")
