"""The registry: each game declares itself in its own folder, and the shared parts take
what they need of a game from it, naming none."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from hearttoheart_widget.common import launch, registry, reviewing, translations
from hearttoheart_widget.common.registry import Declaration

ROOT = Path(__file__).resolve().parents[2]
GAME_NAMES = re.compile(r"heart_to_heart|hope_deferred|HeartToHeart|HopeDeferred")


def picture(language: str = "en") -> str:
    return "<svg></svg>"


def test_the_package_games_are_found_by_their_folders_in_order() -> None:
    assert registry.keys() == ("heart_to_heart", "hope_deferred")
    games = registry.declarations()
    assert [game.command for game in games] == ["heart-to-heart", "hope-deferred"]
    assert [game.title for game in games] == ["Heart to Heart", "Hope Deferred"]
    assert all(registry.declaration(game.key) is game for game in games)


def test_the_launcher_cells_are_those_of_0_2_0() -> None:
    centred = 'layout={"display": "flex", "justify_content": "center"}'
    assert launch.cell("heart-to-heart") == (
        "from hearttoheart_widget import HeartToHeart\n\n"
        f"HeartToHeart(winnable_only=True, {centred})"
    )
    assert launch.cell("hope-deferred") == (
        f"from hearttoheart_widget.hope_deferred import HopeDeferred\n\nHopeDeferred({centred})"
    )
    with pytest.warns(DeprecationWarning, match=r"launch\.GAMES is deprecated"):
        assert launch.GAMES["hope-deferred"] == ("Hope Deferred", launch.cell("hope-deferred"))


def test_the_reviewer_of_another_games_record_is_named() -> None:
    row: dict[object, object] = {"game": "hope_deferred", "code": "HD1-CH-AAAAAAB", "history": ""}
    with pytest.raises(ValueError, match=r"review it with hearttoheart_widget\.hope_deferred"):
        reviewing.recorded_moves(row, "heart_to_heart")
    with pytest.raises(ValueError, match="game is one of 'heart_to_heart', 'hope_deferred', got"):
        reviewing.recorded_moves({**row, "game": "chess"}, "heart_to_heart")
    with pytest.warns(DeprecationWarning, match=r"reviewing\.REVIEWERS is deprecated"):
        assert reviewing.REVIEWERS["heart_to_heart"] == "hearttoheart_widget.review"


def test_what_names_no_game_or_a_taken_one_is_refused() -> None:
    with pytest.raises(ValueError, match="no game is named 'chess'; the games are heart_to_heart"):
        registry.declaration("chess")
    with pytest.raises(ValueError, match="no game is called 'chess'; the games are heart-to"):
        registry.by_command("chess")
    taken = Declaration("hope_deferred", "Mine", "mine", "mine:Mine", picture, "mine")
    with pytest.raises(ValueError, match="already known as 'hope_deferred'"):
        registry.register(taken)
    with pytest.raises(TypeError, match="register takes a Declaration"):
        registry.register("hope_deferred")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="one of the package's own games"):
        registry.unregister("heart_to_heart")
    assert registry.keys() == ("heart_to_heart", "hope_deferred")


@pytest.mark.parametrize(
    ("changes", "error", "message"),
    [
        ({"key": "Chess"}, ValueError, "key must match"),
        ({"command": "two words"}, ValueError, "command must match"),
        ({"widget": "no_class_named"}, ValueError, "widget must match"),
        ({"title": ""}, ValueError, "title is a text"),
        ({"help_picture": "<svg/>"}, TypeError, "help_picture is a function"),
        ({"statistics": ("played", "luck")}, ValueError, "statistics are a tuple of played"),
        ({"statistics": ["played"]}, ValueError, "statistics are a tuple"),
    ],
)
def test_a_declaration_says_what_is_wrong_in_it(
    changes: dict[str, object], error: type[Exception], message: str
) -> None:
    fields: dict[str, object] = {
        "key": "chess",
        "title": "Chess",
        "command": "chess",
        "widget": "chess.widget:Chess",
        "help_picture": picture,
        "reviewer": "chess.review",
    }
    with pytest.raises(error, match=message):
        Declaration(**{**fields, **changes})  # type: ignore[arg-type]


def test_a_declarations_words_cannot_be_changed_after() -> None:
    words = {"help_goal": {"en": "Win."}}
    game = Declaration("chess", "Chess", "chess", "c:C", picture, "c", translations=words)
    words["help_goal"] = {"en": "Lose."}
    assert game.translations is not None
    assert game.translations["help_goal"] == {"en": "Win."}
    with pytest.raises(TypeError):
        game.translations["more"] = {}  # type: ignore[index]


def test_the_registry_loads_no_game_until_one_is_asked_for() -> None:
    script = (
        "import sys\nfrom hearttoheart_widget.common import registry, records, translations\n"
        "assert registry.keys() == ('heart_to_heart', 'hope_deferred')\n"
        "before = sorted(m for m in sys.modules if m.startswith('hearttoheart_widget.h'))\n"
        "registry.declaration('hope_deferred')\n"
        "after = sorted(m for m in sys.modules if m.startswith('hearttoheart_widget.h'))\n"
        "print(before, any(m.startswith('hearttoheart_widget.heart_to') for m in after))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[] False"


def _code_names(source: str) -> list[str]:
    """The names and texts of a Python module's code: every name, attribute and string,
    but the strings that stand alone (docstrings, which may give examples as comments do)."""
    tree = ast.parse(source)
    alone = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in alone:
            found.append(node.value)
        elif isinstance(node, ast.Name):
            found.append(node.id)
        elif isinstance(node, ast.Attribute):
            found.append(node.attr)
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.alias):
            found.append(node.name)
        elif isinstance(node, ast.ImportFrom):
            found.append(node.module or "")
    return found


def test_no_shared_module_names_a_game() -> None:
    named = {
        path.name: hits
        for path in sorted((ROOT / "hearttoheart_widget" / "common").rglob("*.py"))
        if (
            hits := [
                t for t in _code_names(path.read_text(encoding="utf-8")) if GAME_NAMES.search(t)
            ]
        )
    }
    assert named == {}


def test_no_shared_front_end_file_names_a_game_but_in_comments() -> None:
    comments = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
    named = [
        path.name
        for path in sorted((ROOT / "js" / "src" / "shared").rglob("*"))
        if path.is_file()
        and path.suffix in (".js", ".css")
        and GAME_NAMES.search(comments.sub("", path.read_text(encoding="utf-8")))
    ]
    assert named == []


def test_the_check_for_game_names_finds_one_in_code_and_none_in_docstrings() -> None:
    source = (
        '"""heart_to_heart."""\nX = 1\n"""hope_deferred."""\nKEY = "hope_deferred"\n'
        "def f(x: int) -> None:\n    HopeDeferred(f'{x} heart_to_heart')\n"
    )
    found = sorted(t for t in _code_names(source) if GAME_NAMES.search(t))
    assert found == [" heart_to_heart", "HopeDeferred", "hope_deferred"]


def test_a_games_words_read_without_naming_the_game_warn_and_stay_those_of_0_2_0() -> None:
    with pytest.warns(DeprecationWarning, match="without game= are deprecated.*'heart_to_heart'"):
        old = translations.translate("review_won", "de")
    assert old == translations.translate("review_won", "de", game="heart_to_heart")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert translations.translate_count("cards", 2, "en") == "2 cards"  # a shared word
    with pytest.warns(DeprecationWarning, match=r"translations\.GAME is deprecated"):
        assert translations.GAME == "heart_to_heart"
    with pytest.raises(KeyError, match="no translation for 'no_such_key'"):
        translations.translate("no_such_key", "en")
