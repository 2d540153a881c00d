"""Hope Deferred in a JupyterLab notebook, as its browser tests drive it: the widget cell,
the game read back from the kernel, and the board as the page shows it, in one shape."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Locator, expect

from hearttoheart_widget.hope_deferred import HopeDeferredGame

from .notebook import ARTIFACTS, Notebook, OpenNotebook

WON = "HD1-CH-AAAAAAF"  # classic, hearts: won in the third round's second deal
LOST = "HD1-CH-AAAAAAM"  # classic, hearts: two hearts left after round 3

#: Defines ``w``, ``hd_state()``, which reads the game back from the kernel, and
#: ``received``, the messages the widget got from the page.
CELL = """\
from hearttoheart_widget.hope_deferred import HopeDeferred

def hd_state():
    g = w.game
    return json.dumps({
        "piles": [[c.ascii for c in pile] for pile in g.piles],
        "set_aside": [c.ascii for c in g.set_aside], "stock": len(g.stock),
        "round": g.round, "deals": g.deals_in_round, "status": g.status, "code": g.code,
        "variant": g.variant.value, "target_suit": g.target_suit.value, "language": w.language,
    })

w = HopeDeferred({args})
received = []
w.on_msg(lambda _w, content, _b: received.append(content))
w
"""

#: What the page shows, in the shape of ``engine_state``: each pile's cards bottom to top,
#: the filled target slots, the stock's count, the counters and the status.
PAGE_STATE = """(root) => {
  const cards = (selector) => [...root.querySelectorAll(selector)].map((e) => e.dataset.card);
  const number = (field) => Number(root.querySelector(`[data-field="${field}"]`).textContent);
  return {
    piles: [1, 2, 3].map((n) => cards(`[data-pile="${n}"] .hd-card`)),
    set_aside: cards('[data-filled="true"]'),
    stock: number("stock-count"),
    round: number("round"),
    deals: number("deal"),
    status: root.dataset.status,
  };
}"""


def open_game(open_notebook: OpenNotebook, args: str) -> tuple[Notebook, Locator]:
    """A notebook showing ``HopeDeferred(args)``, and the widget's root element."""
    nb = open_notebook(CELL.replace("{args}", args), ".hd")
    return nb, nb.widget()


def expect_counters(root: Locator, game: HopeDeferredGame) -> None:
    """A Hope Deferred view shows ``game``'s round, deal, targets left and status."""
    expect(root.locator('[data-field="round"]')).to_have_text(str(game.round))
    expect(root.locator('[data-field="deal"]')).to_have_text(str(game.deals_in_round))
    expect(root.locator('[data-field="targets-left"]')).to_have_text(str(game.targets_left))
    expect(root).to_have_attribute("data-status", game.status)


def kernel_state(nb: Notebook) -> dict[str, Any]:
    """The widget's game as the kernel holds it (runs a cell)."""
    state: dict[str, Any] = json.loads(nb.run("print(hd_state())"))
    return state


def received(nb: Notebook) -> list[dict[str, Any]]:
    """The messages the kernel's widget got from the page, in order (runs a cell)."""
    messages: list[dict[str, Any]] = json.loads(nb.run("print(json.dumps(received))"))
    return messages


def engine_state(game: HopeDeferredGame) -> dict[str, Any]:
    """The part of ``hd_state()`` that the engine decides, for the same game in this process."""
    return {
        "piles": [[c.ascii for c in pile] for pile in game.piles],
        "set_aside": [c.ascii for c in game.set_aside],
        "stock": len(game.stock),
        "round": game.round,
        "deals": game.deals_in_round,
        "status": game.status,
    }


def page_state(root: Locator) -> dict[str, Any]:
    """What the page shows, in the shape of ``engine_state`` (set-aside cards in rank order)."""
    state: dict[str, Any] = root.evaluate(PAGE_STATE)
    return state


def assert_page_matches(root: Locator, expected: dict[str, Any]) -> None:
    """The page shows ``expected`` (an ``engine_state``) once it has drawn the latest state."""
    expect(root.locator('[data-field="deal"]')).to_have_text(str(expected["deals"]))
    expect(root).to_have_attribute("data-status", expected["status"])
    shown = page_state(root)
    assert shown["piles"] == expected["piles"]
    assert sorted(shown["set_aside"]) == sorted(expected["set_aside"])
    assert {key: shown[key] for key in ("stock", "round", "deals", "status")} == {
        key: expected[key] for key in ("stock", "round", "deals", "status")
    }


def screenshot(root: Locator, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    root.screenshot(path=str(ARTIFACTS / f"hope-deferred-{name}.png"))
