"""Many positions: random play that keeps the win while it can, on deals and on puzzles."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache

from hearttoheart_widget import Game, is_winnable


def winning_walk_from(game: Game, rng: random.Random, stray: float = 0.02) -> Iterator[Game]:
    """Every position of one random game from ``game`` (which is not changed).

    Each move is a random legal one, but while the game can be won, a move that would throw
    the win away is taken only with probability ``stray``. So the walk passes through many
    winnable positions (where traps are on offer) and, after a stray move or on a lost deal,
    through lost ones. It ends at the game's end or after 300 moves.
    """
    while game.status == "playing" and game.moves < 300:
        yield game
        winnable = is_winnable(game)
        moves = game.legal_moves()
        rng.shuffle(moves)
        for move in moves:
            after = game.copy()
            after.play(move)
            if not winnable or is_winnable(after) or rng.random() < stray:
                break
        game = after


def positions(deals: range, seed: int = 0) -> Iterator[Game]:
    """The positions of one winning walk on each deal of ``deals``."""
    rng = random.Random(seed)
    for number in deals:
        yield from winning_walk_from(Game.from_number(number), rng)


@cache
def walked(count: int = 400, seed: int = 14) -> tuple[Game, ...]:
    """The positions of winning walks on deals 0 .. count - 1, each position once.

    Two positions count as the same when they have the same heart, the same cards in stock
    and waste (in any order) and the same waste top: everything a move's meaning depends on.
    """
    found: dict[object, Game] = {}
    for game in positions(range(count), seed):
        key = (tuple(game.heart), tuple(sorted(game.stock + game.waste)), game.waste_top)
        found.setdefault(key, game)
    return tuple(found.values())


def puzzle(rng: random.Random) -> Game:
    """A small puzzle full of traps: six ranks, all four cards of each, fifteen of them in
    the lower five rows of the heart and the rest in the stock."""
    cards = [rank for rank in rng.sample(range(1, 14), 6) for _ in range(4)]
    rng.shuffle(cards)
    heart: list[int | None] = [None] * 10
    heart.extend(cards[:15])
    return Game.from_cards(heart, cards[15:])


@cache
def puzzle_positions(count: int = 3000, seed: int = 3) -> tuple[Game, ...]:
    """The positions of winning walks on the winnable ones of ``count`` random puzzles."""
    rng = random.Random(seed)
    found: list[Game] = []
    for _ in range(count):
        game = puzzle(rng)
        if is_winnable(game):
            found.extend(winning_walk_from(game, rng))
    return tuple(found)
