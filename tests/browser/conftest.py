"""A real JupyterLab and Debian's Chromium for the browser tests.

One JupyterLab server and one browser serve the whole session; each test gets a fresh
page and its own notebook (so its own kernel), and fails on any uncaught JS error.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, expect

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
    """``open_notebook(cell, root)``: a fresh notebook running SETUP and ``cell``, shown in a
    page; it is ready when a widget root (``.hth`` unless told) is visible."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=lab.url)
    page = context.new_page()
    page.set_default_timeout(30_000)
    name = re.sub(r"\W", "_", request.node.name) + ".ipynb"
    opened = Notebook(page, name)
    page.on("pageerror", lambda error: opened.errors.append(str(error)))

    def open_(cell: str, root: str = ".hth") -> Notebook:
        opened.root = root
        write_json(lab.root / name, notebook([SETUP, cell]))
        open_in_lab(page, lab, name)
        expect(opened.widget()).to_be_visible()
        return opened

    yield open_
    try:
        lab.close_sessions(name)
    finally:
        context.close()
    assert opened.errors == [], f"uncaught JavaScript errors: {opened.errors}"
