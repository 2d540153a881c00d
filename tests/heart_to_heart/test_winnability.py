"""Live winnability: the move that gave the win away, the widget's traits and intents, and
undo back to the last winnable position."""

from __future__ import annotations

import logging
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearttoheart_widget import (
    Game,
    HeartToHeart,
    IllegalMoveError,
    Move,
    is_winnable,
    random_deal,
)
from hearttoheart_widget.heart_to_heart.winnability import WinWatch, win_lost_at
from tests.comm import receive
from tests.walks import play_at_random

WINNABLE = "HH1-N-AAAAAAB"
NEVER = "HH1-N-AAAAAGM"  # no line wins it from the start, yet it has moves to make


def after(game: Game, moves: int) -> Game:
    """The game's deal after its first ``moves`` moves."""
    trial = Game.from_cards(*game.initial_cards)
    trial.replay(game.history[:moves])
    return trial


def play_until_lost(widget: HeartToHeart, rng: random.Random) -> None:
    """Random moves until the position cannot be won any more."""
    play_at_random(widget, rng, until=lambda game: not is_winnable(game))


@given(st.integers(0, 2**32), st.integers(0, 40))
def test_the_move_that_gave_the_win_away_is_the_first_after_which_no_line_wins(
    seed: int, extra: int
) -> None:
    rng = random.Random(seed)
    game = random_deal(rng=rng, winnable_only=True)
    watch = WinWatch()
    while is_winnable(game) and not game.is_over:
        assert watch.check(game) == (True, None)
        game.play(rng.choice(game.legal_moves()))
    play_at_random(game, rng, limit=game.moves + extra)
    winnable, lost = watch.check(game)
    if game.status == "won":
        assert (winnable, lost) == (True, None)
        return
    assert not winnable
    assert lost is not None
    assert lost == win_lost_at(game)  # what the watch remembers agrees with a fresh look
    assert is_winnable(after(game, lost.move - 1))
    assert not is_winnable(after(game, lost.move))
    assert lost.played == game.history[lost.move - 1]
    assert lost.played is not None
    assert lost.played.kind == "pair"
    assert lost.undos == game.moves - lost.move + 1
    assert lost.reachable == (lost.undos <= game.undo_depth)


def test_a_deal_that_never_could_be_won_names_no_move() -> None:
    game = Game.from_code(NEVER)
    game.draw()
    lost = win_lost_at(game)
    assert lost is not None
    assert (lost.move, lost.played, lost.undos) == (0, None, 0)
    assert lost.to_dict() == {"move": 0, "played": None, "undos": 0, "reachable": True}


def test_the_trait_is_none_while_the_setting_is_off_and_follows_every_move_and_undo() -> None:
    widget = HeartToHeart(WINNABLE)
    assert (widget.show_winnable, widget.winnable, widget.win_lost_at) == (False, None, None)
    receive(widget, {"kind": "settings", "show_winnable": True})
    assert (widget.show_winnable, widget.winnable, widget.win_lost_at) == (True, True, None)
    play_until_lost(widget, random.Random(3))
    assert widget.winnable is False
    lost = widget.win_lost_at
    assert lost is not None
    assert lost["move"] == widget.moves
    assert lost["undos"] == 1
    assert lost["reachable"] is True
    assert lost["played"] == str(widget.game.history[-1])
    position = int(lost["played"].split("+")[0])
    assert lost["rank"] == widget.game.initial_cards[0][position]
    widget.draw()
    assert widget.win_lost_at == {**lost, "undos": 2}
    widget.undo()
    widget.undo()
    assert (widget.winnable, widget.win_lost_at) == (True, None)
    receive(widget, {"kind": "settings", "show_winnable": False})
    assert (widget.winnable, widget.win_lost_at) == (None, None)


def test_undo_to_winnable_goes_back_to_just_before_the_losing_move() -> None:
    widget = HeartToHeart(WINNABLE, show_winnable=True)
    play_until_lost(widget, random.Random(3))
    losing = widget.moves
    for _ in range(3):
        widget.draw()
    events: list[object] = []
    widget.observe(lambda change: events.append(change["new"]), "event")
    receive(widget, {"kind": "undo_to_winnable"})
    assert widget.moves == losing - 1
    assert (widget.winnable, widget.win_lost_at) == (True, None)
    assert len(events) == 1  # one message for all the undos
    with pytest.raises(IllegalMoveError, match="can still be won"):
        widget.undo_to_winnable()


def test_undo_to_winnable_from_python_returns_the_moves_last_first() -> None:
    widget = HeartToHeart(WINNABLE)
    play_until_lost(widget, random.Random(3))
    losing = widget.game.history[-1]
    widget.draw()
    undone = widget.undo_to_winnable()  # the setting is off: Python may still ask
    assert undone == [Move.draw(), losing]
    assert is_winnable(widget.game)
    assert widget.winnable is None


def test_beyond_the_undo_limit_it_says_so_and_changes_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    widget = HeartToHeart(WINNABLE, show_winnable=True)
    play_until_lost(widget, random.Random(3))
    for _ in range(110):  # draws and recycles: still moves, and undo keeps the last 100
        widget.draw()
    lost = widget.win_lost_at
    assert lost is not None
    assert lost["undos"] == 111
    assert lost["reachable"] is False
    moves = widget.moves
    with caplog.at_level(logging.WARNING):
        receive(widget, {"kind": "undo_to_winnable"})
    assert "further than undo reaches" in caplog.text
    assert widget.moves == moves
    with pytest.raises(IllegalMoveError, match="111 moves back"):
        widget.undo_to_winnable()


def test_a_deal_never_winnable_has_nothing_to_undo_to() -> None:
    widget = HeartToHeart(NEVER, show_winnable=True)
    widget.draw()
    assert widget.winnable is False
    assert widget.win_lost_at == {
        "move": 0,
        "played": None,
        "undos": 0,
        "reachable": True,
        "rank": None,
    }
    with pytest.raises(IllegalMoveError, match="could not be won from the start"):
        widget.undo_to_winnable()
    assert widget.moves == 1


def test_the_browser_may_ask_only_while_the_setting_is_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    widget = HeartToHeart(WINNABLE)
    play_until_lost(widget, random.Random(3))
    moves = widget.moves
    with caplog.at_level(logging.WARNING):
        receive(widget, {"kind": "undo_to_winnable"})
    assert "show_winnable is off" in caplog.text
    assert widget.moves == moves


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "undo_to_winnable", "steps": 3},
        {"kind": "undo_to_winnable", "to": "winnable"},
        {"kind": "settings", "show_winnable": 1},
        {"kind": "settings", "show_winnable": "true"},
        {"kind": "settings", "show_winnable": None},
    ],
)
def test_malformed_messages_are_refused_and_change_nothing(
    message: dict[str, object], caplog: pytest.LogCaptureFixture
) -> None:
    widget = HeartToHeart(WINNABLE, show_winnable=True)
    play_until_lost(widget, random.Random(3))
    before = widget.get_state()
    with caplog.at_level(logging.WARNING):
        receive(widget, message)
    assert "ignored a message from the browser" in caplog.text
    assert widget.get_state() == before


def test_a_new_game_and_a_restart_start_watching_again() -> None:
    widget = HeartToHeart(WINNABLE, show_winnable=True)
    play_until_lost(widget, random.Random(3))
    widget.restart()
    assert (widget.winnable, widget.win_lost_at) == (True, None)
    widget.new_game(NEVER)
    assert widget.winnable is False
    assert widget.win_lost_at is not None
    assert widget.win_lost_at["move"] == 0
