"""Deals, positions and readings that several browser tests share."""

from __future__ import annotations

from pathlib import Path

from .notebook import Notebook

#: Tip a Jack, waste a 7, the stock's first card a Jack; two 9s under the tip.
SCRIPTED = "HH1-N-AAAAAGM"
#: A known winning line of HH1-N-AAAAAAB, one move a line.
WON_GAME = Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt"
#: The tip and the waste pair, and then no free card has a partner: a dead end.
DEAD_END = "Game.from_cards([None] * 22 + [7, 8, 5], stock=[], waste=[5])"
#: The tip and the waste pair, and the heart is empty.
LAST_PAIR = "Game.from_cards([None] * 24 + [5], stock=[], waste=[5])"


def notebook_shape(nb: Notebook) -> list[object]:
    """The notebook's cells, active cell and mode: what JupyterLab's shortcuts would change."""
    shape: list[object] = nb.page.evaluate(
        """() => {
          const notebook = window.jupyterapp.shell.currentWidget.content;
          return [notebook.widgets.map((cell) => cell.model.type), notebook.activeCellIndex,
                  notebook.mode];
        }"""
    )
    return shape


#: A cell's first lines for a player with no records yet: the kernel records into a file
#: of its own, so the board shows the first-game line.
NEW_PLAYER = """\
import os, tempfile
os.environ["HEARTTOHEART_RECORDS"] = os.path.join(tempfile.mkdtemp(), "records.sqlite3")
"""
