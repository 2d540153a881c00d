"""Patience's widget: the shared recorded widget, with Patience's one intent, ``turn``."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import traitlets

from hearttoheart_widget.common import intents
from hearttoheart_widget.common.errors import ReviewError
from hearttoheart_widget.common.recorded_widget import RecordedWidget, own_game
from hearttoheart_widget.common.recording import Finished
from hearttoheart_widget.common.review_mode import ReviewLike

from .rules import CODE_PATTERN, Patience
from .table import PatienceTable

log = logging.getLogger(__name__)


class Turn:
    """The view's one intent: turn the next card."""


class PatienceWidget(RecordedWidget[Patience, PatienceTable, ReviewLike]):
    """A game of Patience in a notebook."""

    _esm = "export default { render() {} };"
    _log = log
    _key = "patience"
    _code_form = CODE_PATTERN

    turned: traitlets.List[str] = traitlets.List(read_only=True).tag(sync=True)
    status = traitlets.Unicode("playing", read_only=True).tag(sync=True)

    def __init__(self, code: str | None = None, *, game: Patience | None = None, **kwargs: Any):
        deal = (lambda: Patience.from_code(code)) if code is not None else Patience.random
        self._table = PatienceTable(own_game(game, Patience, deal))
        super().__init__(**kwargs)

    def turn(self) -> str:
        """Turn the next card."""
        return self._act(self._table.turn)

    def _parse(self, content: object) -> object:
        return intents.parse_intent(content, {"turn": intents.no_fields("turn", Turn)}, flags=set())

    def _handle_own(self, intent: object) -> None:
        if isinstance(intent, Turn):
            self.turn()

    def _state(self) -> Mapping[str, object]:
        game = self._table.live
        return {
            "turned": game.history,
            "status": game.status,
            **self._records_state(),
            **self._review_state(),
        }

    def _finished(self) -> Finished:
        game = self._table.live
        return Finished(
            game.status,
            game.code,
            game.moves,
            game.moves,
            self._table.clock.elapsed,
            history=lambda: " ".join(game.history),
        )

    def _review_of(self, game: Patience, language: str) -> ReviewLike:
        raise ReviewError("a game of Patience has nothing to review")

    def _recorded_game(self, row: Mapping[Any, object]) -> Patience:
        raise ReviewError("a game of Patience has nothing to review")
