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


def test_the_players_are_counted_by_their_seeds() -> None:
    halves = [difficulty("HH1-N-AAAAAEM", 20, first_seed=seed).wins for seed in (0, 20)]
    assert sum(halves) == difficulty("HH1-N-AAAAAEM", 40).wins


def test_with_100_players_neighbouring_rungs_can_swap() -> None:
    """What the tutorial says of the ladder: rungs 4 and 5, measured by other groups of 100
    random players, come out the other way round in some of them."""

    def swap(seed: int) -> bool:
        harder, easier = (difficulty(LADDER[r], first_seed=seed).wins for r in (4, 3))
        return harder >= easier

    first = next((seed for seed in range(0, 30 * PLAYERS, PLAYERS) if swap(seed)), None)
    assert first is not None
    assert first > 0  # not in the ladder's own group, which put them in order


def test_more_players_win_the_last_rung_nearer_5_than_2_percent() -> None:
    assert difficulty(LADDER[-1]).wins == 2
    assert difficulty(LADDER[-1], 1_000).share > 0.035
