"""Strategies that play Heart to Heart, and a fair way to tell whether one is better.

A strategy is a plain function: it is given a :class:`Game` (which it must not change)
and returns one of ``game.legal_moves()``. Three come with the package:

* :func:`random_move`: any legal move, drawing included, chosen at random (seeded, so
  every run is the same);
* :func:`pairs_first`: a pair in the heart if there is one, else a pair with the waste,
  else draw;
* :func:`careful`: what the solver teaches, without asking the solver. Draws never matter,
  since any card in stock and waste comes round again, so it only decides which pairs to
  make. A pair is *safe* when its rank has at least as many cards in stock and waste as in
  the heart, when it takes the last cards of its rank, or when it pairs two of three heart
  cards whose rank has one card left outside; safe pairs are made as soon as they show,
  drawing to bring their partner up. Only when none is left does it choose between the
  risky pairs of a dangerous rank: it makes each in its head, follows it with every safe
  pair that then opens, and takes the one that leaves the fewest cards in the heart,
  skipping any after which :func:`.stuck.short_reasons` proves the game lost.

:func:`evaluate` plays a strategy on a list of deals and counts its wins, with the Wilson
interval; :func:`compare` sets two evaluations on the same deals side by side with an
exact McNemar test on the deals that only one of them wins; :func:`perfect_play` is the
ceiling, the deals the solver proves winnable; :func:`hard_deals` lists the winnable deals
that every simple strategy loses; :func:`win_rate_chart` draws evaluations as a bar chart.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TextIO

from hearttoheart_widget.common.chart import Bar, RateChart
from hearttoheart_widget.common.deprecation import renamed
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.intervals import wilson_interval
from hearttoheart_widget.common.reporting import progress_bar
from hearttoheart_widget.common.shuffle import SplitMix64
from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.geometry import COVERED_BY, POSITIONS
from hearttoheart_widget.heart_to_heart.moves import Move
from hearttoheart_widget.heart_to_heart.solving.solver import is_winnable
from hearttoheart_widget.heart_to_heart.stuck import short_reasons

#: A strategy: the move to make in a game (one of its legal moves); the game is not changed.
Strategy = Callable[[Game], Move]

#: Games still going after this many moves count as lost: a strategy may draw forever.
MAX_MOVES = 1_000


# --- the strategies ------------------------------------------------------------------------


def random_move(game: Game, *, seed: int = 0) -> Move:
    """A legal move chosen at random, drawing included.

    The choice depends only on ``seed``, the position and the number of moves made, so a
    game played this way is the same on every run (``functools.partial`` gives other seeds).
    """
    heart = bytes(rank or 0 for rank in game.heart)
    key = zlib.crc32(heart + b"|" + bytes(game.stock) + b"|" + bytes(game.waste))
    moves = game.legal_moves()
    return moves[SplitMix64((seed << 48) ^ (game.moves << 32) ^ key).below(len(moves))]


def pairs_first(game: Game) -> Move:
    """A pair in the heart if one is open, else a pair with the waste, else draw or recycle."""
    moves = game.legal_moves()
    in_heart = [m for m in moves if m.kind == "pair" and m.b != "waste"]
    with_waste = [m for m in moves if m.b == "waste"]
    return (in_heart or with_waste or moves)[0]


def careful(game: Game) -> Move:
    """The pair the solver's lessons choose (see the module's docstring), else a draw."""
    moves = game.legal_moves()
    pile = [0] * 14
    for rank in (*game.stock, *game.waste):
        pile[rank] += 1
    for move in _plan(tuple(rank or 0 for rank in game.heart), tuple(pile)):
        if move in moves:
            return move
    return next(m for m in moves if m.kind != "pair")  # bring a wanted card up


# An abstract position: the heart's ranks by position (0 where removed) and, by rank, the
# count of cards in stock and waste. Removals are pairs of positions or (position, None).
_Heart = tuple[int, ...]
_Pile = tuple[int, ...]
_Removal = tuple[int, int | None]


@lru_cache(maxsize=4096)
def _plan(heart: _Heart, pile: _Pile) -> tuple[Move, ...]:
    """The pairs to make, best first: the safe ones, else the chosen risky one, else any."""
    safe = _safe(heart, pile)
    if safe:
        return tuple(_move(r) for r in safe)
    risky = _risky(heart, pile)
    scored = []
    for removal in risky:
        after, left = _close(*_apply(heart, pile, removal))
        if not short_reasons(Game.from_cards(_ranks(after), _cards(left))):
            scored.append((sum(1 for rank in after if rank), removal))
    if scored:
        return (_move(min(scored)[1]),)
    return tuple(_move(r) for r in risky)


def _free(heart: _Heart) -> list[int]:
    return [p for p in range(POSITIONS) if heart[p] and not any(heart[q] for q in COVERED_BY[p])]


def _safe(heart: _Heart, pile: _Pile) -> list[_Removal]:
    """Removals that never lose: any winning line can be rearranged to make them first."""
    free = _free(heart)
    found: list[_Removal] = []
    for rank in {heart[p] for p in free}:
        mine = [p for p in free if heart[p] == rank]
        h = sum(1 for r in heart if r == rank)
        p = pile[rank]
        if p >= h or len(mine) == h or (h, p, len(mine)) == (3, 1, 2):
            found.extend(zip(mine[::2], mine[1::2], strict=False))
            if len(mine) % 2 and p:
                found.append((mine[-1], None))
    return found


def _risky(heart: _Heart, pile: _Pile) -> list[_Removal]:
    """Every other removal open now: the choices of the dangerous ranks."""
    free = _free(heart)
    found: list[_Removal] = []
    for i, a in enumerate(free):
        if pile[heart[a]]:
            found.append((a, None))
        found.extend((a, b) for b in free[i + 1 :] if heart[b] == heart[a])
    return found


def _apply(heart: _Heart, pile: _Pile, removal: _Removal) -> tuple[_Heart, _Pile]:
    a, b = removal
    cards = list(heart)
    left = list(pile)
    if b is None:
        left[cards[a]] -= 1
    else:
        cards[b] = 0
    cards[a] = 0
    return tuple(cards), tuple(left)


def _close(heart: _Heart, pile: _Pile) -> tuple[_Heart, _Pile]:
    """The position after every safe removal that opens, one after another."""
    while True:
        safe = _safe(heart, pile)
        if not safe:
            return heart, pile
        for removal in safe:
            heart, pile = _apply(heart, pile, removal)


def _move(removal: _Removal) -> Move:
    a, b = removal
    return Move.pair(a, "waste" if b is None else b)


def _ranks(heart: _Heart) -> list[int | None]:
    return [rank or None for rank in heart]


def _cards(pile: _Pile) -> list[int]:
    return [rank for rank, count in enumerate(pile) for _ in range(count)]


# --- evaluation ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Evaluation:
    """How a strategy did on a list of deals: ``won[i]`` for ``deals[i]``."""

    name: str
    deals: tuple[int, ...]
    won: tuple[bool, ...]
    unfinished: int = 0

    @property
    def wins(self) -> int:
        """The number of deals won."""
        return sum(self.won)

    @property
    def share(self) -> float:
        """The share of deals won, 0 to 1."""
        return self.wins / len(self.deals)

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the share won."""
        return wilson_interval(self.wins, len(self.deals))

    @property
    def rate(self) -> float:
        """Deprecated since 0.3.0: :attr:`share`."""
        renamed("Evaluation.rate", "Evaluation.share")
        return self.share

    def __str__(self) -> str:
        low, high = self.interval
        return (
            f"{self.name}: {self.wins:,} of {len(self.deals):,} won, {self.share:.2%} "
            f"(95% CI {low:.2%} to {high:.2%})"
        )


@dataclass(frozen=True, slots=True)
class Comparison:
    """Two evaluations on the same deals, deal by deal."""

    first: Evaluation
    second: Evaluation

    def __post_init__(self) -> None:
        if self.first.deals != self.second.deals:
            raise ValueError("a paired comparison needs both evaluations on the same deals")

    @property
    def only_first(self) -> int:
        """Deals the first strategy wins and the second loses."""
        return sum(a and not b for a, b in zip(self.first.won, self.second.won, strict=True))

    @property
    def only_second(self) -> int:
        """Deals the second strategy wins and the first loses."""
        return sum(b and not a for a, b in zip(self.first.won, self.second.won, strict=True))

    @property
    def p_value(self) -> float:
        """The exact two-sided McNemar p-value: do the two really differ?"""
        return mcnemar_exact(self.only_first, self.only_second)

    def __str__(self) -> str:
        p = self.p_value
        shown = f"{p:.3g}" if p >= 1e-300 else "< 1e-300"
        return (
            f"{self.first.name} vs {self.second.name}: {self.only_first:,} "
            f"{'deal' if self.only_first == 1 else 'deals'} won only by "
            f"{self.first.name}, {self.only_second:,} only by {self.second.name}; "
            f"exact McNemar p = {shown}"
        )


def mcnemar_exact(only_first: int, only_second: int) -> float:
    """The exact McNemar test: the two-sided binomial p-value of the discordant counts.

    Under "no difference", each deal won by exactly one strategy is equally likely to be
    won by either, so the smaller count follows Binomial(n, 1/2), n the two counts' sum.
    """
    if only_first < 0 or only_second < 0:
        raise ValueError(
            f"counts must not be negative, got {excerpt(only_first)} and {excerpt(only_second)}"
        )
    n = only_first + only_second
    tail = sum(math.comb(n, k) for k in range(min(only_first, only_second) + 1))
    return min(1.0, 2 * tail / (1 << n))


def evaluate(
    strategy: Strategy,
    deals: Iterable[int],
    *,
    name: str | None = None,
    max_moves: int = MAX_MOVES,
    progress: bool | None = None,
    stream: TextIO | None = None,
) -> Evaluation:
    """Play ``strategy`` on each deal number of ``deals`` and record which games it wins.

    A game still going after ``max_moves`` moves counts as lost (and as ``unfinished``).
    """
    numbers = tuple(deals)
    if not numbers:
        raise ValueError("evaluate needs at least one deal")
    won = []
    unfinished = 0
    label = name or _name(strategy)
    bar = progress_bar(len(numbers), "deals", label=label, show=progress, stream=stream)
    for number in numbers:
        game = Game.from_number(number)
        while game.status == "playing" and game.moves < max_moves:
            game.play(strategy(game))
        won.append(game.status == "won")
        unfinished += game.status == "playing"
        bar.update()
    bar.close()
    return Evaluation(label, numbers, tuple(won), unfinished)


def perfect_play(deals: Iterable[int]) -> Evaluation:
    """The ceiling: a deal is won exactly when the solver proves it winnable."""
    numbers = tuple(deals)
    won = tuple(is_winnable(Game.from_number(n)) for n in numbers)
    return Evaluation("perfect play", numbers, won)


def compare(first: Evaluation, second: Evaluation) -> Comparison:
    """Two evaluations on the same deals, with the exact McNemar test."""
    return Comparison(first, second)


#: The simple strategies a hard deal defeats.
SIMPLE: tuple[Strategy, ...] = (random_move, pairs_first)


def hard_deals(
    deals: Iterable[int], strategies: Sequence[Strategy] = SIMPLE, *, max_moves: int = MAX_MOVES
) -> list[int]:
    """The deals of ``deals`` that can be won, yet every one of ``strategies`` loses."""
    winnable = [n for n in deals if is_winnable(Game.from_number(n))]
    lost = set(winnable)
    for strategy in strategies:
        result = evaluate(strategy, sorted(lost), max_moves=max_moves) if lost else None
        if result is not None:
            lost -= {n for n, won in zip(result.deals, result.won, strict=True) if won}
    return sorted(lost)


def win_rate_chart(
    evaluations: Sequence[Evaluation],
    ceiling: Evaluation | None = None,
    marked: str | None = None,
) -> RateChart:
    """The win rates of ``evaluations`` as bars with their 95% intervals, the one named
    ``marked`` in red, and perfect play (``ceiling``) as a dashed line: an SVG chart that
    shows in a notebook and needs no plotting library."""
    if not evaluations:
        raise ValueError("win_rate_chart needs at least one evaluation")
    bars = tuple(
        Bar(result.name, result.share, *result.interval, marked=result.name == marked)
        for result in evaluations
    )
    title = f"Deals won of {len(evaluations[0].deals):,}, with 95% Wilson intervals"
    line = None if ceiling is None else ceiling.share
    return RateChart(title, bars, line, "perfect play")


def _name(strategy: Strategy) -> str:
    return getattr(strategy, "__name__", None) or repr(strategy)
