"""Both rules engines keep the one contract of :mod:`hearttoheart_widget.common.contract`.

Statically (mypy checks the assignments below) and by playing: the constructors, a
read-only ``status`` of the one shared ``Status`` type, a history that parses and replays,
saves that load back, independent copies, restart, legal moves, ``play`` and what the last
move did. What the contract leaves out (undo, score) Hope Deferred does not have.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget.common import contract
from hearttoheart_widget.common.contract import STATUSES, RulesEngine
from hearttoheart_widget.common.errors import GameError, IllegalMoveError
from hearttoheart_widget.heart_to_heart import game as heart_to_heart_game
from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.moves import Move, Played, format_moves, parse_moves
from hearttoheart_widget.hope_deferred import HopeDeferredGame
from hearttoheart_widget.hope_deferred import Move as HopeMove
from hearttoheart_widget.hope_deferred import Played as HopePlayed
from hearttoheart_widget.hope_deferred import Status as HopeStatus
from hearttoheart_widget.hope_deferred import format_moves as hope_format
from hearttoheart_widget.hope_deferred import parse_moves as hope_parse

# The static half: mypy fails here if either class breaks the protocol.
HEART_TO_HEART: type[RulesEngine[Move, Played]] = Game
HOPE_DEFERRED: type[RulesEngine[HopeMove, HopePlayed]] = HopeDeferredGame


@dataclass(frozen=True)
class Engine:
    """One game's engine and what the contract's tests need to know about it."""

    cls: type[RulesEngine[Any, Any]]
    code: str
    number: int
    custom: Callable[[], RulesEngine[Any, Any]]
    parse: Callable[[str], list[Any]]
    format: Callable[[list[Any]], str]
    #: Every move there is, legal now or not.
    every_move: tuple[Any, ...]


ENGINES = [
    Engine(
        Game,
        "HH1-N-AAAAAAB",
        1,
        lambda: Game.from_cards(*Game.from_number(1).initial_cards),
        parse_moves,
        format_moves,
        (
            Move.draw(),
            Move.recycle(),
            *(Move.pair(a, b) for a in range(25) for b in range(a + 1, 25)),
            *(Move.pair(a, "waste") for a in range(25)),
        ),
    ),
    Engine(
        HopeDeferredGame,
        "HD1-CH-AAAAAAM",
        12,
        lambda: HopeDeferredGame.from_cards(["AH", "7C", "8D", "9S"]),
        hope_parse,
        hope_format,
        (HopeMove.deal(), HopeMove.gather()),
    ),
]
IDS = ["heart_to_heart", "hope_deferred"]


def state(game: RulesEngine[Any, Any]) -> tuple[object, ...]:
    """Everything one can read of a game, to compare two exactly."""
    return game.to_dict(), str(game), game.status, game.history, game.legal_moves()


def played_out(engine: Engine, seed: int, moves: int) -> RulesEngine[Any, Any]:
    """The engine's deal with up to ``moves`` random legal moves made."""
    game = engine.cls.from_number(engine.number)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


def test_both_games_share_one_status_type() -> None:
    assert heart_to_heart_game.Status is contract.Status
    assert HopeStatus is contract.Status
    assert STATUSES == ("playing", "won", "lost")


@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_each_engine_has_every_member_of_the_contract_in_its_kind(engine: Engine) -> None:
    members = {
        name: value
        for name, value in vars(RulesEngine).items()
        if not name.startswith("_")
        and (callable(value) or isinstance(value, property | classmethod))
    }
    assert len(members) >= 18
    for name, member in members.items():
        own = inspect.getattr_static(engine.cls, name)
        if isinstance(member, property):
            assert isinstance(own, property), name
            assert own.fset is None, f"{name} is read-only"
        elif isinstance(member, classmethod):
            assert isinstance(own, classmethod), name
        else:
            assert inspect.isfunction(own), name
    assert isinstance(engine.cls.from_code(engine.code), RulesEngine)


@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_status_is_read_only(engine: Engine) -> None:
    game = engine.cls.from_code(engine.code)
    with pytest.raises(AttributeError):
        setattr(game, "status", "won")  # noqa: B010 (mypy would refuse the assignment)
    assert game.status == "playing"


@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_a_code_a_number_and_random_deals_replay_by_their_code(engine: Engine) -> None:
    by_code = engine.cls.from_code(engine.code)
    assert by_code.code == engine.code
    assert state(engine.cls.from_number(engine.number)) == state(by_code)
    drawn = engine.cls.random(rng=random.Random(7))
    assert state(engine.cls.random(rng=random.Random(7))) == state(drawn)
    assert drawn.code is not None
    assert state(engine.cls.from_code(drawn.code)) == state(drawn)
    assert by_code.status in STATUSES
    assert (by_code.moves, by_code.history, by_code.last_played) == (0, [], None)


@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_a_custom_deal_has_no_code_and_still_saves_and_loads(engine: Engine) -> None:
    game = engine.custom()
    assert game.code is None
    game.play(game.legal_moves()[0])
    assert state(engine.cls.from_json(game.to_json())) == state(game)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 60))
@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_the_history_parses_back_and_replays_the_game(
    engine: Engine, seed: int, moves: int
) -> None:
    game = played_out(engine, seed, moves)
    history = game.history
    assert engine.parse(engine.format(history)) == history
    again = engine.cls.from_number(engine.number)
    again.replay(engine.format(history).split())
    assert state(again) == state(game)
    assert game.moves == len(history)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 60))
@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_a_save_loads_back_into_the_same_game(engine: Engine, seed: int, moves: int) -> None:
    game = played_out(engine, seed, moves)
    loaded = engine.cls.from_json(game.to_json())
    assert state(loaded) == state(game)
    assert game.to_dict() == loaded.to_dict()


@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_a_copy_is_independent_and_restart_deals_the_same_cards_again(engine: Engine) -> None:
    game = played_out(engine, 1, 10)
    before = state(game)
    copy = game.copy()
    assert state(copy) == before
    copy.play(copy.legal_moves()[0])
    assert state(game) == before
    copy.restart()
    assert state(copy) == state(engine.cls.from_number(engine.number))
    assert copy.last_played is None


@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
@pytest.mark.parametrize("moves", [0, 3, 17, 40])
def test_play_accepts_exactly_the_legal_moves_and_a_refusal_changes_nothing(
    engine: Engine, moves: int
) -> None:
    game = played_out(engine, 3, moves)
    before = state(game)
    accepted = []
    for move in engine.every_move:
        trial = game.copy()
        try:
            made = trial.play(str(move))
        except IllegalMoveError:
            assert state(trial) == before
            continue
        assert made == move
        assert trial.history == [*game.history, move]
        accepted.append(move)
    assert sorted(map(str, accepted)) == sorted(map(str, game.legal_moves()))


@pytest.mark.parametrize("engine", ENGINES, ids=IDS)
def test_the_last_move_s_value_names_the_move_it_was(engine: Engine) -> None:
    game = engine.cls.from_number(engine.number)
    for _ in range(12):
        if game.is_over:
            break
        move = game.play(game.legal_moves()[-1])
        played = game.last_played
        assert played is not None
        assert played.move == move
    assert engine.cls.from_json(game.to_json()).last_played == game.last_played


def test_a_game_over_has_no_legal_moves_and_refuses_play() -> None:
    for engine in ENGINES:
        game = played_out(engine, 5, 10_000)
        assert game.is_over
        assert game.status in ("won", "lost")
        assert game.legal_moves() == []
        with pytest.raises(GameError):
            game.play(engine.every_move[0])


def test_undo_and_score_are_heart_to_heart_s_only() -> None:
    for name in ("undo", "can_undo", "undo_depth", "score"):
        assert hasattr(Game, name)
        assert not hasattr(HopeDeferredGame, name)
        assert f"``{name}``" in (contract.__doc__ or "")
