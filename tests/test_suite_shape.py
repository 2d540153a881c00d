"""The test suite has the package's shape, and its modules share helpers, not each other."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parent
PACKAGE = ROOT.parent / "hearttoheart_widget"


def imported(path: Path) -> set[str]:
    """The modules ``path`` imports (relative ones resolved within tests/)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = list(parts[: len(parts) - node.level]) if node.level else []
            module = ".".join([*base, *(node.module or "").split(".")]).strip(".")
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_no_test_module_imports_another() -> None:
    """What several tests share lives in helper modules (tests/walks.py, tests/positions.py,
    ...): a test module imported by another runs its tests twice and ties them together."""
    offenders = {
        str(path.relative_to(ROOT)): sorted(
            name for name in imported(path) if name.split(".")[-1].startswith("test_")
        )
        for path in ROOT.rglob("test_*.py")
    }
    assert {path: names for path, names in offenders.items() if names} == {}


def test_each_subpackage_has_a_test_folder_of_its_name() -> None:
    """tests/ is laid out as the package: hearttoheart_widget/X/Y/ is tested in tests/X/Y/."""
    folders = {
        path.parent.relative_to(PACKAGE)
        for path in PACKAGE.rglob("__init__.py")
        if path.parent != PACKAGE
    }
    missing = sorted(str(f) for f in folders if not (ROOT / f / "__init__.py").exists())
    assert missing == []
