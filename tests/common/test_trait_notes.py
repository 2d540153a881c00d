"""Every synced trait of both widgets carries a note where it is defined.

A note is a docstring just under the trait (which the API reference shows under it), or
the trait's ``help=``; a ``#:`` comment above it is no note, since the reference never
shows one. The test reads each class of the package that defines synced
traits (the widgets and their shared bases), so a trait added without a note fails it.
"""

from __future__ import annotations

import ast
import inspect
import textwrap

import pytest
import traitlets

from hearttoheart_widget.heart_to_heart.widget import HeartToHeart
from hearttoheart_widget.hope_deferred.widget import HopeDeferred

WIDGETS = (HeartToHeart, HopeDeferred)


def _own_classes(widget: type) -> list[type]:
    return [cls for cls in widget.__mro__ if cls.__module__.startswith("hearttoheart_widget")]


def _synced(cls: type) -> dict[str, traitlets.TraitType[object, object]]:
    return {
        name: value
        for name, value in vars(cls).items()
        if isinstance(value, traitlets.TraitType) and value.metadata.get("sync")
    }


def _noted(cls: type) -> set[str]:
    """The names assigned in ``cls``'s body that have a string just under them."""
    lines, _ = inspect.getsourcelines(cls)
    source = textwrap.dedent("".join(lines))
    body = ast.parse(source).body[0]
    assert isinstance(body, ast.ClassDef)
    noted: set[str] = set()
    for index, node in enumerate(body.body):
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            name = node.target.id
        else:
            continue
        following = body.body[index + 1] if index + 1 < len(body.body) else None
        under = (
            isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        )
        if under:
            noted.add(name)
    return noted


@pytest.mark.parametrize("widget", WIDGETS, ids=lambda widget: widget.__name__)
def test_every_synced_trait_has_a_note_where_it_is_defined(widget: type) -> None:
    bare = []
    checked = 0
    for cls in _own_classes(widget):
        noted = _noted(cls)
        for name, trait in _synced(cls).items():
            checked += 1
            if not trait.help and name not in noted:
                bare.append(f"{cls.__name__}.{name}")
    assert checked >= 20
    assert bare == []


def test_the_check_sees_a_bare_trait() -> None:
    class Bare(traitlets.HasTraits):
        #: A comment above is no note.
        above = traitlets.Int().tag(sync=True)
        under = traitlets.Int().tag(sync=True)
        """Noted under."""
        helped = traitlets.Int(help="Noted by help.").tag(sync=True)
        bare = traitlets.Int().tag(sync=True)

    synced = _synced(Bare)
    noted = _noted(Bare)
    assert sorted(name for name in synced if not synced[name].help and name not in noted) == [
        "above",
        "bare",
    ]
