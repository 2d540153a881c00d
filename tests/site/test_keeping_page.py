"""The Play page's keeping (site/play/keeping.py) in CPython: the records file in the kept
folder, the kept game taken up on the page without a link, and a link's board keeping
nothing. The browser's side (IndexedDB, a reload) is tested in test_site.py."""

from __future__ import annotations

import importlib.util
import json
import types
from pathlib import Path

import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common import records
from hearttoheart_widget.common.keeping import Keeper
from hearttoheart_widget.common.translations import LANGUAGES

PLAY = Path(__file__).resolve().parents[2] / "site" / "play"


@pytest.fixture
def keeping(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    """site/play/keeping.py as the page runs it, keeping in ``tmp_path`` instead; the
    records' variable put back afterwards."""
    monkeypatch.setenv(records.ENVIRONMENT, "unset by the page")
    spec = importlib.util.spec_from_file_location("keeping", PLAY / "keeping.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert records.path() == Path("/hearttoheart/hearttoheart-records.sqlite3")
    monkeypatch.setenv(records.ENVIRONMENT, str(tmp_path / records.BROWSER_FILE))
    monkeypatch.setattr(module, "keeper", Keeper(tmp_path))
    return module


def test_the_page_takes_its_kept_game_up_and_keeps_each_move(keeping: types.ModuleType) -> None:
    first = HeartToHeart("HH1-N-AAAAAAB")
    assert keeping.keep(first, "http://h/play/index.html") is None
    first.draw()
    again = HeartToHeart()
    assert keeping.keep(again, "http://h/play/?game=heart-to-heart") is None
    assert (again.code, again.moves) == ("HH1-N-AAAAAAB", 1)
    again.draw()
    kept = json.loads(keeping.keeper.file(again).read_text())
    assert json.loads(kept["table"])["moves"] == ["draw", "draw"]


@pytest.mark.parametrize("query", ["?code=HH1-N-AAAAAGM", "?code=HH1-N-AAAAAGM&moves=~d"])
def test_a_links_board_takes_the_kept_settings_and_keeps_nothing(
    query: str, keeping: types.ModuleType
) -> None:
    playing = HeartToHeart("HH1-N-AAAAAAB", hints=True)
    keeping.keep(playing, "http://h/play/")
    playing.draw()
    file = keeping.keeper.file(playing)
    text = file.read_text()
    linked = HeartToHeart("HH1-N-AAAAAGM")
    assert keeping.keep(linked, f"http://h/play/{query}") is None
    assert (linked.code, linked.hints) == ("HH1-N-AAAAAGM", True)
    linked.draw()
    assert file.read_text() == text


def test_the_page_says_where_games_are_kept_in_every_language(keeping: types.ModuleType) -> None:
    words = json.loads(keeping.WORDS)
    assert set(words) == set(LANGUAGES)
    assert {len(set(said.values())) for said in words.values()} == {4}
    assert "this browser" in words["en"]["kept_where"]
