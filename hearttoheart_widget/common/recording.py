"""When a widget's game counts as finished, and its one record in the player's records.

A *game* here is one deal on a widget's table, from the moment it is dealt (a new game,
a restart, or the widget's first game) until the next deal replaces it. It is written to
:mod:`hearttoheart_widget.common.records` at most once:

- **At its first end.** The first move that wins it or reaches a dead end writes it, as
  ``won`` or ``lost``, with the score, moves and clock at that moment. An undo out of the
  end lets play go on, but the record stands: a later end writes nothing more.
- **When it is left unfinished.** A new game or a restart that replaces a game in which a
  move was made (an undo does not take that back), and that has not ended, writes it as
  ``unfinished`` first.
- **Never otherwise.** A deal left before its first move, or one that is over before any
  move is made in this widget (a dead end from the start), is not a game played. Nor is a
  position without a deal code (a puzzle built from cards, as the tutorial's lessons are):
  its figures, such as a win in two moves, would say nothing of the player's games. A
  widget made with ``record=False`` (the walkthrough's board) records nothing.

Each widget keeps its own :class:`GameRecorder`, so two widgets record their games each,
and two views of one widget (one Python object) record a game once. A record the busy
file cannot take at once is kept by :mod:`~hearttoheart_widget.common.records` and written
by its next access that finds the file free: the move that ended the game does not wait.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import records


@dataclass(frozen=True)
class Finished:
    """A game as it would be recorded: its status (``"playing"``, ``"won"``, ``"lost"``),
    deal code, score, moves and the seconds on its clock."""

    status: str
    code: str | None
    score: int
    moves: int
    seconds: float


class GameRecorder:
    """Records one widget's games for ``game`` (``"heart_to_heart"`` or ``"hope_deferred"``).

    Call :meth:`moved` after every move and :meth:`leave` before a new deal replaces the
    game. Each returns True when it wrote (or tried to write) a record; :attr:`problem`
    then says why the write failed, or is None.
    """

    def __init__(self, game: str, *, enabled: bool = True) -> None:
        self.game = game
        #: Whether games are recorded at all.
        self.enabled = enabled
        #: Why the latest write failed (a :class:`~.records.RecordsProblem`), or None.
        self.problem: records.RecordsProblem | None = None
        self._moved = False
        self._recorded = False

    def moved(self, state: Finished) -> bool:
        """After a move: record the game if this is its first end."""
        self._moved = True
        if state.status == "playing" or self._recorded:
            return False
        return self._write(state, state.status)

    def leave(self, state: Finished) -> bool:
        """Before a new deal replaces the game: record it as unfinished if it was played
        and has not ended; then start counting the next game."""
        wrote = self._moved and not self._recorded and self._write(state, "unfinished")
        self._moved = self._recorded = False
        return wrote

    def _write(self, state: Finished, result: str) -> bool:
        self._recorded = True
        if not self.enabled or state.code is None:
            return False
        self.problem = records.add(
            self.game, state.code, result, state.score, state.moves, state.seconds
        )
        return True
