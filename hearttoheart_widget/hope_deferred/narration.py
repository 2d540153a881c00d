"""Hope Deferred's moves in words, for the text picture and logs: not the history.

The history is a list of :class:`~.moves.Move` that replays a game; these sentences
("7♣ on pile 1, A♥ set aside") only say what happened, in English, German or Croatian.
Each move's sentence comes from the move's value, a :class:`~.moves.Played`, through
:func:`~.moves.describe`; the game needs nothing of this module.
"""

from __future__ import annotations

from hearttoheart_widget.common.errors import require
from hearttoheart_widget.common.translations import check_language, translate, translate_count

from .game import HopeDeferredGame
from .moves import GAME, describe
from .variants import ROUNDS


def narrate(game: HopeDeferredGame, language: str = "en") -> list[str]:
    """The whole game so far, a line for the deal, one a move, and one for the end, in
    ``language`` (``"en"``, the default, ``"de"`` or ``"hr"``).

    The game is replayed on a copy; it is not changed.
    """
    replay = require(game, HopeDeferredGame, "narrate()").copy()
    check_language(language)
    replay.restart()

    def say(key: str, **fields: object) -> str:
        return translate(key, language, game=GAME, **fields)

    suit = say(f"hd_suit_{replay.target_suit.value}")
    lines = [
        say(
            "narrate_start",
            code=replay.code or say("narrate_custom"),
            variant=say(f"hd_variant_{replay.variant.value}"),
            n=replay.targets_left,
            suit=suit,
            cards=translate_count("cards", len(replay.stock), language, game=GAME),
        )
    ]
    for move in game.history:
        round_, deals = replay.round, replay.deals_in_round
        replay.play(move)
        played = replay.last_played
        assert played is not None
        said = describe(played, language)
        if move.kind == "gather":
            lines.append(say("narrate_gather", round=round_, said=said))
        else:
            lines.append(say("narrate_deal", round=round_, deal=deals + 1, said=said))
    if replay.status == "won":
        lines.append(say("narrate_won", n=len(replay.set_aside), suit=suit))
    elif replay.status == "lost":
        left = replay.targets_left
        lines.append(
            translate_count("narrate_lost", left, language, game=GAME, suit=suit, rounds=ROUNDS)
        )
    return lines
