"""The solver's core: whether a heart can be cleared, searched on bit masks.

It knows no :class:`~.game.Game` and judges a deal from its number alone, which is how
:mod:`.dealing` and the daily deal find winnable deals; the :mod:`.solver` turns its
answers into moves and hints. Why it is fast and still exact
(``tests/heart_to_heart/solving/test_solver_exact.py`` checks it against a plain search):

* Recycles are unlimited, so any card in stock or waste can be brought to the waste top by
  draws and recycles. Whether a position can be won therefore depends only on the heart and
  the ranks left in stock and waste (the *pile*), not on their order or the stock position.
* Per rank, with ``h`` cards in the heart and ``p`` in the pile: if ``p >= h`` each heart
  card of the rank can go with a pile card, so a free one is removed at once (an *easy*
  rank). Otherwise the rank is *hard*: (3, 1), (4, 0) or (2, 0) in a real game. Two more
  moves are safe: all remaining cards of a rank free together go together, and two free
  cards of a (3, 1) rank pair. A safe move leaves a superset of the cards any other line
  removes, at every step, using no more pile cards: it loses nothing.
* Then only hard ranks offer a choice: a lone free card that may take the pile card, or
  two or three free cards of a (4, 0) rank. A depth-first search over those choices,
  memoized on the heart alone, decides; the pile follows from the heart, since a hard rank
  has at most one pile card and it is used exactly when an odd number of its cards are gone.

The heart is a bit mask on a grid (12 bits a row, two bits a card width) in which the
cards covering a card sit 11 and 13 bits higher: two shifts give all the free cards.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from hearttoheart_widget.heart_to_heart.deals import DECK, deal
from hearttoheart_widget.heart_to_heart.geometry import POSITIONS, ROW, X
from hearttoheart_widget.heart_to_heart.moves import Move

#: The grid bit of each heart position.
BIT: tuple[int, ...] = tuple(1 << (12 * ROW[p] + int(2 * X[p]) + 5) for p in range(POSITIONS))
_POSITION = {bit: p for p, bit in enumerate(BIT)}

# A hard rank: its grid mask, its heart cards and its pile cards where the search starts.
_Hard = tuple[int, int, int]
# One removal: two heart positions, or a heart position and None for the pile.
_Step = tuple[int, int | None]
# Removals that can be made in any order: all their cards are free together.
_Wave = list[_Step]


def free_cards(heart: int) -> int:
    """The free cards of a grid heart: those that no remaining card covers."""
    return heart & ~((heart >> 11) | (heart >> 13))


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


@dataclass(slots=True)
class Search:
    """The abstract game from one position: the heart as a grid mask, ranks easy or hard."""

    ranks: Sequence[int | None]  # by heart position, as the search started
    heart: int
    easy: int
    hard: tuple[_Hard, ...]
    failed: set[int] = field(default_factory=set)
    best_from: dict[int, int] = field(default_factory=dict)

    @classmethod
    def build(cls, ranks: Sequence[int | None], pile: Sequence[int]) -> Search:
        """From the heart's ranks by position (None where removed) and pile counts by rank."""
        masks = [0] * 14
        for p, r in enumerate(ranks):
            if r:
                masks[r] |= BIT[p]
        easy = 0
        hard: list[_Hard] = []
        for r, mask in enumerate(masks):
            h = mask.bit_count()
            if pile[r] >= h:
                easy |= mask
            else:
                hard.append((mask, h, pile[r]))
        return cls(ranks, sum(masks), easy, tuple(hard))

    def close(self, heart: int, waves: list[_Wave] | None = None) -> int:
        """Make every safe move and return the heart left; ``waves`` records the removals."""
        easy, hard = self.easy, self.hard
        while True:
            free = free_cards(heart)
            gone = free & easy
            if not gone:
                for mask, h0, p0 in hard:
                    fm = free & mask
                    if not fm:
                        continue
                    m = heart & mask
                    h = m.bit_count()
                    p = p0 - ((h0 - h) & 1)
                    if (
                        p >= h
                        or (fm == m and (p or not h & 1))
                        or (h == 3 and p == 1 and fm.bit_count() == 2)
                    ):
                        gone |= fm
                if not gone:
                    return heart
            heart ^= gone
            if waves is not None:
                waves.append(self._wave(gone))

    def _wave(self, gone: int) -> _Wave:
        """Cards free together: pairs of one rank in the heart, the odd ones with the pile."""
        steps: _Wave = []
        waiting: dict[int | None, int] = {}
        for bit in _bits(gone):
            p = _POSITION[bit]
            q = waiting.pop(self.ranks[p], None)
            if q is None:
                waiting[self.ranks[p]] = p
            else:
                steps.append((q, p))
        steps.extend((p, None) for p in waiting.values())
        return steps

    def choices(self, heart: int) -> Iterator[tuple[int, _Step]]:
        """The pairs of hard ranks open in ``heart``, as (heart after, removal)."""
        free = free_cards(heart)
        for mask, h0, p0 in self.hard:
            fm = free & mask
            if not fm:
                continue
            if p0 - ((h0 - (heart & mask).bit_count()) & 1):
                for a in _bits(fm):
                    yield heart ^ a, (_POSITION[a], None)
            rest = fm
            for a in _bits(fm):
                rest ^= a
                for b in _bits(rest):
                    yield heart ^ a ^ b, (_POSITION[a], _POSITION[b])

    def wins(self, heart: int) -> bool:
        """Whether every card of ``heart`` can be removed."""
        heart = self.close(heart)
        if not heart:
            return True
        if heart in self.failed:
            return False
        for child, _ in self.choices(heart):
            if self.wins(child):
                return True
        self.failed.add(heart)
        return False

    def winning_line(self) -> list[_Wave] | None:
        """The removals of a win from the start, wave by wave, or None if there is none."""
        waves: list[_Wave] = []
        heart = self.close(self.heart, waves)
        while heart:
            for child, step in self.choices(heart):
                if self.wins(child):
                    waves.append([step])
                    heart = self.close(child, waves)
                    break
            else:
                return None
        return waves

    def best(self, heart: int) -> int:
        """The most cards of ``heart`` that some line removes."""
        closed = self.close(heart)
        value = self.best_from.get(closed)
        if value is None:
            value = 0
            for child, _ in self.choices(closed):
                value = max(value, closed.bit_count() - child.bit_count() + self.best(child))
            self.best_from[closed] = value
        return heart.bit_count() - closed.bit_count() + value

    def after(self, move: Move) -> int:
        """The heart after ``move`` from the start (draws and recycles change nothing)."""
        heart = self.heart
        if move.kind == "pair":
            assert isinstance(move.a, int)
            heart ^= BIT[move.a]
            if isinstance(move.b, int):
                heart ^= BIT[move.b]
        return heart


_MASK = (1 << 64) - 1
_LIMIT = tuple((1 << 64) - (1 << 64) % bound if bound else 0 for bound in range(53))


def deal_heart(number: int) -> list[int]:
    """The heart's ranks by position in deal ``number``: ``deals.deal`` inlined for speed."""
    deck = list(DECK)
    state = number
    for i in range(51, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z >= _LIMIT[i + 1]:  # rejected (about once in 2**58 draws): the plain way
            return deal(number)[0]
        j = z % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck[:POSITIONS]


def is_winnable_deal(number: int) -> bool:
    """Whether the deal numbered ``number`` can be won from its start."""
    heart = deal_heart(number)
    pile = [4] * 14
    for r in heart:
        pile[r] -= 1
    search = Search.build(heart, pile)
    return search.wins(search.heart)
