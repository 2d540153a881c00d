"""Review mode in a real JupyterLab, both games: opened from the end banner by mouse and
from Python, stepped by keys, buttons, slider and touch with the board the position of each
step, the verdict marks and the move that would have kept the win, Play from here and the
game played on in the kernel, two views stepping on their own, and the pictures and audit
of it in three languages, light and dark, at 1280 and 360 px."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from hearttoheart_widget import Game, Move
from hearttoheart_widget.hope_deferred import HopeDeferredGame

from .board import assert_page_matches_python, page_board
from .conftest import SETUP, page_errors
from .hope_board import CELL as HOPE_CELL
from .hope_board import kernel_state
from .jupyterlab import Lab, notebook, open_in_lab, voila_url, write_json
from .layout import lab_window, problems
from .looks import add_axe, audit, set_theme
from .marimo import cell, marimo_app
from .notebook import Notebook, OpenNotebook, expect_kernel
from .scenes import NEW_PLAYER, WON_GAME

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

CARELESS = "HH1-N-AAAAAAA"  # played at random (Random(3)): the win given away at move 118
HOPE = "HD1-CH-AAAAAAB"  # lost after 17 moves


def careless_line() -> list[Move]:
    rng, game = random.Random(3), Game.from_code(CARELESS)
    while game.status == "playing":
        game.play(rng.choice(game.legal_moves()))
    return game.history


LINE = careless_line()

#: The careless game played to its end in the kernel, in a records file of its own.
CARELESS_CELL = (
    NEW_PLAYER
    + f"""\
import random
from hearttoheart_widget.common import records
w = HeartToHeart({CARELESS!r})
_rng, _g = random.Random(3), Game.from_code({CARELESS!r})
while _g.status == "playing":
    _m = _rng.choice(_g.legal_moves())
    _g.play(_m)
    w.play(_m)
w
"""
)


def hope_cell(args: str, then: str) -> str:
    """Hope Deferred's cell of ``HopeDeferred(args)``, running ``then`` before it shows."""
    return HOPE_CELL.replace("{args}", args).replace("\nw\n", f"\n{then}\nw\n")


def position(k: int) -> dict[str, Any]:
    """The careless game's board after ``k`` moves, as ``page_board`` reads it."""
    game = Game.from_code(CARELESS)
    game.replay(LINE[:k])
    return {
        "heart": game.heart, "free": game.free(), "stock_count": len(game.stock),
        "waste_top": game.waste_top, "waste_count": len(game.waste), "score": game.score,
        "moves": k, "selected": None, "outlined": [], "dimmed": [], "stuck": {},
    }  # fmt: skip


def window(nb: Notebook, width: int, height: int = 1000) -> None:
    """The window ``width`` px wide, JupyterLab's sidebars closed, the views laid out."""
    lab_window(nb.page, width, height)


def cut_short(root: Locator) -> list[str]:
    """The review panel's buttons whose label does not fit them."""
    cut: list[str] = root.locator(".hw-review button:visible").evaluate_all(
        "(buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1"
        " || b.scrollHeight > b.clientHeight + 1).map((b) => b.dataset.control)"
    )
    return cut


def panel(nb: Notebook, view: int = 0) -> Locator:
    return nb.widget(view).locator("[data-review]")


def expect_step(nb: Notebook, k: int, view: int = 0) -> None:
    """The view shows step ``k``, and its board is the game's position after ``k`` moves."""
    expect(panel(nb, view).locator("[data-review-step]")).to_have_attribute(
        "data-review-step", str(k)
    )
    shown = page_board(nb, view)
    assert {key: shown[key] for key in position(k)} == position(k)


def control(nb: Notebook, name: str, view: int = 0) -> Locator:
    return nb.widget(view).locator(f'[data-control="{name}"]')


def test_review_opens_from_the_banner_and_steps_by_keys_buttons_and_slider(
    open_notebook: OpenNotebook,
) -> None:
    nb = open_notebook(CARELESS_CELL)
    banner = nb.widget().locator('[data-banner="lost"]')
    expect(banner).to_be_visible()
    control(nb, "review").click()
    expect(panel(nb)).to_be_visible()
    expect_step(nb, 155)
    expect(nb.widget()).to_have_class(re.compile("hw-reviewing"))
    expect(banner).to_be_hidden()
    expect(nb.widget().locator(".hw-controls")).to_be_hidden()
    slider = control(nb, "review-slider")
    expect(slider).to_be_focused()  # the Review button went: the slider has the focus

    # Keys: on the slider and on any other control of the widget.
    nb.page.keyboard.press("ArrowLeft")
    expect_step(nb, 154)
    nb.page.keyboard.press("Home")
    expect_step(nb, 0)
    expect(panel(nb).locator('[data-field="review-step"]')).to_have_text("The deal")
    expect(panel(nb).locator("[data-review-verdict]")).to_have_count(0)
    control(nb, "review-next").focus()
    nb.page.keyboard.press("ArrowRight")
    expect_step(nb, 1)
    nb.page.keyboard.press("End")
    expect_step(nb, 155)
    expect(panel(nb).locator("[data-review-verdict]")).to_have_attribute(
        "data-review-verdict", "already_lost"
    )

    # Buttons and the slider.
    control(nb, "review-first").click()
    expect_step(nb, 0)
    expect(slider).to_be_focused()  # the button went disabled: the keys still step
    nb.page.keyboard.press("ArrowRight")
    expect_step(nb, 1)
    control(nb, "review-next").click()
    control(nb, "review-next").click()
    expect_step(nb, 3)
    control(nb, "review-previous").click()
    expect_step(nb, 2)
    control(nb, "review-last").click()
    expect_step(nb, 155)
    slider.fill("92")
    expect_step(nb, 92)
    expect(panel(nb).locator("[data-review-verdict]")).to_have_attribute(
        "data-review-verdict", "kept"
    )
    expect(nb.field("announcement")).to_contain_text(
        "Move 92 of 155, draw: Kept the win. The win was kept, though 1 of the 2 moves"
    )
    expect(slider).to_have_attribute("aria-valuetext", "Move 92 of 155, draw")

    # A tap on a card does nothing in review mode: it cannot even be clicked.
    expect(nb.card(24)).to_be_disabled()
    expect(nb.card("stock")).to_be_disabled()
    assert nb.run("print(w.game.moves, w.interactions)").split()[0] == "155"

    # Escape leaves review mode: the board is the game on the table again.
    slider.focus()  # running the cell took the focus
    nb.page.keyboard.press("Escape")
    expect(panel(nb)).to_be_hidden()
    expect(banner).to_be_visible()
    expect(control(nb, "review")).to_be_focused()
    assert nb.run("print(w.review_mode)") == "None\n"
    assert_page_matches_python(nb)


def test_the_move_that_gave_the_win_away_shows_the_move_that_would_have_kept_it(
    open_notebook: OpenNotebook,
) -> None:
    nb = open_notebook(CARELESS_CELL)
    nb.run("r = w.review(step=118)")
    expect_step(nb, 118)
    review = panel(nb)
    expect(review.locator("[data-review-verdict]")).to_have_attribute(
        "data-review-verdict", "gave_away"
    )
    expect(review.locator("[data-review-verdict]")).to_have_text("Gave the win away")
    expect(review.locator('[data-field="review-move"]')).to_have_text("10+waste")
    expect(review.locator('[data-field="review-instead"]')).to_have_text(
        "Instead, “draw” would have kept the win."
    )
    # On the board: the pair's two 3s as ghosts (the heart's in its place, the waste's
    # over the waste), ringed red with the verdict's badge; the stock dashed and starred.
    root = nb.widget()
    ghosts = root.locator(".hth-review-ghost")
    expect(ghosts).to_have_count(2)
    expect(nb.card(10)).to_have_attribute("data-review-played", "gave_away")
    expect(nb.card(10)).to_have_attribute("aria-label", "Three, just played")
    expect(root.locator(".hth-waste-ghost")).to_have_attribute("data-review-played", "gave_away")
    expect(root.locator('[data-review-badge="gave_away"]')).to_be_visible()
    expect(nb.card("stock")).to_have_attribute("data-review-instead", "")
    expect(nb.card("stock")).to_have_attribute("aria-label", re.compile("would have kept the win$"))
    assert root.locator("[data-review-instead]").count() == 1
    # The chart's step mark stands where Python put step 118.
    x, y = map(float, nb.run("print(*w.review_mode['steps'][118]['chart'])").split())
    cursor = root.locator(".hw-review-cursor")
    assert cursor.evaluate("(c) => c.style.getPropertyValue('--x')") == f"{x * 100}%"
    assert cursor.evaluate("(c) => c.style.getPropertyValue('--y')") == f"{y * 100}%"
    expect(root.locator('.hw-review-chart [data-mark="gave_away"]')).to_have_attribute(
        "data-move", "118"
    )
    # The summary offers to go to the move that gave the win away.
    control(nb, "review-first").click()
    control(nb, "review-key-move").click()
    expect_step(nb, 118)
    nb.screenshot("review-gave-away")


def test_play_from_here_goes_on_from_the_step_as_a_new_game(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(CARELESS_CELL)
    control(nb, "review").click()
    control(nb, "review-slider").fill("117")
    expect_step(nb, 117)
    control(nb, "play-from-here").click()
    expect(panel(nb)).to_be_hidden()
    expect(nb.field("moves")).to_have_text("117")
    expect(nb.widget()).to_have_attribute("data-status", "playing")
    expect(nb.widget().locator("[data-banner]")).to_be_hidden()
    expect(nb.field("time")).to_have_text("0:00")
    expect(nb.field("announcement")).to_have_text("Playing on from move 117, as a new game.")
    assert_page_matches_python(nb)
    assert nb.run("print(w.game.history == _g.history[:117])") == "True\n"
    # Play on: the draw that would have kept the win, by a click.
    nb.card("stock").click()
    expect(nb.field("moves")).to_have_text("118")
    assert nb.run("print(w.game.history[117], w.game.moves)") == "draw 118\n"
    assert nb.run("w.show_winnable = True\nprint(w.winnable)") == "True\n"
    assert_page_matches_python(nb)
    # The records: the game played to its end, then the branch as a game of its own.
    nb.run("w.new_game()")
    rows = nb.run("print([(r['code'], r['result'], r['moves']) for r in records.games()])")
    assert rows == f"[({CARELESS!r}, 'lost', 155), ({CARELESS!r}, 'unfinished', 118)]\n"


def test_a_game_in_progress_reviewed_from_python_in_two_views(open_notebook: OpenNotebook) -> None:
    """A teacher stops mid-game and looks back: both views show it, each steps by itself,
    and Close in one closes it in both."""
    nb = open_notebook(
        NEW_PLAYER + f"w = HeartToHeart({CARELESS!r})\nfor _m in {[str(m) for m in LINE[:40]]!r}:\n"
        "    w.play(_m)\ndisplay(w, w)"
    )
    expect(nb.widget(1)).to_be_visible()
    nb.run("r = w.review()")
    for view in (0, 1):
        expect_step(nb, 40, view)
        expect(panel(nb, view).locator('[data-field="review-summary"] li').first).to_have_text(
            "Result: Unfinished"
        )
    control(nb, "review-first", 0).click()
    expect_step(nb, 0, 0)
    expect_step(nb, 40, 1)  # the other view stays where it was
    control(nb, "review-previous", 1).click()
    expect_step(nb, 39, 1)
    expect_step(nb, 0, 0)
    control(nb, "review-close", 1).click()
    for view in (0, 1):
        expect(panel(nb, view)).to_be_hidden()
    assert_page_matches_python(nb, 0)
    assert_page_matches_python(nb, 1)
    assert nb.run("print(w.game.moves, w.review_mode)") == "40 None\n"


@pytest.fixture
def touch(lab: Lab, browser: Browser, request: pytest.FixtureRequest) -> Iterator[Notebook]:
    """A notebook in JupyterLab on a phone: 360 px wide, touch, the careless game played."""
    context = browser.new_context(viewport={"width": 360, "height": 780}, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(30_000)
    name = re.sub(r"\W", "_", request.node.name) + ".ipynb"
    nb = Notebook(page, name)
    nb.errors = page_errors(page)
    write_json(lab.root / name, notebook([SETUP, CARELESS_CELL]))
    open_in_lab(page, lab, name)
    expect(nb.widget()).to_be_visible()
    window(nb, 360)
    yield nb
    try:
        lab.close_sessions(name)
    finally:
        context.close()
    assert nb.errors == [], f"uncaught JavaScript errors: {nb.errors}"


def test_review_by_touch_on_a_phone(touch: Notebook) -> None:
    nb = touch
    control(nb, "review").tap()
    expect_step(nb, 155)
    control(nb, "review-first").tap()
    expect_step(nb, 0)
    control(nb, "review-next").tap()
    control(nb, "review-next").tap()
    expect_step(nb, 2)
    control(nb, "review-previous").tap()
    expect_step(nb, 1)
    # A tap on the slider's track goes to that point of the game: its right end, the last.
    slider = control(nb, "review-slider")
    box = slider.bounding_box()
    assert box is not None
    slider.tap(position={"x": box["width"] - 2, "y": box["height"] / 2})
    expect_step(nb, 155)
    nb.card(24).tap(force=True)  # a card takes no tap in review mode
    assert nb.run("print(w.game.moves)") == "155\n"
    root = nb.widget()
    layout = problems(root)
    assert (layout["scroll"], layout["outside"]) == (0, [])
    for row in (".hw-review-nav", ".hw-review-actions"):
        heights = root.locator(f"{row} > *").evaluate_all(
            "(items) => items.map((item) => item.getBoundingClientRect().top)"
        )
        assert max(heights) - min(heights) < 1, row  # one row
    control(nb, "review-close").tap()
    expect(panel(nb)).to_be_hidden()


def test_hope_deferred_reviews_its_game_and_plays_from_a_step(
    open_notebook: OpenNotebook,
) -> None:
    nb = open_notebook(hope_cell(repr(HOPE), "w.play_out()"), ".hd")
    control(nb, "review").click()
    review = panel(nb)
    expect(review.locator("[data-review-step]")).to_have_attribute("data-review-step", "17")
    nb.page.keyboard.press("Home")
    expect(review.locator("[data-review-step]")).to_have_attribute("data-review-step", "0")
    expect(review.locator("[data-review-chance]")).to_have_text("Chance of a win: 39.0%")
    expect(review.locator('[data-field="review-reason"]')).to_have_text(
        "Chance of a win at the start: 39.0%"
    )
    for _ in range(3):
        nb.page.keyboard.press("ArrowRight")
    mark = review.locator("[data-review-chance]")
    expect(mark).to_have_text("Chance of a win: 36.3%")
    game = HopeDeferredGame.from_code(HOPE)
    game.replay(["deal"] * 3)
    assert float(mark.get_attribute("data-review-chance") or "nan") == pytest.approx(0.36261614)
    root = nb.widget()
    for pile, cards in zip(root.locator(".hd-pile").all(), game.piles, strict=True):
        shown = pile.locator(".hd-card").evaluate_all("(cs) => cs.map((c) => c.dataset.card)")
        assert shown == [card.ascii for card in cards]
    placed = [card.ascii for card, _ in game.last_played.placed]  # type: ignore[union-attr]
    ringed = root.locator(".hd-review-played").evaluate_all("(cs) => cs.map((c) => c.dataset.card)")
    assert sorted(ringed) == sorted(placed)
    expect(root.locator('[data-field="deal"]')).to_have_text("3")
    control(nb, "play-from-here").click()
    expect(review).to_be_hidden()
    expect_kernel(lambda: [kernel_state(nb)[key] for key in ("deals", "status")], [3, "playing"])
    root.locator('[data-target="stock"]').click()
    expect(root.locator('[data-field="deal"]')).to_have_text("4")
    expect_kernel(lambda: kernel_state(nb)["deals"], 4)


# --- pictures, themes, languages and widths ----------------------------------------------

WON_CELL = CARELESS_CELL.replace(
    "w\n",
    f"won = HeartToHeart('HH1-N-AAAAAAB')\nfor _m in {WON_GAME.read_text().split()!r}:\n"
    "    won.play(_m)\ndisplay(w, won)\n",
)


#: A window tall enough for a whole view in review mode, even on a phone's width.
TALL = 2200
SHOTS = [(1280, "light", "en"), (1280, "dark", "de"), (360, "light", "hr"), (360, "dark", "en"),
         (1280, "light", "hr"), (360, "light", "de")]  # fmt: skip


@pytest.mark.parametrize(("width", "theme", "language"), SHOTS)
def test_review_pictures_in_each_language_theme_and_width(
    open_notebook: OpenNotebook, width: int, theme: str, language: str
) -> None:
    """A kept step, the move that gave the win away and a won game's summary, pictured and
    audited; nothing sticks out and no text is cut short."""
    nb = open_notebook(WON_CELL)
    window(nb, width, TALL)
    set_theme(nb, theme)
    nb.run(f"w.language = won.language = {language!r}\nw.review(step=92)\nwon.review(step=0)")
    add_axe(nb)
    for step in (92, 118):
        control(nb, "review-slider").fill(str(step))
        expect_step(nb, step)
        root = nb.widget()
        layout = problems(root)
        assert (layout["scroll"], layout["outside"], layout["clipped"]) == (0, [], [])
        assert cut_short(root) == []
        root.scroll_into_view_if_needed()
        nb.screenshot(f"review-{width}-{theme}-{language}-{step}")
    won = nb.widget(1)
    expect(won.locator('[data-field="review-fewest"]')).to_contain_text("110")
    won.locator('[data-control="review-last"]').click()
    expect(won.locator("[data-review-verdict]")).to_have_attribute("data-review-verdict", "kept")
    won.scroll_into_view_if_needed()
    nb.screenshot(f"review-{width}-{theme}-{language}-won", 1)
    assert audit(nb) == []


@pytest.mark.parametrize(
    ("width", "theme", "language"), [(1280, "dark", "hr"), (360, "light", "de")]
)
def test_hope_deferred_review_pictures(
    open_notebook: OpenNotebook, width: int, theme: str, language: str
) -> None:
    args = f"{HOPE!r}, language={language!r}"
    nb = open_notebook(hope_cell(args, "w.play_out()\nw.review(step=3)"), ".hd")
    window(nb, width, TALL)
    set_theme(nb, theme)
    expect(panel(nb).locator("[data-review-step]")).to_have_attribute("data-review-step", "3")
    layout = problems(nb.widget())
    assert (layout["scroll"], layout["outside"], layout["clipped"]) == (0, [], [])
    nb.widget().scroll_into_view_if_needed()
    nb.screenshot(f"review-hope-{width}-{theme}-{language}")
    add_axe(nb)
    assert audit(nb) == []


# --- Notebook 7, Voila and marimo ---------------------------------------------------------


def test_notebook_7_opens_review_from_the_banner_and_steps(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(CARELESS_CELL, app="notebook")
    control(nb, "review").click()
    expect_step(nb, 155)
    nb.page.keyboard.press("Home")
    expect_step(nb, 0)
    control(nb, "review-next").click()
    expect_step(nb, 1)
    control(nb, "review-close").click()
    expect(panel(nb)).to_be_hidden()
    assert nb.run("print(w.review_mode)") == "None\n"


#: The careless game in review mode from its cell, at the move that gave the win away.
REVIEWED = CARELESS_CELL.replace("w\n", "w.review(step=118)\ndisplay(w)\n")


def test_voila_shows_review_mode_and_steps(lab: Lab, page: Page) -> None:
    write_json(lab.root / "voila-review.ipynb", notebook([SETUP, REVIEWED]))
    page.goto(voila_url(lab, "voila-review.ipynb"))
    review = page.locator(".hth [data-review]")
    expect(review).to_be_visible(timeout=60_000)
    step = review.locator("[data-review-step]")
    expect(step).to_have_attribute("data-review-step", "118")
    expect(review.locator("[data-review-verdict]")).to_have_attribute(
        "data-review-verdict", "gave_away"
    )
    review.locator('[data-control="review-next"]').click()
    expect(step).to_have_attribute("data-review-step", "119")
    page.keyboard.press("ArrowLeft")
    expect(step).to_have_attribute("data-review-step", "118")
    review.locator('[data-control="review-close"]').click()
    expect(review).to_be_hidden()
    expect(page.locator('.hth [data-banner="lost"]')).to_be_visible()


def test_marimo_shows_review_mode_and_steps(page: Page, tmp_path: Path) -> None:
    body = "\n".join(line for line in REVIEWED.splitlines() if not line.startswith("display"))
    app = cell(
        "from hearttoheart_widget import Game\n" + body + "\nboard = mo.ui.anywidget(w)\nboard",
        "HeartToHeart, mo",
        "board",
    )
    with marimo_app(app, tmp_path) as url:
        page.goto(url)
        review = page.locator(".hth [data-review]")
        expect(review).to_be_visible(timeout=60_000)
        step = review.locator("[data-review-step]")
        expect(step).to_have_attribute("data-review-step", "118")
        review.locator('[data-control="review-first"]').click()
        expect(step).to_have_attribute("data-review-step", "0")
        page.keyboard.press("End")
        expect(step).to_have_attribute("data-review-step", "155")


def test_a_whole_game_won_by_clicks_is_reviewed(open_notebook: OpenNotebook) -> None:
    """Click a known win of HH1-N-AAAAAAB from the deal to the banner, then review it."""
    moves = [Move.parse(text) for text in WON_GAME.read_text().split()]
    nb = open_notebook(NEW_PLAYER + "w = HeartToHeart('HH1-N-AAAAAAB')\nw")
    for number, move in enumerate(moves, start=1):
        if move.a is None or move.b is None:
            nb.card("stock").click()
        else:
            nb.card(move.a).click()
            nb.card(move.b).click()
        expect(nb.field("moves")).to_have_text(str(number))
    control(nb, "review").click()
    expect(panel(nb).locator("[data-review-step]")).to_have_attribute("data-review-step", "116")
    expect(panel(nb).locator('[data-field="review-fewest"]')).to_have_text(
        "Fewest moves that win this deal: 110"
    )
    expect(panel(nb).locator('[data-field="review-summary"]')).to_contain_text(
        "No move gave the win away."
    )
    nb.page.keyboard.press("Home")
    expect(panel(nb).locator("[data-review-step]")).to_have_attribute("data-review-step", "0")
    for _ in range(20):
        nb.page.keyboard.press("ArrowRight")
    expect(panel(nb).locator("[data-review-verdict]")).to_have_attribute(
        "data-review-verdict", "kept"
    )
    expect(panel(nb).locator('[data-field="review-reason"]')).to_contain_text(
        "though 1 of the"
    )  # move 20, the game's one choice
    nb.screenshot("review-whole-game")
