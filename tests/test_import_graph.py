"""The package has no import cycles, counting every import: function-level ones and those
under ``if TYPE_CHECKING:`` too.

Every module is parsed with ``ast``; every ``import`` it holds becomes an edge to the
package module it loads. An import needed only for type hints never runs, but a circle
through it still ties two modules together for the reader and the type checker, so it
counts. A cycle fails the test, named in order.
"""

from __future__ import annotations

import pytest

from .import_graph import find_cycle, import_graph


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
