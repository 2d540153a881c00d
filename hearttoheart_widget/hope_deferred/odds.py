"""Exact odds: the chance to win Hope Deferred, from a fresh deal or from any position.

Only where the target cards lie decides a game, and every shuffle is taken as a uniformly
random order. So a round that starts with ``cards`` cards in the stock, ``targets`` of them
target cards, turns up a hypergeometric number of targets: the first ``3 * deals`` cards
are dealt. Knockout's first deal runs on to the third card that is not a target, so the
targets it turns up follow the negative hypergeometric law, and the round's other deals
are again hypergeometric in what is left. The piles then go back into the stock: the next
round starts with every card not set aside and the targets not yet seen. Summing over
these chains, round by round, gives the exact probability as a ``Fraction``.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from functools import cache
from math import comb

from .game import HopeDeferredGame
from .moves import Move
from .variants import ROUNDS, Variant

_CARDS_A_DEAL = 3


def exact_odds(subject: Variant | str | HopeDeferredGame) -> Fraction:
    """The exact probability of a win.

    For a variant (or its name), the chance that a fresh deal is won. For a game, the
    chance from its current position, over every order of the cards not seen yet: the
    face-down stock of this round and every later shuffle. A won game gives 1, a lost one 0.
    """
    if isinstance(subject, HopeDeferredGame):
        return _from_position(subject)
    if isinstance(subject, (Variant, str)):
        variant = Variant.parse(subject)
        size = len(variant.ranks)
        return _round(ROUNDS, 4 * size, size, variant.deals_per_round, variant.refills)
    raise TypeError(
        f"exact_odds needs a Variant, a variant name or a HopeDeferredGame, got {subject!r:.60}"
    )


def _from_position(game: HopeDeferredGame) -> Fraction:
    if game.is_over:
        return Fraction(game.status == "won")
    variant = game.variant
    later = ROUNDS - game.round
    piles = sum(map(len, game.piles))
    stock, targets = len(game.stock), game.targets_left
    deals, refills = variant.deals_per_round, variant.refills
    if game.legal_moves() == [Move.gather()]:
        return _round(later, stock + piles, targets, deals, refills)
    now = deals - game.deals_in_round, refills and game.deals_in_round == 0
    return _play(stock, targets, now, piles, later, deals, refills)


@cache
def _round(rounds: int, cards: int, targets: int, deals: int, refills: bool) -> Fraction:
    """The chance to win with ``rounds`` rounds to go, the next about to start on a freshly
    shuffled stock of ``cards`` cards holding ``targets`` targets."""
    return _play(cards, targets, (deals, refills), 0, rounds - 1, deals, refills)


def _play(
    stock: int,
    targets: int,
    now: tuple[int, bool],
    piles: int,
    later: int,
    deals: int,
    refills: bool,
) -> Fraction:
    """The chance to win from a stock in random order with ``now`` = (deals still to come
    this round, whether the first of them refills), ``piles`` cards on the piles, and
    ``later`` rounds of ``deals`` deals (refilling or not) after this one."""
    chance = Fraction(0)
    for seen, probability in _seen(stock, targets, *now).items():
        if seen == targets:
            chance += probability
        elif later:
            rest = _round(later, stock + piles - seen, targets - seen, deals, refills)
            chance += probability * rest
    return chance


def _seen(stock: int, targets: int, deals: int, refill: bool) -> dict[int, Fraction]:
    """The law of how many targets show in ``deals`` deals from a stock in random order."""
    if not refill:
        return _hypergeometric(stock, targets, _CARDS_A_DEAL * deals)
    others = stock - targets
    if others < _CARDS_A_DEAL:
        return {targets: Fraction(1)}  # the refill deal turns up every card
    law: defaultdict[int, Fraction] = defaultdict(Fraction)
    orders = comb(stock, targets)
    for first in range(targets + 1):
        # ``first`` targets before the third other card: the refill deal's law.
        rest = stock - first - _CARDS_A_DEAL
        ways = comb(first + _CARDS_A_DEAL - 1, first) * comb(rest, targets - first)
        if ways:
            plain = _hypergeometric(rest, targets - first, _CARDS_A_DEAL * (deals - 1))
            for more, probability in plain.items():
                law[first + more] += Fraction(ways, orders) * probability
    return dict(law)


def _hypergeometric(stock: int, targets: int, dealt: int) -> dict[int, Fraction]:
    """The law of the targets among the first ``dealt`` cards (all if fewer are left)."""
    dealt = min(dealt, stock)
    others = stock - targets
    orders = comb(stock, dealt)
    return {
        seen: Fraction(comb(targets, seen) * comb(others, dealt - seen), orders)
        for seen in range(max(0, dealt - others), min(targets, dealt) + 1)
    }
