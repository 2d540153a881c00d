"""Exercises that check themselves, for notebooks: predict, then check.

An :class:`Exercise` shows a question, a place to answer, and three buttons: *Check* says
right or wrong and why, *Hint* shows a hint, *Show solution* the solution. Teachers write
their own in a few lines::

    from hearttoheart_widget.heart_to_heart.teaching.exercises import Exercise

    Exercise.choice(
        "Which card is free at the start of every deal?",
        ["the tip (24)", "position 0", "the waste"],
        answer="the tip (24)",
        why={"position 0": "Two cards lie on position 0 until row 1 is cleared."},
        hint="A card is free when no card lies on it.",
        solution="Only the tip: it is the one card that nothing covers.",
    )

:meth:`Exercise.positions` asks for heart positions ("22 23"), and the constructor takes
any answer widget with a check function of your own. Two builders make exercises straight
from a position: :func:`freed_exercise` (which cards does this move free?) and
:func:`safe_pair_exercise` (can the game still be won after this pair?); the engine and
the solver work out the answer and the reasons.

Built from ipywidgets only. Every part is an attribute (``answer``, ``check_button``,
``feedback``, ...), so a test can set a value, press a button and read the feedback.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from ..game import Game
from ..moves import Move
from ..solving.solver import is_winnable
from ..words import card, join
from .explain import explain, freed_by

#: A check: the answer widget's value -> (right?, the reason shown).
Check = Callable[[Any], tuple[bool, str]]

_POSITION = re.compile(r"\d+")


class Exercise:
    """One exercise: ``widget`` shows it; ``check()`` does what the Check button does."""

    def __init__(
        self,
        question: str,
        answer: widgets.ValueWidget,
        check: Check,
        *,
        hint: str,
        solution: str,
    ) -> None:
        self.question = widgets.HTML(f"<p><b>{html.escape(question)}</b></p>")
        self.answer = answer
        self._check = check
        self.check_button = widgets.Button(description="Check", button_style="primary")
        self.hint_button = widgets.Button(description="Hint", icon="lightbulb-o")
        self.solution_button = widgets.Button(description="Show solution", icon="eye")
        self.feedback = widgets.HTML()
        self.hint = widgets.HTML()
        self.solution = widgets.HTML()
        self._hint_text = hint
        self._solution_text = solution
        self.check_button.on_click(lambda _: self.check())
        self.hint_button.on_click(lambda _: self.show_hint())
        self.solution_button.on_click(lambda _: self.show_solution())
        buttons = widgets.HBox([self.check_button, self.hint_button, self.solution_button])
        self.widget = widgets.VBox(
            [self.question, answer, buttons, self.feedback, self.hint, self.solution]
        )

    def check(self) -> bool:
        """Judge the answer given, say right or wrong and why, and return whether it is right."""
        right, reason = self._check(self.answer.value)
        verdict = "Right." if right else "Not yet."
        self.feedback.value = f"<p>{verdict} {html.escape(reason)}</p>"
        return right

    def show_hint(self) -> None:
        """Reveal the hint."""
        self.hint.value = f"<p><i>Hint:</i> {html.escape(self._hint_text)}</p>"

    def show_solution(self) -> None:
        """Reveal the solution."""
        self.solution.value = f"<p><i>Solution:</i> {html.escape(self._solution_text)}</p>"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    @classmethod
    def choice(
        cls,
        question: str,
        options: Sequence[str],
        *,
        answer: str,
        why: str | Mapping[str, str] = "",
        hint: str,
        solution: str,
    ) -> Exercise:
        """Choose one of ``options``. ``why`` explains the answer, or each option by name."""
        if answer not in options:
            raise ValueError(f"the answer {answer!r} is not one of the options {list(options)}")
        reasons = why if isinstance(why, Mapping) else {answer: why}

        def check(value: str | None) -> tuple[bool, str]:
            if value is None:
                return False, "Choose an answer first."
            default = "" if value == answer else "Try again, or ask for a hint."
            return value == answer, reasons.get(value, default)

        buttons = widgets.RadioButtons(options=list(options), value=None)
        return cls(question, buttons, check, hint=hint, solution=solution)

    @classmethod
    def positions(
        cls,
        question: str,
        *,
        answer: Iterable[int],
        why: str = "",
        reasons: Mapping[int, str] | None = None,
        hint: str,
        solution: str,
    ) -> Exercise:
        """Name heart positions, such as ``19 21`` (any order; commas allowed).

        A wrong answer is told how many of its positions are right, how many are not and
        how many are missing, without naming them; ``reasons`` adds, for a position given
        wrongly or left out, why it does or does not belong.
        """
        expected = set(answer)
        notes = dict(reasons or {})

        def check(value: str) -> tuple[bool, str]:
            words = value.replace(",", " ").split()
            bad = [w for w in words if not _POSITION.fullmatch(w) or not 0 <= int(w) <= 24]
            if bad:
                return False, f"{bad[0]!r} is not a heart position: use numbers 0 to 24."
            given = {int(w) for w in words}
            if not given:
                return False, "Type one or more positions first, such as 22 23."
            if given == expected:
                return True, why
            wrong, missing = given - expected, expected - given
            said = [
                f"{len(given & expected)} of your positions {_are(len(given & expected))} right",
                f"{len(wrong)} {_are(len(wrong))} not",
                f"{len(missing)} {_are(len(missing))} missing",
            ]
            explained = [notes[p] for p in sorted(wrong | missing) if p in notes]
            return False, " ".join([join(said) + ".", *explained])

        box = widgets.Text(placeholder="positions, e.g. 22 23", continuous_update=False)
        return cls(question, box, check, hint=hint, solution=solution)


def freed_exercise(game: Game, move: Move | str) -> Exercise:
    """Which cards does ``move`` free? The answer and every reason come from the engine."""
    move = Move.parse(move) if isinstance(move, str) else move
    freed = freed_by(game, move)
    after = game.copy()
    after.play(move)
    reasons = {}
    for p, rank in enumerate(game.heart):
        if rank is None:
            continue
        name = _card(game, p)
        if p in (move.a, move.b):
            reasons[p] = f"{name} leaves with the move itself."
        elif p in freed:
            reasons[p] = f"{name} comes free: nothing lies on it any more."
        elif game.is_free(p):
            reasons[p] = f"{name} was free already."
        else:
            cover = join([card(after.heart, q) for q in after.covered_by(p)])
            reasons[p] = f"{name} is still covered by {cover}."
    listed = join([card(game.heart, p) for p in freed]) if freed else "no card"
    return Exercise.positions(
        f"Which cards does the move {move} free? Type their positions.",
        answer=freed,
        why=f"It frees {listed}.",
        reasons=reasons,
        hint="A card is free once every card that lay on it has gone. Look at the cards the "
        "move removes, and at what each of them lay on.",
        solution=explain(game, move),
    )


def safe_pair_exercise(game: Game, move: Move | str) -> Exercise:
    """Can the game still be won after this pair? Answered by the solver, explained in words.

    ``game`` must be one that can still be won, and ``move`` a legal pair.
    """
    move = Move.parse(move) if isinstance(move, str) else move
    if move.kind != "pair" or move not in game.legal_moves():
        raise ValueError(f"{move} is not a legal pair here")
    if not is_winnable(game):
        raise ValueError("the game can no longer be won before this pair: ask about another")
    after = game.copy()
    after.play(move)
    safe = is_winnable(after)
    yes, no = "Yes, it keeps the win", "No, it throws the win away"
    text = explain(game, move)
    return Exercise.choice(
        f"The game can still be won. Is the pair {move} safe?",
        [yes, no],
        answer=yes if safe else no,
        why={yes: text, no: text},
        hint="Count the pair's rank: how many are left in the heart, and how many in stock "
        "and waste? If the heart cards must pair with each other, can they ever be free "
        "together?",
        solution=text,
    )


def _card(game: Game, position: int) -> str:
    """``The 4 at 21``, to begin a sentence."""
    name = card(game.heart, position)
    return name[0].upper() + name[1:]


def _are(count: int) -> str:
    return "is" if count == 1 else "are"
