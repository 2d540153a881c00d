"""The static site's figures: its size, what a first visit of each page downloads, the
tutorial's start and Run All (cold and warm), the Play page's cold start (its board
painted) beside Pyodide's bare start, what each step of its Python costs, click to paint
on it (from a Chromium performance trace) and the engine's speed in the browser beside
CPython's.

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

import json
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the offline browser is shared with the site's test

from playwright.sync_api import BrowserContext, Page  # noqa: E402

from tests.site.offline import (  # noqa: E402
    ALL_RAN,
    BARE_START,
    KEPT,
    PAGES,
    RELEASED,
    RUN_ALL,
    SNAPSHOT_CACHE,
    Offline,
    first_visit,
    served,
    serving,
)

GAMES = 300
"""Random playouts in each runtime (benchmarks/engine.py's, on fewer deals)."""
CLICKS = 20
COLD = 3
"""Cold starts of the Play page, each beside one of Pyodide's bare start."""
TUTORIALS = 5
"""Openings of the tutorial, cold and warm: its first board varies more than the Play page's."""
FRAME = 1000 / 60
"""One frame at 60 Hz, in milliseconds."""

#: Readies the measuring of one tap on the stock: the click event's time, the board's first
#: change after it and the first message from Python after it; `window.tap` holds them.
TAP = """(selector) => {
  const stock = document.querySelector(selector);
  const tap = (window.tap = { click: null, changed: null, answered: null });
  document.addEventListener("click", (event) => { tap.click = event.timeStamp; },
    { capture: true, once: true });
  window.addEventListener("hwanswer", () => { tap.answered = performance.now(); }, { once: true });
  const observer = new MutationObserver(() => {
    if (tap.click === null) return;
    tap.changed = performance.now();
    observer.disconnect();
  });
  observer.observe(stock.closest(".hth"), { subtree: true, childList: true, attributes: true,
    characterData: true });
}"""
STOCK = '.hth [data-target="stock"]'
#: The trace's categories: input events, the main thread's frames (paint, commit) and the
#: compositor's (draw and swap).
TRACED = ["devtools.timeline", "disabled-by-default-devtools.timeline.frame", "viz"]

#: What each step of the Play page's Python costs in a worker, measured one after the
#: other: Pyodide's start as npm ships it (its standard library compiled at each import);
#: then, on the site's runtime (what scripts/site.py precompiled), its start, the wheels
#: unpacked (the page's set, IPython left out), the stub, ipywidgets made lazy, each import
#: and a board; and, on a third runtime with every wheel of the lock, the import of IPython
#: itself and of ipywidgets as a kernel imports it (all its controls). Resolves with
#: [step, milliseconds] pairs.
IMPORTS = """async () => {
  const index = new URL("/static/pyodide/", location.href).href;
  const released = new URL("/RELEASED", location.href).href;
  const source = `import { loadPyodide } from "${index}pyodide.mjs";
    const steps = [];
    let at = performance.now();
    const step = (name) => {
      const now = performance.now();
      steps.push([name, now - at]);
      at = now;
    };
    const unpack = async (names) => {
      const into = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
      for (const wheel of await wheels(names)) {
        pyodide.unpackArchive(wheel, "wheel", { extractDir: into });
      }
    };
    const lock = await (await fetch("${index}pyodide-lock.json")).json();
    const wheels = async (names) => Promise.all(names.map(async (name) =>
      (await fetch("${index}" + lock.packages[name].file_name)).arrayBuffer()));
    const closure = (name, out, skip) => {
      if (out.has(name) || skip.includes(name)) return out;
      out.add(name);
      for (const other of lock.packages[name].depends) closure(other, out, skip);
      return out;
    };
    const page = [...closure("hearttoheart-widget", new Set(), ["ipython", "tqdm"])];
    const all = Object.keys(lock.packages);
    const stub = await (await fetch("${index}../../play/ipython_stub.py")).text();
    const lazy = await (await fetch("${index}../../play/lazy_ipywidgets.py")).text();
    at = performance.now();
    await loadPyodide({ indexURL: "${released}" });
    step("Pyodide's start as npm ships it (loadPyodide)");
    let pyodide = await loadPyodide({ indexURL: "${index}" });
    step("Pyodide's start, the site's runtime (loadPyodide)");
    await unpack(page);
    step("the page's " + page.length + " wheels fetched and unpacked");
    pyodide.runPython(stub);
    step("ipython_stub.py");
    pyodide.runPython(lazy);
    step("lazy_ipywidgets.py");
    for (const line of ["import traitlets", "import comm", "import ipywidgets", "import anywidget",
      "from hearttoheart_widget import HeartToHeart",
      "from hearttoheart_widget.hope_deferred import HopeDeferred",
      "board = HeartToHeart(winnable_only=True)"]) {
      pyodide.runPython(line);
      step(line);
    }
    pyodide = await loadPyodide({ indexURL: "${index}" });
    await unpack(all);
    pyodide.runPython("import traitlets, comm");
    at = performance.now();
    pyodide.runPython("import IPython");
    step("import IPython (left out: ipython_stub.py)");
    pyodide.runPython("import ipywidgets");
    step("import ipywidgets with all its controls (left out: lazy_ipywidgets.py)");
    postMessage(steps);`;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const worker = new Worker(url, { type: "module" });
  return await new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => reject(new Error(event.message));
  });
}""".replace("RELEASED", RELEASED)


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
        starts(offline)
        imports(offline)
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


#: Notes, on the page's clock, when the first board is in the notebook: `window.firstBoard`.
FIRST_BOARD = """new MutationObserver((_, observer) => {
  if (!document.querySelector(".hth")) return;
  window.firstBoard = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });"""


@dataclass
class Tutorial:
    """One opening of the tutorial, Run All as soon as its kernel is ready: seconds to
    the first board in the notebook on the page's clock (from the navigation's start, as
    for the Play page) and as the test driver saw it (which adds its own work), and to
    the end of Run All. (What the page downloads is measured on a first visit of its own,
    :func:`first_visits`: counting each response here made the driver busy enough, beside
    the page on 2 cores, to put the first board 0.3 s later.)"""

    board: float
    seen: float
    done: float


def timed_tutorial(context: BrowserContext, url: str, *, keep: bool = False) -> Tutorial:
    """Open the tutorial and Run All as soon as its kernel is ready; with ``keep``, the
    page is left open until the service worker has kept its part of the site."""
    page = context.new_page()
    page.add_init_script(FIRST_BOARD)
    started = time.perf_counter()
    page.goto(f"{url}notebooks/index.html?path=tutorial.ipynb")
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext")
    page.evaluate(RUN_ALL)
    page.wait_for_selector(".hth", timeout=300_000)
    seen = time.perf_counter() - started
    board = page.evaluate("window.firstBoard") / 1000
    page.wait_for_function(ALL_RAN, polling=100, timeout=1_200_000)
    done = time.perf_counter() - started
    if keep:
        page.wait_for_function(KEPT, polling=250, timeout=600_000)
    page.close()
    return Tutorial(board, seen, done)


def tutorial(offline: Offline) -> None:
    """The tutorial cold (a fresh context) and warm (the same context again, once the
    service worker has kept its part of the site), :data:`TUTORIALS` times each: medians."""
    runs: dict[str, list[Tutorial]] = {"cold": [], "warm": []}
    for _ in range(TUTORIALS):
        context = offline.context()
        runs["cold"].append(timed_tutorial(context, offline.url, keep=True))
        runs["warm"].append(timed_tutorial(context, offline.url))
        context.close()
    for visit, timed in runs.items():
        boards = [run.board for run in timed]
        print(
            f"tutorial, {visit}: first board after {statistics.median(boards):.2f} s on the"
            f" page's clock ({', '.join(f'{board:.2f}' for board in boards)}; the test driver"
            f" saw it after {statistics.median(run.seen for run in timed):.2f} s), Run All"
            f" done after {statistics.median(run.done for run in timed):.1f} s"
        )


def starts(offline: Offline) -> None:
    """The Play page's cold start, beside Pyodide's bare start in the same browser (a
    worker that only runs loadPyodide, made on the site's home page), both as npm ships
    Pyodide and with the site's runtime (its standard library precompiled): each in a fresh
    context, taken in turns; and the steps of the page's start."""
    painted: list[float] = []
    driver: list[float] = []
    bare: list[float] = []
    released: list[float] = []
    steps: list[dict[str, int]] = []
    for _ in range(COLD):
        for folder, times in ((RELEASED, released), ("static/pyodide/", bare)):
            context = offline.context()
            page = context.new_page()
            page.goto(offline.url)
            times.append(page.evaluate(BARE_START, folder))
            context.close()
        context = offline.context()
        timings, seen = visit_play(context.new_page(), offline.url)
        painted.append(timings["painted"])
        driver.append(seen)
        steps.append(timings)
        context.close()
    slow = statistics.median(painted)
    print(
        f"Play page, cold: board painted {slow / 1000:.2f} s after the page's navigation"
        f" began (median of {COLD}; {seconds(painted)}); the test driver saw it after"
        f" {statistics.median(driver) / 1000:.2f} s ({seconds(driver)})"
    )
    for name, times in (("as npm ships it", released), ("the site's, precompiled", bare)):
        fast = statistics.median(times)
        print(
            f"  Pyodide's bare start, {name}: {fast / 1000:.2f} s ({seconds(times)}):"
            f" the page takes {slow / fast:.2f}x"
        )
    median = {name: statistics.median(step[name] for step in steps) for name in steps[0]}
    said = ", ".join(f"{name} {took:.0f}" for name, took in median.items())
    print(f"  the steps, ms after the navigation began (median): {said}")


def visit_play(page: Page, url: str) -> tuple[dict[str, int], float]:
    """Open the Play page at ``url`` in ``page`` and wait for its board to be painted: the
    page's timings (ms after its navigation began, ``painted`` among them) and the ms the
    test driver took to see the board, from its call to open the page (which adds the
    driver's own work, and its waits for a busy machine, to the page's time)."""
    started = time.perf_counter()
    page.goto(f"{url}play/index.html")
    page.wait_for_selector("body[data-ready='true']", timeout=300_000)
    seen = (time.perf_counter() - started) * 1000
    page.wait_for_function("hwPage.timings?.painted !== undefined", timeout=60_000)
    timings: dict[str, int] = page.evaluate("hwPage.timings")
    return timings, seen


def seconds(values: Sequence[float]) -> str:
    """Milliseconds as seconds, listed."""
    return ", ".join(f"{value / 1000:.2f}" for value in values)


def imports(offline: Offline) -> None:
    """What each step of the Play page's Python costs (:data:`IMPORTS`)."""
    context = offline.context()
    page = context.new_page()
    page.goto(offline.url)
    print("the Play page's Python, step by step in a worker (ms):")
    for name, took in page.evaluate(IMPORTS):
        print(f"  {took:7.0f}  {name}")
    context.close()


def warm_visits(site: Path, offline: Offline) -> None:
    """A second visit with the site's service worker in control: the Play page's ready
    time (from the snapshot the first visit kept, and without it), the tutorial's first
    board and Run All, and the bytes the server sent during the second visit (a server of
    its own counts them; the worker's own requests are invisible to the browser's events)."""
    sent: list[int] = []
    with serving(site, sent) as url:
        context = offline.context()
        first = context.new_page()
        for page in ("play/index.html", "notebooks/index.html?path=tutorial.ipynb"):
            first.goto(f"{url}{page}")
            first.wait_for_function(KEPT, polling=250, timeout=600_000)
            if page.startswith("play/"):
                first.wait_for_function("hwPage.snapshot !== null", timeout=300_000)
        first.close()
        sent.clear()
        restored = [warm_play(context, url, snapshot=True) for _ in range(COLD)]
        received = sum(sent)
        without = [warm_play(context, url, snapshot=False) for _ in range(COLD)]
        opened = timed_tutorial(context, url)
        print(
            "warm visit, the service worker in control: Play page's board painted after"
            f" {statistics.median(restored) / 1000:.2f} s from the first visit's snapshot"
            f" ({seconds(restored)}), {statistics.median(without) / 1000:.2f} s without one"
            f" ({seconds(without)});"
            f" tutorial: first board after {opened.board:.2f} s on the page's clock,"
            f" Run All done after {opened.done:.1f} s;"
            f" the server sent {received / 1e3:.1f} kB to the Play page's visits"
        )
        context.close()


#: Forget the Play page's kept snapshot (site/play/snapshot.js).
FORGET_SNAPSHOT = f"caches.delete('{SNAPSHOT_CACHE}')"


def warm_play(context: BrowserContext, url: str, *, snapshot: bool) -> int:
    """Milliseconds to the Play page's board painted on a visit in ``context``, from the
    kept snapshot or (``snapshot=False``) with none kept; checks the page did as told."""
    page = context.new_page()
    if not snapshot:
        page.goto(url)
        page.evaluate(FORGET_SNAPSHOT)
    timings, _ = visit_play(page, url)
    if page.evaluate("hwPage.restored") is not snapshot:
        how = "from" if snapshot else "without"
        raise SystemExit(f"the Play page did not start {how} its snapshot")
    if not snapshot:  # the visit keeps a new one: wait, so the next visit is not slowed
        page.wait_for_function("hwPage.snapshot !== null", timeout=300_000)
    page.close()
    return timings["painted"]


def engine_and_clicks(offline: Offline) -> None:
    context = offline.context()
    page = context.new_page()
    page.goto(f"{offline.url}play/index.html")
    page.wait_for_selector("body[data-ready='true']", timeout=300_000)
    # The clicks once the snapshot for the next visit is made (its worker takes a core).
    page.wait_for_function("hwPage.snapshot !== null", timeout=300_000)
    clicks(page)
    # benchmarks/engine.py itself, run the same way in both: its module, then the playouts.
    source = (ROOT / "benchmarks" / "engine.py").read_text(encoding="utf-8")
    measure = (
        f"seconds, moves = _best_of(3, lambda: random_playouts({GAMES}))\nrate = moves / seconds"
    )
    moves_per_second = page.evaluate(
        "(code) => hwPage.run(code)",
        f"space = {{'__name__': 'engine'}}\n"
        f"exec(compile({source!r}, 'benchmarks/engine.py', 'exec'), space)\n"
        f"exec({measure!r}, space)\n"
        "space['rate']",
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


def tap(page: Page) -> dict[str, float]:
    """One real click on the stock (the browser's input, as a player's), once the board
    holds still; the page's timestamps of it (:data:`TAP`)."""
    page.wait_for_function("document.getAnimations().length === 0")
    page.evaluate(TAP, STOCK)
    page.locator(STOCK).click()
    page.wait_for_function("window.tap.changed !== null && window.tap.answered !== null")
    times: dict[str, float] = page.evaluate("window.tap")
    return times


def clicks(page: Page) -> None:
    """Click-to-paint of draws from the stock on the Play page, from a Chromium
    performance trace of the taps: from each click's dispatch to the end of the commit of
    the first frame painted after its handlers ran (the view draws the tap from its
    previews in the click's handler), and to the end of the compositor's draw and swap of
    that frame (on screen); apart, from the page's own timestamps, Python's first answer."""
    browser = page.context.browser
    assert browser is not None
    browser.start_tracing(page=page, categories=TRACED)
    answers = []
    for _ in range(CLICKS):
        times = tap(page)
        answers.append(times["answered"] - times["click"])
    handled, committed, shown = zip(*frames(json.loads(browser.stop_tracing())), strict=True)
    print(f"Play page, click on the stock ({CLICKS} draws, Python in a worker):")
    for name, values in (
        ("the click's handlers done (the tap drawn from previews)", handled),
        ("click to paint: the frame committed", committed),
        ("click to paint: the frame drawn and swapped (on screen)", shown),
        ("Python's answer received", answers),
    ):
        print(f"  {name}: {spread(list(values))}")


def spread(values: list[float]) -> str:
    """Milliseconds: median, p95 and the share within one frame."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    within = sum(value <= FRAME for value in values) / len(values)
    return (
        f"median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms,"
        f" within one frame ({FRAME:.1f} ms) {within:.0%}"
    )


def frames(trace: object) -> list[tuple[float, float, float]]:
    """For each click in a Chromium trace, milliseconds from its dispatch to the end of its
    handlers, to the end of the commit of the first frame painted after them, and to the
    end of the draw and swap that put that frame on screen."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    assert isinstance(events, list)
    clicks = sorted(
        (event["ts"], event["ts"] + event.get("dur", 0))
        for event in events
        if event.get("name") == "EventDispatch"
        and event.get("args", {}).get("data", {}).get("type") == "click"
    )

    def first(name: str, after: float, phase: str = "X") -> float | None:
        found = [
            event["ts"] + event.get("dur", 0)
            for event in events
            if event.get("name") == name and event.get("ph") == phase and event["ts"] >= after
        ]
        return min(found, default=None)

    measured = []
    for start, end in clicks:
        paint = first("Paint", end)
        commit = paint and first("Commit", paint, "e")
        swap = commit and first("Display::DrawAndSwap", commit)
        if commit and swap:
            measured.append(((end - start) / 1000, (commit - start) / 1000, (swap - start) / 1000))
    return measured


if __name__ == "__main__":
    main()
