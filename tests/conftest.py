"""Settings for the whole test run.

- No test may fail on wall-clock time: Hypothesis would fail an example that takes longer
  than 200 ms, which happens on a busy machine, so its deadline is switched off everywhere.
- A player's records go to a temporary file. Set here, at import, so that every test, and
  every process a test starts (kernels, JupyterLab), records into this file and never into
  the user's data directory.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import settings

settings.register_profile("no_deadline", deadline=None)
settings.load_profile("no_deadline")

_RECORDS = tempfile.TemporaryDirectory(prefix="hearttoheart-records-")
os.environ["HEARTTOHEART_RECORDS"] = str(Path(_RECORDS.name) / "records.sqlite3")
