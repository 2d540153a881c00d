"""A third game is one folder: Patience (``tests/third_game``) declares itself, and
``common`` gives it records, statistics, a launcher and How to play with nothing of
``hearttoheart_widget/common`` or ``js/src/shared`` changed for it."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget.__main__ import _parser
from hearttoheart_widget.common import launch, records, registry
from hearttoheart_widget.common.translations import translate, view_words

from .third_game.widget import PatienceWidget

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def patience(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[registry.Declaration]:
    """Patience registered (as importing its declaration does) for one test only, and a
    fresh records file."""
    monkeypatch.setenv(records.ENVIRONMENT, str(tmp_path / "records.sqlite3"))
    declared = import_module("tests.third_game.declaration").DECLARATION
    yield registry.register(declared)  # registered again after an earlier test's unregister
    registry.unregister("patience")


def win(widget: PatienceWidget) -> None:
    for _ in range(5):
        widget.turn()


def test_it_is_known_by_its_key_and_command_after_the_packages_own_games(
    patience: registry.Declaration,
) -> None:
    assert registry.keys() == ("heart_to_heart", "hope_deferred", "patience")
    assert registry.declaration("patience") is patience
    assert registry.by_command("patience") is patience
    registry.unregister("patience")
    assert registry.keys() == ("heart_to_heart", "hope_deferred")
    with pytest.raises(ValueError, match="no game is named 'patience'; the games are"):
        registry.declaration("patience")


def test_a_finished_game_is_recorded_under_its_key_and_counted() -> None:
    widget = PatienceWidget("TP1-12349")
    win(widget)
    assert widget.game.status == "won"
    (row,) = records.games()
    assert (row["game"], row["code"], row["result"], row["moves"]) == (
        "patience",
        "TP1-12349",
        "won",
        5,
    )
    assert row["history"] == "turn turn turn turn turn"
    summary = records.summary("patience", "TP1-12349")
    assert (summary.played, summary.won, summary.won_code) == (1, 1, True)
    assert records.summary("heart_to_heart").played == 0
    lost = PatienceWidget("TP1-92341")
    win(lost)
    assert [row["result"] for row in records.games("patience")] == ["won", "lost"]


def test_its_widget_shows_the_statistics_it_declares() -> None:
    widget = PatienceWidget("TP1-12349")
    win(widget)
    stats: dict[str, Any] | None = widget.stats
    assert stats is not None
    shown = {"played": 1, "won": 1, "win_rate": 1.0, "current_streak": 1, "best_streak": 1}
    assert {key: stats[key] for key in shown} == shown
    assert not {"best_score", "best_seconds", "fewest_moves"} & stats.keys()
    assert stats["deal"] == {
        "code": "TP1-12349",
        "won": True,
        "best": {
            "result": "won",
            "score": 5,
            "moves": 5,
            "seconds": stats["deal"]["best"]["seconds"],
        },
    }
    assert widget.statistics().played == 1


def test_its_launcher_cell_comes_from_its_declaration() -> None:
    args = _parser().parse_args(["play", "patience", "--no-browser"])
    assert args.game == "patience"
    cell = launch.cell("patience")
    assert cell == (
        f"from tests.third_game.widget import PatienceWidget\n\nPatienceWidget({registry.CENTRED})"
    )
    scope: dict[str, Any] = {}
    exec(cell, scope)
    exec(f"board = {cell.splitlines()[-1]}", scope)
    assert isinstance(scope["board"], PatienceWidget)
    assert registry.page_cell("patience", "board").endswith("board = PatienceWidget()")


def test_how_to_play_shows_its_picture_and_its_own_words_in_each_language(
    patience: registry.Declaration,
) -> None:
    words = patience.translations
    assert words is not None
    widget = PatienceWidget("TP1-12349", language="de")
    state = widget.get_state()
    assert state["_help_picture"] == patience.help_picture("de")
    assert state["_help_picture"].startswith("<svg")
    texts = state["_words"]["texts"]
    assert texts["help_goal"] == words["help_goal"]["de"]
    assert texts["help_rule_1"] == words["help_rule_1"]["de"]
    assert texts["stats_played"] == view_words("hope_deferred", "de")["texts"]["stats_played"]
    widget.language = "hr"
    assert widget._help_picture == patience.help_picture("hr")
    assert widget._words["texts"]["help_goal"] == words["help_goal"]["hr"]
    assert translate("help_rule_1", "en", game="patience") == "Each tap turns the next card."


def test_its_table_is_the_shared_one_and_hands_out_copies() -> None:
    widget = PatienceWidget("TP1-12349")
    widget.turn()
    table = widget.table
    table.turn()  # a copy: the widget's game does not move
    assert (widget.game.moves, table.game.moves) == (1, 2)
    copy = table.game
    copy.play("turn")
    assert table.game.moves == 2
    assert table.last_event == {"kind": "move", "move": "turn", "card": 2}
    assert table.clock.running


def test_nothing_shared_was_changed_for_it() -> None:
    """The third game lives in its folder alone: no shared part names its folder, classes or
    key (the word "patience" alone is the family's name, used everywhere)."""
    shared = [ROOT / "hearttoheart_widget" / "common", ROOT / "js" / "src" / "shared"]
    names = re.compile(r"third_game|Patience(Widget|Table)|[\"']patience[\"']")
    named = [
        path.relative_to(ROOT).as_posix()
        for folder in shared
        for path in sorted(folder.rglob("*"))
        if path.is_file() and names.search(path.read_text(encoding="utf-8", errors="replace"))
    ]
    assert named == []


def test_importing_its_declaration_registers_it_and_loads_no_package_game() -> None:
    script = (
        "import sys\nimport tests.third_game.declaration\n"
        "from hearttoheart_widget.common import registry\n"
        "assert registry.keys()[-1] == 'patience', registry.keys()\n"
        "print(sorted(m for m in sys.modules if m.startswith('hearttoheart_widget.h')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    assert out.strip() == "[]"
