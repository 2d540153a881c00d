"""The tutorial's own exercises, written here so that no copy of the notebook holds their
answers: a student who opens a cell finds ``tutorial_exercise(1)``, not the answer.

``tutorial_exercise(number)`` makes the exercise of that number in
``examples/tutorial.ipynb``; those that ask about one of the notebook's own positions take
it too (``tutorial_exercise(2, sevens)``), and leave the answer to the engine, the solver
and the review (:func:`~.exercises.freed_exercise`, :func:`~.exercises.safe_pair_exercise`,
:func:`~.exercises.gave_away_exercise`). The instructor's page (docs/instructor.md) gives
every answer with the reason to give. Every wrong answer is told what is wrong with it in
words that name no part of the answer (``tests/test_notebooks.py`` tries each one).

**No solution unless a teacher asks for one.** The exercises are made without a solution,
and without a *Show solution* button, as the student's edition shows them. The teacher's
edition has one cell more, tagged ``answer`` (see :mod:`hearttoheart_widget.common.editions`),
which calls :func:`offer_solutions`: from then on, the exercises it makes offer their
solutions. The student's edition leaves that cell out, so nothing in it can show one.
"""

from __future__ import annotations

from collections.abc import Callable

from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.heart_to_heart.game import Game

from .exercises import Exercise, freed_exercise, gave_away_exercise, safe_pair_exercise


def _covering(offered: bool) -> Exercise:
    return Exercise.positions(
        "Which cards lie on position 16? Type their positions.",
        answer=[19, 20],
        why="19 and 20: the two cards of the row below 16 that overlap it. "
        "Both must be gone before 16 is free.",
        reasons={
            15: "15 is in the same row as 16: cards of one row never lie on each other.",
            17: "17 is in the same row as 16: cards of one row never lie on each other.",
            21: "21 is in the right row, but too far to the right to reach 16.",
            22: "22 is two rows further down: it lies on 16 only through the cards between.",
            23: "23 is two rows further down, and to the right.",
            24: "24 is the tip, at the very bottom: it lies only on the two cards above it.",
            11: "11 is in the row above: 16 lies on 11, not the other way round.",
            12: "12 is in the row above: 16 lies on 12, not the other way round.",
        },
        hint="Find 16 in the map. The cards lying on it are in the row below it, half a card "
        "to its left and half a card to its right.",
        solution="19 and 20. In Python: deal.covered_by(16)." if offered else None,
    )


def _two_taps(offered: bool) -> Exercise:
    return Exercise.choice(
        "Nothing is selected. You tap the 5 at 22, and then you tap it again. What is "
        "selected now?",
        ["the 5 at 22", "nothing", "the 9 at 23"],
        answer="nothing",
        why={
            "nothing": "Tapping the selected card deselects it.",
            "the 5 at 22": "The first tap selects it. Look again at what a tap on the card "
            "that is already selected does.",
            "the 9 at 23": "Neither tap was on the 9: a tap acts on the card tapped.",
        },
        hint="What does a tap on the card that is already selected do?",
        solution="Nothing is selected: the first tap selects the 5, the second deselects it."
        if offered
        else None,
    )


def _after_the_recycle(offered: bool) -> Exercise:
    return Exercise.choice(
        "The stock is empty and the waste holds, from bottom to top, 6, 4, 2, 9. You tap the "
        "stock to turn the waste over, then tap it again to draw. Which card comes up?",
        ["the 6", "the 9", "the 4", "any of them, at random"],
        answer="the 6",
        why={
            "the 6": "The waste turns over as a whole and keeps its order: the 6 went onto "
            "it first, so it is drawn first.",
            "the 9": "The 9 went onto the waste last, so it is drawn last.",
            "the 4": "The 4 went onto the waste second: one card comes before it.",
            "any of them, at random": "Nothing is shuffled: the order stays the same.",
        },
        hint="Turning the waste over keeps its order. Which card went onto the waste first?",
        solution="The 6, the bottom card of the waste: it is drawn first after the recycle."
        if offered
        else None,
    )


def _the_last_queens(offered: bool) -> Exercise:
    return Exercise.choice(
        "You pair the Queen at the tip with the Queen on the waste. What happens then?",
        ["you win", "a dead end: no more moves possible", "the game goes on: you can draw"],
        answer="a dead end: no more moves possible",
        why={
            "a dead end: no more moves possible": "The 5 at 22 and the 6 at 23 come free, "
            "and no other 5 or 6 is left anywhere: the stock and the waste are empty.",
            "you win": "The 5 and the 6 are still in the heart.",
            "the game goes on: you can draw": "Look at the stock and the waste after the "
            "pair: what is left there to draw?",
        },
        hint="After the pair, which cards are free, and is a partner for either of them left "
        "in the heart, the stock or the waste?",
        solution="A dead end: the 5 and the 6 come free with no partner left anywhere."
        if offered
        else None,
    )


def _outlined(offered: bool) -> Exercise:
    return Exercise.positions(
        "With nothing selected, which heart cards does Placement help outline on this board? "
        "Type their positions.",
        answer=[23],
        why="Only the 10 at 23: its partner, the 10 on the waste, is ready (and is outlined "
        "too). The 2 at 22 is free, but the other 2 in view, at 20, is covered.",
        reasons={
            22: "The 2 at 22 is free, but no partner is ready for it: no other 2 is free, "
            "and the waste's top card is not a 2.",
            19: "19 is covered: only free cards are outlined.",
            20: "20 is covered: only free cards are outlined.",
            21: "21 is covered: only free cards are outlined.",
        },
        hint="Outlines go on free cards only, and only when their partner is ready: free in "
        "the heart, or on top of the waste.",
        solution="23 (and the waste's 10)." if offered else None,
    )


def _dangerous(offered: bool) -> Exercise:
    return Exercise.choice(
        "Which of these ranks is dangerous in HH1-N-AAAAAAB?",
        ["the 4s", "the 7s", "the 2s"],
        answer="the 4s",
        why={
            "the 4s": "Three 4s are in the heart (at 13, 19 and 21) and only one is outside.",
            "the 7s": "Only one 7 is in the heart, and three are in the stock and the waste.",
            "the 2s": "No 2 is in the heart at all.",
        },
        hint="For each rank, count its cards in the heart. The other cards of the rank, out "
        "of four, are in the stock and the waste.",
        solution="The 4s: three in the heart, one outside. (The 9s and 5s are dangerous too.)"
        if offered
        else None,
    )


#: The tutorial's exercises written by hand, by their number in the notebook; each is made
#: with its solution (a *Show solution* button) or without.
EXERCISES: dict[int, Callable[[bool], Exercise]] = {
    1: _covering,
    3: _two_taps,
    4: _after_the_recycle,
    5: _the_last_queens,
    6: _outlined,
    7: _dangerous,
}

#: The tutorial's exercises about one of its own positions, by number: the game the
#: notebook asks about comes in, the answer from the engine, the solver or the review.
ABOUT_A_GAME: dict[int, Callable[[Game, bool], Exercise]] = {
    2: lambda game, offered: freed_exercise(game, "22+23", solution=offered),
    8: lambda game, offered: safe_pair_exercise(game, "19+waste", solution=offered),
    9: lambda game, offered: safe_pair_exercise(game, "19+21", solution=offered),
    10: lambda game, offered: freed_exercise(game, "19+21", solution=offered),
    11: lambda game, offered: gave_away_exercise(game, solution=offered),
}

_offered = False  # whether the exercises made now offer their solutions


def offer_solutions(offer: bool = True) -> None:
    """Make the exercises :func:`tutorial_exercise` makes from now on offer their solutions
    (a *Show solution* button), or, with ``offer=False``, not. Off at first, as the
    student's edition has it; the teacher's edition turns it on in a cell of its own."""
    global _offered
    if type(offer) is not bool:
        raise TypeError(f"offer must be True or False, got {excerpt(offer)}")
    _offered = offer


def solutions_offered() -> bool:
    """Whether the exercises made now offer their solutions (see :func:`offer_solutions`)."""
    return _offered


def tutorial_exercise(number: int, game: Game | None = None) -> Exercise:
    """A new copy of the tutorial's exercise ``number``, as the notebook shows it, with its
    solution only when :func:`offer_solutions` asked for them. The exercises about one of
    the notebook's positions (2 and 8 to 11) take that ``game``; the others take none."""
    if number in EXERCISES:
        if game is not None:
            raise ValueError(
                f"exercise {number} asks about no game of the notebook's: "
                f"call tutorial_exercise({number}) alone"
            )
        return EXERCISES[number](_offered)
    if number in ABOUT_A_GAME:
        if not isinstance(game, Game):
            raise TypeError(
                f"exercise {number} asks about one of the notebook's positions: give it "
                f"(tutorial_exercise({number}, game)), got {excerpt(game)}"
            )
        return ABOUT_A_GAME[number](game, _offered)
    numbers = sorted([*EXERCISES, *ABOUT_A_GAME])
    raise ValueError(
        f"the tutorial has no exercise {excerpt(number)}: its exercises are "
        f"{', '.join(map(str, numbers))}"
    )
