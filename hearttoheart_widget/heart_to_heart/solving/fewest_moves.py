"""A winning line with the fewest moves, draws, recycles and pairs all counted.

Here the stock's order and position matter, so the search runs over full positions: the
heart, and the stock and waste as one sequence (waste bottom to top, then the stock in draw
order) with the number of cards on the waste. It is an A* search: a heart rank with ``h``
cards left needs at least ``ceil(h / 2)`` more pairs, and a position that the solver
proves lost is not entered.
"""

from __future__ import annotations

import heapq
from itertools import count

from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.moves import Move

from .search import BIT, free_cards
from .solver import search_of

# A full position: the heart on the solver's grid, stock and waste as one sequence, and
# how many of its cards lie on the waste.
_State = tuple[int, bytes, int]


def fewest_moves(game: Game) -> list[Move] | None:
    """A shortest winning line from the game's current position, or None if none wins.

    Exact, but it may take seconds to minutes on a whole deal: see ``docs/solver.md``.
    """
    if game.is_over:
        return [] if game.status == "won" else None
    search = search_of(game)
    if not search.wins(search.heart):
        return None
    rank_of = {BIT[p]: r for p, r in enumerate(game.heart) if r}
    by_rank: dict[int, int] = {}
    for bit, r in rank_of.items():
        by_rank[r] = by_rank.get(r, 0) | bit
    masks = tuple(by_rank.values())
    position = {bit: p for p, bit in enumerate(BIT)}
    winnable: dict[int, bool] = {}

    def pairs_needed(heart: int) -> int:
        return sum(((heart & mask).bit_count() + 1) >> 1 for mask in masks)

    def successors(state: _State) -> list[tuple[_State, Move]]:
        heart, pile, waste = state
        found: list[tuple[_State, Move]] = []
        if waste < len(pile):
            found.append(((heart, pile, waste + 1), Move.draw()))
        elif pile:
            found.append(((heart, pile, 0), Move.recycle()))
        free_bits = free_cards(heart)
        free = [bit for bit in rank_of if free_bits & bit]
        top = pile[waste - 1] if waste else 0
        rest = pile[: waste - 1] + pile[waste:]
        for i, a in enumerate(free):
            if rank_of[a] == top:
                found.append(((heart ^ a, rest, waste - 1), Move.pair(position[a], "waste")))
            for b in free[i + 1 :]:
                if rank_of[a] == rank_of[b]:
                    found.append(
                        ((heart ^ a ^ b, pile, waste), Move.pair(position[a], position[b]))
                    )
        return found

    waste = bytes(game.waste)
    start: _State = (search.heart, waste + bytes(game.stock), len(waste))
    came_from: dict[_State, tuple[_State, Move] | None] = {start: None}
    reached = {start: 0}
    tie = count()
    queue = [(pairs_needed(start[0]), 0, next(tie), start)]
    while queue:
        _, behind, _, state = heapq.heappop(queue)
        moves = -behind
        if moves > reached[state]:
            continue
        if not state[0]:
            line: list[Move] = []
            step = came_from[state]
            while step is not None:
                state, move = step
                line.append(move)
                step = came_from[state]
            return line[::-1]
        for child, move in successors(state):
            heart = child[0]
            if heart not in winnable:
                winnable[heart] = search.wins(heart)
            if winnable[heart] and moves + 1 < reached.get(child, moves + 2):
                reached[child] = moves + 1
                came_from[child] = (state, move)
                heapq.heappush(
                    queue, (moves + 1 + pairs_needed(heart), -moves - 1, next(tie), child)
                )
    raise AssertionError("the solver proved a win that the search did not find")
