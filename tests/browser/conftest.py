"""A real JupyterLab and Debian's Chromium for the browser tests (shared/guides/browser-testing.md).

One JupyterLab server and one browser serve the whole session; each test gets a fresh
page and its own notebook (so its own kernel), and fails on any uncaught JS error.
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
import time
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

TOKEN = "hearttoheart-browser-tests"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
]

expect.set_options(timeout=30_000)


@dataclass(frozen=True)
class Lab:
    """A running JupyterLab server."""

    url: str
    root: Path

    def api(self, method: str, path: str) -> Any:
        """Call the server's REST API; the decoded JSON answer, or None."""
        request = urllib.request.Request(
            f"{self.url}/api/{path}", method=method, headers={"Authorization": f"token {TOKEN}"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
        return json.loads(body) if body else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _write_json(path: Path, value: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value), encoding="utf-8")


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """JupyterLab on a free port, with every config and data directory in a temp dir."""
    base = tmp_path_factory.mktemp("jupyter")
    root = base / "notebooks"
    root.mkdir()
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
    _write_json(
        settings / "apputils-extension" / "notification.jupyterlab-settings",
        {"fetchNews": "false", "checkForUpdates": False},
    )
    _write_json(
        settings / "notebook-extension" / "tracker.jupyterlab-settings", {"windowingMode": "none"}
    )
    _write_json(
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


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    """Debian's Chromium, headless, with its home and caches in a temp dir."""
    home = tmp_path_factory.mktemp("chromium-home")
    env: dict[str, str | float | bool] = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    executable = shutil.which("chromium")
    if executable is None:
        pytest.skip("Debian's chromium is not installed (scripts/setup.sh installs it)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=executable, args=CHROMIUM_ARGS, env=env, headless=True
        )
        yield launched
        launched.close()


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

_OPEN_NOTEBOOK = """async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.context.ready;
  await panel.sessionContext.ready;
  await window.jupyterapp.commands.execute("notebook:run-all-cells");
}"""


@dataclass
class Notebook:
    """A notebook open in JupyterLab: run cells in its kernel and find the widget."""

    page: Page
    name: str
    errors: list[str] = field(default_factory=list)

    def run(self, code: str) -> str:
        """Run ``code`` in a new cell of the notebook; the cell's text output."""
        output = self.page.evaluate(_RUN_CELL, code)
        if output["error"] is not None:
            raise AssertionError(f"the cell {code!r} raised {output['error']}")
        text: str = output["text"]
        return text

    def state(self) -> dict[str, Any]:
        """The widget ``w``'s game, read back from the kernel."""
        state: dict[str, Any] = json.loads(self.run("print(state())"))
        return state

    def widget(self, view: int = 0) -> Locator:
        """The root element of a widget view on the page (the first one by default)."""
        return self.page.locator(".hth").nth(view)

    def card(self, target: int | str, view: int = 0) -> Locator:
        """A heart position's card element, or the ``"stock"`` or ``"waste"`` element."""
        hook = "data-position" if isinstance(target, int) else "data-target"
        return self.widget(view).locator(f'[{hook}="{target}"]')

    def field(self, name: str, view: int = 0) -> Locator:
        """A status or form field of a view, by its ``data-field`` hook."""
        return self.widget(view).locator(f'[data-field="{name}"]')

    def screenshot(self, name: str, index: int = 0) -> Path:
        """Save a picture of a widget view into ``test-artifacts/``."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.widget(index).screenshot(path=str(path))
        return path


def has_class(name: str) -> re.Pattern[str]:
    """A pattern for ``to_have_class`` matching one class among several."""
    return re.compile(rf"(^|\s){name}(\s|$)")


OpenNotebook = Callable[[str], Notebook]

#: The first cell of every test notebook: the widget ``w`` and ``state()`` to read it back.
SETUP = """\
import json
from hearttoheart_widget import Game, HeartToHeart

def state():
    g = w.game
    return json.dumps({
        "heart": g.heart, "free": g.free(), "stock": len(g.stock), "waste": g.waste,
        "selected": g.selected, "score": g.score, "moves": g.moves, "status": g.status,
        "code": g.code, "message": g.message, "move_errors": w.move_errors,
        "placement_help": w.placement_help, "language": w.language,
    })
"""


@pytest.fixture
def open_notebook(
    lab: Lab, browser: Browser, request: pytest.FixtureRequest
) -> Iterator[OpenNotebook]:
    """``open_notebook(cell)``: a fresh notebook running SETUP and ``cell``, shown in a page."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=lab.url)
    page = context.new_page()
    page.set_default_timeout(30_000)
    name = re.sub(r"\W", "_", request.node.name) + ".ipynb"
    opened = Notebook(page, name)
    page.on("pageerror", lambda error: opened.errors.append(str(error)))

    def open_(cell: str) -> Notebook:
        notebook = {
            "cells": [
                {"cell_type": "code", "metadata": {}, "source": source, "outputs": [],
                 "execution_count": None}
                for source in (SETUP, cell)
            ],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                        "language": "python"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        }  # fmt: skip
        _write_json(lab.root / name, notebook)
        page.goto(f"{lab.url}/lab/tree/{name}?token={TOKEN}&reset")
        page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext")
        page.evaluate(_OPEN_NOTEBOOK)
        expect(opened.widget()).to_be_visible()
        return opened

    yield open_
    try:
        for session in lab.api("GET", "sessions"):
            if session["path"].endswith(name):
                lab.api("DELETE", f"sessions/{session['id']}")
    finally:
        context.close()
    assert opened.errors == [], f"uncaught JavaScript errors: {opened.errors}"
