"""A widget's game cannot move behind its back: ``w.game`` and ``w.table`` are copies.

Every public handle of both widgets (``game``, ``table`` and the table's ``game``) is used
to make moves, restart and deal new games; the widget's synced traits, its own game and
the player's records stay exactly as they were, and the widget still plays on. A page's
view draws only what the traits say, so a widget whose traits do not change sends no view
anything.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.common import records
from hearttoheart_widget.common.widget import GameWidget
from hearttoheart_widget.hope_deferred import HopeDeferred, HopeDeferredGame
from tests.comm import synced

WINNABLE = "HH1-N-AAAAAAB"
WON_LINE = (Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt").read_text().split()


pytestmark = pytest.mark.usefixtures("file")  # a fresh records file for each test


def synced_traits(widget: GameWidget) -> dict[str, object]:
    """Every synced trait's value (the clock's reading left out: it is read on demand)."""
    return synced(widget, without=("clock", "_esm", "_css"))


def stored() -> list[tuple[Any, ...]]:
    return [(row["game"], row["code"], row["result"]) for row in records.games()]


def unchanged_by(widget: Any, act: Callable[[], object]) -> None:
    """``act()`` leaves the widget's traits, game and records exactly as they were."""
    traits, game, kept = synced_traits(widget), widget.game.to_dict(), stored()
    act()
    assert synced_traits(widget) == traits
    assert widget.game.to_dict() == game
    assert stored() == kept


def heart_to_heart_acts(handle: Callable[[], Game]) -> list[Callable[[], object]]:
    """Moves, a replay to the win, undo and a restart, each on the game ``handle()`` gives
    (the widget has made the line's first move)."""
    return [
        lambda: handle().draw(),
        lambda: handle().play(WON_LINE[1]),
        lambda: handle().replay(WON_LINE[1:]),
        lambda: handle().undo(),
        lambda: handle().restart(),
    ]


def test_moves_through_heart_to_heart_s_handles_leave_the_widget_alone() -> None:
    widget = HeartToHeart(WINNABLE)
    widget.draw()
    for act in [
        *heart_to_heart_acts(lambda: widget.game),
        lambda: widget.table.tap(24),
        lambda: widget.table.draw(),
        lambda: widget.table.play(WON_LINE[1]),
        lambda: widget.table.undo(),
        lambda: widget.table.restart(),
        lambda: widget.table.new_game(Game.from_number(5)),
        *heart_to_heart_acts(lambda: widget.table.game),
    ]:
        unchanged_by(widget, act)
    assert widget.table is not widget.table
    assert widget.game is not widget.game
    for move in WON_LINE[1:]:  # the widget itself plays on, and records its win
        widget.play(move)
    assert widget.status == "won"
    assert stored() == [("heart_to_heart", WINNABLE, "won")]


def hope_deferred_acts(handle: Callable[[], HopeDeferredGame]) -> list[Callable[[], object]]:
    """Steps, a play to the end, a restart and a replay, each on the game ``handle()`` gives."""
    return [
        lambda: handle().step(),
        lambda: handle().deal(),
        lambda: handle().play("deal"),
        lambda: handle().play_out(),
        lambda: handle().restart(),
        lambda: handle().replay(["deal", "deal"]),
    ]


def test_moves_through_hope_deferred_s_handles_leave_the_widget_alone() -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAM")
    widget.step()
    for act in [
        *hope_deferred_acts(lambda: widget.game),
        lambda: widget.table.tap(),
        lambda: widget.table.step(),
        lambda: widget.table.play("deal"),
        lambda: widget.table.play_out(),
        lambda: widget.table.restart(),
        lambda: widget.table.new_game(HopeDeferredGame.from_number(5)),
        *hope_deferred_acts(lambda: widget.table.game),
    ]:
        unchanged_by(widget, act)
    status = widget.play_out()  # the widget itself plays on, and records the end
    assert stored() == [("hope_deferred", "HD1-CH-AAAAAAM", status)]


@pytest.mark.parametrize("make", [lambda: HeartToHeart(WINNABLE), lambda: HopeDeferred()])
def test_a_handle_is_the_widget_s_state_at_the_moment_it_is_read(make: Callable[[], Any]) -> None:
    widget = make()
    before = widget.game
    widget.tap("stock")
    assert widget.game.history == [*before.history, widget.game.history[-1]]
    assert before.moves == 0
    assert widget.table.game.to_dict() == widget.game.to_dict()
    assert widget.table.clock.running
