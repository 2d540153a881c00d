"""Every card face in Chromium, at the sizes the views use, in the light and dark themes,
and the board pictures of both games: screenshots in test-artifacts/ to look at, and
checks on what the browser actually drew (pip counts, nothing outside its card, no pip
over an index, indices large enough to read, contrast of faces, inks and rings).

The renderer is the front end's own cards.js, bundled by esbuild as the widgets are, and
its stylesheet cards.css; the pictures come from the Python renderer.
"""

from __future__ import annotations

import base64
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from hearttoheart_widget import Game
from hearttoheart_widget.heart_to_heart.geometry import ROW, X
from hearttoheart_widget.hope_deferred import HopeDeferredGame
from tests.pictures import WON_MOVES, heart_picture, hope_picture

from .notebook import ARTIFACTS

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

ROOT = Path(__file__).resolve().parents[2]
ESBUILD = ROOT / "js" / "node_modules" / ".bin" / "esbuild"
SHARED = ROOT / "js" / "src" / "shared"

#: Card widths in px: what the gallery shows of each size, and the smallest card each
#: size is used for (a Heart to Heart card in a 360 px page is about 34 px wide, a set-aside
#: card of Hope Deferred's 13 about 18 px).
SHOWN = {"full": 80, "compact": 40, "mini": 24}
SMALLEST = {"full": 56, "compact": 32, "mini": 18}
#: The smallest index, in px of font size, that still reads on a phone.
MIN_INDEX_PX = 10

_GALLERY = """(sections) => {
  const { cardSvg, backSvg, emptySvg } = window.hwcCards;
  const main = document.querySelector("main");
  for (const { title, px, cards } of sections) {
    const section = document.createElement("section");
    section.innerHTML = `<h2>${title}</h2>`;
    let row;
    for (const card of cards) {
      if (card.newRow || !row) {
        row = document.createElement("div");
        row.className = "row";
        section.append(row);
      }
      const cell = document.createElement("div");
      cell.className = `cell ${card.ring ?? ""}`;
      cell.style.width = `${px}px`;
      cell.style.height = `${px * 1.4}px`;
      Object.assign(cell.dataset, { kind: card.kind, rank: card.rank ?? "", size: card.size ?? "",
                                    state: card.state ?? "" });
      cell.innerHTML = card.kind === "back" ? backSvg() : card.kind === "empty" ? emptySvg()
        : cardSvg(card.rank, card.suit, { size: card.size, state: card.state });
      row.append(cell);
    }
    main.append(section);
  }
}"""

_CHECK = """() => {
  const problems = [];
  const inside = (inner, outer) => inner.left >= outer.left - 0.5
    && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5
    && inner.bottom <= outer.bottom + 0.5;
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const cells = [...document.querySelectorAll(".cell[data-kind=face]")];
  const fonts = {};
  for (const cell of cells) {
    const svg = cell.querySelector("svg");
    const box = svg.getBoundingClientRect();
    const { size, rank: rankText, state } = cell.dataset;
    const name = `${size} ${svg.classList[2]} ${rankText} ${state} at ${box.width}px`;
    const rank = Number(rankText);
    const pips = [...svg.querySelectorAll(".hwc-pip")].map((p) => p.getBoundingClientRect());
    const want = state === "covered" || size === "mini" || rank > 10 ? 0
      : size === "compact" ? 1 : rank;
    if (pips.length !== want) problems.push(`${name}: ${pips.length} pips, not ${want}`);
    const indices = [...svg.querySelectorAll(".hwc-index text, .hwc-index .hwc-suit")]
      .map((e) => e.getBoundingClientRect());
    const drawn = [...svg.querySelectorAll("text, path:not(.hwc-outline), circle, ellipse")]
      .map((e) => e.getBoundingClientRect());
    if (!drawn.every((r) => inside(r, box))) problems.push(`${name}: something outside the card`);
    pips.forEach((a, i) => pips.slice(i + 1).forEach((b) => {
      if (overlap(a, b)) problems.push(`${name}: two pips overlap`);
    }));
    for (const index of indices) {
      if (pips.some((pip) => overlap(index, pip))) problems.push(`${name}: a pip over an index`);
    }
    const frame = svg.querySelector(".hwc-frame");
    if (frame) {
      const edge = frame.getBoundingClientRect();
      if (indices.some((index) => overlap(index, edge))) {
        problems.push(`${name}: index over the frame`);
      }
      const parts = [...svg.querySelectorAll(".hwc-court *")];
      if (!parts.every((part) => inside(part.getBoundingClientRect(), edge))) {
        problems.push(`${name}: court outside its frame`);
      }
    }
    const text = svg.querySelector("text");
    const px = Number(text.getAttribute("font-size")) * box.width / 100;
    const shown = `${size} ${box.width}`;
    fonts[shown] = Math.min(fonts[shown] ?? Infinity, px);
  }
  return { problems: [...new Set(problems)], cells: cells.length, fonts };
}"""

_CONTRAST = """() => {
  const channel = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = (css) => {
    const probe = document.createElement("i");
    probe.style.color = css;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color.match(/[\\d.]+/g).slice(0, 3);
    probe.remove();
    const [r, g, b] = rgb.map((v) => channel(Number(v) / 255));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  };
  const face = (state, suit) => {
    const svg = document.querySelector(`.cell[data-state=${state}] svg.hwc-${suit}`);
    const ink = svg.querySelector(`.hwc-${suit === "hearts" ? "red" : "black"}`);
    return { face: getComputedStyle(svg.querySelector(".hwc-face")).fill,
             ink: getComputedStyle(ink).color };
  };
  const root = getComputedStyle(document.querySelector(".hw"));
  const variable = (name) => root.getPropertyValue(`--hwc-${name}`).trim();
  const figures = {};
  for (const state of ["free", "covered"]) {
    for (const suit of ["hearts", "spades"]) {
      const { face: f, ink } = face(state, suit);
      figures[`${suit === "hearts" ? "red" : "black"} on a ${state} face`] = ratio(f, ink);
    }
  }
  const free = face("free", "hearts").face;
  figures["free face against covered face"] = ratio(free, face("covered", "hearts").face);
  for (const ring of ["select", "help", "hint", "focus"]) {
    for (const felt of ["felt-light", "felt-dark"]) {
      figures[`${ring} ring against ${felt}`] = ratio(variable(ring), variable(felt));
    }
  }
  figures["halo against a free face"] = ratio(variable("halo"), free);
  figures["halo against a covered face"] = ratio(variable("halo"), face("covered", "hearts").face);
  figures["select ring against halo"] = ratio(variable("select"), variable("halo"));
  return figures;
}"""

_HEART = """({ px, slot, step, places }) => {
  const { cardSvg, emptySvg, faceSize } = window.hwcCards;
  const main = document.querySelector("main");
  const size = faceSize(px);
  main.innerHTML = `<h2>${size} cards, ${px} px</h2>`;
  const heart = document.createElement("div");
  heart.className = "heart";
  heart.style.width = `${5 * slot * px + px}px`;
  heart.style.height = `${6 * step * px + 1.4 * px}px`;
  // Emptied places lie on the felt under every card.
  const ordered = [...places].sort((a, b) => (b.state === "empty") - (a.state === "empty"));
  for (const { x, row, rank, state, ring } of ordered) {
    const cell = document.createElement("div");
    cell.className = `cell ${ring}`;
    Object.assign(cell.style, { position: "absolute", left: `${(x + 2.5) * slot * px}px`,
      top: `${row * step * px}px`, width: `${px}px`, height: `${1.4 * px}px` });
    cell.dataset.state = state;
    cell.innerHTML = rank ? cardSvg(rank, "hearts", { size, state }) : emptySvg();
    heart.append(cell);
  }
  main.append(heart);
  // Every card's (top) index must stay in sight: no card later in the heart may lie on it.
  const cells = [...heart.children];
  const hidden = [];
  cells.forEach((cell, i) => {
    for (const part of cell.querySelector(".hwc-index")?.children ?? []) {
      const a = part.getBoundingClientRect();
      const over = cells.slice(i + 1).filter((other) => other.dataset.state !== "empty")
        .some((other) => {
          const b = other.getBoundingClientRect();
          return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
            && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        });
      if (over) hidden.push(i);
    }
  });
  return { size, hidden: [...new Set(hidden)] };
}"""

_IMAGES = """async () => {
  const results = [];
  for (const img of document.querySelectorAll("img")) {
    await img.decode().catch(() => {});
    const text = atob(img.src.split(",")[1]);
    const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
    results.push({ name: img.alt, width: img.naturalWidth, height: img.naturalHeight,
                   xml: !parsed.querySelector("parsererror") });
  }
  return results;
}"""


def bundle(tmp: Path) -> tuple[str, str]:
    """cards.js bundled as a script that sets ``window.hwcCards``, and cards.css, minified."""
    if not ESBUILD.exists():
        pytest.skip("the front end's tools are not installed (scripts/setup.sh installs them)")
    script, style = tmp / "cards.js", tmp / "cards.css"
    for source, out, extra in (
        (SHARED / "cards.js", script, ["--format=iife", "--global-name=hwcCards"]),
        (SHARED / "cards.css", style, []),
    ):
        subprocess.run(
            [str(ESBUILD), str(source), "--bundle", "--minify", f"--outfile={out}", *extra],
            check=True,
            capture_output=True,
            timeout=60,
        )
    return script.read_text(encoding="utf-8"), style.read_text(encoding="utf-8")


def section(title: str, px: float, size: str, rows: list[tuple[str, str]]) -> dict[str, Any]:
    """A gallery section: a row of the thirteen ranks for each (suit, state) of ``rows``."""
    cards = [
        {"kind": "face", "rank": rank, "suit": suit, "size": size, "state": state,
         "newRow": rank == 1}
        for suit, state in rows
        for rank in range(1, 14)
    ]  # fmt: skip
    return {"title": title, "px": px, "cards": cards}


def sections() -> list[dict[str, Any]]:
    """What the gallery shows: every face at each size, the states, the smallest cards."""
    every = [(suit, "free") for suit in ("clubs", "diamonds", "hearts", "spades")]
    greyed = [(suit, state) for state in ("covered", "dimmed") for suit in ("hearts", "spades")]
    small = [("hearts", "free"), ("spades", "free"), ("hearts", "covered")]
    rings = {
        "title": "back, emptied place, rings: selected, placement help, hint",
        "px": SHOWN["compact"] * 1.5,
        "cards": [
            {"kind": "back"},
            {"kind": "empty"},
            *(
                {"kind": "face", "rank": rank, "suit": "hearts", "size": "compact",
                 "state": "free", "ring": f"hwc-{ring}"}
                for rank, ring in ((5, "selected"), (5, "outlined"), (12, "hinted"))
            ),
        ],
    }  # fmt: skip
    return [
        *(section(f"{size}, {px} px", px, size, every) for size, px in SHOWN.items()),
        *(
            section(f"covered and dimmed, {size}, {SHOWN[size]} px", SHOWN[size], size, greyed)
            for size in ("full", "compact")
        ),
        *(section(f"smallest {size}, {px} px", px, size, small) for size, px in SMALLEST.items()),
        rings,
    ]


def pictures() -> dict[str, str]:
    """Board pictures of both games: a fresh deal, a game in progress and a finished game."""
    drawn = {}
    for name, moves, selected in (("fresh", 0, False), ("mid-game", 40, True), ("won", 999, False)):
        heart = Game.from_code("HH1-N-AAAAAAB")
        heart.replay(WON_MOVES[:moves])
        chosen = heart.free()[0] if selected else None
        drawn[f"heart-to-heart-{name}"] = heart_picture(heart, chosen)
    for name, code, steps in (
        ("fresh", "HD1-CH-AAAAAAB", 0),
        ("mid-game", "HD1-AS-AAAAAAC", 12),
        ("won", "HD1-CH-AAAAAAF", None),
    ):
        hope = HopeDeferredGame.from_code(code)
        if steps is None:
            hope.play_out()
        for _ in range(steps or 0):
            hope.step()
        drawn[f"hope-deferred-{name}"] = hope_picture(hope)
    return drawn


@pytest.fixture
def page(browser: Browser, tmp_path: Path) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    script, style = bundle(tmp_path)
    page.set_content(
        f"""<!doctype html><html><head><meta charset="utf-8"><style>{style}
        body {{ margin: 0; font: 13px system-ui, sans-serif; }}
        main {{ padding: 12px 16px; background: var(--hwc-felt-dark); color: #fff; }}
        h2 {{ font-size: 13px; font-weight: 600; margin: 10px 0 6px; }}
        .row {{ display: flex; gap: 8px; margin-bottom: 8px; }}
        .cell {{ flex: none; }}
        .heart {{ position: relative; margin: 8px auto; }}
        </style></head><body><main class="hw"></main><script>{script}</script></body></html>"""
    )
    page.evaluate(_GALLERY, sections())
    yield page
    context.close()
    assert errors == [], errors


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_face_in_both_themes(page: Page, theme: str) -> None:
    page.evaluate("(light) => { document.body.dataset.jpThemeLight = light; }", theme == "light")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"cards-{theme}.png"), full_page=True)

    checked = page.evaluate(_CHECK)
    assert checked["problems"] == []
    assert checked["cells"] == 3 * 52 + 2 * 2 * 2 * 13 + 3 * 3 * 13 + 3
    smallest = {size: checked["fonts"][f"{size} {px}"] for size, px in SMALLEST.items()}
    assert min(smallest.values()) >= MIN_INDEX_PX, smallest

    figures: dict[str, float] = page.evaluate(_CONTRAST)
    (ARTIFACTS / f"card-contrast-{theme}.txt").write_text(
        "".join(f"{name}: {value:.2f}\n" for name, value in figures.items())
        + "".join(f"index font at {size} {px} px: {smallest[size]:.1f} px\n"
                  for size, px in SMALLEST.items())
    )  # fmt: skip
    # Text on a face needs 4.5:1; a state or a ring against what is around it, 3:1.
    low = {name: v for name, v in figures.items() if v < (4.5 if " on a " in name else 3)}
    assert low == {}


@pytest.mark.parametrize(
    ("theme", "width", "px"),
    [("light", 1280, 80), ("dark", 1280, 80), ("light", 360, 34), ("dark", 360, 34)],
)
def test_a_heart_mid_game_on_a_desk_and_a_phone(
    page: Page, theme: str, width: int, px: int
) -> None:
    """A heart as the widget lays it out, a card selected and placement help on: the
    covered cards' indices stay in sight, and the screenshot shows how it reads."""
    game = Game.from_code("HH1-N-AAAAAAB")
    game.replay(WON_MOVES[:40])
    free = game.free()
    selected = free[0]
    partner = game.heart[selected]
    places = []
    for p, rank in enumerate(game.heart):
        state = "empty" if rank is None else "free" if p in free else "covered"
        if rank is not None and rank != partner:
            state = "dimmed" if state == "free" else state
        ring = "hwc-selected" if p == selected else ""
        places.append({"x": X[p], "row": ROW[p], "rank": rank, "state": state, "ring": ring})
    page.set_viewport_size({"width": width, "height": 900})
    page.evaluate("(light) => { document.body.dataset.jpThemeLight = light; }", theme == "light")
    drawn = page.evaluate(_HEART, {"px": px, "slot": 1.1, "step": 1.4 * 0.52, "places": places})
    assert drawn == {"size": "full" if px >= 56 else "compact", "hidden": []}
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("main").screenshot(path=str(ARTIFACTS / f"cards-heart-{theme}-{width}px.png"))


def test_board_pictures_load_as_images(page: Page) -> None:
    drawn = pictures()
    images = "".join(
        f'<figure><img alt="{name}" src="data:image/svg+xml;base64,'
        f'{base64.b64encode(svg.encode()).decode()}"><figcaption>{name}, {len(svg.encode())} bytes'
        "</figcaption></figure>"
        for name, svg in drawn.items()
    )
    page.set_content(
        "<!doctype html><html><body style='margin:0;padding:12px;display:flex;flex-wrap:wrap;"
        f"gap:12px;font:12px sans-serif'>{images}</body></html>"
    )
    loaded = page.evaluate(_IMAGES)
    assert [image["name"] for image in loaded] == list(drawn)
    for image in loaded:
        assert image["xml"], image
        assert image["width"] > 300, image
        assert image["height"] > 250, image
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "board-pictures.png"), full_page=True)
    for name, svg in drawn.items():
        (ARTIFACTS / f"{name}.svg").write_text(svg, encoding="utf-8")
    sizes = {name: len(svg.encode()) for name, svg in drawn.items()}
    (ARTIFACTS / "board-picture-sizes.json").write_text(json.dumps(sizes, indent=1))
    assert max(sizes.values()) < 40_000, sizes
