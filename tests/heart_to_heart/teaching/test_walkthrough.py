"""The walkthrough widget, headless: press its buttons, click its board as a student would."""

from __future__ import annotations

import pytest

from hearttoheart_widget import Game, IllegalMoveError, parse_moves, solve
from hearttoheart_widget.heart_to_heart.teaching.explain import explain
from hearttoheart_widget.heart_to_heart.teaching.walkthrough import Walkthrough
from tests.comm import receive

#: The fewest-moves win of HH1-N-AAAAAAA: nine draws, then the tip pairs with the waste.
LINE = parse_moves(
    "draw draw draw draw draw draw draw draw draw 24+waste 22+waste 23+waste 19+21 "
    "draw draw draw draw 20+waste 16+18 17+waste draw draw draw draw draw 14+waste "
    "draw draw draw 9+waste draw 12+waste draw draw draw draw recycle draw draw draw "
    "draw draw 15+waste 11+13 7+10 4+8 draw draw 2+waste draw 5+waste 0+6 draw draw "
    "1+waste draw draw draw draw draw draw 3+waste"
)


@pytest.fixture
def tour() -> Walkthrough:
    return Walkthrough("HH1-N-AAAAAAA", LINE)


def press(tour: Walkthrough, button: str, times: int = 1) -> None:
    for _ in range(times):
        getattr(tour, f"{button}_button").click()


def test_it_starts_at_the_start_with_back_disabled(tour: Walkthrough) -> None:
    assert tour.board.game.history == []
    assert tour.text == "The start of a line of 62 moves.\nPress Next to play the first move."
    assert tour.back_button.disabled
    assert not tour.next_button.disabled
    assert tour.place.moves == 0
    assert tour.place.on_line


def test_next_plays_the_line_and_explains_each_move(tour: Walkthrough) -> None:
    press(tour, "next", 10)
    assert tour.board.game.history == LINE[:10]
    before = Game.from_code("HH1-N-AAAAAAA")
    before.replay(LINE[:9])
    assert tour.text == f"Move 10 of 62.\n{explain(before, '24+waste')}"
    assert "frees the Jack at 22 and the 6 at 23" in tour.text


def test_back_takes_one_move_back_and_explains_the_move_before(tour: Walkthrough) -> None:
    press(tour, "next", 10)
    press(tour, "back")
    assert tour.board.game.history == LINE[:9]
    assert tour.text.startswith("Move 9 of 62.\nDraw: turn the next stock card")
    press(tour, "back", 9)
    assert tour.board.game.history == []
    assert tour.back_button.disabled
    press(tour, "back")  # at the start: nothing happens, and nothing breaks
    assert tour.board.game.history == []
    assert tour.error.value == ""


def test_a_stray_click_leaves_the_line_and_the_walkthrough_says_how_to_return(
    tour: Walkthrough,
) -> None:
    press(tour, "next", 9)
    tour.board.tap("stock")  # the line pairs the tip now; the student draws instead
    assert not tour.place.on_line
    assert tour.place.moves == 9
    assert (
        "You have left the line: after move 9, the board played draw "
        "(the line's move 10 is 24+waste). Press Back to return to move 9, or Reset to "
        "start again." in tour.text
    )
    press(tour, "next")  # refused, and it says why: it does not play on from elsewhere
    assert tour.board.game.history == [*LINE[:9], LINE[0]]
    assert "Next plays the line's moves only, and the board has left it." in tour.text
    assert "You have left the line" in tour.text
    assert tour.error.value == ""
    press(tour, "back")
    assert tour.board.game.history == LINE[:9]
    assert tour.notice.value == ""
    assert tour.text.startswith("Move 9 of 62.\nBack on the line, where the board left it.")
    press(tour, "next")
    assert tour.board.game.history == LINE[:10]


def test_several_stray_moves_are_all_taken_back(tour: Walkthrough) -> None:
    press(tour, "next", 12)
    tour.board.tap("stock")
    tour.board.tap("stock")
    tour.board.tap("stock")
    assert "after move 12, the board played draw (the line's move 13 is 19+21)" in tour.text
    press(tour, "back")
    assert tour.board.game.history == LINE[:12]
    assert tour.place.on_line


def test_reset_returns_to_the_start_from_off_the_line(tour: Walkthrough) -> None:
    press(tour, "next", 9)
    tour.board.tap("stock")
    press(tour, "reset")
    assert tour.board.game.history == []
    assert tour.board.moves == 0
    assert tour.text.startswith("The start")


def test_a_selection_alone_does_not_leave_the_line(tour: Walkthrough) -> None:
    press(tour, "next", 9)
    tour.board.tap(24)
    assert tour.board.selected == 24
    assert tour.place.on_line
    assert tour.notice.value == ""
    press(tour, "next")
    assert tour.board.game.history == LINE[:10]


def test_clicking_the_lines_next_move_follows_the_line(tour: Walkthrough) -> None:
    press(tour, "next", 9)
    tour.board.tap(24)
    tour.board.tap("waste")
    assert tour.place.moves == 10
    assert tour.place.on_line
    assert tour.text.startswith("Move 10 of 62.\nYou played the line's next move yourself.")
    tour.board.undo()
    assert tour.text.startswith("Move 9 of 62.\nYou took moves back on the board.")


def test_a_new_game_on_the_board_is_noticed_and_back_brings_the_deal_back(
    tour: Walkthrough,
) -> None:
    press(tour, "next", 5)
    tour.board.new_game("HH1-N-AAAAAAB")
    assert tour.place.elsewhere
    assert "The board no longer shows this walkthrough's game (HH1-N-AAAAAAA)" in tour.text
    press(tour, "next")
    assert tour.board.code == "HH1-N-AAAAAAB"  # not played on another deal
    press(tour, "back")
    assert tour.board.code == "HH1-N-AAAAAAA"
    assert tour.board.game.history == []
    assert tour.place.on_line


def test_the_line_run_to_the_end_wins_and_next_then_says_it_is_the_end(
    tour: Walkthrough,
) -> None:
    press(tour, "next", len(LINE))
    assert tour.board.status == "won"
    assert tour.board.score == 250
    assert tour.next_button.disabled
    assert "Move 62 of 62." in tour.text
    assert "the game is won" in tour.text
    press(tour, "next")
    assert "This is the end of the line" in tour.text
    assert tour.board.game.history == LINE


def test_go_to_beyond_the_undo_limit_deals_again_and_replays() -> None:
    line = solve(Game.from_code("HH1-N-AAAAAAB"))
    assert line is not None
    assert len(line) > 120
    tour = Walkthrough("HH1-N-AAAAAAB", line)
    tour.go_to(len(line))
    assert tour.board.status == "won"
    tour.go_to(10)  # 144 moves back: more than undo reaches
    assert tour.board.game.history == line[:10]
    tour.go_to(len(line))
    press(tour, "back")
    assert tour.board.game.history == line[:-1]
    with pytest.raises(ValueError, match=r"0\.\.154, got 155"):
        tour.go_to(155)


def test_without_a_line_it_shows_the_solvers_line() -> None:
    tour = Walkthrough("HH1-N-AAAAAAB")
    assert list(tour.line) == solve(Game.from_code("HH1-N-AAAAAAB"))


def test_a_line_that_is_not_legal_or_a_lost_deal_is_refused() -> None:
    with pytest.raises(IllegalMoveError, match="24"):
        Walkthrough("HH1-N-AAAAAAA", "24+waste")
    with pytest.raises(ValueError, match="HH1-N-AAAAAAC cannot be won from here"):
        Walkthrough("HH1-N-AAAAAAC")


def test_an_error_inside_a_button_is_shown_and_the_buttons_keep_working(
    tour: Walkthrough,
) -> None:
    def broken(_change: object) -> None:
        raise RuntimeError("a student's observer broke")

    tour.board.observe(broken, names="moves")
    press(tour, "next")
    assert "Something went wrong: RuntimeError: a student's observer broke." in tour.text
    assert tour.text.startswith("Move 1 of 62.")  # the move was made, and it says so
    tour.board.unobserve(broken, names="moves")
    press(tour, "next")
    assert tour.error.value == ""
    assert tour.board.game.history == LINE[:2]


def test_a_start_with_moves_and_its_own_cards_comes_back_on_a_new_board() -> None:
    start = Game.from_cards([None] * 22 + [3, 8, 12], stock=[8, 3], waste=[12])
    start.play("24+waste")
    tour = Walkthrough(start, "draw 23+waste draw 22+waste", move_errors=True)
    tour.board.undo()  # back before where the line begins
    assert tour.place.elsewhere
    press(tour, "reset")
    assert tour.board.game.history == parse_moves("24+waste")
    tour.board.new_game()  # a random deal: the position cannot be dealt by code
    old = tour.board
    press(tour, "back")
    assert tour.board is not old
    assert tour.board.move_errors
    assert tour.widget.children[0] is tour.board
    press(tour, "next", 4)
    assert tour.board.status == "won"


def test_it_shows_as_one_widget(tour: Walkthrough) -> None:
    shown = tour._repr_mimebundle_()
    assert shown["application/vnd.jupyter.widget-view+json"]["model_id"] == tour.widget.model_id
    assert tour.widget.children[0] is tour.board


def test_after_a_new_game_it_does_not_offer_next(tour: Walkthrough) -> None:
    receive(tour.board, {"kind": "new_game"})
    assert tour.place.elsewhere
    assert "Press Next" not in tour.text
    assert "Press Back or Reset to bring it back" in tour.text


def test_a_click_whose_observer_raises_is_shown_and_the_text_follows(tour: Walkthrough) -> None:
    def fails(_change: object) -> None:
        raise RuntimeError("my observer")

    tour.board.observe(fails, names="moves")
    receive(tour.board, {"kind": "tap", "target": "stock"})
    assert "Something went wrong: RuntimeError: my observer." in tour.text
    assert tour.text.startswith("Move 1 of 62.")  # not stale: it follows the click
