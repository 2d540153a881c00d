"""The practice ladder climbs: each rung is won by fewer random players than the one before."""

from __future__ import annotations

import pytest

from hearttoheart_widget.heart_to_heart.teaching.ladder import (
    LADDER,
    PLAYERS,
    Difficulty,
    choose,
    difficulty,
)


def test_the_ladder_is_ordered_from_easy_to_hard_by_its_measure() -> None:
    measured = [difficulty(code) for code in LADDER]
    wins = [m.wins for m in measured]
    assert len(LADDER) >= 6
    assert wins == sorted(wins, reverse=True)
    assert len(set(wins)) == len(wins)  # each rung harder than the one before
    assert wins[0] >= 0.9 * PLAYERS  # the first rung forgives almost anything
    assert wins[-1] <= 0.05 * PLAYERS  # the last one almost nothing


def test_a_deal_that_cannot_be_won_has_no_difficulty() -> None:
    with pytest.raises(ValueError, match="HH1-N-AAAAAAC cannot be won"):
        difficulty("HH1-N-AAAAAAC")


def test_the_measure_is_the_same_on_every_run() -> None:
    assert difficulty("HH1-N-AAAAAEI", players=20) == difficulty("HH1-N-AAAAAEI", players=20)
    assert str(difficulty("HH1-N-AAAAABR", players=4)) == (
        "HH1-N-AAAAABR: won by 4 of 4 random players"
    )


def test_choose_spreads_the_rungs_and_skips_repeated_shares() -> None:
    candidates = [Difficulty(f"D{n}", wins, 10) for n, wins in enumerate([3, 9, 9, 0, 5, 7, 1])]
    assert [d.wins for d in choose(candidates, 4)] == [9, 7, 3, 0]
    assert [d.wins for d in choose(candidates, 7)] == [9, 7, 5, 3, 1, 0]
    assert choose(candidates, 1) == [Difficulty("D1", 9, 10)]
