"""The saved-game JSON of Hope Deferred, read and checked without knowing the game.

A save is one object::

    {"format": "hopedeferred-game", "version": 1,
     "code": "HD1-CH-AAAAAAM" or null,
     "variant": "classic", "target": "hearts",
     "cards": ["9C", "AH", ...], "seed": 0,          # only for a game on given cards
     "moves": ["deal", "deal", ...],
     "result": {"status": "playing", "round": 1, "targets_left": 7},
     "clock": {"elapsed": 12.5, "running": true}}    # a table's save only

:func:`load` checks the shape and types; ``HopeDeferredGame.from_json`` replays the moves
and checks that the result agrees.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hearttoheart_widget.common.errors import InvalidSaveError, excerpt
from hearttoheart_widget.common.saves import (
    check_keys,
    dumps,
    read_clock,
    read_object,
    read_text_list,
)

__all__ = ["FORMAT", "VERSION", "SavedGame", "dumps", "game_record", "load"]

FORMAT = "hopedeferred-game"
VERSION = 1


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A save's parts, checked for shape and type but not yet replayed."""

    code: str | None
    variant: str
    target: str
    cards: list[str] | None
    seed: int
    moves: list[str]
    result: dict[str, Any]
    clock: tuple[float, bool] | None  # elapsed seconds, running


def game_record(
    *,
    code: str | None,
    variant: str,
    target: str,
    cards: list[str] | None,
    seed: int | None,
    moves: list[str],
    result: dict[str, Any],
) -> dict[str, Any]:
    """A game's save as a JSON-ready dict; ``cards`` and ``seed`` only without a code."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "code": code,
        "variant": variant,
        "target": target,
    }
    if cards is not None:
        record.update(cards=cards, seed=seed)
    record.update(moves=moves, result=result)
    return record


def load(text: str | bytes) -> SavedGame:
    """Read a save; :class:`InvalidSaveError` says what is malformed."""
    data, _ = read_object(text, FORMAT, (VERSION,))
    base = {"format", "version", "code", "variant", "target", "moves", "result"}
    code = data.get("code")
    if code is None:
        check_keys(data, base | {"cards", "seed"}, {"clock"})
    else:
        check_keys(data, base, {"clock"})
        if not isinstance(code, str):
            raise InvalidSaveError(f"'code' must be a deal code or null, got {excerpt(code)}")
    for key in ("variant", "target"):
        if not isinstance(data[key], str):
            raise InvalidSaveError(f"{key!r} must be a name, got {excerpt(data[key])}")
    seed = data.get("seed", 0)
    if type(seed) is not int:
        raise InvalidSaveError(f"'seed' must be an integer, got {excerpt(seed)}")
    result = data["result"]
    if not isinstance(result, dict):
        raise InvalidSaveError(f"'result' must be an object, got {excerpt(result)}")
    return SavedGame(
        code=code,
        variant=data["variant"],
        target=data["target"],
        cards=None if code is not None else read_text_list(data, "cards", "['9C', 'AH']"),
        seed=seed,
        moves=read_text_list(data, "moves", "['deal', 'gather']"),
        result=result,
        clock=None if "clock" not in data else read_clock(data["clock"]),
    )
