"""The frame and the messages in JupyterLab: the widget keeps its height from the first move
to the end banner, won or lost, open or folded; a move-error message stands beside its card,
clear of the winnability mark, and goes away by itself, with a change of settings or a hint."""

from __future__ import annotations

import pytest
from playwright.sync_api import FloatRect, Locator, expect

from hearttoheart_widget import Game, Move, parse_moves

from .notebook import Notebook, OpenNotebook
from .scenes import WON_GAME

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

DEAL = "HH1-N-AAAAAAB"


def losing_line(code: str) -> list[Move]:
    """Pairs first (the first one offered), else draw: on DEAL, a dead end after 34 moves."""
    game = Game.from_code(code)
    line: list[Move] = []
    while game.status == "playing":
        moves = game.legal_moves()
        move = next((m for m in moves if m.kind == "pair"), moves[0])
        game.play(move)
        line.append(move)
    assert game.status == "lost"
    return line


def height(root: Locator) -> float:
    return round(box_of(root)["height"], 1)


def click_through(nb: Notebook, moves: list[Move]) -> set[float]:
    """Click each move and wait for its count; the widget's heights seen, each move."""
    root = nb.widget()
    heights = {height(root)}
    for number, move in enumerate(moves, start=1):
        if move.a is None or move.b is None:
            nb.card("stock").click()
        else:
            nb.card(move.a).click()
            nb.card(move.b).click()
        expect(nb.field("moves")).to_have_text(str(number))
        heights.add(height(root))
    return heights


@pytest.mark.parametrize("end", ["won", "lost"])
def test_the_frame_keeps_its_height_to_the_end_banner(
    open_notebook: OpenNotebook, end: str
) -> None:
    """Each move of a whole game, the banner open, folded and open again: one height."""
    moves = parse_moves(WON_GAME.read_text()) if end == "won" else losing_line(DEAL)
    nb = open_notebook(f"w = HeartToHeart({DEAL!r}, show_winnable=True)\nw")
    root = nb.widget()
    first = height(root)
    heights = click_through(nb, moves)
    assert max(heights) - min(heights) < 1, heights  # within a pixel's rounding
    banner = root.locator(f'[data-banner="{end}"]')
    expect(banner).to_be_visible()
    assert abs(height(root) - first) < 1
    fold = banner.locator('[data-action="fold"]')
    fold.click()
    expect(banner).to_have_attribute("data-open", "false")
    assert abs(height(root) - first) < 1
    fold.click()
    expect(banner).to_have_attribute("data-open", "true")
    assert abs(height(root) - first) < 1
    # The banner lies inside the felt.
    felt = box_of(root.locator(".hw-felt"))
    box = box_of(banner)
    assert felt["y"] <= box["y"]
    assert box["y"] + box["height"] <= felt["y"] + felt["height"] + 0.5
    nb.screenshot(f"steady-frame-{end}")


def box_of(element: Locator) -> FloatRect:
    box = element.bounding_box()
    assert box is not None
    return box


def boxes_meet(a: Locator, b: Locator) -> bool:
    one, two = box_of(a), box_of(b)
    return not (
        one["x"] + one["width"] <= two["x"]
        or two["x"] + two["width"] <= one["x"]
        or one["y"] + one["height"] <= two["y"]
        or two["y"] + two["height"] <= one["y"]
    )


def test_a_message_stands_by_its_card_and_goes_away_by_itself(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({DEAL!r}, move_errors=True, show_winnable=True)\nw")
    message = nb.field("message")
    mark = nb.widget().locator('[data-mark="winnable"]')
    expect(mark).to_be_visible()
    for covered in (0, 17, 21):  # the top row, the middle, beside the tip
        nb.card(covered).click(force=True)  # a covered card only says so
        expect(message).to_have_text("This card is still covered")
        expect(message).to_be_visible()
        assert boxes_meet(message, nb.card(covered))
        assert not boxes_meet(message, mark)
        expect(message).to_be_hidden(timeout=10_000)  # by itself, after a few seconds
        assert nb.state()["message"] == "covered"  # Python still holds the last tap's words

    # A failed pair: the message by the card that was selected, which lets go of it.
    nb.card(24).click()
    nb.card("waste").click()
    expect(message).to_have_text("Must be of the same rank")
    assert boxes_meet(message, nb.card(24))
    assert not boxes_meet(message, mark)
    expect(nb.card("waste")).to_have_attribute("data-selected", "true")
    expect(message).to_be_hidden(timeout=10_000)


def test_a_message_goes_with_a_change_of_settings_or_a_hint(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({DEAL!r}, move_errors=True, hints=True)\nw")
    message = nb.field("message")
    nb.card(3).click(force=True)
    expect(message).to_be_visible()
    root = nb.widget()
    root.locator('[data-action="settings"]').click()
    root.locator('[data-setting="placement_help"]').click()
    expect(message).to_be_hidden()
    nb.expect_state(lambda s: s["placement_help"], False)
    root.locator('[data-action="settings"]').click()  # closes the menu

    nb.card(3).click(force=True)
    expect(message).to_be_visible()
    root.locator('.hw-controls [data-action="hint"]').click()
    expect(root.locator(".hth-hint").first).to_be_visible()
    expect(message).to_be_hidden()
