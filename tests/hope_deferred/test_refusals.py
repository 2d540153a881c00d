"""Refused values around Hope Deferred: a clear ValueError or TypeError naming the value,
cut short, and nothing changed; and every save the package writes loads back."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given

from hearttoheart_widget.common.errors import GameError, InvalidSaveError
from hearttoheart_widget.hope_deferred import (
    Card,
    HopeDeferred,
    HopeDeferredGame,
    HopeDeferredTable,
    Suit,
    Variant,
    describe,
    narrate,
    outcomes,
)
from tests.positions import UNSTEADY_READINGS, readings


def junk(value: object) -> Any:
    """``value``, of whatever type a call is to refuse."""
    return value


def played_game(moves: int = 6) -> HopeDeferredGame:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    for _ in range(moves):
        game.step()
    return game


def test_a_save_with_its_last_move_dropped_is_refused() -> None:
    for moves in (1, 5, 6, 7):  # the first deal, the last deal of round 1, a gather, after
        data = json.loads(played_game(moves).to_json())
        data["moves"].pop()
        with pytest.raises(InvalidSaveError, match="differs from the replayed one"):
            HopeDeferredGame.from_json(json.dumps(data))


def test_a_save_of_version_1_without_moves_in_its_result_still_loads() -> None:
    game = played_game()
    data = json.loads(game.to_json())
    data["version"] = 1
    data["target"] = data.pop("target_suit")  # version 1's name for the suit hunted
    data["result"] = {key: data["result"][key] for key in ("status", "round", "targets_left")}
    assert HopeDeferredGame.from_json(json.dumps(data)).history == game.history


def test_a_save_too_long_to_be_one_is_refused_before_it_is_read() -> None:
    junk = json.dumps({"format": "hopedeferred-game", "moves": ["deal"] * 10**6})
    with pytest.raises(InvalidSaveError, match="more than the 65,536 a save may hold"):
        HopeDeferredGame.from_json(junk)
    with pytest.raises(InvalidSaveError, match="more than the 65,536"):
        HopeDeferredTable.from_json(junk.encode())


@pytest.mark.parametrize(
    ("key", "items", "most"),
    [("moves", ["deal"] * 27, 26), ("cards", ["AH"] * 53, 52)],
)
def test_more_moves_or_cards_than_a_game_has_are_refused_before_any_is_read(
    key: str, items: list[str], most: int
) -> None:
    data = json.loads(HopeDeferredGame.from_cards(["AH", "7C"]).to_json())
    data[key] = items
    with pytest.raises(
        InvalidSaveError, match=f"holds {len(items)} items; a game has at most {most}"
    ):
        HopeDeferredGame.from_json(json.dumps(data))


@pytest.mark.parametrize("clock", [5, "now", lambda: None])
def test_a_clock_that_gives_no_seconds_is_refused_before_any_move(clock: object) -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    with pytest.raises(TypeError, match="a clock is a function that returns seconds"):
        HopeDeferredTable(game, clock=clock)  # type: ignore[arg-type]
    assert game.moves == 0


def test_a_game_ended_around_the_table_saves_a_stopped_clock_and_loads_back() -> None:
    table = HopeDeferredTable(HopeDeferredGame.from_code("HD1-CH-AAAAAAM"))
    table.step()
    table.live.play_out()  # the table never sees the end: its clock still runs
    loaded = HopeDeferredTable.from_json(table.to_json())
    assert loaded.game.to_json() == table.game.to_json()
    assert not loaded.clock.running


@given(UNSTEADY_READINGS)
def test_a_clock_that_steps_back_or_gives_nan_writes_saves_that_load(values: list[float]) -> None:
    table = HopeDeferredTable(HopeDeferredGame.from_code("HD1-CH-AAAAAAM"), clock=readings(values))
    shown = 0.0
    while not table.game.is_over:
        table.step()
        elapsed = table.clock.elapsed
        assert math.isfinite(elapsed)
        assert elapsed >= shown
        shown = elapsed
        saved = table.to_json()
        loaded = HopeDeferredTable.from_json(saved, clock=lambda: 0.0)
        assert loaded.clock.reading() == json.loads(saved)["clock"]


@pytest.mark.parametrize(
    ("parse", "text"),
    [
        (Variant.parse, "\u212anockout"),  # the Kelvin sign, which lowers to k
        (Variant.parse, "classic\u00a0"),
        (Suit.parse, "\u212ah"),
        (Suit.parse, "hearts\u2003"),
        (Card.parse, "A\u017f"),  # the long s, which upper-cases to S
        (Card.parse, "\u0130H"),
        (Card.parse, "AH\u00a0"),
    ],
)
def test_lookalikes_name_no_variant_suit_or_card(parse: Callable[[str], object], text: str) -> None:
    with pytest.raises(GameError):
        parse(text)


def test_the_suit_signs_still_name_their_suits() -> None:
    assert Card.parse(" 10♠ ") == Card(10, Suit.SPADES)
    assert Suit.parse("♥") is Suit.HEARTS
    assert Variant.parse("Abandon hope") is Variant.ABANDON_HOPE


@pytest.mark.parametrize(
    ("key", "value"),
    [("variant", "\u212anockout"), ("target_suit", "\u212ah"), ("cards", ["A\u017f", "7C"])],
)
def test_a_save_with_a_lookalike_is_refused(key: str, value: object) -> None:
    data = json.loads(HopeDeferredGame.from_cards(["AS", "7C"], target_suit="spades").to_json())
    data[key] = value
    with pytest.raises(InvalidSaveError):
        HopeDeferredGame.from_json(json.dumps(data))


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: HopeDeferredGame.random(rng=junk("x")), "rng must be a random.Random or None"),
        (lambda: outcomes(junk([1.5])), "a deal number is an integer, got 1.5"),
        (lambda: outcomes(junk(5)), "deal_numbers is a list of deal numbers, got 5"),
        (lambda: describe(junk(5)), r"describe\(\) needs a Played, got 5"),
        (lambda: narrate(junk("x")), r"narrate\(\) needs a HopeDeferredGame, got 'x'"),
        (lambda: played_game(0).replay(junk(5)), "moves are a list of moves"),
        (lambda: HopeDeferred(language="fr"), "language must be one of 'en', 'de', 'hr'"),
        (lambda: HopeDeferred(show_odds=junk("yes")), "show_odds must be a boolean, got 'yes'"),
        (lambda: HopeDeferred(record=1), "record must be True or False, got 1"),
    ],
)
def test_wrong_types_and_values_get_clear_errors(call: Callable[[], object], message: str) -> None:
    with pytest.raises((TypeError, ValueError), match=message):
        call()
