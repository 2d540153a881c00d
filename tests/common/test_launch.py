"""The ways in for people who don't start Jupyter themselves: ``hearttoheart tutorial`` and
``scripts/play.py`` (``hearttoheart play`` is tested in the browser)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from hearttoheart_widget.__main__ import main
from hearttoheart_widget.common.launch import example_notebooks

from ..test_wheel import without_node

ROOT = Path(__file__).resolve().parents[2]


def test_tutorial_copies_both_notebooks_and_keeps_a_copy_already_there(tmp_path: Path) -> None:
    assert main(["tutorial", str(tmp_path), "--no-open"]) == 0
    tutorial, scripting = (
        tmp_path / "hearttoheart-tutorial.ipynb",
        tmp_path / "hearttoheart-scripting.ipynb",
    )
    assert tutorial.read_bytes() == (example_notebooks() / "tutorial.ipynb").read_bytes()
    assert scripting.read_bytes() == (example_notebooks() / "scripting.ipynb").read_bytes()

    tutorial.write_text("my own notes", encoding="utf-8")
    assert main(["tutorial", str(tmp_path), "--no-open"]) == 0
    assert tutorial.read_text(encoding="utf-8") == "my own notes"


def test_the_example_notebooks_of_a_clone_are_found() -> None:
    assert example_notebooks() == ROOT / "examples"


def test_play_script_without_npm_and_without_a_built_front_end_says_what_to_do(
    tmp_path: Path,
) -> None:
    """A clone whose front end is not built needs npm: the script says so and makes nothing."""
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "play.py", tmp_path / "scripts" / "play.py")
    env = {**os.environ, "PATH": without_node(os.environ["PATH"])}
    done = subprocess.run(
        [sys.executable, str(tmp_path / "scripts" / "play.py"), "--no-open"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "needs npm" in done.stdout
    assert 'pip install "hearttoheart-widget[examples]"' in done.stdout
    assert "hearttoheart tutorial" in done.stdout
    assert not (tmp_path / ".venv").exists()
