"""Real positions for the front end's unit tests (``npm test`` in js/): what Python sends and
what each tap then does, written to ``js/test/fixtures/taps.json`` (Heart to Heart) and
``js/test/fixtures/hope_taps.json`` (Hope Deferred).

Run ``.venv/bin/python -m tests.js_fixtures`` after a change to what the widget syncs;
``tests/test_js_fixtures.py`` fails while the file is out of date. Each case is a position
(the traits a prediction and the board read, as Python syncs them) and a few bursts of
taps from it: one tap on every target that does something, and a selection followed by
every such tap. After each tap comes Python's event and board, as the table has them after
it really played. Hope Deferred's cases are whole games, one per variant, each position
with the one tap there is, on the stock.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hearttoheart_widget import Game, HeartToHeart, parse_moves
from hearttoheart_widget.heart_to_heart.moves import Target
from hearttoheart_widget.hope_deferred import HopeDeferred

from .positions import heart_with

FIXTURE = Path(__file__).parents[1] / "js" / "test" / "fixtures" / "taps.json"
HOPE_FIXTURE = FIXTURE.with_name("hope_taps.json")
#: Hope Deferred's games: won in classic, and one of each other variant.
HOPE_GAMES = ("HD1-CH-AAAAAAF", "HD1-KS-AAAAAAB", "HD1-AH-AAAAAAB")
#: The traits a Hope Deferred tap's preview can change, and those its prediction reads.
HOPE_BOARD = ("piles", "stock_count", "set_aside", "targets_left", "round", "deals_in_round",
              "next_step", "status")  # fmt: skip
_HOPE_READ = (*HOPE_BOARD, "previews", "targets", "deals_per_round", "rounds", "code")
_WON = Path(__file__).parent / "data" / "won_HH1-N-AAAAAAB.txt"
#: The board fields a tap's preview can change.
BOARD = ("heart", "free", "stock_count", "waste_top", "waste_count", "selected", "outlined",
         "dimmed")  # fmt: skip
_REFUSED = ("covered", "empty", "none")
#: The traits a tap's prediction and the board's drawing read: what a position holds.
_READ = (*BOARD, "previews", "status", "score", "moves", "can_undo", "message", "ending",
         "hints", "shown_hint")  # fmt: skip


def _positions() -> list[tuple[str, HeartToHeart]]:
    """Named positions: the won game of HH1-N-AAAAAAB where pairs are on offer (also with
    Placement help off), an empty stock, and a game over."""
    won = parse_moves(_WON.read_text(encoding="utf-8"))
    found: list[tuple[str, HeartToHeart]] = []
    for after in (1, 29, 105):
        widget = HeartToHeart("HH1-N-AAAAAAB", record=False)
        for move in won[:after]:
            widget.play(move)
        found.append((f"HH1-N-AAAAAAB after {after} moves", widget))
    unhelped = HeartToHeart("HH1-N-AAAAAAB", placement_help=False, record=False)
    for move in won[:105]:
        unhelped.play(move)
    found.append(("the same after 105 moves, Placement help off", unhelped))
    short = HeartToHeart(
        game=Game.from_cards(heart_with({24: 8}), stock=[6], waste=[8]), record=False
    )
    short.draw()
    found.append(("an empty stock and a waste of two", short))
    lost = HeartToHeart(game=Game.from_code("HH1-N-AAAAAAM"), record=False)
    found.append(("a game lost at once", lost))
    return found


def _target(name: str) -> Target:
    return int(name) if name.isdigit() else name  # type: ignore[return-value]


def _synced(widget: HeartToHeart | HopeDeferred, read: tuple[str, ...] = _READ) -> dict[str, Any]:
    state: dict[str, Any] = json.loads(json.dumps(widget.get_state(), default=str))
    return {name: state[name] for name in sorted(read)}


def _played(widget: HeartToHeart, taps: list[Target]) -> list[dict[str, Any]]:
    """Play ``taps`` on a copy of the widget's table: after each, the event and the board."""
    trial = HeartToHeart(game=widget.game, placement_help=widget.placement_help, record=False)
    steps = []
    for target in taps:
        trial.tap(target)
        event = {key: value for key, value in trial.event.items() if key != "id"}
        board = _synced(trial)
        steps.append({"target": target, "event": event, "board": {k: board[k] for k in BOARD}})
    return steps


def cases() -> list[dict[str, Any]]:
    """Each position with its bursts of taps."""
    found = []
    for name, widget in _positions():
        taps = {_target(t): effect for t, effect in widget.taps.items()}
        live = [t for t, effect in taps.items() if effect not in _REFUSED]
        refused = [t for t, effect in taps.items() if effect in _REFUSED]
        first_refusals = list({taps[t]: t for t in reversed(refused)}.values())
        selectable = [t for t in live if taps[t] == "select"]
        paired = [t for t in selectable if str(t) in widget.pairs]  # those with partners first
        selectable = (paired[:2] + [t for t in selectable if t not in paired])[:3]
        bursts = [[t] for t in live + first_refusals] + [[s, t] for s in selectable for t in live]
        state = _synced(widget)
        found.append({"name": name, "state": state,
                      "bursts": [_played(widget, taps) for taps in bursts]})  # fmt: skip
    return found


def hope_cases() -> list[dict[str, Any]]:
    """Each Hope Deferred game, tapped to its end: each position, the tap's event and the
    board after; the last position is the game over."""
    found = []
    for code in HOPE_GAMES:
        widget = HopeDeferred(code, record=False)
        steps = []
        while widget.status == "playing":
            state = _synced(widget, _HOPE_READ)
            widget.tap()
            event = {key: value for key, value in widget.event.items() if key != "id"}
            board = _synced(widget, HOPE_BOARD)
            steps.append({"state": state, "event": event, "board": board})
        found.append({"name": code, "steps": steps, "over": _synced(widget, _HOPE_READ)})
    return found


def text(cases: list[dict[str, Any]]) -> str:
    """A fixture file's text: one line per case."""
    lines = ",\n".join(json.dumps(case, separators=(",", ":")) for case in cases)
    return f"[\n{lines}\n]\n"


if __name__ == "__main__":
    for path, found in ((FIXTURE, cases()), (HOPE_FIXTURE, hope_cases())):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text(found), encoding="utf-8")
        print(f"wrote {path} ({path.stat().st_size} bytes)")
