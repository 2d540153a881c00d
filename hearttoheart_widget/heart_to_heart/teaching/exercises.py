"""Exercises that check themselves, for notebooks: predict, then check.

An :class:`Exercise` shows a question, a place to answer, and the buttons *Check*, which
says right or wrong, *Hint*, which shows a hint, and, for an exercise given a solution,
*Show solution*. A right answer is told why it is right. A wrong one is told what is wrong
with it, never the answer (no position, rank or move of the answer is named), and the
hint shows with it; the solution shows only when asked for. An exercise made without a
solution has no such button and holds no solution at all: a student's copy of a lesson
is made so. Teachers write their own in a few lines::

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
any answer widget with a check function of your own. Three builders make exercises straight
from a game: :func:`freed_exercise` (which cards does this move free?),
:func:`safe_pair_exercise` (can the game still be won after this pair?) and
:func:`gave_away_exercise` (which move of this lost game gave the win away?); the engine,
the solver and the review work out the answer and the reasons.

Built from ipywidgets only. Every part is an attribute (``answer``, ``check_button``,
``feedback``, ...), so a test can set a value, press a button and read the feedback.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.game_review import ReviewEntry, review
from hearttoheart_widget.heart_to_heart.moves import Move
from hearttoheart_widget.heart_to_heart.ranks import long_name
from hearttoheart_widget.heart_to_heart.solving.solver import is_winnable
from hearttoheart_widget.heart_to_heart.words import card, join, number, plural

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
        solution: str | None = None,
        right_answer: Any = None,
    ) -> None:
        self.question = widgets.HTML(f"<p><b>{html.escape(question)}</b></p>")
        self.answer = answer
        self._check = check
        self.check_button = widgets.Button(description="Check", button_style="primary")
        self.hint_button = widgets.Button(description="Hint", icon="lightbulb-o")
        self.feedback = widgets.HTML()
        self.hint = widgets.HTML()
        self._hint_text = hint
        self._solution_text = solution
        #: The *Show solution* button and where the solution shows; both None for an
        #: exercise made without a solution.
        self.solution_button: widgets.Button | None = None
        self.solution: widgets.HTML | None = None
        #: A value of ``answer`` that checks right, for a test or a teacher (None when only
        #: the check knows).
        self.right_answer = right_answer
        self.check_button.on_click(lambda _: self.check())
        self.hint_button.on_click(lambda _: self.show_hint())
        buttons = [self.check_button, self.hint_button]
        shown = [self.feedback, self.hint]
        if solution is not None:
            self.solution_button = widgets.Button(description="Show solution", icon="eye")
            self.solution = widgets.HTML()
            self.solution_button.on_click(lambda _: self.show_solution())
            buttons.append(self.solution_button)
            shown.append(self.solution)
        self.widget = widgets.VBox([self.question, answer, widgets.HBox(buttons), *shown])

    def check(self) -> bool:
        """Judge the answer given and return whether it is right: a right one is told why,
        a wrong one what is wrong with it, and the hint shows with it."""
        right, reason = self._check(self.answer.value)
        verdict = "Right." if right else "Not yet."
        self.feedback.value = f"<p>{' '.join(filter(None, [verdict, html.escape(reason)]))}</p>"
        if not right and self.answer.value not in (None, ""):
            self.show_hint()
        return right

    def show_hint(self) -> None:
        """Reveal the hint."""
        self.hint.value = f"<p><i>Hint:</i> {html.escape(self._hint_text)}</p>"

    def show_solution(self) -> None:
        """Reveal the solution; an exercise made without one has none to reveal
        (``ValueError``)."""
        if self.solution is None or self._solution_text is None:
            raise ValueError("this exercise was made without a solution: it has none to show")
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
        solution: str | None = None,
    ) -> Exercise:
        """Choose one of ``options``.

        ``why`` says why the answer is right (required), as text or in a mapping by option
        that may also say, for a wrong option, what is wrong with it: without giving the
        answer away, since the student then tries again.
        """
        if answer not in options:
            raise ValueError(f"the answer {answer!r} is not one of the options {list(options)}")
        reasons = why if isinstance(why, Mapping) else {answer: why}
        if not reasons.get(answer):
            raise ValueError(f"say why the answer {answer!r} is right (why=...)")

        def check(value: str | None) -> tuple[bool, str]:
            if value is None:
                return False, "Choose an answer first."
            return value == answer, reasons.get(value, "Try again.")

        buttons = widgets.RadioButtons(options=list(options), value=None)
        return cls(question, buttons, check, hint=hint, solution=solution, right_answer=answer)

    @classmethod
    def positions(
        cls,
        question: str,
        *,
        answer: Iterable[int],
        why: str,
        reasons: Mapping[int, str] | None = None,
        hint: str,
        solution: str | None = None,
    ) -> Exercise:
        """Name heart positions, such as ``19 21`` (any order; commas allowed; nothing,
        when the answer is no position).

        ``why`` says why the answer is right. A wrong answer is told how many of its
        positions are right, how many are not and how many are missing, in words (a digit
        could be read as a position), naming none of the missing ones; ``reasons`` adds,
        for a position given that does not belong, why not: in words that name no position
        of the answer (a reason for a position of the answer is never shown). The example
        the text field shows is never the answer either.
        """
        expected = set(answer)
        if not why:
            raise ValueError("say why the answer is right (why=...)")
        notes = {p: note for p, note in (reasons or {}).items() if p not in expected}
        example = " ".join(map(str, sorted(set(range(25)) - expected)[-2:]))  # not the answer

        def check(value: str) -> tuple[bool, str]:
            words = value.replace(",", " ").split()
            bad = [w for w in words if not _POSITION.fullmatch(w) or not 0 <= int(w) <= 24]
            if bad:
                return False, f"{bad[0]!r} is not a heart position: use numbers 0 to 24."
            given = {int(w) for w in words}
            if not given and expected:
                return False, f"Type one or more positions first, such as {example}."
            if given == expected:
                return True, why
            wrong, missing = given - expected, expected - given
            right = len(given & expected)
            said = [f"{_count(right).capitalize()} of your positions {_are(right)} right"]
            if right and wrong:
                said.append(f"{_count(len(wrong))} {_are(len(wrong))} not")
            if missing:
                said.append(f"{_count(len(missing))} {_are(len(missing))} missing")
            explained = [notes[p] for p in sorted(wrong) if p in notes]
            return False, " ".join([join(said) + ".", *explained])

        box = widgets.Text(placeholder=f"positions, e.g. {example}", continuous_update=False)
        right_answer = " ".join(map(str, sorted(expected)))
        return cls(question, box, check, hint=hint, solution=solution, right_answer=right_answer)


def freed_exercise(game: Game, move: Move | str, *, solution: bool = True) -> Exercise:
    """Which cards does ``move`` free? The answer and every reason come from the engine;
    ``solution=False`` makes it without a solution (and without its button)."""
    move = Move.parse(move) if isinstance(move, str) else move
    freed = freed_by(game, move)
    after = game.copy()
    after.play(move)
    reasons = {}
    for p, rank in enumerate(game.heart):
        if rank is None or p in freed:
            continue
        name = _card(game, p)
        if p in (move.a, move.b):
            reasons[p] = f"{name} leaves with the move itself."
        elif game.is_free(p):
            reasons[p] = f"{name} was free already."
        else:  # the cards still on it are not named: some of them may be the answer
            left = len(after.covered_by(p))
            reasons[p] = f"{name} still has {_count(left)} {_cards(left)} on it after the move."
    if freed:
        gone = join([card(game.heart, p) for p in (move.a, move.b) if isinstance(p, int)])
        listed = join([card(game.heart, p) for p in freed])
        why = (
            f"It frees {listed}: every card that lay on {'it' if len(freed) == 1 else 'them'} "
            f"leaves with the move ({gone})."
        )
    else:
        why = "It frees no card: each card under the ones it removes still has another on it."
    return Exercise.positions(
        f"Which cards does the move {move} free? Type their positions.",
        answer=freed,
        why=why,
        reasons=reasons,
        hint="A card is free once every card that lay on it has gone. Look at the cards the "
        "move removes, and at what each of them lay on.",
        solution=explain(game, move) if solution else None,
    )


def safe_pair_exercise(game: Game, move: Move | str, *, solution: bool = True) -> Exercise:
    """Can the game still be won after this pair? Answered by the solver, explained in words.

    ``game`` must be one that can still be won, and ``move`` a legal pair;
    ``solution=False`` makes it without a solution.
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
    reason = _why_safe(game, move) if safe else text
    # The same words whichever answer is right, so that they point without telling.
    wrong = (
        "Look again: count the cards of this rank in the heart and outside it, and see "
        "where the heart ones lie once the pair has gone."
    )
    return Exercise.choice(
        f"The game can still be won. Is the pair {move} safe?",
        [yes, no],
        answer=yes if safe else no,
        why={yes: reason, no: wrong} if safe else {no: reason, yes: wrong},
        hint="Count the pair's rank: how many are left in the heart, and how many in stock "
        "and waste? If the heart cards must pair with each other, can they ever be free "
        "together?",
        solution=(
            f"{yes if safe else no}. {reason}" + ("" if reason == text else f" {text}")
            if solution
            else None
        ),
    )


def gave_away_exercise(game: Game, *, solution: bool = True) -> Exercise:
    """Which move of ``game`` gave the win away? Answered by :func:`~..game_review.review`.

    ``game`` must be one whose win a move gave away (its deal could be won, and the game
    can no longer be). The options are that move, the pair that last kept the win before
    it, the first pair after it and the game's last move, by number; each wrong one is told
    whether the game could still be won after it, or no longer before it, which points
    without telling. A short game offers the moves beside it too, up to three options.
    ``solution=False`` makes it without a solution.
    """
    reviewed = review(game)
    lost = reviewed.win_lost_at
    if lost is None:
        raise ValueError(
            "no move of this game gave the win away: its deal could not be won, or it "
            "still can be; ask about a game whose win was given away"
        )
    entries = list(reviewed)
    pairs = [entry for entry in entries if entry.move.kind == "pair"]
    before = [entry for entry in pairs if entry.number < lost]
    after = [entry for entry in pairs if entry.number > lost]
    shown = {entries[lost - 1], *before[-1:], *after[:1], entries[-1]}
    nearest = sorted(entries, key=lambda entry: abs(entry.number - lost))
    while len(shown) < 3 and len(shown) < len(entries):  # a short game: the moves beside it
        shown.add(next(entry for entry in nearest if entry not in shown))
    labels = {entry: _move_option(entry, entries) for entry in shown}
    why = {
        labels[entry]: (
            "The game could still be won after this move."
            if entry.verdict == "kept"
            else "The game could no longer be won before this move: look earlier."
        )
        for entry in shown
        if entry.number != lost
    }
    answer = labels[entries[lost - 1]]
    why[answer] = entries[lost - 1].reason
    where = f"This game of {reviewed.code}" if reviewed.code else "This game"
    end = "ended in a dead end" if reviewed.status == "lost" else "can no longer be won"
    return Exercise.choice(
        f"{where} could be won at its start, and after its {len(entries)} moves it {end}. "
        "Which move gave the win away?",
        [labels[entry] for entry in sorted(shown, key=lambda entry: entry.number)],
        answer=answer,
        why=why,
        hint="The board says a game is lost only at its dead end, often long after the move "
        "that lost it. Look for a pair of a dangerous rank: after which one could two "
        "cards that must pair with each other never be free together?",
        solution=f"{answer[0].upper()}{answer[1:]}. {why[answer]}" if solution else None,
    )


def _move_option(entry: ReviewEntry, entries: Sequence[ReviewEntry]) -> str:
    """``move 20: 19+waste``; the game's last move says so."""
    last = " (the last move)" if entry is entries[-1] else ""
    return f"move {entry.number}: {entry.move}{last}"


def _why_safe(game: Game, move: Move) -> str:
    """Why a pair that keeps the win is safe: the rule of the tutorial it follows, if any."""
    assert move.a is not None
    rank = game.rank_at(move.a)
    assert rank is not None
    heart = [p for p, r in enumerate(game.heart) if r == rank]
    outside = sum(1 for r in (*game.stock, *game.waste) if r == rank)
    name, many = long_name(rank), plural(rank)
    counted = (
        f"{number(len(heart)).capitalize()} {many if len(heart) != 1 else name} in the "
        f"heart and {number(outside)} in the stock and the waste"
    )
    if outside >= len(heart):
        return (
            f"{counted}: every {name} of the heart can take a partner from the stock and "
            "the waste, so no choice of partner can go wrong. A pair of an easy rank is "
            "always safe."
        )
    if move.b != "waste" and len(heart) == 2:
        return (
            f"They are the last two {many} and they are free together: they had to pair "
            "with each other some time, and now they can. The last cards of a rank, all "
            "free together, are always safe to pair."
        )
    if move.b != "waste" and (len(heart), outside) == (3, 1):
        last = next(p for p in heart if p not in (move.a, move.b))
        return (
            f"{counted}, so two of the three must pair with each other, and this pair is "
            f"two of them. The last one, {card(game.heart, last)}, takes the {name} from "
            "the stock and the waste once it comes free: no card of the rank is left that "
            "must wait for another in the heart. Two of three heart cards whose rank has "
            "one card outside, paired with each other, are always safe."
        )
    return (
        f"{counted}. This pair is a real choice, and the solver still finds a winning line "
        f"after it: no two {many} left that must pair with each other lie one on the other."
    )


def _card(game: Game, position: int) -> str:
    """``The 4 at 21``, to begin a sentence."""
    name = card(game.heart, position)
    return name[0].upper() + name[1:]


def _are(count: int) -> str:
    return "are" if count > 1 else "is"


def _cards(count: int) -> str:
    return "card" if count == 1 else "cards"


#: Counts in words, up to nineteen.
_UNITS = (
    "none",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)


def _count(count: int) -> str:
    """A count of positions in words (``none`` to ``twenty-five``): a digit could be read as
    a position."""
    if count < 20:
        return _UNITS[count]
    return "twenty" + (f"-{_UNITS[count - 20]}" if count > 20 else "")
