"""What the widget's front end needs to draw a game, as plain JSON-ready values.

The view draws these and nothing else: it knows no rules. Each key is one synced trait of
:class:`~hearttoheart_widget.heart_to_heart.widget.HeartToHeart`, so a move sends only the keys
it changed.
"""

from __future__ import annotations

from .ending import ending
from .game import Game
from .geometry import ROW, X
from .previews import ordered, previews
from .solving.solver import Hint
from .table import Table
from .winnability import WinWatch

#: The heart's shape for the front end, sent once: x (card widths) and row per position.
GEOMETRY: dict[str, list[float] | list[int]] = {"x": list(X), "row": list(ROW)}


def board_state(table: Table) -> dict[str, object]:
    """The cards, selection, placement help, counters, status and tap effects of a table.

    ``taps`` maps every target to what a tap would do now, and ``pairs`` each selectable
    card to its partners (see :meth:`Table.taps` and :meth:`Table.pairs`); ``previews``
    says what each tap would leave on the board (see :func:`.previews.previews`), so a view
    paints a tap at once, before the kernel answers.
    """
    game = table.live
    return {
        "heart": game.heart,
        "free": game.free(),
        "stock_count": len(game.stock),
        "waste_top": game.waste_top,
        "waste_count": len(game.waste),
        "selected": table.selected,
        "outlined": ordered(table.outlined()),
        "dimmed": ordered(table.dimmed()),
        "score": game.score,
        "moves": game.moves,
        "can_undo": game.can_undo,
        "status": game.status,
        "code": game.code,
        "message": table.message,
        "taps": table.taps(),
        "pairs": table.pairs(),
        "previews": previews(table),
        "ending": ending(game),
    }


def hint_state(advice: Hint) -> dict[str, object] | None:
    """What a view highlights for a hint: its ``targets`` and whether a win is still
    possible; None when the game is over and there is no move to show."""
    if advice.move is None:
        return None
    return {"targets": list(advice.targets), "winnable": advice.winnable}


def winnable_state(game: Game, watch: WinWatch | None) -> dict[str, object]:
    """``winnable`` (None without a ``watch``: the setting is off) and, once the game
    cannot be won, ``win_lost_at``: the number of the ``move`` that gave the win away (0
    if the deal never could be won), the move ``played`` and the ``rank`` of its pair,
    the ``undos`` back to the last winnable position, and whether undo still reaches it
    (``reachable``)."""
    if watch is None:
        return {"winnable": None, "win_lost_at": None}
    winnable, lost = watch.check(game)
    if lost is None:
        return {"winnable": winnable, "win_lost_at": None}
    where = lost.to_dict()
    where["rank"] = None
    if lost.played is not None and lost.played.a is not None:
        where["rank"] = game.initial_cards[0][lost.played.a]
    return {"winnable": winnable, "win_lost_at": where}
