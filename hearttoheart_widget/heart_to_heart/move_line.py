"""A game's history as a line of moves that copies share: nothing of it is ever copied.

The stock can be turned over without end, so a history has no longest length, and a
widget copies its game several times per move (its previews play each tap on a copy). A
list would make every copy, and so every move, cost time in proportion to the moves made.
A :class:`MoveLine` is instead the newest move, pointing to the line before it: a move
adds one, an undo steps back to the one before, and a copy keeps the same line, each in
constant time. Each line also points to an earlier one by Myers' skew-binary jumps (*An
applicative random-access stack*, 1983), so the line of any length within it is found in
logarithmic time: what the live winnability check needs to see, at each move, whether the
moves it knew are still the start of the game's.
"""

from __future__ import annotations

from collections.abc import Iterator

from .moves import Move


class MoveLine:
    """The moves of a game from the first, as its newest ``move`` after the line
    ``before`` it; :data:`EMPTY` before any move. Immutable: :meth:`then` makes a longer
    line and leaves this one as it was."""

    # ``_jump`` first: copy.deepcopy and pickle follow the slots in this order, so they
    # reach the first move by the jumps and never recurse as deep as the line is long.
    __slots__ = ("_jump", "before", "length", "move")

    move: Move | None
    before: MoveLine | None
    length: int
    _jump: MoveLine

    def __init__(self, move: Move | None, before: MoveLine | None) -> None:
        self.move = move
        self.before = before
        if before is None:  # the empty line
            self.length = 0
            self._jump = self
            return
        self.length = before.length + 1
        far = before._jump
        # Jump twice as far when the line before jumps as far as its own jump does.
        even = before.length - far.length == far.length - far._jump.length
        self._jump = far._jump if even else before

    def then(self, move: Move) -> MoveLine:
        """This line with ``move`` made after it."""
        return MoveLine(move, self)

    def at(self, length: int) -> MoveLine:
        """The first ``length`` moves of this line (0 to :attr:`length`), in
        logarithmic time."""
        if not 0 <= length <= self.length:
            raise ValueError(f"a line of {self.length} moves has no start of {length} moves")
        line = self
        while line.length > length:
            if line._jump.length >= length:
                line = line._jump
            else:
                assert line.before is not None
                line = line.before
        return line

    def starts_with(self, start: MoveLine) -> bool:
        """Whether ``start``'s moves are this line's first moves. A line that shares its
        start with this one (a copy's, or this one before more moves) answers at once;
        another, as long as they are alike."""
        if start.length > self.length:
            return False
        mine: MoveLine | None = self.at(start.length)
        theirs: MoveLine | None = start
        while mine is not theirs:
            assert mine is not None
            assert theirs is not None
            if mine.move != theirs.move:
                return False
            mine, theirs = mine.before, theirs.before
        return True

    def moves(self) -> list[Move]:
        """The moves, oldest first."""
        found = list(self._newest_first())
        found.reverse()
        return found

    def _newest_first(self) -> Iterator[Move]:
        line = self
        while line.move is not None:
            yield line.move
            assert line.before is not None
            line = line.before

    def __repr__(self) -> str:
        return f"<MoveLine of {self.length} moves, the last {self.move}>"


#: The line before any move.
EMPTY = MoveLine(None, None)
