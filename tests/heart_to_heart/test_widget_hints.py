"""Hints and winnable-only deals in the widget: the settings, the hint intent and its life."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.heart_to_heart.moves import Target
from hearttoheart_widget.heart_to_heart.solving.solver import hint, is_winnable
from tests.comm import receive

WINNABLE = "HH1-N-AAAAAAB"
LOST = "HH1-N-AAAAAGM"  # no win from the start, but moves to make: the hint is a draw


def expected(game: Game) -> dict[str, Any]:
    """What ``shown_hint`` should hold, from the solver itself."""
    advice = hint(game)
    return {"targets": list(advice.targets), "winnable": advice.winnable}


def play_hint(widget: HeartToHeart) -> None:
    """Play the shown hint by taps, as a player following it would."""
    assert widget.shown_hint is not None
    targets: list[Target] = widget.shown_hint["targets"]
    for target in targets:
        widget.tap(target)


def test_settings_from_the_browser() -> None:
    widget = HeartToHeart(WINNABLE)
    assert (widget.hints, widget.winnable_only, widget.shown_hint) == (False, False, None)
    receive(widget, {"kind": "settings", "hints": True, "winnable_only": True})
    assert (widget.hints, widget.winnable_only) == (True, True)
    receive(widget, {"kind": "settings", "winnable_only": False})
    assert (widget.hints, widget.winnable_only) == (True, False)


def test_a_hint_shows_the_solvers_next_move_until_the_position_changes() -> None:
    widget = HeartToHeart(WINNABLE, hints=True)
    receive(widget, {"kind": "hint"})
    assert widget.shown_hint == expected(widget.game)
    assert widget.shown_hint["winnable"] is True
    first, *rest = widget.shown_hint["targets"]
    if rest:  # selecting the first card of the hinted pair keeps the hint
        widget.tap(first)
        assert widget.selected == first
        assert widget.shown_hint == expected(widget.game)
    moves = widget.moves
    play_hint(widget)
    assert widget.moves == moves + 1
    assert widget.shown_hint is None

    # Another fixed deal for the new game: a random one is lost from the start one time in ten,
    # and a game that is over has no hint to show.
    new_deal = lambda: widget.new_game("HH1-N-AAAAAAA")  # noqa: E731
    for change in (widget.undo, new_deal, lambda: setattr(widget, "hints", False)):
        widget.hint()
        assert widget.shown_hint is not None
        change()
        assert widget.shown_hint is None


def test_following_hints_wins_a_winnable_deal() -> None:
    widget = HeartToHeart(WINNABLE, hints=True)
    while widget.status == "playing":
        receive(widget, {"kind": "hint"})
        play_hint(widget)
    assert widget.status == "won"
    assert widget.hint().move is None
    assert widget.shown_hint is None  # nothing to show once the game is over


def test_a_lost_position_hints_the_best_line() -> None:
    widget = HeartToHeart(LOST)
    advice = widget.hint()  # from Python, even with the setting off
    assert advice == hint(widget.game)
    assert widget.shown_hint == {"targets": ["stock"], "winnable": False}


def test_a_hint_request_while_hints_are_off_changes_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    widget = HeartToHeart(WINNABLE)
    before = widget.get_state()
    with caplog.at_level(logging.WARNING, logger="hearttoheart_widget.heart_to_heart.widget"):
        receive(widget, {"kind": "hint"})
    assert widget.get_state() == before
    assert widget.shown_hint is None
    assert "hints are off" in caplog.text


def test_winnable_deals() -> None:
    widget = HeartToHeart(winnable_only=True)
    assert widget.winnable_only is True
    assert is_winnable(widget.game)
    assert widget.code is not None
    assert Game.from_code(widget.code).heart == widget.game.heart  # under its ordinary code

    widget = HeartToHeart(WINNABLE)
    receive(widget, {"kind": "settings", "winnable_only": True})
    for _ in range(5):
        receive(widget, {"kind": "new_game"})
        assert is_winnable(widget.game)
    widget.hint()
    widget.new_game()
    assert is_winnable(widget.game)
    assert widget.shown_hint is None


def test_the_keyword_winnable_of_0_2_0_still_sets_winnable_only_and_warns() -> None:
    with pytest.warns(DeprecationWarning, match="winnable_only"):
        widget = HeartToHeart(winnable=True)
    assert widget.winnable_only is True
    assert is_winnable(widget.game)


@pytest.mark.parametrize("winnable_only", [False, True])
def test_the_keyword_winnable_of_0_2_0_is_refused_beside_winnable_only(
    winnable_only: bool,
) -> None:
    with pytest.raises(TypeError, match=r"give winnable_only=\.\.\. alone.*both were given"):
        HeartToHeart(winnable=True, winnable_only=winnable_only)
