"""What Heart to Heart's board shows in review mode: each position of a reviewed game as a
compact board state, and each move's verdict, words and marks, from its exact review.

The view draws these and works nothing out (see :mod:`~..common.review_mode` for the
keys both games share). The game's own keys are ``win_lost_at``, which is also the
``key_move`` the summary offers to go to, and ``fewest_after``, the line of the summary
that a won game's fewest moves follow (they come apart, in ``review_fewest``). A position
is:

- ``heart``: 25 characters, one per position: ``.`` for a removed card, ``A`` .. ``M`` for
  a free card of rank 1 .. 13, ``a`` .. ``m`` for a covered one;
- ``stock``, ``waste`` (the rank on its top, or None), ``waste_count`` and ``score``;
- ``over``: the position is won or a dead end.

A step after a move adds ``move`` (its name in the review's language), ``verdict``
(``kept``, ``gave_away`` or ``already_lost``) and ``reason`` (the review's sentence), and
the targets the board marks, each a heart position, ``"stock"``, ``"waste"`` or
``"waste_ghost"``: ``ghosts``, ``[target, rank]`` for each card the move removed (a heart
card shown faded in its place; ``"waste_ghost"`` the waste card it took, shown over the
waste), ``played``, what the move touched (the ghosts of a pair, the waste after a draw,
the stock after a recycle), and at a move that gave the win away ``instead``, the targets
of the move that would have kept it (in the position before: a card the move removed is
its ghost), with its name in ``instead_move``.
"""

from __future__ import annotations

from typing import Any

from hearttoheart_widget.common.translations import translate

from .game import Game
from .game_review import Review, move_label
from .moves import Move, PairEnd

_GAME = "heart_to_heart"
_BoardTarget = int | str


def review_board(game: Game, review: Review) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The game's own keys of review mode (the review's head, the move that gave the win
    away) and every step of ``game``, whose ``review`` this is."""
    lines = review.summary(fewest=False)
    board = {
        "title": lines[0],
        "summary": lines[1:],
        # A won game's fewest moves (synced apart, as they may take seconds) follow its moves.
        "fewest_after": 1 if review.status == "won" else None,
        "win_lost_at": review.win_lost_at,
        "key_move": review.win_lost_at,
    }
    return board, _steps(game, review)


def _steps(game: Game, review: Review) -> list[dict[str, Any]]:
    language = review.language
    replay = Game.from_cards(*game.initial_cards)
    start = "review_start_winnable" if review.winnable_at_start else "win_lost_start"
    steps = [{**_position(replay), "reason": translate(start, language, game=_GAME)}]
    for entry in review:
        move = entry.move
        ghosts = _ghosts(replay, move)
        step: dict[str, Any] = {
            "move": move_label(move, language),
            "verdict": entry.verdict,
            "reason": entry.reason,
            "ghosts": ghosts,
            "played": [target for target, _ in ghosts] or [_pile(move)],
        }
        if entry.instead is not None:
            step["instead"] = _targets(entry.instead, took_waste=move.b == "waste")
            step["instead_move"] = move_label(entry.instead, language)
        replay.play(move)
        steps.append({**_position(replay), **step})
    return steps


def _position(game: Game) -> dict[str, Any]:
    free = set(game.free())
    heart = "".join(
        "." if rank is None else chr((64 if p in free else 96) + rank)
        for p, rank in enumerate(game.heart)
    )
    return {
        "heart": heart,
        "stock": len(game.stock),
        "waste": game.waste_top,
        "waste_count": len(game.waste),
        "score": game.score,
        "over": game.is_over,
    }


def _ghosts(before: Game, move: Move) -> list[list[Any]]:
    """The cards a pair removes, ``[target, rank]``, read in the position ``before`` it."""
    if move.kind != "pair":
        return []
    assert move.a is not None
    assert move.b is not None
    ends: tuple[PairEnd, PairEnd] = (move.a, move.b)
    return [[_target(end, took_waste=True), before.rank_at(end)] for end in ends]


def _pile(move: Move) -> str:
    """What a draw or recycle touched: the waste it turned a card onto, or the stock."""
    return "waste" if move.kind == "draw" else "stock"


def _targets(move: Move, *, took_waste: bool) -> list[_BoardTarget]:
    """The board targets of ``move`` in the position before the move played; the waste's
    card is its ghost when the move played took it."""
    if move.kind != "pair":
        return ["stock"]
    assert move.a is not None
    assert move.b is not None
    return [_target(move.a, took_waste=took_waste), _target(move.b, took_waste=took_waste)]


def _target(end: PairEnd, *, took_waste: bool) -> _BoardTarget:
    if end == "waste":
        return "waste_ghost" if took_waste else "waste"
    return end
