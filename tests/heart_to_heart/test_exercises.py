"""Exercises, headless: set a value on the answer widget, press a button, read the feedback."""

from __future__ import annotations

import pytest

from hearttoheart_widget import Game, parse_moves, solve
from hearttoheart_widget.heart_to_heart.teaching.exercises import (
    Exercise,
    freed_exercise,
    safe_pair_exercise,
)
from tests.positions import game_of, heart_with


def tip_question() -> Exercise:
    return Exercise.choice(
        "Which card is free at the start of every deal?",
        ["the tip (24)", "position 0", "the waste"],
        answer="the tip (24)",
        why={
            "the tip (24)": "Nothing lies on the tip.",
            "position 0": "Two cards lie on position 0.",
        },
        hint="A card is free when no card lies on it.",
        solution="Only the tip.",
    )


def test_a_choice_says_right_or_wrong_with_the_reason() -> None:
    exercise = tip_question()
    exercise.check_button.click()
    assert exercise.feedback.value == "<p>Not yet. Choose an answer first.</p>"
    exercise.answer.value = "position 0"
    exercise.check_button.click()
    assert exercise.feedback.value == "<p>Not yet. Two cards lie on position 0.</p>"
    exercise.answer.value = "the waste"
    assert exercise.check() is False
    assert exercise.feedback.value == "<p>Not yet. Try again.</p>"
    exercise.answer.value = "the tip (24)"
    exercise.check_button.click()
    assert exercise.feedback.value == "<p>Right. Nothing lies on the tip.</p>"


def test_a_wrong_answer_shows_the_hint_never_the_solution() -> None:
    exercise = tip_question()
    exercise.check_button.click()  # no answer yet: nothing to hint at
    assert exercise.hint.value == ""
    exercise.answer.value = "position 0"
    exercise.check_button.click()
    assert exercise.hint.value == "<p><i>Hint:</i> A card is free when no card lies on it.</p>"
    assert exercise.solution.value == ""
    assert "tip" not in exercise.feedback.value


def test_an_exercise_must_say_why_its_answer_is_right() -> None:
    with pytest.raises(ValueError, match="say why the answer 'yes' is right"):
        Exercise.choice("?", ["yes", "no"], answer="yes", why={"no": "No."}, hint="", solution="")
    with pytest.raises(ValueError, match="say why the answer is right"):
        Exercise.positions("?", answer=[1], why="", hint="", solution="")


def test_hint_and_solution_wait_for_their_buttons() -> None:
    exercise = tip_question()
    assert exercise.hint.value == exercise.solution.value == ""
    exercise.hint_button.click()
    assert exercise.hint.value == "<p><i>Hint:</i> A card is free when no card lies on it.</p>"
    assert exercise.solution.value == ""
    exercise.solution_button.click()
    assert exercise.solution.value == "<p><i>Solution:</i> Only the tip.</p>"
    assert exercise.widget.children[0] is exercise.question
    shown = exercise._repr_mimebundle_()
    assert shown["application/vnd.jupyter.widget-view+json"]["model_id"] == exercise.widget.model_id


def test_a_choice_needs_its_answer_among_the_options() -> None:
    with pytest.raises(ValueError, match="'maybe' is not one of the options"):
        Exercise.choice("?", ["yes", "no"], answer="maybe", why="", hint="", solution="")


def test_positions_count_right_wrong_and_missing_without_naming_them() -> None:
    exercise = Exercise.positions(
        "Which cards does removing 22 and 23 free?",
        answer=[19, 20, 21],
        why="All three lay under 22 or 23 only.",
        reasons={20: "20 lay under both 22 and 23.", 24: "24 is the tip, already gone."},
        hint="Look at the row above.",
        solution="19, 20 and 21.",
    )
    exercise.answer.value = "19, 21 24"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Not yet. 2 of your positions are right, 1 is not and 1 is missing. "
        "24 is the tip, already gone.</p>"
    )  # the missing 20 is counted, never named
    exercise.answer.value = "21 20 19"
    exercise.check_button.click()
    assert exercise.feedback.value == "<p>Right. All three lay under 22 or 23 only.</p>"


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("", "Type one or more positions first, such as 22 23."),
        ("19 x", "&#x27;x&#x27; is not a heart position: use numbers 0 to 24."),
        ("25", "&#x27;25&#x27; is not a heart position: use numbers 0 to 24."),
        ("<b>", "&#x27;&lt;b&gt;&#x27; is not a heart position: use numbers 0 to 24."),
    ],
)
def test_positions_refuse_what_is_not_a_position(typed: str, said: str) -> None:
    exercise = Exercise.positions("?", answer=[1], why="1.", hint="", solution="")
    exercise.answer.value = typed
    assert exercise.check() is False
    assert exercise.feedback.value == f"<p>Not yet. {said}</p>"


def test_a_freed_exercise_takes_its_answer_and_reasons_from_the_engine() -> None:
    game = Game.from_code("HH1-N-AAAAAAA")
    game.replay(parse_moves("draw " * 9 + "24+waste 22+waste 23+waste"))
    exercise = freed_exercise(game, "19+21")
    assert exercise.question.value == (
        "<p><b>Which cards does the move 19+21 free? Type their positions.</b></p>"
    )
    exercise.answer.value = "15 18"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Right. It frees the 10 at 15 and the 8 at 18: every card that lay on them leaves "
        "with the move (the 2 at 19 and the 2 at 21).</p>"
    )
    exercise.answer.value = "15 16"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Not yet. 1 of your positions is right, 1 is not and 1 is missing. The 8 at 16 is "
        "still covered by the 7 at 20.</p>"
    )
    exercise.answer.value = "19"
    exercise.check_button.click()
    assert "18" not in exercise.feedback.value
    assert "15" not in exercise.feedback.value
    exercise.solution_button.click()
    assert "Pair the 2s at 19 and 21 (20 points)" in exercise.solution.value


def on_the_winning_line(code: str, moves: int) -> Game:
    """The deal ``code`` after the first ``moves`` moves of the solver's winning line."""
    game = Game.from_code(code)
    line = solve(game)
    assert line is not None
    game.replay(line[:moves])
    return game


def test_a_safe_pair_exercise_asks_the_solver() -> None:
    game = on_the_winning_line("HH1-N-AAAAAAB", 19)
    exercise = safe_pair_exercise(game, "19+waste")
    exercise.answer.value = "Yes, it keeps the win"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Not yet. Look again: some cards of this rank can never leave after this pair.</p>"
    )
    assert "13" not in exercise.feedback.value
    exercise.answer.value = "No, it throws the win away"
    assert exercise.check() is True
    assert exercise.feedback.value.startswith(
        "<p>Right. After this move the game can no longer be won: the 4s at 13 and 21"
    )
    with pytest.raises(ValueError, match="not a legal pair"):
        safe_pair_exercise(game, "draw")
    lost = game_of(heart_with(only={21: 9, 23: 9, 24: 4}), stock=[], waste=[4])
    with pytest.raises(ValueError, match="can no longer be won before this pair"):
        safe_pair_exercise(lost, "24+waste")


def test_a_safe_pair_is_told_so() -> None:
    game = Game.from_code("HH1-N-AAAAAAA")
    game.replay(parse_moves("draw " * 9))
    exercise = safe_pair_exercise(game, "24+waste")
    exercise.answer.value = "Yes, it keeps the win"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Right. One 5 in the heart and three in the stock and the waste: every 5 of the "
        "heart can take a partner from the stock and the waste, so no choice of partner can go "
        "wrong. A pair of an easy rank is always safe.</p>"
    )
    exercise.solution_button.click()
    assert "this frees the Jack at 22 and the 6 at 23" in exercise.solution.value


def test_two_of_three_paired_with_each_other_are_told_why_they_are_safe() -> None:
    game = on_the_winning_line("HH1-N-AAAAAAB", 32)
    exercise = safe_pair_exercise(game, "19+21")
    exercise.answer.value = "No, it throws the win away"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Not yet. Look again: the game can still be won after this pair.</p>"
    )
    exercise.answer.value = "Yes, it keeps the win"
    exercise.check_button.click()
    assert exercise.feedback.value.startswith(
        "<p>Right. Three 4s in the heart and one in the stock and the waste, so two of the "
        "three must pair with each other, and this pair is two of them. The last one, the 4 "
        "at 13, takes the 4 from the stock and the waste once it comes free"
    )
