"""The saved-game JSON of Heart to Heart, read and checked without knowing the game.

A save is one object::

    {"format": "hearttoheart-game", "version": 2,
     "code": "HH1-N-AAAAAAB" or null,
     "deal": {"heart": [...], "stock": [...], "waste": [...]},
     "moves": ["draw", "24+waste", ...],
     "undo": 17,                                   # moves undo can still take back
     "result": {"score": 10, "moves": 2, "status": "playing"},
     "settings": {"move_errors": false, "placement_help": true},   # a table's save only
     "clock": {"elapsed": 12.5, "running": true}}                   # a table's save only

Version 1 (0.1.0) had no ``undo`` (every move up to 100 back could be undone) and called a
lost game's status ``"dead_end"``; it is still read. :func:`load` checks the shape and
types; ``Game.from_json`` replays the moves and checks that the deal and result agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hearttoheart_widget.common import saves
from hearttoheart_widget.common.errors import InvalidSaveError, excerpt
from hearttoheart_widget.common.saves import check_keys, read_clock, read_object, read_text_list

__all__ = ["FORMAT", "VERSION", "SavedGame", "dumps", "game_record", "load"]

FORMAT = "hearttoheart-game"
VERSION = 2
_VERSIONS = (1, 2)
_SETTINGS = {"move_errors", "placement_help"}

MAX_SIZE = 2 * 2**20
"""The longest save read, in characters: about 250,000 moves. Longer text is refused
before it is parsed, and :func:`dumps` refuses to write one."""

Deal = tuple[list[Any], list[Any], list[Any]]


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A save's parts, checked for shape and type but not yet replayed."""

    code: str | None
    deal: Deal | None
    moves: list[str]
    undo: int | None  # None: as many as the rules allow (version 1)
    result: dict[str, Any] | None
    settings: dict[str, bool] | None
    clock: tuple[float, bool] | None  # elapsed seconds, running


def game_record(
    *,
    code: str | None,
    deal: dict[str, list[Any]],
    moves: list[str],
    undo: int,
    result: dict[str, Any],
) -> dict[str, Any]:
    """A game's save as a JSON-ready dict, in the current version."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "code": code,
        "deal": deal,
        "moves": moves,
        "undo": undo,
        "result": result,
    }


def dumps(data: dict[str, Any], indent: int | None = None) -> str:
    """A save as JSON text; ``ValueError`` if it would be longer than :data:`MAX_SIZE`."""
    return saves.dumps(data, indent, MAX_SIZE)


def load(text: str | bytes) -> SavedGame:
    """Read a save; :class:`InvalidSaveError` says what is malformed."""
    data, version = read_object(text, FORMAT, _VERSIONS, MAX_SIZE)
    required = {"format", "version", "moves"} | ({"undo"} if version >= 2 else set())
    check_keys(data, required, {"code", "deal", "result", "settings", "clock"})
    code, deal = data.get("code"), data.get("deal")
    if code is None and deal is None:
        raise InvalidSaveError("a saved game needs a 'code' or a 'deal'")
    if code is not None and not isinstance(code, str):
        raise InvalidSaveError(f"'code' must be a deal code or null, got {excerpt(code)}")
    undo = data.get("undo")
    if undo is not None and (type(undo) is not int or undo < 0):
        raise InvalidSaveError(f"'undo' must be a count of moves, got {excerpt(undo)}")
    return SavedGame(
        code=code,
        deal=None if deal is None else _deal(deal),
        moves=read_text_list(data, "moves", "['draw', '24+waste']"),
        undo=undo,
        result=_result(data.get("result"), version),
        settings=None if "settings" not in data else _settings(data["settings"]),
        clock=None if "clock" not in data else read_clock(data["clock"]),
    )


def _deal(deal: object) -> Deal:
    if not isinstance(deal, dict) or deal.keys() != {"heart", "stock", "waste"}:
        raise InvalidSaveError("'deal' must be an object with exactly 'heart', 'stock' and 'waste'")
    parts = deal["heart"], deal["stock"], deal["waste"]
    if not all(isinstance(part, list) for part in parts):
        raise InvalidSaveError("'heart', 'stock' and 'waste' must be lists of ranks")
    return parts


def _result(result: object, version: int) -> dict[str, Any] | None:
    if result is None:
        return None
    if not isinstance(result, dict):
        raise InvalidSaveError(f"'result' must be an object, got {excerpt(result)}")
    if version == 1 and result.get("status") == "dead_end":
        return {**result, "status": "lost"}
    return result


def _settings(settings: object) -> dict[str, bool]:
    if (
        not isinstance(settings, dict)
        or settings.keys() != _SETTINGS
        or not all(type(value) is bool for value in settings.values())
    ):
        raise InvalidSaveError(
            f"'settings' must give {sorted(_SETTINGS)} as bools, got {excerpt(settings)}"
        )
    return settings
