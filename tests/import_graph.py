"""The package's import graph, read from its source with ``ast``.

Every ``import`` a module runs (at module level or inside a function) is an edge to the
package module it loads; imports under ``if TYPE_CHECKING:`` never run and do not count.
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


def runtime_imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements that run, skipping the bodies of ``if TYPE_CHECKING:``."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for branch in node.orelse:
                yield from runtime_imports(ast.Module(body=[branch], type_ignores=[]))
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from runtime_imports(node)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def edges_of(name: str, path: Path, modules: Mapping[str, Path]) -> set[str]:
    """The package modules that module ``name`` (at ``path``) imports when it runs."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
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


def import_graph() -> dict[str, set[str]]:
    modules = module_names()
    return {name: edges_of(name, path, modules) for name, path in modules.items()}
