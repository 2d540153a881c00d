"""Themes, narrow columns, contrast and an axe-core audit of both games, in a real JupyterLab.

The pictures go to ``test-artifacts/`` (Hope Deferred's start with ``hope-deferred-``):
light and dark, mid-game at full width and at 360 px, the settings menu, the focus ring and
the end banner; the contrast figures to ``contrast-{light,dark}.txt`` and
``hope-deferred-contrast-{light,dark}.txt``.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .games import GAMES, GameCase, ids
from .layout import PAGE_SHAPE, lines, steady
from .looks import add_axe, audit, set_theme
from .notebook import ARTIFACTS, Notebook, OpenNotebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

NARROW = 360
THEMES = ["light", "dark"]

#: Everything in a view wider than the view, or an enabled control smaller than 32 px.
_SIZES = """(root) => {
  const box = root.getBoundingClientRect();
  const outside = [...root.querySelectorAll("*")].filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && !element.closest("[hidden], .hw-sr-only")
      && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
  }).map((element) => element.className || element.tagName);
  const small = [...root.querySelectorAll(
      "button:not(:disabled), input:not([type=checkbox]), select, label.hw-setting")]
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => [element.dataset.position ?? element.dataset.target
      ?? element.dataset.action ?? element.className, element.getBoundingClientRect()])
    .filter(([, rect]) => rect.width < 32 || rect.height < 32)
    .map(([name, rect]) => `${name}: ${rect.width.toFixed(1)}x${rect.height.toFixed(1)}`);
  return { width: box.width, scroll: root.scrollWidth - root.clientWidth, outside, small,
           card: root.querySelector('[data-target="stock"]').getBoundingClientRect().width };
}"""


def set_column(nb: Notebook, width: int | None) -> None:
    """Make the notebook column that holds the widgets ``width`` px wide (None: as it is)."""
    nb.page.evaluate(
        """([selector, width]) => {
          for (const root of document.querySelectorAll(selector)) {
            const column = root.closest(".jp-OutputArea-output").style;
            column.width = column.maxWidth = width ? `${width}px` : "";
            column.flex = width ? "none" : "";
          }
        }""",
        [nb.root, width],
    )


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_contrast(open_notebook: OpenNotebook, game: GameCase, theme: str) -> None:
    """Every figure of the game's view measured, each at least its least, light and dark."""
    nb = game.open(open_notebook, *game.contrast_scene)
    try:
        set_theme(nb, theme)
        figures = game.contrast(nb)
        game.picture(nb, f"contrast-{theme}")
    finally:
        set_theme(nb, "light")  # the theme is a server setting: leave it as it was
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"{game.prefix}contrast-{theme}.txt").write_text(
        "".join(f"{name}: {value:.2f}\n" for name, value in figures.items())
    )
    assert sorted(figures) == sorted(game.least)  # every figure measured
    low = {name: value for name, value in figures.items() if value < game.least[name]}
    assert low == {}, figures


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_theme_audit_and_pictures(open_notebook: OpenNotebook, game: GameCase, theme: str) -> None:
    """The view's background follows the theme; no serious or critical axe-core finding
    mid-game, with the settings menu open and with the end banner, whose title takes two
    lines at most; pictures of each, and of the focus ring on the felt."""
    nb = game.open(open_notebook, *game.mid_game)
    expect(nb.widget().locator(game.mid_game_mark).first).to_be_visible()
    add_axe(nb)
    try:
        set_theme(nb, theme)
        pictures(nb, game, theme)
    finally:
        set_theme(nb, "light")


def pictures(nb: Notebook, game: GameCase, theme: str) -> None:
    background = nb.widget().evaluate("(root) => getComputedStyle(root).backgroundColor")
    assert background == {"light": "rgb(255, 255, 255)", "dark": "rgb(33, 33, 33)"}[theme]
    assert audit(nb) == []

    game.picture(nb, f"{theme}-full-width")
    set_column(nb, NARROW)
    game.picture(nb, f"{theme}-{NARROW}px")
    nb.widget().locator('[data-action="settings"]').click()
    assert audit(nb) == []
    game.picture(nb, f"{theme}-{NARROW}px-settings")
    nb.page.keyboard.press("Escape")
    set_column(nb, None)

    nb.widget().locator('[data-target="stock"]').focus()  # then keyboard steps, so the ring
    for key, hook, name in game.focus_steps:  # shows as players see it
        nb.page.keyboard.press(key)
        expect(nb.widget().locator(f"[{hook}]")).to_be_focused()
        game.picture(nb, f"{theme}-{name}")

    nb.run(game.lost)
    expect(nb.widget(1).locator('[data-banner="lost"]')).to_be_visible()
    assert audit(nb) == []
    # With JupyterLab's own title size, in the stock's column or across a narrow felt.
    title = nb.widget(1).locator(".hw-banner-title")
    assert lines(title) <= [2]
    set_column(nb, NARROW)
    assert lines(title) <= [2]
    set_column(nb, None)
    game.picture(nb, f"{theme}-{game.end_picture}", 1)


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_narrow_and_wide_columns(open_notebook: OpenNotebook, game: GameCase) -> None:
    """From 360 px to full width, in Croatian: no sideways scrolling, cards scale, targets
    of 32 px."""
    args, moves = game.mid_game
    nb = game.open(open_notebook, f"{args}, language='hr'", moves)
    cards = []
    for width in [NARROW, 420, 600, None]:
        set_column(nb, width)
        steady(nb.page, PAGE_SHAPE)
        sizes = nb.widget().evaluate(_SIZES)
        if width is not None:
            assert sizes["width"] == width
        assert sizes["scroll"] <= 0, sizes
        assert sizes["outside"] == [], sizes
        if width == NARROW:
            assert sizes["small"] == [], sizes  # touch targets at 360 px
            nb.widget().locator('[data-action="settings"]').click()
            assert nb.widget().evaluate(_SIZES)["outside"] == []  # the menu fits too
            nb.page.keyboard.press("Escape")
        cards.append(sizes["card"])
    assert cards == sorted(cards)  # the cards grow with the column
    assert cards[-1] > game.card_growth * cards[0]
    page_width = nb.page.evaluate(
        "() => document.querySelector('.jp-WindowedPanel-outer, .jp-Notebook').scrollWidth"
        " - document.querySelector('.jp-WindowedPanel-outer, .jp-Notebook').clientWidth"
    )
    assert page_width <= 0
