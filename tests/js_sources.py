"""Reading the front end's sources from Python, for the tests that check JS against it."""

from __future__ import annotations

import re
from pathlib import Path

SOURCES = Path(__file__).parents[1] / "js" / "src"


def js_lists(path: Path) -> dict[str, list[str]]:
    """The exported string arrays of a JS module: ``{name: [items]}``."""
    found = re.findall(r"export const (\w+) = \[(.*?)\];", path.read_text(encoding="utf-8"), re.S)
    return {name: re.findall(r'"([^"]*)"', body) for name, body in found}
