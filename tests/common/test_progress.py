"""Progress bars (tqdm): on request, on a terminal, in a notebook, and quiet elsewhere."""

from __future__ import annotations

import fcntl
import io
import os
import pty
import struct
import subprocess
import sys
import termios
import time

import nbformat
import pytest
from nbclient import NotebookClient

from hearttoheart_widget import deal_statistics
from hearttoheart_widget.common.reporting import progress_bar
from hearttoheart_widget.hope_deferred import simulate


def test_a_bar_on_request_counts_to_the_end_on_any_stream() -> None:
    stream = io.StringIO()
    deal_statistics(0, 50, progress=True, stream=stream)
    text = stream.getvalue()
    assert text.startswith("\r")
    assert "100%" in text
    assert "50/50" in text
    assert text.endswith("\n")


def test_simulate_labels_its_bar_with_the_variant(capsys: pytest.CaptureFixture[str]) -> None:
    simulate(10, "knockout", seed=1, progress=True)
    err = capsys.readouterr().err
    assert "knockout: 100%" in err
    assert "10/10" in err


def test_no_bar_unless_asked_when_the_output_is_not_a_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    quiet = io.StringIO()
    deal_statistics(0, 50, stream=quiet)
    deal_statistics(0, 50, progress=False, stream=quiet)
    simulate(10, seed=1)
    simulate(10, seed=1, progress=False)
    assert quiet.getvalue() == ""
    assert capsys.readouterr().err == ""


def test_the_time_left_is_unknown_until_there_is_progress_to_estimate_from() -> None:
    stream = io.StringIO()
    bar = progress_bar(10_000, "deals", show=True, stream=stream)
    assert "<?" in stream.getvalue()
    time.sleep(0.05)
    bar.update(5000)
    bar.refresh()
    last = stream.getvalue().rsplit("\r", 1)[-1]
    assert "5.00k/10.0k" in last
    assert "<?" not in last
    bar.close()


_ON_A_TERMINAL = """
import hearttoheart_widget.common.reporting as reporting
reporting.DELAY = 0  # the bar's usual two seconds' grace, waived so that a short run shows it
from hearttoheart_widget import deal_statistics
deal_statistics(0, 300, workers=1)
"""


def test_a_terminal_gets_the_bar_unasked_and_a_pipe_does_not() -> None:
    pid, fd = pty.fork()
    if pid == 0:  # the child: standard streams on an 80-column pseudo-terminal
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execv(sys.executable, [sys.executable, "-c", _ON_A_TERMINAL])
    seen = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the child has gone
            break
        if not chunk:
            break
        seen += chunk
    os.waitpid(pid, 0)
    assert b"300/300" in seen
    piped = subprocess.run(
        [sys.executable, "-c", _ON_A_TERMINAL], capture_output=True, text=True, check=True
    )
    assert piped.stderr == ""


def test_a_notebook_gets_a_widget_bar_not_text() -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(
        nbformat.v4.new_code_cell(
            "from hearttoheart_widget import deal_statistics\n"
            "deal_statistics(0, 200, progress=True).winnable"
        )
    )
    NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    outputs = notebook.cells[0].outputs
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs)
    assert not any(o.get("name") == "stderr" for o in outputs)


def test_in_the_browsers_python_a_bar_starts_no_monitor_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Pyodide cannot start a thread: tqdm's monitor would warn (TqdmMonitorWarning)."""
    from tqdm.auto import tqdm

    monkeypatch.setattr(tqdm, "monitor_interval", 10)
    monkeypatch.setattr(tqdm, "monitor", None)  # one an earlier bar of this process started
    monkeypatch.setattr(sys, "platform", "emscripten")
    with progress_bar(10, "deals", show=True, stream=io.StringIO()) as bar:
        bar.update(10)
    assert tqdm.monitor_interval == 0
    assert tqdm.monitor is None
