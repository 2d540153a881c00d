"""ipywidgets on the Play page, each name imported from its own module when first asked for.

``import ipywidgets`` runs the package's ``__init__``, which imports all its controls
(sliders, pickers, boxes, media: some 25 modules), while a widget of this package is made
of the base classes alone: ``DOMWidget`` and what it is built on. On the page that costs
about 100 ms of the start (docs/performance.md has the figures). Here ``ipywidgets`` and
``ipywidgets.widgets`` are the installed packages, found where they are but not run: a
name in :data:`HOMES` is imported from its own module when first asked for. Any other
name runs both packages' ``__init__`` first, so everything still works, only later.

Run before anything imports ipywidgets (after ``ipython_stub.py``, which ipywidgets'
modules need); the notebooks' kernel keeps ipywidgets as it is.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import sys
from typing import Any

#: The names the page's Python takes from ipywidgets (anywidget's ``DOMWidget``, the
#: package's ``CallbackDispatcher``, and what a widget's class is built on), by the module
#: of ``ipywidgets.widgets`` that defines them.
HOMES = {
    "Widget": "widget",
    "CallbackDispatcher": "widget",
    "register": "widget",
    "widget_serialization": "widget",
    "DOMWidget": "domwidget",
    "Layout": "widget_layout",
    "Style": "widget_style",
    "CoreWidget": "widget_core",
}


def _unrun(name: str) -> None:
    """Put the installed package ``name`` in ``sys.modules`` without running its
    ``__init__``; its names come from :func:`_attribute`."""
    spec = importlib.util.find_spec(name)
    assert spec is not None, f"{name} is not installed"
    module = importlib.util.module_from_spec(spec)
    module.__getattr__ = functools.partial(_attribute, name)  # type: ignore[method-assign]
    sys.modules[name] = module


def _run_all() -> None:
    """Run both packages' ``__init__``, as ``import ipywidgets`` would have."""
    for name in ("ipywidgets.widgets", "ipywidgets"):
        module = sys.modules[name]
        if "__getattr__" in vars(module):
            del module.__getattr__
            spec = module.__spec__
            assert spec is not None
            assert spec.loader is not None
            spec.loader.exec_module(module)


def _attribute(package: str, attribute: str) -> Any:
    """``<package>.<attribute>``: a module of the package, or a name from its own module
    where :data:`HOMES` has it, or else from the package once its ``__init__`` has run."""
    if attribute.startswith("__"):
        raise AttributeError(attribute)
    if importlib.util.find_spec(f"{package}.{attribute}") is not None:
        return importlib.import_module(f"{package}.{attribute}")
    home = HOMES.get(attribute)
    if home is None:
        _run_all()
        return getattr(sys.modules[package], attribute)
    return getattr(importlib.import_module(f"ipywidgets.widgets.{home}"), attribute)


if "ipywidgets" not in sys.modules:
    _unrun("ipywidgets")
    _unrun("ipywidgets.widgets")
