"""The Python guide's example of the records (docs/python.md) runs as it is written: its
imports, and each of its lines but the long runs (``deal_statistics`` and ``simulate``
over a million games)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from hearttoheart_widget.common import records

GUIDE = Path(__file__).parents[2] / "docs" / "python.md"
LONG_RUNS = {"deal_statistics", "simulate"}


def _records_example() -> str:
    blocks = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.DOTALL)
    (block,) = [block for block in blocks if "records.add(" in block]
    return str(block)


def _calls(statement: ast.stmt) -> set[str]:
    return {
        node.func.id
        for node in ast.walk(statement)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }


def test_the_guides_records_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(records.ENVIRONMENT, str(tmp_path / "records.sqlite3"))
    tree = ast.parse(_records_example())
    statements = [s for s in tree.body if not _calls(s) & LONG_RUNS]
    assert len(statements) < len(tree.body)  # the long runs are there, and left out
    exec(compile(ast.Module(statements, type_ignores=[]), str(GUIDE), "exec"), {})
    (row,) = records.games()
    assert (row["id"], row["code"], row["result"]) == (1, "HH1-N-AAAAAAA", "won")
