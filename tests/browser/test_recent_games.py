"""The statistics panel's latest games in a real JupyterLab: a game finished by clicks is
listed and reviewed from its row's Review button, in review mode on the board with Python's
state saying so (both games); a game kept without its moves says so; the list pictured in
two languages, light and dark, at 1280 and 360 px, with nothing sticking out or cut."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, expect

from hearttoheart_widget import Game

from .hope_board import CELL as HOPE_CELL
from .jupyterlab import execute
from .layout import lab_window, problems, steady
from .looks import add_axe, audit, set_theme
from .notebook import Notebook, OpenNotebook
from .scenes import NEW_PLAYER

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

WINNABLE = "HH1-N-AAAAAAB"
CARELESS = "HH1-N-AAAAAAA"  # played at random (Random(3)): lost after 155 moves
HOPE = "HD1-CH-AAAAAAB"  # lost after 17 moves, 5 set aside
WON_LINE = (Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt").read_text().split()

#: A game of a records file written before the records kept the moves.
OLD_GAME = (
    "import datetime\nfrom hearttoheart_widget.common import records\n"
    "records.add('heart_to_heart', 'HH1-N-AAAAAAC', 'lost', 96, 80, 250.0,"
    " datetime.datetime(2026, 11, 30, 20, 15, tzinfo=datetime.timezone.utc), history=None)\n"
)


def kernel(nb: Notebook, expression: str) -> Any:
    """The value of ``expression`` in the kernel, through JSON."""
    return json.loads(execute(nb.page, f"import json\nprint(json.dumps({expression}))"))


def open_panel(nb: Notebook) -> Locator:
    """Open the statistics panel by its button; the panel."""
    panel = nb.widget().locator('[data-menu="statistics"]')
    nb.widget().locator('[data-action="statistics"]').click()
    expect(panel).to_be_visible()
    return panel


def review_step(nb: Notebook) -> Locator:
    return nb.widget().locator("[data-review] [data-review-step]")


def test_a_game_finished_by_clicks_is_reviewed_from_the_statistics_panel(
    open_notebook: OpenNotebook,
) -> None:
    nb = open_notebook(
        NEW_PLAYER + OLD_GAME + f"w = HeartToHeart({WINNABLE!r})\n"
        f"for _m in {WON_LINE[:-1]!r}:\n    w.play(_m)\nw\n"
    )
    nb.card(1).click()  # the last pair, by clicks
    nb.card("waste").click()
    expect(nb.widget().locator('[data-banner="won"]')).to_be_visible()
    time = nb.field("time").text_content()
    nb.widget().locator('.hw-controls [data-action="new-game"]').click()  # another deal
    expect(nb.field("code")).not_to_have_text(WINNABLE)
    won_id = kernel(nb, "[r['id'] for r in records.games() if r['result'] == 'won']")[0]

    panel = open_panel(nb)
    rows = panel.locator(".hw-recent-game")
    expect(rows).to_have_count(2)
    won, old = rows.nth(0), rows.nth(1)  # newest first
    expect(won.locator(".hw-recent-figures")).to_have_text(
        f"Won · 250 · {len(WON_LINE)} moves · {time}"
    )
    finished = kernel(nb, f"records.record({won_id})['finished_at']")
    expect(won.locator("time")).to_have_attribute("datetime", finished)
    expect(old.locator(".hw-recent-figures")).to_have_text("Lost · 96 · 80 moves · 4:10")
    expect(old.locator('[data-control="review-record"]')).to_have_count(0)
    expect(old).to_contain_text("Moves not recorded")

    button = won.locator('[data-control="review-record"]')
    expect(button).to_have_attribute("data-record", str(won_id))
    expect(button).to_have_text("Review")
    expect(button).to_have_attribute("aria-label", re.compile(r"^Review the game of \S"))
    button.click()
    expect(panel).to_be_hidden()
    expect(review_step(nb)).to_have_attribute("data-review-step", str(len(WON_LINE)))
    expect(nb.widget().locator('[data-control="review-slider"]')).to_be_focused()
    expect(nb.field("code")).to_have_text(WINNABLE)  # the review's deal
    assert kernel(
        nb, "[w.review_mode['own'], w.review_mode['code'], w.review_mode['length'], w.game.code]"
    )[:3] == [False, WINNABLE, len(WON_LINE)]
    assert kernel(nb, "w.game.code") != WINNABLE  # the new deal stays on the table
    assert kernel(nb, "w.game.moves") == 0


def test_hope_deferred_lists_no_time_and_reviews_a_game(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(NEW_PLAYER + HOPE_CELL.replace("{args}", repr(HOPE)), ".hd")
    panel = open_panel(nb)
    expect(panel.locator('[data-stat="played"]')).to_have_text("0")
    expect(panel.locator('[data-field="recent"]')).to_be_hidden()  # no game yet: no list
    nb.page.keyboard.press("Escape")
    execute(nb.page, "w.play_out()\nw.new_game()")
    panel = open_panel(nb)
    rows = panel.locator(".hw-recent-game")
    expect(rows).to_have_count(1)
    expect(rows.locator(".hw-recent-figures")).to_have_text("Lost · 5 · 17 moves")  # no time
    rows.locator('[data-control="review-record"]').click()
    expect(panel).to_be_hidden()
    expect(review_step(nb)).to_have_attribute("data-review-step", "17")
    assert kernel(nb, "[w.review_mode['code'], w.review_mode['own']]") == [HOPE, False]


def careless_line(moves: int | None = None) -> str:
    rng, game = random.Random(3), Game.from_code(CARELESS)
    while game.status == "playing" and (moves is None or game.moves < moves):
        game.play(rng.choice(game.legal_moves()))
    return " ".join(str(move) for move in game.history)


#: Five games in the records, the newest last: every result, one without its moves.
FIVE_GAMES = (
    NEW_PLAYER
    + OLD_GAME
    + f"""\
_at = lambda day, hour: datetime.datetime(2026, 12, day, hour, 7, tzinfo=datetime.timezone.utc)
records.add('heart_to_heart', {CARELESS!r}, 'lost', 180, 155, 731.0, _at(1, 9),
            history={careless_line()!r})
records.add('heart_to_heart', {CARELESS!r}, 'unfinished', 20, 40, 95.0, _at(2, 17),
            history={careless_line(40)!r})
records.add('heart_to_heart', {WINNABLE!r}, 'won', 250, {len(WON_LINE)}, 201.5, _at(3, 18),
            history={" ".join(WON_LINE)!r})
records.add('heart_to_heart', {CARELESS!r}, 'unfinished', 4, 12, 1250.0, _at(4, 21),
            history={careless_line(12)!r})
w = HeartToHeart({WINNABLE!r})
w
"""
)

SHOTS = [(1280, "light", "en"), (1280, "dark", "de"), (360, "dark", "en"), (360, "light", "de"),
         (360, "light", "hr")]  # fmt: skip


def test_the_latest_games_pictured_in_each_width_theme_and_language(
    open_notebook: OpenNotebook,
) -> None:
    """Five rows inside the panel, nothing sticking out of it or cut short, in every shot;
    at 360 px the panel ends at the widget's foot and scrolls to its last row."""
    nb = open_notebook(FIVE_GAMES)
    add_axe(nb)
    for width, theme, language in SHOTS:
        lab_window(nb.page, width)
        set_theme(nb, theme)
        execute(nb.page, f"w.language = {language!r}")
        expect(nb.widget()).to_have_attribute("lang", language)
        root = nb.widget()
        root.scroll_into_view_if_needed()
        panel = open_panel(nb)
        rows = panel.locator(".hw-recent-game")
        expect(rows).to_have_count(5)
        expect(rows.locator('[data-control="review-record"]')).to_have_count(4)
        steady(nb.page, "document.querySelector('.hw-stats-panel:not([hidden])')"
               "?.getBoundingClientRect().width")  # fmt: skip
        layout = problems(root)
        assert (layout["scroll"], layout["outside"], layout["clipped"]) == (0, [], [])
        spill = panel.evaluate(
            """(panel) => {
              const box = panel.getBoundingClientRect();
              return [...panel.querySelectorAll('.hw-recent-game, .hw-recent-game *')]
                .filter((e) => {
                  const r = e.getBoundingClientRect();
                  return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5
                    || e.scrollWidth > e.clientWidth + 1);
                }).map((e) => e.className || e.textContent);
            }"""
        )
        assert spill == []
        last = rows.nth(4)
        last.scroll_into_view_if_needed()  # a long panel scrolls to its last row
        expect(last.locator(".hw-recent-none")).to_be_in_viewport()
        nb.screenshot(f"recent-games-{width}-{theme}-{language}")
        assert audit(nb) == []
        nb.page.keyboard.press("Escape")
        expect(panel).to_be_hidden()
