"""Events: what an action on a table just did, as a plain JSON-ready dict.

Every event has a ``kind``: ``"move"`` (a move was made), ``"undo"``, ``"select"``,
``"deselect"``, ``"refuse"`` (a tap that could not be played, with its ``reason``),
``"new_game"`` (with the deal ``code``, or None) and ``"restart"``. Each game adds the
fields its front end needs; the widgets send the latest event with the state, adding an
``id`` that grows by one per event.
"""

from __future__ import annotations

from typing import Any, TypeAlias

Event: TypeAlias = dict[str, Any]
