"""Names renamed in 0.3.0 still work for a while: each warns, naming its new name, and
gives what the new name gives."""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib import import_module
from typing import Any

import pytest

from hearttoheart_widget.heart_to_heart.solving.statistics import DealStatistics
from hearttoheart_widget.heart_to_heart.teaching.strategies import Evaluation
from hearttoheart_widget.hope_deferred import (
    HopeDeferred,
    HopeDeferredGame,
    Move,
    Played,
    outcomes,
    simulate,
)
from hearttoheart_widget.hope_deferred.cards import Suit
from hearttoheart_widget.hope_deferred.picture import board_svg
from hearttoheart_widget.hope_deferred.simulate import SimulationResult
from hearttoheart_widget.hope_deferred.variants import Variant

STATISTICS = DealStatistics(start=0, count=8, winnable=2, seconds=1.0)
SIMULATION = SimulationResult(Variant.CLASSIC, Suit.HEARTS, 10, 4)
EVALUATION = Evaluation("pairs_first", (1, 2, 3, 4), (True, False, False, True))


@pytest.mark.parametrize(
    ("thing", "old", "new"),
    [
        (STATISTICS, "fraction", "share"),
        (SIMULATION, "rate", "share"),
        (SIMULATION, "ci95", "interval"),
        (SIMULATION, "target", "target_suit"),
        (EVALUATION, "rate", "share"),
        (Played(Move.gather(), cards=27), "gathered", "cards"),
    ],
)
def test_an_old_name_warns_and_gives_the_new_names_value(thing: object, old: str, new: str) -> None:
    with pytest.warns(
        DeprecationWarning, match=rf"\.{old} is deprecated since 0\.3\.0: use .*\.{new}$"
    ):
        value = getattr(thing, old)
    assert value == getattr(thing, new)


def test_the_widgets_target_is_its_target_suit_under_its_old_name() -> None:
    widget = HopeDeferred("HD1-KS-AAAAAAM")
    with pytest.warns(
        DeprecationWarning,
        match=r"HopeDeferred\.target is deprecated since 0\.3\.0: use HopeDeferred\.target_suit$",
    ) as caught:
        assert widget.target == widget.target_suit == "spades"
    assert caught[0].filename == __file__  # the warning points at the line that read it


def _new_game(suit: dict[str, Any]) -> str:
    widget = HopeDeferred("HD1-CH-AAAAAAM")
    widget.new_game(variant="knockout", **suit)
    return widget.target_suit


#: Each call that takes the hunted suit, given the keyword's name and the suit (clubs).
SUIT_CALLS: dict[str, Callable[[dict[str, Any]], object]] = {
    "HopeDeferred": lambda suit: HopeDeferred(**suit).target_suit,
    "HopeDeferred.new_game": _new_game,
    "HopeDeferredGame": lambda suit: HopeDeferredGame(5, "knockout", **suit).code,
    "HopeDeferredGame.from_number": lambda suit: HopeDeferredGame.from_number(5, **suit).code,
    "HopeDeferredGame.random": lambda suit: HopeDeferredGame.random(**suit).target_suit,
    "HopeDeferredGame.from_cards": lambda suit: (
        HopeDeferredGame.from_cards(["AC", "7S", "8C"], **suit).targets_left
    ),
    "simulate": lambda suit: simulate(50, "classic", seed=1, progress=False, workers=1, **suit),
    "outcomes": lambda suit: outcomes(list(range(200)), **suit),
    "board_svg": lambda suit: board_svg(32, [[], [], []], [], **suit),
}


@pytest.mark.parametrize("name", SUIT_CALLS)
def test_the_suit_given_as_target_warns_and_counts_as_target_suit(name: str) -> None:
    """``target=`` is what a tap names; the suit hunted is ``target_suit=``."""
    call = SUIT_CALLS[name]
    with pytest.warns(
        DeprecationWarning,
        match=rf"^{re.escape(name)}\(target=\.\.\.\) is deprecated since 0\.3\.0: "
        r"use target_suit=\.\.\.$",
    ) as caught:
        old = call({"target": "clubs"})
    assert caught[0].filename == __file__
    assert old == call({"target_suit": "clubs"})
    assert old != call({"target_suit": "spades"})  # the suit given counts
    with pytest.raises(TypeError, match="takes target_suit= alone: target= is its deprecated"):
        call({"target": "clubs", "target_suit": "clubs"})


def test_the_shares_and_intervals_have_one_name_each() -> None:
    assert (STATISTICS.share, SIMULATION.share, EVALUATION.share) == (0.25, 0.4, 0.5)
    for thing in (STATISTICS, SIMULATION, EVALUATION):
        low, high = thing.interval
        assert low < thing.share < high


def test_the_wilson_interval_moved_out_of_the_progress_bars_module() -> None:
    from hearttoheart_widget.common import intervals, reporting

    with pytest.warns(DeprecationWarning, match=r"reporting\.wilson_interval is deprecated"):
        moved = reporting.wilson_interval
    assert moved is intervals.wilson_interval
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        reporting.nothing  # noqa: B018


@pytest.mark.parametrize(
    ("module", "old", "new"),
    [
        ("records", "GAMES", "registry.keys()"),
        ("launch", "GAMES", "launch.cell"),
        ("reviewing", "REVIEWERS", "registry.declaration(key).reviewer"),
        ("help_pictures", "PICTURES", "each game's registry.declaration(key).help_picture"),
        ("help_pictures", "hope_deferred", "registry.declaration('hope_deferred').help_picture"),
        ("translations", "GAME", "game= with each game's key"),
    ],
)
def test_a_name_the_registry_replaced_warns_and_still_answers(
    module: str, old: str, new: str
) -> None:
    """What common/ once named each game by still works, read from the registry."""
    shared = import_module(f"hearttoheart_widget.common.{module}")
    with pytest.warns(
        DeprecationWarning,
        match=rf"{module}\.{old} is deprecated since 0\.3\.0: use {re.escape(new)}",
    ):
        value = getattr(shared, old)
    assert value
