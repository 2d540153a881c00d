"""The built site served from 127.0.0.1 to Debian's Chromium, with every request that would
leave the machine aborted and counted (the site test and benchmarks/site.py share it)."""

from __future__ import annotations

import functools
import http.server
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from playwright.sync_api import Browser, BrowserContext, Response, Route, sync_playwright

from tests.browser.jupyterlab import CHROMIUM_ARGS, chromium_path

LOCAL = ("127.0.0.1", "localhost")
#: Pyodide as npm ships it (site/node_modules/pyodide), its standard library not compiled,
#: served at this path of the site's address (not a file of the site): the reference for
#: Pyodide's bare start, beside the site's own runtime (``static/pyodide/``), whose
#: standard library scripts/site.py precompiles.
RELEASED = "pyodide-as-released/"
RELEASED_FILES = Path(__file__).resolve().parents[2] / "site" / "node_modules" / "pyodide"
#: Every host but this machine resolves to nothing, so not even a DNS query leaves it.
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"


class _Files(http.server.SimpleHTTPRequestHandler):
    """A static file server that names the types Pyodide and JupyterLite need."""

    extensions_map = {  # noqa: RUF012 (the base class declares it so)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def __init__(self, *args: Any, sent: list[int] | None = None, **options: Any) -> None:
        self.sent = sent  # where the sizes of the files sent go, if anywhere
        super().__init__(*args, **options)  # which answers the request

    def translate_path(self, path: str) -> str:
        """A file of the site, or of :data:`RELEASED_FILES` under :data:`RELEASED`."""
        asked = urlparse(path).path
        name = asked.removeprefix(f"/{RELEASED}")
        if name != asked and name and "/" not in name:
            return str(RELEASED_FILES / name)
        return super().translate_path(path)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the browser's side says what was asked for."""

    def copyfile(self, source: Any, outputfile: Any) -> None:
        """Send the file, counting its bytes."""
        if self.sent is not None:
            self.sent.append(os.fstat(source.fileno()).st_size)
        super().copyfile(source, outputfile)


class _Server(http.server.ThreadingHTTPServer):
    """Quiet about a page that went away before its files were sent."""

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


@dataclass
class Offline:
    """The browser and the site's address, with every request that was kept from leaving."""

    browser: Browser
    url: str
    aborted: list[str] = field(default_factory=list)

    def context(self) -> BrowserContext:
        """A fresh context (its own cache and storage) whose requests off this machine are
        aborted and counted in ``aborted``. The site's service worker answers only the
        site's own requests and leaves every other to the network, so the route sees
        (and aborts) each request that would leave the machine."""
        context = self.browser.new_context(viewport={"width": 1280, "height": 1000})
        context.set_default_timeout(120_000)

        def route(request: Route) -> None:
            address = urlparse(request.request.url)
            if address.scheme in ("http", "https", "ws", "wss") and address.hostname not in LOCAL:
                self.aborted.append(request.request.url)
                request.abort()
            else:
                request.continue_()

        context.route("**/*", route)
        return context


@contextmanager
def serving(site: Path, sent: list[int] | None = None) -> Iterator[str]:
    """``site`` on a free port of 127.0.0.1 until the block ends: its address. Then the
    port answers nothing, as if the network were gone. The size of each file sent goes
    into ``sent``, if given."""
    files = functools.partial(_Files, directory=str(site), sent=sent)
    server = _Server(("127.0.0.1", 0), files)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def served(site: Path, home: Path) -> Iterator[Offline]:
    """``site`` on a free port of 127.0.0.1, and headless Chromium with its home in ``home``."""
    executable = chromium_path()
    if executable is None:
        raise FileNotFoundError("Debian's chromium is not installed (scripts/setup.sh does it)")
    env: dict[str, str | float | bool] = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    with serving(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable, args=[*CHROMIUM_ARGS, OFFLINE], env=env, headless=True
        )
        try:
            yield Offline(browser, url)
        finally:
            browser.close()


#: The Cache Storage cache where the Play page keeps its Python's snapshot
#: (site/play/snapshot.js's CACHE).
SNAPSHOT_CACHE = "hearttoheart-widget play snapshot"

#: The page's part of the site is in the service worker's cache (site/register.js says so).
KEPT = "document.documentElement.dataset.offline === 'kept'"

#: Every code cell of the open notebook has run, and none is running; or a cell failed,
#: which stops Run All.
ALL_RAN = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== "code") continue;
    if (cell.outputs.toJSON().some((output) => output.output_type === "error")) return true;
    if (!cell.executionCount) return false;
  }
  return ![...document.querySelectorAll(".jp-InputPrompt")].some(
    (prompt) => prompt.textContent.includes("*"));
}"""

#: Opens nothing: starts Run All in the open notebook once its kernel is ready.
RUN_ALL = """async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.context.ready;
  await panel.sessionContext.ready;
  window.jupyterapp.commands.execute("notebook:run-all-cells");
}"""


@dataclass
class Fetched:
    """One file a page fetched: its address, status and size in bytes (Content-Length)."""

    url: str
    status: int
    size: int


#: The pages a first visit is measured on, with what says each is ready: the home page,
#: the Play page's board, a notebook with its kernel idle in both apps, and the docs.
PAGES = {
    "index.html": "document.readyState === 'complete'",
    "play/index.html": "document.body.dataset.ready === 'true'",
    "notebooks/index.html?path=tutorial.ipynb": (
        "window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel?.status === 'idle'"
    ),
    "lab/index.html?path=tutorial.ipynb": (
        "window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel?.status === 'idle'"
    ),
    "docs/index.html": "document.readyState === 'complete'",
}


def first_visit(offline: Offline, page: str) -> list[Fetched]:
    """Every file a first visit of ``page`` (one of :data:`PAGES`) fetched, its web
    workers' and its service worker's included, until the page is ready, the service
    worker has kept its part of the site (which it starts once the page has started) and
    the network has been idle for a moment: a fresh context, so nothing comes from a cache."""
    context = offline.context()
    fetched: list[Fetched] = []

    def seen(response: Response) -> None:
        size = int(response.headers.get("content-length") or 0)
        fetched.append(Fetched(response.url, response.status, size))

    context.on("response", seen)
    opened = context.new_page()
    opened.goto(f"{offline.url}{page}")
    opened.wait_for_function(PAGES[page], polling=250, timeout=600_000)
    opened.wait_for_function(KEPT, polling=250, timeout=600_000)
    opened.wait_for_load_state("networkidle")
    context.close()
    return fetched


#: Pyodide's bare start, as a page of the site sees it: a module worker (made from a blob,
#: so nothing is written into the site) that only runs loadPyodide with the runtime in the
#: folder given (the site's own, ``static/pyodide/``, or :data:`RELEASED`); resolves with the
#: milliseconds from the worker's creation to Pyodide ready.
BARE_START = """async (folder) => {
  const index = new URL(folder, location.href).href;
  const source = `import { loadPyodide } from "${index}pyodide.mjs";
    await loadPyodide({ indexURL: "${index}" });
    postMessage("ready");`;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const started = performance.now();
  const worker = new Worker(url, { type: "module" });
  await new Promise((resolve, reject) => {
    worker.onmessage = resolve;
    worker.onerror = (event) => reject(new Error(event.message));
  });
  worker.terminate();
  return performance.now() - started;
}"""
