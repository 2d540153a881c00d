"""A notebook's two editions: the teacher's, whole, and the student's, without the answers.

A cell whose metadata tags it ``answer`` (JupyterLab's property inspector sets a cell's
tags) is for teachers only: the tutorial's solution of its challenge, say, which a student
should not find one click away, or its cell that gives the exercises their solutions.
:func:`student_edition` leaves those cells out and keeps everything else as it is.
``hearttoheart tutorial`` and the site (``scripts/site.py``) give students that edition;
``hearttoheart tutorial --teacher`` copies the whole notebook.
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

#: The tag of a cell for teachers only.
ANSWER = "answer"


def is_answer(cell: dict[str, Any]) -> bool:
    """Whether ``cell`` (a notebook cell, as JSON) is tagged for teachers only."""
    return ANSWER in cell.get("metadata", {}).get("tags", [])


def student_edition(notebook: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``notebook`` (as JSON) without its cells tagged ``answer``."""
    edition = copy.deepcopy(notebook)
    edition["cells"] = [cell for cell in edition["cells"] if not is_answer(cell)]
    return edition


def write_edition(source: Path, target: Path, *, teacher: bool = False) -> None:
    """Write the notebook at ``source`` to ``target``: whole for a ``teacher``, else the
    student's edition (the same file when no cell is for teachers only)."""
    notebook = json.loads(source.read_text(encoding="utf-8"))
    if teacher or not any(map(is_answer, notebook["cells"])):
        shutil.copyfile(source, target)
        return
    text = json.dumps(student_edition(notebook), indent=1, ensure_ascii=False)
    target.write_text(text + "\n", encoding="utf-8")
