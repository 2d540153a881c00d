"""The package has no import cycles, function-level imports included.

Every module is parsed with ``ast``; every ``import`` it runs (at module level or inside a
function) becomes an edge to the package module it loads. Imports under
``if TYPE_CHECKING:`` never run and do not count. A cycle fails the test, named in order.
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


def test_function_level_imports_count_and_type_checking_imports_do_not() -> None:
    graph = import_graph()
    # ``HeartToHeart`` is imported inside ``__getattr__``; text_picture imports Game only
    # for its type hints.
    game = "hearttoheart_widget.heart_to_heart"
    assert f"{game}.widget" in graph[game]
    assert f"{game}.game" not in graph[f"{game}.text_picture"]


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
