"""The widget in Notebook 7, in Voila, and in ``hearttoheart play``, each in a real browser.

In each, a click must reach Python (Python's own record of the game changes) and the page
must follow a move made in Python. JupyterLab is covered by every other browser test.
"""

from __future__ import annotations

import json
import re
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from hearttoheart_widget import Game

from .conftest import SETUP, page_errors
from .jupyterlab import (
    Lab,
    free_port,
    jupyter_env,
    notebook,
    serving,
    voila_url,
    write_json,
)
from .notebook import ARTIFACTS, OpenNotebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

CODE = "HH1-N-AAAAAGM"  # the waste holds a 7
STOCK = Game.from_code(CODE).stock  # the cards the stock will draw, in order


def test_notebook_7_a_click_reaches_python_and_the_page_follows_python(
    open_notebook: OpenNotebook,
) -> None:
    nb = open_notebook(f"w = HeartToHeart({CODE!r})\nw", app="notebook")
    assert nb.page.evaluate("window.jupyterapp.name") == "Jupyter Notebook"
    nb.card("stock").click()
    expect(nb.field("moves")).to_have_text("1")
    state = nb.state()
    assert (state["moves"], state["waste"], state["stock"]) == (1, [7, STOCK[0]], 25)

    nb.run('w.play("draw")')
    expect(nb.field("moves")).to_have_text("2")
    expect(nb.card("waste")).to_have_attribute("data-rank", str(STOCK[1]))
    expect(nb.field("stock-count")).to_have_text("24")


#: Voila shows outputs only: Python's record of the game in a label, redrawn after each
#: move, and a button whose click makes a move in Python.
VOILA_CELL = f"""\
import ipywidgets

w = HeartToHeart({CODE!r})
python_view = ipywidgets.Label(state())
w.on_move(lambda move: setattr(python_view, "value", state()))
python_move = ipywidgets.Button(description="Draw from Python")
python_move.on_click(lambda button: w.play("draw"))
display(w, python_view, python_move)
"""


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh page that fails the test on any uncaught JavaScript error."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    opened = context.new_page()
    opened.set_default_timeout(60_000)
    errors = page_errors(opened)
    yield opened
    context.close()
    assert errors == [], f"uncaught JavaScript errors: {errors}"


def test_voila_a_click_reaches_python_and_the_page_follows_python(lab: Lab, page: Page) -> None:
    write_json(lab.root / "voila.ipynb", notebook([SETUP, VOILA_CELL]))
    page.goto(voila_url(lab, "voila.ipynb"))
    board = page.locator(".hth")
    python_view = page.locator(".widget-label")
    expect(board).to_be_visible(timeout=60_000)
    assert json.loads(python_view.inner_text())["moves"] == 0

    board.locator('[data-target="stock"]').click()
    expect(python_view).to_contain_text('"moves": 1')
    state = json.loads(python_view.inner_text())
    assert (state["waste"], state["stock"]) == ([7, STOCK[0]], 25)
    expect(board.locator('[data-field="moves"]')).to_have_text("1")

    page.get_by_role("button", name="Draw from Python").click()
    expect(board.locator('[data-field="moves"]')).to_have_text("2")
    expect(board.locator('[data-target="waste"]')).to_have_attribute("data-rank", str(STOCK[1]))
    expect(python_view).to_contain_text('"moves": 2')


def started_play(log: Path, server_exited: bool) -> str | None:
    """The page address ``hearttoheart play`` printed, once it did."""
    found = re.search(r"http://\S+\?token=\w+", log.read_text(errors="replace"))
    if found is None and server_exited:
        raise RuntimeError(f"hearttoheart play stopped:\n{log.read_text(errors='replace')[-3000:]}")
    return found.group(0) if found else None


@pytest.mark.parametrize(
    ("game", "root", "counter"),
    [("heart-to-heart", ".hth", "moves"), ("hope-deferred", ".hd", "deal")],
)
def test_hearttoheart_play_opens_a_page_with_a_game_to_play(
    game: str, root: str, counter: str, page: Page, tmp_path: Path
) -> None:
    port = free_port()
    log = tmp_path / "play.log"
    command = [sys.executable, "-m", "hearttoheart_widget", "play", game, "--no-browser"]
    # Ctrl+C, as a player stops it: the command cleans up after Voila stops.
    with serving([*command, f"--port={port}"], jupyter_env(tmp_path), log, signal.SIGINT) as server:
        while (url := started_play(log, server.poll() is not None)) is None:
            page.wait_for_timeout(200)
        page.goto(url.replace("localhost", "127.0.0.1"))
        board = page.locator(root)
        expect(board).to_be_visible(timeout=60_000)
        expect(board.locator(f'[data-field="{counter}"]')).to_have_text("0")
        stock = board.locator('[data-field="stock-count"]')
        before = int(stock.inner_text())

        board.locator('[data-target="stock"]').click()
        expect(board.locator(f'[data-field="{counter}"]')).to_have_text("1")
        assert int(stock.inner_text()) < before
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"play-{game}.png"))
        page.close()
    assert server.returncode == 0, log.read_text(errors="replace")[-3000:]
