"""The solver's shortcut, checked against a plain search over full positions.

The solver ignores the order of stock and waste and makes "safe" moves without trying the
others. Here a plain exhaustive search over the full state (heart, stock, waste, stock
position), with every legal move, must reach the same verdict, and the same best score
when there is no win, on whole deals, on positions in mid-game and on small puzzles.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, Move
from hearttoheart_widget.game import parse_code
from hearttoheart_widget.geometry import ALL_REMOVED, COVER_MASK, POSITIONS
from hearttoheart_widget.solver import hint, is_winnable, is_winnable_deal, solve

# The full state: the heart cards removed (a bit per position), then stock and waste as one
# sequence, waste bottom to top followed by the stock in draw order, and how many of its
# cards lie on the waste. A draw moves the boundary one card on, a recycle moves it back to
# the start, and a pair with the waste top takes out the card just before it.
State = tuple[int, bytes, int]


def start_of(game: Game) -> tuple[list[int], State]:
    """The ranks by position and the full state of a game's current position."""
    heart = game.heart
    removed = sum(1 << p for p, rank in enumerate(heart) if rank is None)
    waste = bytes(game.waste)
    return [rank or 0 for rank in heart], (removed, waste + bytes(game.stock), len(waste))


def successors(
    ranks: list[int], state: State, heart_pairs: dict[int, list[tuple[Move, int]]]
) -> Iterator[tuple[Move, State]]:
    """Every legal move from ``state`` and the state it leads to, straight from the rules.

    ``heart_pairs`` caches the pairs of free heart cards for each set of removed cards.
    """
    removed, pile, waste = state
    if removed == ALL_REMOVED:
        return
    if removed not in heart_pairs:
        free = [
            p
            for p in range(POSITIONS)
            if not removed >> p & 1 and removed & COVER_MASK[p] == COVER_MASK[p]
        ]
        heart_pairs[removed] = [
            (Move.pair(p, q), removed | 1 << p | 1 << q)
            for i, p in enumerate(free)
            for q in free[i + 1 :]
            if ranks[p] == ranks[q]
        ] + [(Move.pair(p, "waste"), removed | 1 << p) for p in free]
    for move, after in heart_pairs[removed]:
        if move.b != "waste":
            yield move, (after, pile, waste)
        elif waste and pile[waste - 1] == ranks[move.a or 0]:
            yield move, (after, pile[: waste - 1] + pile[waste:], waste - 1)
    if waste < len(pile):
        yield Move.draw(), (removed, pile, waste + 1)
    elif pile:
        yield Move.recycle(), (removed, pile, 0)


def plain_search(game: Game) -> tuple[bool, int]:
    """Whether a win is reachable, and the most heart cards removed in any reachable state."""
    ranks, start = start_of(game)
    heart_pairs: dict[int, list[tuple[Move, int]]] = {}
    seen = {start}
    stack = [start]
    most = 0
    while stack:
        state = stack.pop()
        if state[0] == ALL_REMOVED:
            return True, POSITIONS
        most = max(most, state[0].bit_count())
        for _, child in successors(ranks, state, heart_pairs):
            if child not in seen:
                seen.add(child)
                stack.append(child)
    return False, most


def assert_agrees(game: Game) -> None:
    winnable, most = plain_search(game)
    assert is_winnable(game) is winnable
    assert (solve(game) is not None) is winnable
    assert hint(game).best_score == 10 * most
    if game.code is not None and not game.history:
        assert is_winnable_deal(parse_code(game.code)) is winnable


def mid_game(number: int, seed: int) -> Game:
    """Deal ``number`` after up to 100 random legal moves, half of them pairs if any are open."""
    rng = random.Random(seed)
    game = Game.from_number(number)
    for _ in range(rng.randrange(100)):
        moves = game.legal_moves()
        if not moves:
            break
        pairs = [move for move in moves if move.kind == "pair"]
        game.play(rng.choice(pairs if pairs and rng.random() < 0.5 else moves))
    return game


def test_successors_are_the_engines_moves() -> None:
    """The plain search's rules are the engine's: same moves, same positions after them."""
    for seed in range(40):
        game = mid_game(seed, seed)
        ranks, state = start_of(game)
        mine = dict(successors(ranks, state, {}))
        if game.status == "dead_end":  # the engine offers no moves; draws make no pair
            assert all(move.kind != "pair" for move in mine)
            continue
        assert set(mine) == set(game.legal_moves())
        for move, child in mine.items():
            after = game.copy()
            after.play(move)
            assert start_of(after)[1] == child


#: Deals 0 .. DEALS - 1 are checked (a few take seconds each: a lost deal is searched
#: to the end); set HEARTTOHEART_EXACT_DEALS to check more.
DEALS = int(os.environ.get("HEARTTOHEART_EXACT_DEALS", "100"))


@pytest.mark.parametrize("first", range(0, DEALS, 25))
def test_whole_deals_agree(first: int) -> None:
    for number in range(first, min(first + 25, DEALS)):
        assert_agrees(Game.from_number(number))


def test_mid_game_positions_agree() -> None:
    rng = random.Random(5)
    for seed in range(DEALS * 2):
        assert_agrees(mid_game(rng.randrange(10**9), seed))


@st.composite
def puzzles(draw: st.DrawFn) -> Game:
    """Explicit cards of five ranks: up to 14 in the lower heart, up to 6 in stock and waste.

    Not a whole deck, so a rank may have any number of cards left, odd ones included. The
    cards crowd the lower rows, where they cover each other most.
    """
    deck = draw(st.permutations([rank for rank in range(1, 6) for _ in range(4)]))
    size = draw(st.integers(1, 14))
    places = draw(
        st.lists(st.integers(8, POSITIONS - 1), min_size=size, max_size=size, unique=True)
    )
    heart: list[int | None] = [None] * POSITIONS
    for place, rank in zip(places, deck[:size], strict=True):
        heart[place] = rank
    pile = deck[size : size + draw(st.integers(0, 6))]
    split = draw(st.integers(0, len(pile)))
    return Game.from_cards(heart, pile[split:], pile[:split])


@settings(max_examples=300, deadline=None)
@given(puzzles())
def test_small_puzzles_agree(game: Game) -> None:
    assert_agrees(game)
