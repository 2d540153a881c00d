"""The static site's figures: its size, what a first visit of each page downloads, the
tutorial's start and Run All (cold and warm), the engine's speed in the browser beside
CPython's, and click-to-paint on the Play page.

Run: ``python benchmarks/site_speed.py OUT`` with OUT built by ``python3 scripts/site.py OUT``.
The site is served from 127.0.0.1 to headless Chromium with every other request aborted
(their count is printed: it should be 0). Prints figures; asserts nothing.

A first visit: a fresh browser context, until the page is ready (the notebooks: their
kernel idle) and the network idle, web workers' downloads included (tests/site/offline.py).
Cold: a fresh browser context, so nothing is cached. Warm: the same context opening the
page again, with the browser's cache and JupyterLite's storage as the first visit left them.
A warm visit with the service worker in control: the Play page and the tutorial opened
again once the worker has kept their parts of the site, with the bytes the server sent.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the offline browser is shared with the site's test

from playwright.sync_api import BrowserContext, Page  # noqa: E402

from tests.site.offline import (  # noqa: E402
    ALL_RAN,
    KEPT,
    PAGES,
    RUN_ALL,
    Offline,
    first_visit,
    served,
    serving,
)

GAMES = 300
"""Random playouts in each runtime (benchmarks/engine.py's, on fewer deals)."""
CLICKS = 20

#: Clicks the stock and resolves with the milliseconds from the click to the first frame
#: painted after the board changed, and to the stock's count changing (Python's answer).
CLICK_TO_PAINT = """async (selector) => {
  const stock = document.querySelector(selector);
  const before = stock.dataset.count;
  const root = stock.closest(".hth");
  return await new Promise((resolve) => {
    let changed = null;
    const observer = new MutationObserver(() => {
      if (changed !== null) return;
      changed = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => {
        observer.disconnect();
        const painted = performance.now();
        const wait = () => {
          const now = document.querySelector(selector).dataset.count;
          if (now !== before) resolve([painted - started, performance.now() - started]);
          else requestAnimationFrame(wait);
        };
        wait();
      }));
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const started = performance.now();
    stock.click();
  });
}"""
STOCK = '.hth [data-target="stock"]'


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit("usage: python benchmarks/site_speed.py OUT (built by scripts/site.py)")
    site = Path(sys.argv[1]).resolve()
    files = [path for path in site.rglob("*") if path.is_file()]
    size = sum(path.stat().st_size for path in files)
    runtime = sum(path.stat().st_size for path in (site / "static" / "pyodide").iterdir())
    print(f"site: {size / 1e6:.1f} MB in {len(files):,} files")
    print(f"  of which Pyodide and the wheels: {runtime / 1e6:.1f} MB")
    with tempfile.TemporaryDirectory() as home, served(site, Path(home)) as offline:
        first_visits(offline)
        tutorial(offline)
        engine_and_clicks(offline)
        warm_visits(site, offline)
        print(f"requests aborted (would have left the machine): {len(offline.aborted)}")


def first_visits(offline: Offline) -> None:
    """What a first visit of each page downloads: each file once (a page asks for some
    again, JupyterLite's settings and the notebook's kernel status in its favicon, and its
    service worker passes files on), and the biggest of them."""
    for page in PAGES:
        fetched = first_visit(offline, page)
        files = {file.url: file.size for file in fetched}
        biggest = max(files, key=files.__getitem__)
        print(
            f"first visit of {page}: {sum(files.values()) / 1e6:.1f} MB in {len(files)} files,"
            f" {len(fetched)} requests (the biggest: {biggest.rsplit('/', 1)[-1]},"
            f" {files[biggest] / 1e6:.1f} MB)"
        )


def timed_tutorial(context: BrowserContext, url: str) -> tuple[float, float, int]:
    """Open the tutorial, Run All as soon as its kernel is ready: seconds to the first
    board drawn, to the end of Run All, and the bytes the page received."""
    page = context.new_page()
    received: list[int] = []
    page.on("response", lambda got: received.append(int(got.headers.get("content-length", 0))))
    started = time.perf_counter()
    page.goto(f"{url}notebooks/index.html?path=tutorial.ipynb")
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext")
    page.evaluate(RUN_ALL)
    page.wait_for_selector(".hth", timeout=300_000)
    board = time.perf_counter() - started
    page.wait_for_function(ALL_RAN, polling=100, timeout=1_200_000)
    done = time.perf_counter() - started
    page.close()
    return board, done, sum(received)


def tutorial(offline: Offline) -> None:
    context = offline.context()
    for visit in ("cold", "warm"):
        board, done, received = timed_tutorial(context, offline.url)
        print(
            f"tutorial, {visit}: first board after {board:.1f} s, Run All done after {done:.1f} s"
            f" ({received / 1e6:.1f} MB received over the network)"
        )
    context.close()


def warm_visits(site: Path, offline: Offline) -> None:
    """A second visit with the site's service worker in control: the Play page's ready
    time, the tutorial's first board and Run All, and the bytes the server sent during
    the second visit (a server of its own counts them; the worker's own requests are
    invisible to the browser's events)."""
    sent: list[int] = []
    with serving(site, sent) as url:
        context = offline.context()
        first = context.new_page()
        for page in ("play/index.html", "notebooks/index.html?path=tutorial.ipynb"):
            first.goto(f"{url}{page}")
            first.wait_for_function(KEPT, polling=250, timeout=600_000)
        first.close()
        sent.clear()
        second = context.new_page()
        started = time.perf_counter()
        second.goto(f"{url}play/index.html")
        second.wait_for_selector("body[data-ready='true']", timeout=300_000)
        ready = time.perf_counter() - started
        second.close()
        board, done, _ = timed_tutorial(context, url)
        print(
            f"warm visit, the service worker in control: Play page ready after {ready:.1f} s;"
            f" tutorial: first board after {board:.1f} s, Run All done after {done:.1f} s;"
            f" {sum(sent) / 1e3:.1f} kB sent by the server ({len(sent)} files)"
        )
        context.close()


def engine_and_clicks(offline: Offline) -> None:
    context = offline.context()
    page = context.new_page()
    started = time.perf_counter()
    page.goto(f"{offline.url}play/index.html")
    page.wait_for_selector("body[data-ready='true']", timeout=300_000)
    print(f"Play page: board ready after {time.perf_counter() - started:.1f} s (cold)")
    clicks(page)
    # benchmarks/engine.py itself, run the same way in both: its module, then the playouts.
    source = (ROOT / "benchmarks" / "engine.py").read_text(encoding="utf-8")
    measure = (
        f"seconds, moves = _best_of(3, lambda: random_playouts({GAMES}))\nrate = moves / seconds"
    )
    moves_per_second = page.evaluate(
        """([source, measure]) => {
          const python = window.hwPython;
          const space = python.globals.get("dict")();
          python.runPython(source, { globals: space });
          python.runPython(measure, { globals: space });
          return space.get("rate");
        }""",
        [source, measure],
    )
    space: dict[str, object] = {"__name__": "engine"}
    exec(compile(source, "benchmarks/engine.py", "exec"), space)
    exec(measure, space)
    here = float(space["rate"])  # type: ignore[arg-type]
    print(
        f"engine, random playouts of {GAMES} deals: browser (Pyodide) {moves_per_second:,.0f}"
        f" moves/s, CPython {sys.version.split()[0]} {here:,.0f} moves/s"
        f" ({moves_per_second / here:.2f}x)"
    )
    context.close()


def clicks(page: Page) -> None:
    """Click-to-paint of draws from the stock on the Play page, where Python answers in
    the page itself: the board changes only when Python has answered."""
    paints, answers = [], []
    for _ in range(CLICKS):
        painted, answered = page.evaluate(CLICK_TO_PAINT, STOCK)
        paints.append(painted)
        answers.append(answered)
    print(
        f"Play page, click on the stock to paint ({CLICKS} draws): median"
        f" {statistics.median(paints):.1f} ms, max {max(paints):.1f} ms;"
        f" Python's answer shown after median {statistics.median(answers):.1f} ms"
    )


if __name__ == "__main__":
    main()
