"""scripts/site.py's build steps: one that fails stops the build with what the tool said,
not only its exit status."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "site.py"


def site_script() -> ModuleType:
    """scripts/site.py as a module (importing it builds nothing)."""
    spec = importlib.util.spec_from_file_location("site_script", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_failed_step_shows_the_tools_own_reason_from_stdout_and_stderr() -> None:
    tool = (
        "import sys\n"
        "for n in range(100): print('progress', n)\n"
        "print('jupyter-server is not installed.', file=sys.stderr)\n"
        "sys.exit(2)\n"
    )
    with pytest.raises(SystemExit) as stopped:
        site_script().step("jupyter lite build", [sys.executable, "-c", tool])
    said = str(stopped.value)
    assert said.startswith("jupyter lite build failed (exit status 2): ")
    assert said.endswith("  | progress 99\n  | jupyter-server is not installed.")
    assert "progress 69" not in said  # its last lines only


def test_a_step_that_works_says_nothing(capfd: pytest.CaptureFixture[str]) -> None:
    site_script().step("a step", [sys.executable, "-c", "print('lots of progress')"])
    assert capfd.readouterr() == ("", "")
