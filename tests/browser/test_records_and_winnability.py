"""Live winnability, the chance to win, the statistics panel, the daily deal and trouble with
the records file, by clicks in a real JupyterLab. Each test points its kernel's
HEARTTOHEART_RECORDS at a file of its own."""

from __future__ import annotations

import datetime
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, expect

from hearttoheart_widget.heart_to_heart.daily import daily_code

from .jupyterlab import execute
from .notebook import Notebook, OpenNotebook, expect_kernel

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

WINNABLE = "HH1-N-AAAAAAB"
#: Moves on WINNABLE after which it can still be won; "19+waste" next gives the win away.
BEFORE_THE_LOSS = (
    "draw 24+waste draw draw draw draw draw draw draw 22+waste draw draw draw draw draw draw "
    "draw draw draw"
)
WON_LINE = (Path(__file__).parents[1] / "data" / "won_HH1-N-AAAAAAB.txt").read_text().split()


def records_cell(file: Path, widget: str) -> str:
    """A cell that points this kernel's records at ``file``, then shows ``widget`` as ``w``."""
    return (
        "import os\nfrom hearttoheart_widget.common import records\n"
        + f"os.environ['HEARTTOHEART_RECORDS'] = {str(file)!r}\nw = {widget}\nw"
    )


def kernel(nb: Notebook, expression: str) -> object:
    """The value of ``expression`` in the kernel, through JSON."""
    value: object = json.loads(execute(nb.page, f"print(json.dumps({expression}))"))
    return value


def open_settings(nb: Notebook, setting: str) -> None:
    """Tick or untick an on/off setting in the settings menu, then close the menu."""
    nb.widget().locator('[data-action="settings"]').click()
    nb.widget().locator(f'[data-menu="settings"] [data-setting="{setting}"]').click()
    nb.page.keyboard.press("Escape")


def test_the_winnable_mark_turns_at_a_losing_move_and_undo_goes_back(
    open_notebook: OpenNotebook, tmp_path: Path
) -> None:
    nb = open_notebook(records_cell(tmp_path / "records.sqlite3", f"HeartToHeart({WINNABLE!r})"))
    mark = nb.widget().locator('[data-mark="winnable"]')
    expect(mark).to_be_hidden()  # off by default
    open_settings(nb, "show_winnable")
    expect(mark).to_be_visible()
    expect(mark).to_have_attribute("data-tone", "good")
    expect(nb.field("winnable-text")).to_have_text("Winnable")
    assert kernel(nb, "[w.show_winnable, w.winnable]") == [True, True]

    execute(nb.page, f"for m in {BEFORE_THE_LOSS!r}.split(): w.play(m)")
    expect(nb.field("moves")).to_have_text("19")
    expect(mark).to_have_attribute("data-tone", "good")
    nb.card(19).click()  # the losing pair, by clicks
    nb.card("waste").click()
    expect(mark).to_have_attribute("data-tone", "bad")
    expect(nb.field("winnable-text")).to_have_text("Not winnable")
    expect(nb.field("winnable-note")).to_have_text("since move 20")
    assert kernel(nb, "[w.winnable, w.win_lost_at]") == [
        False,
        {"move": 20, "played": "19+waste", "undos": 1, "reachable": True, "rank": 4},
    ]
    nb.card("stock").click()  # another move: still lost at move 20, two undos back now
    expect(nb.field("moves")).to_have_text("21")

    mark.click()
    details = nb.field("winnable-details")
    expect(details).to_have_text(
        "Move 20, the pair of 4♥, gave the win away. Until then this deal could be won."
    )
    back = nb.widget().locator('[data-action="undo-to-winnable"]')
    expect(back).to_have_text("Undo 2 moves")
    nb.screenshot("winnable-lost")
    execute(nb.page, "w.language = 'de'")
    expect(nb.field("winnable-text")).to_have_text("Nicht gewinnbar")
    expect(back).to_have_text("2 Züge zurücknehmen")
    execute(nb.page, "w.language = 'en'")
    back.click()
    expect(nb.field("moves")).to_have_text("19")
    expect(mark).to_have_attribute("data-tone", "good")
    expect(details).to_be_hidden()
    assert kernel(nb, "[w.moves, w.winnable, w.win_lost_at]") == [19, True, None]

    open_settings(nb, "show_winnable")  # off again: the mark goes
    expect(mark).to_be_hidden()
    assert kernel(nb, "w.winnable") is None


def test_the_statistics_panel_after_a_win(open_notebook: OpenNotebook, tmp_path: Path) -> None:
    nb = open_notebook(records_cell(tmp_path / "records.sqlite3", f"HeartToHeart({WINNABLE!r})"))
    execute(nb.page, f"for m in {WON_LINE[:-1]!r}: w.play(m)")
    expect(nb.field("moves")).to_have_text(str(len(WON_LINE) - 1))
    nb.card(1).click()  # the last pair, by clicks
    nb.card("waste").click()
    expect(nb.widget().locator('[data-banner="won"]')).to_be_visible()
    rows = "[[r['code'], r['result'], r['score'], r['moves']] for r in records.games()]"
    expect_kernel(lambda: kernel(nb, rows), [[WINNABLE, "won", 250, len(WON_LINE)]])

    panel = nb.widget().locator('[data-menu="statistics"]')
    expect(panel).to_be_hidden()
    nb.widget().locator('[data-action="statistics"]').click()
    expect(panel).to_be_visible()

    def stat(name: str) -> Locator:
        return panel.locator(f'[data-stat="{name}"]')

    expect(stat("played")).to_have_text("1")
    expect(stat("won")).to_have_text("1")
    expect(stat("win_rate")).to_have_text("100%")
    expect(stat("current_streak")).to_have_text("1")
    expect(stat("best_streak")).to_have_text("1")
    expect(stat("best_score")).to_have_text("250")
    expect(stat("fewest_moves")).to_have_text(str(len(WON_LINE)))
    expect(stat("deal")).to_have_text(f"Won · 250 · {nb.field('time').text_content()}")
    expect(stat("daily")).to_have_text("Not played yet")
    nb.screenshot("statistics-panel")
    nb.page.keyboard.press("Escape")
    expect(panel).to_be_hidden()

    execute(nb.page, "w.language = 'hr'")
    nb.widget().locator('[data-action="statistics"]').click()
    expect(panel.locator('[data-label="stats_played"]')).to_have_text("Odigrane partije")
    expect(stat("deal")).to_contain_text("Dobiveno · 250")


def test_the_daily_deal_button(open_notebook: OpenNotebook, tmp_path: Path) -> None:
    nb = open_notebook(records_cell(tmp_path / "records.sqlite3", f"HeartToHeart({WINNABLE!r})"))
    daily = nb.widget().locator('[data-mark="daily"]')
    expect(daily).to_be_hidden()
    button = nb.widget().locator('.hw-controls [data-action="daily"]')
    expect(button).to_have_text("Daily deal")
    button.click()
    today = datetime.date.today()
    expect(nb.field("code")).to_have_text(daily_code(today))
    expect(daily).to_be_visible()
    expect(daily).to_have_attribute("title", re.compile(rf"^The daily deal of .*{today.year}"))
    assert kernel(nb, "[w.code, w.daily, w.moves]") == [daily_code(today), today.isoformat(), 0]
    nb.card("stock").click()
    expect(nb.field("moves")).to_have_text("1")
    nb.widget().locator('.hw-controls [data-action="new-game"]').click()
    expect(daily).to_be_hidden()
    nb.widget().locator('[data-action="statistics"]').click()
    panel = nb.widget().locator('[data-menu="statistics"]')
    expect(panel.locator('[data-stat="daily"]')).to_have_text("Played, not won yet")
    expect(panel.locator('[data-stat="played"]')).to_have_text("1")


def test_a_damaged_records_file_warns_on_the_board_and_play_goes_on(
    open_notebook: OpenNotebook, tmp_path: Path
) -> None:
    file = tmp_path / "records.sqlite3"
    file.write_bytes(b"not a database " * 100)
    nb = open_notebook(records_cell(file, f"HeartToHeart({WINNABLE!r})"))
    notice = nb.field("records-problem")
    expect(notice).to_have_text("The statistics could not be read: the records file is damaged.")
    expect(notice).to_have_attribute("data-kind", "corrupt")
    nb.card("stock").click()
    nb.widget().locator('.hw-controls [data-action="new-game"]').click()
    expect(notice).to_have_text(
        "This game could not be recorded: the records file is damaged. Play goes on."
    )
    nb.screenshot("records-damaged")
    nb.card("stock").click()  # play goes on
    expect(nb.field("moves")).to_have_text("1")
    notice.locator('[data-action="dismiss"]').click()
    expect(notice).to_be_hidden()
    execute(nb.page, "w.language = 'de'")
    nb.widget().locator('.hw-controls [data-action="new-game"]').click()  # a new failure
    expect(notice).to_have_text(
        "Dieses Spiel konnte nicht aufgezeichnet werden: die Datei mit den Ergebnissen ist "
        "beschädigt. Du kannst weiterspielen."
    )
    assert file.read_bytes() == b"not a database " * 100


def test_a_read_only_records_file_warns_in_hope_deferred(
    open_notebook: OpenNotebook, tmp_path: Path
) -> None:
    file = tmp_path / "records.sqlite3"
    cell = (
        "import os, subprocess\nfrom hearttoheart_widget.common import records\n"
        f"os.environ['HEARTTOHEART_RECORDS'] = {str(file)!r}\n"
        "records.add('hope_deferred', 'HD1-CH-AAAAAAA', 'won', 8, 17, 20.0)\n"
        "if os.geteuid() == 0:\n"
        f"    subprocess.run(['chattr', '+i', {str(file)!r}], check=True)\n"
        "else:\n"
        f"    os.chmod({str(file)!r}, 0o444)\n"
        "from hearttoheart_widget.hope_deferred import HopeDeferred\n"
        "w = HopeDeferred('HD1-CH-AAAAAAB')\nw"
    )
    nb = open_notebook(cell, root=".hd")
    try:
        notice = nb.field("records-problem")
        expect(notice).to_be_hidden()  # reading works
        nb.widget().locator('[data-action="play-out"]').click()
        expect(nb.widget().locator("[data-banner]")).to_be_visible()
        expect(notice).to_have_text(
            "This game could not be recorded: the records file is read-only. Play goes on."
        )
        nb.screenshot("records-read-only")
        nb.widget().locator('.hw-controls [data-action="new-game"]').click()
        nb.card("stock").click()
        expect(nb.widget().locator('[data-field="deal"]')).to_have_text("1")
        codes = "[r['code'] for r in records.games()]"
        expect_kernel(lambda: kernel(nb, codes), ["HD1-CH-AAAAAAA"])
    finally:
        execute(nb.page, f"subprocess.run(['chattr', '-i', {str(file)!r}], check=False)")


def test_the_chance_to_win_follows_each_step(open_notebook: OpenNotebook, tmp_path: Path) -> None:
    widget = "HopeDeferred('HD1-CH-AAAAAAB')"
    cell = "from hearttoheart_widget.hope_deferred import HopeDeferred, exact_odds\n"
    nb = open_notebook(cell + records_cell(tmp_path / "records.sqlite3", widget), root=".hd")
    odds = nb.widget().locator('[data-mark="odds"]')
    expect(odds).to_be_hidden()
    open_settings(nb, "show_odds")
    expect(odds).to_be_visible()
    expect(nb.field("odds-text")).to_have_text("39.0%")  # classic: 38.9956%
    expect(odds).to_have_attribute("aria-label", "Chance to win from here: 39.0%")
    for deal in range(1, 4):
        nb.card("stock").click()
        expect(nb.field("deal")).to_have_text(str(deal))
        expect_kernel(lambda: kernel(nb, "w.game.moves"), deal)  # drawn before Python played it
        exact = kernel(nb, "[float(exact_odds(w.game)), w.odds]")
        assert isinstance(exact, list)
        assert exact[0] == exact[1]
        expect(nb.field("odds-text")).to_have_text(f"{100 * exact[0]:.1f}%")
    nb.screenshot("chance-to-win")
    execute(nb.page, "w.language = 'de'")
    expect(nb.field("odds-note")).to_have_text("Chance")
    expect(nb.field("odds-text")).to_contain_text(",")  # 12,3 %
