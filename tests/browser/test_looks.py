"""Themes, narrow columns, contrast and an axe-core audit, in a real JupyterLab.

The pictures go to ``test-artifacts/``: light and dark, 360 px and full width, the focus
ring, the settings menu and the dead-end banner.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from .jupyterlab import execute
from .looks import add_axe, audit, set_theme
from .notebook import ARTIFACTS, Notebook, OpenNotebook
from .scenes import DEAD_END, SCRIPTED

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

NARROW = 360

#: Rank text against its card, for every card face shown: WCAG contrast ratios.
_CONTRAST = """(root) => {
  const channel = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = (css) => {
    const [r, g, b] = css.match(/[\\d.]+/g).slice(0, 3).map((v) => channel(Number(v) / 255));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const opaque = (css) => !/rgba\\(.*,\\s*0(\\.\\d+)?\\)$/.test(css) || /,\\s*1\\)$/.test(css);
  return [...root.querySelectorAll(".hth-layout .hth-card:not(.hth-empty):not(.hth-ghost)")]
    .filter((card) => card.dataset.state !== "removed")
    .map((card) => {
      const ink = getComputedStyle(card.querySelector(".hth-rank")).color;
      const face = getComputedStyle(card).backgroundColor;
      const [light, dark] = [luminance(ink), luminance(face)].sort((a, b) => b - a);
      const kind = card.classList.contains("hth-dimmed") ? "dimmed"
        : card.dataset.state ?? "waste";
      return { kind, ink, face, opaque: opaque(ink) && opaque(face),
               ratio: (light + 0.05) / (dark + 0.05) };
    });
}"""

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
    """A widget mid-game (a card selected, others dimmed or outlined); light theme after."""
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw.draw()\nw.tap(24)\nw")
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

    faces = nb.widget().evaluate(_CONTRAST)
    assert {face["kind"] for face in faces} >= {"free", "covered", "dimmed"}
    low = [face for face in faces if not face["opaque"] or face["ratio"] < 4.5]
    assert low == [], low
    lowest = {kind: min(f["ratio"] for f in faces if f["kind"] == kind) for kind in
              {f["kind"] for f in faces}}  # fmt: skip
    (ARTIFACTS / f"contrast-{theme}.txt").write_text(
        "".join(f"{kind}: {ratio:.2f}\n" for kind, ratio in sorted(lowest.items()))
    )
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
    expect(nb.card(24)).to_be_focused()
    nb.screenshot(f"{theme}-focus-ring-on-selected")

    nb.run(f"w2 = HeartToHeart(game={DEAD_END})\nw2.tap(24)\nw2.tap('waste')\nw2")
    expect(nb.widget(1).locator('[data-banner="lost"]')).to_be_visible()
    assert audit(nb) == []
    nb.screenshot(f"{theme}-dead-end-banner", 1)


def test_narrow_and_wide_columns(open_notebook: OpenNotebook) -> None:
    """From 360 px to full width: no sideways scrolling, cards scale, targets of 32 px."""
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r}, language='hr')\nw.draw()\nw")
    execute(nb.page, "w.tap(24)")
    cards = []
    for width in [NARROW, 420, 600, None]:
        set_column(nb, width)
        nb.page.wait_for_timeout(50)
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
