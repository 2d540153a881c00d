"""The shared frame in a real JupyterLab: JupyterLab's shortcuts inside either widget, a
notebook saved with its widget state and reopened without running it, and both games at
360, 480 and 1280 px wide (one row of controls, the menu inside the widget)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.waiting import until

from .conftest import SETUP
from .games import GAMES, GameCase, ids
from .jupyterlab import Lab, execute, notebook, open_in_lab, write_json
from .layout import PAGE_SHAPE, controls, lab_window, problems, steady
from .notebook import ARTIFACTS, Notebook, OpenNotebook
from .scenes import SCRIPTED, notebook_shape

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

WIDGET_STATE = "lab/api/settings/@jupyter-widgets/jupyterlab-manager:plugin"


def modified(lab: Lab, name: str) -> str:
    """When the server last wrote the notebook ``name``."""
    stamp: str = lab.api("GET", f"contents/{name}?content=0")["last_modified"]
    return stamp


def wait_for_save(lab: Lab, name: str, before: str) -> None:
    """Wait (up to 60 s) until the notebook file is written again, and reads whole."""
    until(
        lambda: modified(lab, name) != before and _reads_whole(lab.root / name),
        f"{name} to be saved again",
    )


def _reads_whole(path: Any) -> bool:
    """Whether the file at ``path`` holds all of its JSON (a save may be half written)."""
    try:
        json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError:
        return False
    return True


def execution_count(page: Page, index: int) -> int | None:
    count: int | None = page.evaluate(
        "(i) => window.jupyterapp.shell.currentWidget.content.model.cells.get(i).executionCount",
        index,
    )
    return count


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_jupyterlab_shortcuts_work_and_the_widgets_keys_stay_inside(
    open_notebook: OpenNotebook, lab: Lab, game: GameCase
) -> None:
    """Ctrl+S, Ctrl+Shift+C and Shift+Enter reach JupyterLab with the stock focused; the
    letters of the notebook's shortcuts typed on the felt or in the code field edit no cell
    and make no move, and the arrows move on the felt."""
    nb = game.open(open_notebook, repr(game.won))
    stock = nb.widget().locator('[data-target="stock"]')
    stock.focus()

    # Ctrl+S saves the notebook: the file on disk is written again.
    before = modified(lab, nb.name)
    # The server's timestamps have a resolution of one second: a save must come in a later one.
    written = datetime.fromisoformat(before.replace("Z", "+00:00")).replace(microsecond=0)
    until(lambda: datetime.now(timezone.utc) >= written + timedelta(seconds=1), "the next second")
    nb.page.keyboard.press("Control+s")
    wait_for_save(lab, nb.name, before)
    expect(stock).to_be_focused()

    # Ctrl+Shift+C opens the command palette.
    palette = nb.page.locator(".jp-ModalCommandPalette")
    nb.page.keyboard.press("Control+Shift+c")
    expect(palette).to_be_visible()
    nb.page.keyboard.press("Escape")
    expect(palette).to_be_hidden()

    # The widget's own keys stay inside: letters edit no cell, one at a time (z would undo a).
    stock.focus()
    nb.page.keyboard.press("Escape")  # nothing to close: still the widget's key
    shape = notebook_shape(nb)
    for key in ["a", "b", "m", "y", "d", "d", "x", "c", "v", "z", "Shift+m", "Shift+ArrowDown"]:
        nb.page.keyboard.press(key)
        assert notebook_shape(nb) == shape, key
    assert nb.widget().evaluate("(root) => root.contains(document.activeElement)")
    stock.focus()
    key, hook = game.arrow
    nb.page.keyboard.press(key)  # an arrow moves on the felt
    expect(nb.widget().locator(f"[{hook}]")).to_be_focused()
    code_input = nb.widget().locator('[data-field="code-input"]')
    code_input.focus()
    for key in ["a", "m", "Shift+Enter"]:
        nb.page.keyboard.press(key)
        assert notebook_shape(nb) == shape, key
    expect(code_input).to_have_value("am")
    assert nb.run(f"print({game.moves_made})").strip() == "0"  # no key was a move

    # Shift+Enter, which the widget does not use, runs the widget's cell.
    stock.focus()
    count = execution_count(nb.page, 1)
    assert count is not None
    nb.page.keyboard.press("Shift+Enter")
    nb.page.wait_for_function(
        "(count) => window.jupyterapp.shell.currentWidget.content.model.cells.get(1)"
        ".executionCount > count",
        arg=count,
    )
    assert execute(nb.page, f"print({game.moves_made})") == "0\n"  # a fresh widget


@pytest.fixture
def widget_state_saved(lab: Lab) -> Iterator[None]:
    """JupyterLab's setting "Save Widget State Automatically", on for one test."""
    lab.api("PUT", WIDGET_STATE, {"raw": json.dumps({"saveState": True})})
    try:
        yield
    finally:
        lab.api("PUT", WIDGET_STATE, {"raw": "{}"})


def saved_widget(path: Any) -> dict[str, Any]:
    """The saved state of the HeartToHeart model in the notebook file at ``path``."""
    saved = json.loads(path.read_text(encoding="utf-8"))
    models = saved["metadata"]["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    (state,) = [m["state"] for m in models.values() if m["model_name"] == "AnyModel"
                and "heart" in m["state"]]  # fmt: skip
    found: dict[str, Any] = state
    return found


def test_a_reopened_notebook_keeps_its_time_and_says_to_run_the_cell(
    lab: Lab, browser: Browser, widget_state_saved: None
) -> None:
    name = "reopened.ipynb"
    write_json(lab.root / name, notebook([SETUP, f"w = HeartToHeart({SCRIPTED!r})\nw"]))
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        open_in_lab(page, lab, name)
        widget = page.locator(".hth")
        widget.locator('[data-target="stock"]').click()  # the first move starts the clock
        widget.locator('[data-position="24"]').click()
        expect(widget.locator('[data-field="moves"]')).to_have_text("1")
        time_field = widget.locator('[data-field="time"]')
        expect(time_field).to_have_text(re.compile(r"^0:0[3-9]$"), timeout=10_000)
        before = modified(lab, name)
        widget.locator('[data-position="24"]').focus()
        page.keyboard.press("Control+s")
        wait_for_save(lab, name, before)
        state = saved_widget(lab.root / name)
        assert state["moves"] == 1
        assert state["clock"]["running"] is True
        assert state["clock"]["elapsed"] >= 3  # the time shown, not the 0 of the first move
        saved_time = f"0:{int(state['clock']['elapsed']):02d}"
        lab.close_sessions(name)
        context.close()

        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        open_in_lab(page, lab, name, run=False)  # a kernel starts; the cell is not run
        widget = page.locator(".hth")  # the notebook JupyterLab saved is trusted
        time_field = widget.locator('[data-field="time"]')
        expect(time_field).to_have_text(saved_time)
        notice = widget.locator('[data-field="offline"]')
        expect(notice).to_be_visible()
        expect(notice).to_have_text("This board was saved with the notebook. Run its cell to play.")
        expect(widget.locator('[data-field="moves"]')).to_have_text("1")
        widget.locator('[data-target="stock"]').click()
        expect(notice).to_have_class(re.compile(r"\bhw-pulse\b"))
        expect(widget.locator('[data-field="announcement"]')).to_have_text(
            "This board was saved with the notebook. Run its cell to play."
        )
        page.wait_for_timeout(1_200)
        assert time_field.inner_text() == saved_time  # standing still, not ticking
        expect(widget.locator('[data-field="moves"]')).to_have_text("1")
        assert execute(page, "print('w' in globals())") == "False\n"
    finally:
        lab.close_sessions(name)
        context.close()
    assert errors == []


CELL_BOTH = f"""\
from hearttoheart_widget.hope_deferred import HopeDeferred
w = HeartToHeart({SCRIPTED!r}, language="hr")
w.draw()
w.tap(24)
hd = HopeDeferred("HD1-AD-AAAAAAB", language="de")
for _ in range(4):
    hd.step()
display(w, hd)
"""


@pytest.mark.parametrize("width", [360, 480, 1280])
def test_both_games_fit_the_window(open_notebook: OpenNotebook, width: int) -> None:
    """No sideways scrolling and nothing cut off, sidebars closed, Croatian and German; then
    in each language, one row of controls and the discard spot inside the felt."""
    nb: Notebook = open_notebook(CELL_BOTH)
    lab_window(nb.page, width, 900)
    for selector in ['[data-widget="heart-to-heart"]', '[data-widget="hope-deferred"]']:
        root = nb.page.locator(selector)
        expect(root).to_be_visible()
        assert problems(root) == {"scroll": 0, "outside": [], "clipped": []}, selector
        output = root.locator("xpath=ancestor::*[contains(@class, 'jp-OutputArea-output')]")
        inside = root.evaluate(
            "(root) => { const a = root.getBoundingClientRect(); const b ="
            " root.closest('.jp-OutputArea-output').getBoundingClientRect();"
            " return a.left >= b.left - 0.5 && a.right <= b.right + 0.5; }"
        )
        assert inside, selector
        expect(output).to_be_visible()
    sideways = nb.page.evaluate(
        "() => { const panel = document.querySelector('.jp-WindowedPanel-outer, .jp-Notebook');"
        " return [panel.scrollWidth - panel.clientWidth,"
        " document.documentElement.scrollWidth - document.documentElement.clientWidth]; }"
    )
    assert sideways == [0, 0]
    ARTIFACTS.mkdir(exist_ok=True)
    nb.page.screenshot(path=str(ARTIFACTS / f"lab-both-games-{width}px.png"))
    for language in ["en", "de", "hr"]:
        execute(nb.page, f"w.language = hd.language = {language!r}")
        for game in ["heart-to-heart", "hope-deferred"]:
            keeps_to_one_row(nb.page.locator(f'[data-widget="{game}"]'), language, width)
        felt = nb.page.locator(".hth .hw-felt")
        for part in [".hth-discard", ".hth-discard-caption"]:
            assert contains(felt, nb.page.locator(f".hth {part}")), (width, language, part)


def keeps_to_one_row(root: Locator, language: str, window: int) -> None:
    """Once ``root`` shows ``language``: its controls on one line inside the bar, the code
    field (and Hope Deferred's choices) in the settings menu of a widget under 560 px,
    nothing out of place, and the open menu inside the widget."""
    expect(root).to_have_attribute("lang", language)
    steady(root.page, PAGE_SHAPE)
    where = (window, language, root.get_attribute("data-widget"))
    found = controls(root)
    assert len(found["tops"]) >= 2, (where, found)
    assert len(set(found["tops"])) == 1, (where, found)
    assert found["last"] <= found["right"] + 0.5, (where, found)
    width = root.evaluate("(root) => root.getBoundingClientRect().width")
    menu = "settings" if width < 560 else "controls"
    assert found["form"] == menu, (where, width)
    if root.get_attribute("data-widget") == "hope-deferred":
        assert found["choices"] == menu, (where, width)
    assert problems(root) == {"scroll": 0, "outside": [], "clipped": []}, where
    root.locator('[data-action="settings"]').click()
    panel = root.locator('[data-menu="settings"]')
    expect(panel).to_be_visible()
    assert problems(root)["outside"] == [], where
    root.page.keyboard.press("Escape")
    expect(panel).to_be_hidden()


def contains(outer: Locator, inner: Locator) -> bool:
    """Whether ``inner``'s box lies inside ``outer``'s."""
    a, b = inner.bounding_box(), outer.bounding_box()
    assert a is not None
    assert b is not None
    return (
        a["x"] >= b["x"] - 0.5
        and a["y"] >= b["y"] - 0.5
        and a["x"] + a["width"] <= b["x"] + b["width"] + 0.5
        and a["y"] + a["height"] <= b["y"] + b["height"] + 0.5
    )
