"""Why a position can no longer be won, in words a player can check on the board.

The solver decides *whether* a position can be won. This module finds a short reason when
it cannot, built on two facts of the rules:

* A card cannot be played while another card lies on it. When one card lies on another,
  directly or through a chain of cards still in the heart, the upper card must leave in an
  earlier move than the lower one: the two are never free together.
* Recycles are unlimited, so any card in stock or waste can be brought to the waste top.
  A free heart card whose rank still has a card in stock or waste can always leave alone.
  Only a *dangerous* rank, one with more cards in the heart than in stock and waste, must
  pair some of its heart cards with each other.

So a game is lost when a dangerous rank can never be paired off on its own:

* an odd number of its cards is left in the heart and none in stock or waste;
* its last two heart cards lie one on the other (with at most one card in stock and
  waste, which can take only one of them);
* (3 heart, 1 pile) or (4, 0): three of its cards lie one on another, and the rank has
  only two moves left to remove them in;
* (4, 0): one card lies on, or under, each of the other three, so it can pair with none.

or when the last two cards of several ranks, each pair able to leave only together, lie
on each other in a ring, so that each pair must leave before the next. Each of these is a
proof that no line of moves wins (``tests/heart_to_heart/test_stuck.py`` checks them
against the solver and a plain search). When none applies, the reason is a tangle too
long to put briefly, and :func:`why_lost` says so.

The reasons are said in English, German or Croatian (``why_lost(game, language="de")``),
from the translations' ``lost_*`` texts, each card's name agreeing with the words around it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Literal

from hearttoheart_widget.common.errors import require
from hearttoheart_widget.common.translations import check_language

from .game import Game
from .geometry import COVERS, TIP
from .solving.solver import is_winnable
from .words import at, at_all, card, join, number, plural, say

ReasonKind = Literal["no_partner", "covers_partner", "chain", "between", "ring", "tangle"]


@dataclass(frozen=True, slots=True)
class RankCount:
    """One rank still in the heart: where its cards are, and how many are in stock and waste."""

    rank: int
    heart: tuple[int, ...]
    pile: int

    @property
    def dangerous(self) -> bool:
        """More cards of this rank in the heart than in stock and waste together."""
        return len(self.heart) > self.pile


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a position cannot be won.

    ``kind`` names the pattern (see the module's docstring), ``ranks`` the ranks it is
    about, ``chains`` the covering it cites: each a list of positions, still in the heart,
    each card lying directly on the next. ``text`` says it in words, in the language asked
    for, as a clause to follow a colon: ``"the 4 at 21 is the last 4: ..."``. (German
    writes a capital after a colon when a whole sentence follows, so German reasons begin
    with one: ``"Die Vier an Position 21 ist die letzte Vier: ..."``.)
    """

    kind: ReasonKind
    ranks: tuple[int, ...]
    chains: tuple[tuple[int, ...], ...]
    text: str

    def __str__(self) -> str:
        return self.text


def rank_counts(game: Game) -> list[RankCount]:
    """Every rank still in the heart, Ace first: its heart positions and its pile count."""
    require(game, Game, "rank_counts()")
    pile = [0] * 14
    for rank in (*game.stock, *game.waste):
        pile[rank] += 1
    positions: dict[int, list[int]] = {}
    for p, held in enumerate(game.heart):
        if held is not None:
            positions.setdefault(held, []).append(p)
    return [RankCount(r, tuple(positions[r]), pile[r]) for r in sorted(positions)]


def dangerous_ranks(game: Game) -> list[RankCount]:
    """The ranks with more cards in the heart than in stock and waste."""
    return [count for count in rank_counts(game) if count.dangerous]


def chain(heart: Sequence[int | None], upper: int, lower: int) -> tuple[int, ...] | None:
    """The shortest chain of cards by which the card at ``upper`` lies on the one at ``lower``.

    ``heart`` holds the ranks by position (None where removed). The chain runs from
    ``upper`` to ``lower``, each card lying directly on the next; None if there is none.
    """
    came_from: dict[int, int] = {upper: upper}
    queue = deque([upper])
    while queue:
        p = queue.popleft()
        if p == lower:
            path = [p]
            while path[-1] != upper:
                path.append(came_from[path[-1]])
            return tuple(reversed(path))
        for q in COVERS[p]:
            if heart[q] is not None and q not in came_from:
                came_from[q] = p
                queue.append(q)
    return None


def short_reasons(game: Game, language: str = "en") -> list[Reason]:
    """Every short reason, of the kinds above, why the game can no longer be won, in
    ``language`` (``"en"``, ``"de"`` or ``"hr"``).

    The simplest comes first. An empty list proves nothing: the game may be winnable, or
    lost by a longer tangle.
    """
    require(game, Game, "short_reasons()")
    check_language(language)
    heart = game.heart
    found: list[Reason] = []
    forced: list[RankCount] = []
    for count in dangerous_ranks(game):
        reason = _stuck_alone(heart, count, language)
        if reason is not None:
            found.append(reason)
        elif len(count.heart) == 2:
            forced.append(count)
    ring = _ring(heart, forced, language)
    if ring is not None:
        found.append(ring)
    return sorted(found, key=_simplicity)


def why_lost(game: Game, language: str = "en") -> Reason | None:
    """A reason the game cannot be won, or None when it can still be won (or is won).

    The first short reason if there is one; otherwise a ``tangle`` naming the dangerous
    ranks, whose cards cannot all be paired off in an order the covering allows. Its text
    is in ``language``: ``"en"`` (the default), ``"de"`` or ``"hr"``.
    """
    require(game, Game, "why_lost()")
    check_language(language)
    if game.status == "won" or is_winnable(game):
        return None
    reasons = short_reasons(game, language)
    if reasons:
        return reasons[0]
    ranks = tuple(count.rank for count in dangerous_ranks(game))
    names = join([plural(r, language) for r in ranks], language)
    return Reason("tangle", ranks, (), say("lost_tangle", language, names=names))


_KIND_ORDER: tuple[ReasonKind, ...] = ("no_partner", "covers_partner", "between", "chain", "ring")


def _simplicity(reason: Reason) -> tuple[int, int]:
    return _KIND_ORDER.index(reason.kind), sum(map(len, reason.chains))


# --- one rank on its own ------------------------------------------------------------------


def _stuck_alone(heart: Sequence[int | None], count: RankCount, language: str) -> Reason | None:
    rank, cards, pile = count.rank, count.heart, count.pile
    if len(cards) % 2 and not pile:
        return Reason("no_partner", (rank,), (), _no_partner_text(rank, cards, language))
    if len(cards) == 2:
        return _covers_partner(heart, count, language)
    if TIP in cards:  # the tip lies on every card: say so first
        return _between(heart, count, language) or _in_a_line(heart, count, language)
    return _in_a_line(heart, count, language) or _between(heart, count, language)


def _covers_partner(heart: Sequence[int | None], count: RankCount, language: str) -> Reason | None:
    """The last two heart cards of a rank (at most one in the pile), one lying on the other."""
    rank, (a, b) = count.rank, count.heart
    link = chain(heart, a, b) or chain(heart, b, a)
    if link is None:
        return None
    words = _words(heart, link, language)
    if count.pile:
        text = say("lost_covers_pile", language, rank, chain=words)
    else:
        text = say("lost_covers_last", language, rank, chain=words, where=at_all((a, b), language))
    return Reason("covers_partner", (rank,), (link,), text)


def _in_a_line(heart: Sequence[int | None], count: RankCount, language: str) -> Reason | None:
    """Three cards of a (3, 1) or (4, 0) rank lying one on another: two moves cannot take them."""
    rank = count.rank
    for upper, middle, lower in permutations(count.heart, 3):
        first = chain(heart, upper, middle)
        second = chain(heart, middle, lower)
        if first is None or second is None:
            continue
        words = _words(heart, first + second[1:], language, other=False)
        key = "lost_three" if len(count.heart) == 3 else "lost_four_chain"
        return Reason("chain", (rank,), (first, second), say(key, language, rank, chain=words))
    return None


def _between(heart: Sequence[int | None], count: RankCount, language: str) -> Reason | None:
    """A card of a (4, 0) rank lying on, or under, each of the other three."""
    if len(count.heart) != 4:
        return None
    rank = count.rank
    for middle in count.heart:
        others = [p for p in count.heart if p != middle]
        links = [chain(heart, middle, p) or chain(heart, p, middle) for p in others]
        if None in links:
            continue
        found = tuple(link for link in links if link is not None)
        if middle == TIP:
            why = say("lost_between_tip", language, rank, where=at_all(others, language))
        else:
            why = "; ".join(_words(heart, link, language, other=False) for link in found)
        text = say("lost_between", language, rank, at=at(middle, language), why=why)
        return Reason("between", (rank,), found, text)
    return None


def _no_partner_text(rank: int, cards: tuple[int, ...], language: str) -> str:
    if len(cards) == 1:
        return say("lost_last_one", language, rank, at=at(cards[0], language))
    count = number(len(cards), language, rank)
    return say("lost_odd", language, rank, count=count, where=at_all(cards, language))


# --- last pairs that block each other --------------------------------------------------------


def _ring(heart: Sequence[int | None], forced: list[RankCount], language: str) -> Reason | None:
    """The shortest ring of last pairs, each lying on the next, if there is one."""
    links: dict[tuple[int, int], tuple[int, ...]] = {}
    for i, j in permutations(range(len(forced)), 2):
        found = [chain(heart, a, b) for a in forced[i].heart for b in forced[j].heart]
        shortest = min((link for link in found if link is not None), key=len, default=None)
        if shortest is not None:
            links[i, j] = shortest
    best: list[int] | None = None
    for start in range(len(forced)):
        came_from = {start: start}
        queue = deque([start])
        while queue:
            i = queue.popleft()
            if (i, start) in links:
                ring = [i]
                while ring[-1] != start:
                    ring.append(came_from[ring[-1]])
                if best is None or len(ring) < len(best):
                    best = ring[::-1]
                break
            for j in range(len(forced)):
                if (i, j) in links and j not in came_from:
                    came_from[j] = i
                    queue.append(j)
    if best is None:
        return None
    steps = [links[best[k], best[(k + 1) % len(best)]] for k in range(len(best))]
    return _ring_reason(heart, [forced[k] for k in best], steps, language)


def _ring_reason(
    heart: Sequence[int | None],
    pairs: list[RankCount],
    links: list[tuple[int, ...]],
    language: str,
) -> Reason:
    named = join(
        [say("lost_ring_pair", language, c.rank, where=at_all(c.heart, language)) for c in pairs],
        language,
    )
    before = say("lost_ring_other" if len(pairs) == 2 else "lost_ring_next", language)
    chains = "; ".join(_words(heart, link, language) for link in links)
    text = say("lost_ring", language, named=named, before=before, links=chains)
    return Reason("ring", tuple(c.rank for c in pairs), tuple(links), text)


# --- words ------------------------------------------------------------------------------------


def _words(
    heart: Sequence[int | None], link: tuple[int, ...], language: str, *, other: bool = True
) -> str:
    """``the 4 at 21 lies on the 9 at 18, which lies on the other 4 at 13``: "other" for
    the last card when it has the first one's rank (and ``other`` is on)."""
    last = len(link) - 1
    same = other and heart[link[last]] == heart[link[0]]

    def on(i: int) -> str:
        return card(heart, link[i], language, role="other_on" if same and i == last else "card_on")

    text = say("words_lies_on", language, card=card(heart, link[0], language), next=on(1))
    for i in range(2, len(link)):
        above = heart[link[i - 1]]
        assert above is not None  # a chain runs through cards still in the heart
        text += say("words_which_lies_on", language, above, next=on(i))
    return text
