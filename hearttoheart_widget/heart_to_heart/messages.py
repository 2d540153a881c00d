"""The messages Heart to Heart's front end may send, and their strict validation.

The browser sends intents only; the Python model decides what they do. A message is a JSON
object with a ``kind`` and exactly the keys that kind allows:

- ``{"kind": "tap", "target": T}``: T is a heart position 0..24, ``"stock"`` or ``"waste"``;
- ``{"kind": "undo"}``;
- ``{"kind": "restart"}``: deal the same cards again;
- ``{"kind": "new_game"}``, ``{"kind": "new_game", "code": "HH1-N-AAAAAAM"}`` or
  ``{"kind": "new_game", "daily": true}`` (today's daily deal);
- ``{"kind": "settings", ...}`` with one or more of ``move_errors``, ``placement_help``,
  ``hints``, ``winnable_only`` and ``show_winnable`` (bools) and ``language`` (``"en"``,
  ``"de"`` or ``"hr"``);
- ``{"kind": "clock"}``: a view asks for a fresh clock reading (sent when it renders);
- ``{"kind": "hint"}``: show the solver's next move (only while the ``hints`` setting is on);
- ``{"kind": "undo_to_winnable"}``: undo back to just before the move that gave the win
  away (only while the ``show_winnable`` setting is on);
- ``{"kind": "statistics"}``: a view opens its statistics panel; read the records again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ..common.errors import excerpt
from ..common.intents import (
    InvalidMessage,
    check_code,
    check_flag,
    check_language,
    expect_keys,
    split_message,
    unknown_kind,
)
from .geometry import POSITIONS
from .moves import Target

__all__ = [
    "SETTINGS",
    "AskHint",
    "ChangeSettings",
    "Intent",
    "InvalidMessage",
    "NewGame",
    "ReadClock",
    "ReadStatistics",
    "Restart",
    "Tap",
    "Undo",
    "UndoToWinnable",
    "parse_intent",
]

_FLAGS = {"move_errors", "placement_help", "hints", "winnable_only", "show_winnable"}

#: Every setting the settings menu changes (a settings message's keys), by trait name.
SETTINGS: tuple[str, ...] = (*sorted(_FLAGS), "language")


@dataclass(frozen=True)
class Tap:
    """Tap a heart position, the stock or the waste."""

    target: Target


@dataclass(frozen=True)
class Undo:
    """Take back the last move."""


@dataclass(frozen=True)
class Restart:
    """Deal the same cards again."""


@dataclass(frozen=True)
class NewGame:
    """Start a new game: a random deal, the one ``code`` names, or today's ``daily`` deal."""

    code: str | None = None
    daily: bool = False


@dataclass(frozen=True)
class ChangeSettings:
    """Change one or more settings; each is a key of the message."""

    changes: dict[str, bool | str]


@dataclass(frozen=True)
class ReadClock:
    """Send a fresh reading of the game clock, for a view that has just rendered."""


@dataclass(frozen=True)
class AskHint:
    """Show the next move of a winning line, or of the best line when no win is left."""


@dataclass(frozen=True)
class UndoToWinnable:
    """Undo back to the last position that could still be won."""


@dataclass(frozen=True)
class ReadStatistics:
    """Read the player's records again, for a statistics panel that opens."""


Intent: TypeAlias = (
    Tap
    | Undo
    | Restart
    | NewGame
    | ChangeSettings
    | ReadClock
    | AskHint
    | UndoToWinnable
    | ReadStatistics
)


def parse_intent(message: object) -> Intent:
    """The intent a front-end message names; ``InvalidMessage`` says why it names none."""
    kind, fields = split_message(message)
    keys = fields.keys()
    if kind == "tap":
        expect_keys(kind, keys, required={"target"})
        return Tap(_target(fields["target"]))
    if kind == "undo":
        expect_keys(kind, keys)
        return Undo()
    if kind == "restart":
        expect_keys(kind, keys)
        return Restart()
    if kind == "new_game":
        expect_keys(kind, keys, optional={"code", "daily"})
        if "daily" in keys:
            if fields["daily"] is not True or len(keys) > 1:
                raise InvalidMessage(
                    f"a daily 'new_game' message is exactly {{'daily': true}}, "
                    f"got {excerpt(fields)}"
                )
            return NewGame(daily=True)
        return NewGame(check_code(fields["code"]) if "code" in fields else None)
    if kind == "clock":
        expect_keys(kind, keys)
        return ReadClock()
    if kind == "hint":
        expect_keys(kind, keys)
        return AskHint()
    if kind == "undo_to_winnable":
        expect_keys(kind, keys)
        return UndoToWinnable()
    if kind == "statistics":
        expect_keys(kind, keys)
        return ReadStatistics()
    if kind == "settings":
        expect_keys(kind, keys, optional=_FLAGS | {"language"})
        if not keys:
            raise InvalidMessage("a settings message names at least one setting")
        return ChangeSettings({key: _setting(key, fields[key]) for key in sorted(keys)})
    raise unknown_kind(kind)


def _target(value: object) -> Target:
    if value == "stock" or value == "waste":
        return "stock" if value == "stock" else "waste"
    if type(value) is int and 0 <= value < POSITIONS:
        return value
    raise InvalidMessage(
        f"a tap target is a position 0..24, 'stock' or 'waste', got {excerpt(value)}"
    )


def _setting(key: str, value: object) -> bool | str:
    return check_language(value) if key == "language" else check_flag(key, value)
