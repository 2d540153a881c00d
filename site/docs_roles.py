"""A griffe extension for the API reference (site/mkdocs.yml): the docstrings' reST roles
(``:meth:`play```, ``:class:`~.game.Game```) become links to the objects they name, or
code where the reference shows no such object, never raw text.

A target is looked up as Sphinx does: a name without a leading dot in the scope of the
docstring's object (its members, then its imports), and any name as the end of an
object's path, nearest the docstring's object first. ``~`` shows the last part only.
"""

from __future__ import annotations

import html
import re
from typing import Any

import griffe

ROLE = re.compile(r":(?:meth|class|func|attr|mod|data|exc|obj):`(~?)(\.?)([\w.]+)(\(\))?`")


def _objects(root: griffe.Object) -> dict[str, griffe.Object]:
    """Every object under ``root`` (itself included), by its path; aliases left out."""
    found = {root.path: root}
    for member in root.members.values():
        if not member.is_alias and isinstance(member, griffe.Object):
            found.update(_objects(member))
    return found


def _shared(a: str, b: str) -> int:
    """How many leading dotted parts ``a`` and ``b`` share."""
    count = 0
    for x, y in zip(a.split("."), b.split("."), strict=False):
        if x != y:
            break
        count += 1
    return count


def target_path(name: str, scope: griffe.Object, paths: set[str], relative: bool) -> str | None:
    """The path of the object ``name`` names from ``scope``, or None when none is known."""
    if not relative:
        first, _, rest = name.partition(".")
        holder: griffe.Object | None = scope
        while holder is not None:
            try:
                found = holder.resolve(first)
            except (griffe.NameResolutionError, ValueError):
                holder = holder.parent
                continue
            path = f"{found}.{rest}" if rest else found
            if path in paths:
                return path
            break
    ends = [path for path in paths if path == name or path.endswith(f".{name}")]
    if not ends:
        return None
    return max(ends, key=lambda path: (_shared(path, scope.path), -len(path)))


def rewrite(text: str, scope: griffe.Object, paths: set[str]) -> str:
    """``text`` with each role made an optional cross-reference, shown as code."""

    def one(match: re.Match[str]) -> str:
        tilde, dot, name, call = match.groups()
        shown = (name.rsplit(".", 1)[-1] if tilde else name) + (call or "")
        code = f"<code>{html.escape(shown)}</code>"
        path = target_path(name, scope, paths, relative=bool(dot))
        if path is None:
            return code
        return f'<autoref identifier="{html.escape(path)}" optional>{code}</autoref>'

    return ROLE.sub(one, text)


class Roles(griffe.Extension):
    """Rewrite every docstring's roles once the package is loaded."""

    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        objects = _objects(pkg)
        paths = set(objects)
        for obj in objects.values():
            if obj.docstring is not None:
                scope = obj if obj.is_module or obj.is_class else (obj.parent or obj)
                obj.docstring.value = rewrite(obj.docstring.value, scope, paths)
