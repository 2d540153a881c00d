"""Taps drawn at once whatever the kernel's delay, motion that never holds the state back
(none under reduced motion), 200-click bursts in both games, and the clock after reloads."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import ipywidgets
import pytest
from playwright.sync_api import Browser, Locator, expect

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.heart_to_heart.moves import Target
from hearttoheart_widget.hope_deferred import HopeDeferredGame
from tests.slow_kernel import kernel_source
from tests.waiting import until

from .board import assert_page_matches_python
from .games import GAMES, GameCase, ids
from .hope_board import (
    CELL,
    LOST,
    PAGE_STATE,
    assert_page_matches,
    engine_state,
    open_game,
    received,
)
from .jupyterlab import Lab, execute, notebook, open_in_lab, write_json
from .notebook import ARTIFACTS, Notebook, OpenNotebook
from .scenes import SCRIPTED

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

#: The kernel's answer to each message of the widget comes this late (tests/slow_kernel.py).
DELAY_MS = 400


def delayed(cell: str) -> str:
    """``cell``, whose widget ``w`` answers the browser ``DELAY_MS`` late, as shown last."""
    body, shown = cell.rsplit("\n", 1)
    return f"{kernel_source()}\n{body}\nanswer_late(w, {DELAY_MS})\n{shown}"


def answered(nb: Notebook) -> None:
    """Wait until the kernel's widget ``w`` has handled every message it holds back."""
    until(
        lambda: execute(nb.page, "print(len(w._held))").strip() == "0",
        "the kernel to answer every message",
    )


def slow_motion(nb: Notebook) -> None:
    """Play every animation of the page 20 times slower (Chromium's DevTools protocol)."""
    session = nb.page.context.new_cdp_session(nb.page)
    session.send("Animation.enable")
    session.send("Animation.setPlaybackRate", {"playbackRate": 0.05})


#: Starts watching ``selector``'s ``attribute``; ``window.__hthSeen`` then resolves, at its
#: first change, with the new value and the ghosts and animations running at that moment.
_WATCH = """([selector, attribute]) => {
  const root = document.querySelector(".hth");
  const element = root.querySelector(selector);
  const before = element.getAttribute(attribute);
  window.__hthSeen = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.getAttribute(attribute) === before) return;  // redrawn, not changed
      observer.disconnect();
      resolve({
        value: element.getAttribute(attribute),
        ghosts: root.querySelectorAll(".hth-ghost").length,
        animations: root.getAnimations({ subtree: true }).length,
      });
    });
    observer.observe(element, { attributes: true, attributeFilter: [attribute] });
  });
}"""


def watch(nb: Notebook, selector: str, attribute: str) -> None:
    """Watch for the next change of ``attribute`` on ``selector`` (see ``_WATCH``)."""
    nb.page.evaluate(_WATCH, [selector, attribute])


def seen(nb: Notebook) -> dict[str, Any]:
    """What the watched change brought (waits for it)."""
    change: dict[str, Any] = nb.page.evaluate("window.__hthSeen")
    return change


#: How many ghosts and animations the view shows now.
_MOTION = """(root) => ({ ghosts: root.querySelectorAll(".hth-ghost").length,
                          animations: root.getAnimations({ subtree: true }).length })"""


def motion(nb: Notebook) -> dict[str, int]:
    now: dict[str, int] = nb.widget().evaluate(_MOTION)
    return now


#: Arms a look at the next click on ``selector``: right after the click has been handled
#: (a listener on the document runs after the widget's), whether ``attribute`` of
#: ``painted`` already shows ``value`` and whether Python had answered yet (the spoken
#: sentence, said from Python's states only). ``window.__hthClick`` resolves with that
#: and the milliseconds from the click to the paint's frame and to the answer's.
_CLICK = """([selector, painted, attribute, value]) => {
  const root = document.querySelector(".hth");
  const spoken = root.querySelector('[data-field="announcement"]');
  const said = spoken.textContent;
  const target = root.querySelector(painted);
  window.__hthClick = new Promise((resolve) => {
    document.addEventListener("click", (event) => {
      const start = event.timeStamp;
      const result = { shown: target.getAttribute(attribute) === value,
                       answered: spoken.textContent !== said };
      requestAnimationFrame(() => { result.paint = performance.now() - start; });
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => {
          result.answer = performance.now() - start;
          resolve(result);
        });
      });
      observer.observe(spoken, { childList: true, characterData: true, subtree: true });
    }, { once: true });
  });
}"""


def test_a_tap_is_drawn_long_before_a_slow_kernel_answers(open_notebook: OpenNotebook) -> None:
    """With the answer 400 ms late, each tap shows within the handling of its click."""
    nb = open_notebook(delayed(f"w = HeartToHeart({SCRIPTED!r})\nw"))
    figures = {}
    taps: list[tuple[str, Target, str, str, str]] = [
        ("draw", "stock", '[data-target="stock"]', "data-count", "25"),
        ("select", 24, '[data-position="24"]', "data-selected", "true"),
        ("pair", "waste", '[data-position="24"]', "data-state", "removed"),
    ]
    for name, target, painted, attribute, value in taps:
        hook = "data-target" if isinstance(target, str) else "data-position"
        selector = f'[{hook}="{target}"]'
        nb.page.evaluate(_CLICK, [selector, painted, attribute, value])
        nb.card(target).click()
        result = nb.page.evaluate("window.__hthClick")
        assert result["shown"], name  # drawn by the click itself ...
        assert not result["answered"], name  # ... before Python had answered
        assert result["answer"] >= DELAY_MS, name  # which it did only after its delay
        figures[name] = result
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "latency-with-delay.json").write_text(json.dumps(figures, indent=1))
    answered(nb)
    assert_page_matches_python(nb)


#: Arms a look at the next click in Hope Deferred's view: right after the click has been
#: handled, the board the page shows (``PAGE_STATE``) and whether Python had answered yet
#: (the spoken sentence, said from Python's states only). ``window.__hdClick`` resolves with
#: that and the milliseconds from the click to the paint's frame and to the answer.
_HD_CLICK = f"""() => {{
  const root = document.querySelector(".hd");
  const read = {PAGE_STATE};
  const spoken = root.querySelector('[data-field="announcement"]');
  const said = spoken.textContent;
  window.__hdClick = new Promise((resolve) => {{
    document.addEventListener("click", (event) => {{
      const start = event.timeStamp;
      const result = {{ shown: read(root), answered: spoken.textContent !== said }};
      requestAnimationFrame(() => {{ result.paint = performance.now() - start; }});
      const observer = new MutationObserver(() => {{
        observer.disconnect();
        result.answer = performance.now() - start;
        resolve(result);
      }});
      observer.observe(spoken, {{ childList: true, characterData: true, subtree: true }});
    }}, {{ once: true }});
  }});
}}"""


def test_a_hope_deferred_tap_is_drawn_long_before_a_slow_kernel_answers(
    open_notebook: OpenNotebook,
) -> None:
    """Hope Deferred, the answer 400 ms late: each tap on the stock (the deals of a round,
    one setting a heart aside, the gather and a deal after it) shows its whole board within
    the handling of its click, from the preview Python sent; Python's answer leaves it so."""
    nb = open_notebook(delayed(CELL.replace("{args}", repr(LOST)).rstrip("\n")), ".hd")
    root = nb.widget()
    game = HopeDeferredGame.from_code(LOST)
    moves: list[str] = []
    while "gather" not in moves or moves[-1] == "gather":
        nb.page.evaluate(_HD_CLICK)
        root.locator('[data-target="stock"]').click()
        result = nb.page.evaluate("window.__hdClick")
        moves.append(str(game.step()))
        shown, expected = result["shown"], engine_state(game)
        where = f"tap {len(moves)}, {moves[-1]}"
        assert shown["piles"] == expected["piles"], where  # drawn by the click itself ...
        assert sorted(shown["set_aside"]) == sorted(expected["set_aside"]), where
        assert [shown[key] for key in ("stock", "round", "deals")] == [
            expected[key] for key in ("stock", "round", "deals")
        ], where
        assert not result["answered"], where  # ... before Python had answered
        assert result["answer"] >= DELAY_MS, where  # which it did only after its delay
    assert moves.count("gather") == 1
    assert game.set_aside  # a heart was set aside on the way
    answered(nb)
    assert_page_matches(root, engine_state(game))
    assert [message["kind"] for message in received(nb)] == ["tap"] * len(moves)


def test_a_move_animates_over_the_board_it_leads_to(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw")
    ghosts = nb.widget().locator(".hth-ghost")
    watch(nb, '[data-target="stock"]', "data-count")
    nb.card("stock").click()
    drew = seen(nb)
    assert drew["value"] == "25"  # the stock has one card less at once
    assert drew["ghosts"] >= 1  # and a card travels to the waste, face down
    assert drew["animations"] >= 1
    expect(nb.card("waste")).to_have_attribute("data-rank", "11")  # then shows its face
    expect(ghosts).to_have_count(0)

    nb.card(24).click()
    watch(nb, '[data-position="24"]', "data-state")
    nb.card("waste").click()
    paired = seen(nb)
    assert paired["value"] == "removed"
    assert paired["ghosts"] == 2  # the tip and the waste's Jack travel to the discard
    expect(ghosts).to_have_count(0)  # and are gone after

    watch(nb, '[data-position="24"]', "data-state")
    nb.widget().locator('.hw-controls [data-action="undo"]').click()
    undone = seen(nb)
    assert undone["value"] == "free"  # the tip is back at once ...
    assert undone["ghosts"] == 2  # ... as the two cards fly back from the discard
    expect(ghosts).to_have_count(0)
    assert_page_matches_python(nb)


def test_a_click_during_a_pairs_flight_acts_at_once(open_notebook: OpenNotebook) -> None:
    """Heart to Heart: while a pair flies (20 times slower), a click selects and a draw
    draws at once."""
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw.draw()\nw.tap(24)\nw")
    slow_motion(nb)  # a pair's flight takes 8 s
    nb.card("waste").click()
    assert motion(nb)["ghosts"] == 2
    expect(nb.card(22)).to_have_attribute("data-state", "free")  # Python's answer: 22 is free
    nb.card(22).click()  # while the pair is still flying: selected at once
    expect(nb.card(22)).to_have_attribute("data-selected", "true")
    nb.card("stock").click()  # and a draw, at once
    expect(nb.card("stock")).to_have_attribute("data-count", "24")
    assert motion(nb)["ghosts"] >= 3  # the pair still flying, the draw's card on its way
    assert_page_matches_python(nb)
    assert execute(nb.page, "print(w.table.selected, w.moves)").split() == ["22", "3"]


#: Waits for the first deal to be drawn and reports the motion then, whether the stock's
#: centre is the stock (nothing lies over it) and when that motion would end.
_FIRST_DEAL = """(root) => { window.__hdFirstDeal = new Promise((resolve) => {
  const stock = root.querySelector('[data-target="stock"]');
  const deal = root.querySelector('[data-field="deal"]');
  const observer = new MutationObserver(() => {
    if (deal.textContent !== "1") return;
    observer.disconnect();
    const box = stock.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const motion = root.getAnimations({ subtree: true })
      .filter((animation) => !(animation instanceof CSSAnimation));
    window.__hdFirst = motion;
    resolve({ x, y, motion: motion.length,
              onStock: stock.contains(document.elementFromPoint(x, y)) });
  });
  observer.observe(deal, { childList: true, characterData: true, subtree: true });
}); }"""


def test_a_click_during_a_deal_acts_at_once(open_notebook: OpenNotebook) -> None:
    """Hope Deferred: with the motion slowed down 50 times, a second click on the stock lands
    while the first deal still moves: it reaches Python, and its deal is drawn at once over
    the motion, cutting it short."""
    nb, root = open_game(open_notebook, repr(LOST))
    cdp = nb.page.context.new_cdp_session(nb.page)
    cdp.send("Animation.enable")
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 0.02})
    try:
        root.evaluate(_FIRST_DEAL)
        root.locator('[data-target="stock"]').click()
        first = nb.page.evaluate("window.__hdFirstDeal")
        assert first["motion"] > 0
        assert first["onStock"]  # no copy in flight lies over the stock
        nb.page.mouse.click(first["x"], first["y"])
        expect(root.locator('[data-field="deal"]')).to_have_text("2")
        # The first deal's motion had not ended when the second deal was drawn over it.
        assert nb.page.evaluate(  # cancelled by the new state ("idle"), not "finished"
            "() => window.__hdFirst.every((a) => a.playState === 'idle')"
        )
        assert root.evaluate(
            "(root) => root.getAnimations({ subtree: true })"
            ".filter((a) => !(a instanceof CSSAnimation) && a.playState === 'running').length"
        )  # the second deal's motion, still running: the state did not wait for it
    finally:
        cdp.send("Animation.setPlaybackRate", {"playbackRate": 1})
    assert [message["kind"] for message in received(nb)] == ["tap", "tap"]
    game = HopeDeferredGame.from_code(LOST)
    game.step()
    game.step()
    assert_page_matches(root, engine_state(game))


@pytest.mark.parametrize("move_errors", [True, False])
def test_a_refused_tap_shakes_only_with_move_errors(
    open_notebook: OpenNotebook, move_errors: bool
) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r}, move_errors={move_errors})\nw")
    shaking = """(element) => element.getAnimations()
      .filter((animation) => !(animation instanceof CSSTransition)).length"""
    nb.card(24).click()
    nb.card("waste").click()  # a failed pair: the waste's 7 is no Jack
    expect(nb.card("waste")).to_have_attribute("data-selected", "true")
    # The Jack that found no partner shakes as it lets go; the new selection keeps still.
    assert (nb.card(24).evaluate(shaking) > 0) is move_errors
    assert nb.card("waste").evaluate(shaking) == 0
    expect(nb.field("message")).to_have_text("Must be of the same rank" if move_errors else "")
    nb.card(20).click(position={"x": 20, "y": 10}, force=True)  # covered
    assert (nb.card(20).evaluate(shaking) > 0) is move_errors
    if move_errors:
        expect(nb.field("message")).to_have_text("This card is still covered")
        expect(nb.field("message")).to_be_visible()
    # Without move errors nothing shows on the page to wait for: wait for Python's refusal.
    until(
        lambda: execute(nb.page, "print(w.event['reason'])").strip() == "covered",
        "the covered tap refused in Python",
    )


def messages_taken(nb: Notebook) -> int:
    """How many messages the kernel's widget ``w`` has had from the page (``received``)."""
    return int(execute(nb.page, "print(len(received))"))


def click_and_wait(nb: Notebook, target: Locator) -> None:
    """Click ``target`` near its top left corner (a covered card's visible part), and wait
    until Python has had the message the click sent."""
    count = messages_taken(nb) + 1
    target.click(position={"x": 20, "y": 10}, force=True)
    until(lambda: messages_taken(nb) >= count, "Python to take the click")


#: How many animations run in a view and how many cards (``inFlight``) are in flight.
_MOVING = """(root, inFlight) => [root.getAnimations({ subtree: true }).length,
                                 root.querySelectorAll(inFlight).length]"""

#: Records in ``window.__hwMoved``, at every change of the view, what ``_MOVING`` says then.
_RECORD_MOTION = f"""(root, inFlight) => {{
  window.__hwMoved = [];
  new MutationObserver(() => window.__hwMoved.push(({_MOVING})(root, inFlight)))
    .observe(root, {{ subtree: true, childList: true, characterData: true, attributes: true }});
}}"""


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_less_motion_moves_nothing(open_notebook: OpenNotebook, game: GameCase) -> None:
    """Under prefers-reduced-motion: each click shows the kernel's game at once, and at no
    change of the view does anything animate or fly (Heart to Heart: a draw, a select, a
    pair, an undo and a refused tap on a covered card; Hope Deferred: three deals)."""
    then, clicks = game.less_motion
    nb = game.open(open_notebook, game.fresh, then)
    nb.page.emulate_media(reduced_motion="reduce")
    root = nb.widget()
    root.evaluate(_RECORD_MOTION, game.in_flight)
    for selector in clicks:
        click_and_wait(nb, root.locator(selector))
        game.page_matches_kernel(nb, 0)  # which the page shows at once
        assert root.evaluate(_MOVING, game.in_flight) == [0, 0], selector
    moved = nb.page.evaluate("window.__hwMoved")
    assert moved, "the view changed"
    assert {tuple(counts) for counts in moved} == {(0, 0)}


#: Records, in order, each click that reaches a live card, stock or waste of the widget
#: (``root``: its root's selector; ``live``: whether the clicked button ``e`` takes it).
_RECORD_CLICKS = """([root, live]) => {
  window.__hwClicks = [];
  const takes = new Function("e", `return ${live};`);
  document.addEventListener("click", (event) => {
    const button = event.target.closest?.(`${root} button`);
    if (!button || !takes(button)) return;
    const key = button.dataset.position ?? button.dataset.target;
    if (key !== undefined) window.__hwClicks.push(key);
  }, true);
}"""

_CENTRES = """(root) => Object.fromEntries(
  [...root.querySelectorAll("[data-position], [data-target]")].map((element) => {
    const rect = element.getBoundingClientRect();
    const key = element.dataset.position ?? element.dataset.target;
    return [key, [rect.x + rect.width / 2, rect.y + rect.height * 0.25]];
  }))"""


@pytest.mark.parametrize("delay", [0, DELAY_MS])
@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_a_burst_of_200_clicks(open_notebook: OpenNotebook, game: GameCase, delay: int) -> None:
    """Clicks as fast as Playwright sends them, the kernel answering at once or 400 ms late:
    each click on a live target reaches Python once, in order, and the page ends showing
    exactly Python's game, which is the rules' game after those clicks, with nothing left
    in flight."""
    args = repr(game.burst)
    nb = open_notebook(delayed(game.make(args, "")) if delay else game.make(args, ""), game.root)
    nb.page.evaluate(_RECORD_CLICKS, [game.root, game.live])
    centres = nb.widget().evaluate(_CENTRES)
    rng = random.Random(4)
    for _ in range(200):
        x, y = centres[rng.choice(game.burst_targets)]
        nb.page.mouse.click(x, y)
    clicked: list[str] = nb.page.evaluate("window.__hwClicks")

    if delay:
        answered(nb)

    # Python takes the clicks in its own time (a busy machine may hold the last back):
    # wait until it has had as many messages of clicks as the page had live clicks.
    def taken() -> list[str] | None:
        messages = json.loads(execute(nb.page, "print(json.dumps(received))"))
        sent = [t for t in map(game.clicked, messages) if t is not None]
        return sent if len(sent) >= len(clicked) else None

    sent = until(taken, f"Python to take the page's {len(clicked)} clicks", seconds=180)
    assert sent == clicked  # every click on a live target reached Python once, in order
    game.check_burst(nb, clicked)
    expect(nb.widget().locator(game.in_flight)).to_have_count(0)  # nothing left in flight


def test_a_new_view_asks_for_the_clock(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({SCRIPTED!r})\nw.draw()\nw")  # the clock runs
    # The kernel looks at its clock until it reads 2.2 s.
    execute(nb.page, "import time\nwhile w.table.clock.elapsed < 2.2:\n    time.sleep(0.05)")
    nb.run("display(w)")
    later = nb.field("time", 1)
    expect(later).to_have_text(re.compile(r"^0:0[2-9]$"))  # not 0:00: a fresh reading


def test_a_saved_notebook_shows_its_saved_time(lab: Lab, browser: Browser) -> None:
    """A notebook saved while the clock ran shows the saved time, still, without a kernel."""
    widget = HeartToHeart(SCRIPTED)
    widget.draw()
    saved = ipywidgets.Widget.get_manager_state(widgets=[widget, widget.layout])
    saved["state"][widget.model_id]["state"]["clock"] = {"elapsed": 83.2, "running": True}
    cell = notebook([f"w = HeartToHeart({SCRIPTED!r})\nw"])
    cell["cells"][0]["outputs"] = [
        {
            "output_type": "display_data",
            "metadata": {},
            "data": {
                "text/plain": repr(widget),
                "application/vnd.jupyter.widget-view+json": {
                    "model_id": widget.model_id,
                    "version_major": 2,
                    "version_minor": 0,
                },
            },
        }
    ]
    cell["metadata"]["widgets"] = {"application/vnd.jupyter.widget-state+json": saved}
    name = "saved_clock.ipynb"
    write_json(lab.root / name, cell)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        open_in_lab(page, lab, name, run=False)
        # JupyterLab shows the widgets of a notebook from disk once the player trusts it.
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:trust'); }")
        page.locator(".jp-Dialog .jp-mod-accept").click()
        time_field = page.locator('.hth [data-field="time"]')
        expect(time_field).to_have_text("1:23")
        expect(page.locator('.hth [data-field="moves"]')).to_have_text("1")
        page.wait_for_timeout(1_500)
        assert time_field.inner_text() == "1:23"  # saved, not ticking from an old wall clock
    finally:
        lab.close_sessions(name)
        context.close()
    widget.close()
    assert errors == []
