"""One table for every game (``common.table.GameTable``): the clock, the events, the copy,
restart and new_game and the save with the clock are the same for both games' tables, and
so is who may move the live game: ``table.game`` is a copy, ``table.live`` the owner's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hearttoheart_widget.common.table import GameTable
from hearttoheart_widget.heart_to_heart import Game, Table
from hearttoheart_widget.hope_deferred import HopeDeferredGame, HopeDeferredTable


class Ticks:
    """A clock source that moves only when told."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


#: Each game's table on a deal, and a move through it.
TABLES: dict[str, tuple[Callable[[Ticks], GameTable[Any]], Callable[[Any], object]]] = {
    "heart_to_heart": (
        lambda ticks: Table(Game.from_code("HH1-N-AAAAAAB"), clock=ticks),
        lambda table: table.draw(),
    ),
    "hope_deferred": (
        lambda ticks: HopeDeferredTable(HopeDeferredGame.from_code("HD1-CH-AAAAAAM"), clock=ticks),
        lambda table: table.step(),
    ),
}


@pytest.fixture(params=sorted(TABLES))
def made(request: pytest.FixtureRequest) -> tuple[GameTable[Any], Callable[[Any], object], Ticks]:
    make, move = TABLES[request.param]
    ticks = Ticks()
    return make(ticks), move, ticks


def test_the_game_handed_out_is_a_copy_and_the_live_one_the_owners(
    made: tuple[GameTable[Any], Callable[[Any], object], Ticks],
) -> None:
    table, move, _ = made
    handed = table.game
    assert handed is not table.live
    assert handed.to_dict() == table.live.to_dict()
    handed.restart()
    handed.play(handed.legal_moves()[0])
    assert table.live.moves == 0  # a move on the copy moves nothing on the table
    move(table)
    assert table.live.moves == table.game.moves == 1
    assert table.game is not table.game


def test_a_move_starts_the_clock_and_leaves_its_event(
    made: tuple[GameTable[Any], Callable[[Any], object], Ticks],
) -> None:
    table, move, ticks = made
    assert table.last_event is None
    assert not table.clock.running
    move(table)
    assert table.last_event is not None
    assert table.last_event["kind"] == "move"
    assert table.clock.running
    ticks.now = 7.0
    assert table.clock.elapsed == 7.0


def test_a_copy_is_independent_and_keeps_the_event_and_the_clock(
    made: tuple[GameTable[Any], Callable[[Any], object], Ticks],
) -> None:
    table, move, ticks = made
    move(table)
    ticks.now = 3.0
    other = table.copy()
    assert type(other) is type(table)
    assert other.last_event == table.last_event
    assert other.clock.elapsed == 3.0
    move(other)
    assert (table.live.moves, other.live.moves) == (1, 2)
    assert other.live is not table.live


def test_restart_and_new_game_put_the_clock_back_and_say_so(
    made: tuple[GameTable[Any], Callable[[Any], object], Ticks],
) -> None:
    table, move, ticks = made
    move(table)
    ticks.now = 5.0
    table.restart()
    assert (table.live.moves, table.clock.elapsed, table.last_event) == (
        0,
        0.0,
        {"kind": "restart"},
    )
    fresh = table.game
    table.new_game(fresh, branch=3)
    assert table.live is fresh  # the owner's game, handed to the table
    assert table.last_event == {"kind": "new_game", "code": fresh.code, "branch": 3}
    with pytest.raises(TypeError, match=r"a table holds a \w+, got 'a game'"):
        table.new_game("a game")
    assert table.live is fresh


def test_a_save_carries_the_clock_and_loads_back(
    made: tuple[GameTable[Any], Callable[[Any], object], Ticks],
) -> None:
    table, move, ticks = made
    move(table)
    ticks.now = 12.5
    loaded = type(table).from_json(table.to_json(), clock=ticks)  # type: ignore[attr-defined]
    assert loaded.game.to_dict() == table.game.to_dict()
    assert loaded.clock.elapsed == 12.5
    assert loaded.clock.running
