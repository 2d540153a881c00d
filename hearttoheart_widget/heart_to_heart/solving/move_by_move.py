"""Whether each position along a game can be won, and each move on offer there: exactly,
from one search shared along the game.

A position's winnability depends only on its heart and the ranks left in stock and waste
(see :mod:`.search`), so a draw or a recycle never changes it, and only a pair needs asking.
One :class:`~.search.Search` built from the deal answers for every position of the game,
with one memo: it takes the heart alone, since a hard rank's pile count follows from the
heart. That holds for any position the rules allow, custom ones included: a hard rank has
more cards in the heart than in stock and waste and at most four in all, so at most one in
stock and waste, and that card is gone exactly when an odd number of the rank's heart cards
is. Each heart is asked once, whatever the number of draws between pairs.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.moves import Move

from .search import BIT, Search
from .solver import search_of


@dataclass(frozen=True, slots=True)
class Judged:
    """One move of a game, judged in the position before it.

    ``winnable``: whether that position could be won; ``keeping`` and ``losing``: the
    legal moves there that keep a win and those that give it away, each in
    ``legal_moves()`` order (both empty when it could not be won); ``legal``: how many
    moves were legal there; ``wins_after``: whether the position after ``move`` can be won.
    """

    move: Move
    winnable: bool
    keeping: tuple[Move, ...]
    losing: tuple[Move, ...]
    legal: int
    wins_after: bool


class Winnability:
    """Whether hearts of one game can be won, each asked of the shared search once."""

    def __init__(self, search: Search) -> None:
        self._search = search
        self._known: dict[int, bool] = {}

    def __call__(self, heart: int) -> bool:
        known = self._known.get(heart)
        if known is None:
            known = self._known[heart] = self._search.wins(heart)
        return known


def heart_after(heart: int, move: Move) -> int:
    """The grid heart after ``move``: a pair takes its heart cards out; draws change nothing."""
    if move.kind != "pair":
        return heart
    assert isinstance(move.a, int)
    heart ^= BIT[move.a]
    return heart ^ BIT[move.b] if isinstance(move.b, int) else heart


def judge_moves(game: Game) -> Iterator[Judged]:
    """Each move of ``game.history``, judged in turn, from a replay of the deal."""
    trial = Game.from_cards(*game.initial_cards)
    search = search_of(trial)
    # What makes one search exact for the whole game (see the module's docstring).
    assert all(pile <= 1 for _, _, pile in search.hard), "a hard rank with 2 pile cards"
    wins = Winnability(search)
    heart = search.heart
    for move in game.history:
        legal = trial.legal_moves()
        keeping: list[Move] = []
        losing: list[Move] = []
        winnable = wins(heart)
        if winnable:
            for option in legal:
                (keeping if wins(heart_after(heart, option)) else losing).append(option)
        trial.play(move)
        heart = heart_after(heart, move)
        yield Judged(move, winnable, tuple(keeping), tuple(losing), len(legal), wins(heart))
