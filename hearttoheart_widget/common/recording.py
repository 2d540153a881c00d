"""When a widget's game counts as finished, and its one record in the player's records.

A *game* here is one deal on a widget's table, from the moment it is dealt (a new game,
a restart, or the widget's first game) until the next deal replaces it. It is written to
:mod:`hearttoheart_widget.common.records` at most once:

- **At its first end.** The first move that wins it or reaches a dead end writes it, as
  ``won`` or ``lost``, with the score, moves, clock and moves' text at that moment. An
  undo out of the end lets play go on, but the record stands: a later end writes nothing
  more.
- **When it is left unfinished.** A new game or a restart that replaces a game that has
  not ended and is no longer as it was dealt (its moves are not those it came with: a
  move of the player's stands on it) writes it as ``unfinished`` first.
- **Never otherwise.** A deal left before its first move, or with every move undone, is
  not a game played, nor one that is over before any move is made in this widget (a dead
  end from the start). Nor is a position without a deal code (a puzzle built from cards,
  as the tutorial's lessons are): its figures, such as a win in two moves, would say
  nothing of the player's games. A widget made with ``record=False`` (a lesson's board,
  such as the walkthrough's) records nothing.

Each widget keeps its own :class:`GameRecorder`, so two widgets record their games each,
and two views of one widget (one Python object) record a game once. A record the busy
file cannot take at once is kept by :mod:`~hearttoheart_widget.common.records` and written
by its next access that finds the file free: the move that ended the game does not wait.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import records


@dataclass(frozen=True)
class Finished:
    """A game as it would be recorded: its status (``"playing"``, ``"won"``, ``"lost"``),
    deal code, score, moves and the seconds on its clock; ``history`` gives the text of its
    moves (``format_moves``), asked only when the game is written, as it grows with the
    game."""

    status: str
    code: str | None
    score: int
    moves: int
    seconds: float
    history: Callable[[], str] = field(compare=False)


class GameRecorder:
    """Records one widget's games for ``game`` (``"heart_to_heart"`` or ``"hope_deferred"``).

    Call :meth:`dealt` once a game is on the table (the widget's first, and each new
    deal), :meth:`moved` after every move and :meth:`leave` before a new deal replaces the
    game. The last two return True when they wrote (or tried to write) a record;
    :attr:`problem` then says why the write failed, or is None.
    """

    def __init__(self, game: str, *, enabled: bool = True) -> None:
        self.game = game
        #: Whether games are recorded at all.
        self.enabled = enabled
        #: Why the latest write failed (a :class:`~.records.RecordsProblem`), or None.
        self.problem: records.RecordsProblem | None = None
        self._dealt_with = ""  # the text of the moves the game came with
        self._recorded = False

    def dealt(self, state: Finished) -> None:
        """A new game is on the table: start counting it."""
        self._dealt_with = state.history()
        self._recorded = False

    def moved(self, state: Finished) -> bool:
        """After a move: record the game if this is its first end."""
        if state.status == "playing" or self._recorded:
            return False
        return self._write(state, state.status)

    def leave(self, state: Finished) -> bool:
        """Before a new deal replaces the game: record it as unfinished if it has not
        ended and is no longer as it was dealt."""
        if self._recorded or state.history() == self._dealt_with:
            return False
        return self._write(state, "unfinished")

    @property
    def dealt_with(self) -> str:
        """The text of the moves the game on the table came with when it was dealt."""
        return self._dealt_with

    @property
    def recorded(self) -> bool:
        """Whether the game on the table was written (or was to be written) already."""
        return self._recorded

    def resume(self, dealt_with: str, recorded: bool) -> None:
        """A kept game is back on the table (see :mod:`.keeping`): count it as it was
        counted when it was kept, so that it is written once, by the same rule."""
        self._dealt_with = dealt_with
        self._recorded = recorded

    def _write(self, state: Finished, result: str) -> bool:
        self._recorded = True
        if not self.enabled or state.code is None:
            return False
        self.problem = records.add(
            self.game,
            state.code,
            result,
            state.score,
            state.moves,
            state.seconds,
            history=state.history(),
        )
        return True
