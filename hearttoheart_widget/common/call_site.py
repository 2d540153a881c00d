"""Where a warning about a call should point: the user's line that made it."""

from __future__ import annotations

import os
import sys

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
"""The package's folder: a warning points past the frames in it."""


def outside() -> int:
    """The ``stacklevel`` for a ``warnings.warn`` in the function that calls this one that
    names the first caller outside this package, however many of its functions and
    decorators lie between."""
    level, frame = 2, sys._getframe(2)
    while frame.f_back is not None and frame.f_code.co_filename.startswith(_PACKAGE):
        level, frame = level + 1, frame.f_back
    return level
