"""Old names kept working for a while: a warning that says what to use instead."""

from __future__ import annotations

import warnings


def renamed(old: str, new: str, since: str = "0.3.0") -> None:
    """Warn, once per calling place, that ``old`` is deprecated since ``since``: use ``new``.
    Called by the old name's own code, so the warning points at its caller's line."""
    warnings.warn(f"{old} is deprecated since {since}: use {new}", DeprecationWarning, stacklevel=3)
