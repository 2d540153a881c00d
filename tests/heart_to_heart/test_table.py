"""One test per rule of the table around a game: taps, selection, messages, placement help,
the clock, the events each action produces and the preview of what each tap would do."""

from __future__ import annotations

import json

import pytest

from hearttoheart_widget import (
    Game,
    IllegalMoveError,
    InvalidMoveError,
    InvalidSaveError,
    Move,
    Table,
)
from hearttoheart_widget.heart_to_heart.moves import Target
from tests.positions import FakeClock, heart_with, table_of

# --- time -------------------------------------------------------------------------------------


def test_the_clock_starts_with_the_first_move_not_a_selection() -> None:
    clock = FakeClock()
    table = table_of(heart_with(only={22: 4, 23: 4}), stock=[1], clock=clock)
    table.tap(22)
    clock.now += 30
    assert (table.clock.elapsed, table.clock.running) == (0.0, False)
    table.draw()
    clock.now += 12.5
    assert (table.clock.elapsed, table.clock.running) == (12.5, True)


def test_the_clock_stops_at_a_win() -> None:
    clock = FakeClock()
    table = table_of(heart_with(only={24: 6}), stock=[6], clock=clock)
    table.draw()
    clock.now += 5
    table.pair(24, "waste")
    clock.now += 100
    assert (table.clock.elapsed, table.clock.running) == (5, False)


def test_the_clock_stops_at_a_dead_end_and_runs_again_after_undo() -> None:
    clock = FakeClock()
    table = table_of(heart_with(only={19: 8, 22: 4, 23: 5, 24: 2}), waste=[4, 2], clock=clock)
    table.pair(24, "waste")
    clock.now += 3
    table.pair(22, "waste")
    clock.now += 50
    assert table.clock.elapsed == 3
    table.undo()
    clock.now += 2
    assert (table.clock.elapsed, table.clock.running) == (5, True)


def test_undo_does_not_turn_the_clock_back_and_restart_resets_it() -> None:
    clock = FakeClock()
    table = table_of(heart_with(), stock=[12], clock=clock)
    table.draw()
    clock.now += 7
    table.undo()
    assert (table.clock.elapsed, table.clock.running) == (7, True)
    table.restart()
    assert (table.clock.elapsed, table.clock.running) == (0, False)


# --- tapping ----------------------------------------------------------------------------------


def test_tapping_the_stock_draws_or_recycles() -> None:
    table = table_of(heart_with(), stock=[12], waste=[])
    assert table.tap("stock")["move"] == "draw"
    assert table.tap("stock")["move"] == "recycle"
    assert table.game.history == [Move.draw(), Move.recycle()]


def test_tapping_the_stock_does_nothing_when_stock_and_waste_are_empty() -> None:
    table = table_of(heart_with(only={22: 3, 23: 3}))
    before = table.game.snapshot()
    assert table.tap("stock") == {"kind": "refuse", "target": "stock", "reason": "empty"}
    assert table.game.snapshot() == before


def test_tapping_the_stock_deselects_a_selected_waste_card() -> None:
    table = table_of(heart_with(), stock=[3], waste=[12])
    table.tap("waste")
    table.tap("stock")
    assert table.selected is None


def test_tapping_the_stock_keeps_a_selected_heart_card() -> None:
    table = table_of(heart_with(), stock=[3], waste=[12])
    table.tap(24)
    table.tap("stock")
    assert table.selected == 24


def test_a_covered_card_ignores_taps() -> None:
    table = Table(Game.from_number(0))
    table.tap(24)
    before = table.game.snapshot()
    for position in range(24):
        assert table.tap(position) == {"kind": "refuse", "target": position, "reason": "covered"}
    assert table.game.snapshot() == before
    assert table.selected == 24


def test_a_removed_position_or_an_empty_waste_ignores_taps() -> None:
    table = table_of(heart_with(only={22: 4, 23: 6}), stock=[4])
    table.tap(22)
    before = table.game.snapshot()
    assert table.tap(24)["reason"] == "empty"
    assert table.tap("waste")["reason"] == "empty"
    assert table.game.snapshot() == before
    assert table.selected == 22


def test_tapping_a_free_card_with_nothing_selected_selects_it() -> None:
    table = Table(Game.from_number(0))
    assert table.tap(24) == {"kind": "select", "target": 24}
    assert table.selected == 24


def test_tapping_the_selected_card_again_deselects_it() -> None:
    table = Table(Game.from_number(0))
    table.tap(24)
    assert table.tap(24) == {"kind": "deselect", "target": 24}
    assert table.selected is None
    table.tap("waste")
    table.tap("waste")
    assert table.selected is None


def test_tapping_a_card_of_the_selected_rank_removes_the_pair() -> None:
    table = table_of(heart_with({24: 6}), stock=[1], waste=[6])
    table.tap("waste")
    event = table.tap(24)
    assert event == {"kind": "move", "move": "24+waste", "rank": 6, "freed": [22, 23]}
    assert (table.selected, table.game.heart[24], table.game.moves) == (None, None, 1)


def test_tapping_the_tip_then_a_waste_card_of_another_rank_leaves_the_waste_selected() -> None:
    table = table_of(heart_with({24: 4}), stock=[4], waste=[1])
    table.tap(24)
    assert table.tap("waste") == {"kind": "refuse", "target": "waste", "reason": "same_rank"}
    assert table.selected == "waste"
    assert (table.game.moves, table.game.heart[24], table.game.waste) == (0, 4, [1])


def test_move_errors_off_by_default_shows_no_message_on_a_failed_pair() -> None:
    table = table_of(heart_with({24: 4}), stock=[4], waste=[1])
    assert table.move_errors is False
    table.tap(24)
    table.tap("waste")
    table.tap(3)  # covered
    assert table.message is None


def test_move_errors_on_says_must_be_of_the_same_rank() -> None:
    table = table_of(heart_with({24: 4}), stock=[4], waste=[1], move_errors=True)
    table.tap(24)
    table.tap("waste")
    assert table.message == "same_rank"
    table.tap("waste")
    assert table.message is None


def test_move_errors_on_says_a_tapped_covered_card_is_still_covered() -> None:
    table = table_of(heart_with({24: 4}), stock=[4], waste=[1], move_errors=True)
    assert table.tap(3) == {"kind": "refuse", "target": 3, "reason": "covered"}
    assert table.message == "covered"
    table.tap(24)
    assert table.message is None


def test_after_the_end_taps_do_nothing_but_undo_works() -> None:
    table = table_of(heart_with(only={24: 6}), stock=[2], waste=[6])
    table.pair(24, "waste")
    before = table.game.snapshot()
    for target in ("stock", "waste", 24, 0):
        assert table.tap(target) == {"kind": "refuse", "target": target, "reason": "over"}
    assert table.game.snapshot() == before
    with pytest.raises(IllegalMoveError, match="game is over"):
        table.draw()
    assert table.undo() is not None


@pytest.mark.parametrize(
    ("target", "error"),
    [(25, InvalidMoveError), (-1, InvalidMoveError), ("tip", InvalidMoveError),
     ("STOCK", InvalidMoveError), (None, TypeError), (3.0, TypeError), (True, TypeError)],
)  # fmt: skip
def test_tapping_something_that_is_no_target_raises_and_changes_nothing(
    target: object, error: type[Exception]
) -> None:
    table = Table(Game.from_number(0))
    table.tap(24)
    before, event = table.game.snapshot(), table.last_event
    with pytest.raises(error, match=r"tap target|heart position"):
        table.tap(target)  # type: ignore[arg-type]
    assert (table.game.snapshot(), table.selected, table.last_event) == (before, 24, event)


# --- selection after moves from Python ----------------------------------------------------


def test_a_pair_and_undo_clear_the_selection_a_draw_keeps_a_heart_card() -> None:
    table = table_of(heart_with(only={22: 4, 23: 4, 19: 1}), stock=[1, 2])
    table.tap(22)
    table.draw()
    assert table.selected == 22
    table.pair(22, 23)
    assert table.selected is None
    table.tap(19)
    table.undo()
    assert table.selected is None


# --- settings: placement help ---------------------------------------------------------------


def test_placement_help_is_on_by_default() -> None:
    assert Table(Game.from_number(0)).placement_help is True


def test_placement_help_outlines_free_cards_with_a_free_or_waste_partner() -> None:
    table = table_of(heart_with(only={19: 7, 20: 9, 22: 3, 23: 3, 21: 5}), waste=[5, 7])
    # free: 19? no (22 covers it); 21? no (23 covers it); 22 and 23 match each other
    assert table.outlined() == {22, 23}
    table.pair(22, 23)
    # now 19 (7) matches the waste top 7; 20 (9) and 21 (5) do not
    assert table.outlined() == {19, "waste"}


def test_placement_help_outlines_the_selected_cards_free_partners() -> None:
    table = table_of(heart_with(only={19: 3, 22: 3, 23: 3, 21: 9}), stock=[9], waste=[3])
    table.tap(22)
    assert table.outlined() == {23, "waste"}  # 19 is a 3 too, but covered
    table.tap(22)
    table.tap("waste")
    assert table.outlined() == {22, 23}
    table.pair(22, 23)
    table.tap(21)  # a 9: no free partner
    assert table.selected == 21
    assert table.outlined() == frozenset()


def test_placement_help_dims_every_card_of_another_rank_than_the_selected() -> None:
    table = table_of(heart_with(only={19: 3, 22: 3, 23: 5, 24: 9}), stock=[9], waste=[3])
    table.tap(24)
    assert table.dimmed() == {19, 22, 23, "waste"}
    table.tap("waste")
    assert table.dimmed() == {23, 24}


def test_placement_help_off_outlines_and_dims_nothing() -> None:
    table = table_of(heart_with(only={22: 3, 23: 3}))
    table.placement_help = False
    assert table.outlined() == frozenset()
    table.tap(22)
    assert table.dimmed() == frozenset()


# --- events ---------------------------------------------------------------------------------


def test_each_action_reports_what_it_did() -> None:
    table = table_of(heart_with(only={18: 9, 21: 2, 22: 7, 23: 7, 24: 9}), stock=[9, 2])
    assert table.draw() == Move.draw()
    assert table.last_event == {"kind": "move", "move": "draw", "rank": 9}
    table.pair(24, "waste")
    assert table.last_event == {"kind": "move", "move": "24+waste", "rank": 9, "freed": [22, 23]}
    table.pair(22, 23)
    assert table.last_event == {"kind": "move", "move": "22+23", "rank": 7, "freed": [21]}
    table.draw()
    table.draw()  # the stock is empty: a recycle of the 2 on the waste
    assert table.last_event == {"kind": "move", "move": "recycle", "cards": 1}
    table.undo()
    assert table.last_event == {"kind": "undo", "move": "recycle", "cards": 1}
    table.undo()
    assert table.last_event == {"kind": "undo", "move": "draw", "rank": 2}
    table.undo()
    assert table.last_event == {"kind": "undo", "move": "22+23", "rank": 7}
    table.restart()
    assert table.last_event == {"kind": "restart"}
    table.new_game(Game.from_code("HH1-N-AAAAAAB"))
    assert table.last_event == {"kind": "new_game", "code": "HH1-N-AAAAAAB"}
    assert table.undo() is None
    assert table.last_event is None


def test_a_refused_tap_always_reports_its_reason() -> None:
    table = table_of(heart_with(only={19: 5, 22: 3, 23: 3}))  # no stock, no waste
    assert table.tap(19)["reason"] == "covered"
    assert table.tap("waste")["reason"] == "empty"
    assert table.tap("stock")["reason"] == "empty"
    assert table.tap(0)["reason"] == "empty"


# --- what a tap would do --------------------------------------------------------------------


def test_taps_says_what_each_tap_would_do_and_tap_does_exactly_that() -> None:
    table = table_of(heart_with(only={19: 4, 22: 4, 23: 9, 24: 8}), stock=[8, 4], waste=[9])
    expected = {str(p): "empty" for p in range(25)}
    expected |= {"19": "covered", "22": "covered", "23": "covered", "24": "select"}
    assert table.taps() == expected | {"stock": "draw", "waste": "select"}
    table.tap(24)
    assert table.taps() == expected | {"24": "deselect", "stock": "draw", "waste": "select"}
    table.draw()
    assert table.taps()["waste"] == "pair"
    steps: list[tuple[Target, str]] = [("waste", "pair"), (23, "select"), ("stock", "draw")]
    for target, effect in steps:
        assert table.taps()[str(target)] == effect
        event = table.tap(target)
        kinds = {"pair": "move", "select": "select", "draw": "move"}
        assert event["kind"] == kinds[effect]
    assert table.taps()["stock"] == "recycle"


def test_taps_say_none_once_the_game_is_over() -> None:
    table = table_of(heart_with(only={24: 6}), waste=[6])
    table.pair(24, "waste")
    assert set(table.taps().values()) == {"none"}
    assert table.pairs() == {}


def test_pairs_lists_the_partners_of_each_selectable_card() -> None:
    table = table_of(heart_with(only={20: 5, 21: 5, 22: 4, 23: 4, 24: 8}), waste=[4, 8])
    assert table.pairs() == {"24": ["waste"], "waste": [24]}
    table.pair(24, "waste")
    assert table.pairs() == {"22": [23, "waste"], "23": [22, "waste"], "waste": [22, 23]}
    table.pair(22, 23)
    assert table.pairs() == {"20": [21], "21": [20]}


# --- saving ---------------------------------------------------------------------------------


def test_a_saved_table_keeps_its_settings_clock_and_undo_depth() -> None:
    clock = FakeClock()
    table = table_of(heart_with(), stock=[], waste=[12, 2], move_errors=True, clock=clock)
    table.placement_help = False
    for _ in range(150):
        table.draw()
    clock.now += 42
    while table.undo() is not None:
        pass
    loaded = Table.from_json(table.to_json(), clock=clock)
    assert (loaded.move_errors, loaded.placement_help) == (True, False)
    assert (loaded.clock.elapsed, loaded.clock.running) == (42, True)
    clock.now += 1
    assert loaded.clock.elapsed == 43
    assert loaded.game.snapshot() == table.game.snapshot()
    assert (loaded.game.moves, loaded.game.undo_depth, loaded.undo()) == (50, 0, None)


def test_a_game_saved_alone_loads_onto_a_table_with_the_defaults() -> None:
    game = Game.from_number(0)
    game.draw()
    table = Table.from_json(game.to_json())
    assert (table.move_errors, table.placement_help, table.clock.elapsed) == (False, True, 0)
    assert table.game.snapshot() == game.snapshot()
    assert Game.from_json(Table(game).to_json()).snapshot() == game.snapshot()


@pytest.mark.parametrize(
    ("key", "value", "reason"),
    [
        ("settings", {"move_errors": 1, "placement_help": True}, "settings"),
        ("settings", {"move_errors": True}, "settings"),
        ("clock", {"elapsed": -1, "running": False}, "clock"),
        ("clock", {"elapsed": "5", "running": False}, "clock"),
        ("clock", {"elapsed": 5.0, "running": True}, "clock runs, but the game is over"),
    ],
)
def test_a_tampered_table_save_is_refused(key: str, value: object, reason: str) -> None:
    table = table_of(heart_with(only={24: 6}), waste=[6])
    table.pair(24, "waste")  # won: the clock stands
    data = json.loads(table.to_json())
    data[key] = value
    with pytest.raises(InvalidSaveError, match=reason):
        Table.from_json(json.dumps(data))


def test_the_table_draws_its_selection_and_time() -> None:
    clock = FakeClock()
    table = Table(Game.from_number(0), clock=clock)
    table.tap(24)
    table.draw()
    clock.now += 75
    lines = str(table).splitlines()
    assert lines[6].strip() == "< 5>"
    assert "score 0   moves 1   time 1:15   HH1-N-AAAAAAA   playing" in lines[8]
    assert repr(table) == "<Table HH1-N-AAAAAAA: playing, score 0, 1 moves, selected 24>"


def test_a_table_holds_a_game() -> None:
    with pytest.raises(TypeError, match="holds a Game"):
        Table("HH1-N-AAAAAAA")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="holds a Game"):
        Table(Game.from_number(0)).new_game(None)  # type: ignore[arg-type]
