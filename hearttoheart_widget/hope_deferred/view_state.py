"""What the Hope Deferred view needs to draw a game, as plain JSON-ready values.

The view draws these and nothing else: it knows no rules. Each key is one synced trait of
:class:`~hearttoheart_widget.hope_deferred.widget.HopeDeferred`, so a step sends only the
keys it changed. Cards are their ASCII text, such as ``"AH"`` or ``"10S"``.
"""

from __future__ import annotations

from .game import HopeDeferredGame


def board_state(game: HopeDeferredGame) -> dict[str, object]:
    """The stock, piles, target cards, counters and status of ``game``.

    ``next_step`` is the move a tap on the stock makes (``"deal"`` or ``"gather"``), or
    None once the game is over.
    """
    # Piles never hold a target card: the ones not set aside are all in the stock.
    targets = [*game.set_aside, *(card for card in game.stock if card.suit is game.target_suit)]
    return {
        "piles": [[card.ascii for card in pile] for pile in game.piles],
        "stock_count": len(game.stock),
        "set_aside": [card.ascii for card in game.set_aside],
        "targets": [card.ascii for card in sorted(targets, key=lambda card: card.rank)],
        "targets_left": game.targets_left,
        "round": game.round,
        "deals_in_round": game.deals_in_round,
        "deals_per_round": game.variant.deals_per_round,
        "next_step": next(iter(map(str, game.legal_moves())), None),
        "status": game.status,
        "code": game.code,
        "variant": game.variant.value,
        "target_suit": game.target_suit.value,
    }
