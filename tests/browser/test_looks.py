"""Themes, narrow columns, contrast and an axe-core audit, in a real JupyterLab.

The pictures go to ``test-artifacts/``: light and dark, 360 px and full width, the focus
ring, the settings menu and the dead-end banner.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from .jupyterlab import execute
from .layout import PAGE_SHAPE, lines, steady
from .looks import add_axe, audit, set_theme
from .notebook import ARTIFACTS, Notebook, OpenNotebook
from .scenes import DEAD_END, SCRIPTED, WON_GAME

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

NARROW = 360

#: Contrast, as WCAG ratios, from the computed styles of what the view shows: the rank on
#: every card face by its state, free faces against covered ones, the rings against the
#: felt and against their dark halo, and the count badges and captions on the felt. Each
#: figure is the lowest over the cards shown and over the felt's colours (its gradient's
#: light centre and dark edge).
_CONTRAST = """(root) => {
  const rgba = (css) => {
    const [r, g, b, a = 1] = css.match(/[\\d.]+/g).map(Number);
    return [r, g, b, a];
  };
  const channel = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = ([r, g, b]) => 0.2126 * channel(r / 255) + 0.7152 * channel(g / 255)
    + 0.0722 * channel(b / 255);
  const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a),
                                              b * a + B * (1 - a)];
  const ratio = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const figures = {};
  const note = (name, value) => { figures[name] = Math.min(figures[name] ?? Infinity, value); };
  const style = (element) => getComputedStyle(element);
  const feltStyle = style(root.querySelector(".hw-felt"));
  const felt = [...(feltStyle.backgroundImage.match(/rgba?\\([^)]*\\)/g) ?? []),
                feltStyle.backgroundColor].map(rgba).filter((c) => c[3] === 1);
  const faces = {};
  for (const card of root.querySelectorAll(".hth-heart [data-position], [data-target=waste]")) {
    const text = card.querySelector(".hwc-index text");
    const face = card.querySelector("rect.hwc-face");
    if (!text || !face) continue;
    const kind = card.dataset.state === "covered" ? "covered"
      : card.classList.contains("hth-dimmed") ? "dimmed" : "free";
    faces[kind] = rgba(style(face).fill);
    note(`rank on a ${kind} card`, ratio(rgba(style(text).fill), faces[kind]));
  }
  if (faces.covered) {
    note("a free face against a covered one", ratio(faces.free, faces.covered));
    if (faces.dimmed) {
      note("a dimmed free face against a covered one", ratio(faces.dimmed, faces.covered));
    }
  }
  for (const [name, selector] of [["selection", ".hth-selected > .hth-face"],
                                  ["placement help", ".hth-outlined > .hth-face"]]) {
    const element = root.querySelector(selector);
    if (!element) continue;
    const [halo, ring] = (style(element).boxShadow.match(/rgba?\\([^)]*\\)/g) ?? []).map(rgba);
    for (const colour of felt) note(`${name} ring against the felt`, ratio(ring, colour));
    note(`${name} ring against its halo`, ratio(ring, halo));
    note(`halo of the ${name} ring against a free face`, ratio(halo, faces.free));
  }
  for (const badge of root.querySelectorAll(".hth-count:not(:empty)")) {
    for (const colour of felt) {
      const back = over(rgba(style(badge).backgroundColor), colour);
      note("count on its badge", ratio(over(rgba(style(badge).color), back), back));
    }
  }
  for (const caption of root.querySelectorAll(".hth-caption")) {
    for (const colour of felt) {
      note("caption on the felt", ratio(over(rgba(style(caption).color), colour), colour));
    }
  }
  return figures;
}"""

#: The lowest each figure may be: text 4.5:1 (WCAG AA), rings and states 3:1 (WCAG's
#: non-text contrast); a dimmed free card need only stand apart from a covered one, which
#: lacks its pips and shadow, at 2:1.
_LEAST = {"rank": 4.5, "count": 4.5, "caption": 4.5, "dimmed": 2.0}


def least(name: str) -> float:
    """The lowest ratio allowed for the figure ``name``."""
    return next((value for word, value in _LEAST.items() if word in name), 3.0)


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
           card: root.querySelector(".hth-waste").getBoundingClientRect().width };
}"""


def set_column(nb: Notebook, width: int | None) -> None:
    """Make the notebook column that holds the widgets ``width`` px wide (None: as it is)."""
    nb.page.evaluate(
        """(width) => {
          for (const root of document.querySelectorAll(".hth")) {
            const column = root.closest(".jp-OutputArea-output").style;
            column.width = column.maxWidth = width ? `${width}px` : "";
            column.flex = width ? "none" : "";
          }
        }""",
        width,
    )


@pytest.fixture
def themed(open_notebook: OpenNotebook) -> Iterator[Notebook]:
    """A widget mid-game: a card selected, its partner on the waste outlined, free cards of
    other ranks dimmed, covered cards and counts; light theme after."""
    nb = open_notebook(
        f"from hearttoheart_widget import parse_moves\nw = HeartToHeart('HH1-N-AAAAAAB')\n"
        f"for move in parse_moves(open({str(WON_GAME)!r}).read())[:71]:\n    w.play(move)\n"
        "w.tap(14)\nw"
    )
    add_axe(nb)
    try:
        yield nb
    finally:
        set_theme(nb, "light")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_theme_contrast_audit_and_pictures(themed: Notebook, theme: str) -> None:
    nb = themed
    set_theme(nb, theme)
    background = nb.widget().evaluate("(root) => getComputedStyle(root).backgroundColor")
    assert background == {"light": "rgb(255, 255, 255)", "dark": "rgb(33, 33, 33)"}[theme]

    figures: dict[str, float] = nb.widget().evaluate(_CONTRAST)
    (ARTIFACTS / f"contrast-{theme}.txt").write_text(
        "".join(f"{name}: {value:.2f}\n" for name, value in figures.items())
    )
    kinds = {name for name in figures if name.startswith("rank on")}
    assert kinds == {f"rank on a {kind} card" for kind in ("free", "covered", "dimmed")}
    assert len(figures) == 13, figures
    low = {name: value for name, value in figures.items() if value < least(name)}
    assert low == {}, low
    assert audit(nb) == []

    nb.screenshot(f"{theme}-full-width")
    set_column(nb, NARROW)
    nb.screenshot(f"{theme}-{NARROW}px")
    nb.widget().locator('[data-action="settings"]').click()
    assert audit(nb) == []
    nb.screenshot(f"{theme}-{NARROW}px-settings")
    nb.page.keyboard.press("Escape")
    set_column(nb, None)

    nb.card("stock").focus()  # ... then keyboard steps, so the ring shows as players see it
    nb.page.keyboard.press("ArrowDown")
    expect(nb.card("waste")).to_be_focused()
    nb.screenshot(f"{theme}-focus-ring")
    nb.page.keyboard.press("ArrowLeft")
    expect(nb.card(14)).to_be_focused()
    nb.screenshot(f"{theme}-focus-ring-on-selected")

    nb.run(f"w2 = HeartToHeart(game={DEAD_END})\nw2.tap(24)\nw2.tap('waste')\nw2")
    expect(nb.widget(1).locator('[data-banner="lost"]')).to_be_visible()
    assert audit(nb) == []
    # With JupyterLab's own title size, in the stock's column or across a narrow felt.
    title = nb.widget(1).locator(".hw-banner-title")
    assert lines(title) <= [2]
    set_column(nb, NARROW)
    assert lines(title) <= [2]
    set_column(nb, None)
    nb.screenshot(f"{theme}-dead-end-banner", 1)


def test_narrow_and_wide_columns(open_notebook: OpenNotebook) -> None:
    """From 360 px to full width: no sideways scrolling, cards scale, targets of 32 px."""
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r}, language='hr')\nw.draw()\nw")
    execute(nb.page, "w.tap(24)")
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
    assert cards[-1] > 1.5 * cards[0]
    page_width = nb.page.evaluate(
        "() => document.querySelector('.jp-WindowedPanel-outer, .jp-Notebook').scrollWidth"
        " - document.querySelector('.jp-WindowedPanel-outer, .jp-Notebook').clientWidth"
    )
    assert page_width <= 0
