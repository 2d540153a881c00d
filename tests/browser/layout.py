"""Layout measures of a widget view, shared by the bare-page and JupyterLab tests."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, Page

#: Boxes (x, y, width, height) of a view's main parts, to compare between languages.
_BOXES = """(root) => Object.fromEntries(
  [".hth-heart", "[data-position='0']", "[data-target='stock']", "[data-target='waste']",
   ".hd-board", "[data-pile='3']", ".hd-slots", ".hw-felt"]
    .map((selector) => [selector, root.querySelector(selector)])
    .filter(([, element]) => element)
    .map(([selector, element]) => {
      const box = element.getBoundingClientRect();
      return [selector, [box.x, box.y, box.width, box.height].map((v) => Math.round(v * 10) / 10)];
    }))"""

#: What sticks out of the view sideways, and every text cut short by its box.
_PROBLEMS = """(root) => {
  const box = root.getBoundingClientRect();
  const shown = (element) => element.getClientRects().length > 0
    && !element.closest("[hidden], .hw-sr-only");
  const name = (element) => element.dataset.field ?? element.dataset.label ?? element.dataset.action
    ?? element.className ?? element.tagName;
  const outside = [...root.querySelectorAll("*")].filter((element) => {
    const rect = element.getBoundingClientRect();
    return shown(element) && rect.width > 0
      && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
  }).map(name);
  const clipped = [...root.querySelectorAll("*")].filter((element) => shown(element)
    && [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim())
    && (element.scrollWidth > element.clientWidth + 1
      || element.scrollHeight > element.clientHeight + 1)
    && getComputedStyle(element).overflow !== "visible")
    .map((element) => `${name(element)}: ${element.textContent}`);
  return { scroll: root.scrollWidth - root.clientWidth, outside, clipped };
}"""


def boxes(root: Locator) -> dict[str, list[float]]:
    """The boxes of a view's main parts (those it has), keyed by selector."""
    found: dict[str, list[float]] = root.evaluate(_BOXES)
    return found


def problems(root: Locator) -> dict[str, Any]:
    """`scroll` (sideways, in px), the parts sticking `outside` and the `clipped` texts."""
    found: dict[str, Any] = root.evaluate(_PROBLEMS)
    return found


#: True once ``expression``'s value (JSON) has stayed the same for five animation frames
#: in a row: ``wait_for_function`` evaluates it once a frame.
_STEADY = """([expression, key]) => {
  const value = JSON.stringify(eval(expression));
  const seen = (window.__hwSteady ??= {});
  const last = seen[key];
  const frames = last && last.value === value ? last.frames + 1 : 0;
  seen[key] = { value, frames };
  return frames >= 5;
}"""


def steady(page: Page, expression: str) -> None:
    """Wait until ``expression`` (JavaScript, evaluated in ``page``) holds still, as a
    layout or a style does once it has applied: five frames alike, whatever the load."""
    page.wait_for_function(_STEADY, arg=[expression, expression], timeout=60_000)


#: The page's layout and colours in a few numbers: JupyterLab's main area and every
#: widget view, with the body's colour and the first view's.
PAGE_SHAPE = """[...document.querySelectorAll('#jp-main-dock-panel, .hw')].map((e) => {
  const box = e.getBoundingClientRect();
  return [box.x, box.y, box.width, box.height, getComputedStyle(e).backgroundColor];
}).concat([getComputedStyle(document.body).backgroundColor])"""


def lab_window(page: Page, width: int, height: int = 1000) -> None:
    """The window ``width`` px wide with JupyterLab's sidebars closed, once the page's layout
    has settled (the sidebars closed and every view laid out again)."""
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate(
        "() => { window.jupyterapp.shell.collapseLeft(); window.jupyterapp.shell.collapseRight(); }"
    )
    steady(page, PAGE_SHAPE)


#: How many lines each element's text takes.
_LINES = """(elements) => elements.map((element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
})"""


def lines(elements: Locator) -> list[int]:
    """How many lines each of ``elements`` takes."""
    counts: list[int] = elements.evaluate_all(_LINES)
    return counts


#: The tops and bottoms of the visible controls, the bar's right edge and its last control's,
#: and where the deal-code form and Hope Deferred's choices are.
_CONTROLS = """(root) => {
  const bar = root.querySelector(".hw-controls");
  const shown = [...bar.children].filter((element) => element.getClientRects().length);
  const boxes = shown.map((element) => element.getBoundingClientRect());
  const where = (selector) => root.querySelector(selector)?.parentElement.dataset.menu
    ?? "controls";
  return {
    names: shown.map((element) => element.dataset.action ?? element.className),
    tops: boxes.map((b) => Math.round(b.top)), bottoms: boxes.map((b) => Math.round(b.bottom)),
    right: bar.getBoundingClientRect().right, last: Math.max(...boxes.map((b) => b.right)),
    form: where(".hw-code-form"), choices: where(".hd-choices"),
  };
}"""


def controls(root: Locator) -> dict[str, Any]:
    """The controls bar of a view: its visible controls' `names`, `tops` and `bottoms`, the
    bar's `right` edge and the `last` control's, and where the code `form` and Hope
    Deferred's `choices` are ("controls" or "settings")."""
    found: dict[str, Any] = root.evaluate(_CONTROLS)
    return found
