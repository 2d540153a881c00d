"""The Heart to Heart rules: one game's cards, its moves, undo, history, status and score.

Pure Python, standard library only. :class:`Game` decides every rule (see docs/rules.md)
and knows nothing of a screen: the selection, taps, settings, messages and the clock
belong to the :class:`~.table.Table` around it. It keeps the contract both games' engines
share (:class:`~hearttoheart_widget.common.contract.RulesEngine`) and adds undo and the
score.
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, NoReturn

from hearttoheart_widget.common.contract import status_attribute
from hearttoheart_widget.common.deal_codes import random_deal_number
from hearttoheart_widget.common.errors import (
    GameError,
    IllegalMoveError,
    InvalidCodeError,
    InvalidSaveError,
    excerpt,
)
from hearttoheart_widget.common.move_text import play_each

from . import picture, save_format, text_picture
from .deals import deal, format_code, parse_code
from .geometry import ALL_REMOVED, COVER_MASK, COVERED_BY, COVERS, POSITIONS
from .move_line import EMPTY, MoveLine
from .moves import (
    PAIRS,
    WITH_WASTE,
    Move,
    PairEnd,
    Played,
    Target,
    check_position,
    check_target,
)
from .ranks import COPIES, is_rank, long_name

if TYPE_CHECKING:
    # Only for type checkers: see the note on Status in common/contract.py.
    from hearttoheart_widget.common.contract import Status as Status

__getattr__ = status_attribute(__name__)  # Status, importable from here as before


UNDO_LIMIT = 100
POINTS_PER_CARD = 10


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything that makes up a position, for comparing two states exactly."""

    heart: tuple[int | None, ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...]
    score: int
    moves: int
    status: Status
    history: tuple[Move, ...]


class Game:
    """One game of Heart to Heart: the rules, and nothing of a screen.

    Build one with :meth:`from_code`, :meth:`from_number`, :meth:`random` or
    :meth:`from_cards` (a winnable deal or the daily one: :mod:`.dealing`). The state is read
    through properties; :meth:`play`, :meth:`draw`,
    :meth:`recycle` and :meth:`pair` make a move or raise, leaving the state untouched:
    :class:`InvalidMoveError` for a value that names no move, :class:`IllegalMoveError`
    for a move the rules do not allow now, ``TypeError`` for a value of the wrong type
    (``play(None)``). What the latest move did is :attr:`last_played`.

    ``Game(heart, stock, waste, code=...)`` is :meth:`from_cards` with a code, which must be
    the one that deals exactly these cards (else :class:`InvalidCodeError`; ``TypeError``
    for a code that is no text).
    """

    __slots__ = (
        "_code",
        "_free",
        "_history",
        "_initial",
        "_last",
        "_pile",
        "_ranks",
        "_removed",
        "_status",
        "_stock",
        "_undo",
        "_waste",
    )

    _ranks: list[int]
    _removed: int
    _free: int
    _stock: list[int]  # reversed: the next card to draw is last
    _waste: list[int]
    _pile: list[int]  # cards of each rank in stock and waste, indexed by rank
    _undo: deque[tuple[Move, int]]  # the move and the rank a pair removed
    _history: MoveLine  # shared by copies: see move_line
    _initial: tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...]]
    _code: str | None
    _status: Status
    _last: Played | None

    def __init__(
        self,
        heart: Iterable[int | None],
        stock: Iterable[int] = (),
        waste: Iterable[int] = (),
        *,
        code: str | None = None,
    ) -> None:
        self._initial = _check_cards(heart, stock, waste)
        self._code = None if code is None else _check_code(code, self._initial)
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
        self._history = EMPTY
        self._last = None
        self._status = self._judge()

    # --- construction -------------------------------------------------------------------

    @classmethod
    def from_code(cls, code: str) -> Game:
        """The game a deal code such as ``HH1-N-AAAAAAM`` names (whitespace and case ignored).

        Raises :class:`InvalidCodeError` saying what a valid code looks like.
        """
        return cls.from_number(parse_code(code))

    @classmethod
    def from_number(cls, number: int) -> Game:
        """The game of a deal number 0 .. 26**7 - 1 (``TypeError`` unless an integer)."""
        heart, stock, waste = deal(number)
        game = cls(heart, stock, waste)
        game._code = format_code(number)  # its own cards: no need to deal them again
        return game

    @classmethod
    def random(cls, *, rng: random.Random | None = None, **removed: NoReturn) -> Game:
        """A game on a deal drawn uniformly at random from ``rng`` (None: the system's
        entropy); its code replays it.

        A deal that is lost before its first move (about one in ten: the tip's three
        partners lie under it) is skipped and another drawn. A deal the solver proves
        winnable is :func:`~.dealing.random_deal`'s, above the rules.
        """
        # ``removed`` catches 0.2.0's winnable= to name its replacement; its type admits no
        # value, so a type checker refuses any keyword but rng= too.
        if removed:
            raise TypeError(
                f"Game.random() takes only rng=, got {', '.join(f'{k}=' for k in removed)}: "
                "a winnable deal is random_deal(winnable_only=True), from hearttoheart_widget"
            )
        while True:
            game = cls.from_number(random_deal_number(rng))
            if game.status == "playing":
                return game

    @classmethod
    def daily(cls, date: object = None) -> NoReturn:
        """Gone since 0.3.0: the daily deal is :func:`~.dealing.daily_deal`, above the rules
        (it needs the solver). Raises :class:`AttributeError` saying so."""
        raise AttributeError(
            "Game.daily() is gone since 0.3.0: the daily deal is daily_deal(date), "
            "from hearttoheart_widget"
        )

    @classmethod
    def from_cards(
        cls,
        heart: Iterable[int | None],
        stock: Iterable[int] = (),
        waste: Iterable[int] = (),
    ) -> Game:
        """A custom deal: a game on cards given one by one, for puzzles and teaching.

        ``heart`` has 25 entries by position (a rank 1..13, or None for a position already
        empty), ``stock`` lists the stock in draw order (next card first) and ``waste`` the
        waste bottom to top: any iterables, each read once. No rank may appear more than
        four times in all. The game's :attr:`code` is None.
        """
        return cls(heart, stock, waste)

    def copy(self) -> Game:
        """An independent copy with the same state, history and undo steps (the history is
        shared, never copied: a copy costs the same however long the game)."""
        other = Game.__new__(Game)
        for name in Game.__slots__:
            setattr(other, name, getattr(self, name))
        other._ranks = self._ranks.copy()
        other._stock = self._stock.copy()
        other._waste = self._waste.copy()
        other._pile = self._pile.copy()
        other._undo = self._undo.copy()
        return other

    def restart(self) -> None:
        """Deal the same cards again, as at the start."""
        self._start()

    # --- reading the state ------------------------------------------------------------------

    @property
    def code(self) -> str | None:
        """The deal code, or None for a custom deal (made from cards)."""
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
        return self._history.length

    @property
    def history(self) -> list[Move]:
        """Every move made and not undone, oldest first, as a new list."""
        return self._history.moves()

    @property
    def line(self) -> MoveLine:
        """The same moves as a :class:`~.move_line.MoveLine`, which copies share: read in
        constant time however long the game, for code that follows a game move by move."""
        return self._history

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has a move to take back (at most the last 100)."""
        return bool(self._undo)

    @property
    def undo_depth(self) -> int:
        """How many moves :meth:`undo` can still take back, 0 to 100."""
        return len(self._undo)

    @property
    def status(self) -> Status:
        """``"playing"``, ``"won"`` or ``"lost"`` (a dead end); changed only by moves and undo."""
        return self._status

    @property
    def is_over(self) -> bool:
        """Whether the game is won or lost (a dead end): only undo changes it then."""
        return self._status != "playing"

    @property
    def last_played(self) -> Played | None:
        """What the latest move did (see :class:`~.moves.Played`); None before the first
        move, after a restart and after an undo (which returns the move it took back)."""
        return self._last

    def free(self) -> list[int]:
        """The free positions that still hold a card, ascending."""
        return _positions(self._free)

    def is_free(self, position: int) -> bool:
        """Whether ``position`` (0..24) holds a card that nothing covers; a position outside
        0..24 raises :class:`InvalidMoveError`."""
        return bool(self._free >> check_position(position) & 1)

    def covered_by(self, position: int) -> list[int]:
        """The positions whose cards still cover ``position`` (0..24); a position outside
        0..24 raises :class:`InvalidMoveError`."""
        return [q for q in COVERED_BY[check_position(position)] if self._ranks[q]]

    def rank_at(self, target: Target) -> int | None:
        """The rank of the card at a heart position or on top of the waste, if any."""
        target = check_target(target)
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
            status=self._status,
            history=tuple(self._history.moves()),
        )

    # --- moves ------------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every move :meth:`play` accepts now: pairs first, then the draw or recycle."""
        if self._status != "playing":
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
        """Make ``move`` (a :class:`Move` or its text form) and return it."""
        if isinstance(move, str):
            move = Move.parse(move)
        elif not isinstance(move, Move):
            raise TypeError(f"a move is a Move or text such as '12+14', got {excerpt(move)}")
        if move.kind == "pair":
            assert move.a is not None
            assert move.b is not None
            return self.pair(move.a, move.b)
        return self.recycle() if move.kind == "recycle" else self._draw_only()

    def replay(self, moves: Iterable[Move | str]) -> None:
        """Play ``moves`` in order; if one is refused, nothing is played and it is named."""
        trial = self.copy()
        play_each(trial.play, moves)
        for name in Game.__slots__:
            setattr(self, name, getattr(trial, name))

    def draw(self) -> Move:
        """Draw the stock's next card onto the waste, or recycle the waste if the stock is empty."""
        return self._draw_only() if self._stock else self.recycle()

    def recycle(self) -> Move:
        """Turn the whole waste back over into the stock, in the same order."""
        self._check_playing()
        if self._stock:
            raise IllegalMoveError(
                f"cannot recycle: the stock still holds {len(self._stock)} cards to draw"
            )
        if not self._waste:
            raise IllegalMoveError("cannot draw: the stock and the waste are both empty")
        self._stock = self._waste[::-1]
        self._waste = []
        return self._record(Played(Move.recycle(), cards=len(self._stock)))

    def pair(self, a: PairEnd, b: PairEnd) -> Move:
        """Remove two cards of one rank: two free heart cards, or one and the waste top."""
        move = Move.pair(a, b)
        self._check_playing()
        p, q = move.a, move.b
        assert p is not None
        assert q is not None
        self._check_playable(p)
        free = self._free
        if q == "waste":
            if not self._waste:
                raise IllegalMoveError("cannot pair with the waste: it is empty")
            self._check_same_rank(p, q)
            self._waste.pop()
            self._pile[self._ranks[p]] -= 1
        else:
            self._check_playable(q)
            self._check_same_rank(p, q)
            self._remove(q)
        rank = self._ranks[p]
        self._remove(p)
        freed = tuple(_positions(self._free & ~free))
        return self._record(Played(move, rank, freed))

    def undo(self) -> Move | None:
        """Take back the last move (up to 100 back); returns it, or None if none is left."""
        if not self._undo:
            return None
        move, rank = self._undo.pop()
        before = self._history.before
        assert before is not None  # a move to take back is in the history
        self._history = before
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
        self._status = "playing"  # moves are made only in play, so play resumes
        self._last = None
        return move

    # --- internals --------------------------------------------------------------------------

    def _draw_only(self) -> Move:
        self._check_playing()
        if not self._stock:
            raise IllegalMoveError("cannot draw: the stock is empty (recycle the waste instead)")
        self._waste.append(self._stock.pop())
        return self._record(Played(Move.draw(), self._waste[-1]))

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

    def _record(self, played: Played) -> Move:
        move = played.move
        self._undo.append((move, played.rank or 0))
        self._history = self._history.then(move)
        self._last = played
        if move.kind == "pair":
            self._status = self._judge()
        return move

    def _judge(self) -> Status:
        """Won, lost (no free card has a partner free or in stock or waste), or playing."""
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
        return "lost"

    def _check_playing(self) -> None:
        if self._status != "playing":
            state = "won" if self._status == "won" else "lost: no more moves possible"
            raise IllegalMoveError(f"the game is over ({state}): undo or start a new game")

    def _check_playable(self, position: int) -> None:
        if not self._ranks[position]:
            raise IllegalMoveError(f"position {position} is empty: its card has been removed")
        if not self._free >> position & 1:
            cover = ", ".join(map(str, self.covered_by(position)))
            raise IllegalMoveError(f"position {position} is covered by the card(s) at {cover}")

    def _check_same_rank(self, p: int, q: PairEnd) -> None:
        first, second = self._ranks[p], self.rank_at(q)
        if first != second:
            assert second is not None
            where = "the waste top" if q == "waste" else f"position {q}"
            raise IllegalMoveError(
                f"must be of the same rank: position {p} holds {_a(first)}, "
                f"{where} holds {_a(second)}"
            )

    # --- saving -------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The game as a JSON-ready dict: its deal, its moves, its undo depth and result."""
        heart, stock, waste = self.initial_cards
        return save_format.game_record(
            code=self._code,
            deal={"heart": heart, "stock": stock, "waste": waste},
            moves=[str(move) for move in self._history.moves()],
            undo=self.undo_depth,
            result={"score": self.score, "moves": self.moves, "status": self._status},
        )

    def to_json(self, indent: int | None = None) -> str:
        """The game as JSON: its code or cards, its moves and the result they reach.

        :meth:`from_json` loads it back into a game that behaves exactly as this one,
        down to how many moves undo can still take back. A save longer than 2 MiB (about
        250,000 moves; 2,000 moves save in 16 KiB) is never written: ``ValueError``.
        """
        return save_format.dumps(self.to_dict(), indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a game saved by :meth:`to_json` (or by ``Table.to_json``), replaying it.

        Raises :class:`InvalidSaveError` saying what is wrong when the text is no saved
        game, its deal does not match its code, a move is refused or the result differs.
        Text of more than 2 MiB is refused before it is parsed, so a crafted save costs at
        most the replay of such a game.
        """
        saved = save_format.load(text)
        try:
            game = cls.from_code(saved.code) if saved.code is not None else None
            if saved.deal is not None:
                dealt = cls.from_cards(*saved.deal)
                if game is not None and dealt.initial_cards != game.initial_cards:
                    raise InvalidSaveError(
                        f"the saved deal does not match the deal of code {game.code}"
                    )
                game = game or dealt
            assert game is not None  # the save format holds a code or a deal
            game.replay(saved.moves)
        except (GameError, TypeError) as error:
            raise InvalidSaveError(f"the saved game cannot be rebuilt: {error}") from None
        if saved.undo is not None:
            if saved.undo > game.undo_depth:
                raise InvalidSaveError(
                    f"the saved undo depth {saved.undo} exceeds the {game.undo_depth} "
                    "moves that can be undone"
                )
            game._undo = deque(list(game._undo)[game.undo_depth - saved.undo :], UNDO_LIMIT)
        reached = {"score": game.score, "moves": game.moves, "status": game.status}
        if saved.result is not None and saved.result != reached:
            raise InvalidSaveError(
                f"the saved result {saved.result} differs from the replayed one {reached}"
            )
        return game

    # --- text and pictures ----------------------------------------------------------------------

    def __str__(self) -> str:
        return self.to_text()

    def to_text(
        self,
        *,
        positions: bool = False,
        selected: int | Literal["waste"] | None = None,
        elapsed: float | None = None,
    ) -> str:
        """The board as plain text, as ``str(game)``; ``positions`` puts each place's number
        under its card, ``selected`` marks a card and ``elapsed`` adds the time (a table's
        text; see :mod:`.text_picture`)."""
        return text_picture.draw(
            self.heart,
            self.free(),
            len(self._stock),
            self._waste,
            code=self._code,
            score=self.score,
            moves=self.moves,
            status=self._status,
            selected=selected,
            elapsed=elapsed,
            positions=positions,
        )

    def to_svg(
        self,
        *,
        selected: int | Literal["waste"] | None = None,
        positions: bool = False,
        language: str = "en",
    ) -> str:
        """The board as a standalone SVG picture, ``selected`` ringed, each place numbered
        with ``positions``, its words in ``language`` (``"en"``, ``"de"`` or ``"hr"``; see
        :mod:`.picture`)."""
        return picture.board_svg(
            self.heart,
            self.free(),
            len(self._stock),
            self.waste,
            code=self._code,
            score=self.score,
            moves=self.moves,
            status=self._status,
            selected=selected,
            positions=positions,
            language=language,
        )

    def _repr_svg_(self) -> str:
        """What a notebook shows for a game in a cell: the board's picture."""
        return self.to_svg()

    def __repr__(self) -> str:
        code = self._code or "custom deal"
        return f"<Game {code}: {self._status}, score {self.score}, {self.moves} moves>"


def _positions(mask: int) -> list[int]:
    """The positions whose bits are set in ``mask``, ascending."""
    positions = []
    while mask:
        low = mask & -mask
        positions.append(low.bit_length() - 1)
        mask ^= low
    return positions


def _a(rank: int) -> str:
    name = long_name(rank)
    return f"an {name}" if name[0] in "A8" else f"a {name}"


def _check_code(code: str, cards: tuple[tuple[int | None, ...], ...]) -> str:
    """``code`` written as a code is, if it names exactly ``cards``; else an error saying why."""
    number = parse_code(code)  # TypeError for a code that is no text
    if tuple(map(tuple, deal(number))) != cards:
        raise InvalidCodeError(f"the code {excerpt(code)} deals other cards than these")
    return format_code(number)


def _check_cards(
    heart: Iterable[object], stock: Iterable[object], waste: Iterable[object]
) -> tuple[tuple[int | None, ...], tuple[int, ...], tuple[int, ...]]:
    """The cards as tuples, or an error saying why they are no Heart to Heart layout."""
    parts: dict[str, tuple[Any, ...]] = {}
    for name, cards in (("heart", heart), ("stock", stock), ("waste", waste)):
        if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
            raise TypeError(f"the {name} is a list of ranks, got {excerpt(cards)}")
        parts[name] = tuple(cards)  # an iterator is read once, here
    if len(parts["heart"]) != POSITIONS:
        raise GameError(f"the heart has 25 positions, got {len(parts['heart'])} entries")
    for name, part in parts.items():
        for index, rank in enumerate(part):
            if not is_rank(rank) and not (name == "heart" and rank is None):
                raise GameError(f"{name}[{index}] must be a rank 1..13, got {excerpt(rank)}")
    counts = Counter(rank for part in parts.values() for rank in part if rank is not None)
    for rank, count in counts.items():
        if count > COPIES:
            raise GameError(f"rank {rank} appears {count} times: a deck has only 4 of each rank")
    return parts["heart"], parts["stock"], parts["waste"]
