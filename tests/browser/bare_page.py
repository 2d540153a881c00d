"""The fast layer under the JupyterLab tests: a widget's bundled view in a bare page.

The bundle (the widget's ``_esm``) and its sheet (``_css``) are loaded into an empty page,
and ``render`` is given a small fake model holding the state the real Python widget
would sync (``widget.get_state()``): no JupyterLab, no kernel, about a tenth of a second
a test. Good for drawing, layout and keys; the JupyterLab tests prove the comm works.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page

from hearttoheart_widget.common.translations import view_words
from tests.comm import synced

#: The fake model and ``hwRender`` (see the file's header).
_FAKE_MODEL = (Path(__file__).parent / "fake_model.js").read_text(encoding="utf-8")

_PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 8px; font-family: "DejaVu Sans", sans-serif; }
.hw-host { margin-bottom: 16px; }
</style><style id="widget-css"></style></head><body></body></html>"""


def synced_state(widget: Any) -> dict[str, Any]:
    """What the widget syncs to a new view, without the bundle and its sheet."""
    state: dict[str, Any] = json.loads(
        json.dumps(synced(widget, without=("_esm", "_css", "layout")), default=str)
    )
    return state


class BarePage:
    """A bare page that renders views of one widget class's bundle with fake models."""

    def __init__(self, page: Page, widget: Any) -> None:
        self.page = page
        self.section: str = widget._key
        state = widget.get_state()
        self.esm: str = state["_esm"]
        page.set_content(_PAGE)
        page.add_script_tag(content=_FAKE_MODEL)
        page.evaluate(
            "(css) => { document.getElementById('widget-css').textContent = css; }", state["_css"]
        )

    def render(self, widget: Any, *, width: int | None = None, live: bool = True) -> int:
        """Render a view of ``widget``'s synced state; the fake model's index."""
        index: int = self.page.evaluate(
            "([esm, state, options]) => window.hwRender(esm, state, options)",
            [self.esm, synced_state(widget), {"width": width, "live": live}],
        )
        return index

    def root(self, index: int = 0) -> Locator:
        """The root element of the ``index``-th view."""
        return self.page.locator(".hw-host > .hw").nth(index)

    def set(self, index: int, changes: dict[str, Any]) -> None:
        """Change traits of a fake model as a sync from Python would, then let it redraw: a
        new ``language`` comes with its words, as Python sends them."""
        if "language" in changes:
            changes = {**changes, "_words": view_words(self.section, changes["language"])}
        self.page.evaluate(
            """async ([index, changes]) => {
              const model = window.hwModels[index];
              for (const [name, value] of Object.entries(changes)) model.set(name, value);
              await new Promise((resolve) => setTimeout(resolve, 0));
            }""",
            [index, changes],
        )

    def follow(self, index: int, widget: Any) -> None:
        """Sync ``widget``'s current state into the ``index``-th fake model."""
        self.set(index, synced_state(widget))

    def sent(self, index: int = 0) -> list[dict[str, Any]]:
        """The messages the view sent through its fake model."""
        messages: list[dict[str, Any]] = self.page.evaluate(
            "(index) => window.hwModels[index].sent", index
        )
        return messages

    def saved(self, index: int = 0) -> list[dict[str, Any]]:
        """What the view saved of its fake model (its counts of interactions)."""
        saved: list[dict[str, Any]] = self.page.evaluate(
            "(index) => window.hwModels[index].saved", index
        )
        return saved

    def attribute(self, index: int, name: str) -> Any:
        """A trait of the fake model as the page holds it now."""
        return self.page.evaluate(
            "([index, name]) => window.hwModels[index].attributes[name]", [index, name]
        )
