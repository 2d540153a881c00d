"""Board pictures of real games, for the picture tests and the card gallery.

The pictures take plain data; these read it from the engines, deciding the state from
the cards alone (the heart empty, every target card set aside) so they need nothing of
an engine beyond its cards and counters.
"""

from __future__ import annotations

from pathlib import Path

from hearttoheart_widget import Game
from hearttoheart_widget.heart_to_heart.picture import board_svg
from hearttoheart_widget.hope_deferred import HopeDeferredGame
from hearttoheart_widget.hope_deferred.picture import board_svg as hope_board_svg
from hearttoheart_widget.hope_deferred.variants import ROUNDS

#: A winning game of ``HH1-N-AAAAAAB``, as its moves.
WON_MOVES = (Path(__file__).parent / "data" / "won_HH1-N-AAAAAAB.txt").read_text().split()


def heart_picture(game: Game, selected: int | str | None = None) -> str:
    """The picture of a Heart to Heart game that is being played or won."""
    return board_svg(
        game.heart,
        game.free(),
        len(game.stock),
        game.waste,
        code=game.code,
        score=game.score,
        moves=game.moves,
        status="won" if game.heart.count(None) == len(game.heart) else "playing",
        selected=selected,
    )


def hope_picture(game: HopeDeferredGame) -> str:
    """The picture of a Hope Deferred game at any point."""
    won = len(game.set_aside) == len(game.variant.ranks)
    dealt_out = game.round == ROUNDS and game.deals_in_round == game.variant.deals_per_round
    status = "won" if won else "lost" if dealt_out else "playing"
    return hope_board_svg(
        len(game.stock),
        game.piles,
        game.set_aside,
        target_suit=game.target_suit,
        variant=game.variant,
        round=game.round,
        deals_in_round=game.deals_in_round,
        code=game.code,
        status=status,
    )
