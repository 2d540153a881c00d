"""The solver: whether a game can still be won, a winning line, and hints.

The search itself is :mod:`.search`, on bit masks; here its answers become moves that
``Game.play`` accepts, in order.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearttoheart_widget.common.errors import require
from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.geometry import POSITIONS
from hearttoheart_widget.heart_to_heart.moves import Move, Target
from hearttoheart_widget.heart_to_heart.words import at

from .search import Search


def search_of(game: Game) -> Search:
    """The search from a game's current position."""
    pile = [0] * 14
    for r in (*game.stock, *game.waste):
        pile[r] += 1
    return Search.build(game.heart, pile)


@dataclass(frozen=True, slots=True)
class Hint:
    """The solver's advice for one position.

    ``move`` is the next move of a winning line when ``winnable``; otherwise the first move
    of a line that keeps the highest score within reach. It is None once the game is over.
    ``best_score`` is the score that line ends on: 250 when the game can still be won.
    ``str(hint)`` says it in an English sentence.
    """

    move: Move | None
    winnable: bool
    best_score: int

    @property
    def targets(self) -> tuple[Target, ...]:
        """What to highlight: the two cards of a pair, or the stock for a draw or recycle."""
        if self.move is None:
            return ()
        if self.move.kind != "pair":
            return ("stock",)
        assert self.move.a is not None
        assert self.move.b is not None
        return (self.move.a, self.move.b)

    def __str__(self) -> str:
        if self.move is None:
            return "The game is won." if self.winnable else "No more moves possible."
        if self.move.kind == "draw":
            action = "Draw the next card from the stock"
        elif self.move.kind == "recycle":
            action = "Turn the waste back over into the stock"
        else:
            a, b = self.targets
            assert isinstance(a, int)
            assert b != "stock"
            where = "the top card of the waste" if b == "waste" else f"the card at {at(b)}"
            action = f"Pair the card at {at(a)} with {where}"
        if self.winnable:
            return f"{action}: the game can still be won."
        return (
            f"{action}: the game can no longer be won, but this keeps a score of "
            f"{self.best_score} within reach."
        )


def solve(game: Game) -> list[Move] | None:
    """A winning line from the game's current position, or None if no line of moves wins.

    Every move (draws and recycles included) is accepted by ``game.play`` in order, and the
    last one wins; ``[]`` when the game is won already. None exactly when no sequence of
    legal moves wins. The game is not changed.
    """
    require(game, Game, "solve()")
    if game.is_over:
        return [] if game.status == "won" else None
    waves = search_of(game).winning_line()
    if waves is None:
        return None
    trial = game.copy()
    moves: list[Move] = []
    for wave in waves:
        singles = []
        for p, q in wave:
            if q is None:
                singles.append(p)
            else:
                moves.append(trial.play(Move.pair(p, q)))
        while singles:
            # the card whose rank the fewest draws bring to the waste top goes first
            draws, p = min((_draws_to(trial, trial.rank_at(p) or 0), p) for p in singles)
            singles.remove(p)
            moves.extend(trial.draw() for _ in range(draws))
            moves.append(trial.play(Move.pair(p, "waste")))
    return moves


def _draws_to(game: Game, rank: int) -> int:
    """How many draws and recycles bring a card of ``rank`` to the waste top."""
    stock, waste = game.stock, game.waste
    if waste and waste[-1] == rank:
        return 0
    if rank in stock:
        return stock.index(rank) + 1
    return len(stock) + 1 + waste.index(rank) + 1


def is_winnable(game: Game) -> bool:
    """Whether some line of moves wins from the game's current position."""
    require(game, Game, "is_winnable()")
    if game.status != "playing":
        return game.status == "won"
    search = search_of(game)
    return search.wins(search.heart)


def hint(game: Game) -> Hint:
    """The next move of a winning line or, with no win left, of the highest-scoring line."""
    require(game, Game, "hint()")
    if game.status != "playing":
        return Hint(None, game.status == "won", game.score)
    search = search_of(game)
    moves = game.legal_moves()  # pairs first, then the draw or recycle
    if search.wins(search.heart):
        move = next(m for m in moves if search.wins(search.after(m)))
        return Hint(move, True, 10 * POSITIONS)
    best = search.best(search.heart)
    cards = search.heart.bit_count()
    move = next(
        m
        for m in moves
        if cards - (after := search.after(m)).bit_count() + search.best(after) == best
    )
    return Hint(move, False, game.score + 10 * best)
