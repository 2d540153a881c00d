"""What the Play page's Python has of IPython: the few names ipywidgets imports from it.

The page has no kernel and no shell, so ``get_ipython()`` is None, as it is in a plain
Python, and nothing is displayed or cleared through IPython. Loading IPython itself (with
jedi, prompt_toolkit and pygments) would cost the page's start more than a second for
none of this (docs/performance.md has the figures). Run before anything imports
ipywidgets; the notebooks' kernel keeps the real IPython.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any


def get_ipython() -> None:
    """No shell runs here."""


def display(*objects: Any, **options: Any) -> None:
    """Nothing is displayed through IPython on this page: the page draws the board."""


def clear_output(wait: bool = False) -> None:
    """Nothing to clear: see :func:`display`."""


class InteractiveShell:
    """The shell ipywidgets' Output widget asks about: never started here."""

    @classmethod
    def initialized(cls) -> bool:
        return False


def _module(name: str, **names: Any) -> ModuleType:
    module = ModuleType(name)
    module.__dict__.update(names)
    sys.modules[name] = module
    return module


if "IPython" not in sys.modules:
    _module("IPython", get_ipython=get_ipython, display=display)
    _module("IPython.display", display=display, clear_output=clear_output)
    _module("IPython.core")
    _module("IPython.core.interactiveshell", InteractiveShell=InteractiveShell)
