"""Refused values around Heart to Heart: a clear ValueError or TypeError naming the value,
cut short, and nothing changed; and every save the package writes loads back."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable

import pytest
from hypothesis import given

from hearttoheart_widget import (
    Game,
    HeartToHeart,
    InvalidCodeError,
    InvalidSaveError,
    Table,
    hint,
    is_winnable,
    solve,
)
from hearttoheart_widget.common.errors import EXCERPT_LENGTH
from hearttoheart_widget.heart_to_heart import save_format
from hearttoheart_widget.heart_to_heart.ending import ending
from hearttoheart_widget.heart_to_heart.stuck import (
    dangerous_ranks,
    rank_counts,
    short_reasons,
    why_lost,
)
from hearttoheart_widget.heart_to_heart.teaching.explain import explain
from tests.positions import UNSTEADY_READINGS, readings

HUGE = "x" * 10**6


def short(error: pytest.ExceptionInfo[BaseException]) -> bool:
    """Whether the message quotes the bad value cut short (well under its million signs)."""
    return len(str(error.value)) < 4 * EXCERPT_LENGTH + 200


def test_a_game_ended_around_the_table_saves_a_stopped_clock_and_loads_back() -> None:
    table = Table(Game.from_cards([None] * 22 + [3, 3, 5], waste=[5]))
    table.pair(24, "waste")
    table.live.pair(22, 23)  # the table never sees the win: its clock still runs
    loaded = Table.from_json(table.to_json())
    assert loaded.game.status == "won"
    assert loaded.game.snapshot() == table.game.snapshot()
    assert not loaded.clock.running


@pytest.mark.parametrize("setting", ["move_errors", "placement_help"])
@pytest.mark.parametrize("value", [1, 0, "yes", None])
def test_a_setting_that_is_no_bool_is_refused_when_made_and_when_set(
    setting: str, value: object
) -> None:
    with pytest.raises(TypeError, match=f"{setting} must be True or False, got {value!r}"):
        Table(Game.from_number(7), **{setting: value})  # type: ignore[arg-type]
    table = Table(Game.from_number(7))
    before = getattr(table, setting)
    with pytest.raises(TypeError, match=f"{setting} must be True or False"):
        setattr(table, setting, value)
    assert getattr(table, setting) is before
    assert Table.from_json(table.to_json()).to_json() == table.to_json()


@pytest.mark.parametrize("clock", [5, "now", lambda: "now", lambda: True])
def test_a_clock_that_gives_no_seconds_is_refused_before_any_move(clock: object) -> None:
    game = Game.from_number(7)
    with pytest.raises(TypeError, match="a clock is a function that returns seconds"):
        Table(game, clock=clock)  # type: ignore[arg-type]
    assert game.moves == 0


def test_a_code_must_name_the_cards_it_comes_with() -> None:
    cards = Game.from_number(5).initial_cards
    with pytest.raises(InvalidCodeError, match="'HH1-N-AAAAAAB' deals other cards"):
        Game(*cards, code="HH1-N-AAAAAAB")
    with pytest.raises(TypeError, match=r"a deal code is a string.*got 5"):
        Game(*cards, code=5)  # type: ignore[arg-type]
    with pytest.raises(InvalidCodeError, match="invalid deal code"):
        Game(*cards, code="HH1-N-AAAAAA\u0131")  # a dotless i
    assert Game(*cards, code=" hh1-n-aaaaaaf ").code == "HH1-N-AAAAAAF"


def test_a_save_whose_code_names_other_cards_is_refused() -> None:
    data = json.loads(Game.from_number(5).to_json())
    data["code"] = "HH1-N-AAAAAAB"
    with pytest.raises(InvalidSaveError, match="does not match the deal of code"):
        Game.from_json(json.dumps(data))


def test_the_widget_refuses_a_code_that_is_no_text_with_a_type_error() -> None:
    with pytest.raises(TypeError, match=r"a deal code is a string.*got 5"):
        HeartToHeart(code=5, record=False)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("settings", "error", "message"),
    [
        ({"language": "fr"}, ValueError, "language must be one of 'en', 'de', 'hr', got 'fr'"),
        ({"move_errors": "yes"}, TypeError, "move_errors must be True or False, got 'yes'"),
        ({"show_winnable": "yes"}, TypeError, "show_winnable must be a boolean, got 'yes'"),
        ({"hints": HUGE}, TypeError, "hints must be a boolean, got 'xxx"),
        ({"record": "no"}, TypeError, "record must be True or False, got 'no'"),
        ({"score": 250}, TypeError, "score is set by the widget itself"),
    ],
)
def test_the_widget_refuses_bad_settings_with_clear_errors(
    settings: dict[str, object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message) as raised:
        HeartToHeart(**settings)  # type: ignore[arg-type]
    assert short(raised)


@pytest.mark.parametrize(
    "call",
    [
        solve,
        hint,
        is_winnable,
        why_lost,
        short_reasons,
        rank_counts,
        dangerous_ranks,
        ending,
        lambda game: explain(game, "draw"),
    ],
)
@pytest.mark.parametrize("value", [5, "HH1-N-AAAAAAB", None])
def test_the_tools_refuse_what_is_no_game_with_a_type_error(
    call: Callable[[object], object], value: object
) -> None:
    with pytest.raises(TypeError, match=r"\(\) needs a Game, got"):
        call(value)


def test_explain_refuses_a_move_of_the_wrong_type() -> None:
    with pytest.raises(TypeError, match="a move is a Move or text"):
        explain(Game.from_number(5), 5)  # type: ignore[arg-type]


@pytest.mark.parametrize("rng", [5, "x", random])
def test_random_refuses_an_rng_that_is_no_generator(rng: object) -> None:
    with pytest.raises(TypeError, match=r"rng must be a random\.Random or None"):
        Game.random(rng=rng)  # type: ignore[arg-type]


@pytest.mark.parametrize("moves", [5, None, "draw draw"])
def test_replay_refuses_what_is_no_list_of_moves_and_plays_nothing(moves: object) -> None:
    game = Game.from_number(5)
    with pytest.raises(TypeError, match="moves are a list of moves"):
        game.replay(moves)  # type: ignore[arg-type]
    assert game.moves == 0


def test_a_picture_names_a_bad_selection_cut_short() -> None:
    with pytest.raises(ValueError, match="selected must be None") as raised:
        Game.from_number(5).to_svg(selected=HUGE)  # type: ignore[arg-type]
    assert short(raised)


def test_a_save_too_long_to_be_one_is_refused_before_it_is_read() -> None:
    junk = " " * (save_format.MAX_SIZE + 1)
    with pytest.raises(InvalidSaveError, match="more than the 2,097,152 a save may hold"):
        Game.from_json(junk)
    with pytest.raises(InvalidSaveError, match="more than the"):
        Table.from_json(junk.encode())


def test_no_save_is_written_that_would_be_too_long_to_read() -> None:
    with pytest.raises(ValueError, match="more than the 2,097,152 a save may hold"):
        save_format.dumps({"moves": ["draw"] * (save_format.MAX_SIZE // 8)})


@given(UNSTEADY_READINGS)
def test_a_clock_that_steps_back_or_gives_nan_writes_saves_that_load(values: list[float]) -> None:
    """A wall clock (``time.time``) steps back, and a source may give NaN: the clock
    counts neither, so it never goes below what it showed, and every save loads back."""
    table = Table(Game.from_number(7), clock=readings(values))
    shown = 0.0
    for _ in range(8):
        table.draw()
        elapsed = table.clock.elapsed
        assert math.isfinite(elapsed)
        assert elapsed >= shown
        shown = elapsed
        saved = table.to_json()
        loaded = Table.from_json(saved, clock=lambda: 0.0)  # a clock that stands still
        assert loaded.clock.reading() == json.loads(saved)["clock"]


def test_a_clock_stepped_back_an_hour_counts_the_play_after_it() -> None:
    now = readings([5000.0, 5000.0, 5010.0, 1400.0, 1405.0, math.nan, 1406.0])
    table = Table(Game.from_number(7), clock=now)
    table.draw()  # the clock starts at 5000
    assert table.clock.elapsed == 10
    assert table.clock.elapsed == 10  # 1400: stepped back, counted as no time
    assert table.clock.elapsed == 15
    assert table.clock.elapsed == 15  # NaN, counted as no time
    assert table.clock.elapsed == 16
    assert Table.from_json(table.to_json(), clock=lambda: 0.0).clock.elapsed == 16
