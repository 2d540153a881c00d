"""The ``previews`` a view paints a tap from say what the table then really does (hypothesis),
change only with a move, and show no card the player has not seen."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, Table
from hearttoheart_widget.heart_to_heart.moves import Target
from hearttoheart_widget.heart_to_heart.previews import HIDDEN, TURNING, ordered, previews
from tests.positions import heart_with

targets = st.one_of(st.integers(0, 24), st.sampled_from(["stock", "waste"]))


def _key(selected: object) -> str:
    return "" if selected is None else str(selected)


def _check_tap(table: Table, target: Target) -> None:
    """Look the tap up in the previews, play it, and compare."""
    game = table.live  # the live game: the test owns the table
    sent: dict[str, Any] = previews(table)
    before = game.snapshot()
    stock, waste = len(game.stock), len(game.waste)
    refused = [reason for reason, where in sent["refused"].items() if target in where]
    row = sent["taps"][_key(table.selected)]
    event = table.tap(target)
    if refused:
        assert event["kind"] == "refuse"
        assert event["reason"] == refused[0]
        assert game.snapshot() == before
        return
    word, after = row[str(target)]
    assert _key(table.selected) == (after or "")
    if word in sent["moves"]:
        assert event["kind"] == "move"
        assert event["move"] == word
        changes = sent["moves"][word]
        gone = [p for p in range(25) if before.heart[p] is not None and game.heart[p] is None]
        assert changes.get("removed", []) == gone
        assert changes.get("stock_count", stock) == len(game.stock)
        assert changes.get("waste_count", waste) == len(game.waste)
        if "waste_count" in changes:  # the new top is never told: the player has not seen it
            expected = TURNING if word == "draw" else HIDDEN if game.waste else None
            assert changes["waste_top"] == expected
        if after is not None:  # a selection kept: its marks, but on the waste, stay true
            heart = [ordered(set(marks) - {"waste"}) for marks in sent["marks"][after]]
            now = [table.outlined() - {"waste"}, table.dimmed() - {"waste"}]
            assert heart == [ordered(marks) for marks in now]
    else:
        kind, reason = ("refuse", word) if word == "same_rank" else (word, None)
        assert (event["kind"], event.get("reason")) == (kind, reason)
        assert game.snapshot() == before
        assert sent["marks"][after] == [ordered(table.outlined()), ordered(table.dimmed())]
        assert previews(table) == sent  # a selection leaves the previews as they were


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 3000), st.booleans(), st.lists(targets, max_size=120))
def test_every_tap_does_what_the_previews_said(
    number: int, placement_help: bool, taps: list[Target]
) -> None:
    table = Table(Game.from_number(number), placement_help=placement_help)
    for target in taps:
        _check_tap(table, target)


def test_a_recycle_and_a_game_over() -> None:
    table = Table(Game.from_cards(heart_with({24: 8}), stock=[6], waste=[8]))
    for target in ("stock", 24, "stock", "stock", 24, "waste"):
        _check_tap(table, target)
    won = Table(Game.from_cards([None] * 24 + [5], waste=[5]))
    _check_tap(won, 24)
    _check_tap(won, "waste")
    assert won.game.status == "won"
    assert previews(won) == {"marks": {"": [[], []]}, "taps": {"": {}}, "moves": {},
                             "refused": {"over": [*range(25), "stock", "waste"]}}  # fmt: skip
