"""A real JupyterLab and Debian's Chromium, for the browser tests and the latency benchmark.

JupyterLab on a free port with every config and data directory in a temp dir, Chromium
headless with its own home, and a notebook opened and run through JupyterLab's own
commands.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

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


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def running_lab(base: Path) -> Iterator[Lab]:
    """JupyterLab on a free port serving ``base/notebooks``, its state all under ``base``."""
    root = base / "notebooks"
    root.mkdir(parents=True, exist_ok=True)
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
    port = _free_port()
    args = [
        "--no-browser", "--allow-root", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0", f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}", "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly", "--LabApp.expose_app_in_browser=True",
    ]  # fmt: skip
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", *args],
        env=env,
        stdout=(base / "server.log").open("wb"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    served = Lab(url=f"http://127.0.0.1:{port}", root=root)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                served.api("GET", "status")
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    log = (base / "server.log").read_text(errors="replace")
                    raise RuntimeError(f"JupyterLab did not start:\n{log[-3000:]}") from None
                time.sleep(0.2)
        yield served
    finally:
        os.killpg(server.pid, signal.SIGTERM)
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


def open_in_lab(page: Page, lab: Lab, name: str, *, run: bool = True) -> None:
    """Open the notebook ``name`` of ``lab`` in ``page``; run all its cells unless told not to."""
    page.goto(f"{lab.url}/lab/tree/{name}?token={TOKEN}&reset")
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
