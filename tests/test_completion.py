"""Tab completion in a notebook: IPython asks jedi, which must complete every public class
of the package and each game, attribute by attribute. A property typed with a ``Literal``
that jedi can resolve (``status -> Status``) once made it complete nothing on a game or a
review (see the note on ``Status`` in ``common/contract.py``)."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import subprocess
import sys

import jedi
import pytest

import hearttoheart_widget
from hearttoheart_widget import Game
from hearttoheart_widget.heart_to_heart import game_review
from hearttoheart_widget.hope_deferred import HopeDeferredGame
from hearttoheart_widget.hope_deferred import game_review as hope_deferred_review


def public_classes() -> list[type]:
    """Every class that a module of the package exports (``__all__``), once. The optional
    extras' modules need packages the suite may lack (gymnasium, dask): left out."""
    found: dict[str, type] = {}
    names = [hearttoheart_widget.__name__] + [
        module.name
        for module in pkgutil.walk_packages(hearttoheart_widget.__path__, "hearttoheart_widget.")
    ]
    for name in names:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if (error.name or "").startswith("hearttoheart_widget"):
                raise
            continue
        for exported in getattr(module, "__all__", []):
            value = getattr(module, exported)
            if inspect.isclass(value) and value.__module__.startswith("hearttoheart_widget"):
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return [found[key] for key in sorted(found)]


def completed(code: str, namespace: dict[str, object]) -> set[str]:
    return {completion.name for completion in jedi.Interpreter(code, [namespace]).complete()}


@pytest.mark.parametrize("kind", public_classes(), ids=lambda kind: kind.__qualname__)
def test_jedi_completes_each_public_class_with_its_own_public_attributes(kind: type) -> None:
    # What dir() lists: an enum's lists its members, not its methods.
    own = {name for name in vars(kind) if not name.startswith("_") and name in dir(kind)}
    assert own <= completed("Kind.", {"Kind": kind})


def test_jedi_completes_a_game_and_its_review_of_each_kind() -> None:
    hearts = Game.from_code("HH1-N-AAAAAAA")
    hearts.play(hearts.legal_moves()[0])
    hope = HopeDeferredGame.from_number(7)
    hope.play(hope.legal_moves()[0])
    for game, reviewed in (
        (hearts, game_review.review(hearts)),
        (hope, hope_deferred_review.review(hope)),
    ):
        assert {"status", "history", "legal_moves", "play"} <= completed("game.", {"game": game})
        assert {"status", "code", "length"} <= completed("review.", {"review": reviewed})


#: In a fresh CPython (IPython's shell is global, and the suite's other tests run without
#: one): IPython's completions of a widget's method and a class's, as a notebook asks.
IN_A_SHELL = """
from IPython.core.completer import provisionalcompleter
from IPython.testing.globalipapp import start_ipython

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.hope_deferred import HopeDeferred

shell = start_ipython()
shell.user_ns.update(hearts=HeartToHeart(), hope=HopeDeferred(), Game=Game)
with provisionalcompleter():
    for code in ("hearts.pl", "hope.pl", "Game.from_c"):
        print(sorted(found.text for found in shell.Completer.completions(code, len(code))))
"""


def test_ipython_completes_the_widgets_and_a_games_class_in_a_notebooks_shell() -> None:
    said = subprocess.run(
        [sys.executable, "-c", IN_A_SHELL], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    hearts, hope, game = (set(ast.literal_eval(line)) for line in said)
    assert {"play", "placement_help"} <= hearts
    assert {"play", "play_out"} <= hope
    assert "from_code" in game
