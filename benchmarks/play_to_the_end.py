"""The pace of Hope Deferred's "Play to the end", with the kernel's answer delayed.

Run: ``.venv/bin/python benchmarks/play_to_the_end.py``. The widget's bundle runs in a bare
Chromium page (as in ``tests/browser/bare_page.py``) whose fake model answers each ``step``
with the game's next state after a set delay: 0 ms (the front end's own pace), 60 ms (about
a local kernel's round trip here) and 250 ms (a remote kernel). For each variant and delay
it prints the steps a second while Play to the end runs, and how many steps arrived while
the last step's motion was still running (that motion is then cut short).
"""

from __future__ import annotations

import itertools
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the page and browser set-up are shared with the tests

from hearttoheart_widget.hope_deferred import HopeDeferred  # noqa: E402
from tests.browser.bare_page import BarePage, synced_state  # noqa: E402
from tests.browser.jupyterlab import chromium  # noqa: E402

CODES = {
    "classic": "HD1-CH-AAAAAAM",
    "knockout": "HD1-KH-AAAAAAB",
    "abandon_hope": "HD1-AH-AAAAAAB",
}
DELAYS = [0, 60, 250]

#: Makes the fake model answer each step with the next of `states` after `delay` ms, and
#: records when each answer is set and whether a motion was still running then.
_ANSWER = """([states, delay]) => {
  const model = window.hwModels[0];
  const running = () => document.getAnimations().filter((animation) =>
    !(animation instanceof CSSAnimation) && animation.playState === "running").length;
  let next = 0;
  window.hdAnswers = [];
  model.send = (message) => {
    model.sent.push(message);
    if (message.kind !== "tap" || next >= states.length) return;
    const state = states[next++];
    setTimeout(() => {
      window.hdAnswers.push({ at: performance.now(), moving: running() > 0 });
      for (const [name, value] of Object.entries(state)) model.set(name, value);
    }, delay);
  };
}"""


def states_of(code: str) -> list[dict[str, Any]]:
    """The synced state after each step of the game ``code``, to its end."""
    widget = HopeDeferred(code)
    states = []
    while not widget.game.is_over:
        widget.step()
        states.append(synced_state(widget))
    return states


def main() -> None:
    with chromium(Path(tempfile.mkdtemp())) as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        print("variant       delay  steps  steps/s (median gap)  arrived mid-motion")
        for variant, code in CODES.items():
            states = states_of(code)
            for delay in DELAYS:
                bare = BarePage(page, HopeDeferred(code))
                bare.render(HopeDeferred(code), width=880)
                page.evaluate(_ANSWER, [states, delay])
                bare.root(0).locator('[data-action="play-out"]').click()
                page.wait_for_function(
                    "(n) => window.hdAnswers.length === n", arg=len(states), timeout=60_000
                )
                answers = page.evaluate("window.hdAnswers")
                gaps = [b["at"] - a["at"] for a, b in itertools.pairwise(answers)]
                gap = statistics.median(gaps)
                moving = sum(answer["moving"] for answer in answers[1:])
                pace = f"{1000 / gap:5.2f} ({gap:.0f} ms)"
                print(
                    f"{variant:<13} {delay:>4} ms {len(states):>5}  {pace}"
                    f"          {moving} of {len(states) - 1}"
                )


if __name__ == "__main__":
    main()
