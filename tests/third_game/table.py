"""Patience's table: all the plumbing is the shared table's; this says what a turn means."""

from __future__ import annotations

import json
from typing import Any

from hearttoheart_widget.common.events import Event
from hearttoheart_widget.common.table import GameTable

from .rules import TURN, Patience


class PatienceTable(GameTable[Patience]):
    """A game of Patience on the table."""

    _holds = Patience

    def turn(self) -> str:
        """Turn the next card."""
        return self._moved(self._live.play(TURN))

    def _event_of(self, move: str) -> Event:
        return {"kind": "move", "move": move, "card": self._live.last_played}

    def _dumps(self, data: dict[str, Any], indent: int | None) -> str:
        return json.dumps(data, indent=indent)
