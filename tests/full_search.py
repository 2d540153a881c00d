"""A plain search over full positions, straight from the rules: the reference that the
solver (``test_solver_exact.py``) and the fewest-moves search (``test_solver_fewest.py``)
are checked against, and the small puzzles both are checked on."""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import strategies as st

from hearttoheart_widget import Game, Move
from hearttoheart_widget.heart_to_heart.geometry import ALL_REMOVED, COVER_MASK, POSITIONS

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


@st.composite
def puzzles(draw: st.DrawFn) -> Game:
    """Custom deals of five ranks: up to 14 in the lower heart, up to 6 in stock and waste.

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


def can_win(game: Game) -> bool:
    """Whether some line of moves from the game's current position clears the heart: every
    reachable full state searched, straight from the rules."""
    ranks, start = start_of(game)
    heart_pairs: dict[int, list[tuple[Move, int]]] = {}
    seen = {start}
    stack = [start]
    while stack:
        state = stack.pop()
        if state[0] == ALL_REMOVED:
            return True
        for _, child in successors(ranks, state, heart_pairs):
            if child not in seen:
                seen.add(child)
                stack.append(child)
    return False
