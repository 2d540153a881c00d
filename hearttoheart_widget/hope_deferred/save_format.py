"""The saved-game JSON of Hope Deferred, read and checked without knowing the game.

A save is one object::

    {"format": "hopedeferred-game", "version": 2,
     "code": "HD1-CH-AAAAAAM" or null,
     "variant": "classic", "target_suit": "hearts",
     "cards": ["9C", "AH", ...], "seed": 0,          # only for a custom deal
     "moves": ["deal", "deal", ...],
     "result": {"status": "playing", "round": 1, "deals": 2, "moves": 2,
                "targets_left": 7},
     "clock": {"elapsed": 12.5, "running": true}}    # a table's save only

:func:`load` checks the sizes first (no save is longer than :data:`MAX_SIZE` characters,
holds more than 52 cards or 26 moves), then the shape and types;
``HopeDeferredGame.from_json`` replays the moves and checks that the result agrees.
Version 1 (0.2.0) named the suit ``target`` and had no ``deals`` and ``moves`` in its
result; it is still read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hearttoheart_widget.common import saves
from hearttoheart_widget.common.errors import InvalidSaveError, excerpt
from hearttoheart_widget.common.saves import (
    check_keys,
    read_clock,
    read_object,
    read_text_list,
)

__all__ = ["FORMAT", "VERSION", "SavedGame", "dumps", "game_record", "load"]

FORMAT = "hopedeferred-game"
VERSION = 2
_VERSIONS = (1, 2)
#: The result's keys in each version; version 2 added the moves and the round's deals,
#: so that a move dropped from the list (which may reach the same round) is caught.
RESULT_KEYS = {
    1: ("status", "round", "targets_left"),
    2: ("status", "round", "deals", "moves", "targets_left"),
}
#: The key of the suit hunted in each version: version 2 named it as the game does.
_SUIT_KEYS = {1: "target", 2: "target_suit"}

MAX_CARDS = 52
#: The most moves a game has: three rounds of eight deals and the two gathers between.
MAX_MOVES = 3 * 8 + 2
MAX_SIZE = 64 * 2**10
"""The longest save read, in characters; a save is about a kilobyte. Longer text is
refused before it is parsed, and :func:`dumps` refuses to write one."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A save's parts, checked for shape and type but not yet replayed."""

    code: str | None
    variant: str
    target_suit: str
    cards: list[str] | None
    seed: int
    moves: list[str]
    result: dict[str, Any]
    clock: tuple[float, bool] | None  # elapsed seconds, running
    version: int


def game_record(
    *,
    code: str | None,
    variant: str,
    target_suit: str,
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
        "target_suit": target_suit,
    }
    if cards is not None:
        record.update(cards=cards, seed=seed)
    record.update(moves=moves, result=result)
    return record


def dumps(data: dict[str, Any], indent: int | None = None) -> str:
    """A save as JSON text; ``ValueError`` if it would be longer than :data:`MAX_SIZE`."""
    return saves.dumps(data, indent, MAX_SIZE)


def load(text: str | bytes) -> SavedGame:
    """Read a save; :class:`InvalidSaveError` says what is malformed."""
    data, version = read_object(text, FORMAT, _VERSIONS, MAX_SIZE)
    suit = _SUIT_KEYS[version]
    base = {"format", "version", "code", "variant", suit, "moves", "result"}
    code = data.get("code")
    if code is None:
        check_keys(data, base | {"cards", "seed"}, {"clock"})
    else:
        check_keys(data, base, {"clock"})
        if not isinstance(code, str):
            raise InvalidSaveError(f"'code' must be a deal code or null, got {excerpt(code)}")
    for key in ("variant", suit):
        if not isinstance(data[key], str):
            raise InvalidSaveError(f"{key!r} must be a name, got {excerpt(data[key])}")
    seed = data.get("seed", 0)
    if type(seed) is not int:
        raise InvalidSaveError(f"'seed' must be an integer, got {excerpt(seed)}")
    result = data["result"]
    if not isinstance(result, dict) or sorted(result) != sorted(RESULT_KEYS[version]):
        raise InvalidSaveError(
            f"'result' must be an object with {list(RESULT_KEYS[version])}, got {excerpt(result)}"
        )
    cards = None
    if code is None:
        cards = read_text_list(data, "cards", "['9C', 'AH']", MAX_CARDS)
    return SavedGame(
        code=code,
        variant=data["variant"],
        target_suit=data[suit],
        cards=cards,
        seed=seed,
        moves=read_text_list(data, "moves", "['deal', 'gather']", MAX_MOVES),
        result=result,
        clock=None if "clock" not in data else read_clock(data["clock"]),
        version=version,
    )
