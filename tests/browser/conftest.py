"""A real Jupyter server and Debian's Chromium for the browser tests.

One server (JupyterLab, Notebook 7 and Voila) and one browser serve the whole session; each
test gets a fresh page and its own notebook (so its own kernel), and fails on any uncaught
JS error but those Notebook 7 throws in its own code (see ``notebook7_own``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Error, Page, expect

from .jupyterlab import (
    Lab,
    chromium,
    chromium_path,
    notebook,
    open_in_lab,
    running_lab,
    write_json,
)
from .notebook import Notebook, OpenNotebook

expect.set_options(timeout=30_000)


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """JupyterLab on a free port, with every config and data directory in a temp dir."""
    with running_lab(tmp_path_factory.mktemp("jupyter")) as served:
        yield served


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Browser]:
    """Debian's Chromium, headless, with its home and caches in a temp dir."""
    if chromium_path() is None:
        pytest.skip("Debian's chromium is not installed (scripts/setup.sh installs it)")
    with chromium(tmp_path_factory.mktemp("chromium-home")) as launched:
        yield launched


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A blank page of its own (the bare-page tests load a widget's bundle into it); it
    fails the test on any uncaught JavaScript error. It is 1280 px wide, or the test
    module's ``PAGE_WIDTH``."""
    width = getattr(request.module, "PAGE_WIDTH", 1280)
    context = browser.new_context(viewport={"width": width, "height": 1000})
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert errors == []


#: Where a widget's code runs from: our bundle (anywidget imports it from a blob: URL),
#: anywidget's extension and the widget manager's.
WIDGET_CODE = ("blob:", "/extensions/anywidget/", "/extensions/@jupyter-widgets/")


def notebook7_own(error: Error) -> bool:
    """Whether ``error`` is Notebook 7's own: thrown in its code, with no widget code on the stack.

    Notebook 7.6 throws some while it starts, whatever the page shows: its shortcuts plugin
    reads the settings schema of a plugin not loaded yet ("reading 'schema'", in most runs),
    and now and then a command runs before its plugin has registered it.
    """
    stack = error.stack or ""
    return "/static/notebook/" in stack and not any(code in stack for code in WIDGET_CODE)


def page_errors(page: Page, ignore: Callable[[Error], bool] = lambda _: False) -> list[str]:
    """The uncaught JavaScript errors of ``page`` from now on, but those ``ignore`` names."""
    errors: list[str] = []

    def collect(error: Error) -> None:
        if not ignore(error):
            errors.append(str(error))

    page.on("pageerror", collect)
    return errors


#: The first cell of every test notebook: the widget ``w`` and ``state()`` to read it back.
SETUP = """\
import json
from hearttoheart_widget import Game, HeartToHeart

def state():
    g, t = w.game, w.table
    return json.dumps({
        "heart": g.heart, "free": g.free(), "stock": len(g.stock), "waste": g.waste,
        "selected": t.selected, "score": g.score, "moves": g.moves, "status": g.status,
        "code": g.code, "message": t.message, "move_errors": w.move_errors,
        "placement_help": w.placement_help, "language": w.language,
    })
"""


@pytest.fixture
def open_notebook(
    lab: Lab, browser: Browser, request: pytest.FixtureRequest
) -> Iterator[OpenNotebook]:
    """``open_notebook(cell, root, app)``: a fresh notebook running SETUP and ``cell``, shown in
    JupyterLab (or ``app="notebook"``: Notebook 7); ready when a widget root (``.hth`` unless
    told) is visible."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=lab.url)
    page = context.new_page()
    page.set_default_timeout(30_000)
    name = re.sub(r"\W", "_", request.node.name) + ".ipynb"
    opened = Notebook(page, name)
    opened.errors = page_errors(
        page, lambda error: opened.app == "notebook" and notebook7_own(error)
    )

    def open_(cell: str, root: str = ".hth", app: str = "lab") -> Notebook:
        opened.root, opened.app = root, app
        write_json(lab.root / name, notebook([SETUP, cell]))
        open_in_lab(page, lab, name, app=app)
        expect(opened.widget()).to_be_visible()
        return opened

    yield open_
    try:
        lab.close_sessions(name)
    finally:
        context.close()
    assert opened.errors == [], f"uncaught JavaScript errors: {opened.errors}"
