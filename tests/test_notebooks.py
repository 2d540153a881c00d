"""The example notebooks run from top to bottom with a real kernel, and show what they say.

Their text quotes figures (win rates, paired tests, moves); these tests check that the
outputs really show them, so the prose cannot drift from what the code prints.
"""

from __future__ import annotations

import ast
import base64
import copy
import html
import importlib.util
import json
import math
import re
import statistics
import sys
import warnings
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient
from nbconvert import HTMLExporter

from hearttoheart_widget import Game, Move, deal_statistics, is_winnable
from hearttoheart_widget.__main__ import main
from hearttoheart_widget.common import records
from hearttoheart_widget.common.editions import is_answer, student_edition
from hearttoheart_widget.heart_to_heart.ranks import RANKS, short_name
from hearttoheart_widget.heart_to_heart.teaching.ladder import LADDER
from hearttoheart_widget.heart_to_heart.teaching.lessons import NOTE
from hearttoheart_widget.heart_to_heart.teaching.strategies import pairs_first
from hearttoheart_widget.heart_to_heart.teaching.tutorial import (
    ABOUT_A_GAME,
    EXERCISES,
    offer_solutions,
)
from tests.tutorial_positions import tutorials

pytestmark = pytest.mark.slow  # runs both notebooks in kernels

ROOT = Path(__file__).parent.parent
EXAMPLES = ROOT / "examples"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
BOARDS = {
    "hearttoheart_widget.heart_to_heart.widget.HeartToHeart",
    "hearttoheart_widget.hope_deferred.widget.HopeDeferred",
}


@dataclass
class Ran:
    """An executed notebook: its cells, the widget models its kernel made, and what the
    cell run after its last one printed."""

    notebook: nbformat.NotebookNode
    after: str = ""

    @property
    def code(self) -> list[nbformat.NotebookNode]:
        return [cell for cell in self.notebook.cells if cell.cell_type == "code"]

    @property
    def markdown(self) -> str:
        cells = self.notebook.cells
        return "\n".join(cell.source for cell in cells if cell.cell_type == "markdown")

    @property
    def outputs(self) -> list[nbformat.NotebookNode]:
        return [output for cell in self.code for output in cell.outputs]

    @property
    def text(self) -> str:
        """Everything the cells printed or showed as text, in order. Printed text is joined
        as printed: the kernel may flush one line in two outputs on a busy machine."""
        parts = []
        for output in self.outputs:
            if output.output_type == "stream":
                parts.append(output.text)
            elif "data" in output:
                parts.append(f"\n{output['data'].get('text/plain', '')}\n")
        return "".join(parts)

    def models(self, name: str) -> list[dict[str, Any]]:
        """The states of the widget models of class ``name`` (for example ``ButtonModel``)."""
        state = self.notebook.metadata["widgets"][WIDGET_STATE]["state"]
        return [m["state"] for m in state.values() if m["model_name"] == name]


def _run(
    name: str,
    before_each_cell: str | None = None,
    *,
    student: bool = False,
    after: str | None = None,
    without: Iterable[str] = (),
) -> Ran:
    """Execute ``examples/<name>`` with a real kernel, keeping its widgets' state.

    ``before_each_cell``: code run (in a cell of its own, left out of the result) before
    every code cell of the notebook, after :data:`STUDENT` has defined its helpers.
    ``student``: run the student's edition. ``after``: code run after the last cell; what
    it prints is the result's ``after``. ``without``: the ids of cells left out.
    """
    notebook = nbformat.read(EXAMPLES / name, as_version=4)
    if student:
        notebook = nbformat.from_dict(student_edition(notebook))
    left_out = set(without)
    notebook.cells = [cell for cell in notebook.cells if cell.id not in left_out]
    if after is not None:
        notebook.cells.append(nbformat.v4.new_code_cell(after, id="inserted-after"))
    if before_each_cell is not None:
        cells = [nbformat.v4.new_code_cell(STUDENT)]
        for cell in notebook.cells:
            if cell.cell_type == "code":
                cells.append(nbformat.v4.new_code_cell(before_each_cell))
            cells.append(cell)
        for index, cell in enumerate(cells):
            if cell not in notebook.cells:
                cell.id = f"inserted-{index}"
        notebook.cells = cells
    client = NotebookClient(
        notebook,
        timeout=600,
        iopub_timeout=60,  # a loaded machine may send a cell's output late: wait for it
        kernel_name="python3",
        resources={"metadata": {"path": EXAMPLES}},
        store_widget_state=True,
    )
    client.execute()
    printed = ""
    if after is not None:
        last = notebook.cells[-1]
        printed = "".join(o.text for o in last.outputs if o.output_type == "stream")
        printed += "".join(f"{o.ename}: {o.evalue}" for o in last.outputs if "ename" in o)
    notebook.cells = [c for c in notebook.cells if not c.id.startswith("inserted-")]
    return Ran(notebook, printed)


#: A student who clicks: helpers that send each board's intents through the path a click's
#: message takes (the comm's custom message), for every board the kernel holds.
STUDENT = """
import gc as _gc
import random as _random

from hearttoheart_widget import HeartToHeart as _Board

_chaos = _random.Random(23)
_DEALS = [
    {"kind": "new_game"},
    {"kind": "new_game", "daily": True},
    {"kind": "new_game", "code": "HH1-N-AAAAAAM"},
]
_TARGETS = [*range(25), "stock", "waste"]


def _boards():
    return [o for o in _gc.get_objects() if isinstance(o, _Board)]


def _click(board, message):
    board._handle_custom_msg(message, [])


def _deal_another():
    _tap_at_random(3)  # a student who plays a little, then deals another game
    for board in _boards():
        _click(board, _chaos.choice(_DEALS))
        settings = {
            "move_errors": not board.move_errors,
            "placement_help": False,
            "show_positions": not board.show_positions,
        }
        _click(board, {"kind": "settings", **settings, "hints": True, "language": "de"})


def _tap_at_random(taps=8):
    for board in _boards():
        for _ in range(taps):
            _click(board, {"kind": "tap", "target": _chaos.choice(_TARGETS)})
"""

_EVENT_ID = re.compile(r", 'id': \d+")

#: Tutorial cells whose output differs from run to run: a random deal.
RANDOM_CELLS = {"tutorial-53"}


def shown(cell: nbformat.NotebookNode) -> list[str]:
    """What a cell printed (line by line, however the kernel split it) and showed as text,
    without the lines a lesson helper adds, and with each event's ``id`` (which counts
    every event of the widget) left out."""
    printed = "".join(o.text for o in cell.outputs if o.output_type == "stream")
    said = [_EVENT_ID.sub("", line) for line in printed.splitlines() if not line.startswith(NOTE)]
    for output in cell.outputs:
        if output.output_type == "error":
            said.append(f"{output.ename}: {output.evalue}")
        elif output.output_type != "stream":
            said.append(output.get("data", {}).get("text/plain", ""))
    return said


def notes(cell: nbformat.NotebookNode) -> list[str]:
    text = "".join(o.text for o in cell.outputs if o.output_type == "stream")
    return [line for line in text.splitlines() if line.startswith(NOTE)]


#: Run after the tutorial's last cell: every exercise the notebook made is tried with every
#: wrong answer (tests/answers.py), and with its right one.
EXERCISES_TRIED = f"""
import gc as _gc
import sys as _sys

_sys.path.insert(0, {str(ROOT)!r})
from hearttoheart_widget.heart_to_heart.teaching.exercises import Exercise as _Exercise
from tests.answers import leaks as _leaks

_made = [o for o in _gc.get_objects() if isinstance(o, _Exercise)]
print("exercises:", len(_made))
print("with a solution:", sum(e.solution_button is not None for e in _made))
for _exercise in _made:
    for _leak in _leaks(_exercise):
        print("leak:", _exercise.question.value, _leak)
"""

#: Run after the tutorial's last cell: the deal of each board that records its games.
RECORDING = """
import gc as _gc

from hearttoheart_widget import HeartToHeart as _Board

_boards = [o for o in _gc.get_objects() if isinstance(o, _Board)]
print("boards:", len(_boards))
print("recording:", sorted(str(b.lesson.code) for b in _boards if b.record))
"""


@pytest.fixture(scope="module")
def tutorial() -> Ran:
    """The tutorial as students get it, run, with its exercises tried after its last cell
    and the boards that record named."""
    return _run("tutorial.ipynb", student=True, after=EXERCISES_TRIED + RECORDING)


@pytest.fixture(scope="module")
def teachers() -> nbformat.NotebookNode:
    """The tutorial as saved: the teacher's edition."""
    notebook: nbformat.NotebookNode = nbformat.read(EXAMPLES / "tutorial.ipynb", as_version=4)
    return notebook


@pytest.fixture(scope="module")
def teachers_run() -> Ran:
    """The teacher's edition, run, with its exercises tried after its last cell."""
    return _run("tutorial.ipynb", after=EXERCISES_TRIED)


@pytest.fixture(scope="module")
def scripting() -> Ran:
    return _run("scripting.ipynb")


def test_the_tutorial_runs_without_errors_and_shows_its_boards(tutorial: Ran) -> None:
    assert [o for o in tutorial.outputs if o.output_type == "error"] == []
    boards = [
        o for o in tutorial.outputs if "HeartToHeart(" in o.get("data", {}).get("text/plain", "")
    ]
    assert len(boards) >= 12
    pictures = [o for o in tutorial.outputs if "image/svg+xml" in o.get("data", {})]
    assert len(pictures) >= 3  # positions shown, not played


def test_every_exercise_of_the_tutorial_has_a_check_and_a_hint_and_no_solution(
    tutorial: Ran,
) -> None:
    """The student's edition: eleven exercises and the student's own, each with Check and
    Hint, and no Show solution anywhere."""
    buttons = [b["description"] for b in tutorial.models("ButtonModel")]
    assert buttons.count("Check") == buttons.count("Hint") == 12
    assert "Show solution" not in buttons
    questions = [
        h["value"] for h in tutorial.models("HTMLModel") if h["value"].startswith("<p><b>")
    ]
    assert len(questions) == buttons.count("Check")
    assert any("Is the pair 19+waste safe?" in q for q in questions)
    assert any("Which cards does the move 22+23 free?" in q for q in questions)
    assert any("Which move gave the win away?" in q for q in questions)
    assert "exercises: 12\nwith a solution: 0\n" in tutorial.after


def test_the_teachers_edition_offers_every_exercises_solution(teachers_run: Ran) -> None:
    """The teacher's edition is whole: its cell for the teacher gives each of the eleven
    exercises a Show solution button (the student's own exercise has none), and no wrong
    answer is told any part of an answer there either."""
    buttons = [b["description"] for b in teachers_run.models("ButtonModel")]
    assert buttons.count("Check") == 12
    assert buttons.count("Show solution") == 11
    assert "exercises: 12\nwith a solution: 11\n" in teachers_run.after
    assert [line for line in teachers_run.after.splitlines() if line.startswith("leak:")] == []
    assert [o for o in teachers_run.outputs if o.output_type == "error"] == []


#: A stretch of the challenge's shortest win, which only the teacher's edition gives.
CHALLENGE_SOLVED = "10+waste 5+18"


def solutions() -> dict[int, str]:
    """The solution of each of the tutorial's exercises, as the teacher's edition shows it
    (its Show solution), by number; made on the notebook's own positions."""
    shown = {}
    offer_solutions()
    try:
        for number in sorted([*EXERCISES, *ABOUT_A_GAME]):
            exercise = tutorials(number)
            exercise.show_solution()
            assert exercise.solution is not None
            text = html.unescape(re.sub(r"<[^>]+>", "", exercise.solution.value))
            shown[number] = text.removeprefix("Solution: ")
    finally:
        offer_solutions(False)
    return shown


def stretches(line: str, size: int = 3) -> list[str]:
    """Every run of ``size`` moves of a line of moves that holds two pairs at least."""
    moves = line.split()
    runs = [moves[k : k + size] for k in range(len(moves) - size + 1)]
    return [" ".join(run) for run in runs if sum("+" in move for move in run) >= 2]


def test_the_students_tutorial_holds_no_answer(
    tutorial: Ran, teachers: nbformat.NotebookNode, tmp_path: Path
) -> None:
    """The student's copy, as ``hearttoheart tutorial`` writes it, and that copy run: no
    cell for teachers; in no cell's source, saved output or output once run (widget state
    included) the challenge's winning line (nor three of its moves in a row with two
    pairs), nor the solution of any exercise, nor a Show solution button; no exercise
    written with its answer in a cell, and none that holds a solution (``with a
    solution: 0``, above). The teacher's
    edition keeps the challenge's line in a cell tagged ``answer``."""
    assert main(["tutorial", str(tmp_path), "--no-open"]) == 0
    copy = nbformat.read(tmp_path / "hearttoheart-tutorial.ipynb", as_version=4)
    assert not any(map(is_answer, copy.cells))
    saved = [cell.source for cell in copy.cells]
    saved += [nbformat.writes(output) for cell in copy.cells for output in cell.get("outputs", [])]
    ran = [json.dumps(output) for output in tutorial.outputs]
    ran.append(json.dumps(tutorial.notebook.metadata["widgets"]))
    everything = "\n".join(saved + ran)
    assert "Show solution" not in "\n".join(ran)  # no button to show one
    key = (ROOT / "docs" / "instructor.md").read_text(encoding="utf-8")
    challenge = re.search(r"`(draw draw draw 24\+waste [^`]+)`", key)
    assert challenge is not None
    line = stretches(" ".join(challenge.group(1).split()))
    assert CHALLENGE_SOLVED in " ".join(line)
    for stretch in line:
        assert stretch not in everything, stretch
    for number, solution in solutions().items():
        assert solution not in everything, number
        assert re.search(rf"tutorial_exercise\({number}[,)]", everything), number
    written = [c.id for c in tutorial.code if "answer=" in c.source]
    assert written == ["tutorial-own-code"]  # the student's own exercise, to change
    kept = [cell for cell in teachers.cells if CHALLENGE_SOLVED in cell.source]
    assert len(kept) == 1
    assert is_answer(kept[0])
    assert [c.id for c in teachers.cells if is_answer(c)] == ["tutorial-teacher", "tutorial-89"]


def test_no_wrong_answer_of_the_tutorial_gives_the_answer_and_every_exercise_checks_itself(
    tutorial: Ran,
) -> None:
    """In the student's edition, run: every exercise the notebook made (eleven and the
    student's own), tried with every wrong answer; none is told a position, rank or
    option of its right answer, and the right answer checks right."""
    assert "exercises: 12\n" in tutorial.after
    assert [line for line in tutorial.after.splitlines() if line.startswith("leak:")] == []


def test_the_tutorial_shows_what_its_text_says(tutorial: Ran) -> None:
    shown = [
        # taps: select, deselect, a covered card refused, another rank takes the selection
        "tap 22: select             selected: 22",
        "tap 22: deselect           selected: None",
        "tap 20: refuse   covered   selected: None",
        "tap 23: refuse   same_rank selected: 23",
        "InvalidMoveError - two waste cards never pair",
        "after the recycle: stock [6, 4, 2, 9]  waste []",
        "won 250 in 5 moves",
        "after the pair: lost",
        "lost after 64 moves, score 110",
        "at the dead end, running: False",
        "after the undo, running: True",  # the clock runs on, as the text says
        "moves open now: ['19+waste', 'draw']",
        "After this move the game can no longer be won: the 4s at 13 and 21",
        "the 9 at the tip (24) can pair with none of the other three",
    ]
    for words in shown:
        assert words in tutorial.text, words


@pytest.mark.parametrize("student", ["_deal_another()", "_tap_at_random()"])
def test_every_tutorial_cell_works_whatever_the_student_clicked_before_it(
    tutorial: Ran, student: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before every cell of the student's edition, every board gets three random taps and
    another deal (New game, Daily deal or a code, and settings changed, as the menu
    changes them), or eight random taps. No cell fails, and each shows what it shows in a
    clean run; a cell that reads the board as the student left it may differ after taps,
    never after another deal (it puts the lesson back, and says so). And none of it fills
    the student's records: the lessons' boards record nothing, and the practice board,
    the one that does, has no game to record before the notebook ends."""
    monkeypatch.setenv(records.ENVIRONMENT, str(tmp_path / "records.sqlite3"))
    clicked = _run("tutorial.ipynb", before_each_cell=student, student=True)
    assert [o for o in clicked.outputs if o.output_type == "error"] == []
    assert [(row["code"], row["result"], row["moves"]) for row in records.games()] == []
    clean = {cell.id: cell for cell in tutorial.code}
    for cell in clicked.code:
        if cell.id in RANDOM_CELLS:
            continue
        reads = "reads-the-board" in cell.metadata.get("tags", [])
        if student == "_deal_another()":
            if "put_back(" in cell.source or "keep_on_lesson(" in cell.source:
                assert any("the board showed another deal" in n for n in notes(cell)), cell.id
            if "print(tour.text)" in cell.source:  # a walkthrough speaks its board's language
                assert shown(cell)[0] == "Zug 62 von 62.", cell.id  # the student chose German
                continue
        elif reads:
            continue
        assert shown(cell) == shown(clean[cell.id]), cell.id


def test_the_tutorials_review_shows_its_chart_and_names_the_move_its_text_remembers(
    tutorial: Ran,
) -> None:
    """Part 10's lost game: ``pairs_first`` on HH1-N-AAAAAAB, reviewed in one cell. Its
    output shows the chart with the move that gave the win away marked, and names that
    move with its reason; the text after it says the same move, the same reason, the same
    move that would have kept the win and the same number of moves left."""
    cells = {cell.id: cell for cell in tutorial.notebook.cells}
    played = "".join(o.text for o in cells["tutorial-review-play"].outputs if "text" in o)
    moves = played.split("moves: ", 1)[1].split()
    assert played.startswith(f"lost after {len(moves)} moves: ")
    shown = [o for o in cells["tutorial-review-code"].outputs if "data" in o]
    assert len(shown) == 1
    page = shown[0]["data"]["text/html"]
    words = html.unescape(re.sub(r"<[^>]+>", " ", page))
    named = re.search(r"Move (\d+) \(\S+\) gave the win away\.", words)
    assert named is not None
    lost = int(named.group(1))
    assert f'data-mark="gave_away" data-move="{lost}"' in page  # the chart marks it
    assert page.count("<svg") == 1
    assert f"Move {lost} ({moves[lost - 1]}) gave the win away." in words
    reason = re.search(r"This move gave the win away: (.+?); the move “(\w+)” would", words)
    assert reason is not None
    said = " ".join(cells["tutorial-review-after"].source.split())
    assert f"at move {lost}," in said
    assert moves[lost - 1] == "19+waste"  # "took the waste's 4": the trap of exercise 8
    assert "the last two 4s" in reason.group(1)
    assert "the 4s at 13 and 21, one lying on the other, were left as the last two" in said
    assert reason.group(1).startswith("the 4s at 13 and 21 are the last two 4s")
    assert reason.group(2) == "draw"
    assert "A draw would have kept the win" in said
    after = len(moves) - lost
    assert f"the {NUMBERS[after]} moves after it were lost already" in said
    intro = " ".join(cells["tutorial-review"].source.split())
    assert "plays `HH1-N-AAAAAAB`" in intro


#: Numbers in words, as the tutorial's text writes them.
NUMBERS = dict(enumerate(["no", "one", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen"]))  # fmt: skip


def test_the_tutorials_boards_keep_out_of_the_records_but_the_practice_board(
    tutorial: Ran,
) -> None:
    """Every board the lessons make is made with ``record=False``; the practice board of
    part 12, made for the student's own games, records them."""
    boards = re.search(r"boards: (\d+)\nrecording: (.+)\n", tutorial.after)
    assert boards is not None
    assert int(boards.group(1)) >= 15
    assert boards.group(2) == str([LADDER[0]])


def test_the_tutorial_ends_its_lessons_with_the_walkthrough_won(tutorial: Ran) -> None:
    last = next(cell for cell in tutorial.code if cell.id == "tutorial-93")
    assert last.outputs[-1]["data"]["text/plain"] == "('won', 250, 62)"
    assert "Move 62 of 62." in last.outputs[0]["text"]
    assert "the game is won" in last.outputs[0]["text"]


def test_the_scripting_notebook_runs_and_charts_in_svg(scripting: Ran) -> None:
    assert [o for o in scripting.outputs if o.output_type == "error"] == []
    charts = [
        o["data"]["image/svg+xml"]
        for o in scripting.outputs
        if "image/svg+xml" in o.get("data", {})
    ]
    assert any("Wilson intervals" in chart for chart in charts)
    assert "matplotlib" not in "".join(cell.source for cell in scripting.code)


def test_the_scripting_notebook_shows_the_figures_its_text_reads(scripting: Ran) -> None:
    text = scripting.text
    shown = [
        "random_move: 192 of 1,000 won, 19.20%",
        "pairs_first: 197 of 1,000 won, 19.70%",
        "careful: 271 of 1,000 won, 27.10%",
        "perfect play: 272 of 1,000 won, 27.20%",
        "38 deals won only by pairs_first, 33 only by random_move; exact McNemar p = 0.635",
        "74 deals won only by careful, 0 only by pairs_first; exact McNemar p = 1.06e-22",
        "0 deals won only by careful, 1 only by perfect play",
        "0 deals won only by waste_first, 4 only by pairs_first; exact McNemar p = 0.125",
        "solve:        154 moves",
        "fewest_moves: 110 moves",
    ]
    for figure in shown:
        assert figure in text, figure
    read = ["38 against 33", "p = 0.64", "74 deals", "1 of the 272", "p = 0.125"]
    for words in read:
        assert words in scripting.markdown, words
    assert re.search(r"\d+ of the 272 winnable deals among 0..999 are lost by both", text)


def test_the_scripting_notebook_settles_on_10_000_deals_what_1_000_left_open(
    scripting: Ran,
) -> None:
    text = scripting.text
    shown = [
        "random_move: 1,993 of 10,000 won",
        "pairs_first: 2,119 of 10,000 won",
        "waste_first: 2,091 of 10,000 won",
        "careful: 2,925 of 10,000 won",
        "perfect play: 2,938 of 10,000 won",
        "419 deals won only by pairs_first, 293 only by random_move; exact McNemar p = 2.65e-06",
        "1 deal won only by waste_first, 29 only by pairs_first; exact McNemar p = 5.77e-08",
        "407 deals won only by waste_first, 309 only by random_move; exact McNemar p = 0.000283",
        "814 deals won only by careful, 8 only by pairs_first; exact McNemar p = 3.61e-229",
        "842 deals won only by careful, 8 only by waste_first; exact McNemar p = 1.76e-237",
        "938 deals won only by careful, 6 only by random_move; exact McNemar p = 1.31e-269",
        "0 deals won only by careful, 13 only by perfect play; exact McNemar p = 0.000244",
        "0 deals won only by pairs_first, 819 only by perfect play",
        "0 deals won only by waste_first, 847 only by perfect play",
        "0 deals won only by random_move, 945 only by perfect play",
    ]
    for figure in shown:
        assert figure in text, figure
    read = [
        "419 deals to 293, p = 2.7e-6",
        "1 deal to 29, p = 5.8e-8",
        "407 to 309, p = 0.00028",
        "814 deals to 8",
        "842 to 8",
        "938 to 6",
        "13 of the 2,938 winnable deals",
        "819, `waste_first` 847 and `random_move` 945",
        "(0.00024)",
    ]
    for words in read:
        assert words in scripting.markdown, words
    assert "inside each other's intervals" not in scripting.markdown
    assert re.search(r"played in \d+ s", text)


def test_the_scripting_notebook_checks_odds_parallel_runs_and_records(scripting: Ran) -> None:
    text = scripting.text
    assert text.count("inside: True") == 3
    assert "the same count: True" in text
    dask = "dask cluster:" in text
    assert dask or 'dask is not installed here: pip install "hearttoheart-widget[dask]"' in text
    if dask:
        assert "the same simulation: True" in text
    assert "played 21, won " in text
    assert text.count("winnable: True") == 7  # a week of daily deals
    assert "started no process" not in text  # CPython runs workers=2 in two processes


@dataclass
class Lost:
    """Where ``pairs_first`` gave the win away, worked out again apart from the notebook:
    the solver asked afresh after each move of a lost game (no review), and each pair's
    kind counted from the position's own cards (no ``rank_counts``)."""

    winnable: int
    made: Counter[str]  # pairs made while the game could be won, by kind
    gave: Counter[str]  # the pairs that gave the win away, by kind
    lost_at: list[int]  # the number of the move that gave it away, a lost game each
    after: list[int]  # the moves played after it
    ranks: Counter[int]  # the rank of the pair that gave it away


def kind(game: Game, move: Move) -> str:
    """``3+1, waste``: the pair's rank as its cards lie (in the heart, outside) when it
    stands dangerous, else ``easy``; and where its second card is."""
    assert move.a is not None
    rank = game.rank_at(move.a)
    heart = sum(1 for held in game.heart if held == rank)
    outside = sum(1 for held in (*game.stock, *game.waste) if held == rank)
    stands = f"{heart}+{outside}" if heart > outside else "easy"
    return f"{stands}, {'waste' if move.b == 'waste' else 'heart'}"


def where_pairs_first_loses(deals: range) -> Lost:
    """Every winnable deal of ``deals`` played by ``pairs_first``, and where it lost."""
    found = Lost(0, Counter(), Counter(), [], [], Counter())
    for number in deals:
        game = Game.from_number(number)
        if not is_winnable(game):
            continue
        found.winnable += 1
        while game.status == "playing":
            game.play(pairs_first(game))
        won = game.status == "won"  # then every position of it could be won
        position = Game.from_number(number)
        for count, move in enumerate(game.history, 1):
            before = position.copy()
            position.play(move)
            if move.kind == "pair":
                found.made[kind(before, move)] += 1
            if not won and not is_winnable(position):
                assert move.a is not None  # a draw never loses a game
                found.gave[kind(before, move)] += 1
                found.lost_at.append(count)
                found.after.append(game.moves - count)
                found.ranks[before.rank_at(move.a) or 0] += 1
                break
    return found


@pytest.fixture(scope="module")
def lost() -> Lost:
    return where_pairs_first_loses(range(10_000))


def charts(ran: Ran) -> list[str]:
    return [o["data"]["image/svg+xml"] for o in ran.outputs if "image/svg+xml" in o.get("data", {})]


def test_the_scripting_notebook_measures_where_pairs_first_gives_the_win_away(
    scripting: Ran, lost: Lost
) -> None:
    """Section 13's figures are those worked out again here, apart from the review, and
    its text reads them: which moves and which kinds of move gave the win away."""
    text, words = scripting.text, " ".join(scripting.markdown.split())
    total = len(lost.lost_at)
    assert f"{lost.winnable:,} winnable deals played, {total} lost and reviewed, in " in text
    assert (lost.winnable, total) == (2938, 819)  # section 5b's: 819 only by perfect play
    assert "0 deals won only by pairs_first, 819 only by perfect play" in text
    # Which moves: ten at a time, the median, the quartiles, the last, and what came after.
    stretches = Counter((turn - 1) // 10 for turn in lost.lost_at)
    for stretch in range(max(stretches) + 1):
        first = 10 * stretch + 1
        assert f"moves {first:>2} to {first + 9:>2}: {stretches[stretch]:>3} games" in text
    quarter, middle, three_quarters = statistics.quantiles(lost.lost_at, n=4)
    median_after = statistics.median(lost.after)
    assert (
        f"median {middle:.0f}, half of them from {quarter:.0f} to {three_quarters:.0f}, the "
        f"last at {max(lost.lost_at)}; the game went on for a median of {median_after:.0f} "
        "moves after it"
    ) in text
    most = max(stretches, key=lambda stretch: stretches[stretch])
    read = [
        f"move {middle:.0f}, half of them between moves {quarter:.0f} and "
        f"{three_quarters:.0f}, the last at move {max(lost.lost_at)}",
        f"moves {10 * most + 1} to {10 * most + 10} lost the most ({stretches[most]} games)",
        f"a median of {median_after:.0f} moves to its dead end",
    ]
    # Which kinds: every pair made while the game could be won, and those that lost it.
    for name, made in lost.made.items():
        given = lost.gave[name]
        assert (
            f"{name:11} {made:>6,} pairs  {given:>3} gave the win away ({given / made:.1%})" in text
        )
    assert set(lost.gave) == {"3+1, waste", "4+0, heart"}  # never a safe pair
    trap, split = lost.gave["3+1, waste"], lost.gave["4+0, heart"]
    easy = lost.made["easy, heart"] + lost.made["easy, waste"]
    read += [
        f"{trap} of the {total} ({trap / total:.0%}) a heart card of a `3+1` rank taking",
        f"the other {split} ({split / total:.0%}) two of a `4+0` rank's",
        f"Not one of the {easy:,} pairs of an easy rank, the {lost.made['2+0, heart']:,} pairs "
        f"of a rank's last two or the {lost.made['3+1, heart']:,} pairs of two of a `3+1`",
        f"{trap / lost.made['3+1, waste']:.1%} of the times it was made, a `4+0` pair in the "
        f"heart {split / lost.made['4+0, heart']:.1%}",
    ]
    # Which rank, and why.
    shown = " ".join(f"{short_name(rank)} {lost.ranks[rank]}" for rank in RANKS)
    assert f"lost by rank: {shown}" in text
    fewest, most_lost = min(lost.ranks.values()), max(lost.ranks.values())
    read.append(f"Each rank lost between {fewest} and {most_lost} games")
    chi2 = re.search(r"chi-squared (\S+) on 12 degrees of freedom, p = (\S+)\n", text)
    assert chi2 is not None
    read.append(f"chi-squared {chi2.group(1)} on 12 degrees of freedom, p = {chi2.group(2)}")
    reasons = re.search(r"why the game could no longer be won: (\{.+\})", text)
    assert reasons is not None
    said = ast.literal_eval(reasons.group(1))
    assert sum(said.values()) == total
    covers = said["covers_partner"]
    read += [
        f"after {covers} of those moves ({covers / total:.0%})",
        f"after {said['ring']}, the last pairs",
        f"{said['tangle']} left a tangle",
    ]
    for words_read in read:
        assert words_read in words, words_read
    # The two charts: the package's SVG, their bars, the tallest and the riskiest in red.
    drawn = charts(scripting)
    where = next(svg for svg in drawn if "Where pairs_first gave the win away" in svg)
    kinds = next(svg for svg in drawn if "How often a pair of pairs_first" in svg)
    assert where.count("<rect x=") == max(stretches) + 1
    assert kinds.count("<rect x=") == len(lost.made)
    assert re.search(rf'fill="#c8102e"><title>{most * 10 + 1}-{most * 10 + 10}:', where)
    assert re.search(r'fill="#c8102e"><title>3\+1, waste: ', kinds)  # the riskiest


def test_the_scripting_sections_p_value_is_the_chi_squared_one(scripting: Ran) -> None:
    """Section 13's short formula for 12 degrees of freedom, against the gamma function's
    series of the regularized lower incomplete gamma: P(X >= x) = 1 - P(6, x / 2)."""
    found = re.search(r"chi-squared (\S+) on 12 degrees of freedom, p = (\S+)\n", scripting.text)
    assert found is not None
    chi2, p = float(found.group(1)), float(found.group(2))
    half = chi2 / 2
    lower = sum(half ** (6 + k) / math.gamma(7 + k) for k in range(60)) * math.exp(-half)
    assert abs((1 - lower) - p) < 0.01


class Images(HTMLParser):
    """The attributes of every ``<img>`` of a page."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.found: list[dict[str, str | None]] = []
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            self.found.append(dict(attrs))


def boards_shown(ran: Ran) -> list[str | None]:
    """The deal code of the board each widget output shows (alone or in a box), in order."""
    models = ran.notebook.metadata["widgets"][WIDGET_STATE]["state"]

    def board_in(model_id: str) -> dict[str, Any] | None:
        state = models[model_id]["state"]
        if state.get("_anywidget_id") in BOARDS:
            return dict(state)
        children = [c.removeprefix("IPY_MODEL_") for c in state.get("children", [])]
        return next(filter(None, map(board_in, children)), None)

    codes = []
    for output in ran.outputs:
        if WIDGET_VIEW in output.get("data", {}):
            board = board_in(output["data"][WIDGET_VIEW]["model_id"])
            if board is not None:
                codes.append(board["code"])
    return codes


@pytest.mark.parametrize("name", ["tutorial", "scripting"])
def test_an_html_export_without_widget_state_shows_every_board_as_a_picture(
    name: str, request: pytest.FixtureRequest
) -> None:
    """No widget manager draws there: the picture the widget's output carries shows instead."""
    ran: Ran = request.getfixturevalue(name)
    codes = boards_shown(ran)
    assert len(codes) >= (15 if name == "tutorial" else 1)
    notebook = copy.deepcopy(ran.notebook)
    del notebook.metadata["widgets"]
    page, _resources = HTMLExporter().from_notebook_node(notebook)
    assert WIDGET_VIEW not in page  # no live widget left to draw
    pictures = []
    for image in Images(page).found:
        source, alt = image.get("src") or "", image.get("alt") or ""
        named = re.match(r"(?:Heart to Heart|Hope Deferred)(?: (\S+))?:", alt)
        if source.startswith("data:image/svg+xml;base64,") and named:
            svg = base64.b64decode(source.split(",", 1)[1]).decode()
            assert svg.startswith("<svg")
            assert svg.endswith("</svg>")
            pictures.append(named.group(1))
    assert pictures == codes


def test_the_scripting_notebooks_agent_is_judged_as_its_text_says(scripting: Ran) -> None:
    text = scripting.text
    if 'gymnasium is not installed here: pip install "hearttoheart-widget[rl]"' in text:
        pytest.skip("the rl extra is not installed")
    shown = [
        "agent: 246 of 1,000 won, 24.60%",
        "agent vs random_move: 65 deals won only by agent, 11 only by random_move",
        "agent vs pairs_first: 54 deals won only by agent, 5 only by pairs_first",
        "agent vs careful: 0 deals won only by agent, 25 only by careful",
        "round 6: the best candidate won",
        "learned weights:",
    ]
    for figure in shown:
        assert figure in text, figure
    read = ["54 and 65 deals", "5 and 11", "25 deals to none"]
    for words in read:
        assert words in scripting.markdown, words


def test_every_printed_event_id_is_said_to_count_the_boards_events(tutorial: Ran) -> None:
    """An event's ``id`` counts every event of its board, a student's clicks included, so
    a cell that prints one shows another number after clicks: the text beside it says so."""
    cells = tutorial.notebook.cells
    printing = [
        index
        for index, cell in enumerate(cells)
        if cell.cell_type == "code"
        and re.search(r"'id': \d+", "".join(o.get("text", "") for o in cell.outputs))
    ]
    assert len(printing) >= 2
    for index in printing:
        beside = [
            c.source for c in (cells[index - 1], cells[index + 1]) if c.cell_type == "markdown"
        ]
        assert any("`id` counts every event" in text for text in beside), cells[index].id


def optional_cells(notebook: nbformat.NotebookNode) -> tuple[list[str], list[str]]:
    """The headings marked optional, and the ids of the code cells under them: from such a
    heading to the next heading of its level or above."""
    headings, cells = [], []
    skipping: int | None = None  # the level of the optional heading being skipped
    for cell in notebook.cells:
        if cell.cell_type == "code":
            if skipping is not None:
                cells.append(cell.id)
            continue
        for heading in re.findall(r"^(#{2,3}) (.+)$", cell.source, re.M):
            level = len(heading[0])
            if skipping is not None and level <= skipping:
                skipping = None
            if "(optional)" in heading[1] and skipping is None:
                skipping = level
                headings.append(heading[1])
    return headings, cells


def test_the_parts_marked_optional_can_be_left_out(teachers: nbformat.NotebookNode) -> None:
    """A short lesson leaves the optional parts for later: the rest runs without them, and
    the plan at the top marks the same parts."""
    headings, cells = optional_cells(teachers)
    assert len(headings) == 5  # part 8, the review and the challenge, parts 11 and 12
    plan = plan_of(teachers.cells[0].source)
    marked = [part for part in plan if part.endswith("(optional)")]
    numbers = [re.match(r"(\d+)\.", heading) for heading in headings]
    assert [m.group(1) if m else "10" for m in numbers] == [p.split(".")[0] for p in marked]
    sections = [heading for heading, m in zip(headings, numbers, strict=True) if m is None]
    assert sections == [
        "Looking back at a lost game (optional)",
        "Challenge: win `HH1-N-AAAAAEI` without hints (optional)",
    ]
    left = _run("tutorial.ipynb", student=True, without=cells)
    assert [o for o in left.outputs if o.output_type == "error"] == []


def plan_of(text: str) -> dict[str, int]:
    """The minutes of each part in a plan's table (``| 1. A first look | ... | 8 | ...``)."""
    rows = re.findall(r"^\| (\d+\. [^|]+?) \|[^|]*\| (\d+) \|", text, re.M)
    return {part: int(minutes) for part, minutes in rows}


def lesson_plan() -> Any:
    """benchmarks/lesson_plan.py, the measure of the tutorial's minutes."""
    spec = importlib.util.spec_from_file_location(
        "lesson_plan", ROOT / "benchmarks" / "lesson_plan.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


def test_the_minutes_of_the_plan_are_the_measured_ones(teachers: nbformat.NotebookNode) -> None:
    """The tutorial's table and the instructor's give each part the minutes that
    benchmarks/lesson_plan.py counts, and each path fits its lesson."""
    measured = {p.name: round(p.minutes) for p in lesson_plan().measure()}
    notebook = plan_of(teachers.cells[0].source)
    instructor = plan_of((ROOT / "docs" / "instructor.md").read_text(encoding="utf-8"))
    assert notebook == instructor
    sections = {"challenge": "10 challenge", "lost game": "10 review"}
    by_number = {
        next((name for word, name in sections.items() if word in part), part.split(".")[0]): (
            minutes
        )
        for part, minutes in notebook.items()
    }
    assert by_number == {name: minutes for name, minutes in measured.items() if name != "intro"}
    rows = re.findall(
        r"^\| (\d+\. [^|]+?) \|[^|]*\| \d+ \| ([^|]+) \| ([^|]+) \|", teachers.cells[0].source, re.M
    )
    short = sum(notebook[part] for part, fifty, _ in rows if fifty.strip() == "yes")
    long = sum(notebook[part] for part, _, ninety in rows if ninety.strip() == "yes")
    assert short + measured["intro"] <= 50
    assert long + measured["intro"] <= 90


def test_the_ladders_text_says_what_more_players_measure(tutorial: Ran) -> None:
    """The figures are benchmarks/ladder_order.py's, measured with the ladder's own measure
    (tests/heart_to_heart/teaching/test_ladder.py checks what they rest on)."""
    instructor = (ROOT / "docs" / "instructor.md").read_text(encoding="utf-8")
    for text in (" ".join(tutorial.markdown.split()), " ".join(instructor.split())):
        assert "won by 5.1%" in text
        assert "in 20 of 100 groups of 100 players rung 5 came out as easy as rung 4" in text
        assert "won by 2 of the 100" not in text
    assert "Neighbouring rungs may swap" in tutorial.markdown


def test_the_scripting_notebooks_introduction_lists_every_section() -> None:
    notebook = nbformat.read(EXAMPLES / "scripting.ipynb", as_version=4)
    sections = [
        int(m)
        for cell in notebook.cells
        if cell.cell_type == "markdown"
        for m in re.findall(r"^## (\d+)\.", cell.source, re.M)
    ]
    listed = [int(m) for m in re.findall(r"^(\d+)\. ", notebook.cells[0].source, re.M)]
    assert sections == list(range(1, 14))
    assert listed == sections


def test_in_a_browsers_python_the_parallel_section_says_in_words_that_it_stays_here(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Section 11's first cell, where no process can start (Pyodide's ``sys.platform``):
    a sentence says so, and no warning reaches stderr; the count is the same."""
    notebook = nbformat.read(EXAMPLES / "scripting.ipynb", as_version=4)
    cell = next(c for c in notebook.cells if c.cell_type == "code" and "workers=2" in c.source)
    monkeypatch.setattr(sys, "platform", "emscripten")
    with warnings.catch_warnings(record=True) as escaped:
        warnings.simplefilter("always")
        exec(cell.source, {"deal_statistics": deal_statistics})
    assert [str(w.message) for w in escaped] == []
    printed = capsys.readouterr()
    assert printed.err == ""
    assert printed.out.startswith(
        "workers=2 started no process here (this Python runs in a browser, where no "
        "processes can start: the run goes on in this process).\n"
    )
    assert "the same count: True" in printed.out
