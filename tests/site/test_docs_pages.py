"""The site's documentation pages of the notebooks (scripts/site_docs.py), without building
the site: a notebook is run as the docs run it, and its page is read."""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

from hearttoheart_widget.common.editions import ANSWER

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from site_docs import notebook_page, run  # a script's module, beside it


def test_a_progress_bar_shows_on_the_page_as_it_ended_and_answers_not_at_all(
    tmp_path: Path,
) -> None:
    """A bar drawn mid-run (here at 0%, as ``progress=True`` draws it at once) shows
    finished, at 100%; a cell tagged ``answer`` is left out, as students get the notebook."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_code_cell(
            "from hearttoheart_widget import deal_statistics\n"
            "print(deal_statistics(0, 3000, progress=True).winnable)"
        ),
        nbformat.v4.new_markdown_cell("the answer is 42", metadata={"tags": [ANSWER]}),
    ]
    path = tmp_path / "bar.ipynb"
    nbformat.write(notebook, path)
    page = notebook_page(run(path), "bar.ipynb")
    assert "100%|██████████| 3000/3000 [" in page
    assert "0%|" not in page.replace("100%|", "")
    assert "868\n" in page
    assert "the answer is 42" not in page
