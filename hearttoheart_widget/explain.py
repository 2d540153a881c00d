"""Plain-English reasons for moves, for teaching: what a move does and what it opens up."""

from __future__ import annotations

from .game import Game
from .geometry import COVERS, TIP
from .moves import Move
from .ranks import long_name


def explain(game: Game, move: Move | str) -> str:
    """Say, before ``move`` is played on ``game``, what it does and why it helps.

    The move must be legal; the game is not changed.
    """
    if isinstance(move, str):
        move = Move.parse(move)
    if move not in game.legal_moves():
        raise ValueError(f"{move} is not a legal move here")
    if move.kind == "recycle":
        return (
            f"Recycle: the stock is empty, so the {len(game.waste)} waste cards go back into "
            "it, face down, to be drawn again in the same order."
        )
    if move.kind == "draw":
        if _has_pair(game):
            return (
                "Draw: a pair is open, but this line keeps it for later and turns the next "
                "stock card onto the waste first."
            )
        return "Draw: no free card has a partner in view, so turn the next stock card."
    assert move.a is not None
    rank = game.rank_at(move.a)
    assert rank is not None
    name = long_name(rank)
    first = _place(move.a)
    if move.b == "waste":
        what = f"Pair the {name} at {first} with the {name} on top of the waste (10 points)"
        gone = [move.a]
    else:
        assert isinstance(move.b, int)
        what = f"Pair the {name}s at {first} and {_place(move.b)} (20 points)"
        gone = [move.a, move.b]
    freed = _freed_by(game, gone)
    if game.score + 10 * len(gone) == 250:
        return what + ": the last cards of the heart leave, and the game is won."
    if not freed:
        return what + "."
    cards = [f"the {_name_at(game, p)} at {p}" for p in freed]
    listed = cards[0] if len(cards) == 1 else ", ".join(cards[:-1]) + " and " + cards[-1]
    return f"{what}: this frees {listed}."


def _place(position: int) -> str:
    return "the tip (24)" if position == TIP else f"position {position}"


def _name_at(game: Game, position: int) -> str:
    rank = game.rank_at(position)
    assert rank is not None
    return long_name(rank)


def _freed_by(game: Game, gone: list[int]) -> list[int]:
    """The positions that become free once the cards at ``gone`` are removed."""
    heart = game.heart
    for p in gone:
        heart[p] = None
    trial = Game.from_cards(heart, [], [])
    return sorted({q for p in gone for q in COVERS[p] if trial.is_free(q)})


def _has_pair(game: Game) -> bool:
    return any(move.kind == "pair" for move in game.legal_moves())
