"""The ``previews`` trait: what a tap on the stock leaves on the board, before it is made.

A view paints a tap from its preview as ``painted`` does here (the traits it names, the
deal's cards added where ``placed`` says), and that must be exactly the board Python then
sends, for any position of any deal.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.hope_deferred import HopeDeferred, HopeDeferredGame, Suit, Variant
from hearttoheart_widget.hope_deferred.previews import previews
from hearttoheart_widget.hope_deferred.table import HopeDeferredTable
from hearttoheart_widget.hope_deferred.view_state import board_state
from tests.comm import receive

LOST = "HD1-CH-AAAAAAM"  # classic, hunting hearts: lost with 2 hearts left


def painted(state: dict[str, Any], preview: dict[str, Any]) -> dict[str, Any]:
    """``state`` with ``preview`` applied as the view applies it (js/src/hope_deferred/
    predict.js): each trait it names set, each card of a deal's ``placed`` added."""
    changes = {name: value for name, value in preview.items() if name != "event"}
    shown = {**copy.deepcopy(state), **changes}
    for card, place in preview["event"].get("placed", []):
        if place == "aside":
            shown["set_aside"].append(card)
        else:
            shown["piles"][place - 1].append(card)
    return shown


@st.composite
def positions(draw: st.DrawFn) -> HopeDeferredGame:
    """A game of any deal, variant and suit, some steps in (perhaps over)."""
    game = HopeDeferredGame(
        draw(st.integers(0, DEAL_COUNT - 1)),
        draw(st.sampled_from(list(Variant))),
        draw(st.sampled_from(list(Suit))),
    )
    for _ in range(draw(st.integers(0, 40))):
        if game.is_over:
            break
        game.step()
    return game


@given(positions())
def test_the_preview_is_the_board_and_event_the_tap_then_gives(game: HopeDeferredGame) -> None:
    shown = previews(game)
    if game.is_over:
        assert shown == {}
        return
    assert list(shown) == ["stock"]
    before = board_state(game)
    table = HopeDeferredTable(game.copy())
    event = table.tap("stock")
    after = board_state(table.live)
    preview = shown["stock"]
    assert preview["event"] == event
    assert painted(before, preview) == after
    # Only what changed is sent: every trait named has a new value.
    assert all(before[name] != value for name, value in preview.items() if name != "event")
    assert previews(game) == shown  # and working it out changed nothing


@given(positions())
def test_a_game_over_has_no_preview_and_any_other_one(game: HopeDeferredGame) -> None:
    assert (previews(game) == {}) == game.is_over


def test_the_widget_syncs_the_preview_of_each_position_up_to_the_end() -> None:
    widget = HopeDeferred(LOST, record=False)
    shown = [widget.previews]
    while widget.status == "playing":
        before = board_state(widget.game)
        preview = widget.previews["stock"]
        receive(widget, {"kind": "tap", "target": "stock"})
        assert {k: v for k, v in widget.event.items() if k != "id"} == preview["event"]
        assert painted(before, preview) == board_state(widget.game)
        shown.append(widget.previews)
    assert widget.previews == {}
    assert [move["stock"]["event"]["move"] for move in shown[:-1]].count("gather") == 2
    widget.restart()
    assert widget.previews == previews(HopeDeferredGame.from_code(LOST))


def test_a_refused_tap_leaves_the_previews_as_they_were() -> None:
    widget = HopeDeferred(LOST, record=False)
    widget.play_out()
    assert widget.tap() is None
    assert widget.previews == {}
    assert widget.event["kind"] == "refuse"
