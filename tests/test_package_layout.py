"""The package's shape: a room for each game, the shared pieces apart, nothing upward.

Each game lives in its own package (``heart_to_heart``, ``hope_deferred``) and shares only
``common``; ``common`` imports neither game, and importing one game loads no module of the
other. The names the package exported in 0.2.0 still import from its root.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from .import_graph import edges_of, module_names

GAMES = ("hearttoheart_widget.heart_to_heart", "hearttoheart_widget.hope_deferred")
ROOT_NAMES_OF_0_2_0 = [
    "DealStatistics",
    "Game",
    "GameError",
    "HeartToHeart",
    "Hint",
    "IllegalMoveError",
    "InvalidCodeError",
    "InvalidMoveError",
    "InvalidSaveError",
    "Move",
    "Snapshot",
    "Table",
    "deal_statistics",
    "format_moves",
    "hint",
    "is_winnable",
    "parse_moves",
    "solve",
]

#: Every name ``hearttoheart_widget.hope_deferred`` exported in 0.2.0.
HOPE_DEFERRED_NAMES_OF_0_2_0 = [
    "ROUNDS", "Card", "GameError", "HopeDeferred", "HopeDeferredGame", "HopeDeferredTable",
    "IllegalMoveError", "InvalidCodeError", "InvalidMoveError", "InvalidSaveError", "Move",
    "Played", "SimulationResult", "Status", "Suit", "Variant", "describe", "exact_odds",
    "format_moves", "make_code", "narrate", "outcomes", "parse_moves", "read_code", "simulate",
]  # fmt: skip


def _loaded_after(statement: str) -> set[str]:
    script = f"import sys\n{statement}\nprint('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    return {name for name in out.split() if name.startswith("hearttoheart_widget")}


@pytest.mark.parametrize(("game", "other"), [GAMES, GAMES[::-1]])
def test_importing_one_game_loads_none_of_the_other(game: str, other: str) -> None:
    loaded = _loaded_after(f"import {game}")
    assert game in loaded
    assert sorted(name for name in loaded if name.startswith(other)) == []


def test_the_root_alone_loads_neither_game() -> None:
    loaded = _loaded_after("import hearttoheart_widget")
    assert not [name for name in loaded if name.startswith(GAMES)]


def test_the_review_imports_from_the_root_without_the_widget() -> None:
    loaded = _loaded_after("from hearttoheart_widget import review")
    assert "hearttoheart_widget.heart_to_heart.game_review" in loaded
    assert "hearttoheart_widget.heart_to_heart.widget" not in loaded
    assert not [name for name in loaded if name.startswith(GAMES[1])]


def test_common_imports_neither_game() -> None:
    modules = module_names()
    upward = {
        (name, target)
        for name, path in modules.items()
        if name.startswith("hearttoheart_widget.common")
        for target in edges_of(name, path, modules)
        if not target.startswith("hearttoheart_widget.common")
    }
    assert sorted(upward) == []


def test_each_game_imports_only_itself_and_common() -> None:
    modules = module_names()
    crossing = {
        (name, target)
        for name, path in modules.items()
        for game in GAMES
        if name.startswith(game)
        for target in edges_of(name, path, modules)
        if not target.startswith((game, "hearttoheart_widget.common"))
    }
    assert sorted(crossing) == []


@pytest.mark.parametrize("name", ROOT_NAMES_OF_0_2_0)
def test_every_public_name_of_0_2_0_imports_from_the_root(name: str) -> None:
    import hearttoheart_widget

    assert name in hearttoheart_widget.__all__
    value = getattr(hearttoheart_widget, name)
    assert getattr(value, "__name__", name) == name or callable(value)


@pytest.mark.parametrize("name", HOPE_DEFERRED_NAMES_OF_0_2_0)
def test_every_public_name_of_0_2_0_imports_from_hope_deferred(name: str) -> None:
    from hearttoheart_widget import hope_deferred

    assert name in hope_deferred.__all__
    assert getattr(hope_deferred, name) is not None


def test_the_roots_game_names_are_the_games_own() -> None:
    """The root spells out Heart to Heart's names (so that it can export them without
    importing the game); each is one the game's package exports, and the same object."""
    import hearttoheart_widget
    from hearttoheart_widget import heart_to_heart

    lazy = hearttoheart_widget._HEART_TO_HEART
    assert sorted(lazy - set(heart_to_heart.__all__)) == []
    for name in lazy:
        assert getattr(hearttoheart_widget, name) is getattr(heart_to_heart, name), name
