"""The first-game line: what to do first, which a Heart to Heart board shows (its
``first_steps`` trait) on the player's first game, until the first pair."""

from __future__ import annotations

from collections.abc import Mapping


class FirstGame:
    """Whether a board shows the first-game line. It shows from the board's first game
    while the records hold no game of the player's (without records, on the board's first
    game), and once off it stays off."""

    def __init__(self) -> None:
        self._on = True  # until the records show a game, or a pair is made

    def shown(self, score: int, figures: Mapping[str, object]) -> bool:
        """Whether the line shows now, with ``score`` on the board (a pair scores) and the
        statistics panel's ``figures`` (``played``: the games in the records)."""
        if self._on and (score > 0 or figures.get("played")):
            self._on = False
        return self._on
