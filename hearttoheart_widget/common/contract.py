"""The contract both rules engines keep: what a script may count on from either game.

:class:`RulesEngine` is written once here and kept by Heart to Heart's
:class:`~hearttoheart_widget.heart_to_heart.game.Game` and Hope Deferred's
:class:`~hearttoheart_widget.hope_deferred.game.HopeDeferredGame` (a test checks both,
statically and by playing them). A game is built from a deal code, a deal number, a random
deal or its own cards (a *custom deal*, which has no code); its state is read through
read-only properties; a move is made with :meth:`~RulesEngine.play`, which raises and
changes nothing when the move is refused, and what it did is then
:attr:`~RulesEngine.last_played`, a value each game defines (``Played``).

What only one game has stays out of the contract:

- **Undo** is Heart to Heart's only (``undo``, ``can_undo``, ``undo_depth``): Hope
  Deferred is a game of pure luck in which exactly one move is due at any time, so there
  is no decision to take back.
- **Score** (``score``) is Heart to Heart's only: Hope Deferred's rules count no points;
  a game is won or lost, and the records note the target cards set aside.
- **from_cards** takes each game's own cards (Heart to Heart's heart, stock and waste; Hope
  Deferred's deck), so its arguments are not part of the contract; what it returns is.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any, Literal, Protocol, TypeAlias, TypeVar, runtime_checkable

#: Where a game stands: still ``"playing"``, ``"won"``, or ``"lost"`` (no way to win is
#: left). Both games use these three words and no others. The modules whose classes have
#: a ``status`` property import it for type checkers only: jedi, which completes names in
#: IPython and so in notebooks, fails on a property typed with a ``Literal`` it can
#: resolve (jedi issue 1990), and then completes nothing at all on the object. Unresolved
#: at run time, the annotation is only a name to jedi (tests/test_completion.py).
Status: TypeAlias = Literal["playing", "won", "lost"]

STATUSES: tuple[Status, ...] = ("playing", "won", "lost")


def status_attribute(module: str) -> Callable[[str], object]:
    """The ``__getattr__`` of a ``module`` that names :data:`Status` for type checkers
    only: ``from module import Status`` still works."""

    def attribute(name: str) -> object:
        if name == "Status":
            return Status
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return attribute


E = TypeVar("E", bound="RulesEngine[Any, Any]")
M = TypeVar("M")
P_co = TypeVar("P_co", covariant=True)


@runtime_checkable
class RulesEngine(Protocol[M, P_co]):
    """One game of either patience: construction, state, moves, history and saves.

    ``M`` is the game's move type (its text form is what :attr:`history` holds and
    ``format_moves`` writes), ``P_co`` the value of what one move did.
    """

    @classmethod
    def from_code(cls: type[E], code: str) -> E:
        """The game a deal code names; ``InvalidCodeError`` says what a code looks like."""
        ...

    @classmethod
    def from_number(cls: type[E], number: int) -> E:
        """The game of a deal number 0 .. 26**7 - 1 (each game may take more keywords)."""
        ...

    @classmethod
    def random(cls: type[E], *, rng: random.Random | None = None) -> E:
        """A game on a deal drawn from ``rng`` (None: the system's entropy); its code
        replays it."""
        ...

    @classmethod
    def from_json(cls: type[E], text: str | bytes) -> E:
        """The game :meth:`to_json` saved, replayed; ``InvalidSaveError`` says what is wrong."""
        ...

    @property
    def code(self) -> str | None:
        """The deal code that replays the game; None for a custom deal."""
        ...

    @property
    def status(self) -> Status:
        """``"playing"``, ``"won"`` or ``"lost"``; read-only, changed only by moves."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game is won or lost."""
        ...

    @property
    def moves(self) -> int:
        """How many moves are in :attr:`history`."""
        ...

    @property
    def history(self) -> list[M]:
        """The moves made, oldest first: replayed on the same deal, they reach this state."""
        ...

    @property
    def last_played(self) -> P_co | None:
        """What the latest move did; None before the first move and after a restart."""
        ...

    def legal_moves(self) -> list[M]:
        """Every move :meth:`play` accepts now; none once the game is over."""
        ...

    def play(self, move: M | str) -> M:
        """Make ``move`` (a move or its text) and return it; ``InvalidMoveError`` for a value
        that names no move, ``IllegalMoveError`` for one the rules refuse now, and then
        nothing has changed."""
        ...

    def replay(self, moves: Iterable[M | str]) -> None:
        """Play ``moves`` in order; if one is refused, nothing is played and it is named."""
        ...

    def copy(self: E) -> E:
        """An independent copy with the same state and history."""
        ...

    def restart(self) -> None:
        """Deal the same cards again, as at the start."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """The save as a JSON-ready dict."""
        ...

    def to_json(self, indent: int | None = None) -> str:
        """The save as JSON text, which :meth:`from_json` loads back."""
        ...

    def to_svg(self) -> str:
        """The board as a standalone SVG picture."""
        ...
