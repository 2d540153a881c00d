"""A notebook open in JupyterLab, as the browser tests drive it: cells, widget views, cards."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from playwright.sync_api import Locator, Page

from tests.waiting import until

from .jupyterlab import run_cell

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@dataclass
class Notebook:
    """A notebook open in JupyterLab: run cells in its kernel and find the widget."""

    page: Page
    name: str
    errors: list[str] = field(default_factory=list)
    #: The CSS selector of a widget view's root element.
    root: str = ".hth"
    #: The front end: ``"lab"`` (JupyterLab) or ``"notebook"`` (Notebook 7).
    app: str = "lab"

    def run(self, code: str) -> str:
        """Run ``code`` in a new cell of the notebook; the cell's text output."""
        return run_cell(self.page, code)

    def state(self) -> dict[str, Any]:
        """The widget ``w``'s game, read back from the kernel."""
        state: dict[str, Any] = json.loads(self.run("print(state())"))
        return state

    def expect_state(
        self, pick: Callable[[dict[str, Any]], Any], wanted: Any, timeout: float = 30.0
    ) -> None:
        """Wait until ``pick`` of the kernel's state (:meth:`state`) is ``wanted``
        (:func:`expect_kernel`)."""
        expect_kernel(lambda: pick(self.state()), wanted, timeout)

    def widget(self, view: int = 0) -> Locator:
        """The root element of a widget view on the page (the first one by default)."""
        return self.page.locator(self.root).nth(view)

    def card(self, target: int | str, view: int = 0) -> Locator:
        """A heart position's card element, or the ``"stock"`` or ``"waste"`` element."""
        hook = "data-position" if isinstance(target, int) else "data-target"
        return self.widget(view).locator(f'[{hook}="{target}"]')

    def field(self, name: str, view: int = 0) -> Locator:
        """A status or form field of a view, by its ``data-field`` hook."""
        return self.widget(view).locator(f'[data-field="{name}"]')

    def screenshot(self, name: str, index: int = 0) -> Path:
        """Save a picture of a widget view into ``test-artifacts/``."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.widget(index).screenshot(path=str(path))
        return path


def expect_kernel(ask: Callable[[], object], wanted: object, timeout: float = 30.0) -> None:
    """Ask the kernel (``ask()``) again until its answer is ``wanted``, or ``timeout``
    seconds pass (then :func:`~tests.waiting.until` fails, with the last answer). A tap is
    drawn at once from its prediction, before Python has played it: the page can show a
    move the kernel has still to make, so a test that saw it on the page waits for the
    kernel too."""
    answers: list[object] = []

    def agrees() -> bool:
        answers.append(ask())
        return answers[-1] == wanted

    until(agrees, f"the kernel to say {wanted!r}", timeout, lambda: f"it says {answers[-1]!r}")


def has_class(name: str) -> re.Pattern[str]:
    """A pattern for ``to_have_class`` matching one class among several."""
    return re.compile(rf"(^|\s){name}(\s|$)")


class OpenNotebook(Protocol):
    """The ``open_notebook`` fixture's function."""

    def __call__(self, cell: str, root: str = ".hth", app: str = "lab") -> Notebook: ...
