"""Moves in text form, replay, JSON export and the refusal of illegal or tampered input."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from hearttoheart_widget import (
    Game,
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidSaveError,
    Move,
    format_moves,
    parse_moves,
)
from hearttoheart_widget.heart_to_heart.moves import PairEnd
from tests.positions import game_of, heart_with
from tests.walks import play_at_random


def _played(number: int, seed: int, moves: int = 60) -> Game:
    """Deal ``number`` played by random legal moves."""
    game = Game.from_number(number)
    play_at_random(game, random.Random(seed), limit=moves)
    return game


@pytest.mark.parametrize(
    ("text", "move"),
    [("draw", Move("draw")), ("recycle", Move("recycle")), ("12+14", Move("pair", 12, 14)),
     ("24+waste", Move("pair", 24, "waste"))],
)  # fmt: skip
def test_a_move_prints_and_parses_back(text: str, move: Move) -> None:
    assert str(move) == text
    assert Move.parse(text) == move


def test_parsing_accepts_either_order_case_and_spaces() -> None:
    assert Move.parse(" 14+12 ") == Move("pair", 12, 14)
    assert Move.parse("12 + 14") == Move("pair", 12, 14)
    assert Move.parse("24 +waste") == Move("pair", 24, "waste")
    assert Move.parse("WASTE+3") == Move("pair", 3, "waste")
    assert Move.parse("Draw") == Move.draw()


@pytest.mark.parametrize(
    "text",
    ["", "drew", "dral", "12-14", "12+", "+3", "25+3", "12+99", "3+3", "waste+waste", "-1+3",
     "a+b", "1+2+3", "\u0663+\u0665", "\uff12\uff14+waste", "1" * 5000 + "+3"],
)  # fmt: skip
def test_a_malformed_move_is_refused_with_its_text_named(text: str) -> None:
    with pytest.raises(InvalidMoveError, match="invalid move") as error:
        Move.parse(text)
    assert text[:20] in str(error.value)
    assert len(str(error.value)) < 250


@pytest.mark.parametrize("value", [None, 24, 3.5, ["draw"], b"draw"])
def test_a_move_of_the_wrong_type_is_a_type_error_naming_it(value: object) -> None:
    game = Game.from_number(0)
    before = game.snapshot()
    with pytest.raises(TypeError, match=repr(value)[:10].replace("[", r"\[")):
        game.play(value)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Move.parse(value)  # type: ignore[arg-type]
    assert game.snapshot() == before


@pytest.mark.parametrize(
    ("a", "b", "error", "named"),
    [
        (24, "WASTE", InvalidMoveError, "'WASTE'"),
        (24, "stock", InvalidMoveError, "'stock'"),
        (None, 3, TypeError, "None"),
        (24, 3.0, TypeError, "3.0"),
        (24, True, TypeError, "True"),
        (25, 3, InvalidMoveError, "25"),
    ],
)
def test_a_pair_that_names_no_cards_is_refused_naming_the_bad_value(
    a: object, b: object, error: type[Exception], named: str
) -> None:
    game = Game.from_number(0)
    before = game.snapshot()
    with pytest.raises(error, match=named):
        game.pair(a, b)  # type: ignore[arg-type]
    assert game.snapshot() == before


@pytest.mark.parametrize("position", [-1, 25, 99])
def test_positions_outside_the_heart_are_refused(position: int) -> None:
    game = Game.from_number(0)
    for read in (game.rank_at, game.covered_by, game.is_free):
        with pytest.raises(InvalidMoveError, match=f"0..24, got {position}"):
            read(position)


def test_move_fields_are_checked() -> None:
    with pytest.raises(InvalidMoveError, match="heart position"):
        Move("pair", 25, 3)
    with pytest.raises(InvalidMoveError, match="names no cards"):
        Move("draw", 3)
    with pytest.raises(InvalidMoveError, match="two waste cards never pair"):
        Move("pair", "waste", "waste")  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="got 7 twice"):
        Move("pair", 7, 7)


@given(st.integers(0, 24), st.integers(0, 24) | st.just("waste"))
def test_a_pair_made_in_either_order_is_one_move_written_ascending(a: int, b: PairEnd) -> None:
    """As the text is: ``Move("pair", 23, 22)`` is the move ``22+23``, equal to
    ``Move.pair(22, 23)``, and the waste comes last."""
    assume(a != b)
    one, other = Move("pair", a, b), Move("pair", b, a)  # type: ignore[arg-type]
    assert one == other == Move.pair(a, b) == Move.parse(f"{b}+{a}")
    assert hash(one) == hash(other)
    assert str(one) == str(Move.pair(a, b))
    assert isinstance(one.a, int)
    assert one.b == "waste" or (isinstance(one.b, int) and one.a < one.b)


def test_history_round_trips_through_its_text_form() -> None:
    game = _played(1234, 1)
    text = format_moves(game.history)
    assert parse_moves(text) == game.history
    again = Game.from_number(1234)
    again.replay(parse_moves(text))
    assert again.snapshot() == game.snapshot()


def test_legal_moves_are_exactly_the_moves_play_accepts() -> None:
    game = _played(77, 3, moves=25)
    candidates = [Move.draw(), Move.recycle()] + [
        Move.pair(a, b) for a in range(25) for b in [*range(a + 1, 25), "waste"]
    ]
    accepted = []
    for move in candidates:
        trial = game.copy()
        try:
            trial.play(move)
        except IllegalMoveError:
            continue
        accepted.append(move)
    assert sorted(map(str, accepted)) == sorted(map(str, game.legal_moves()))


def test_replay_with_an_illegal_move_plays_nothing_and_names_the_move() -> None:
    game = Game.from_number(0)
    before = game.snapshot()
    with pytest.raises(IllegalMoveError, match=r"move 2 \('3\+4'\)"):
        game.replay(["draw", "3+4"])
    assert game.snapshot() == before


@pytest.mark.parametrize(
    ("move", "reason"),
    [("0+1", "covered"), ("24+waste", "same rank"), ("recycle", "stock still holds")],
)
def test_an_illegal_move_from_python_raises_with_a_reason_and_changes_nothing(
    move: str, reason: str
) -> None:
    game = Game.from_number(0)  # tip 5, waste 9
    before = game.snapshot()
    with pytest.raises(IllegalMoveError, match=reason):
        game.play(move)
    assert game.snapshot() == before
    with pytest.raises(InvalidMoveError, match="two different positions"):
        game.pair(24, 24)
    assert game.snapshot() == before


def test_the_errors_are_one_family_of_value_errors() -> None:
    assert issubclass(GameError, ValueError)
    for error in (IllegalMoveError, InvalidMoveError, InvalidSaveError):
        assert issubclass(error, GameError)
    assert not issubclass(IllegalMoveError, InvalidMoveError)


def test_from_cards_refuses_impossible_layouts() -> None:
    with pytest.raises(ValueError, match="25 positions"):
        Game.from_cards([1] * 24)
    with pytest.raises(ValueError, match=r"rank 1\.\.13"):
        Game.from_cards(heart_with({3: 14}))
    with pytest.raises(ValueError, match="only 4 of each rank"):
        Game.from_cards(heart_with(), stock=[1, 1, 1])
    with pytest.raises(ValueError, match=r"stock\[0\] must be a rank"):
        Game.from_cards(heart_with(), stock=[True])
    with pytest.raises(TypeError, match="the stock is a list of ranks, got 7"):
        Game.from_cards(heart_with(), stock=7)  # type: ignore[arg-type]


def test_from_cards_reads_an_iterator_once() -> None:
    game = Game.from_cards(heart_with(only={24: 7}), stock=iter([7, 7]), waste=iter([3]))
    assert (game.stock, game.waste) == ([7, 7], [3])
    with pytest.raises(ValueError, match="rank 7 appears 5 times"):
        Game.from_cards(heart_with(only={24: 7, 0: 7}), stock=iter([7, 7, 7]))


@pytest.mark.parametrize("number", [1.0, "12", None, True])
def test_a_deal_number_must_be_an_integer(number: object) -> None:
    with pytest.raises(TypeError, match=f"deal number is an integer, got {number!r}"):
        Game.from_number(number)  # type: ignore[arg-type]


def test_a_game_exports_to_json_and_loads_back_identically() -> None:
    game = _played(4321, 7)
    loaded = Game.from_json(game.to_json())
    assert loaded.snapshot() == game.snapshot()
    assert loaded.code == game.code
    assert loaded.undo_depth == game.undo_depth


def test_a_loaded_game_can_undo_exactly_as_far_as_the_saved_one() -> None:
    """After 150 draws and undoing to the limit, no move more can be undone after loading."""
    game = game_of(heart_with(), stock=[], waste=[12, 2])
    for _ in range(150):
        game.draw()
    for _ in range(60):
        game.undo()
    loaded = Game.from_json(game.to_json())
    assert (loaded.moves, loaded.undo_depth) == (90, 40)
    undone = 0
    while loaded.undo() is not None:
        undone += 1
    assert (undone, loaded.moves) == (40, 50)


def test_an_explicit_game_exports_its_cards() -> None:
    game = game_of(heart_with(only={22: 4, 23: 4}), stock=[1], waste=[2])
    game.draw()
    data = json.loads(game.to_json())
    assert data["code"] is None
    assert data["deal"]["heart"][22] == 4
    assert Game.from_json(game.to_json()).snapshot() == game.snapshot()


def _tamper(data: dict[str, Any], path: tuple[str, ...], value: object) -> str:
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    ("path", "value", "reason"),
    [
        (("format",), "chess", "not a saved game"),
        (("version",), 9, "unsupported version"),
        (("version",), True, "unsupported version True"),
        (("version",), 2.0, "unsupported version 2.0"),
        (("undo",), 2, "undo depth 2 exceeds the 1"),
        (("undo",), -1, "'undo' must be a count"),
        (("extra",), 1, "unexpected \\['extra'\\]"),
        (("moves",), "draw draw", "'moves' must be a list of text"),
        (("moves",), ["draw", "0+1"], "cannot be rebuilt: move 2"),
        (("code",), "HH1-N-AAAAAAB", "does not match the deal of code"),
        (("code",), "not a code", "invalid deal code"),
        (("result", "score"), 990, "differs from the replayed"),
        (("deal", "stock"), "cards", "lists of ranks"),
    ],
)
def test_a_tampered_file_is_refused_saying_what_is_wrong(
    path: tuple[str, ...], value: object, reason: str
) -> None:
    game = Game.from_number(0)
    game.draw()
    text = _tamper(json.loads(game.to_json()), path, value)
    with pytest.raises(InvalidSaveError, match=reason):
        Game.from_json(text)


def test_a_file_that_is_not_json_is_refused() -> None:
    with pytest.raises(InvalidSaveError, match="invalid JSON"):
        Game.from_json("{draw")
    with pytest.raises(InvalidSaveError, match="nested too deeply"):
        Game.from_json("[" * 100_000 + "]" * 100_000)
    with pytest.raises(InvalidSaveError, match="invalid JSON"):
        Game.from_json('{"version": ' + "9" * 5000 + "}")
    with pytest.raises(TypeError, match="JSON text, got None"):
        Game.from_json(None)  # type: ignore[arg-type]


def test_a_save_of_version_1_still_loads() -> None:
    game = Game.from_code("HH1-N-AAAAAAM")  # lost from the start
    old = {"format": "hearttoheart-game", "version": 1, "code": game.code, "deal": None,
           "moves": [], "result": {"score": 0, "moves": 0, "status": "dead_end"}}  # fmt: skip
    assert Game.from_json(json.dumps(old)).status == "lost"


def test_str_draws_the_heart_the_waste_and_the_counters() -> None:
    game = Game.from_number(0)
    lines = str(game).splitlines()
    assert len(lines) == 9
    assert lines[0] == "  ( Q)(10)    ( 3)( J)"
    assert lines[6].strip() == "[ 5]"
    assert lines[7] == "stock 26   waste 9 (1 card)"
    assert lines[8] == "score 0   moves 0   HH1-N-AAAAAAA   playing"
    assert repr(game) == "<Game HH1-N-AAAAAAA: playing, score 0, 0 moves>"
