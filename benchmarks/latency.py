"""Tap latency in a real JupyterLab: the widget beside a minimal anywidget counter.

Run: ``.venv/bin/python benchmarks/latency.py [taps]`` (default 250 of each, at least 200).
JupyterLab and Chromium start as in the browser tests (``tests/browser/jupyterlab.py``).
One notebook shows the widget and a counter whose button sends a message on click and whose
Python side increments ``value``: the same round trip as a tap, with nothing else to do.
Taps on the two alternate, one at a time. A tap's latency runs from the click event's
timestamp to the animation frame that first shows the new state (the widget's move count,
the counter's number). It also prints the bundle's size and the bytes each tap brings over
the kernel's websocket, and the whole-game figures of ``benchmarks/sync_bytes.py``.
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

import sync_bytes  # noqa: E402 (the benchmark beside this one)
from playwright.sync_api import Page, WebSocket  # noqa: E402

from tests.browser.jupyterlab import (  # noqa: E402
    chromium,
    notebook,
    open_in_lab,
    running_lab,
    write_json,
)

FRAME_MS = 1000 / 60

COUNTER = '''\
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

    def __init__(self) -> None:
        super().__init__()
        self.on_msg(lambda _widget, _content, _buffers: setattr(self, "value", self.value + 1))

counter = Counter()
display(counter)
'''

WIDGET = "from hearttoheart_widget import HeartToHeart\nw = HeartToHeart('HH1-N-AAAAAAB')\nw"

#: Arms one measurement: ``window.__tap`` resolves with the milliseconds from the next
#: click on ``target`` to the frame that shows a change of ``shown``.
_ARM = """([target, shown]) => {
  const button = document.querySelector(target);
  const field = document.querySelector(shown);
  window.__tap = new Promise((resolve) => {
    const before = field.textContent;
    let start = null;
    button.addEventListener("click", (event) => { start = event.timeStamp; },
                            { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (field.textContent === before) return;  // redrawn, not changed
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(field, { childList: true, characterData: true, subtree: true });
    setTimeout(() => resolve(null), 5000);
  });
}"""

TARGETS = {
    "widget": ('.hth [data-target="stock"]', '.hth [data-field="moves"]'),
    "counter": ("button.counter", "button.counter"),
}


def tap(page: Page, kind: str) -> float:
    """Click the widget's stock or the counter once; the milliseconds until it showed."""
    target, shown = TARGETS[kind]
    page.evaluate(_ARM, [target, shown])
    page.locator(target).scroll_into_view_if_needed()
    box = page.locator(target).bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    elapsed: float | None = page.evaluate("window.__tap")
    if elapsed is None:
        raise RuntimeError(f"the {kind} did not show a tap within 5 s")
    return elapsed


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def bundle_sizes() -> None:
    static = ROOT / "hearttoheart_widget" / "static"
    for name in ("heart_to_heart.js", "heart_to_heart.css"):
        data = (static / name).read_bytes()
        print(f"bundle  {name:20} {len(data) / 1024:6.1f} KiB minified, "
              f"{len(gzip.compress(data, 9)) / 1024:5.1f} KiB gzipped")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("taps", nargs="?", type=int, default=250)
    args = parser.parse_args()
    if args.taps < 200:
        parser.error("measure at least 200 taps")
    with tempfile.TemporaryDirectory() as temp:
        base = Path(temp)
        with running_lab(base / "lab") as lab, chromium(base / "home") as browser:
            page = browser.new_page(viewport={"width": 1280, "height": 1600})
            frames: list[bytes | str] = []

            def listen(socket: WebSocket) -> None:
                socket.on("framereceived", lambda frame: frames.append(frame))

            page.on("websocket", listen)
            write_json(lab.root / "latency.ipynb", notebook([WIDGET, COUNTER]))
            open_in_lab(page, lab, "latency.ipynb")
            page.wait_for_selector("button.counter")
            page.wait_for_selector(".hth")
            for _ in range(20):  # warm up both
                tap(page, "widget")
                tap(page, "counter")
            times: dict[str, list[float]] = {"widget": [], "counter": []}
            per_tap: list[int] = []
            updates: list[int] = []
            for _ in range(args.taps):
                before = len(frames)
                times["widget"].append(tap(page, "widget"))
                got = [len(f) for f in frames[before:]]
                per_tap.append(sum(got))
                updates.extend(
                    len(f)
                    for f in frames[before:]
                    if b"comm_msg" in _bytes(f) and b"update" in _bytes(f)
                )
                times["counter"].append(tap(page, "counter"))
            lab.close_sessions("latency.ipynb")

    print(f"{args.taps} taps each, alternating, in JupyterLab with headless Chromium")
    medians = {}
    for kind, values in times.items():
        medians[kind] = statistics.median(values)
        print(f"{kind:8}: median {medians[kind]:5.1f} ms, 95th percentile "
              f"{percentile(values, 0.95):5.1f} ms")  # fmt: skip
    print(f"ratio   : widget / counter = {medians['widget'] / medians['counter']:.2f} (median)")
    within = sum(t <= FRAME_MS for t in times["widget"]) / args.taps
    print(f"frame   : {within:.0%} of the widget's taps shown within one 60 Hz frame "
          f"({FRAME_MS:.1f} ms)")  # fmt: skip
    bundle_sizes()
    print(f"wire    : the update message {statistics.median(updates):.0f} B per tap (median); "
          f"all websocket frames {statistics.median(per_tap):.0f} B per tap (median, with "
          "the kernel's busy/idle status)")  # fmt: skip
    sync_bytes.main()


def _bytes(frame: bytes | str) -> bytes:
    return frame if isinstance(frame, bytes) else frame.encode()


if __name__ == "__main__":
    main()
