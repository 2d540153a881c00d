"""The table around a Heart to Heart game: the selection, taps, settings, help and clock.

:class:`~.game.Game` holds the rules; :class:`Table` holds what a player sees and touches
around them, and is what the widget owns, a
:class:`~hearttoheart_widget.common.table.GameTable`. ``table.tap(target)`` does exactly
what a click does. Make moves through the table (``table.play``, ``table.draw``,
``table.pair``, ``table.undo``) so the selection and the clock stay right: ``table.game``
is a copy, and a move made on the owner's live game, ``table.live``, directly bypasses
them.

Every action returns or records an :data:`~.common.events.Event`:

- ``{"kind": "move", "move": "12+14", "rank": 5, "freed": [7, 8]}`` (a pair: the rank it
  removed and the positions it freed), ``{"kind": "move", "move": "draw", "rank": 4}``
  (the rank now on the waste top), ``{"kind": "move", "move": "recycle", "cards": 17}``;
- ``{"kind": "undo", "move": "12+14", "rank": 5}``: the move taken back, with the rank of
  a pair's cards or of the card a draw put back, or the ``cards`` a recycle turned back;
- ``{"kind": "select", "target": 12}`` and ``{"kind": "deselect", "target": 12}``;
- ``{"kind": "refuse", "target": 5, "reason": "covered"}``: a tap that could not be
  played, ``reason`` one of ``covered``, ``empty``, ``same_rank`` (a failed pair: the
  tapped card is selected instead) and ``over``;
- ``{"kind": "new_game", "code": "HH1-N-AAAAAAB"}`` (code None for a custom deal; with
  ``"branch": n`` for a game played on from another's position after n moves) and
  ``{"kind": "restart"}``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Literal, TypeAlias

from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.events import Event
from hearttoheart_widget.common.table import GameTable

from . import save_format
from .game import Game
from .geometry import POSITIONS
from .moves import Move, PairEnd, Target, check_target

Selection: TypeAlias = int | Literal["waste"] | None
#: What a tap on a target would do now; see :meth:`Table.taps`.
TapEffect: TypeAlias = Literal[
    "select", "deselect", "pair", "draw", "recycle", "covered", "empty", "none"
]

#: Message keys, which the widget translates: a failed pair, and a tap on a covered card,
#: each said only with Move errors on.
SAME_RANK = "same_rank"
COVERED = "covered"

_TARGETS: tuple[Target, ...] = (*range(POSITIONS), "stock", "waste")


class Table(GameTable[Game]):
    """A game on the table: what a player sees and touches around the rules.

    ``move_errors`` (off by default) makes a failed pair, and a tap on a covered card, leave
    a message key in :attr:`message`; ``placement_help`` (on) makes :meth:`outlined` and
    :meth:`dimmed` show what pairs. The game clock starts with the first move and stops at
    the end; ``clock`` is its time source, a function that returns seconds (checked when
    the table is made), for tests. ``table.game`` is a copy; the owner's live game is
    ``table.live`` (see :mod:`hearttoheart_widget.common.table`).
    """

    _holds = Game

    def __init__(
        self,
        game: Game,
        *,
        move_errors: bool = False,
        placement_help: bool = True,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(game, clock=clock)
        self._move_errors = _flag("move_errors", move_errors)
        self._placement_help = _flag("placement_help", placement_help)
        self.selected: Selection = None
        """The selected card: a heart position, ``"waste"``, or None."""
        self.message: str | None = None
        """A message key for the player, with Move errors on: ``"same_rank"`` after a failed
        pair, ``"covered"`` after a tap on a covered card; else None."""

    @property
    def move_errors(self) -> bool:
        """The *Move errors* setting: a bool (anything else raises ``TypeError``)."""
        return self._move_errors

    @move_errors.setter
    def move_errors(self, value: bool) -> None:
        self._move_errors = _flag("move_errors", value)

    @property
    def placement_help(self) -> bool:
        """The *Placement help* setting: a bool (anything else raises ``TypeError``)."""
        return self._placement_help

    @placement_help.setter
    def placement_help(self, value: bool) -> None:
        self._placement_help = _flag("placement_help", value)

    # --- what the player sees -----------------------------------------------------------------

    def outlined(self) -> frozenset[Target]:
        """What Placement help outlines: the cards a tap could pair now.

        With nothing selected, the free cards with a partner free or on the waste top, and
        the waste top when a free heart card matches it; with a card selected, its partners
        (see :meth:`pairs`). Empty when Placement help is off or the game is over.
        """
        if not self.placement_help or self._live.is_over:
            return frozenset()
        pairs = self.pairs()
        if self.selected is not None:
            return frozenset(pairs.get(str(self.selected), ()))
        return frozenset(int(key) if key != "waste" else "waste" for key in pairs)

    def dimmed(self) -> frozenset[Target]:
        """With a card selected: every visible card (heart and waste top) of another rank."""
        if not self.placement_help or self.selected is None:
            return frozenset()
        game = self._live
        rank = game.rank_at(self.selected)
        found: set[Target] = {p for p, r in enumerate(game.heart) if r not in (None, rank)}
        if game.waste_top not in (None, rank):
            found.add("waste")
        return frozenset(found)

    def taps(self) -> dict[str, TapEffect]:
        """What a tap on each target would do now, keyed ``"0"`` .. ``"24"``, ``"stock"``,
        ``"waste"``: ``select``, ``deselect``, ``pair``, ``draw``, ``recycle``, ``covered``,
        ``empty``, or ``none`` once the game is over.

        A tap on a card of another rank than the selected one selects it (and is refused
        as a pair): ``select``. This is exactly what :meth:`tap` does.
        """
        return {str(target): self._effect(target) for target in _TARGETS}

    def pairs(self) -> dict[str, list[PairEnd]]:
        """For each card that can be selected and has a partner, the targets it would pair
        with: free heart cards of its rank and the waste top. Empty once the game is over."""
        game = self._live
        if game.is_over:
            return {}
        top = game.waste_top
        by_rank = _free_by_rank(game)
        found: dict[str, list[PairEnd]] = {}
        for rank, positions in by_rank.items():
            for p in positions:
                partners: list[PairEnd] = [q for q in positions if q != p]
                if rank == top:
                    partners.append("waste")
                if partners:
                    found[str(p)] = partners
        if top is not None and top in by_rank:
            found["waste"] = list(by_rank[top])
        return found

    # --- acting -----------------------------------------------------------------------------

    def tap(self, target: Target) -> Event:
        """Tap a heart position 0..24, ``"stock"`` or ``"waste"``, exactly as a click does.

        Returns the event it produced. A target that cannot be played is refused (an event
        of kind ``refuse``) and changes nothing else; only a value that names no target at
        all raises (``InvalidMoveError``, or ``TypeError`` for a wrong type).
        """
        target = check_target(target)
        effect = self._effect(target)
        self.message = None
        if effect in ("draw", "recycle"):
            self.draw()
        elif effect == "pair":
            assert self.selected is not None
            assert target != "stock"
            self.pair(self.selected, target)
        elif effect == "deselect":
            self.selected = None
            self._record({"kind": "deselect", "target": target})
        elif effect == "select":
            assert target != "stock"
            if self.selected is None:
                self._record({"kind": "select", "target": target})
            else:  # another rank than the selected card: it moves here
                self._refuse(target, SAME_RANK, SAME_RANK)
            self.selected = target
        else:
            reason = "over" if effect == "none" else effect
            self._refuse(target, reason, COVERED if effect == "covered" else None)
        assert self.last_event is not None
        return self.last_event

    def play(self, move: Move | str) -> Move:
        """Make ``move`` (a :class:`Move` or its text) as ``Game.play`` does, and return it."""
        return self._move(lambda: self._live.play(move))

    def draw(self) -> Move:
        """Draw, or recycle the waste when the stock is empty."""
        return self._move(self._live.draw)

    def pair(self, a: PairEnd, b: PairEnd) -> Move:
        """Remove the pair ``a``, ``b``: two free heart positions, or one and ``"waste"``."""
        return self._move(lambda: self._live.pair(a, b))

    def undo(self) -> Move | None:
        """Take back the last move; returns it, or None (and no event) if none is left."""
        game = self._live
        move = game.undo()
        if move is None:
            self.last_event = None
            return None
        self.selected = None
        self.message = None
        self._clock.start()  # an undo out of a win or a dead end resumes play
        event: Event = {"kind": "undo", "move": str(move)}
        if move.kind == "pair":
            assert move.a is not None
            event["rank"] = game.rank_at(move.a)
        elif move.kind == "draw":
            event["rank"] = game.stock[0]
        else:
            event["cards"] = len(game.waste)
        self._record(event)
        return move

    # --- saving -------------------------------------------------------------------------------

    def _saved(self) -> dict[str, object]:
        return {
            "settings": {"move_errors": self.move_errors, "placement_help": self.placement_help}
        }

    def _dumps(self, data: dict[str, Any], indent: int | None) -> str:
        return save_format.dumps(data, indent)

    @classmethod
    def from_json(cls, text: str | bytes, *, clock: Callable[[], float] = time.monotonic) -> Table:
        """Load a table saved by :meth:`to_json`: the game, its settings and its clock.

        A game saved alone gets the default settings and a clock at 0.
        """
        saved = save_format.load(text)
        table = cls(Game.from_json(text), **(saved.settings or {}), clock=clock)
        table._restore_clock(saved.clock, clock)
        return table

    # --- text ---------------------------------------------------------------------------------

    def __str__(self) -> str:
        return self._live.to_text(selected=self.selected, elapsed=self._clock.elapsed)

    def _repr_svg_(self) -> str:
        """What a notebook shows for a table in a cell: the board, the selection ringed."""
        return self._live.to_svg(selected=self.selected)

    def __repr__(self) -> str:
        game = self._live
        return (
            f"<Table {game.code or 'custom deal'}: {game.status}, score {game.score}, "
            f"{game.moves} moves, selected {self.selected!r}>"
        )

    # --- internals --------------------------------------------------------------------------

    def _effect(self, target: Target) -> TapEffect:
        """What a tap on ``target`` does now: the one place :meth:`tap` and :meth:`taps`
        decide it."""
        game = self._live
        if game.is_over:
            return "none"
        if target == "stock":
            return "draw" if game.stock else "recycle" if game.waste else "empty"
        rank = game.rank_at(target)
        if rank is None:
            return "empty"
        if target != "waste" and not game.is_free(target):
            return "covered"
        if self.selected is None:
            return "select"
        if self.selected == target:
            return "deselect"
        return "pair" if game.rank_at(self.selected) == rank else "select"

    def _move(self, action: Callable[[], Move]) -> Move:
        """Make a move on the game, then set the selection, message, clock and event."""
        move = action()
        if move.kind == "pair" or self.selected == "waste":
            self.selected = None  # a pair clears it; a draw may bury a selected waste card
        self.message = None
        return self._moved(move)

    def _event_of(self, move: Move) -> Event:
        """The event of a move: what the game reports it did (``Game.last_played``)."""
        played = self._live.last_played
        assert played is not None
        event: Event = {"kind": "move", "move": str(move)}
        if move.kind == "pair":
            event["rank"] = played.rank
            event["freed"] = list(played.freed)
        elif move.kind == "draw":
            event["rank"] = played.rank
        else:
            event["cards"] = played.cards
        return event

    def _refuse(self, target: Target, reason: str, message: str | None) -> None:
        if self.move_errors and message is not None:
            self.message = message
        self._record({"kind": "refuse", "target": target, "reason": reason})

    def _cleared(self) -> None:
        self.selected = None
        self.message = None
        super()._cleared()

    def _record(self, event: Event) -> None:
        self.last_event = event


def _flag(name: str, value: object) -> bool:
    """A setting's value, which must be a bool (1 or "yes" would be saved as no setting)."""
    if type(value) is not bool:
        raise TypeError(f"{name} must be True or False, got {excerpt(value)}")
    return value


def _free_by_rank(game: Game) -> dict[int, list[int]]:
    """The free heart positions grouped by rank, positions ascending."""
    heart = game.heart
    by_rank: dict[int, list[int]] = {}
    for p in game.free():
        rank = heart[p]
        assert rank is not None
        by_rank.setdefault(rank, []).append(p)
    return by_rank
