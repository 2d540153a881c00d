"""Themes and the axe-core audit, shared by the browser tests of both widgets."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from .jupyterlab import execute
from .layout import PAGE_SHAPE, lab_window, steady
from .notebook import Notebook

AXE = Path(__file__).resolve().parents[2] / "js" / "node_modules" / "axe-core" / "axe.min.js"
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}

_AUDIT = """async (selector) => {
  const results = await axe.run(selector, { resultTypes: ["violations"] });
  return results.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
}"""


def set_theme(nb: Notebook, theme: str) -> None:
    """Switch JupyterLab to ``theme`` ("light" or "dark") and wait until it shows."""
    nb.page.evaluate(
        "(name) => window.jupyterapp.commands.execute('apputils:change-theme', {theme: name})",
        THEMES[theme],
    )
    light = "true" if theme == "light" else "false"
    nb.page.wait_for_function(f"document.body.dataset.jpThemeLight === '{light}'")
    nb.page.wait_for_function("!document.body.classList.contains('jp-mod-themeChanging')")
    steady(nb.page, PAGE_SHAPE)  # the theme's sheet applies in the next frames


def add_axe(nb: Notebook) -> None:
    """Load axe-core into the notebook's page."""
    nb.page.add_script_tag(path=str(AXE))


def audit(nb: Notebook, selector: str | None = None) -> list[dict[str, Any]]:
    """axe-core's serious and critical findings for the widget views (``nb.root`` unless told)."""
    findings: list[dict[str, Any]] = nb.page.evaluate(_AUDIT, selector or nb.root)
    return [finding for finding in findings if finding["impact"] in ("serious", "critical")]


def every_look(nb: Notebook, widgets: str, theme: str) -> Iterator[str]:
    """Show the notebook in ``theme``, then at 1280 and 360 px in each language (set on the
    kernel's ``widgets``, comma-separated names, and waited for on both games' views); at
    each, yield the tag of its pictures, ``theme-width-language``."""
    add_axe(nb)
    set_theme(nb, theme)
    for width in [1280, 360]:
        lab_window(nb.page, width)
        for language in ["en", "de", "hr"]:
            execute(nb.page, f"for v in ({widgets},): v.language = {language!r}")
            expect(nb.widget(0)).to_have_attribute("lang", language)
            expect(nb.page.locator(".hd")).to_have_attribute("lang", language)
            yield f"{theme}-{width}-{language}"
