"""The contrast figures of each game's view, as WCAG ratios, measured on what the browser drew.

Heart to Heart's come from the computed styles of what the view shows. Hope Deferred's
colours come from the computed style of the element that draws each; what lies behind a
translucent badge or label is read from a screenshot of its box with the element hidden:
the lightest pixel there, the worst case for light text on a felt that is lighter at the
top than at the edges.
"""

from __future__ import annotations

import io
from typing import Any

from PIL import Image
from playwright.sync_api import Locator, Page, expect

from .notebook import Notebook

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


def heart_to_heart_figures(nb: Notebook) -> dict[str, float]:
    """Heart to Heart's figures for the board ``w`` shows (a card selected, its partner
    outlined, others dimmed, covered cards and counts make every figure)."""
    figures: dict[str, float] = nb.widget().evaluate(_CONTRAST)
    return figures


RGB = tuple[float, float, float]
RGBA = tuple[float, float, float, float]

#: The computed colours of the parts measured, as CSS text, from a view's root.
_STYLES = """(root) => {
  const style = (selector) => getComputedStyle(root.querySelector(selector));
  const colour = (selector) => style(selector).color;
  const pile = root.querySelector(".hd-pile .hd-card");
  const ink = (name) => getComputedStyle(root.querySelector(`.hd-card .hwc-${name}`)).color;
  const outline = style(".hd-slot .hwc-outline");
  return {
    face: getComputedStyle(pile.querySelector(".hwc-face")).fill,
    red: ink("red"), black: ink("black"),
    count: colour(".hd-count"), countBack: style(".hd-count").backgroundColor,
    next: colour(".hd-next"), nextBack: style(".hd-next").backgroundColor,
    caption: colour(".hd-caption"), head: colour(".hd-aside-head"),
    headCount: colour(".hd-aside-count"), missing: colour(".hd-missing"),
    outline: outline.stroke, outlineOpacity: outline.strokeOpacity,
    gold: getComputedStyle(root).getPropertyValue("--hd-gold").trim(),
  };
}"""

#: The box of an element's text (its glyphs only), or of the element.
_BOX = """([element, text]) => {
  let box = element.getBoundingClientRect();
  if (text) {
    const range = document.createRange();
    range.selectNodeContents(element);
    box = range.getBoundingClientRect();
  }
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}"""

_HIDE = """([root, selector, hidden]) => root.querySelectorAll(selector)
  .forEach((element) => { element.style.visibility = hidden ? "hidden" : ""; })"""


def parse(css: str) -> RGBA:
    """``rgb(1, 2, 3)``, ``rgba(1, 2, 3, 0.5)`` or ``#rrggbb`` as (r, g, b, alpha)."""
    if css.startswith("#"):
        return (int(css[1:3], 16), int(css[3:5], 16), int(css[5:7], 16), 1.0)
    values = [float(part) for part in css[css.index("(") + 1 : -1].replace("/", ",").split(",")]
    return (values[0], values[1], values[2], values[3] if len(values) > 3 else 1.0)


def over(top: RGBA, bottom: RGB) -> RGB:
    """``top`` painted over ``bottom``."""
    alpha = top[3]
    r, g, b = (alpha * top[i] + (1 - alpha) * bottom[i] for i in range(3))
    return (r, g, b)


def luminance(colour: RGB) -> float:
    def channel(value: float) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(value) for value in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return round((light + 0.05) / (dark + 0.05), 2)


def behind(page: Page, root: Locator, selector: str, *, text: bool = False,
           hide: str | None = None) -> RGB:  # fmt: skip
    """The lightest colour drawn in the box of ``selector``'s (first) element, or of its
    glyphs (``text``), while ``hide`` (the element itself unless told) is hidden."""
    element = root.locator(selector).first
    element.scroll_into_view_if_needed()
    box = page.evaluate(_BOX, [element.element_handle(), text])
    page.evaluate(_HIDE, [root.element_handle(), hide or selector, True])
    try:
        shot = page.screenshot(clip=box, animations="disabled")
    finally:
        page.evaluate(_HIDE, [root.element_handle(), hide or selector, False])
    data = Image.open(io.BytesIO(shot)).convert("RGB").tobytes()
    pixels = {(data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)}
    r, g, b = max(pixels, key=luminance)
    return (r, g, b)


def solid(css: str) -> RGB:
    r, g, b, _ = parse(css)
    return (r, g, b)


def legibility(
    page: Page, root: Locator, ink: str, selector: str, back: str | None = None
) -> float:
    """The contrast of the text in ``ink`` of ``selector``'s element: on its own translucent
    ``back`` if it has one (over what lies behind its box), else on what lies behind it."""
    if back is None:
        ground = behind(page, root, selector, text=True)
    else:
        ground = over(parse(back), behind(page, root, selector))
    return ratio(over(parse(ink), ground), ground)


def measure(page: Page, root: Locator) -> dict[str, float]:
    """The contrast figures of the cards, labels and outlines on the board as it stands."""
    css: dict[str, Any] = root.evaluate(_STYLES)
    face = solid(css["face"])
    felt_by_pile = behind(page, root, '[data-pile="3"]', hide='[data-pile="3"] > *')
    felt_by_slots = behind(page, root, ".hd-slots")
    stroke = parse(css["outline"])
    outline = over((*stroke[:3], float(css["outlineOpacity"])), felt_by_slots)
    return {
        "red index on a card face": ratio(solid(css["red"]), face),
        "black index on a card face": ratio(solid(css["black"]), face),
        "card face against the felt": ratio(face, felt_by_pile),
        "stock count on its badge": legibility(
            page, root, css["count"], ".hd-count", css["countBack"]
        ),
        "pile caption on the felt": legibility(page, root, css["caption"], ".hd-caption"),
        "set-aside heading on the felt": legibility(
            page, root, css["head"], '.hd-aside-head [data-label="set_aside"]'
        ),
        "set-aside count on the felt": legibility(page, root, css["headCount"], ".hd-aside-count"),
        "missing card's rank on the felt": legibility(page, root, css["missing"], ".hd-missing"),
        "missing card's outline against the felt": ratio(outline, felt_by_slots),
        "gold rings (focus, a won row) against the felt": ratio(
            solid(css["gold"]), max(felt_by_pile, felt_by_slots, key=luminance)
        ),
    }


def pill(page: Page, root: Locator) -> float:
    """The next step's label on its pill (Deal on a dark pill, Gather on a gold one)."""
    css: dict[str, Any] = root.evaluate(_STYLES)
    return legibility(page, root, css["next"], ".hd-next", css["nextBack"])


def hope_deferred_figures(nb: Notebook) -> dict[str, float]:
    """Hope Deferred's figures, over a game dealt by clicks until the stock's pill says Deal
    and then Gather (the game must have five deals in its first round)."""
    root = nb.widget()
    nb.page.emulate_media(reduced_motion="reduce")  # nothing in flight while measuring
    stock = root.locator('[data-target="stock"]')
    for deal in range(1, 5):
        stock.click()
        expect(root.locator('[data-field="deal"]')).to_have_text(str(deal))
    figures = {"next step's label, Deal": pill(nb.page, root)}
    stock.click()
    expect(root).to_have_attribute("data-next", "gather")
    figures["next step's label, Gather"] = pill(nb.page, root)
    return figures | measure(nb.page, root)
