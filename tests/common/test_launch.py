"""The ways in for people who don't start Jupyter themselves: ``hearttoheart tutorial``,
``scripts/play.py``, and how ``hearttoheart play`` stops (its page is tested in the
browser)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil
import pytest

from hearttoheart_widget.__main__ import main
from hearttoheart_widget.common.editions import student_edition
from hearttoheart_widget.common.launch import example_notebooks
from tests.browser.jupyterlab import free_port, jupyter_env, started_play
from tests.clones import clone_without_a_built_front_end, path_without_node, without_node
from tests.waiting import until

pytestmark = pytest.mark.slow  # starts JupyterLab and builds the front end

ROOT = Path(__file__).resolve().parents[2]
#: A move of the challenge's shortest win, which only the teacher's edition gives.
CHALLENGE_SOLVED = "10+waste 5+18"


def test_tutorial_copies_both_notebooks_and_keeps_a_copy_already_there(tmp_path: Path) -> None:
    assert main(["tutorial", str(tmp_path), "--no-open"]) == 0
    tutorial, scripting = (
        tmp_path / "hearttoheart-tutorial.ipynb",
        tmp_path / "hearttoheart-scripting.ipynb",
    )
    whole = json.loads((example_notebooks() / "tutorial.ipynb").read_text(encoding="utf-8"))
    copied = json.loads(tutorial.read_text(encoding="utf-8"))
    assert copied == student_edition(whole)  # the student's edition: no answers
    assert len(copied["cells"]) < len(whole["cells"])
    assert CHALLENGE_SOLVED not in tutorial.read_text(encoding="utf-8")
    assert scripting.read_bytes() == (example_notebooks() / "scripting.ipynb").read_bytes()

    tutorial.write_text("my own notes", encoding="utf-8")
    assert main(["tutorial", str(tmp_path), "--no-open"]) == 0
    assert tutorial.read_text(encoding="utf-8") == "my own notes"


def test_tutorial_for_a_teacher_copies_the_whole_tutorial_beside_the_students(
    tmp_path: Path,
) -> None:
    assert main(["tutorial", str(tmp_path), "--no-open"]) == 0
    assert main(["tutorial", str(tmp_path), "--no-open", "--teacher"]) == 0
    teacher = tmp_path / "hearttoheart-tutorial-teacher.ipynb"
    assert teacher.read_bytes() == (example_notebooks() / "tutorial.ipynb").read_bytes()
    assert CHALLENGE_SOLVED in teacher.read_text(encoding="utf-8")
    student = tmp_path / "hearttoheart-tutorial.ipynb"
    assert CHALLENGE_SOLVED not in student.read_text(encoding="utf-8")


def test_the_example_notebooks_of_a_clone_are_found() -> None:
    assert example_notebooks() == ROOT / "examples"


def play_without_opening(clone: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``scripts/play.py --no-open`` of ``clone``, run to its end with ``env``."""
    return subprocess.run(
        [sys.executable, str(clone / "scripts" / "play.py"), "--no-open"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.skipif(os.name == "nt", reason="the PATH is built from symbolic links")
def test_play_script_builds_the_front_end_without_npm(tmp_path: Path) -> None:
    """A clone whose front end is not built, on a machine without npm: the script installs
    Node.js from PyPI into .venv and builds the front end with it."""
    clone = tmp_path / "clone"
    clone_without_a_built_front_end(clone)
    env = {**os.environ, "PATH": path_without_node(tmp_path / "bin")}
    env.pop("VIRTUAL_ENV", None)
    done = play_without_opening(clone, env)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "Node.js from PyPI" in done.stdout
    for bundle in ["heart_to_heart.js", "hope_deferred.js"]:
        assert (clone / "hearttoheart_widget" / "static" / bundle).stat().st_size > 10_000
    python = clone / ".venv" / "bin" / "python"
    found = subprocess.run(
        [
            str(python),
            "-c",
            "import hearttoheart_widget, jupyterlab; print(hearttoheart_widget.__file__)",
        ],
        env=env,
        cwd=tmp_path,  # not this checkout, which the current folder would put first
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert found.strip() == str(clone / "hearttoheart_widget" / "__init__.py")


def test_play_script_that_cannot_get_node_says_what_to_do(tmp_path: Path) -> None:
    """No npm, and pip cannot reach an index: the script says what to do and installs no
    package."""
    clone = tmp_path / "clone"
    (clone / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "play.py", clone / "scripts" / "play.py")
    shutil.copy(ROOT / "pyproject.toml", clone / "pyproject.toml")
    env = {**os.environ, "PATH": without_node(os.environ["PATH"]), "PIP_NO_INDEX": "1"}
    done = play_without_opening(clone, env)
    assert done.returncode == 1
    assert "needs npm" in done.stdout
    assert 'pip install "hearttoheart-widget[examples]"' in done.stdout
    assert "hearttoheart tutorial" in done.stdout
    assert not (clone / ".venv" / ".installed-play").exists()


def listening(port: int) -> bool:
    """Whether anything accepts connections on ``port`` of localhost (IPv4 or IPv6)."""
    for family, kind, protocol, _, address in socket.getaddrinfo(
        "localhost", port, type=socket.SOCK_STREAM
    ):
        with socket.socket(family, kind, protocol) as probe:
            if probe.connect_ex(address) == 0:
                return True
    return False


def gone(process: psutil.Process) -> bool:
    """Whether ``process`` has ended (a zombie waiting to be reaped has)."""
    try:
        status: str = process.status()
    except psutil.NoSuchProcess:
        return True
    return bool(status == psutil.STATUS_ZOMBIE)


@contextmanager
def launched_play(base: Path) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    """``hearttoheart play`` started as a terminal starts a command, in a process group of
    its own, its temporary folder under ``base/tmp``; killed with all it started if a test
    leaves it running. Yields the launcher and its log."""
    (base / "tmp").mkdir()
    env = {**jupyter_env(base), "TMPDIR": str(base / "tmp")}
    command = [sys.executable, "-m", "hearttoheart_widget", "play", "--no-browser"]
    log = base / "play.log"
    launcher = subprocess.Popen(
        [*command, f"--port={free_port()}"],
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        yield launcher, log
    finally:
        if launcher.poll() is None:
            left = psutil.Process(launcher.pid).children(recursive=True)
            for process in [psutil.Process(launcher.pid), *left]:
                process.kill()
            launcher.wait()


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    "how",
    ["SIGINT to the launcher", "SIGTERM to the launcher", "SIGHUP to the launcher", "Ctrl+C"],
)
def test_play_stops_and_leaves_nothing_on_the_port_or_on_disk(how: str, tmp_path: Path) -> None:
    with launched_play(tmp_path) as (launcher, log):
        url = until(lambda: started_play(log, launcher.poll() is not None), "the page's address")
        with urllib.request.urlopen(url.replace("localhost", "127.0.0.1"), timeout=120) as page:
            assert b"application/vnd.jupyter.widget-view+json" in page.read()  # the board
        port = int(url.split(":")[2].split("/")[0])
        (folder,) = (tmp_path / "tmp").glob("hearttoheart-*")
        started = psutil.Process(launcher.pid).children(recursive=True)
        assert len(started) >= 2  # Voila and the page's kernel
        if how == "Ctrl+C":  # the terminal sends SIGINT to the whole foreground group
            os.killpg(launcher.pid, signal.SIGINT)
        else:
            os.kill(launcher.pid, getattr(signal, how.split()[0]))
        assert launcher.wait(timeout=120) == 0, log.read_text(errors="replace")[-3000:]
        until(lambda: all(map(gone, started)), "Voila and its kernel to end")
        assert not listening(port)
        assert not folder.exists()
        assert list((tmp_path / "tmp").iterdir()) == []  # nor anything else made there
