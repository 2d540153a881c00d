"""The documentation part of the site (scripts/site.py): MkDocs pages written from
docs/ (docs/index.md is the home page) and the example notebooks run here, and the API
reference's page.

The notebooks link into the repository with absolute addresses (an installed user has no
docs/ folder); here those that name a page of docs/ become links between the site's pages.
The notebooks run with this environment's kernel, in the student's edition (without the
answers, see ``hearttoheart_widget.common.editions``), and each output shows as a reader
without a kernel sees it: a widget as its board picture, a chart as its SVG, a progress
bar as it ended (its picture in the output is the bar as it first showed, mid-run).
"""

from __future__ import annotations

import html
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

from hearttoheart_widget.common.editions import student_edition

ROOT = Path(__file__).resolve().parent.parent
REPOSITORY = "https://github.com/hearttoheart-widget/hearttoheart-widget"
RAW = "https://raw.githubusercontent.com/hearttoheart-widget/hearttoheart-widget/main/"
NOTEBOOKS = ("tutorial.ipynb", "scripting.ipynb")
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The API reference: a section per module, in reading order.
API = {
    "The package": "hearttoheart_widget",
    "Heart to Heart: the rules (Game)": "hearttoheart_widget.heart_to_heart.game",
    "Heart to Heart: dealing (random, winnable, daily)": (
        "hearttoheart_widget.heart_to_heart.dealing"
    ),
    "Heart to Heart: the table (Table)": "hearttoheart_widget.heart_to_heart.table",
    "Heart to Heart: moves": "hearttoheart_widget.heart_to_heart.moves",
    "Heart to Heart: a game's line of moves": "hearttoheart_widget.heart_to_heart.move_line",
    "Both games: the rules' contract": "hearttoheart_widget.common.contract",
    "Both games: the game clock": "hearttoheart_widget.common.clock",
    "Heart to Heart: the widget": "hearttoheart_widget.heart_to_heart.widget",
    "Both widgets: the shared base": "hearttoheart_widget.common.widget",
    "Both widgets: records and review mode": "hearttoheart_widget.common.recorded_widget",
    "Both widgets: when a game is recorded": "hearttoheart_widget.common.recording",
    "Heart to Heart: what a tap would do": "hearttoheart_widget.heart_to_heart.previews",
    "Heart to Heart: can it still be won": "hearttoheart_widget.heart_to_heart.winnability",
    "Heart to Heart: why a game is lost": "hearttoheart_widget.heart_to_heart.ending",
    "Heart to Heart: the daily deal": "hearttoheart_widget.heart_to_heart.daily",
    "Solving: solve and hint": "hearttoheart_widget.heart_to_heart.solving.solver",
    "Solving: fewest moves": "hearttoheart_widget.heart_to_heart.solving.fewest_moves",
    "Solving: deal statistics": "hearttoheart_widget.heart_to_heart.solving.statistics",
    "Heart to Heart: the game review": "hearttoheart_widget.heart_to_heart.game_review",
    "Teaching: explain": "hearttoheart_widget.heart_to_heart.teaching.explain",
    "Teaching: exercises": "hearttoheart_widget.heart_to_heart.teaching.exercises",
    "Teaching: the walkthrough": "hearttoheart_widget.heart_to_heart.teaching.walkthrough",
    "Teaching: strategies": "hearttoheart_widget.heart_to_heart.teaching.strategies",
    "Learning agents: the Gymnasium environment": "hearttoheart_widget.heart_to_heart.environment",
    "Hope Deferred": "hearttoheart_widget.hope_deferred",
    "Hope Deferred: what a tap would do": "hearttoheart_widget.hope_deferred.previews",
    "Hope Deferred: the game review": "hearttoheart_widget.hope_deferred.game_review",
    "Records": "hearttoheart_widget.common.records",
    "Long runs: chunks, cores and clusters": "hearttoheart_widget.common.parallel",
    "Links that open a game": "hearttoheart_widget.common.links",
    "Errors": "hearttoheart_widget.common.errors",
    "Charts": "hearttoheart_widget.common.chart",
    "Charts: the course of a game": "hearttoheart_widget.common.course_chart",
}


def write_docs(source: Path) -> None:
    """Write every page of the documentation into ``source`` (MkDocs' docs_dir)."""
    source.mkdir(parents=True)
    shutil.copy2(ROOT / "site" / "extra.css", source / "extra.css")
    for path in (ROOT / "docs").iterdir():
        if path.suffix in (".md", ".png"):
            shutil.copy2(path, source / path.name)
    for name in NOTEBOOKS:
        notebook = run(ROOT / "examples" / name)
        page = source / name.replace(".ipynb", ".md")
        page.write_text(notebook_page(notebook, name), encoding="utf-8")
    sections = [f"## {title}\n\n::: {module}\n" for title, module in API.items()]
    (source / "api.md").write_text(
        "# API reference\n\nGenerated from the docstrings of the package's modules: the one"
        " reference. The [Python guide](python.md) is the tour, with examples.\n\n"
        + "\n".join(sections),
        encoding="utf-8",
    )


def local_links(text: str) -> str:
    """``text`` with the repository's links to docs/ pages and pictures made site-relative."""
    text = re.sub(rf"\]\({re.escape(RAW)}docs/([^)]+)\)", r"](\1)", text)
    return re.sub(rf"\]\({re.escape(REPOSITORY)}/blob/main/docs/([^)]+)\)", r"](\1)", text)


def run(path: Path) -> nbformat.NotebookNode:
    """The student's edition of the notebook at ``path``, run from top to bottom in a
    scratch folder, with its widgets' last state, and with records kept in a scratch file
    so that no one's own records are read or written."""
    read = nbformat.read(path, as_version=4)
    notebook: nbformat.NotebookNode = nbformat.from_dict(student_edition(read))
    with tempfile.TemporaryDirectory(prefix="hearttoheart-docs-") as scratch:
        os.environ["HEARTTOHEART_RECORDS"] = str(Path(scratch) / "records.sqlite3")
        client = NotebookClient(
            notebook,
            timeout=900,
            kernel_name="python3",
            resources={"metadata": {"path": scratch}},
            store_widget_state=True,
        )
        client.execute()
    return notebook


def notebook_page(notebook: nbformat.NotebookNode, name: str) -> str:
    """A Markdown page of a run notebook: its cells, each output as a reader sees it, and
    at the top a link to its live copy on the site."""
    live = f"../notebooks/index.html?path={name}"
    parts = [
        f'<p class="live"><a href="{live}">Run this notebook live in your browser</a> '
        f"(JupyterLite: Python in the page, nothing to install), or open it in "
        f'<a href="../lab/index.html?path={name}">JupyterLab</a>.</p>\n'
    ]
    widgets = notebook.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            parts.append(local_links(cell.source) + "\n")
        elif cell.cell_type == "code":
            parts.append(f"```python\n{cell.source}\n```\n")
            parts.extend(output_markup(output, widgets) for output in cell.outputs)
    return "\n".join(parts)


def output_markup(output: dict[str, Any], widgets: dict[str, Any] | None = None) -> str:
    """One output of a code cell as Markdown or HTML; ``widgets``, the last state of the
    notebook's widget models, by id."""
    kind = output["output_type"]
    if kind == "stream":
        return f'<pre class="output">{html.escape(output["text"])}</pre>\n'
    if kind == "error":
        raise RuntimeError(f"a notebook cell failed: {output['ename']}: {output['evalue']}")
    data = output.get("data", {})
    view = data.get(WIDGET_VIEW, {}).get("model_id")
    bar = finished_bar(widgets or {}, view) if view else None
    if bar is not None:
        return f'<pre class="output">{html.escape(bar)}</pre>\n'
    if "image/svg+xml" in data:
        return f'<div class="output">{data["image/svg+xml"]}</div>\n'
    if "text/html" in data:
        return f'<div class="output">{data["text/html"]}</div>\n'
    if "image/png" in data:
        return f'<div class="output"><img src="data:image/png;base64,{data["image/png"]}"></div>\n'
    if "text/plain" in data:
        return f'<pre class="output">{html.escape(data["text/plain"])}</pre>\n'
    return ""


def finished_bar(widgets: dict[str, Any], model_id: str) -> str | None:
    """The text of the tqdm progress bar ``model_id`` as it ended (``100%|██████████| 3000/3000
    [00:01<00:00, ...]``), or None when that widget is no progress bar."""
    model = widgets.get(model_id, {})
    children = [c.removeprefix("IPY_MODEL_") for c in model.get("state", {}).get("children", [])]
    parts = [widgets.get(child, {}) for child in children]
    if [part.get("model_name") for part in parts] != [
        "HTMLModel",
        "FloatProgressModel",
        "HTMLModel",
    ]:
        return None
    left, progress, right = (part["state"] for part in parts)
    done = progress.get("value", 0) / progress["max"] if progress.get("max") else 1.0
    filled = round(10 * min(max(done, 0.0), 1.0))
    bar = "█" * filled + " " * (10 - filled)
    text = [html.unescape(left.get("value", "")), bar, html.unescape(right.get("value", ""))]
    return "|".join(text).replace("\u2007", " ")
