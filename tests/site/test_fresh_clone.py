"""The README's site command in a fresh clone, run before anything else.

``python3 scripts/site.py OUT`` makes ``.venv`` and installs the ``site`` extra there by
itself; everything else the tests use (the dev extra, the front-end bundle) is missing,
as in a clone nobody has set up. So this builds the site from a copy of the tracked files,
with a new ``.venv`` and only that command, in a run of its own (minutes: the install and
the whole build). The site that the browser tests open is built from this checkout by the
same command (test_site.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.clones import clone_without_a_built_front_end

pytestmark = [pytest.mark.site, pytest.mark.timeout(3600)]

ROOT = Path(__file__).resolve().parents[2]


def test_the_site_command_builds_the_site_in_a_fresh_clone(tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    clone_without_a_built_front_end(clone)
    assert not (clone / ".venv").exists()
    assert not (clone / "build").exists()
    assert not (clone / "site" / "node_modules").exists()
    ours = str(ROOT / ".venv")  # scripts/test.sh puts this checkout's .venv on PATH
    path = [folder for folder in os.environ["PATH"].split(os.pathsep) if ours not in folder]
    env = {**os.environ, "PATH": os.pathsep.join(path)}
    env.pop("VIRTUAL_ENV", None)
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, str(clone / "scripts" / "site.py"), str(out)],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    assert "== the site is in" in done.stdout
    for page in ["index.html", "play/index.html", "notebooks/index.html", "docs/index.html"]:
        assert (out / page).is_file(), page
    assert (clone / ".venv" / ".installed-site").exists()
