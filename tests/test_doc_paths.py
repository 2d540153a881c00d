"""Every repository path the docs or the code's docstrings and comments name exists.

A path is a name under one of the repository's folders (``hearttoheart_widget/...``,
``docs/...``, ``scripts/...``, ``benchmarks/...``, ``tests/...``, ``examples/...``), not
inside a longer path or address; a ``*`` in it is a pattern that must match a file. The
changelog is left out: it names paths as they were.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("hearttoheart_widget", "docs", "scripts", "benchmarks", "tests", "examples")
PATH = re.compile(rf"(?<![\w/.$-])((?:{'|'.join(FOLDERS)})/[\w./*-]*[\w*])")
TEXTS = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    *sorted((ROOT / "docs").glob("*.md")),
    *sorted((ROOT / "examples").glob("*.ipynb")),
    *sorted((ROOT / "hearttoheart_widget").rglob("*.py")),
    *sorted((ROOT / "scripts").glob("*.py")),
    *sorted((ROOT / "benchmarks").glob("*.py")),
    *sorted((ROOT / "site").glob("*.yml")),
]


def text_of(path: Path) -> str:
    if path.suffix == ".ipynb":
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        return "\n".join("".join(cell["source"]) for cell in cells)
    return path.read_text(encoding="utf-8")


def named_paths(text: str) -> list[str]:
    """The repository paths ``text`` names."""
    return PATH.findall(text)


def missing(text: str, root: Path = ROOT) -> list[str]:
    """The paths ``text`` names that ``root`` holds no file or folder for."""
    gone = []
    for name in named_paths(text):
        found = any(root.glob(name)) if "*" in name else (root / name).exists()
        if not found:
            gone.append(name)
    return gone


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_named_exists(path: Path) -> None:
    assert missing(text_of(path)) == []


def test_the_check_finds_a_path_that_is_not_there(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "rules.md").touch()
    text = (
        "See docs/rules.md, then ``docs/solver-notes.md``; tests/*/test_x.py;"
        " not https://example.org/docs/gone.md nor OUT/docs/gone.md."
    )
    assert named_paths(text) == ["docs/rules.md", "docs/solver-notes.md", "tests/*/test_x.py"]
    assert missing(text, tmp_path) == ["docs/solver-notes.md", "tests/*/test_x.py"]
