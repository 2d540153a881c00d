"""Hope Deferred's Play to the end in a real JupyterLab: it deals step by step, each step
with its motion (none under reduced motion), Skip ends it at once and any other tap stops it.

Every state the page draws is recorded in the page as it is drawn (a MutationObserver on
the round and deal counters), with the motion running at that moment.
"""

from __future__ import annotations

import itertools
import statistics

import pytest
from playwright.sync_api import Locator, expect

from hearttoheart_widget.hope_deferred import HopeDeferredGame

from .hope_board import (
    LOST,
    WON,
    assert_page_matches,
    engine_state,
    kernel_state,
    open_game,
    received,
)
from .jupyterlab import execute
from .notebook import ARTIFACTS, Notebook, OpenNotebook

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

#: Records each state the view draws ("round.deal") in ``window.__hdSeen``, with the time,
#: the motion running then (animations made by script, ``motion``; all of them, ``all``) and
#: whether Play to the end was running; and what the live region says in ``__hdSaid``.
_RECORD = """(root) => {
  const read = () => ["round", "deal"]
    .map((field) => root.querySelector(`[data-field="${field}"]`).textContent).join(".");
  let last = read();
  window.__hdSeen = [];
  new MutationObserver(() => {
    const now = read();
    if (now === last) return;
    last = now;
    const animations = root.getAnimations({ subtree: true });
    window.__hdSeen.push({
      state: now, at: performance.now(), all: animations.length,
      motion: animations.filter((animation) => !(animation instanceof CSSAnimation)).length,
      autoplay: root.dataset.autoplay,
    });
  }).observe(root, { subtree: true, childList: true, characterData: true });
  const live = root.querySelector('[data-field="announcement"]');
  window.__hdSaid = [];
  new MutationObserver(() => window.__hdSaid.push(live.textContent.trim()))
    .observe(live, { childList: true, characterData: true, subtree: true });
}"""


def record(root: Locator) -> None:
    root.evaluate(_RECORD)


def playing_past(root: Locator, deals: int) -> None:
    """Wait until play to the end has made ``deals`` deals, watching every frame: it goes on
    while a test waits, and a slower poll on a busy machine can see 1, 3, 5 and never 2."""
    deal = root.locator('[data-field="deal"]').element_handle()
    root.page.wait_for_function(
        "([deal, deals]) => Number(deal.textContent) >= deals", arg=[deal, deals], polling="raf"
    )


def seen(nb: Notebook) -> list[dict[str, object]]:
    states: list[dict[str, object]] = nb.page.evaluate("window.__hdSeen")
    return states


def steps_of(code: str) -> tuple[HopeDeferredGame, list[str]]:
    """The game of ``code`` played out, and each state on the way as "round.deal"."""
    game = HopeDeferredGame.from_code(code)
    states = []
    while not game.is_over:
        game.step()
        states.append(f"{game.round}.{game.deals_in_round}")
    return game, states


def test_play_to_the_end_deals_step_by_step(open_notebook: OpenNotebook) -> None:
    """One step intent at a time, each drawn with its motion; the kernel ends where the rules do."""
    nb, root = open_game(open_notebook, repr(LOST))
    play, skip = root.locator('[data-action="play-out"]'), root.locator('[data-action="skip"]')
    expect(skip).to_be_hidden()
    record(root)
    play.click()
    expect(skip).to_be_visible()
    expect(skip).to_be_focused()  # the focus went with the button the player pressed
    expect(play).to_be_hidden()
    expect(root).to_have_attribute("data-autoplay", "true")
    expect(root.locator('[data-banner="lost"]')).to_be_visible()
    expect(root).to_have_attribute("data-autoplay", "false")
    expect(play).to_be_visible()
    expect(play).to_be_disabled()
    expect(skip).to_be_hidden()

    game, expected = steps_of(LOST)
    drawn = seen(nb)
    assert [state["state"] for state in drawn] == expected  # every step shown, in order
    assert all(state["motion"] for state in drawn)  # each one with its motion
    state = kernel_state(nb)
    assert {key: state[key] for key in engine_state(game)} == engine_state(game)
    assert [message["kind"] for message in received(nb)] == ["tap"] * len(expected)
    assert_page_matches(root, engine_state(game))
    # Screen readers hear the two new rounds and the end, not every deal.
    said = nb.page.evaluate("window.__hdSaid")
    assert [text.split(".")[0] for text in said] == [
        "The piles are gathered and shuffled into the stock",
        "The piles are gathered and shuffled into the stock",
        "Deal 5 of 5",
    ]
    assert "Not this time" in said[-1]

    times = [float(str(state["at"])) for state in drawn]
    gaps = [later - earlier for earlier, later in itertools.pairwise(times)]
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "hope-deferred-play-to-the-end.txt").write_text(
        f"{len(drawn)} steps drawn; time between two: median {statistics.median(gaps):.0f} ms,"
        f" min {min(gaps):.0f} ms, max {max(gaps):.0f} ms;"
        f" {1000 / statistics.median(gaps):.2f} steps a second\n"
    )


def test_skip_finishes_at_once(open_notebook: OpenNotebook) -> None:
    nb, root = open_game(open_notebook, repr(WON))
    record(root)
    root.locator('[data-action="play-out"]').click()
    playing_past(root, 2)
    root.locator('[data-action="skip"]').click()
    banner = root.locator('[data-banner="won"]')
    expect(banner).to_be_visible()
    expect(banner.locator('[data-action="new-game"]')).to_be_focused()

    game, expected = steps_of(WON)
    kinds = [message["kind"] for message in received(nb)]
    stepped = kinds.count("tap")
    assert kinds == ["tap"] * stepped + ["play_out"]  # no step after Skip
    assert 2 <= stepped < len(expected)
    # The steps sent before Skip (one may have been on its way), then the end in one go.
    drawn = [state["state"] for state in seen(nb)]
    assert drawn == [*expected[:stepped], expected[-1]]
    state = kernel_state(nb)
    assert {key: state[key] for key in engine_state(game)} == engine_state(game)
    assert_page_matches(root, engine_state(game))


def test_anything_else_stops_play_to_the_end(open_notebook: OpenNotebook) -> None:
    """A tap on the stock while it plays: it stops, and the tap deals once, at once."""
    nb, root = open_game(open_notebook, repr(LOST))
    root.locator('[data-action="play-out"]').click()
    playing_past(root, 2)
    root.locator('[data-target="stock"]').click()
    expect(root).to_have_attribute("data-autoplay", "false")
    expect(root.locator('[data-action="play-out"]')).to_be_visible()
    expect(root.locator('[data-action="play-out"]')).to_be_enabled()
    execute(nb.page, "pass")  # the kernel has handled every message sent so far
    nb.page.wait_for_timeout(800)  # more than two steps' time: none comes
    kinds = [message["kind"] for message in received(nb)]
    assert set(kinds) == {"tap"}
    game = HopeDeferredGame.from_code(LOST)
    for _ in kinds:
        game.step()
    assert game.deals_in_round >= 3
    assert_page_matches(root, engine_state(game))


def test_reduced_motion_plays_to_the_end_without_motion(open_notebook: OpenNotebook) -> None:
    """Under prefers-reduced-motion nothing moves, and Play to the end still shows each step
    (a deal by click without motion, for both games: test_motion_burst_clock.py)."""
    nb, root = open_game(open_notebook, repr(LOST))
    nb.page.emulate_media(reduced_motion="reduce")
    record(root)
    root.locator('[data-target="stock"]').click()
    expect(root.locator('[data-field="deal"]')).to_have_text("1")
    root.locator('[data-action="play-out"]').click()
    expect(root.locator('[data-banner="lost"]')).to_be_visible()
    game, expected = steps_of(LOST)
    drawn = seen(nb)
    assert [state["state"] for state in drawn] == expected
    assert [state["all"] for state in drawn] == [0] * len(expected)  # nothing moves
    assert [state["autoplay"] for state in drawn][1:-1] == ["true"] * (len(expected) - 2)
    assert root.evaluate("(root) => root.getAnimations({ subtree: true }).length") == 0
    assert_page_matches(root, engine_state(game))
    state = kernel_state(nb)
    assert {key: state[key] for key in engine_state(game)} == engine_state(game)
