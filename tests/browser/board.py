"""The board as the page shows it and as Python holds it, in one shape, to compare exactly.

Both sides are read as
:func:`~hearttoheart_widget.heart_to_heart.view_state.board_state` lays it out:
Python's straight from the table, the page's from the DOM hooks of docs/widget.md. The
``taps`` and ``pairs`` previews are not drawn, so they are left out.
"""

from __future__ import annotations

import json
from typing import Any

from .jupyterlab import execute
from .notebook import Notebook

#: Reads a view's DOM (its root element) into the board_state shape.
PAGE_BOARD = """(root) => {
  const live = (selector) => [...root.querySelectorAll(selector)].filter(
    (element) => !element.classList.contains("hth-ghost"));
  const cards = live(".hth-heart [data-position]");
  const stock = root.querySelector('[data-target="stock"]');
  const waste = root.querySelector('[data-target="waste"]');
  const rank = (element) => (element.dataset.rank === "" ? null : Number(element.dataset.rank));
  const target = (element) => element.dataset.position !== undefined
    ? Number(element.dataset.position) : element.dataset.target;
  const marked = (name) => live(`.hth-layout .${name}`).map(target);
  const text = (name) => root.querySelector(`[data-field="${name}"]`).textContent;
  const selected = marked("hth-selected");
  return {
    heart: cards.map(rank),
    free: cards.filter((card) => card.dataset.state === "free").map(target),
    stock_count: Number(stock.dataset.count),
    waste_top: rank(waste),
    waste_count: Number(waste.dataset.count),
    selected: selected.length ? selected[0] : null,
    outlined: marked("hth-outlined"),
    dimmed: marked("hth-dimmed"),
    score: Number(text("score")),
    moves: Number(text("moves")),
    can_undo: !root.querySelector('.hw-controls [data-action="undo"]').disabled,
    status: root.dataset.status,
    code: text("code") === "—" ? null : text("code"),
    message: root.querySelector('[data-field="message"]').dataset.key || null,
    stuck: Object.fromEntries(live(".hth-heart [data-stuck]").map(
      (card) => [card.dataset.position, card.dataset.stuck])),
  };
}"""

_SHOWS = f"""([index, expected]) => {{
  const root = document.querySelectorAll(".hth")[index];
  return JSON.stringify(({PAGE_BOARD})(root)) === JSON.stringify(expected);
}}"""


def page_board(nb: Notebook, view: int = 0) -> dict[str, Any]:
    """The board a widget view shows."""
    board: dict[str, Any] = nb.widget(view).evaluate(PAGE_BOARD)
    return board


def drawn(board: dict[str, Any]) -> dict[str, Any]:
    """A :func:`board_state` as a view draws it: all but the tap previews, and ``ending`` as
    marks on the stuck cards (``stuck``: position to "free" or "under")."""
    shown = {key: value for key, value in board.items() if key not in ("taps", "pairs", "previews")}
    stuck: dict[str, str] = {}
    for entry in (shown.pop("ending") or {"stuck": []})["stuck"]:
        stuck.update({str(p): "under" for p in entry["others"]})
        stuck[str(entry["at"])] = "free"
    shown["stuck"] = stuck
    return shown


def python_board(nb: Notebook) -> dict[str, Any]:
    """The board of the kernel's widget ``w``, from its table (read without a cell)."""
    board: dict[str, Any] = json.loads(
        execute(
            nb.page,
            "from hearttoheart_widget.heart_to_heart.view_state import board_state\n"
            "print(json.dumps(board_state(w.table)))",
        )
    )
    return drawn(board)


def assert_page_matches_python(nb: Notebook, view: int = 0) -> dict[str, Any]:
    """Wait until the view shows the kernel's board, then check they are equal; the board.

    The kernel reads its board after every message the page sent before: the board read
    is final, and the page must come to show it.
    """
    expected = python_board(nb)
    try:
        nb.page.wait_for_function(_SHOWS, arg=[view, expected], timeout=60_000)
    finally:
        assert page_board(nb, view) == expected
    return expected
