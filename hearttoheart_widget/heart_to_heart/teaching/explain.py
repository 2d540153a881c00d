"""Plain-English reasons for moves, for teaching: what a move does, what it frees, and when
it throws a won game away.

A move that turns a position that can be won into one that cannot is named as such in the
first sentence, with the reason (from :mod:`.stuck`); a move that keeps the win never is.
Draws and recycles never change whether a game can be won: the solver's first lesson is
that only the heart and the ranks left in stock and waste matter, not their order.
"""

from __future__ import annotations

from ...common.errors import excerpt, require
from ..game import Game
from ..moves import Move
from ..ranks import long_name
from ..solving.solver import is_winnable
from ..stuck import rank_counts, why_lost
from ..words import a, at, card, join, number

LOST = "After this move the game can no longer be won"


def explain(game: Game, move: Move | str) -> str:
    """Say, before ``move`` is played on ``game``, what it does and why.

    The move must be legal; the game is not changed.
    """
    require(game, Game, "explain()")
    if isinstance(move, str):
        move = Move.parse(move)
    elif not isinstance(move, Move):
        raise TypeError(f"a move is a Move or text such as '12+14', got {excerpt(move)}")
    if move not in game.legal_moves():
        raise ValueError(f"{move} is not a legal move here")
    if move.kind == "pair":
        return _explain_pair(game, move)
    return _explain_turn(game, move)


def freed_by(game: Game, move: Move | str) -> list[int]:
    """The heart positions that ``move`` (legal here) would make free, ascending."""
    after = game.copy()
    after.play(move)
    return sorted(set(after.free()) - set(game.free()))


def _explain_pair(game: Game, move: Move) -> str:
    after = game.copy()
    after.play(move)
    what = "Pair " + _pair_words(game, move, points=True)
    if after.status == "won":
        leaving = (
            "card of the heart leaves" if move.b == "waste" else "two cards of the heart leave"
        )
        return f"{what}: the last {leaving}, and the game is won."
    freed = freed_by(game, move)
    ends = " No free card has a partner left: a dead end." if after.status != "playing" else ""
    if is_winnable(game) and not is_winnable(after):
        reason = why_lost(after)
        assert reason is not None
        frees = f" and frees {_cards(game, freed)}" if freed else ""
        return f"{LOST}: {reason}. It pairs {_pair_words(game, move, points=True)}{frees}.{ends}"
    frees = f"this frees {_cards(game, freed)}" if freed else "it frees no card"
    return f"{what}: {frees}.{ends}"


def _explain_turn(game: Game, move: Move) -> str:
    if move.kind == "recycle":
        count = len(game.waste)
        cards = "card goes" if count == 1 else "cards go"
        what = (
            f"Recycle: the stock is empty, so the {count} waste {cards} back into it, face down, "
            "to be drawn again in the same order"
        )
    else:
        what = "Draw: turn the next stock card onto the waste"
    pairs = [m for m in game.legal_moves() if m.kind == "pair"]
    if not pairs:
        return f"{what}. No free card has a partner in view: {_in_view(game)}."
    winnable = is_winnable(game)
    traps, waiting = [], []
    for pair in pairs:
        after = game.copy()
        after.play(pair)
        if winnable and not is_winnable(after):
            traps.append((pair, why_lost(after)))
        else:
            waiting.append(pair)
    sentences = [what + "."]
    if traps:
        one = len(pairs) == 1
        head = (
            "The only pair on offer" if one else "This pair" if len(traps) == 1 else "These pairs"
        )
        listed = "; ".join(
            f"{_pair_words(game, pair)} would lose the game, because {reason}"
            for pair, reason in traps
        )
        lead = "is a trap" if len(traps) == 1 else "are traps"
        sentences.append(f"{head} {lead}: {listed}.")
        sentences.append("A draw never changes whether the game can be won.")
    for pair in waiting:
        sentences.append(_why_wait(game, pair))
    return " ".join(sentences)


def _why_wait(game: Game, pair: Move) -> str:
    """Why an open pair that keeps the win (or a lost game's pair) may be left for later."""
    words = _pair_words(game, pair)
    words = words[0].upper() + words[1:]
    assert isinstance(pair.a, int)
    rank = _rank(game, pair.a)
    if pair.b == "waste":
        count = next(c for c in rank_counts(game) if c.rank == rank)
        if count.dangerous:
            return (
                f"{words} can wait: that {long_name(rank)} is the only one left outside the "
                f"heart, which still holds {number(len(count.heart))}, and keeping it leaves "
                "open which of them it partners; it comes round again after a recycle."
            )
        return (
            f"{words} can wait: the free card stays free, and the waste's {long_name(rank)} "
            "stays in the waste and comes round again after a recycle."
        )
    return f"{words} can wait: free cards stay free, so it will still be there."


def _pair_words(game: Game, pair: Move, *, points: bool = False) -> str:
    """``the 4 at 19 with the 4 on top of the waste``, ``the 2s at 13 and 19 (20 points)``."""
    assert isinstance(pair.a, int)
    name = _name_at(game, pair.a)
    if pair.b == "waste":
        words = f"the {name} at {at(pair.a)} with the {name} on top of the waste"
    else:
        assert isinstance(pair.b, int)
        words = f"the {name}s at {at(pair.a)} and {at(pair.b)}"
    if points:
        words += " (10 points)" if pair.b == "waste" else " (20 points)"
    return words


def _in_view(game: Game) -> str:
    free = [a(_rank(game, p)) for p in game.free()]
    cards = (
        f"the only free card is {free[0]}" if len(free) == 1 else f"the free cards are {join(free)}"
    )
    top = game.waste_top
    waste = "the waste is empty" if top is None else f"the waste shows {a(top)}"
    return f"{cards}, and {waste}"


def _cards(game: Game, positions: list[int]) -> str:
    return join([card(game.heart, p) for p in positions])


def _rank(game: Game, position: int) -> int:
    rank = game.rank_at(position)
    assert rank is not None
    return rank


def _name_at(game: Game, position: int) -> str:
    return long_name(_rank(game, position))
