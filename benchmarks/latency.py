"""Click to paint in a real JupyterLab: the widget beside a minimal anywidget counter, with the
kernel answering at once and with its answer delayed by 400 ms.

Run: ``.venv/bin/python benchmarks/latency.py [rounds]`` (default 100, at least 50).
JupyterLab and Chromium start as in the browser tests (``tests/browser/jupyterlab.py``).
Each round plays three taps on ``HH1-N-AAAAAGM`` and then restarts it from the kernel:
a draw (the stock turns its Jack over), a select (the Jack at the tip) and a pair (the tip
with the Jack on the waste). Beside it, a counter whose button sends a message and whose
Python side increments ``value``: the plain round trip, with nothing drawn before the
answer.

For each tap it measures, from the click event's timestamp, the animation frame that
first shows the tap's visible result (*paint*: the stock's count, ``data-selected`` on the
tip, the tip's place emptied) and the frame that first shows Python's answer (*answer*:
the screen reader's sentence, which the view speaks from Python's state only). The delay
is the tests' slow kernel (``tests/slow_kernel.py``: ``answer_late`` wraps the widget from
outside, so that it handles each browser message that much later; the counter gets the
same delay from its own handler). The aim: paint within one 60 Hz frame
(16.7 ms) whatever the delay.

Then review mode: the won game of ``HH1-N-AAAAAAB`` (116 moves) is reviewed from the
kernel, and ``rounds`` times over the view steps to the next move and back by the arrow
keys (on the review's Next button, so the view's own key handling runs), each measured
from the keydown event's timestamp to the frame that shows the new step
(``data-review-step``). The view steps from what Python sent once, so the kernel's delay
must not show in it.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the JupyterLab start-up is shared with the browser tests

from playwright.sync_api import Page  # noqa: E402

from tests.browser.jupyterlab import (  # noqa: E402
    chromium,
    execute,
    notebook,
    open_in_lab,
    running_lab,
    write_json,
)
from tests.slow_kernel import kernel_source  # noqa: E402

FRAME_MS = 1000 / 60
DELAYS = (0, 400)
CODE = "HH1-N-AAAAAGM"  # the tip a Jack, the waste a 7, the stock's first card a Jack
WON = ROOT / "tests" / "data" / "won_HH1-N-AAAAAAB.txt"  # a win of HH1-N-AAAAAAB, 116 moves

COUNTER = '''\
import asyncio
import anywidget
import traitlets

class Counter(anywidget.AnyWidget):
    """The smallest round trip: a click sends a message, Python increments, the view shows."""

    _esm = """
    export default {
      render({ model, el }) {
        const button = document.createElement("button");
        button.className = "counter";
        const show = () => { button.textContent = String(model.get("value")); };
        button.addEventListener("click", () => model.send({ kind: "increment" }));
        model.on("change:value", show);
        show();
        el.append(button);
      },
    };
    """
    value = traitlets.Int(0).tag(sync=True)

    def __init__(self, delay: float) -> None:
        super().__init__()
        self.on_msg(lambda _widget, _content, _buffers: asyncio.get_running_loop().call_later(
            delay, lambda: setattr(self, "value", self.value + 1)))

counter = Counter(DELAY / 1000)
display(w, counter)
'''


def cell(delay: int) -> str:
    """The notebook's one cell: the delay, the widget answering that late, the counter.
    Both show in one output, so a click on either never makes JupyterLab switch cells."""
    return (
        f"{kernel_source()}\nDELAY = {delay}\n"
        "from hearttoheart_widget import HeartToHeart\n"
        f"w = answer_late(HeartToHeart({CODE!r}), DELAY)\n{COUNTER}"
    )


#: Arms one measurement: ``window.__tap`` resolves with ``[paint, answer]``, the ms from the
#: next click on ``target`` to the frames showing a change of ``painted`` (its attribute
#: ``attribute``, or its text when null) and of ``answered``'s text.
_ARM = """([target, painted, attribute, answered]) => {
  const button = document.querySelector(target);
  const times = [null, null];
  let start = null;
  button.addEventListener("click", (event) => { start = event.timeStamp; },
                          { capture: true, once: true });
  window.__tap = new Promise((resolve) => {
    const watch = (element, read, index) => {
      const before = read(element);
      const observer = new MutationObserver(() => {
        if (read(element) === before) return;  // redrawn, not changed
        observer.disconnect();
        requestAnimationFrame(() => {
          times[index] = performance.now() - start;
          if (times.every((time) => time !== null)) resolve(times);
        });
      });
      observer.observe(element, { attributes: true, childList: true, characterData: true,
                                  subtree: true });
    };
    const text = (element) => element.textContent;
    const paintElement = document.querySelector(painted);
    watch(paintElement, attribute ? (element) => element.getAttribute(attribute) : text, 0);
    watch(document.querySelector(answered), text, 1);
    setTimeout(() => resolve(null), 5000);
  });
}"""

WIDGET = ".hth"
SPOKEN = f'{WIDGET} [data-field="announcement"]'
TAPS = {
    "draw": (f'{WIDGET} [data-target="stock"]', f'{WIDGET} [data-target="stock"]', "data-count"),
    "select": (f'{WIDGET} [data-position="24"]', f'{WIDGET} [data-position="24"]', "data-selected"),
    "pair": (f'{WIDGET} [data-target="waste"]', f'{WIDGET} [data-position="24"]', "data-state"),
}


#: Arms one step of review mode: ``window.__step`` resolves with the ms from the next
#: keydown to the frame that shows ``data-review-step`` changed.
_ARM_KEY = """() => {
  const step = document.querySelector('.hth [data-review-step]');
  const before = step.dataset.reviewStep;
  let start = null;
  document.addEventListener("keydown", (event) => { start = event.timeStamp; },
                            { capture: true, once: true });
  window.__step = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (step.dataset.reviewStep === before) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(step, { attributes: true });
    setTimeout(() => resolve(null), 5000);
  });
}"""


def review_steps(page: Page, rounds: int) -> list[float]:
    """Review the won game and step on and back ``rounds`` times by keys; ms each step."""
    moves = WON.read_text().split()
    execute(page, f"w.new_game('HH1-N-AAAAAAB')\nfor m in {moves!r}:\n    w.play(m)\n"
                  "w.review(step=50)")  # fmt: skip
    page.wait_for_selector('.hth [data-review-step="50"]')
    page.focus('.hth [data-control="review-next"]')
    times = []
    for index in range(rounds + 5):  # the first five warm up
        for key in ("ArrowRight", "ArrowLeft"):
            page.evaluate(_ARM_KEY)
            page.keyboard.press(key)
            time: float | None = page.evaluate("window.__step")
            if time is None:
                raise RuntimeError(f"{key} did not step review mode within 5 s")
            if index >= 5:
                times.append(time)
    execute(page, "w.close_review()")
    return times


def click(page: Page, selector: str) -> None:
    """A mouse click in the middle of ``selector``, as a player makes it."""
    box = page.locator(selector).bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def measure(
    page: Page, target: str, painted: str, attribute: str | None, answered: str
) -> list[float]:
    """Click ``target`` once; ``[paint, answer]`` in ms (see ``_ARM``)."""
    page.evaluate(_ARM, [target, painted, attribute, answered])
    click(page, target)
    times: list[float] | None = page.evaluate("window.__tap")
    if times is None:
        raise RuntimeError(f"{target} did not show a tap within 5 s")
    return times


def run(page: Page, rounds: int) -> dict[str, list[float]]:
    """``rounds`` rounds of draw, select and pair, and as many counter taps; times by name."""
    times: dict[str, list[float]] = {}
    for index in range(rounds + 5):  # the first five warm up
        for name, (target, painted, attribute) in TAPS.items():
            paint, answer = measure(page, target, painted, attribute, SPOKEN)
            if index >= 5:
                times.setdefault(f"{name} paint", []).append(paint)
                times.setdefault(f"{name} answer", []).append(answer)
        execute(page, "w.restart()")
        page.wait_for_function(
            "() => document.querySelector('.hth [data-position=\"24\"]').dataset.state === 'free'"
            " && document.querySelector('.hth [data-target=\"stock\"]').dataset.count === '26'"
        )
        paint, _ = measure(page, "button.counter", "button.counter", None, "button.counter")
        if index >= 5:
            times.setdefault("counter", []).append(paint)
    return times


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def bundle_sizes() -> None:
    """Each game's bundle, minified and gzipped, and the two files together."""
    static = ROOT / "hearttoheart_widget" / "static"
    for game in ("heart_to_heart", "hope_deferred"):
        total = 0
        for name in (f"{game}.js", f"{game}.css"):
            data = (static / name).read_bytes()
            total += len(data)
            print(f"bundle  {name:20} {len(data) / 1024:6.1f} KiB minified, "
                  f"{len(gzip.compress(data, 9)) / 1024:5.1f} KiB gzipped")  # fmt: skip
        print(f"bundle  {game + ' in all':20} {total / 1024:6.1f} KiB minified")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rounds", nargs="?", type=int, default=100)
    args = parser.parse_args()
    if args.rounds < 50:
        parser.error("measure at least 50 rounds")
    results: dict[int, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory() as temp:
        base = Path(temp)
        with running_lab(base / "lab") as lab, chromium(base / "home") as browser:
            for delay in DELAYS:
                page = browser.new_page(viewport={"width": 1280, "height": 1600})
                name = f"latency-{delay}.ipynb"
                write_json(lab.root / name, notebook([cell(delay)]))
                open_in_lab(page, lab, name)
                page.wait_for_selector("button.counter")
                page.wait_for_selector(".hth")
                results[delay] = run(page, args.rounds)
                results[delay]["review step"] = review_steps(page, args.rounds)
                lab.close_sessions(name)
                page.close()

    print(f"{args.rounds} rounds (draw, select, pair) in JupyterLab with headless Chromium; "
          "ms from the click to the frame that shows it; review step: from the key, "
          f"{2 * args.rounds} steps")  # fmt: skip
    header = "".join(f" | {f'kernel +{d} ms' if d else 'kernel at once':^24}" for d in DELAYS)
    print(f"{'':16}{header}")
    print(f"{'':16}" + " | median    p95   1 frame" * len(DELAYS))
    for name in results[DELAYS[0]]:
        cells = []
        for delay in DELAYS:
            values = results[delay][name]
            within = sum(t <= FRAME_MS for t in values) / len(values)
            cells.append(f" | {statistics.median(values):6.1f} {percentile(values, 0.95):6.1f}"
                         f" {within:8.0%}")  # fmt: skip
        print(f"{name:16}{''.join(cells)}")
    bundle_sizes()


if __name__ == "__main__":
    main()
