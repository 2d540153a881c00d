"""A board keeps its lesson: ``reset()`` puts back the game and settings it was made with,
whatever the player did since through the browser (New game, Daily deal, a code, settings).
"""

from __future__ import annotations

import pytest

from hearttoheart_widget import Game, HeartToHeart, solve
from hearttoheart_widget.heart_to_heart.intents import SETTINGS
from hearttoheart_widget.heart_to_heart.teaching.lessons import keep_on_lesson, put_back
from hearttoheart_widget.heart_to_heart.teaching.walkthrough import Walkthrough
from hearttoheart_widget.heart_to_heart.widget import TAKEN_BACK
from tests.comm import receive

SEVENS = Game.from_cards(heart=[None] * 19 + [4, 9, 4, 7, 7, None], stock=[9, 2], waste=[5])


def board() -> HeartToHeart:
    return HeartToHeart(game=SEVENS, record=False, move_errors=True)


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "new_game"},
        {"kind": "new_game", "daily": True},
        {"kind": "new_game", "code": "HH1-N-AAAAAAB"},
    ],
)
def test_reset_brings_the_lesson_back_after_any_new_game(message: dict[str, object]) -> None:
    w = board()
    receive(w, message)
    assert not w.on_lesson()
    code = w.code
    assert w.reset() == [f"another deal ({code})"]
    assert w.game.initial_cards == SEVENS.initial_cards
    assert w.game.history == []
    assert w.on_lesson()
    w.restart()
    assert w.game.initial_cards == SEVENS.initial_cards


def test_reset_after_moves_on_the_lesson_says_nothing_and_takes_them_back() -> None:
    w = board()
    w.tap(22)
    w.tap(23)
    assert w.on_lesson()
    assert w.reset() == []
    assert w.moves == 0
    assert w.selected is None


def test_reset_puts_back_every_setting_changed_in_the_menu_by_its_name() -> None:
    w = board()
    receive(
        w,
        {
            "kind": "settings",
            "move_errors": False,
            "placement_help": False,
            "hints": True,
            "winnable_only": True,
            "show_winnable": True,
            "show_positions": True,
            "language": "de",
        },
    )
    assert set(SETTINGS) == {
        "move_errors",
        "placement_help",
        "hints",
        "winnable_only",
        "show_winnable",
        "show_positions",
        "language",
    }
    assert w.reset() == [
        "Hints",
        "Move errors",
        "Placement help",
        "Show positions",
        "Show if winnable",
        "Winnable deals only",
        "Language",
    ]
    assert (w.move_errors, w.placement_help, w.hints) == (True, True, False)
    assert (w.winnable_only, w.show_winnable, w.language) == (False, False, "en")
    assert w.show_positions is False


def test_a_lesson_keeps_the_moves_it_came_with() -> None:
    game = Game.from_code("HH1-N-AAAAAAA")
    game.play("draw")
    w = HeartToHeart(game=game, record=False)
    assert w.lesson.history == game.history
    w.undo()
    assert not w.on_lesson()  # taken back past where the lesson begins
    assert w.reset() == [TAKEN_BACK]
    assert w.game.history == game.history
    assert w.can_undo


@pytest.mark.parametrize("back", [{"kind": "restart"}, {"kind": "undo"}])
def test_a_board_on_a_game_in_progress_taken_back_is_not_told_another_deal(
    back: dict[str, object], capsys: pytest.CaptureFixture[str]
) -> None:
    """The tutorial's ``watched``: a board made from a deal's first 19 moves; Restart this
    deal, or an undo, takes it back before them, on the same deal."""
    game = Game.from_code("HH1-N-AAAAAAB")
    line = solve(game)
    assert line is not None
    game.replay(line[:19])
    w = HeartToHeart(game=game, record=False, show_winnable=True)
    receive(w, back)
    assert not w.on_lesson()
    assert w.reset() == ["the lesson's deal taken back before where the lesson begins"]
    assert w.game.history == game.history
    receive(w, back)
    put_back(w)
    said = capsys.readouterr().out
    assert "another deal" not in said
    assert said.startswith("Note: the board showed the lesson's deal taken back before")


def test_the_walkthroughs_reset_puts_back_its_settings_as_put_back_does() -> None:
    tour = Walkthrough("HH1-N-AAAAAAA", show_positions=True)
    made = {name: getattr(tour.board, name) for name in SETTINGS}
    tour.next()
    changed = {
        "kind": "settings",
        "move_errors": True,
        "placement_help": False,
        "hints": True,
        "show_winnable": True,
        "show_positions": False,
        "language": "de",
    }
    receive(tour.board, changed)
    tour.reset_button.click()
    assert {name: getattr(tour.board, name) for name in SETTINGS} == made
    assert tour.board.moves == 0
    receive(tour.board, changed)
    tour.reset()
    assert {name: getattr(tour.board, name) for name in SETTINGS} == made
    assert put_back(tour.board) == []  # nothing left for put_back to put back


def test_put_back_says_what_it_had_to_change(capsys: pytest.CaptureFixture[str]) -> None:
    w = board()
    w.tap(22)
    assert put_back(w) == []
    assert capsys.readouterr().out == ""
    receive(w, {"kind": "new_game", "code": "HH1-N-AAAAAAB"})
    receive(w, {"kind": "settings", "hints": True})
    put_back(w)
    assert capsys.readouterr().out == (
        "Note: the board showed another deal (HH1-N-AAAAAAB) and its Hints setting was "
        "changed; this cell put it back as the lesson made it.\n"
    )
    receive(w, {"kind": "settings", "hints": True, "language": "hr"})
    put_back(w)
    assert capsys.readouterr().out == (
        "Note: the board's Hints and Language settings were changed; this cell put it back "
        "as the lesson made it.\n"
    )


def test_keep_on_lesson_leaves_the_players_moves_and_settings(
    capsys: pytest.CaptureFixture[str],
) -> None:
    w = board()
    w.tap(22)
    w.tap(23)
    w.placement_help = False
    assert keep_on_lesson(w) == []
    assert w.moves == 1
    assert not w.placement_help
    receive(w, {"kind": "new_game"})
    assert keep_on_lesson(w)[0].startswith("another deal (HH1-N-")
    assert w.on_lesson()
    assert w.moves == 0
    assert w.placement_help
    assert capsys.readouterr().out.startswith("Note: the board showed another deal")


def test_a_click_whose_observer_raises_is_told_and_leaves_the_board_in_step() -> None:
    w = board()
    told: list[Exception] = []
    w.on_error(told.append)

    def fails(_change: object) -> None:
        raise RuntimeError("the student's observer")

    w.observe(fails, names="moves")
    receive(w, {"kind": "tap", "target": 22})  # a select: no move, the observer stays quiet
    receive(w, {"kind": "tap", "target": 23})
    assert [str(e) for e in told] == ["the student's observer"]
    assert w.event is not None
    assert w.event["move"] == "22+23"
    assert w.score == 220
