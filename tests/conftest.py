"""Settings for the whole test run.

- No test may fail on wall-clock time: Hypothesis would fail an example that takes longer
  than 200 ms, which happens on a busy machine, so its deadline is switched off everywhere.
- The fast part is ``pytest -m "not slow"``: every test that needs a browser (all of
  tests/browser/, the bare page's too), builds the wheel or the site is slow as well as
  those marked so, which start processes or check many thousands of positions.
- A player's records go to a temporary file. Set here, at import, so that every test, and
  every process a test starts (kernels, JupyterLab), records into this file and never into
  the user's data directory.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("no_deadline", deadline=None)
settings.load_profile("no_deadline")

_RECORDS = tempfile.TemporaryDirectory(prefix="hearttoheart-records-")
os.environ["HEARTTOHEART_RECORDS"] = str(Path(_RECORDS.name) / "records.sqlite3")


_BROWSER = Path(__file__).parent / "browser"
_SITE = Path(__file__).parent / "site"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark as slow what needs a browser, the wheel or the site (all of tests/browser/ and
    tests/site/)."""
    for item in items:
        heavy = any(item.get_closest_marker(name) for name in ("browser", "wheel", "site"))
        if heavy or _BROWSER in item.path.parents or _SITE in item.path.parents:
            item.add_marker(pytest.mark.slow)
