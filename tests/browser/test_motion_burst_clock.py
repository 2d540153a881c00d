"""Animations that never hold the state back, a 200-click burst, and the clock after reloads."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import ipywidgets
import pytest
from playwright.sync_api import Browser, expect

from hearttoheart_widget import Game, HeartToHeart, Table
from hearttoheart_widget.moves import Target
from hearttoheart_widget.view_state import board_state

from .board import assert_page_matches_python, drawn
from .jupyterlab import Lab, execute, notebook, open_in_lab, write_json
from .notebook import Notebook, OpenNotebook
from .scenes import SCRIPTED

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

#: Starts watching ``selector``'s ``attribute``; ``window.__hthSeen`` then resolves, at its
#: first change, with the new value and the ghosts and animations running at that moment.
_WATCH = """([selector, attribute]) => {
  const root = document.querySelector(".hth");
  const element = root.querySelector(selector);
  const before = element.getAttribute(attribute);
  window.__hthSeen = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.getAttribute(attribute) === before) return;  // redrawn, not changed
      observer.disconnect();
      resolve({
        value: element.getAttribute(attribute),
        ghosts: root.querySelectorAll(".hth-ghost").length,
        animations: root.getAnimations({ subtree: true }).length,
      });
    });
    observer.observe(element, { attributes: true, attributeFilter: [attribute] });
  });
}"""


def watch(nb: Notebook, selector: str, attribute: str) -> None:
    """Watch for the next change of ``attribute`` on ``selector`` (see ``_WATCH``)."""
    nb.page.evaluate(_WATCH, [selector, attribute])


def seen(nb: Notebook) -> dict[str, Any]:
    """What the watched change brought (waits for it)."""
    change: dict[str, Any] = nb.page.evaluate("window.__hthSeen")
    return change


def test_animations_play_over_the_new_state(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    watch(nb, '[data-target="waste"]', "data-rank")
    nb.card("stock").click()
    drawn = seen(nb)
    # The waste shows the drawn Jack at once; a copy flies in above it.
    assert drawn["value"] == "11"
    assert drawn["ghosts"] == 1
    assert drawn["animations"] >= 2

    nb.card(24).click()
    watch(nb, '[data-position="24"]', "data-state")
    nb.card("waste").click()
    paired = seen(nb)
    assert paired["value"] == "removed"
    assert paired["ghosts"] == 2  # the tip and the waste's Jack fade away as copies
    expect(nb.widget().locator(".hth-ghost")).to_have_count(0)  # and are gone after

    nb.page.emulate_media(reduced_motion="reduce")
    watch(nb, '[data-target="waste"]', "data-rank")
    nb.card("stock").click()
    still = seen(nb)
    assert (still["ghosts"], still["animations"]) == (0, 0)
    assert_page_matches_python(nb)


#: Records, in order, each click that reaches an enabled card, stock or waste of the widget.
_RECORD_CLICKS = """() => {
  window.__hthClicks = [];
  document.addEventListener("click", (event) => {
    const button = event.target.closest?.(".hth button");
    if (!button || button.disabled) return;
    const position = button.dataset.position;
    window.__hthClicks.push(position !== undefined ? Number(position) : button.dataset.target);
  }, true);
}"""

_CENTRES = """(root) => Object.fromEntries(
  [...root.querySelectorAll("[data-position], [data-target]")].map((element) => {
    const rect = element.getBoundingClientRect();
    const key = element.dataset.position ?? element.dataset.target;
    return [key, [rect.x + rect.width / 2, rect.y + rect.height / 2]];
  }))"""


def test_a_burst_of_200_clicks(open_notebook: OpenNotebook) -> None:
    """Clicks as fast as Playwright sends them: none lost, none reordered, page equals Python."""
    code = "HH1-N-AAAAAAB"
    nb = open_notebook(
        f"w = HeartToHeart({code!r})\ntaps = []\n"
        "w.on_msg(lambda _w, content, _b: taps.append(content))\nw"
    )
    nb.page.evaluate(_RECORD_CLICKS)
    centres = nb.widget().evaluate(_CENTRES)
    rng = random.Random(4)
    choices = ["stock"] * 6 + ["waste"] * 3 + [str(p) for p in range(15, 25)]
    for _ in range(200):
        x, y = centres[rng.choice(choices)]
        nb.page.mouse.click(x, y)

    board = assert_page_matches_python(nb)
    clicked = nb.page.evaluate("window.__hthClicks")
    received = json.loads(execute(nb.page, "print(json.dumps(taps))"))
    taps: list[Target] = [m["target"] for m in received if m["kind"] == "tap"]
    assert len(clicked) > 100
    assert taps == clicked  # every click on a live target reached Python, in order
    replay = Table(Game.from_code(code))
    for target in taps:
        replay.tap(target)
    assert drawn(board_state(replay)) == board
    assert board["moves"] > 20


def test_a_new_view_asks_for_the_clock(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw.draw()\nw")  # the clock runs
    execute(nb.page, "import time; time.sleep(2.2)")
    nb.run("display(w)")
    later = nb.field("time", 1)
    expect(later).to_have_text(re.compile(r"^0:0[2-9]$"))  # not 0:00: a fresh reading


def test_a_saved_notebook_shows_its_saved_time(lab: Lab, browser: Browser) -> None:
    """A notebook saved while the clock ran shows the saved time, still, without a kernel."""
    widget = HeartToHeart(SCRIPTED)
    widget.draw()
    saved = ipywidgets.Widget.get_manager_state(widgets=[widget, widget.layout])
    saved["state"][widget.model_id]["state"]["clock"] = {"elapsed": 83.2, "running": True}
    cell = notebook([f"w = HeartToHeart({SCRIPTED!r})\nw"])
    cell["cells"][0]["outputs"] = [
        {
            "output_type": "display_data",
            "metadata": {},
            "data": {
                "text/plain": repr(widget),
                "application/vnd.jupyter.widget-view+json": {
                    "model_id": widget.model_id,
                    "version_major": 2,
                    "version_minor": 0,
                },
            },
        }
    ]
    cell["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": saved}
    name = "saved_clock.ipynb"
    write_json(lab.root / name, cell)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        open_in_lab(page, lab, name, run=False)
        # JupyterLab shows the widgets of a notebook from disk once the player trusts it.
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:trust'); }")
        page.locator(".jp-Dialog .jp-mod-accept").click()
        time_field = page.locator('.hth [data-field="time"]')
        expect(time_field).to_have_text("1:23")
        expect(page.locator('.hth [data-field="moves"]')).to_have_text("1")
        page.wait_for_timeout(1_500)
        assert time_field.inner_text() == "1:23"  # saved, not ticking from an old wall clock
    finally:
        lab.close_sessions(name)
        context.close()
    widget.close()
    assert errors == []
