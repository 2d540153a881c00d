"""The card renderers: Python's card_svg and the front end's cards.js draw the same markup
from card_art.json, and the markup is valid SVG with the right pips for every card."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget.common.card_svg import (
    ART,
    SIZES,
    STATES,
    SUITS,
    back_svg,
    card_svg,
    empty_svg,
    number,
)

ROOT = Path(__file__).resolve().parents[2]
CARDS_JS = ROOT / "js" / "src" / "shared" / "cards.js"
CARDS_CSS = ROOT / "js" / "src" / "shared" / "cards.css"
SVG = "{http://www.w3.org/2000/svg}"

#: Every face at every size and state, some labels and placements, backs and outlines,
#: as [function, args, options] for both renderers.
CASES: list[list[Any]] = [
    ["card", [rank, suit], {"size": size, "state": state}]
    for size in SIZES
    for state in STATES
    for suit in SUITS
    for rank in range(1, 14)
]
CASES += [
    ["card", [11, "hearts"], {"label": "B"}],
    ["card", [12, "clubs"], {"label": "D", "size": "compact"}],
    ["card", [10, "spades"], {"label": "10", "size": "mini"}],
    ["card", [1, "diamonds"], {"label": '<&>"'}],
    ["card", [7, "hearts"], {"at": [10.25, -0.25, 56]}],
    ["card", [13, "spades"], {"size": "compact", "state": "covered", "at": [0.05, 33.35, 39.9]}],
    ["back", [], {}],
    ["back", [], {"at": [3.45, 7.15, 64]}],
    ["empty", [], {}],
    ["empty", [], {"at": [100, 200.04, 40]}],
]
NUMBERS = [0, 0.05, -0.05, 0.25, -0.25, 1.15, 2.675, -2.675, 12, 12.0, 4.96, -4.96, 1e-9, 333.35]

_NODE_SCRIPT = """
import { cardSvg, backSvg, emptySvg, number } from %s;
const cases = JSON.parse(process.argv[2]);
const draw = { card: cardSvg, back: backSvg, empty: emptySvg };
const markup = cases.map(([kind, args, options]) => draw[kind](...args, options));
const numbers = JSON.parse(process.argv[3]).map(number);
process.stdout.write(JSON.stringify({ markup, numbers }));
"""


def python_markup(kind: str, args: list[Any], options: dict[str, Any]) -> str:
    """One case drawn by the Python renderer."""
    at = options.get("at")
    place = {"at": tuple(at)} if at else {}
    if kind == "back":
        return back_svg(**place)
    if kind == "empty":
        return empty_svg(**place)
    rank, suit = args
    return card_svg(
        rank,
        suit,
        size=options.get("size", "full"),
        state=options.get("state", "free"),
        label=options.get("label"),
        **place,
    )


def test_javascript_and_python_draw_the_same_markup(tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (scripts/setup.sh needs it for the front end)")
    script = tmp_path / "draw.mjs"
    script.write_text(_NODE_SCRIPT % json.dumps(CARDS_JS.as_uri()), encoding="utf-8")
    result = subprocess.run(
        [node, str(script), json.dumps(CASES), json.dumps(NUMBERS)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    drawn = json.loads(result.stdout)
    assert drawn["numbers"] == [number(value) for value in NUMBERS]
    expected = [python_markup(*case) for case in CASES]
    assert len(drawn["markup"]) == len(expected) == 3 * 3 * 52 + 10
    for case, js, py in zip(CASES, drawn["markup"], expected, strict=True):
        assert js == py, case


def test_numbers_are_written_as_javascript_writes_them() -> None:
    assert [number(v) for v in (0.25, -0.25, 12.0, -0.04, 2.675, 1 / 3)] == [
        "0.3",
        "-0.2",
        "12",
        "0",
        "2.7",
        "0.3",
    ]


def parse(markup: str) -> ET.Element:
    """The markup as XML (an error if it is not well-formed)."""
    return ET.fromstring(markup)


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0]}-{case[1]}-{case[2]}")
def test_every_card_is_valid_svg(case: list[Any]) -> None:
    element = parse(python_markup(*case))
    assert element.tag == f"{SVG}svg"
    assert element.get("viewBox") == "0 0 100 140"
    assert element.get("aria-hidden") == "true"


def count(markup: str, kind: str) -> int:
    """How many paths of class ``kind`` (hwc-pip, hwc-suit) the markup holds."""
    return sum(1 for e in parse(markup).iter(f"{SVG}path") if e.get("class") == kind)


@pytest.mark.parametrize("suit", SUITS)
@pytest.mark.parametrize("rank", range(1, 14))
def test_pips_per_rank_and_size(rank: int, suit: str) -> None:
    court = rank > 10
    assert count(card_svg(rank, suit), "hwc-pip") == (0 if court else rank)
    assert count(card_svg(rank, suit, size="compact"), "hwc-pip") == (0 if court else 1)
    assert count(card_svg(rank, suit, size="mini"), "hwc-pip") == 0
    # The index's suit sign: both corners of a full card; a court adds one per half.
    assert count(card_svg(rank, suit), "hwc-suit") == (4 if court else 2)
    assert count(card_svg(rank, suit, size="compact"), "hwc-suit") == 1


@pytest.mark.parametrize("size", SIZES)
def test_a_covered_card_shows_its_index_only(size: str) -> None:
    for rank in (1, 7, 12):
        markup = card_svg(rank, "hearts", size=size, state="covered")
        assert "hwc-art" not in markup
        assert count(markup, "hwc-pip") == 0
        assert "hwc-covered" in markup
        assert ART["themes"]["light"]["covered-face"] in markup


def test_full_pips_stand_upright_in_the_top_half_and_turn_in_the_bottom_half() -> None:
    for suit in SUITS:
        first = float(re.findall(r"-?\d*\.?\d+", ART["suits"][suit]["path"])[1])
        root = parse(card_svg(10, suit))
        pips = [e for e in root.iter(f"{SVG}path") if e.get("class") == "hwc-pip"]
        for path, (_, y) in zip(pips, ART["pips"][9], strict=True):
            start = float(re.findall(r"-?\d*\.?\d+", path.get("d", ""))[1])
            upright = (start - y) * first > 0
            assert upright == (y <= 70), (suit, y, start)


def test_courts_differ_and_carry_their_figure_twice() -> None:
    for suit in SUITS:
        faces = [card_svg(rank, suit) for rank in (11, 12, 13)]
        assert len(set(faces)) == 3
        for face in faces:
            root = parse(face)
            courts = [e for e in root.iter(f"{SVG}g") if e.get("class") == "hwc-court"]
            assert len(courts) == 1
            assert any(e.get("transform") == "rotate(180 50 70)" for e in courts[0])
    art = [ART["courts"][str(rank)]["art"] for rank in (11, 12, 13)]
    assert len(set(art)) == 3


def test_label_replaces_the_index_and_a_long_one_is_condensed() -> None:
    german_jack = parse(card_svg(11, "hearts", label="B"))
    texts = [e.text for e in german_jack.iter(f"{SVG}text")]
    assert texts == ["B", "B"]
    ten = parse(card_svg(10, "hearts", size="compact"))
    (index,) = ten.iter(f"{SVG}text")
    assert index.text == "10"
    assert index.get("textLength") == str(ART["layouts"]["compact"]["rank"]["wide"])
    assert parse(card_svg(1, "hearts", label="<&>")).find(f".//{SVG}text") is not None


def test_placement_sets_position_and_size() -> None:
    root = parse(card_svg(5, "hearts", at=(10.25, 20, 50)))
    assert (root.get("x"), root.get("y"), root.get("width"), root.get("height")) == (
        "10.3",
        "20",
        "50",
        "70",
    )


def test_back_and_empty_place() -> None:
    back = parse(back_svg())
    assert back.get("class") == "hwc hwc-back-side"
    empty = parse(empty_svg())
    assert empty.get("class") == "hwc hwc-empty"
    assert [e.get("class") for e in empty] == ["hwc-outline"]


@pytest.mark.parametrize(
    ("args", "options", "named"),
    [
        ((0, "hearts"), {}, "0"),
        ((14, "hearts"), {}, "14"),
        ((True, "hearts"), {}, "True"),
        (("5", "hearts"), {}, "'5'"),
        ((5.0, "hearts"), {}, "5.0"),
        ((5, "stars"), {}, "'stars'"),
        ((5, "hearts"), {"size": "huge"}, "'huge'"),
        ((5, "hearts"), {"state": "gone"}, "'gone'"),
        ((5, "hearts"), {"label": 5}, "5"),
    ],
)
def test_bad_arguments_are_refused_by_name(
    args: tuple[Any, ...], options: dict[str, Any], named: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(named)):
        card_svg(*args, **options)


def css_variables(block: str) -> dict[str, str]:
    """The ``--hwc-*`` custom properties set in a block of CSS."""
    return dict(re.findall(r"--hwc-([\w-]+):\s*([^;]+);", block))


def test_the_stylesheet_holds_the_art_files_colours_for_both_themes() -> None:
    css = CARDS_CSS.read_text(encoding="utf-8")
    light, dark = re.findall(r"\{([^{}]*--hwc-face:[^{}]*)\}", css)
    assert css_variables(light) == ART["themes"]["light"]
    assert css_variables(dark) == ART["themes"]["dark"]
    assert set(ART["themes"]["light"]) == set(ART["themes"]["dark"])
