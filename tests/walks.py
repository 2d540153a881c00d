"""Random play: games played by random legal moves, and many positions from random play
that keeps the win while it can, on deals and on puzzles."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import cache
from typing import Protocol

from hearttoheart_widget import Game, Move, is_winnable


class Player(Protocol):
    """What random play needs of a game, a table or a widget: its game and a move."""

    @property
    def game(self) -> Game: ...

    def play(self, move: Move) -> object: ...


def game_of(handle: Game | Player) -> Game:
    """The game ``handle`` plays: itself, or a table's or widget's ``game``."""
    if isinstance(handle, Game):
        return handle
    return handle.game


def play_at_random(
    handle: Game | Player,
    rng: random.Random,
    limit: int | None = None,
    until: Callable[[Game], bool] | None = None,
) -> None:
    """Random legal moves on ``handle`` (a game, a table or a widget; one ``rng.choice`` a
    move, so a seed always plays the same game) until its game is over, it has ``limit``
    moves, or ``until`` holds of it."""
    while True:
        game = game_of(handle)
        if game.is_over or (limit is not None and game.moves >= limit):
            return
        if until is not None and until(game):
            return
        handle.play(rng.choice(game.legal_moves()))


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
