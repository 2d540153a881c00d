"""The tutorial's own exercises, written here so that no copy of the notebook holds their
answers: a student who opens a cell finds ``tutorial_exercise(1)``, not the answer.

``tutorial_exercise(number)`` makes the exercise of that number in
``examples/tutorial.ipynb``; the instructor's page (docs/instructor.md) gives every answer
with the reason to give. Exercises 2, 8, 9 and 10 are not here: the notebook builds them
from its own positions with :func:`~.exercises.freed_exercise` and
:func:`~.exercises.safe_pair_exercise`, which leave the answer to the engine and the solver.
Every wrong answer is told what is wrong with it in words that name no part of the answer
(``tests/test_notebooks.py`` tries each one).
"""

from __future__ import annotations

from collections.abc import Callable

from .exercises import Exercise


def _covering() -> Exercise:
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
        solution="19 and 20. In Python: deal.covered_by(16).",
    )


def _two_taps() -> Exercise:
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
        solution="Nothing is selected: the first tap selects the 5, the second deselects it.",
    )


def _after_the_recycle() -> Exercise:
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
        solution="The 6, the bottom card of the waste: it is drawn first after the recycle.",
    )


def _the_last_queens() -> Exercise:
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
        solution="A dead end: the 5 and the 6 come free with no partner left anywhere.",
    )


def _outlined() -> Exercise:
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
        solution="23 (and the waste's 10).",
    )


def _dangerous() -> Exercise:
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
        solution="The 4s: three in the heart, one outside. (The 9s and 5s are dangerous too.)",
    )


#: The tutorial's exercises written by hand, by their number in the notebook.
EXERCISES: dict[int, Callable[[], Exercise]] = {
    1: _covering,
    3: _two_taps,
    4: _after_the_recycle,
    5: _the_last_queens,
    6: _outlined,
    7: _dangerous,
}


def tutorial_exercise(number: int) -> Exercise:
    """A new copy of the tutorial's exercise ``number``, as the notebook shows it."""
    if number not in EXERCISES:
        raise ValueError(
            f"the tutorial writes exercise {number!r} itself, from its own position: "
            f"the exercises kept here are {', '.join(map(str, EXERCISES))}"
        )
    return EXERCISES[number]()
