"""Old names kept working for a while: a warning that says what to use instead."""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def renamed(old: str, new: str, since: str = "0.3.0") -> None:
    """Warn, once per calling place, that ``old`` is deprecated since ``since``: use ``new``.
    Called by the old name's own code, so the warning points at its caller's line."""
    warnings.warn(f"{old} is deprecated since {since}: use {new}", DeprecationWarning, stacklevel=3)


def renamed_keyword(
    old: str, new: str, since: str = "0.3.0"
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """A decorator: the function takes its keyword argument ``new`` by its old name ``old``
    too, which warns; both at once are refused with a ``TypeError``."""

    def decorate(function: Callable[P, R]) -> Callable[P, R]:
        name = function.__qualname__.removesuffix(".__init__")

        @functools.wraps(function)
        def accept_old(*args: P.args, **kwargs: P.kwargs) -> R:
            if old in kwargs:
                if new in kwargs:
                    raise TypeError(
                        f"{name}() takes {new}= alone: {old}= is its deprecated name,"
                        " and both were given"
                    )
                renamed(f"{name}({old}=...)", f"{new}=...", since)
                kwargs[new] = kwargs.pop(old)
            return function(*args, **kwargs)

        return accept_old

    return decorate
