"""Reasons why a position cannot be won: each one true of its position, and a proof.

Every reason is checked three ways over thousands of real positions: the solver agrees
that the position is lost; every covering it cites is on the board; and a plain search
over one rank's cards (written here, apart from the module) agrees that the rank named
can never be paired off, and finds no such rank that the module missed.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from hearttoheart_widget import Game, is_winnable, solve
from hearttoheart_widget.heart_to_heart.stuck import (
    Reason,
    chain,
    dangerous_ranks,
    rank_counts,
    short_reasons,
    why_lost,
)
from tests.positions import game_of, heart_with
from tests.walks import puzzle_positions, walked

LOCAL = ("no_partner", "covers_partner", "chain", "between")


def above(game: Game, position: int) -> set[int]:
    """Every card that must leave before ``position`` is free (through the engine's covering)."""
    found: set[int] = set()
    todo = game.covered_by(position)
    while todo:
        q = todo.pop()
        if q not in found:
            found.add(q)
            todo.extend(game.covered_by(q))
    return found


def can_be_paired_off(game: Game, rank: int) -> bool:
    """Whether the rank's heart cards can all leave, other ranks' cards aside: a plain search."""
    cards = [p for p, r in enumerate(game.heart) if r == rank]
    blocked_by = {p: above(game, p) for p in cards}

    def clear(left: frozenset[int], pile: int) -> bool:
        if not left:
            return True
        free = sorted(p for p in left if not blocked_by[p] & left)
        for i, p in enumerate(free):
            if pile and clear(left - {p}, pile - 1):
                return True
            if any(clear(left - {p, q}, pile) for q in free[i + 1 :]):
                return True
        return False

    return clear(frozenset(cards), [*game.stock, *game.waste].count(rank))


def assert_true_of(game: Game, reason: Reason) -> None:
    """Every claim of ``reason`` holds in ``game``."""
    heart = game.heart
    for link in reason.chains:
        assert len(link) >= 2
        for upper, lower in pairwise(link):
            assert heart[upper] is not None
            assert upper in game.covered_by(lower)  # lies on it directly
    counts = {c.rank: c for c in rank_counts(game)}
    if reason.kind in LOCAL:
        (rank,) = reason.ranks
        count = counts[rank]
        assert not can_be_paired_off(game, rank)
        cited = {p for link in reason.chains for p in (link[0], link[-1])}
        assert all(heart[p] == rank for p in cited)
        h, pile = len(count.heart), count.pile
        if reason.kind == "no_partner":
            assert h % 2 == 1
            assert pile == 0
        elif reason.kind == "covers_partner":
            assert h == 2
            assert pile <= 1
            assert cited == set(count.heart)
        elif reason.kind == "chain":
            assert (h, pile) in ((3, 1), (4, 0))
            first, second = reason.chains
            assert first[-1] == second[0]
            assert len({first[0], first[-1], second[-1]}) == 3
        else:
            assert (h, pile) == (4, 0)
            assert len(reason.chains) == 3
            assert cited == set(count.heart)
    elif reason.kind == "ring":
        ranks = reason.ranks
        assert len(ranks) >= 2
        for rank in ranks:
            assert len(counts[rank].heart) == 2
            assert counts[rank].pile <= 1
        for k, link in enumerate(reason.chains):
            assert heart[link[0]] == ranks[k]
            assert heart[link[-1]] == ranks[(k + 1) % len(ranks)]
    else:
        assert reason.kind == "tangle"
        assert reason.ranks == tuple(c.rank for c in dangerous_ranks(game))
    assert reason.text in str(reason)


def hearts_and_piles() -> list[Game]:
    """The walked positions of deals and puzzles, one per heart and cards in stock and waste."""
    found: dict[object, Game] = {}
    for game in (*walked(), *puzzle_positions()):
        found.setdefault((tuple(game.heart), tuple(sorted(game.stock + game.waste))), game)
    return list(found.values())


@pytest.mark.slow
def test_reasons_are_proofs_and_true_over_many_positions() -> None:
    seen = Counter[str]()
    lost = 0
    games = hearts_and_piles()
    for game in games:
        winnable = is_winnable(game)
        lost += not winnable
        reasons = short_reasons(game)
        for reason in reasons:
            assert not winnable, reason
            assert_true_of(game, reason)
            seen[reason.kind] += 1
        stuck = [c.rank for c in dangerous_ranks(game) if not can_be_paired_off(game, c.rank)]
        named = {r.ranks[0] for r in reasons if r.kind in LOCAL}
        assert named == set(stuck)  # every rank stuck on its own is found, and only those
        if not winnable:
            lost_because = why_lost(game)
            assert lost_because is not None
            assert_true_of(game, lost_because)
        else:
            assert why_lost(game) is None
    assert len(games) > 13_000  # 13,776 positions, 2,499 of them lost
    assert lost > 2_000
    assert {"covers_partner", "chain", "ring"} <= set(seen), seen


def test_the_four_in_the_tutorials_second_deal() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    line = solve(game)
    assert line is not None
    game.replay(line[:19])
    assert [str(m) for m in game.legal_moves()] == ["19+waste", "draw"]
    game.play("19+waste")
    reason = why_lost(game)
    assert reason is not None
    assert reason.kind == "covers_partner"
    assert str(reason) == (
        "the 4s at 13 and 21 are the last two 4s, and the 4 at 21 lies on the 8 at 17, "
        "which lies on the other 4 at 13, so they are never free together"
    )


def test_a_nine_at_the_tip_over_the_other_three() -> None:
    reason = why_lost(Game.from_code("HH1-N-AAAAAAM"))
    assert reason is not None
    assert reason.kind == "between"
    assert str(reason) == (
        "the last four 9s must leave as two pairs, but the 9 at the tip (24) can pair with "
        "none of the other three: it lies on every other card of the heart, the 9s at 9, 10 "
        "and 23 included"
    )


@pytest.mark.parametrize(
    ("cards", "stock", "kind", "text"),
    [
        (  # the 6 at 21 lies, through the Aces at 17 and 18, on the 6s at 12, 13 and 14
            {12: 6, 13: 6, 14: 6, 17: 1, 18: 1, 21: 6},
            [],
            "between",
            "the last four 6s must leave as two pairs, but the 6 at 21 can pair with none of "
            "the other three: the 6 at 21 lies on the Ace at 17, which lies on the 6 at 12; the "
            "6 at 21 lies on the Ace at 17, which lies on the 6 at 13; the 6 at 21 lies on the "
            "Ace at 18, which lies on the 6 at 14",
        ),
        (
            {13: 7, 17: 7, 21: 7, 22: 5, 23: 5, 24: 5},
            [7, 5],
            "chain",
            "the three 7s left in the heart lie one on another (the 7 at 21 lies on the 7 at "
            "17, which lies on the 7 at 13), so no two of them are ever free together, and the "
            "one 7 left in stock and waste can partner only one of them",
        ),
        (
            {24: 3},
            [],
            "no_partner",
            "the 3 at the tip (24) is the last 3: no partner is left for it anywhere",
        ),
        (
            {22: 3, 23: 3, 24: 3},
            [],
            "no_partner",
            "three 3s are left in the heart (at 22, 23 and the tip (24)) and none in stock or "
            "waste, so one of them can never find a partner",
        ),
        (
            {21: 9, 17: 2, 13: 9},
            [9, 2, 2, 2],
            "covers_partner",
            "the 9 at 21 lies on the 2 at 17, which lies on the other 9 at 13, so the two 9s "
            "left in the heart are never free together, and the one 9 left in stock and waste "
            "can partner only one of them",
        ),
        (  # the 8 at 10 lies on the 7 at 4, and the 7 at 11 lies on the 8 at 6
            {4: 7, 6: 8, 10: 8, 11: 7},
            [],
            "ring",
            "the 7s at 4 and 11 and the 8s at 6 and 10 are each the last two of their rank and "
            "can leave only together, but each pair must go before the other: the 7 at 11 lies "
            "on the 8 at 6; the 8 at 10 lies on the 7 at 4",
        ),
    ],
)
def test_each_kind_of_reason_in_words(
    cards: dict[int, int], stock: list[int], kind: str, text: str
) -> None:
    game = game_of(heart_with(only=cards), stock=stock)
    reason = why_lost(game)
    assert reason is not None
    assert (reason.kind, str(reason)) == (kind, text)
    assert_true_of(game, reason)


def test_a_tangle_is_said_plainly() -> None:
    # The 8 at 4 must go before the 7s (it lies on the 7 at 0), the 7s before the 8 at 12
    # (the 7 at 17 lies on it), and the 8 at 12 lies on the 8 at 6: no two 8s can pair.
    cards = {0: 7, 4: 8, 6: 8, 12: 8, 17: 7}
    game = game_of(heart_with(only=cards), stock=[8])
    assert not is_winnable(game)
    assert short_reasons(game) == []
    reason = why_lost(game)
    assert reason is not None
    assert str(reason) == (
        "no short reason can be given: the 7s and 8s, with more cards in the heart than in "
        "stock and waste, cannot all be paired off in any order the covering allows"
    )


def test_no_reason_for_a_game_that_can_be_won() -> None:
    assert why_lost(Game.from_code("HH1-N-AAAAAAA")) is None
    assert short_reasons(Game.from_code("HH1-N-AAAAAAA")) == []


@pytest.mark.parametrize(
    ("upper", "lower", "expected"),
    [(24, 0, (24, 22, 19, 15, 10, 4, 0)), (21, 13, (21, 17, 13)), (13, 21, None), (5, 5, (5,))],
)
def test_a_chain_runs_from_the_upper_card_down(
    upper: int, lower: int, expected: tuple[int, ...] | None
) -> None:
    assert chain([1] * 25, upper, lower) == expected


def test_a_chain_passes_only_through_cards_still_there() -> None:
    heart: list[int | None] = [1] * 25
    heart[17] = heart[18] = None
    assert chain(heart, 21, 13) is None
    heart[18] = 1
    assert chain(heart, 21, 13) == (21, 18, 13)


def test_rank_counts_set_the_heart_against_stock_and_waste() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4, 24: 9}), stock=[4, 9, 9], waste=[2])
    assert [(c.rank, c.heart, c.pile, c.dangerous) for c in rank_counts(game)] == [
        (4, (22, 23), 1, True),
        (9, (24,), 2, False),
    ]
