"""Every wrong answer of an exercise, and whether what it is told names the right one.

Shared by the exercises' tests and the notebook tests, whose kernel imports it to try the
tutorial's exercises where the notebook made them.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Iterator
from typing import Any

from hearttoheart_widget.heart_to_heart.teaching.exercises import Exercise

#: Texts that are no set of positions, each refused with a reason.
NOT_POSITIONS = ["", "x", "25", "-1", "19,,x"]


def is_positions(exercise: Exercise) -> bool:
    """Whether ``exercise`` asks for heart positions (a text field), not a choice."""
    return not hasattr(exercise.answer, "options")


def wrong_answers(exercise: Exercise) -> Iterator[Any]:
    """Every wrong answer of a choice; for positions, every set of one or two positions,
    the answer with one position more or one less, all 25, and texts that are no
    positions. What a set of positions is told is made of one sentence of counts, in
    words, and a note for each wrong position given, so these sets show every note."""
    right = exercise.right_answer
    assert right is not None, "the exercise must say which answer is right"
    if not is_positions(exercise):
        yield None
        yield from (option for option in exercise.answer.options if option != right)
        return
    answer = {int(p) for p in right.split()}
    sets: list[set[int]] = [set(s) for n in (1, 2) for s in itertools.combinations(range(25), n)]
    sets += [answer - {p} for p in answer] + [answer | {p} for p in range(25)]
    sets.append(set(range(25)))
    for given in sets:
        if given != answer:
            yield " ".join(map(str, sorted(given)))
    yield from (text for text in NOT_POSITIONS if text != right)


def giveaways(exercise: Exercise) -> list[re.Pattern[str]]:
    """What must never appear in what a wrong answer is told: each position of the answer,
    as a number; for a choice, the right option and each of its parts, and the rank it
    names ("the 4s": ``4``, ``4s``)."""
    right = str(exercise.right_answer)
    if is_positions(exercise):
        return [re.compile(rf"(?<![\d.]){p}(?!\d)") for p in right.split()]
    parts = {right, *(part.strip() for part in re.split(r"[:,]", right))}
    found = [re.compile(rf"\b{re.escape(part)}\b", re.IGNORECASE) for part in parts if part]
    rank = re.fullmatch(r"the (\d+|Ace|Jack|Queen|King)s?", right)
    if rank:
        found.append(re.compile(rf"\b{rank.group(1)}s?\b"))
    return found


#: The range of the positions, told to an answer that is none: it names every position alike.
RANGE = "use numbers 0 to 24"


def told(exercise: Exercise) -> str:
    """What the student reads after Check: the feedback and the hint, as plain text."""
    shown = exercise.feedback.value + " " + exercise.hint.value
    return html.unescape(re.sub(r"<[^>]+>", "", shown))


def _giving(exercise: Exercise, wrong: Any) -> str:
    """What a wrong answer is told that could give an answer away: not the range of the
    positions, nor the student's own words quoted back."""
    said = told(exercise).replace(RANGE, "")
    for word in str(wrong).replace(",", " ").split():
        said = said.replace(repr(word), "")
    return said


def leaks(exercise: Exercise) -> list[str]:
    """Each wrong answer whose feedback or hint names part of the right answer, or that
    checks right; and the right answer, if it does not check right. Empty when sound."""
    found = []
    patterns = giveaways(exercise)
    for wrong in wrong_answers(exercise):
        exercise.answer.value = wrong
        exercise.hint.value = ""
        if exercise.check():
            found.append(f"{wrong!r} checks right")
        said = _giving(exercise, wrong)
        named = [p.pattern for p in patterns if p.search(said)]
        if named:
            found.append(f"{wrong!r} is told {said!r}, which names {named}")
    exercise.answer.value = exercise.right_answer
    if not exercise.check():
        found.append(f"the right answer {exercise.right_answer!r} does not check right")
    return found
