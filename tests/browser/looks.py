"""Themes and the axe-core audit, shared by the browser tests of both widgets."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .layout import PAGE_SHAPE, steady
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
