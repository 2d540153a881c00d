"""Heart to Heart as a Gymnasium environment: registration, spaces, actions, rewards, checks."""

from __future__ import annotations

import re
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from hypothesis import given, settings
from hypothesis import strategies as st

import hearttoheart_widget.gym
from hearttoheart_widget import Game, Move
from hearttoheart_widget.common.intervals import wilson_interval
from hearttoheart_widget.heart_to_heart.environment import (
    ACTIONS,
    HEART_PAIRS,
    ILLEGAL_REWARD,
    HeartToHeartEnv,
    action_mask,
    action_of,
    move_of,
    observe,
)
from hearttoheart_widget.heart_to_heart.solving.statistics import deal_statistics
from hearttoheart_widget.heart_to_heart.teaching.strategies import pairs_first

WON_CODE = "HH1-N-AAAAAAB"


def test_the_import_registers_the_environment_under_its_id() -> None:
    env = gymnasium.make(hearttoheart_widget.gym.ENV_ID)
    assert isinstance(env.unwrapped, HeartToHeartEnv)
    assert env.spec is not None
    assert env.spec.max_episode_steps == 1_000


@pytest.mark.parametrize("render_mode", [None, "ansi", "svg"])
def test_gymnasiums_own_checker_passes_without_a_warning(render_mode: str | None) -> None:
    env = gymnasium.make(hearttoheart_widget.gym.ENV_ID, render_mode=render_mode)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)


def test_the_action_numbering_is_the_documented_one() -> None:
    assert ACTIONS == 326
    assert action_of(Move.draw()) == action_of(Move.recycle()) == 0
    assert action_of(Move.pair(0, "waste")) == 1
    assert action_of(Move.pair(24, "waste")) == 25
    assert action_of(Move.pair(0, 1)) == 26
    assert action_of(Move.pair(0, 24)) == 26 + 23
    assert action_of(Move.pair(1, 2)) == 26 + 24
    assert action_of(Move.pair(23, 24)) == ACTIONS - 1
    assert len(HEART_PAIRS) == 300


def test_every_action_number_names_its_move_and_back() -> None:
    game = Game.from_number(3)
    for action in range(1, ACTIONS):
        assert action_of(move_of(action, game)) == action


def test_a_pair_made_in_the_other_order_has_the_action_of_its_move() -> None:
    assert action_of(Move("pair", 5, 3)) == action_of(Move.pair(3, 5)) == 26 + 24 + 23 + 22 + 1
    assert action_of(Move("pair", "waste", 4)) == 5  # type: ignore[arg-type]


def test_the_stock_action_recycles_once_the_stock_is_empty() -> None:
    game = Game.from_cards([None] * 23 + [1, 2], stock=[], waste=[3, 4])
    assert move_of(0, game) == Move.recycle()
    assert move_of(0, Game.from_number(1)) == Move.draw()


@pytest.mark.parametrize("bad", [-1, ACTIONS, 10**12])
def test_an_action_outside_the_space_is_refused_by_name(bad: int) -> None:
    env = HeartToHeartEnv()
    env.reset(seed=1)
    before = env.game.to_json()
    with pytest.raises(ValueError, match=str(bad)):
        env.step(bad)
    assert env.game.to_json() == before


@pytest.mark.parametrize("bad", ["draw", 1.5, None, True])
def test_an_action_of_the_wrong_type_is_refused_by_name(bad: object) -> None:
    env = HeartToHeartEnv()
    env.reset(seed=1)
    with pytest.raises(TypeError, match="an action is an integer"):
        env.step(bad)  # type: ignore[arg-type]


def test_reset_with_a_seed_deals_the_same_game_every_time() -> None:
    first, second = HeartToHeartEnv(), HeartToHeartEnv()
    a, _ = first.reset(seed=42)
    b, _ = second.reset(seed=42)
    assert first.game.code == second.game.code
    assert all(np.array_equal(a[key], b[key]) for key in a)
    second.reset(seed=43)
    assert second.game.code != first.game.code


def test_reset_deals_the_game_its_options_name() -> None:
    env = HeartToHeartEnv()
    _, info = env.reset(options={"code": WON_CODE})
    assert info["code"] == WON_CODE
    env.reset(options={"number": 7})
    assert env.game.code == Game.from_number(7).code
    with pytest.raises(ValueError, match="options name one deal"):
        env.reset(options={"code": WON_CODE, "number": 7})
    with pytest.raises(ValueError, match="options name one deal"):
        env.reset(options={"deal": 7})


@pytest.mark.parametrize("options", [["code"], "code", ("number",), 7])
def test_options_that_are_no_dict_are_refused_and_change_nothing(options: object) -> None:
    env = HeartToHeartEnv()
    env.reset(options={"code": WON_CODE})
    env.step(0)
    before = env.game.snapshot()
    with pytest.raises(TypeError, match=r"options is a dict naming one deal.*got"):
        env.reset(options=options)  # type: ignore[arg-type]
    assert env.game.snapshot() == before


def test_the_share_of_winnable_deals_it_states_is_the_measured_one() -> None:
    """The docstring's figure lies in the 95% interval of the project's own statistics."""
    text = HeartToHeartEnv.__doc__ or ""
    of_all = re.search(r"([0-9.]+)% of all deals are", text)
    of_playing = re.search(r"([0-9.]+)% of those not lost before the first move", text)
    assert of_all is not None
    assert of_playing is not None
    stats = deal_statistics(0, 3000, progress=False)
    low, high = stats.interval
    assert low < float(of_all.group(1)) / 100 < high
    playing = sum(Game.from_number(n).status == "playing" for n in range(3000))
    low, high = wilson_interval(stats.winnable, playing)
    assert low < float(of_playing.group(1)) / 100 < high


def test_winnable_only_deals_winnable_games() -> None:
    from hearttoheart_widget import is_winnable

    env = HeartToHeartEnv(winnable_only=True)
    for seed in range(5):
        env.reset(seed=seed)
        assert is_winnable(env.game)


def test_the_observation_shows_what_the_board_shows() -> None:
    game = Game.from_code(WON_CODE)
    seen = observe(game)
    assert seen["heart"].tolist() == [rank or 0 for rank in game.heart]
    assert [p for p in range(25) if seen["free"][p]] == game.free()
    assert seen["waste_top"] == (game.waste_top or 0)
    assert seen["stock"] == len(game.stock)
    assert seen["waste"] == len(game.waste)
    assert seen["unseen"].sum() == len(game.stock) + len(game.waste)
    assert HeartToHeartEnv().observation_space.contains(seen)


def test_the_mask_marks_exactly_the_legal_moves() -> None:
    game = Game.from_code(WON_CODE)
    for _ in range(60):
        mask = action_mask(game)
        legal = {action_of(m) for m in game.legal_moves()}
        assert {a for a in range(ACTIONS) if mask[a]} == legal
        if game.status != "playing":
            break
        game.play(pairs_first(game))


def test_a_heart_pair_earns_two_a_waste_pair_one_a_draw_nothing() -> None:
    env = HeartToHeartEnv()
    env.reset(options={"code": WON_CODE})
    for _ in range(200):
        game = env.game
        move = pairs_first(game)
        _, reward, terminated, _, info = env.step(action_of(move))
        expected = 0 if move.kind != "pair" else (1 if move.b == "waste" else 2)
        assert reward == expected
        assert info["illegal"] is False
        if terminated:
            break


def test_an_illegal_action_changes_nothing_and_costs_the_penalty() -> None:
    env = HeartToHeartEnv()
    env.reset(options={"code": WON_CODE})
    before = env.game.to_json()
    mask = env.action_masks()
    illegal = int(np.flatnonzero(mask == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal"]) == (ILLEGAL_REWARD, False, False, True)
    assert env.game.to_json() == before


def test_a_won_game_returns_25_and_terminates() -> None:
    from hearttoheart_widget import solve

    env = HeartToHeartEnv()
    env.reset(options={"code": WON_CODE})
    line = solve(env.game)
    assert line is not None
    total = 0.0
    for i, move in enumerate(line):
        _, reward, terminated, _, info = env.step(action_of(move))
        total += float(reward)
        assert terminated == (i == len(line) - 1)
    assert total == 25
    assert info["status"] == "won"


def test_the_episode_is_truncated_after_1000_steps_through_make() -> None:
    env = gymnasium.make(hearttoheart_widget.gym.ENV_ID)
    env.reset(seed=0)
    truncated = terminated = False
    steps = 0
    while not (truncated or terminated):
        _, _, terminated, truncated, _ = env.step(0)  # only ever tap the stock
        steps += 1
    assert (steps, truncated) == (1_000, True) or terminated


def test_render_gives_text_or_svg_and_never_pixels() -> None:
    text = HeartToHeartEnv(render_mode="ansi")
    text.reset(options={"code": WON_CODE})
    assert text.render() == str(text.game)
    svg = HeartToHeartEnv(render_mode="svg")
    svg.reset(options={"code": WON_CODE})
    picture = svg.render()
    assert picture is not None
    assert picture.startswith("<svg")
    with pytest.raises(ValueError, match="render_mode"):
        HeartToHeartEnv(render_mode="rgb_array")


def test_the_game_handed_out_is_a_copy() -> None:
    env = HeartToHeartEnv()
    env.reset(options={"code": WON_CODE})
    env.game.draw()
    assert env.game.moves == 0


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(0, ACTIONS - 1), max_size=80))
def test_any_actions_keep_the_observation_in_its_space(seed: int, actions: list[int]) -> None:
    env = HeartToHeartEnv()
    obs, info = env.reset(seed=seed)
    for action in actions:
        before = env.game.to_json()
        legal = bool(info["action_mask"][action])
        obs, _, terminated, _, info = env.step(action)
        assert env.observation_space.contains(obs)
        assert (env.game.to_json() != before) == legal or env.game.status != "playing"
        if terminated:
            break


LOST_AT_ONCE = "HH1-N-AAAFRZW"


def test_a_seeded_reset_never_deals_a_game_lost_before_the_first_move() -> None:
    assert Game.from_code(LOST_AT_ONCE).status == "lost"
    env = HeartToHeartEnv()
    for seed in range(40):
        _, info = env.reset(seed=seed)
        assert info["status"] == "playing"
        assert info["action_mask"].any()


def test_a_named_deal_lost_at_once_ends_at_the_first_step_without_a_penalty() -> None:
    env = HeartToHeartEnv()
    _, info = env.reset(options={"code": LOST_AT_ONCE})
    assert (info["status"], int(info["action_mask"].sum())) == ("lost", 0)
    _, reward, terminated, truncated, _ = env.step(0)
    assert (reward, terminated, truncated) == (0.0, True, False)
