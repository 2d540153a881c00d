"""A notebook's student edition leaves out the cells tagged ``answer``, and nothing else."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hearttoheart_widget.common.editions import ANSWER, student_edition, write_edition


def cell(source: str, tags: list[str] | None = None) -> dict[str, Any]:
    metadata = {"tags": tags} if tags is not None else {}
    return {"cell_type": "markdown", "id": source, "metadata": metadata, "source": [source]}


NOTEBOOK = {
    "cells": [
        cell("a question"),
        cell("its answer", [ANSWER]),
        cell("a note", ["reads-the-board"]),
        cell("two tags", ["reads-the-board", ANSWER]),
    ],
    "metadata": {"kernelspec": {"name": "python3"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}


def test_the_students_edition_leaves_out_the_answers_only() -> None:
    before = copy.deepcopy(NOTEBOOK)
    edition = student_edition(NOTEBOOK)
    assert [c["id"] for c in edition["cells"]] == ["a question", "a note"]
    assert edition["metadata"] == NOTEBOOK["metadata"]
    assert before == NOTEBOOK  # the notebook given is left as it was


def test_an_edition_is_written_as_the_notebooks_are_saved(tmp_path: Path) -> None:
    source = tmp_path / "whole.ipynb"
    source.write_text(json.dumps(NOTEBOOK, indent=1) + "\n", encoding="utf-8")
    write_edition(source, tmp_path / "student.ipynb")
    written = (tmp_path / "student.ipynb").read_text(encoding="utf-8")
    assert json.loads(written) == student_edition(NOTEBOOK)
    assert written == json.dumps(student_edition(NOTEBOOK), indent=1) + "\n"
    write_edition(source, tmp_path / "teacher.ipynb", teacher=True)
    assert (tmp_path / "teacher.ipynb").read_bytes() == source.read_bytes()


def test_a_notebook_without_answers_is_copied_as_it_is(tmp_path: Path) -> None:
    source = tmp_path / "plain.ipynb"
    source.write_text('{"cells": [], "metadata": {},   "nbformat": 4}', encoding="utf-8")
    write_edition(source, tmp_path / "copy.ipynb")
    assert (tmp_path / "copy.ipynb").read_bytes() == source.read_bytes()
