"""The package's import graph, read from its source with ``ast``.

Every ``import`` a module holds (at module level, inside a function, or under
``if TYPE_CHECKING:``) is an edge to the package module it loads. The runtime graph
(``type_checking=False``) leaves out the imports under ``if TYPE_CHECKING:``, which never
run; a cycle through them is still a circle for the reader and for the type checker.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

PACKAGE = "hearttoheart_widget"
ROOT = Path(__file__).parent.parent / PACKAGE


def module_names() -> dict[str, Path]:
    """Every module of the package by dotted name; a package is its ``__init__``."""
    names = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = [PACKAGE, *path.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imports(tree: ast.AST, *, type_checking: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements of ``tree``; those under ``if TYPE_CHECKING:`` only with
    ``type_checking``."""
    for node in ast.iter_child_nodes(tree):
        if not type_checking and isinstance(node, ast.If) and _is_type_checking(node.test):
            orelse = ast.Module(body=node.orelse, type_ignores=[])
            yield from imports(orelse, type_checking=False)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from imports(node, type_checking=type_checking)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def edges_of(
    name: str, path: Path, modules: Mapping[str, Path], *, type_checking: bool = True
) -> set[str]:
    """The package modules that module ``name`` (at ``path``) imports; those imported only
    for type checking too unless ``type_checking`` is False."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in imports(tree, type_checking=type_checking):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            source = node.module or ""
            if node.level:
                source = f"{base}.{source}" if source else base
            # ``from p import x`` loads p, and p.x too when x is a module. A package that
            # holds this module is loaded before it, so naming only its submodules uses
            # nothing of it.
            submodules = [f"{source}.{alias.name}" for alias in node.names]
            ancestor = name.startswith(source + ".")
            if ancestor and all(module in modules for module in submodules):
                targets = submodules
            else:
                targets = [source, *submodules]
        found.update(target for target in targets if target in modules and target != name)
    return found


def find_cycle(graph: Mapping[str, set[str]]) -> list[str] | None:
    """A cycle of ``graph`` as the list of its nodes, first repeated at the end; or None."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path = [start]  # the nodes being visited, each with its children still to see
        stack = [iter(sorted(graph.get(start, ())))]
        while stack:
            child = next(stack[-1], None)
            if child is None:
                stack.pop()
                done.add(path.pop())
            elif child in path:
                return [*path[path.index(child) :], child]
            elif child not in done:
                path.append(child)
                stack.append(iter(sorted(graph.get(child, ()))))
    return None


def import_graph(*, type_checking: bool = True) -> dict[str, set[str]]:
    """Every module's edges: all its imports, or only those that run (``type_checking=False``)."""
    modules = module_names()
    return {
        name: edges_of(name, path, modules, type_checking=type_checking)
        for name, path in modules.items()
    }
