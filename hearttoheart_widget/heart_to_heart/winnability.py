"""Live winnability: whether a game can still be won, and which move gave the win away.

Winnability only ever goes one way along a game: a position that cannot be won has no
winnable position after it, since any line from there would be a line from before too. So
once a game cannot be won, exactly one move turned it, the first move after which no line
wins, and a binary search over the game's history finds it. Draws and recycles never change
it (only the heart and the ranks in stock and waste matter), so that move is always a pair.

:class:`WinWatch` answers after every move and undo. It remembers the last answer, so a
game that is already lost costs one solver call per update, not a search.
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import Game
from .move_line import MoveLine
from .moves import Move
from .solving.solver import is_winnable

_Cards = tuple[list[int | None], list[int], list[int]]


@dataclass(frozen=True)
class WinLost:
    """Where a game that cannot be won any more gave the win away.

    ``move`` is the number (from 1) of the move after which no line wins, and ``played``
    that move; ``move`` is 0 and ``played`` None when the game could not be won from the
    start. ``undos`` is how many undos lead back to the last winnable position, just
    before that move (0 when there is none), and ``reachable`` whether undo can still
    take back that many (it keeps the last 100 moves).
    """

    move: int
    played: Move | None
    undos: int
    reachable: bool

    def to_dict(self) -> dict[str, object]:
        """The JSON-ready form the widget syncs."""
        return {
            "move": self.move,
            "played": None if self.played is None else str(self.played),
            "undos": self.undos,
            "reachable": self.reachable,
        }


class WinWatch:
    """Whether a game can still be won, updated after each move or undo.

    It keeps the game's lines (:class:`~.move_line.MoveLine`), never a copy of its moves,
    and an update one move or one undo after the last costs the same however long the
    game has run."""

    def __init__(self) -> None:
        self._cards: _Cards | None = None
        self._lost_after: MoveLine | None = None  # the line up to the losing move
        self._lost_seen: MoveLine | None = None  # the latest line seen that starts with it
        self._winnable_at: MoveLine | None = None  # the latest line seen winnable

    def check(self, game: Game) -> tuple[bool, WinLost | None]:
        """Whether ``game`` can still be won from here and, if not, where the win went."""
        if game.initial_cards != self._cards:
            self._cards = game.initial_cards
            self._lost_after = self._lost_seen = self._winnable_at = None
        line = game.line
        if is_winnable(game):
            self._winnable_at = line
            return True, None
        known = self._lost_after
        if known is None or not self._still_lost_after(line, known):
            known = line.at(self._first_lost(game, line))
            self._lost_after = known
        self._lost_seen = line
        number = known.length
        undos = line.length - number + 1 if number else 0
        return False, WinLost(number, known.move, undos, undos <= game.undo_depth)

    def _still_lost_after(self, line: MoveLine, known: MoveLine) -> bool:
        """Whether ``line`` starts with ``known``, the moves up to the losing one: at once
        for a line one move or one undo away from the last one seen to (the widget checks
        after each), else by a search along the line."""
        seen = self._lost_seen
        if seen is not None and (line is seen or line.before is seen):
            return True
        if seen is not None and seen.before is line:
            return line.length >= known.length
        return line.starts_with(known)

    def _first_lost(self, game: Game, line: MoveLine) -> int:
        """How many moves of ``line`` are played once the win is gone (0: from the start)."""
        seen = self._winnable_at
        if seen is not None and line.starts_with(seen):
            low = seen.length
        elif _winnable_after(game, line, 0):
            low = 0
        else:
            return 0
        high = line.length  # not winnable after ``high`` moves, winnable after ``low``
        while high - low > 1:
            middle = (low + high) // 2
            if _winnable_after(game, line, middle):
                low = middle
            else:
                high = middle
        return high


def _winnable_after(game: Game, line: MoveLine, moves: int) -> bool:
    """Whether the game's deal can be won after the first ``moves`` moves of ``line``."""
    trial = Game.from_cards(*game.initial_cards)
    trial.replay(line.at(moves).moves())
    return is_winnable(trial)


def win_lost_at(game: Game) -> WinLost | None:
    """Where ``game`` gave its win away, or None while it can still be won."""
    return WinWatch().check(game)[1]
