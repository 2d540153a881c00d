"""Settings for the whole test run: a player's records go to a temporary file.

Set here, at import, so that every test, and every process a test starts (kernels,
JupyterLab), records into this file and never into the user's data directory.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

_RECORDS = tempfile.TemporaryDirectory(prefix="hearttoheart-records-")
os.environ["HEARTTOHEART_RECORDS"] = str(Path(_RECORDS.name) / "records.sqlite3")
