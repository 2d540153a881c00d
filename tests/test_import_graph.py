"""The package has no import cycles, counting every import: function-level ones and those
under ``if TYPE_CHECKING:`` too.

Every module is parsed with ``ast``; every ``import`` it holds becomes an edge to the
package module it loads. An import needed only for type hints never runs, but a circle
through it still ties two modules together for the reader and the type checker, so it
counts. A cycle fails the test, named in order.

The rules (``heart_to_heart/game.py``) load nothing above them: no module of the solver
family, the daily deal or dealing, through any chain of imports (issue 28, "rules that only
rule"); so the solver's package is free to import its own modules.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from .import_graph import ROOT, edges_of, find_cycle, import_graph, module_names

GAME = "hearttoheart_widget.heart_to_heart"
RULES = f"{GAME}.game"
SOLVING = f"{GAME}.solving"
#: What the rules may not load: the solver family, the daily deal and dealing.
ABOVE_THE_RULES = (SOLVING, f"{GAME}.daily", f"{GAME}.dealing")


def reachable(graph: Mapping[str, set[str]], start: str) -> set[str]:
    """Every module ``start`` loads, directly or through others (``start`` left out)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        for target in graph.get(todo.pop(), ()):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen - {start}


def _above_the_rules(names: set[str]) -> list[str]:
    return sorted(
        name
        for name in names
        for top in ABOVE_THE_RULES
        if name == top or name.startswith(top + ".")
    )


def test_the_package_has_no_import_cycle() -> None:
    graph = import_graph()
    solver = graph["hearttoheart_widget.heart_to_heart.solving.solver"]
    assert "hearttoheart_widget.heart_to_heart.game" in solver
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_function_level_and_type_checking_imports_count() -> None:
    # ``HeartToHeart`` is imported inside ``__getattr__``; the root imports the game's
    # package only for its type hints (at run time by name, through import_module), which
    # the runtime graph leaves out.
    game = "hearttoheart_widget.heart_to_heart"
    assert f"{game}.widget" in import_graph()[game]
    assert game in import_graph()["hearttoheart_widget"]
    assert game not in import_graph(type_checking=False)["hearttoheart_widget"]


def test_the_rules_load_neither_the_solver_nor_the_daily_deal() -> None:
    """``Game`` knows no engine: every import of game.py, at module level or in a function,
    and of every module those load, stays below dealing and the solver."""
    reached = reachable(import_graph(), RULES)
    assert f"{GAME}.moves" in reached
    assert f"{GAME}.geometry" in reached  # through moves too
    assert _above_the_rules(reached) == []


def test_a_function_level_import_in_the_rules_would_be_seen(tmp_path: Path) -> None:
    planted = tmp_path / "game.py"
    source = (ROOT / "heart_to_heart" / "game.py").read_text(encoding="utf-8")
    planted.write_text(source + "\n\ndef _late() -> None:\n    from .daily import daily_number\n")
    edges = edges_of(RULES, planted, module_names())
    assert _above_the_rules(edges) == [f"{GAME}.daily"]


def test_the_solver_family_may_export_from_its_package() -> None:
    """Since the rules need no solver, solving/__init__.py imports its modules without a
    circle: the solver loads the rules, and the rules load nothing of it."""
    graph = import_graph()
    assert {f"{SOLVING}.search", f"{SOLVING}.solver", f"{SOLVING}.statistics"} <= graph[SOLVING]
    assert RULES in reachable(graph, SOLVING)
    assert find_cycle(graph) is None


@pytest.mark.parametrize(
    "module", [RULES, f"{SOLVING}.search", SOLVING, f"{GAME}.daily", f"{GAME}.dealing"]
)
def test_each_module_of_the_chain_imports_first_in_a_fresh_interpreter(module: str) -> None:
    """A package loads its parent packages first, which the graph leaves out: whichever of
    the rules, the solver and dealing is imported first, no module meets a half-loaded one."""
    script = f"import {module}\nfrom {SOLVING} import solve\nfrom {GAME} import random_deal"
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("graph", "cycle"),
    [
        ({"a": {"b"}, "b": {"c"}, "c": set()}, None),
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, ["a", "b", "c", "a"]),
        ({"a": {"b", "c"}, "b": set(), "c": {"d"}, "d": {"c"}}, ["c", "d", "c"]),
        ({"a": {"a"}}, ["a", "a"]),
    ],
)
def test_the_cycle_finder_names_a_planted_cycle(
    graph: dict[str, set[str]], cycle: list[str] | None
) -> None:
    assert find_cycle(graph) == cycle
