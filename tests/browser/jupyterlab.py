"""A real Jupyter server and Debian's Chromium, for the browser tests and the latency benchmark.

One server serves three front ends: JupyterLab, Notebook 7 and Voila (both are extensions of
the same server). It runs on a free port with every config and data directory in a temp
dir; Chromium runs headless with its own home. JupyterLab and Notebook 7 are built from the
same application parts, so a notebook is opened and run through the same commands in both.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

from tests.waiting import until

TOKEN = "hearttoheart-browser-tests"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
]


@dataclass(frozen=True)
class Lab:
    """A running JupyterLab server."""

    url: str
    root: Path

    def api(self, method: str, path: str, body: object = None) -> Any:
        """Call the server's REST API (``/api/``, or ``/lab/api/`` for paths starting with
        ``lab/``) with an optional JSON ``body``; the decoded JSON answer, or None."""
        prefix = "" if path.startswith("lab/") else "api/"
        request = urllib.request.Request(
            f"{self.url}/{prefix}{path}",
            method=method,
            headers={"Authorization": f"token {TOKEN}", "Content-Type": "application/json"},
            data=None if body is None else json.dumps(body).encode(),
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            answer = response.read()
        return json.loads(answer) if answer else None

    def close_sessions(self, name: str) -> None:
        """Shut down the kernels of the notebook ``name``."""
        for session in self.api("GET", "sessions"):
            if session["path"].endswith(name):
                self.api("DELETE", f"sessions/{session['id']}")


def write_json(path: Path, value: object) -> None:
    """Write ``value`` as JSON, making the folders on the way."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value), encoding="utf-8")


def jupyter_env(base: Path) -> dict[str, str]:
    """This environment with every Jupyter config, data and runtime folder under ``base``.

    The venv's ``bin`` comes first on PATH: a kernel spec runs a bare ``python``.
    """
    env = dict(os.environ)
    for name, sub in [
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_DATA_DIR", "data"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("IPYTHONDIR", "ipython"),
        ("JUPYTERLAB_SETTINGS_DIR", "settings"),
        ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"),
    ]:
        env[name] = str(base / sub)
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"
    return env


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def tail(log: Path) -> str:
    """The end of a server's log."""
    return log.read_text(errors="replace")[-3000:]


def answers(server: subprocess.Popen[bytes], log: Path, url: str) -> bool:
    """Whether ``server`` answers at ``url`` now; an error if it has stopped."""
    if server.poll() is not None:
        raise RuntimeError(f"the server stopped:\n{tail(log)}")
    try:
        urllib.request.urlopen(url, timeout=5).close()
    except OSError:
        return False
    return True


def started_play(log: Path, server_exited: bool) -> str | None:
    """The page address ``hearttoheart play`` printed in ``log``, once it did."""
    found = re.search(r"http://\S+\?token=\w+", log.read_text(errors="replace"))
    if found is None and server_exited:
        raise RuntimeError(f"hearttoheart play stopped:\n{log.read_text(errors='replace')[-3000:]}")
    return found.group(0) if found else None


@contextmanager
def running_lab(base: Path) -> Iterator[Lab]:
    """A Jupyter server on a free port serving ``base/notebooks`` in JupyterLab, Notebook 7
    and Voila, its state all under ``base``."""
    root = base / "notebooks"
    root.mkdir(parents=True, exist_ok=True)
    env = jupyter_env(base)
    settings = base / "settings" / "@jupyterlab"
    write_json(
        settings / "apputils-extension" / "notification.jupyterlab-settings",
        {"fetchNews": "false", "checkForUpdates": False},
    )
    write_json(
        settings / "notebook-extension" / "tracker.jupyterlab-settings", {"windowingMode": "none"}
    )
    write_json(
        base / "config" / "jupyter_server_config.json",
        {
            "ServerApp": {
                "jpserver_extensions": {"jupyter_lsp": False, "jupyter_server_terminals": False}
            }
        },
    )
    port = free_port()
    args = [
        "--no-browser", "--allow-root", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0", f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}", "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly", "--LabApp.expose_app_in_browser=True",
        "--JupyterNotebookApp.expose_app_in_browser=True",
    ]  # fmt: skip
    served = Lab(url=f"http://127.0.0.1:{port}", root=root)
    log = base / "server.log"
    with serving([sys.executable, "-m", "jupyterlab", *args], env, log) as server:
        until(
            lambda: answers(server, log, f"{served.url}/api/status?token={TOKEN}"),
            "JupyterLab to answer",
            explain=lambda: tail(log),
        )
        yield served


@contextmanager
def serving(
    args: list[str], env: dict[str, str], log: Path, stop: int = signal.SIGTERM
) -> Iterator[subprocess.Popen[bytes]]:
    """A server process in its own process group, its output in ``log``; on leaving, sent
    ``stop`` (its kernels go with it), and killed if it is still there after 20 s."""
    server = subprocess.Popen(
        args, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        yield server
    finally:
        os.killpg(server.pid, stop)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


def chromium_path() -> str | None:
    """Debian's Chromium, or None when it is not installed."""
    return shutil.which("chromium")


@contextmanager
def chromium(home: Path) -> Iterator[Browser]:
    """Debian's Chromium, headless, with its home and caches under ``home``."""
    executable = chromium_path()
    if executable is None:
        raise FileNotFoundError("Debian's chromium is not installed (scripts/setup.sh does it)")
    env: dict[str, str | float | bool] = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=executable, args=CHROMIUM_ARGS, env=env, headless=True
        )
        try:
            yield launched
        finally:
            launched.close()


def notebook(cells: list[str], metadata: dict[str, Any] | None = None) -> dict[str, Any]:
    """A notebook of code ``cells`` with a Python 3 kernel."""
    return {
        "cells": [
            {"cell_type": "code", "metadata": {}, "source": source, "outputs": [],
             "execution_count": None}
            for source in cells
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}, **(metadata or {})},
        "nbformat": 4,
        "nbformat_minor": 5,
    }  # fmt: skip


_OPEN_NOTEBOOK = """async (run) => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.context.ready;
  await panel.sessionContext.ready;
  if (run) await window.jupyterapp.commands.execute("notebook:run-all-cells");
}"""


def voila_url(lab: Lab, name: str) -> str:
    """The address at which Voila runs the notebook ``name`` and shows its outputs only."""
    return f"{lab.url}/voila/render/{name}?token={TOKEN}"


_RUN_CELL = """async (code) => {
  const app = window.jupyterapp;
  const notebook = app.shell.currentWidget.content;
  const cells = notebook.model.sharedModel;
  cells.insertCell(cells.cells.length, { cell_type: "code", source: code });
  notebook.activeCellIndex = cells.cells.length - 1;
  await app.commands.execute("notebook:run-cell");
  const outputs = notebook.model.cells.get(cells.cells.length - 1).outputs.toJSON();
  const error = outputs.find((output) => output.output_type === "error");
  return {
    error: error ? `${error.ename}: ${error.evalue}` : null,
    text: outputs.map((output) => [].concat(output.text ?? "").join("")).join(""),
  };
}"""


#: Where each front end opens a notebook: JupyterLab, and Notebook 7 (same commands inside).
NOTEBOOK_PATHS = {
    "lab": "lab/tree/{name}?token={token}&reset",
    "notebook": "notebooks/{name}?token={token}",
}


def open_in_lab(page: Page, lab: Lab, name: str, *, run: bool = True, app: str = "lab") -> None:
    """Open the notebook ``name`` of ``lab`` in ``page``, in JupyterLab or (``app="notebook"``)
    Notebook 7; run all its cells unless told not to."""
    page.goto(f"{lab.url}/{NOTEBOOK_PATHS[app].format(name=name, token=TOKEN)}")
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext")
    page.evaluate(_OPEN_NOTEBOOK, run)


def run_cell(page: Page, code: str) -> str:
    """Run ``code`` in a new cell of the open notebook; its text output.

    Raises ``AssertionError`` with the exception when the cell raises one.
    """
    output = page.evaluate(_RUN_CELL, code)
    if output["error"] is not None:
        raise AssertionError(f"the cell {code!r} raised {output['error']}")
    text: str = output["text"]
    return text


_EXECUTE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code, store_history: false });
  let text = "";
  let error = null;
  future.onIOPub = (message) => {
    if (message.header.msg_type === "stream") text += message.content.text;
    if (message.header.msg_type === "error") {
      error = `${message.content.ename}: ${message.content.evalue}`;
    }
  };
  await future.done;
  return { text, error };
}"""


def execute(page: Page, code: str) -> str:
    """Run ``code`` in the open notebook's kernel, without a cell (the focus stays put).

    Its printed text; ``AssertionError`` when it raises. The kernel handles it after every
    message the page's widgets sent before.
    """
    output = page.evaluate(_EXECUTE, code)
    if output["error"] is not None:
        raise AssertionError(f"{code!r} raised {output['error']}")
    text: str = output["text"]
    return text
