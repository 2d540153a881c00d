"""The example notebooks run from top to bottom with a real kernel, without errors."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

EXAMPLES = Path(__file__).parent.parent / "examples"


def _run(name: str) -> list[nbformat.NotebookNode]:
    """Execute ``examples/<name>`` with a real kernel; returns its code cells."""
    notebook = nbformat.read(EXAMPLES / name, as_version=4)
    client = NotebookClient(
        notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": EXAMPLES}}
    )
    client.execute()
    return [cell for cell in notebook.cells if cell.cell_type == "code"]


def _outputs(cells: list[nbformat.NotebookNode]) -> list[nbformat.NotebookNode]:
    return [output for cell in cells for output in cell.outputs]


@pytest.fixture(scope="module")
def tutorial() -> list[nbformat.NotebookNode]:
    return _run("tutorial.ipynb")


@pytest.fixture(scope="module")
def scripting() -> list[nbformat.NotebookNode]:
    return _run("scripting.ipynb")


def test_the_tutorial_runs_without_errors(tutorial: list[nbformat.NotebookNode]) -> None:
    assert all(output.output_type != "error" for output in _outputs(tutorial))
    widgets = [
        o
        for o in _outputs(tutorial)
        if "application/vnd.jupyter.widget-view+json" in o.get("data", {})
    ]
    assert len(widgets) >= 8


def test_the_tutorial_ends_with_a_won_game(tutorial: list[nbformat.NotebookNode]) -> None:
    assert tutorial[-1].outputs[-1]["data"]["text/plain"].startswith("('won', 250, ")


def test_the_scripting_notebook_runs_and_plots(scripting: list[nbformat.NotebookNode]) -> None:
    outputs = _outputs(scripting)
    assert all(output.output_type != "error" for output in outputs)
    assert any("image/png" in output.get("data", {}) for output in outputs)
