"""The two games as the browser tests that check the same thing for each drive them.

A :class:`GameCase` says what differs between Heart to Heart and Hope Deferred in JupyterLab:
the cell that makes the widget ``w``, its root's selector, the scenes a test starts from
(mid-game, a game played to its end), its own contrast figures, and where its pictures go.
A test parametrized over :data:`GAMES` does the rest the same way for both.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, cast

from playwright.sync_api import Locator, expect

from hearttoheart_widget import Game as HeartGame
from hearttoheart_widget import Table, parse_moves
from hearttoheart_widget.heart_to_heart.moves import Target
from hearttoheart_widget.heart_to_heart.view_state import board_state
from hearttoheart_widget.hope_deferred import HopeDeferredGame

from .board import assert_page_matches_python, drawn
from .contrast import heart_to_heart_figures, hope_deferred_figures
from .hope_board import CELL as HOPE_CELL
from .hope_board import (
    LOST,
    WON,
    assert_page_matches,
    engine_state,
    expect_counters,
    kernel_state,
    page_state,
)
from .notebook import Notebook, OpenNotebook, expect_kernel, has_class
from .scenes import DEAD_END, SCRIPTED, WON_GAME

#: A selector, how its element shows words ("text", "contains" or "name") and the words.
Shown = tuple[str, str, str | re.Pattern[str]]


@dataclass(frozen=True)
class GameCase:
    """One game as the shared browser tests drive it."""

    #: The widget's name, as its root's ``data-widget`` says it.
    name: str
    #: The CSS selector of a view's root element.
    root: str
    #: Makes a cell that defines the widget ``w`` from ``args`` (and ``then``, lines run
    #: before it is shown), showing it last.
    make: Callable[[str, str], str]
    #: The arguments and the moves (lines run before it shows) of a game under way.
    mid_game: tuple[str, str]
    #: A mark that shows in ``mid_game`` (a selected card, a card set aside).
    mid_game_mark: str
    #: A cell that shows a second widget ``w2`` whose game has ended, lost, and the name of
    #: the end banner's picture.
    lost: str
    end_picture: str
    #: Keys from the stock, each with the hook of the target it focuses and the picture's
    #: name there (the focus ring as a player who uses the keys sees it).
    focus_steps: tuple[tuple[str, str, str], ...]
    #: The arguments and moves of the game whose contrast is measured.
    contrast_scene: tuple[str, str]
    #: Brings ``w`` on to where its contrast is measured (by clicks, where that matters)
    #: and measures it: each figure's name and its WCAG ratio.
    contrast: Callable[[Notebook], dict[str, float]]
    #: The figures ``contrast`` measures, each with the lowest ratio allowed.
    least: dict[str, float]
    #: A deal code that :attr:`win_by_clicks` wins.
    won: str
    #: Clicks a whole won game of ``won`` from its deal, checking the page (and now and
    #: then the kernel) after each move; the number of moves.
    win_by_clicks: Callable[[Notebook, GameCase], int]
    #: Checks what the won banner, the page and the kernel say once the game of ``won``
    #: is won in ``moves`` moves (before the banner is folded).
    check_won: Callable[[Notebook, Locator, int], None]
    #: A deal code for a burst of clicks, and the targets clicked (hook values, as often as
    #: each is to be picked).
    burst: str
    burst_targets: tuple[str, ...]
    #: Whether a clicked card, stock or waste (its button ``e``) is live, so the click is
    #: sent to Python (JavaScript).
    live: str
    #: The target a message the page sent says was clicked (None: no click's message).
    clicked: Callable[[dict[str, Any]], str | None]
    #: Checks that the game of ``burst`` after ``clicks`` (in order) is the kernel's and is
    #: what the page shows, and that the burst went far enough to test something.
    check_burst: Callable[[Notebook, list[str]], None]
    #: What a card in flight is on the page.
    in_flight: str
    #: A fresh deal's arguments, a move made from Python on the stock, and the status
    #: field that counts such moves.
    fresh: str
    python_move: str
    counter: str
    #: Lines run before ``fresh`` shows for the reduced-motion test, and what it clicks.
    less_motion: tuple[str, tuple[str, ...]]
    #: What a view of ``fresh`` after ``words_moves`` shows in German, and then in Croatian:
    #: each a selector (its first match), "text", "contains" or "name" (its accessible name)
    #: and the words.
    words_moves: str
    german: tuple[Shown, ...]
    croatian: tuple[Shown, ...]
    #: A code that is no deal code, and a deal code in small letters.
    bad_code: str
    small_code: str
    #: Checks that a view shows exactly the game the kernel's ``w`` holds.
    page_matches_kernel: Callable[[Notebook, int], None]
    #: A Python expression: how many moves the game of ``w`` has had.
    moves_made: str
    #: A key on the stock, and the hook of the target it focuses.
    arrow: tuple[str, str]
    #: The settings menu's settings, in their order (the language last).
    settings: tuple[str, ...]
    #: How much wider a card is in a full-width column than in a 360 px one, at least.
    card_growth: float
    #: The start of its pictures' and figures' file names in ``test-artifacts/``.
    prefix: str = ""

    def open(self, open_notebook: OpenNotebook, args: str, then: str = "") -> Notebook:
        """A fresh notebook in JupyterLab showing ``w``, made of ``args``, after ``then``."""
        return open_notebook(self.make(args, then), self.root)

    def picture(self, nb: Notebook, name: str, view: int = 0) -> Path:
        """Save a picture of a view as ``test-artifacts/<prefix><name>.png``."""
        return nb.screenshot(f"{self.prefix}{name}", view)


def heart_to_heart_cell(args: str, then: str = "") -> str:
    """``w``, and ``received``: the messages the widget got from the page."""
    return (
        f"w = HeartToHeart({args})\nreceived = []\n"
        f"w.on_msg(lambda _w, content, _b: received.append(content))\n{then}w"
    )


def hope_deferred_cell(args: str, then: str = "") -> str:
    """``hope_board.CELL`` (``w``, ``hd_state()`` and ``received``), ``then`` before ``w`` shows."""
    body = HOPE_CELL.replace("{args}", args).rstrip().removesuffix("\nw")
    return f"{body}\n{then}w"


def heart_to_heart_win(nb: Notebook, game: GameCase) -> int:
    """A known win of HH1-N-AAAAAAB, click by click, each pair's first card outlined by
    placement help before it is clicked; the README's picture halfway."""
    moves = parse_moves(WON_GAME.read_text())
    for number, move in enumerate(moves, start=1):
        if move.a is None or move.b is None:
            nb.card("stock").click()
        else:
            expect(nb.card(move.a)).to_have_class(has_class("hth-outlined"))  # placement help
            if number == 34:
                game.picture(nb, "mid-game")  # the README's picture
            nb.card(move.a).click()
            nb.card(move.b).click()
        expect(nb.field("moves")).to_have_text(str(number))
    return len(moves)


def heart_to_heart_won(nb: Notebook, banner: Locator, moves: int) -> None:
    """The banner and the kernel give the score and the moves."""
    expect(banner.locator('[data-result="score"]')).to_have_text("250")
    expect(banner.locator('[data-result="moves"]')).to_have_text(str(moves))
    nb.expect_state(lambda s: (s["status"], s["score"], s["moves"]), ("won", 250, moves))


def hope_deferred_win(nb: Notebook, game: GameCase) -> int:
    """Taps on the stock from the first deal to the win (deals and two gathers): the page
    checked against the engine after every tap, the kernel every fourth tap and at each
    gather; pictures before each gather and halfway."""
    root = nb.widget()
    engine = HopeDeferredGame.from_code(WON)
    stock = root.locator('[data-target="stock"]')
    expect(stock).to_have_accessible_name(re.compile(r"^Stock, 32 cards"))
    expect(root.locator('[data-filled="false"]')).to_have_count(8)
    taps = 0
    while engine.legal_moves():
        step = str(engine.legal_moves()[0])
        expect(stock).to_have_attribute("data-next", step)
        if step == "gather":
            game.picture(nb, f"gather-due-{engine.round}")
        stock.click()
        engine.step()
        taps += 1
        expect_counters(root, engine)
        expected = engine_state(engine)
        shown = page_state(root)
        assert shown["piles"] == expected["piles"]
        assert sorted(shown["set_aside"]) == sorted(expected["set_aside"])
        assert shown["stock"] == expected["stock"]
        if taps % 4 == 0 or step == "gather":
            expect_kernel(partial(held, nb, list(expected)), expected)
        if taps == 8:
            game.picture(nb, "mid-game")
    assert (engine.status, engine.round, taps) == ("won", 3, 14)
    return taps


def held(nb: Notebook, keys: list[str]) -> dict[str, Any]:
    """The kernel's Hope Deferred game, ``keys`` of it."""
    state = kernel_state(nb)
    return {key: state[key] for key in keys}


def hope_deferred_won(nb: Notebook, banner: Locator, moves: int) -> None:
    """The banner says why, the live region says it, and the stock takes no more taps."""
    root = nb.widget()
    expect(banner).to_contain_text("All 8 cards of the target suit are set aside, in round 3")
    expect(root.locator('[data-field="announcement"]')).to_contain_text("You won!")
    stock = root.locator('[data-target="stock"]')
    expect(stock).to_have_attribute("aria-disabled", "true")
    stock.click(force=True)  # the game is over (aria-disabled): nothing happens
    assert kernel_state(nb)["deals"] == 2


def heart_to_heart_tap(message: dict[str, Any]) -> str | None:
    return str(message["target"]) if message["kind"] == "tap" else None


def heart_to_heart_burst(nb: Notebook, clicks: list[str]) -> None:
    """Replaying the taps gives the kernel's board, which the page shows card by card."""
    board = assert_page_matches_python(nb)
    replay = Table(HeartGame.from_code("HH1-N-AAAAAAB"))
    for target in clicks:
        replay.tap(int(target) if target.isdigit() else cast(Target, target))
    assert drawn(board_state(replay)) == board
    assert len(clicks) > 100
    assert board["moves"] > 20


def hope_deferred_step(message: dict[str, Any]) -> str | None:
    return "stock" if message == {"kind": "tap", "target": "stock"} else f"<{message['kind']}>"


def hope_deferred_burst(nb: Notebook, clicks: list[str]) -> None:
    """Each live click was one step, and the game was played to its end by clicks: the
    kernel's game and the page's are the engine's; the stock takes no more taps."""
    game = HopeDeferredGame.from_code("HD1-AH-AAAAAAB")
    steps = 0
    while not game.is_over:
        game.step()
        steps += 1
    assert len(clicks) >= steps
    state = kernel_state(nb)
    assert {key: state[key] for key in engine_state(game)} == engine_state(game)
    assert_page_matches(nb.widget(), engine_state(game))
    expect(nb.widget().locator('[data-target="stock"]')).to_have_attribute("aria-disabled", "true")


def heart_to_heart_matches(nb: Notebook, view: int) -> None:
    assert_page_matches_python(nb, view)


def hope_deferred_matches(nb: Notebook, view: int) -> None:
    state = kernel_state(nb)
    shown = ("piles", "set_aside", "stock", "round", "deals", "status")
    assert_page_matches(nb.widget(view), {key: state[key] for key in shown})


#: Rank text 4.5:1 (WCAG AA), rings and states 3:1 (WCAG's non-text contrast); a dimmed
#: free card need only stand apart from a covered one, which lacks its pips and shadow, at 2:1.
_HEART_TO_HEART_LEAST = {
    "rank on a free card": 4.5,
    "rank on a covered card": 4.5,
    "rank on a dimmed card": 4.5,
    "a free face against a covered one": 3.0,
    "a dimmed free face against a covered one": 2.0,
    "selection ring against the felt": 3.0,
    "selection ring against its halo": 3.0,
    "halo of the selection ring against a free face": 3.0,
    "placement help ring against the felt": 3.0,
    "placement help ring against its halo": 3.0,
    "halo of the placement help ring against a free face": 3.0,
    "count on its badge": 4.5,
    "caption on the felt": 4.5,
}

#: Text needs 4.5:1; the missing card's faint rank 3:1 (the row's name lists the cards found
#: and the heading counts the missing); cards and rings against the felt 3:1. The outline of
#: a missing card only marks its place: faint, but it must show.
_HOPE_DEFERRED_LEAST = {
    "next step's label, Deal": 4.5,
    "next step's label, Gather": 4.5,
    "red index on a card face": 4.5,
    "black index on a card face": 4.5,
    "card face against the felt": 3.0,
    "stock count on its badge": 4.5,
    "pile caption on the felt": 4.5,
    "set-aside heading on the felt": 4.5,
    "set-aside count on the felt": 4.5,
    "missing card's rank on the felt": 3.0,
    "missing card's outline against the felt": 1.5,
    "gold rings (focus, a won row) against the felt": 3.0,
}

#: A card selected, its partner on the waste outlined, free cards of other ranks dimmed,
#: covered cards and counts: 71 moves of a known win, then the Queen at 14 tapped.
_HEART_TO_HEART_MID_GAME = (
    "from hearttoheart_widget import parse_moves\n"
    f"for move in parse_moves(open({str(WON_GAME)!r}).read())[:71]:\n    w.play(move)\n"
    "w.tap(14)\n"
)

HEART_TO_HEART = GameCase(
    name="heart-to-heart",
    root=".hth",
    make=heart_to_heart_cell,
    mid_game=("'HH1-N-AAAAAAB'", _HEART_TO_HEART_MID_GAME),
    mid_game_mark=".hth-selected",
    lost=f"w2 = HeartToHeart(game={DEAD_END})\nw2.tap(24)\nw2.tap('waste')\nw2",
    end_picture="dead-end-banner",
    focus_steps=(
        ("ArrowDown", 'data-target="waste"', "focus-ring"),
        ("ArrowLeft", 'data-position="14"', "focus-ring-on-selected"),
    ),
    contrast_scene=("'HH1-N-AAAAAAB'", _HEART_TO_HEART_MID_GAME),
    contrast=heart_to_heart_figures,
    least=_HEART_TO_HEART_LEAST,
    won="HH1-N-AAAAAAB",
    win_by_clicks=heart_to_heart_win,
    check_won=heart_to_heart_won,
    burst="HH1-N-AAAAAAB",
    burst_targets=("stock",) * 6 + ("waste",) * 3 + tuple(str(p) for p in range(15, 25)),
    live="!e.disabled",  # a covered card takes its tap, to say it is covered
    clicked=heart_to_heart_tap,
    check_burst=heart_to_heart_burst,
    in_flight=".hth-ghost",
    card_growth=1.5,
    fresh=repr(SCRIPTED),
    python_move="w.draw()",
    counter="moves",
    less_motion=(
        "w.move_errors = True\n",  # a refused tap would shake
        (
            '[data-target="stock"]',
            '[data-position="24"]',
            '[data-target="waste"]',  # a pair
            '.hw-controls [data-action="undo"]',
            '[data-position="23"]',  # covered: refused, no shake
            '[data-target="stock"]',
        ),
    ),
    words_moves="w.draw()\n",
    german=(
        ('.hw-controls [data-action="undo"]', "text", "Rückgängig"),
        ('[data-menu="settings"]', "contains", "Zugfehler"),
        ('[data-menu="settings"]', "contains", "Platzierungshilfe"),
        ('[data-position="16"] .hwc-index text', "text", "B"),  # a Jack: Bube
    ),
    croatian=(('[data-target="stock"]', "name", "Talon, 25 karata"),),
    bad_code="HH1-N-NOPE",
    small_code="hh1-n-aaaaaab",
    page_matches_kernel=heart_to_heart_matches,
    moves_made="w.moves",
    arrow=("ArrowDown", 'data-target="waste"'),
    settings=(
        "move_errors",
        "placement_help",
        "hints",
        "winnable_only",
        "show_winnable",
        "show_positions",
        "language",
    ),
)

HOPE_DEFERRED = GameCase(
    name="hope-deferred",
    root=".hd",
    make=hope_deferred_cell,
    mid_game=(repr(LOST), "for _ in range(3):\n    w.step()\n"),
    mid_game_mark='[data-filled="true"]',
    lost=(
        "from hearttoheart_widget.hope_deferred import HopeDeferred\n"
        f"w2 = HopeDeferred({LOST!r})\nw2.play_out()\nw2"
    ),
    end_picture="lost",
    focus_steps=(("ArrowRight", 'data-pile="1"', "focus-ring"),),
    contrast_scene=(repr(WON), ""),
    contrast=hope_deferred_figures,
    least=_HOPE_DEFERRED_LEAST,
    won=WON,
    win_by_clicks=hope_deferred_win,
    check_won=hope_deferred_won,
    burst="HD1-AH-AAAAAAB",  # Abandon Hope: 26 steps
    burst_targets=("stock",),
    live="e.getAttribute('aria-disabled') !== 'true'",  # the game over, the page sends none
    clicked=hope_deferred_step,
    check_burst=hope_deferred_burst,
    in_flight=".hd-motion > *",
    card_growth=1.4,  # from 63 px to 92, where its cards stop (hope_deferred.css)
    settings=("show_odds", "language"),
    fresh=repr(LOST),
    python_move="w.step()",
    counter="deal",
    less_motion=("", ('[data-target="stock"]',) * 3),
    words_moves="for _ in range(3):\n    w.step()\n",
    german=(
        ('[data-label="title"]', "text", "Herz zu Herz"),
        ('[data-target="stock"]', "name", re.compile(r"^Vorrat, 23 Karten")),
        ('[data-label="stock"]', "text", "Vorrat"),
        ('[data-pile="1"]', "name", "Stapel 1: oben Karo König, 3 Karten"),
        ('[data-pile="1"] .hd-card .hwc-index text', "text", "D"),  # the Queen: Dame
        ('[data-choice="variant"] option[value="classic"]', "text", "Klassisch"),
    ),
    croatian=(
        ('[data-label="title"]', "text", "Odgođena nada"),
        ('[data-target="stock"]', "name", re.compile(r"^Talon, 23 karte")),
    ),
    bad_code="HD1-CH-NOPE",
    small_code="hd1-ad-aaaaaab",
    page_matches_kernel=hope_deferred_matches,
    moves_made="w.game.deals_in_round",
    arrow=("Shift+ArrowDown", 'data-pile="1"'),
    prefix="hope-deferred-",
)

GAMES = [HEART_TO_HEART, HOPE_DEFERRED]


def ids(game: GameCase) -> str:
    """A parametrized test's id for ``game``."""
    return game.name
