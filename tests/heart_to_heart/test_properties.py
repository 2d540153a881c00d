"""Invariants under random taps, draws, pairs and undos, legal and illegal (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, GameError, Snapshot, Table
from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.heart_to_heart.game import UNDO_LIMIT
from hearttoheart_widget.heart_to_heart.geometry import COVERED_BY
from tests.walks import play_at_random

targets = st.one_of(st.integers(0, 24), st.sampled_from(["stock", "waste"]))
actions = st.one_of(
    st.tuples(st.just("tap"), targets),
    st.tuples(st.just("pair"), st.integers(0, 24), st.one_of(st.integers(0, 24), st.just("waste"))),
    st.tuples(st.just("draw")),
    st.tuples(st.just("undo")),
    st.tuples(st.just("legal"), st.integers(0, 1000)),
)
deal_numbers = st.one_of(st.integers(0, 2000), st.integers(0, DEAL_COUNT - 1))


#: The event kind each tap effect produces.
_KIND_OF = {"select": {"select", "refuse"}, "deselect": {"deselect"}, "pair": {"move"},
            "draw": {"move"}, "recycle": {"move"}, "covered": {"refuse"}, "empty": {"refuse"},
            "none": {"refuse"}}  # fmt: skip


def _check_invariants(table: Table) -> None:
    game = table.game
    heart = game.heart
    initial = game.initial_cards[0]
    removed: Counter[int] = Counter()
    for move in game.history:
        if move.kind == "pair":
            assert isinstance(move.a, int)
            rank = initial[move.a]
            assert rank is not None
            removed[rank] += 2
    present = Counter(r for r in heart if r is not None) + Counter(game.stock + game.waste)
    assert present + removed == dict.fromkeys(range(1, 14), 4)
    assert game.score == 10 * heart.count(None)
    assert game.moves == len(game.history)
    for p in range(25):
        expected = heart[p] is not None and all(heart[q] is None for q in COVERED_BY[p])
        assert game.is_free(p) == expected
    assert (game.status == "won") == (heart.count(None) == 25)
    assert (game.status == "playing") == bool(game.legal_moves())
    assert table.outlined() <= {*game.free(), "waste"}
    for source, partners in table.pairs().items():
        rank = game.rank_at("waste" if source == "waste" else int(source))
        assert all(game.rank_at(partner) == rank for partner in partners)


@settings(max_examples=150, deadline=None)
@given(deal_numbers, st.lists(actions, max_size=250))
def test_random_play_keeps_every_invariant_and_undo_restores_exact_states(
    number: int, script: list[tuple[object, ...]]
) -> None:
    table = Table(Game.from_number(number))
    game = table.live  # the live game: the test owns the table
    earlier: list[Snapshot] = []  # the state before each move still on the undo stack
    for action in script:
        before = game.snapshot()
        kind = action[0]
        try:
            if kind == "tap":
                effect = table.taps()[str(action[1])]
                event = table.tap(action[1])  # type: ignore[arg-type]
                assert event["kind"] in _KIND_OF[effect]  # the preview says what a tap does
            elif kind == "pair":
                table.pair(action[1], action[2])  # type: ignore[arg-type]
            elif kind == "draw":
                table.draw()
            elif kind == "legal":
                legal = game.legal_moves()
                if legal:
                    table.play(legal[action[1] % len(legal)])  # type: ignore[operator]
            else:
                undone = table.undo()
                if earlier:
                    assert undone is not None
                    assert game.snapshot() == earlier.pop()
                else:
                    assert undone is None
                    assert game.snapshot() == before
        except GameError:
            assert game.snapshot() == before  # a refused move changes nothing
        if game.moves > before.moves:
            earlier.append(before)
            del earlier[:-UNDO_LIMIT]
        _check_invariants(table)
    assert len(earlier) <= UNDO_LIMIT


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.randoms(use_true_random=False))
def test_a_won_game_always_scores_250_and_a_dead_end_has_no_partner(
    number: int, rng: random.Random
) -> None:
    game = Game.from_number(number)
    play_at_random(game, rng, limit=2000)
    if game.status == "won":
        assert game.score == 250
    if game.status == "lost":
        pile = Counter(game.stock + game.waste)
        free_ranks = Counter(game.rank_at(p) or 0 for p in game.free())
        assert all(count == 1 and not pile[rank] for rank, count in free_ranks.items())


@settings(max_examples=60, deadline=None)
@given(deal_numbers, st.integers(0, 300), st.randoms(use_true_random=False))
def test_copy_is_independent_and_equal(number: int, moves: int, rng: random.Random) -> None:
    game = Game.from_number(number)
    play_at_random(game, rng, limit=moves)
    twin = game.copy()
    assert twin.snapshot() == game.snapshot()
    if game.legal_moves():
        twin.play(game.legal_moves()[0])
        assert twin.snapshot() != game.snapshot()


@settings(max_examples=40, deadline=None)
@given(deal_numbers, st.integers(0, 250), st.integers(0, 120), st.randoms(use_true_random=False))
def test_a_saved_game_loads_back_exactly(
    number: int, moves: int, undos: int, rng: random.Random
) -> None:
    """At any point, the loaded game has the same position, history and undo depth."""
    game = Game.from_number(number)
    play_at_random(game, rng, limit=moves)
    for _ in range(undos):
        game.undo()
    loaded = Game.from_json(game.to_json())
    assert loaded.snapshot() == game.snapshot()
    assert loaded.undo_depth == game.undo_depth
    assert Game.from_json(loaded.to_json()).snapshot() == game.snapshot()
