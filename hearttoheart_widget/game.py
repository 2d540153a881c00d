"""The Heart to Heart engine: the state of one game, its moves, taps, undo and clock.

Pure Python, standard library only. Every rule of ``spec/heart-to-heart.md`` is decided
here; a widget only forwards taps and draws what :class:`Game` reports.
"""

from __future__ import annotations

import random as _random
import secrets
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from . import deal_codes, text_picture
from .geometry import ALL_REMOVED, COVER_MASK, COVERED_BY, COVERS, POSITIONS
from .moves import PAIRS, WITH_WASTE, IllegalMove, Move, Target
from .ranks import COPIES, is_rank, long_name
from .shuffle import SplitMix64, fisher_yates

Status = Literal["playing", "won", "dead_end"]
Selection = int | Literal["waste"] | None

UNDO_LIMIT = 100
POINTS_PER_CARD = 10
CODE_FORM = "a valid code looks like 'HH1-N-AAAAAAM': 'HH1-N-' then seven letters A-Z"

#: The message key a failed pair leaves when Move errors is on ("Must be of the same rank").
SAME_RANK = "same_rank"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything that makes up a position, for comparing two states exactly."""

    heart: tuple[int | None, ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...]
    score: int
    moves: int
    status: Status
    selected: Selection
    history: tuple[Move, ...]


def deal(number: int) -> tuple[list[int], list[int], list[int]]:
    """The deal for a deal number: heart ranks by position, stock in draw order, waste."""
    deck = [k // 4 + 1 for k in range(52)]
    fisher_yates(deck, SplitMix64(number))
    return deck[:25], deck[25:51], deck[51:]


def parse_code(code: str) -> int:
    """The deal number of a code like ``HH1-N-AAAAAAM``; ``ValueError`` if it is not one."""
    return deal_codes.parse_code(code, r"HH1-N", CODE_FORM)[1]


def format_code(number: int) -> str:
    """The code of a deal number."""
    return "HH1-N-" + deal_codes.number_to_letters(number)


class Game:
    """One game of Heart to Heart.

    Build one with :meth:`from_code`, :meth:`random` or :meth:`from_cards`. The state is
    read through properties; :meth:`tap` plays like a finger on the screen, while
    :meth:`draw`, :meth:`pair` and :meth:`play` make a named move or raise
    :class:`IllegalMove`, leaving the state untouched.
    """

    __slots__ = (
        "_clock",
        "_clock_since",
        "_clock_total",
        "_code",
        "_free",
        "_history",
        "_initial",
        "_pile",
        "_ranks",
        "_removed",
        "_stock",
        "_undo",
        "_waste",
        "message",
        "move_errors",
        "placement_help",
        "selected",
        "status",
    )

    _ranks: list[int]
    _removed: int
    _free: int
    _stock: list[int]  # reversed: the next card to draw is last
    _waste: list[int]
    _pile: list[int]  # cards of each rank in stock and waste, indexed by rank
    _undo: deque[tuple[Move, int]]  # the move and the rank a pair removed
    _history: list[Move]
    _initial: tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...]]
    _code: str | None
    _clock: Callable[[], float]
    _clock_since: float | None
    _clock_total: float
    status: Status
    selected: Selection
    message: str | None
    move_errors: bool
    placement_help: bool

    def __init__(
        self,
        heart: Sequence[int | None],
        stock: Sequence[int],
        waste: Sequence[int] = (),
        *,
        code: str | None = None,
        move_errors: bool = False,
        placement_help: bool = True,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        _check_cards(heart, stock, waste)
        self._code = code
        self._initial = (tuple(heart), tuple(stock), tuple(waste))
        self.move_errors = move_errors
        self.placement_help = placement_help
        self._clock = clock
        self._start()

    def _start(self) -> None:
        heart, stock, waste = self._initial
        self._ranks = [rank or 0 for rank in heart]
        self._removed = sum(1 << p for p in range(POSITIONS) if not self._ranks[p])
        self._free = sum(1 << p for p in range(POSITIONS) if self._ranks[p] and self._uncovered(p))
        self._stock = list(reversed(stock))
        self._waste = list(waste)
        self._pile = [0] * 14
        for rank in (*stock, *waste):
            self._pile[rank] += 1
        self._undo = deque(maxlen=UNDO_LIMIT)
        self._history = []
        self._clock_since = None
        self._clock_total = 0.0
        self.selected = None
        self.message = None
        self.status = self._judge()

    # --- construction -------------------------------------------------------------------

    @classmethod
    def from_code(
        cls, code: str, *, move_errors: bool = False, placement_help: bool = True
    ) -> Game:
        """The game a deal code such as ``HH1-N-AAAAAAM`` names (whitespace and case ignored)."""
        return cls.from_number(
            parse_code(code), move_errors=move_errors, placement_help=placement_help
        )

    @classmethod
    def from_number(
        cls, number: int, *, move_errors: bool = False, placement_help: bool = True
    ) -> Game:
        """The game of a deal number 0 .. 26**7 - 1."""
        code = format_code(number)
        heart, stock, waste = deal(number)
        return cls(
            heart, stock, waste, code=code, move_errors=move_errors, placement_help=placement_help
        )

    @classmethod
    def random(
        cls,
        rng: _random.Random | None = None,
        *,
        winnable: bool = False,
        move_errors: bool = False,
        placement_help: bool = True,
    ) -> Game:
        """A game on a deal chosen uniformly at random; its code replays it.

        With ``winnable=True``, only among the deals the solver proves winnable.
        """
        if winnable:
            from .solver import random_winnable  # the solver builds on this module

            return random_winnable(rng, move_errors=move_errors, placement_help=placement_help)
        count = deal_codes.DEAL_COUNT
        number = rng.randrange(count) if rng is not None else secrets.randbelow(count)
        return cls.from_number(number, move_errors=move_errors, placement_help=placement_help)

    @classmethod
    def from_cards(
        cls,
        heart: Sequence[int | None],
        stock: Sequence[int] = (),
        waste: Sequence[int] = (),
        *,
        move_errors: bool = False,
        placement_help: bool = True,
    ) -> Game:
        """A game on explicit cards, for puzzles and teaching.

        ``heart`` has 25 entries by position (a rank 1..13, or None for a position already
        empty), ``stock`` lists the stock in draw order (next card first) and ``waste`` the
        waste bottom to top. No rank may appear more than four times in all.
        """
        return cls(heart, stock, waste, move_errors=move_errors, placement_help=placement_help)

    def copy(self) -> Game:
        """An independent copy with the same state, history, undo steps and clock."""
        other = Game.__new__(Game)
        for name in Game.__slots__:
            setattr(other, name, getattr(self, name))
        other._ranks = self._ranks.copy()
        other._stock = self._stock.copy()
        other._waste = self._waste.copy()
        other._pile = self._pile.copy()
        other._undo = self._undo.copy()
        other._history = self._history.copy()
        return other

    def restart(self) -> None:
        """Deal the same cards again, as at the start; settings are kept."""
        self._start()

    # --- reading the state ------------------------------------------------------------------

    @property
    def code(self) -> str | None:
        """The deal code, or None for a game built from explicit cards."""
        return self._code

    @property
    def heart(self) -> list[int | None]:
        """The rank at each of the 25 positions, None where the card has been removed."""
        return [rank or None for rank in self._ranks]

    @property
    def stock(self) -> list[int]:
        """The stock in draw order, next card first."""
        return self._stock[::-1]

    @property
    def waste(self) -> list[int]:
        """The waste, bottom to top."""
        return self._waste.copy()

    @property
    def waste_top(self) -> int | None:
        """The waste's top card, the only playable one, or None when the waste is empty."""
        return self._waste[-1] if self._waste else None

    @property
    def initial_cards(self) -> tuple[list[int | None], list[int], list[int]]:
        """The cards as dealt: heart, stock in draw order, waste bottom to top."""
        heart, stock, waste = self._initial
        return list(heart), list(stock), list(waste)

    @property
    def score(self) -> int:
        """10 for each heart card removed; a won game scores 250."""
        return POINTS_PER_CARD * self._removed.bit_count()

    @property
    def moves(self) -> int:
        """The move counter: draws, recycles and pairs made and not undone."""
        return len(self._history)

    @property
    def history(self) -> list[Move]:
        """Every move made and not undone, oldest first."""
        return self._history.copy()

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has a move to take back (at most the last 100)."""
        return bool(self._undo)

    @property
    def elapsed(self) -> float:
        """Seconds on the game clock: from the first move until a win or dead end."""
        if self._clock_since is None:
            return self._clock_total
        return self._clock_total + self._clock() - self._clock_since

    @property
    def clock_running(self) -> bool:
        """Whether the game clock is running."""
        return self._clock_since is not None

    def free(self) -> list[int]:
        """The free positions that still hold a card, ascending."""
        positions = []
        mask = self._free
        while mask:
            low = mask & -mask
            positions.append(low.bit_length() - 1)
            mask ^= low
        return positions

    def is_free(self, position: int) -> bool:
        """Whether ``position`` holds a card that nothing covers."""
        return bool(self._free >> position & 1)

    def covered_by(self, position: int) -> list[int]:
        """The positions whose cards still cover ``position``."""
        return [q for q in COVERED_BY[position] if self._ranks[q]]

    def rank_at(self, target: Target) -> int | None:
        """The rank of the card at a heart position or on top of the waste, if any."""
        if target == "waste":
            return self.waste_top
        if target == "stock":
            return None
        return self._ranks[target] or None

    def snapshot(self) -> Snapshot:
        """The whole position, as an immutable value that compares equal to an equal state."""
        return Snapshot(
            heart=tuple(self.heart),
            stock=tuple(self.stock),
            waste=tuple(self._waste),
            score=self.score,
            moves=self.moves,
            status=self.status,
            selected=self.selected,
            history=tuple(self._history),
        )

    # --- placement help -------------------------------------------------------------------

    def outlined(self) -> frozenset[Target]:
        """With nothing selected: the free cards with a partner free or on the waste top.

        The waste top is outlined too when a free heart card matches it. Empty when
        Placement help is off, a card is selected, or the game is over.
        """
        if not self.placement_help or self.selected is not None or self.status != "playing":
            return frozenset()
        by_rank: dict[int, list[int]] = {}
        for p in self.free():
            by_rank.setdefault(self._ranks[p], []).append(p)
        top = self.waste_top
        found: set[Target] = set()
        for rank, positions in by_rank.items():
            if len(positions) > 1 or rank == top:
                found.update(positions)
            if rank == top:
                found.add("waste")
        return frozenset(found)

    def dimmed(self) -> frozenset[Target]:
        """With a card selected: every visible card (heart and waste top) of another rank."""
        if not self.placement_help or self.selected is None:
            return frozenset()
        rank = self.rank_at(self.selected)
        found: set[Target] = {p for p in range(POSITIONS) if self._ranks[p] not in (0, rank)}
        if self._waste and self._waste[-1] != rank:
            found.add("waste")
        return frozenset(found)

    # --- moves ------------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every move :meth:`play` accepts now: pairs first, then the draw or recycle."""
        if self.status != "playing":
            return []
        moves: list[Move] = []
        free = self.free()
        ranks = self._ranks
        top = self._waste[-1] if self._waste else 0
        for i, p in enumerate(free):
            rank = ranks[p]
            pairs = PAIRS[p]
            for q in free[i + 1 :]:
                if ranks[q] == rank:
                    moves.append(pairs[q])
            if rank == top:
                moves.append(WITH_WASTE[p])
        if self._stock:
            moves.append(Move.draw())
        elif self._waste:
            moves.append(Move.recycle())
        return moves

    def play(self, move: Move | str) -> Move:
        """Make ``move`` (a :class:`Move` or its text form); ``IllegalMove`` if not allowed."""
        if isinstance(move, str):
            move = Move.parse(move)
        if move.kind == "pair":
            assert move.a is not None
            assert move.b is not None
            return self.pair(move.a, move.b)
        self._check_playing()
        if move.kind == "draw" and not self._stock:
            raise IllegalMove("cannot draw: the stock is empty (recycle the waste instead)")
        if move.kind == "recycle" and self._stock:
            raise IllegalMove(
                f"cannot recycle: the stock still holds {len(self._stock)} cards to draw"
            )
        return self.draw()

    def replay(self, moves: Iterable[Move | str]) -> None:
        """Play ``moves`` in order; if one is illegal, nothing is played and it is named."""
        trial = self.copy()
        for index, move in enumerate(moves):
            try:
                trial.play(move)
            except ValueError as error:
                raise IllegalMove(f"move {index + 1} ({move}): {error}") from None
        for name in Game.__slots__:
            setattr(self, name, getattr(trial, name))

    def draw(self) -> Move:
        """Draw the stock's next card onto the waste, or recycle the waste if the stock is empty."""
        self._check_playing()
        if self._stock:
            self._waste.append(self._stock.pop())
            move = Move.draw()
        elif self._waste:
            self._stock = self._waste[::-1]
            self._waste = []
            move = Move.recycle()
        else:
            raise IllegalMove("cannot draw: the stock and the waste are both empty")
        if self.selected == "waste":
            self.selected = None
        self.message = None
        self._record(move, 0)
        return move

    def pair(self, a: int | Literal["waste"], b: int | Literal["waste"]) -> Move:
        """Remove two cards of one rank: two free heart cards, or one and the waste top."""
        self._check_playing()
        try:
            move = Move.pair(a, b)
        except ValueError as error:
            raise IllegalMove(str(error)) from None
        p, q = move.a, move.b
        assert p is not None
        assert q is not None
        self._check_playable(p)
        if q == "waste":
            if not self._waste:
                raise IllegalMove("cannot pair with the waste: it is empty")
            self._check_same_rank(p, q)
            self._waste.pop()
            self._pile[self._ranks[p]] -= 1
        else:
            self._check_playable(q)
            self._check_same_rank(p, q)
            self._remove(q)
        rank = self._ranks[p]
        self._remove(p)
        self.selected = None
        self.message = None
        self._record(move, rank)
        return move

    def undo(self) -> Move | None:
        """Take back the last move (up to 100 back); returns it, or None if none is left."""
        if not self._undo:
            return None
        move, rank = self._undo.pop()
        self._history.pop()
        if move.kind == "draw":
            self._stock.append(self._waste.pop())
        elif move.kind == "recycle":
            self._waste = self._stock[::-1]
            self._stock = []
        else:
            assert move.a is not None
            if move.b == "waste":
                self._waste.append(rank)
                self._pile[rank] += 1
            else:
                assert move.b is not None
                self._restore(move.b, rank)
            self._restore(move.a, rank)
        if self.status != "playing":  # moves are made only in play, so play resumes
            self.status = "playing"
            self._clock_since = self._clock()
        self.selected = None
        self.message = None
        return move

    def tap(self, target: Target) -> Move | None:
        """Tap a heart position 0..24, ``"stock"`` or ``"waste"``, as a player would.

        Returns the move the tap made, if any. A target that cannot be played does nothing;
        only a value that names no target at all raises ``ValueError``.
        """
        _check_target(target)
        self.message = None
        if self.status != "playing":
            return None
        if target == "stock":
            return self.draw() if self._stock or self._waste else None
        rank = self.rank_at(target)
        if rank is None or (target != "waste" and not self._free >> target & 1):
            return None
        selected = self.selected
        if selected is None:
            self.selected = target
        elif selected == target:
            self.selected = None
        elif self.rank_at(selected) == rank:
            return self.pair(selected, target)
        else:
            self.selected = target
            if self.move_errors:
                self.message = SAME_RANK
        return None

    # --- internals --------------------------------------------------------------------------

    def _uncovered(self, position: int) -> bool:
        mask = COVER_MASK[position]
        return self._removed & mask == mask

    def _remove(self, position: int) -> None:
        bit = 1 << position
        self._ranks[position] = 0
        self._removed |= bit
        self._free &= ~bit
        for q in COVERS[position]:
            if self._ranks[q] and self._uncovered(q):
                self._free |= 1 << q

    def _restore(self, position: int, rank: int) -> None:
        bit = 1 << position
        self._ranks[position] = rank
        self._removed &= ~bit
        self._free |= bit
        for q in COVERS[position]:
            self._free &= ~(1 << q)

    def _record(self, move: Move, rank: int) -> None:
        if self._clock_since is None:  # only before the first move: an ended game takes none
            self._clock_since = self._clock()
        self._undo.append((move, rank))
        self._history.append(move)
        if move.kind == "pair":
            self.status = self._judge()
            if self.status != "playing" and self._clock_since is not None:
                self._clock_total += self._clock() - self._clock_since
                self._clock_since = None

    def _judge(self) -> Status:
        """Won, dead end (no free card has a partner free or in stock or waste), or playing."""
        if self._removed == ALL_REMOVED:
            return "won"
        seen = 0
        free = self._free
        while free:
            low = free & -free
            rank = self._ranks[low.bit_length() - 1]
            if self._pile[rank] or seen >> rank & 1:
                return "playing"
            seen |= 1 << rank
            free ^= low
        return "dead_end"

    def _check_playing(self) -> None:
        if self.status != "playing":
            state = "won" if self.status == "won" else "at a dead end"
            raise IllegalMove(f"the game is over ({state}): undo or start a new game")

    def _check_playable(self, position: int) -> None:
        if not self._ranks[position]:
            raise IllegalMove(f"position {position} is empty: its card has been removed")
        if not self._free >> position & 1:
            cover = ", ".join(map(str, self.covered_by(position)))
            raise IllegalMove(f"position {position} is covered by the card(s) at {cover}")

    def _check_same_rank(self, p: int, q: int | Literal["waste"]) -> None:
        first, second = self._ranks[p], self.rank_at(q)
        if first != second:
            assert second is not None
            where = "the waste top" if q == "waste" else f"position {q}"
            raise IllegalMove(
                f"must be of the same rank: position {p} holds {_a(first)}, "
                f"{where} holds {_a(second)}"
            )

    # --- saving -------------------------------------------------------------------------------

    def to_json(self, indent: int | None = None) -> str:
        """The game as JSON: its code or cards, its moves and the result they reach."""
        from .export import game_to_json

        return game_to_json(self, indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a game saved by :meth:`to_json`; a tampered file raises ``ValueError``."""
        from .export import game_from_json

        return game_from_json(text)

    # --- text --------------------------------------------------------------------------------

    def __str__(self) -> str:
        return text_picture.draw(self)

    def __repr__(self) -> str:
        code = self._code or "explicit cards"
        return f"<Game {code}: {self.status}, score {self.score}, {self.moves} moves>"


def _a(rank: int) -> str:
    name = long_name(rank)
    return f"an {name}" if name[0] in "A8" else f"a {name}"


def _check_target(target: object) -> None:
    if target in ("stock", "waste"):
        return
    if type(target) is not int or not 0 <= target < POSITIONS:
        raise ValueError(
            f"a tap target is a heart position 0..24, 'stock' or 'waste', got {target!r}"
        )


def _check_cards(heart: Sequence[object], stock: Sequence[object], waste: Sequence[object]) -> None:
    """Refuse cards that are not a possible Heart to Heart layout, saying why."""
    if len(heart) != POSITIONS:
        raise ValueError(f"the heart has 25 positions, got {len(heart)} entries")
    for name, cards in (("heart", heart), ("stock", stock), ("waste", waste)):
        for index, rank in enumerate(cards):
            if not is_rank(rank) and not (name == "heart" and rank is None):
                raise ValueError(f"{name}[{index}] must be a rank 1..13, got {rank!r}")
    counts = Counter(rank for rank in (*heart, *stock, *waste) if rank is not None)
    for rank, count in counts.items():
        if count > COPIES:
            raise ValueError(f"rank {rank} appears {count} times: a deck has only 4 of each rank")
