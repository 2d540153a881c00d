"""The board pictures of both games: standalone, valid SVG that shows what the data says."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

import pytest

from hearttoheart_widget import Game, Table
from hearttoheart_widget.heart_to_heart.picture import board_svg
from hearttoheart_widget.hope_deferred import HopeDeferredGame, HopeDeferredTable
from hearttoheart_widget.hope_deferred.picture import board_svg as hd_board_svg
from tests.pictures import WON_MOVES, heart_picture, hope_picture

SVG = "{http://www.w3.org/2000/svg}"


def parse_picture(markup: str) -> ET.Element:
    """A picture as XML, checked to be a standalone document that loads nothing."""
    root = ET.fromstring(markup)
    assert root.tag == f"{SVG}svg"
    assert float(root.get("width", 0)) > 300
    assert float(root.get("height", 0)) > 250
    assert root.get("role") == "img"
    assert root.find(f"{SVG}title") is not None
    assert "<script" not in markup
    assert "href" not in markup
    assert re.findall(r"https?://[^\"]+", markup) == ["http://www.w3.org/2000/svg"] * len(
        re.findall("xmlns=", markup)
    )
    ids = [element.get("id") for element in root.iter() if element.get("id")]
    assert len(ids) == len(set(ids))
    return root


def cards(root: ET.Element) -> Counter[str]:
    """How many nested cards of each kind a picture shows: ``"compact free"``, ``"empty"``."""
    kinds: Counter[str] = Counter()
    for element in root.iter(f"{SVG}svg"):
        classes = element.get("class", "").split()
        if "hwc" in classes:
            kinds[" ".join(c.removeprefix("hwc-") for c in classes if c != "hwc")] += 1
    return kinds


def texts(root: ET.Element) -> list[str]:
    return [element.text or "" for element in root.iter(f"{SVG}text")]


def test_a_fresh_deal_shows_the_covered_heart_the_tip_stock_and_waste() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    root = parse_picture(heart_picture(game))
    shown = cards(root)
    assert shown["full hearts covered"] == 24
    assert shown["full hearts free"] == 2  # the tip and the waste's top card
    assert shown["back-side"] == 1
    assert shown["empty"] == 0
    words = texts(root)
    assert "Stock 26" in words
    assert "Waste 1" in words
    assert "HH1-N-AAAAAAB" in words
    assert "Playing" in words
    title = root.findtext(f"{SVG}title") or ""
    assert "HH1-N-AAAAAAB" in title
    assert "25 cards in the heart" in title


def test_a_game_in_progress_outlines_the_emptied_places_and_rings_the_selection() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    game.replay(WON_MOVES[:40])
    removed = game.heart.count(None)
    assert 0 < removed < 25
    selected = game.free()[0]
    root = parse_picture(heart_picture(game, selected))
    shown = cards(root)
    assert shown["empty"] == removed
    heart_cards = 25 - removed
    free = len(game.free())
    assert shown["full hearts covered"] == heart_cards - free
    waste_top = 1 if game.waste else 0
    assert shown["full hearts free"] == free + waste_top
    yellow = [e for e in root.iter(f"{SVG}rect") if e.get("stroke") == "#ffc928"]
    assert len(yellow) == 1
    assert f"Score {game.score} · Moves {game.moves}" in texts(root)


def test_a_won_game_shows_an_empty_heart_and_says_won() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    game.replay(WON_MOVES)
    assert game.status == "won"
    root = parse_picture(heart_picture(game))
    assert cards(root)["empty"] >= 25
    assert "full hearts covered" not in cards(root)
    assert texts(root).count("Won") == 2  # the banner and the status bar's pill
    assert "Score 250" in " ".join(texts(root))


def test_the_selected_waste_card_is_ringed() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    root = parse_picture(heart_picture(game, "waste"))
    assert [e for e in root.iter(f"{SVG}rect") if e.get("stroke") == "#ffc928"]


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"heart": [1] * 24}, "heart"),
        ({"heart": [0] + [1] * 24}, "heart"),
        ({"free": [30]}, "[30]"),
        ({"stock_count": -1}, "-1"),
        ({"waste": [14]}, "[14]"),
        ({"status": "dead_end"}, "'dead_end'"),
        ({"selected": 1}, "1"),
        ({"selected": 5}, "5"),
        ({"selected": "stock"}, "'stock'"),
    ],
)
def test_bad_heart_data_is_refused_by_name(change: dict[str, Any], named: str) -> None:
    data: dict[str, Any] = {
        "heart": [None] * 3 + [5] * 22,
        "free": [24],
        "stock_count": 0,
        "waste": [],
        "status": "playing",
        "selected": None,
    }
    data.update(change)
    with pytest.raises(ValueError, match=re.escape(named)):
        board_svg(
            data["heart"],
            data["free"],
            data["stock_count"],
            data["waste"],
            status=data["status"],
            selected=data["selected"],
        )


def test_hope_deferred_fresh_deal() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAB")
    root = parse_picture(hope_picture(game))
    shown = cards(root)
    assert shown["back-side"] == 1
    assert shown["empty"] == 3 + 8  # three empty piles and eight missing hearts
    words = texts(root)
    assert "Stock 32" in words
    assert "Set aside 0 of 8 ♥" in words
    assert [w for w in words if w.startswith("Pile")] == ["Pile 1 · 0", "Pile 2 · 0", "Pile 3 · 0"]
    assert "Round 1 of 3 · Deal 0 of 5" in words
    # A missing card is named as the live board names it: rank and suit, "7♥".
    missing = ["A♥", "7♥", "8♥", "9♥", "10♥", "J♥", "Q♥", "K♥"]
    assert [w for w in words if w.endswith("♥") and len(w) <= 3] == missing


def test_hope_deferred_mid_game_shows_top_cards_and_the_set_aside_row() -> None:
    game = HopeDeferredGame.from_code("HD1-AS-AAAAAAC")
    for _ in range(12):
        game.step()
    root = parse_picture(hope_picture(game))
    shown = cards(root)
    aside = len(game.set_aside)
    assert shown["compact spades free"] == aside
    assert shown["empty"] == 13 - aside + sum(not pile for pile in game.piles)
    tops = [pile[-1] for pile in game.piles if pile]
    full_faces = sum(n for kind, n in shown.items() if kind.startswith("full "))
    assert full_faces == len(tops)
    for top in tops:
        assert shown[f"full {top.suit.value} free"] >= 1
    words = texts(root)
    assert f"Stock {len(game.stock)}" in words
    for number, pile in enumerate(game.piles, 1):
        assert f"Pile {number} · {len(pile)}" in words


@pytest.mark.parametrize(("code", "word"), [("HD1-CH-AAAAAAF", "Won"), ("HD1-CH-AAAAAAM", "Lost")])
def test_hope_deferred_at_the_end(code: str, word: str) -> None:
    game = HopeDeferredGame.from_code(code)
    game.play_out()
    root = parse_picture(hope_picture(game))
    assert word in texts(root)
    missing = 8 - len(game.set_aside)
    assert (missing == 0) == (word == "Won")
    assert cards(root)["compact hearts free"] == len(game.set_aside)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"stock_count": -2}, "-2"),
        ({"piles": [[], []]}, "2"),
        ({"set_aside": ["7C"]}, "7♣"),
        ({"set_aside": ["2H"]}, "2♥"),
        ({"set_aside": ["7H", "7H"]}, "7♥ 7♥"),
        ({"round": 4}, "4"),
        ({"status": "over"}, "'over'"),
        ({"piles": [["7X"], [], []]}, "'7X'"),
    ],
)
def test_bad_hope_deferred_data_is_refused_by_name(change: dict[str, Any], named: str) -> None:
    data: dict[str, Any] = {
        "stock_count": 20,
        "piles": [[], [], []],
        "set_aside": [],
        "round": 1,
        "status": "playing",
    }
    data.update(change)
    with pytest.raises(ValueError, match=re.escape(named)):
        hd_board_svg(
            data["stock_count"],
            data["piles"],
            data["set_aside"],
            round=data["round"],
            status=data["status"],
        )


def test_a_game_and_a_table_show_their_board_in_a_notebook() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    table = Table(game.copy())
    table.tap(24)
    assert game._repr_svg_() == heart_picture(game)
    assert table._repr_svg_() == heart_picture(game, selected=24)
    assert table._repr_svg_() != game._repr_svg_()


def test_a_hope_deferred_game_and_table_show_their_board() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    game.step()
    assert game._repr_svg_() == hope_picture(game)
    assert HopeDeferredTable(game)._repr_svg_() == hope_picture(game)
