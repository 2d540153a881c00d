"""Instant feedback, tested fast in a bare page whose fake model answers only when told.

A click is drawn at once from the ``previews`` Python sent: the page is read right after
the click, before the fake model has any answer, and compared with what the real Python
widget does with the same tap. A prediction may leave things out (what only Python knows:
a drawn card's face, the cards a pair frees, the score) but never shows anything Python
would not, and it paints what the previews say even where no rule would. Python's states,
when they come, win.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.heart_to_heart.geometry import TIP
from hearttoheart_widget.heart_to_heart.moves import Target
from hearttoheart_widget.heart_to_heart.view_state import board_state
from tests.positions import heart_with

from .bare_page import BarePage
from .board import PAGE_BOARD, drawn

pytestmark = pytest.mark.timeout(180)

#: What a tap can change on the board.
BOARD = ("heart", "free", "stock_count", "waste_top", "waste_count", "selected", "outlined",
         "dimmed")  # fmt: skip
SCRIPTED = "HH1-N-AAAAAGM"  # the tip is a Jack, the waste a 7, the stock's first card a Jack


def rendered(page: Page, widget: HeartToHeart) -> BarePage:
    """A bare page showing a view of ``widget``."""
    bare = BarePage(page, widget)
    bare.render(widget)
    return bare


def shown(bare: BarePage) -> dict[str, Any]:
    """The board the page shows now."""
    board: dict[str, Any] = bare.root(0).evaluate(PAGE_BOARD)
    return board


def python(widget: HeartToHeart) -> dict[str, Any]:
    """The board the widget's table holds, in the page's shape."""
    return drawn(board_state(widget.table))


def tap(bare: BarePage, target: Target) -> None:
    """Click a target of the first view as a player does: a covered card where it shows."""
    hook = "data-position" if isinstance(target, int) else "data-target"
    card = bare.root(0).locator(f"[{hook}='{target}']")
    box = card.bounding_box()
    assert box is not None
    bare.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.2)


def assert_never_shows_more(page_board: dict[str, Any], truth: dict[str, Any]) -> None:
    """What the page shows of a tap not yet answered agrees with Python's board after it."""
    assert page_board["selected"] == truth["selected"]
    assert page_board["stock_count"] == truth["stock_count"]
    assert page_board["waste_count"] == truth["waste_count"]
    assert page_board["waste_top"] in (None, truth["waste_top"])  # or not known yet
    for p, rank in enumerate(page_board["heart"]):
        assert rank in (None, truth["heart"][p]), p  # a card shown gone is gone
        if rank is None:
            assert truth["heart"][p] is None, p
    assert set(page_board["free"]) <= set(truth["free"])  # freed cards show after the answer
    assert set(page_board["outlined"]) <= set(truth["outlined"])
    free = set(page_board["free"])  # dims on covered cards do not show: covered is covered
    assert set(page_board["dimmed"]) & free == set(truth["dimmed"]) & free
    if page_board["waste_top"] is not None:  # known
        assert ("waste" in page_board["dimmed"]) == ("waste" in truth["dimmed"])


def test_every_tap_is_drawn_before_python_answers(page: Page) -> None:
    """Random taps on three deals: each is drawn at once, and the answer then wins."""
    rng = random.Random(11)
    predicted = {"select": 0, "pair": 0, "draw": 0, "recycle": 0, "deselect": 0}
    weights = {"pair": 12, "draw": 3, "recycle": 3, "select": 2, "deselect": 1, "covered": 1}
    short_stock = Game.from_cards(heart_with(), stock=[6, 12, 4], waste=[8])  # recycles soon
    for game in (Game.from_code(SCRIPTED), Game.from_code("HH1-N-AAAAAAB"), short_stock):
        widget = HeartToHeart(game=game, move_errors=True)
        bare = rendered(page, widget)
        for _ in range(90):
            if widget.game.is_over:
                break
            taps = widget.taps
            live = [name for name, effect in taps.items() if effect in weights]
            name = rng.choices(live, [weights[taps[name]] for name in live])[0]
            target: Target = int(name) if name.isdigit() else name  # type: ignore[assignment]
            before = shown(bare)
            tap(bare, target)
            now = shown(bare)
            widget.tap(target)
            truth = python(widget)
            assert_never_shows_more(now, truth)
            if taps[name] in ("select", "deselect"):  # a selection: Python's board exactly
                assert {key: now[key] for key in BOARD} == {key: truth[key] for key in BOARD}
            if taps[name] in predicted:
                predicted[taps[name]] += 1
                assert now != before  # the tap shows at once
            bare.follow(0, widget)
            assert shown(bare) == truth
    assert min(predicted.values()) > 0, predicted


def test_select_then_pair_before_the_first_answer(page: Page) -> None:
    widget = HeartToHeart(SCRIPTED)
    widget.draw()  # a Jack on the waste
    bare = rendered(page, widget)
    root = bare.root(0)
    tap(bare, TIP)
    expect(root.locator(f"[data-position='{TIP}']")).to_have_attribute("data-selected", "true")
    assert shown(bare)["outlined"] == ["waste"]  # its partner
    tap(bare, "waste")  # the second tap, Python not having answered the first
    board = shown(bare)
    assert board["heart"][TIP] is None  # the pair is leaving
    assert (board["selected"], board["waste_count"]) == (None, 1)
    assert bare.sent(0)[-2:] == [{"kind": "tap", "target": TIP}, {"kind": "tap", "target": "waste"}]

    widget.tap(TIP)
    bare.follow(0, widget)  # the first answer: the pair is still shown leaving
    assert shown(bare)["heart"][TIP] is None
    widget.tap("waste")
    bare.follow(0, widget)
    assert shown(bare) == python(widget)


def test_a_burst_is_predicted_up_to_its_first_move(page: Page) -> None:
    """After a draw the next taps are not known: nothing is guessed until Python answers."""
    widget = HeartToHeart(SCRIPTED)
    bare = rendered(page, widget)
    root = bare.root(0)
    tap(bare, "stock")
    tap(bare, TIP)  # would select the tip, but the draw is not answered yet
    assert shown(bare)["selected"] is None
    assert root.locator("[data-target='waste']").get_attribute("data-rank") == ""  # face down
    widget.tap("stock")
    bare.follow(0, widget)  # the draw answered: now the tap on the tip is known
    expect(root.locator(f"[data-position='{TIP}']")).to_have_attribute("data-selected", "true")
    assert shown(bare)["outlined"] == ["waste"]
    widget.tap(TIP)
    bare.follow(0, widget)
    assert shown(bare) == python(widget)


def test_python_corrects_a_prediction_it_disagrees_with(page: Page) -> None:
    """A move made in Python meanwhile wins over what the page expected of its tap."""
    widget = HeartToHeart(SCRIPTED)
    bare = rendered(page, widget)
    tap(bare, TIP)  # predicted: the tip selected
    widget.draw()  # ... but a cell drew a card first, and the tap never arrived
    bare.follow(0, widget)
    assert shown(bare)["selected"] == TIP  # still waiting for the tap's answer
    widget.tap("stock")  # the answer names another target: the page keeps waiting
    bare.follow(0, widget)
    widget.tap(TIP)
    bare.follow(0, widget)
    assert shown(bare) == python(widget)


def test_a_covered_card_takes_a_tap_to_say_it_is_covered(page: Page) -> None:
    widget = HeartToHeart(SCRIPTED, move_errors=True)
    bare = rendered(page, widget)
    root = bare.root(0)
    covered = root.locator("[data-position='20']")
    expect(covered).to_have_attribute("data-state", "covered")
    expect(covered).to_have_attribute("aria-disabled", "true")
    expect(covered).to_have_attribute("tabindex", "-1")  # never in the Tab order
    tap(bare, 20)
    assert bare.sent(0)[-1] == {"kind": "tap", "target": 20}
    widget.tap(20)
    bare.follow(0, widget)
    expect(root.locator("[data-field='message']")).to_have_text("This card is still covered")


def test_a_game_lost_at_once_takes_no_taps(page: Page) -> None:
    widget = HeartToHeart(game=Game.from_code("HH1-N-AAAAAAM"))  # lost before its first move
    bare = rendered(page, widget)
    root = bare.root(0)
    expect(root.locator("button[data-position]:not(:disabled)")).to_have_count(0)
    expect(root.locator("[data-target='stock']")).to_be_disabled()


def test_the_page_paints_the_previews_python_sent(page: Page) -> None:
    """Previews no rule would give (marks on a covered card, a pair taking a third card)
    are painted as sent: the view decides nothing itself."""
    widget = HeartToHeart(SCRIPTED)
    widget.draw()  # a Jack on the waste, which pairs with the tip
    bare = rendered(page, widget)
    previews = copy.deepcopy(widget.previews)
    assert previews["marks"][str(TIP)][0] == ["waste"]  # what the rules give: its partner
    previews["marks"][str(TIP)] = [[21], [3, 4]]
    previews["moves"][f"{TIP}+waste"] = {"removed": [TIP, 22], "waste_count": 0, "waste_top": None}
    bare.set(0, {"previews": previews})
    tap(bare, TIP)
    board = shown(bare)
    assert (board["selected"], board["outlined"], board["dimmed"]) == (TIP, [21], [3, 4])
    tap(bare, "waste")
    board = shown(bare)
    assert (board["heart"][TIP], board["heart"][22], board["waste_count"]) == (None, None, 0)
    assert board["waste_top"] is None
    widget.tap(TIP)
    bare.follow(0, widget)  # the first answer, with Python's own previews: the second tap
    board = shown(bare)  # is painted again from them
    assert (board["heart"][TIP], board["heart"][22], board["waste_count"]) == (None, 9, 1)
    widget.tap("waste")
    bare.follow(0, widget)
    assert shown(bare) == python(widget)
