"""What Hope Deferred's board shows in review mode: each position of a reviewed game and
the exact chance of a win after each move, from its review.

The view draws these and works nothing out (see :mod:`~..common.review_mode` for the
keys both games share). The game's own keys are its ``variant``, ``target_suit``,
``rounds``, ``deals_per_round``, every target card (``targets``, Ace first),
``decided_at`` and the ``key_move`` the summary offers to go to (the deciding move, unless
that is the deal or the last move). A position is its ``piles`` (card text such as
``"7C"``, bottom to top), ``stock`` (its count), ``set_aside``, ``targets_left``,
``round``, ``deals`` (this round's so far) and ``over``, with ``chance``, the exact
chance of a win there (a float), ``chance_text`` (as the review writes it, ``"34.1%"``)
and ``trend`` (``"up"``, ``"down"`` or ``"same"`` against the step before; None at the
deal). A step after a move
adds ``move`` (its name in the review's language), ``reason`` and ``played``: the cards
the deal turned up (onto the piles or aside), or ``["stock"]`` for a gather.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hearttoheart_widget.common.translations import percent, translate

from .game import HopeDeferredGame
from .game_review import Review
from .variants import ROUNDS
from .view_state import board_state

_GAME = "hope_deferred"


def review_board(
    game: HopeDeferredGame, review: Review
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The game's own keys of review mode and every step of ``game``, whose ``review``
    this is."""
    language = review.language
    lines = review.summary()
    decided = review.decided_at
    replay = game.copy()
    replay.restart()
    start = board_state(replay)
    board = {
        "title": lines[0],
        "summary": lines[1:],
        "fewest_after": None,
        "decided_at": decided,
        # The summary offers to go to the deciding move, unless that is the deal or the end.
        "key_move": decided if decided is not None and 0 < decided < review.length else None,
        "variant": start["variant"],
        "target_suit": start["target_suit"],
        "rounds": ROUNDS,
        "deals_per_round": start["deals_per_round"],
        "targets": start["targets"],
    }
    chance = review.start_chance
    shown = percent(float(chance), language)
    reason = translate("review_start_chance", language, game=_GAME, chance=shown)
    steps = [{**_position(replay), **_chance(chance, None, language), "reason": reason}]
    for entry in review:
        replay.play(entry.move)
        played = replay.last_played
        assert played is not None
        cards = [card.ascii for card, _ in played.placed] or ["stock"]
        steps.append({
            **_position(replay),
            **_chance(entry.chance, chance, language),
            "move": translate(f"review_move_{entry.move.kind}", language, game=_GAME),
            "reason": entry.reason,
            "played": cards,
        })  # fmt: skip
        chance = entry.chance
    return board, steps


def _position(game: HopeDeferredGame) -> dict[str, Any]:
    return {
        "piles": [[card.ascii for card in pile] for pile in game.piles],
        "stock": len(game.stock),
        "set_aside": [card.ascii for card in game.set_aside],
        "targets_left": game.targets_left,
        "round": game.round,
        "deals": game.deals_in_round,
        "over": game.is_over,
    }


def _chance(chance: Fraction, before: Fraction | None, language: str) -> dict[str, Any]:
    trend = None
    if before is not None:
        trend = "up" if chance > before else "down" if chance < before else "same"
    return {"chance": float(chance), "chance_text": percent(float(chance), language),
            "trend": trend}  # fmt: skip
