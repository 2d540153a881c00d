"""Hope Deferred's moves in English, for the text picture and logs: not the history.

The history is a list of :class:`~.moves.Move` that replays a game; these sentences
("7♣ on pile 1, A♥ set aside") only say what happened. Each move's sentence comes from
the move's value, a :class:`~.moves.Played`, through :func:`~.moves.describe`; the game
needs nothing of this module.
"""

from __future__ import annotations

from hearttoheart_widget.common.errors import require

from .game import HopeDeferredGame
from .moves import describe as describe
from .variants import ROUNDS


def narrate(game: HopeDeferredGame) -> list[str]:
    """The whole game so far, a line for the deal, one a move, and one for the end.

    The game is replayed on a copy; it is not changed.
    """
    replay = require(game, HopeDeferredGame, "narrate()").copy()
    replay.restart()
    suit = replay.target_suit.value
    lines = [
        f"{replay.code or 'custom deal'}: {replay.variant.title}, hunting "
        f"{replay.targets_left} {suit}, {len(replay.stock)} cards"
    ]
    for move in game.history:
        round_, deals = replay.round, replay.deals_in_round
        replay.play(move)
        played = replay.last_played
        assert played is not None
        said = describe(played)
        if move.kind == "gather":
            lines.append(f"round {round_} over: {said}")
        else:
            lines.append(f"round {round_}, deal {deals + 1}: {said}")
    if replay.status == "won":
        lines.append(f"won: all {len(replay.set_aside)} {suit} set aside")
    elif replay.status == "lost":
        lines.append(f"lost: {replay.targets_left} {suit} left after round {ROUNDS}")
    return lines
