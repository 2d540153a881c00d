"""The widget in JupyterLab, Notebook 7, Voila, ``hearttoheart play`` and marimo, and the
board's picture where no widget runs, each in a real browser.

In each front end, a click must reach Python (Python's own record of the game changes),
the page must follow a move made in Python, and only the live board shows (not its
picture as well). JupyterLab is covered by every other browser test too; here it counts
the player's interactions. marimo re-runs the cells that read a wrapped board after each
click, and only then. Where no widget runs (an untrusted notebook in JupyterLab, an HTML
export opened without internet), the board's picture shows instead.
"""

from __future__ import annotations

import copy
import json
import re
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbconvert import HTMLExporter
from playwright.sync_api import Browser, Locator, Page, Route, expect

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.hope_deferred import HopeDeferred
from tests.waiting import until

from .bare_page import BarePage
from .conftest import SETUP, page_errors
from .jupyterlab import (
    Lab,
    free_port,
    jupyter_env,
    notebook,
    open_in_lab,
    serving,
    started_play,
    voila_url,
    write_json,
)
from .marimo import cell, marimo_app
from .notebook import ARTIFACTS, OpenNotebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

CODE = "HH1-N-AAAAAGM"  # the waste holds a 7
HD_CODE = "HD1-CH-AAAAAAM"  # 32 cards in the stock; the first deal leaves 29
STOCK = Game.from_code(CODE).stock  # the cards the stock will draw, in order


def test_notebook_7_a_click_reaches_python_and_the_page_follows_python(
    open_notebook: OpenNotebook,
) -> None:
    nb = open_notebook(f"w = HeartToHeart({CODE!r})\nw", app="notebook")
    assert nb.page.evaluate("window.jupyterapp.name") == "Jupyter Notebook"
    nb.card("stock").click()
    expect(nb.field("moves")).to_have_text("1")
    nb.expect_state(lambda s: (s["moves"], s["waste"], s["stock"]), (1, [7, STOCK[0]], 25))

    nb.run('w.play("draw")')
    expect(nb.field("moves")).to_have_text("2")
    expect(nb.card("waste")).to_have_attribute("data-rank", str(STOCK[1]))
    expect(nb.field("stock-count")).to_have_text("24")
    assert nb.run("print(w.interactions)") == "1\n"  # the click; Python's move is none
    expect_only_live_boards(nb.page)


#: The board's picture, as a widget's output carries it for where no widget runs.
PICTURE = 'img[src^="data:image/svg+xml;base64,"]'


def expect_only_live_boards(page: Page) -> None:
    """The page shows live boards and none of the pictures their outputs carry."""
    expect(page.locator(".hth, .hd").first).to_be_visible()
    expect(page.locator(PICTURE)).to_have_count(0)


def test_jupyterlab_counts_each_click_once_and_a_render_not_at_all(
    open_notebook: OpenNotebook,
) -> None:
    nb = open_notebook(f"w = HeartToHeart({CODE!r})\nw")
    assert nb.run("print(w.interactions)") == "0\n"
    expect_only_live_boards(nb.page)
    nb.card("stock").click()
    expect(nb.field("moves")).to_have_text("1")
    # The clock runs: the view keeps its reading in the model, which a count must not carry.
    expect(nb.field("time")).not_to_have_text("0:00", timeout=5_000)
    nb.widget().locator('[data-action="undo"]').click()
    expect(nb.field("moves")).to_have_text("0")
    nb.card("stock").click()
    expect(nb.field("moves")).to_have_text("1")
    assert nb.run("print(w.interactions)") == "3\n"
    nb.run("w.draw()")  # Python's own moves do not count
    expect(nb.field("moves")).to_have_text("2")
    assert nb.run("print(w.interactions, w.game.moves)") == "3 2\n"


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
    expect_only_live_boards(page)


def middle(element: Locator) -> float:
    """Where the middle of ``element`` is across the page, in px."""
    box = element.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2


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
        url = until(lambda: started_play(log, server.poll() is not None), "the page's address")
        page.goto(url.replace("localhost", "127.0.0.1"))
        board = page.locator(root)
        expect(board).to_be_visible(timeout=60_000)
        expect(board.locator(f'[data-field="{counter}"]')).to_have_text("0")
        # In the middle of a wide window, once the page has laid itself out for it.
        page.set_viewport_size({"width": 1600, "height": 1000})
        until(lambda: abs(middle(board) - 800) < 20, "the board in the middle of the window")
        stock = board.locator('[data-field="stock-count"]')
        before = int(stock.inner_text())

        board.locator('[data-target="stock"]').click()
        expect(board.locator(f'[data-field="{counter}"]')).to_have_text("1")
        assert int(stock.inner_text()) < before
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"play-{game}.png"))
        page.close()
    assert server.returncode == 0, log.read_text(errors="replace")[-3000:]


# --- the count, in a bare page -------------------------------------------------------------


def test_a_view_saves_its_count_after_each_intent_and_only_then(page: Page) -> None:
    """Rendering (with its clock request) saves nothing; each tap, key or button sends its
    intent and then saves the count alone; a view without a kernel saves nothing."""
    widget = HeartToHeart(CODE)
    bare = BarePage(page, widget)
    bare.render(widget)
    bare.render(widget, live=False)
    assert bare.saved(0) == []
    assert bare.sent(0) == [{"kind": "clock"}]
    live = bare.root(0)
    live.locator('[data-target="stock"]').click()
    live.locator('[data-action="new-game"]').click()
    live.locator('[data-target="waste"]').focus()
    page.keyboard.press("u")
    page.wait_for_function("window.hwModels[0].saved.length === 3")
    assert [message["kind"] for message in bare.sent(0)] == ["clock", "tap", "new_game", "undo"]
    assert bare.saved(0) == [{"interactions": 1}, {"interactions": 2}, {"interactions": 3}]
    assert bare.attribute(0, "interactions") == 3
    bare.root(1).locator('[data-target="stock"]').click()
    assert bare.saved(1) == []


# --- marimo ---------------------------------------------------------------------------------


#: A marimo app: a notebook file of cells, as marimo writes one.
def wrapped(name: str, widget: str) -> str:
    """A cell showing ``widget`` as ``name``, wrapped as marimo expects of an anywidget."""
    return cell(
        f"{name} = mo.ui.anywidget({widget})\n{name}", "HeartToHeart, HopeDeferred, mo", name
    )


#: Both games wrapped, each read by a markdown cell, and a board shown unwrapped.
BOTH_GAMES = (
    wrapped("board", f"HeartToHeart({CODE!r})")
    + cell(
        'mo.md(f"heart: moves={board.game.moves} waste={board.game.waste} "\n'
        '      f"interactions={board.interactions}")',
        "board, mo",
    )
    + wrapped("hope", f"HopeDeferred({HD_CODE!r})")
    + cell(
        'mo.md(f"hope: moves={len(hope.game.history)} stock={hope.stock_count} "\n'
        '      f"interactions={hope.interactions}")',
        "hope, mo",
    )
    + cell('HeartToHeart("HH1-N-AAAAAAB")', "HeartToHeart")
)

#: A cell that moves whenever it runs while 1 <= moves < 4. A front end that answered
#: every new state with a value of its own would set it off again after each of its moves.
MOVER = (
    wrapped("board", f"HeartToHeart({CODE!r})")
    + cell(
        "if 1 <= board.game.moves < 4:\n    board.draw()\nafter = board.game.moves",
        "board",
        "after",
    )
    + cell('mo.md(f"mover: moves={after} interactions={board.interactions}")', "after, board, mo")
)


def test_marimo_cells_that_read_a_board_follow_each_click(page: Page, tmp_path: Path) -> None:
    with marimo_app(BOTH_GAMES, tmp_path) as url:
        page.goto(url)
        heart, hope, unwrapped = (
            page.locator(".hth").first,
            page.locator(".hd"),
            page.locator(".hth").nth(1),
        )
        expect(heart).to_be_visible(timeout=60_000)
        expect(page.get_by_text("heart: moves=0 waste=[7] interactions=0")).to_be_visible()
        expect(page.get_by_text("hope: moves=0 stock=32 interactions=0")).to_be_visible()
        expect(page.locator(".hth")).to_have_count(2)
        expect_only_live_boards(page)

        heart.locator('[data-target="stock"]').click()
        expect(
            page.get_by_text(f"heart: moves=1 waste=[7, {STOCK[0]}] interactions=1")
        ).to_be_visible()
        hope.locator('[data-target="stock"]').click()
        expect(page.get_by_text("hope: moves=1 stock=29 interactions=1")).to_be_visible()
        expect(hope.locator('[data-field="deal"]')).to_have_text("1")

        unwrapped.locator('[data-target="stock"]').click()  # unwrapped: it plays all the same
        expect(unwrapped.locator('[data-field="moves"]')).to_have_text("1")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "marimo.png"), full_page=True)


def test_marimo_a_cell_that_moves_runs_once_a_click(page: Page, tmp_path: Path) -> None:
    """The mover draws once after each click: from 1 move to 2, and never on to 4."""
    with marimo_app(MOVER, tmp_path) as url:
        page.goto(url)
        board = page.locator(".hth")
        expect(board).to_be_visible(timeout=60_000)
        expect(page.get_by_text("mover: moves=0 interactions=0")).to_be_visible()

        board.locator('[data-target="stock"]').click()  # 1 move; the mover makes it 2
        expect(page.get_by_text("mover: moves=2 interactions=1")).to_be_visible()
        # The clock runs: a reading the view keeps for the page must not go out with a count.
        expect(board.locator('[data-field="time"]')).not_to_have_text("0:00", timeout=5_000)
        board.locator('[data-action="undo"]').click()  # 1 move; the mover makes it 2 again
        expect(page.get_by_text("mover: moves=2 interactions=2")).to_be_visible()
        page.wait_for_timeout(1_500)  # time for a runaway to show, were there one
        expect(page.get_by_text("mover: moves=2 interactions=2")).to_be_visible()
        expect(board.locator('[data-field="moves"]')).to_have_text("2")


# --- the picture where no widget runs -------------------------------------------------------

#: A notebook cell showing both games' widgets, as a student leaves it.
BOARDS_CELL = f"""\
from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.hope_deferred import HopeDeferred

w = HeartToHeart({CODE!r})
w.draw()
display(w, HopeDeferred({HD_CODE!r}))
"""


@pytest.fixture(scope="module")
def executed() -> nbformat.NotebookNode:
    """A notebook with both games' widgets, run by a real kernel, its widget state saved."""
    ran: nbformat.NotebookNode = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(BOARDS_CELL)],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3"}},
    )
    NotebookClient(ran, timeout=120, kernel_name="python3", store_widget_state=True).execute()
    return ran


def expected_pictures() -> list[str]:
    """The names of the two boards' pictures, as the executed notebook shows them."""
    board = HeartToHeart(CODE)
    board.draw()
    return [picture_name(widget) for widget in (board, HopeDeferred(HD_CODE))]


def picture_name(widget: HeartToHeart | HopeDeferred) -> str:
    found = re.search(r'alt="([^"]*)"', widget.picture_html())
    assert found is not None
    return found.group(1)


def expect_pictures(page: Page) -> None:
    """Both boards show as pictures, decoded and drawn, and no live board is there."""
    for name in expected_pictures():
        picture = page.locator(f'{PICTURE}[alt="{name}"]')
        expect(picture).to_be_visible()
        assert picture.evaluate("(image) => image.complete && image.naturalWidth") > 300
    expect(page.locator(".hth, .hd")).to_have_count(0)


def test_an_untrusted_notebook_in_jupyterlab_shows_the_boards_pictures(
    executed: nbformat.NotebookNode, lab: Lab, page: Page
) -> None:
    """A notebook from elsewhere is untrusted: JupyterLab draws no widget there, only the
    safe HTML of an output, which holds the picture."""
    name = "untrusted.ipynb"
    nbformat.write(executed, lab.root / name)
    try:
        open_in_lab(page, lab, name, run=False)
        expect_pictures(page)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "untrusted-notebook.png"))
    finally:
        lab.close_sessions(name)


def test_an_html_export_without_widget_state_shows_the_pictures_offline(
    executed: nbformat.NotebookNode, page: Page, tmp_path: Path
) -> None:
    exported = copy.deepcopy(executed)
    del exported.metadata["widgets"]
    html, _resources = HTMLExporter().from_notebook_node(exported)
    (tmp_path / "export.html").write_text(html, encoding="utf-8")
    fetched: list[str] = []

    def offline(route: Route) -> None:
        fetched.append(route.request.url)
        route.abort()

    page.route(re.compile(r"^https?://"), offline)
    page.goto((tmp_path / "export.html").as_uri())
    expect_pictures(page)
    assert fetched  # it did try the internet (require.js, MathJax): the pictures need none
    page.screenshot(path=str(ARTIFACTS / "html-export-offline.png"), full_page=True)
