"""Exercises, headless: set a value on the answer widget, press a button, read the feedback."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, is_winnable, parse_moves, review, solve
from hearttoheart_widget.heart_to_heart.teaching.exercises import (
    Exercise,
    freed_exercise,
    gave_away_exercise,
    safe_pair_exercise,
)
from hearttoheart_widget.heart_to_heart.teaching.tutorial import (
    ABOUT_A_GAME,
    EXERCISES,
    offer_solutions,
    solutions_offered,
    tutorial_exercise,
)
from tests.answers import leaks, told
from tests.positions import game_of, heart_with
from tests.tutorial_positions import careless_game, on_the_winning_line, tutorials
from tests.walks import play_at_random, walked


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
    assert exercise.solution is not None
    assert exercise.solution.value == ""
    assert "tip" not in exercise.feedback.value


def test_an_exercise_must_say_why_its_answer_is_right() -> None:
    with pytest.raises(ValueError, match="say why the answer 'yes' is right"):
        Exercise.choice("?", ["yes", "no"], answer="yes", why={"no": "No."}, hint="", solution="")
    with pytest.raises(ValueError, match="say why the answer is right"):
        Exercise.positions("?", answer=[1], why="", hint="", solution="")


def test_hint_and_solution_wait_for_their_buttons() -> None:
    exercise = tip_question()
    assert exercise.solution is not None
    assert exercise.solution_button is not None
    assert exercise.hint.value == exercise.solution.value == ""
    exercise.hint_button.click()
    assert exercise.hint.value == "<p><i>Hint:</i> A card is free when no card lies on it.</p>"
    assert exercise.solution.value == ""
    exercise.solution_button.click()
    assert exercise.solution.value == "<p><i>Solution:</i> Only the tip.</p>"
    assert exercise.widget.children[0] is exercise.question
    shown = exercise._repr_mimebundle_()
    assert shown["application/vnd.jupyter.widget-view+json"]["model_id"] == exercise.widget.model_id


def test_an_exercise_made_without_a_solution_has_no_button_and_holds_none() -> None:
    exercise = Exercise.choice(
        "Which card is free at the start of every deal?",
        ["the tip (24)", "position 0"],
        answer="the tip (24)",
        why="Nothing lies on the tip.",
        hint="A card is free when no card lies on it.",
    )
    assert exercise.solution_button is None
    assert exercise.solution is None
    buttons = exercise.widget.children[2].children
    assert [button.description for button in buttons] == ["Check", "Hint"]
    assert len(exercise.widget.children) == 5  # question, answer, buttons, feedback, hint
    with pytest.raises(ValueError, match="made without a solution"):
        exercise.show_solution()
    exercise.answer.value = "position 0"
    assert exercise.check() is False
    assert "Solution" not in exercise.feedback.value + exercise.hint.value


def test_the_builders_leave_the_solution_out_when_told() -> None:
    game = on_the_winning_line("HH1-N-AAAAAAB", 19)
    made = [
        freed_exercise(game, "19+waste", solution=False),
        safe_pair_exercise(game, "19+waste", solution=False),
        gave_away_exercise(careless_game(), solution=False),
    ]
    assert [(e.solution_button, e.solution, e._solution_text) for e in made] == [(None,) * 3] * 3
    assert all(e.right_answer is not None for e in made)  # they still check themselves


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
        "<p>Not yet. Two of your positions are right, one is not and one is missing. "
        "24 is the tip, already gone.</p>"
    )  # the missing 20 is counted, never named
    exercise.answer.value = "19"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Not yet. One of your positions is right and two are missing.</p>"
    )
    exercise.answer.value = "24 0"
    exercise.check_button.click()
    assert exercise.feedback.value == (
        "<p>Not yet. None of your positions is right and three are missing. "
        "24 is the tip, already gone.</p>"
    )
    exercise.answer.value = "21 20 19"
    exercise.check_button.click()
    assert exercise.feedback.value == "<p>Right. All three lay under 22 or 23 only.</p>"


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("", "Type one or more positions first, such as 23 24."),
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
        "<p>Not yet. One of your positions is right, one is not and one is missing. The 8 at "
        "16 still has one card on it after the move.</p>"
    )
    exercise.answer.value = "19"
    exercise.check_button.click()
    assert "18" not in exercise.feedback.value
    assert "15" not in exercise.feedback.value
    exercise.show_solution()
    assert exercise.solution is not None
    assert "Pair the 2s at 19 and 21 (20 points)" in exercise.solution.value


#: What a wrong answer to "is this pair safe?" is told, whichever answer is right: words that
#: say where to look, and that cannot be read as the answer.
LOOK_AGAIN = (
    "Look again: count the cards of this rank in the heart and outside it, and see where the "
    "heart ones lie once the pair has gone."
)


def test_a_safe_pair_exercise_asks_the_solver() -> None:
    game = on_the_winning_line("HH1-N-AAAAAAB", 19)
    exercise = safe_pair_exercise(game, "19+waste")
    exercise.answer.value = "Yes, it keeps the win"
    exercise.check_button.click()
    assert exercise.feedback.value == f"<p>Not yet. {LOOK_AGAIN}</p>"
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
    exercise.show_solution()
    assert exercise.solution is not None
    assert "this frees the Jack at 22 and the 6 at 23" in exercise.solution.value


def test_two_of_three_paired_with_each_other_are_told_why_they_are_safe() -> None:
    game = on_the_winning_line("HH1-N-AAAAAAB", 32)
    exercise = safe_pair_exercise(game, "19+21")
    exercise.answer.value = "No, it throws the win away"
    exercise.check_button.click()
    assert exercise.feedback.value == f"<p>Not yet. {LOOK_AGAIN}</p>"
    exercise.answer.value = "Yes, it keeps the win"
    exercise.check_button.click()
    assert exercise.feedback.value.startswith(
        "<p>Right. Three 4s in the heart and one in the stock and the waste, so two of the "
        "three must pair with each other, and this pair is two of them. The last one, the 4 "
        "at 13, takes the 4 from the stock and the waste once it comes free"
    )


@pytest.fixture
def offered() -> Iterator[None]:
    """Solutions offered, as the teacher's edition's cell does, and withdrawn after."""
    offer_solutions()
    yield
    offer_solutions(False)


ALL_OF_THE_TUTORIAL = sorted([*EXERCISES, *ABOUT_A_GAME])


@pytest.mark.parametrize("number", ALL_OF_THE_TUTORIAL)
def test_no_wrong_answer_to_the_tutorials_own_exercises_names_the_answer(number: int) -> None:
    """Every wrong option, and every set of one or two positions (with the answer give or
    take one): none is told a position, rank or option of the right answer, even in the
    hint it shows, and only the right answer checks right."""
    assert leaks(tutorials(number)) == []


@pytest.mark.parametrize("number", ALL_OF_THE_TUTORIAL)
def test_the_tutorials_exercises_hold_no_solution_unless_a_teacher_offers_them(
    number: int, request: pytest.FixtureRequest
) -> None:
    """As the student's edition makes them: no Show solution button, no solution held;
    after ``offer_solutions()`` (the teacher's edition's cell), each has both."""
    assert solutions_offered() is False
    plain = tutorials(number)
    assert (plain.solution_button, plain.solution, plain._solution_text) == (None, None, None)
    request.getfixturevalue("offered")
    assert solutions_offered() is True
    taught = tutorials(number)
    assert taught.solution_button is not None
    assert taught.solution is not None
    taught.show_solution()
    assert taught.solution.value.startswith("<p><i>Solution:</i> ")


def test_the_tutorial_asks_for_the_position_its_exercise_is_about() -> None:
    with pytest.raises(TypeError, match=r"exercise 2 asks about one of the notebook's positions"):
        tutorial_exercise(2)
    with pytest.raises(ValueError, match=r"exercise 1 asks about no game"):
        tutorial_exercise(1, careless_game())
    with pytest.raises(ValueError, match=r"no exercise 12: its exercises are 1, 2, .*, 11"):
        tutorial_exercise(12)
    with pytest.raises(TypeError, match="offer must be True or False"):
        offer_solutions(1)  # type: ignore[arg-type]
    assert solutions_offered() is False
    assert tutorial_exercise(1) is not tutorial_exercise(1)  # a fresh one each time


def test_which_move_gave_the_win_away_is_the_reviews_answer() -> None:
    game = careless_game()
    exercise = gave_away_exercise(game)
    assert exercise.question.value == (
        "<p><b>This game of HH1-N-AAAAAAB could be won at its start, and after its 34 moves "
        "it ended in a dead end. Which move gave the win away?</b></p>"
    )
    assert exercise.answer.options == (
        "move 10: 22+waste",
        "move 20: 19+waste",
        "move 28: 15+waste",
        "move 34: 20+waste (the last move)",
    )  # the pair before, the move, the pair after and the last move, by number
    assert exercise.right_answer == "move 20: 19+waste"
    told_of = {}
    for option in exercise.answer.options:
        exercise.answer.value = option
        exercise.check()
        told_of[option] = told(exercise)
    assert told_of["move 10: 22+waste"].startswith(
        "Not yet. The game could still be won after this move."
    )
    assert told_of["move 28: 15+waste"].startswith(
        "Not yet. The game could no longer be won before this move: look earlier."
    )
    # Right: the review's reason, the 4s at 13 and 21, and the draw that would have kept it.
    assert told_of["move 20: 19+waste"].startswith(f"Right. {review(game)[19].reason} Hint:")
    assert "the 4s at 13 and 21 are the last two 4s" in told_of["move 20: 19+waste"]


def test_which_move_gave_the_win_away_needs_a_game_whose_win_was_given_away() -> None:
    won = Game.from_code("HH1-N-AAAAAAB")
    won.replay(solve(won) or [])
    for game in (Game.from_code("HH1-N-AAAAAAC"), won, Game.from_code("HH1-N-AAAAAAB")):
        with pytest.raises(ValueError, match="no move of this game gave the win away"):
            gave_away_exercise(game)


#: Deals that can be won, among the first 300.
WINNABLE = [n for n in range(300) if is_winnable(Game.from_number(n))]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(WINNABLE), st.integers(0, 2**32), st.floats(0, 1))
def test_which_move_gave_the_win_away_on_any_careless_game(
    deal: int, seed: int, where: float
) -> None:
    """Careless games of winnable deals, played to their end and then cut anywhere after
    the win was given away: the right option is the review's move, the options are
    distinct moves of the game in order, and no wrong one is told any part of the answer."""
    played = Game.from_number(deal)
    play_at_random(played, random.Random(seed), limit=300)
    lost = review(played).win_lost_at
    assume(lost is not None)
    assert lost is not None
    game = Game.from_number(deal)
    game.replay(played.history[: lost + round(where * (played.moves - lost))])
    exercise = gave_away_exercise(game)
    numbers = [
        int(option.split(":")[0].removeprefix("move ")) for option in exercise.answer.options
    ]
    assert numbers == sorted(set(numbers))
    assert lost in numbers
    assert len(numbers) >= min(3, game.moves)
    assert exercise.right_answer == f"move {lost}: {game.history[lost - 1]}" + (
        " (the last move)" if lost == game.moves else ""
    )
    assert leaks(exercise) == []


@pytest.mark.parametrize(
    ("moves", "move"),
    [(19, "19+waste"), (32, "19+21")],  # the tutorial's exercises 8 to 10
)
def test_no_wrong_answer_to_an_exercise_built_from_a_position_names_the_answer(
    moves: int, move: str
) -> None:
    game = on_the_winning_line("HH1-N-AAAAAAB", moves)
    assert leaks(freed_exercise(game, move)) == []
    assert leaks(safe_pair_exercise(game, move)) == []


def test_a_freed_card_is_never_named_as_what_still_covers_another() -> None:
    """Exercise 10: 19+21 frees 15 to 18, which still lie on 10 to 14: a wrong 11 or 13
    is told how many cards still lie on it, not which."""
    exercise = freed_exercise(on_the_winning_line("HH1-N-AAAAAAB", 32), "19+21")
    exercise.answer.value = "11 13"
    exercise.check()
    assert told(exercise).startswith(
        "Not yet. None of your positions is right and four are missing. The 7 at 11 still "
        "has two cards on it after the move."
    )


def test_a_wrong_answer_to_a_safe_pair_is_told_the_same_whichever_is_right() -> None:
    lost, kept = on_the_winning_line("HH1-N-AAAAAAB", 19), on_the_winning_line("HH1-N-AAAAAAB", 32)
    said = []
    for game, move, wrong in [
        (lost, "19+waste", "Yes, it keeps the win"),
        (kept, "19+21", "No, it throws the win away"),
    ]:
        exercise = safe_pair_exercise(game, move)
        exercise.answer.value = wrong
        assert exercise.check() is False
        said.append(exercise.feedback.value)
    assert said == [f"<p>Not yet. {LOOK_AGAIN}</p>"] * 2


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_no_freed_exercise_on_any_position_names_its_answer_to_a_wrong_one(
    data: st.DataObject,
) -> None:
    """On positions of random play, for any pair: what each wrong answer is told names no
    position of the answer."""
    game = data.draw(st.sampled_from(walked(60)))
    pairs = [m for m in game.legal_moves() if m.kind == "pair"]
    if not pairs:
        return
    move = data.draw(st.sampled_from(pairs))
    exercise = freed_exercise(game, move)
    answer = {int(p) for p in str(exercise.right_answer).split()}
    ranks = {game.heart[p] for p in range(25) if game.heart[p] is not None}
    if answer & ranks:  # "the 8 at 11" would name 8 as a rank: not a position given away
        return
    assert leaks(exercise) == []
