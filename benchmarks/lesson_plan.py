"""How long each part of the tutorial takes: what it asks of a student, counted, and the
minutes that makes at a stated pace.

Run: ``python benchmarks/lesson_plan.py``. For each part of examples/tutorial.ipynb, as
students get it (without the teacher's notes), it counts the words to read (the text,
and the walkthrough's explanation of each move), the code cells to run, the exercises,
and the moves the text asks for on a board: a few on the small positions (listed below,
as the text asks for them), and whole games for the challenge, the walkthrough and the
first rung of the ladder, at the fewest moves of a win (``fewest_moves``). The minutes
are a model, not a stopwatch: the pace is stated below, and the printed counts let
anyone set their own. The tutorial's table of minutes and docs/instructor.md quote the
result, and tests/test_notebooks.py checks that they do. Asserts nothing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hearttoheart_widget import Game
from hearttoheart_widget.common.editions import student_edition
from hearttoheart_widget.heart_to_heart.solving.fewest_moves import fewest_moves
from hearttoheart_widget.heart_to_heart.teaching.explain import explain
from hearttoheart_widget.heart_to_heart.teaching.ladder import LADDER

TUTORIAL = Path(__file__).resolve().parent.parent / "examples" / "tutorial.ipynb"

#: The pace: words read a minute (text read beside a board, not a novel), minutes to run a
#: code cell and read what it prints, to do an exercise, and seconds a move on a board
#: takes, when the text says which move and when the student chooses it.
WORDS_A_MINUTE = 120
CELL_MINUTES = 0.5
EXERCISE_MINUTES = 2.0
TOLD_MOVE_SECONDS = 5
CHOSEN_MOVE_SECONDS = 8
#: The challenge is rarely won at the first try: a student plays it this many times.
CHALLENGE_TRIES = 2

#: The moves the text asks for on the small positions, by part: clear the 7s and the 4s
#: (2), five taps (3), the Queens and the 8s (4), two draws, a recycle, a draw (5), the
#: last pair and the dead end (6), a move and its undo (7), three hints (8).
TOLD_MOVES = {"2": 2, "3": 5, "4": 2, "5": 4, "6": 2, "7": 2, "8": 3}
#: Whole games, by part: the code, and whether the student chooses the moves.
GAMES = {
    "10 challenge": ("HH1-N-AAAAAEI", True),
    "11": ("HH1-N-AAAAAAA", False),
    "12": (LADDER[0], True),
}


#: The sections of part 10 that the plan gives rows of their own, by their heading's start.
SECTIONS = {"### Looking back": "10 review", "### Challenge": "10 challenge"}


def parts() -> dict[str, list[dict[str, Any]]]:
    """The tutorial's cells by part (the introduction first, then "1" to "12", with part
    10's review of a lost game and its challenge apart; the glossary and what follows it
    are left out)."""
    cells = student_edition(json.loads(TUTORIAL.read_text(encoding="utf-8")))["cells"]
    found: dict[str, list[dict[str, Any]]] = {"intro": []}
    part = "intro"
    for cell in cells:
        source = "".join(cell["source"])
        heading = re.search(r"^## (\d+)\.", source, re.M)
        section = next((name for start, name in SECTIONS.items() if source.startswith(start)), None)
        if heading:
            part = heading.group(1)
        elif section is not None:
            part = section
        elif cell["cell_type"] == "markdown" and source.startswith("## "):
            part = "end"  # the glossary and what follows
        found.setdefault(part, []).append(cell)
    found.pop("end", None)
    return found


def walkthrough_words(code: str) -> int:
    """The words of the walkthrough's explanation of every move of ``code``'s shortest win."""
    game = Game.from_code(code)
    line = fewest_moves(game)
    assert line is not None
    words = 0
    for move in line:
        words += len(explain(game, move).split())
        game.play(move)
    return words


@dataclass(frozen=True)
class Part:
    """What one part asks of a student, and the minutes it makes at the stated pace."""

    name: str
    words: int
    cells: int
    exercises: int
    moves: int
    minutes: float


def measure() -> list[Part]:
    """Every part of the tutorial, counted (the notebook tests compare the tutorial's own
    table of minutes with it)."""
    measured = []
    for part, cells in parts().items():
        words = sum(
            len("".join(c["source"]).split()) for c in cells if c["cell_type"] == "markdown"
        )
        code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
        exercises = sum(
            bool(re.search(r"^(\w+ = )?(\w+_exercise|Exercise\.\w+)\(", source, re.M))
            for source in code
        )
        moves = TOLD_MOVES.get(part, 0)
        seconds = moves * TOLD_MOVE_SECONDS
        if part in GAMES:
            deal, chosen = GAMES[part]
            line = fewest_moves(Game.from_code(deal))
            assert line is not None
            moves += len(line)
            if chosen:
                tries = CHALLENGE_TRIES if part == "10 challenge" else 1
                seconds += len(line) * CHOSEN_MOVE_SECONDS * tries
            else:
                seconds += len(line) * TOLD_MOVE_SECONDS
                words += walkthrough_words(deal)
        minutes = (
            words / WORDS_A_MINUTE
            + len(code) * CELL_MINUTES
            + exercises * EXERCISE_MINUTES
            + seconds / 60
        )
        measured.append(Part(part, words, len(code), exercises, moves, minutes))
    return measured


def main() -> None:
    print(
        f"pace: {WORDS_A_MINUTE} words a minute, {CELL_MINUTES} min a code cell, "
        f"{EXERCISE_MINUTES} min an exercise, {TOLD_MOVE_SECONDS} s a move the text names, "
        f"{CHOSEN_MOVE_SECONDS} s a move the student chooses ({CHALLENGE_TRIES} tries at the "
        "challenge)"
    )
    print("part          words  cells  exercises  moves  minutes")
    measured = measure()
    for p in measured:
        print(
            f"{p.name:12}  {p.words:>5}  {p.cells:>5}  {p.exercises:>9}  {p.moves:>5}  "
            f"{p.minutes:>7.0f}"
        )
    print(f"all: {sum(p.minutes for p in measured):.0f} minutes")


if __name__ == "__main__":
    main()
