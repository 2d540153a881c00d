"""The messages a widget's front end may send, and their strict validation.

The browser sends intents only; the Python model decides what they do. A message is a JSON
object with a ``kind`` and exactly the keys that kind allows:

- ``{"kind": "tap", "target": T}``: T is a heart position 0..24, ``"stock"`` or ``"waste"``;
- ``{"kind": "undo"}``;
- ``{"kind": "new_game"}`` or ``{"kind": "new_game", "code": "HH1-N-AAAAAAM"}``;
- ``{"kind": "settings", ...}`` with one or more of ``move_errors`` (bool),
  ``placement_help`` (bool) and ``language`` (``"en"``, ``"de"`` or ``"hr"``);
- ``{"kind": "clock"}``: a view asks for a fresh clock reading (sent when it renders).
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass
from typing import TypeAlias

from .geometry import POSITIONS
from .moves import Target
from .translations import LANGUAGES

#: Longest deal code the browser may send; real codes have 13 characters.
MAX_CODE_LENGTH = 64

_SETTINGS: dict[str, type] = {"move_errors": bool, "placement_help": bool, "language": str}


class InvalidMessage(ValueError):  # noqa: N818 (reads as what it is: an invalid message)
    """A message from the front end that is not one of the intents above."""


@dataclass(frozen=True)
class Tap:
    """Tap a heart position, the stock or the waste."""

    target: Target


@dataclass(frozen=True)
class Undo:
    """Take back the last move."""


@dataclass(frozen=True)
class NewGame:
    """Start a new game: a random deal, or the one ``code`` names."""

    code: str | None = None


@dataclass(frozen=True)
class ChangeSettings:
    """Change one or more settings; each is a key of the message."""

    changes: dict[str, bool | str]


@dataclass(frozen=True)
class ReadClock:
    """Send a fresh reading of the game clock, for a view that has just rendered."""


Intent: TypeAlias = Tap | Undo | NewGame | ChangeSettings | ReadClock


def parse_intent(message: object) -> Intent:
    """The intent a front-end message names; ``InvalidMessage`` says why it names none."""
    if not isinstance(message, dict):
        raise InvalidMessage(f"a message is a JSON object, got {type(message).__name__}")
    kind = message.get("kind")
    keys = set(message) - {"kind"}
    if kind == "tap":
        _expect_keys(kind, keys, required={"target"})
        return Tap(_target(message["target"]))
    if kind == "undo":
        _expect_keys(kind, keys)
        return Undo()
    if kind == "new_game":
        _expect_keys(kind, keys, optional={"code"})
        return NewGame(_code(message["code"]) if "code" in message else None)
    if kind == "clock":
        _expect_keys(kind, keys)
        return ReadClock()
    if kind == "settings":
        _expect_keys(kind, keys, optional=set(_SETTINGS))
        if not keys:
            raise InvalidMessage("a settings message names at least one setting")
        return ChangeSettings({key: _setting(key, message[key]) for key in sorted(keys)})
    raise InvalidMessage(f"unknown message kind {kind!r}")


def _expect_keys(
    kind: str, keys: Set[str], *, required: Set[str] = frozenset(), optional: Set[str] = frozenset()
) -> None:
    missing = required - keys
    extra = keys - required - optional
    if missing or extra:
        raise InvalidMessage(
            f"a {kind!r} message takes the keys {sorted(required | optional)}; "
            f"missing {sorted(missing)}, unexpected {sorted(extra, key=repr)}"
        )


def _target(value: object) -> Target:
    if value == "stock" or value == "waste":
        return "stock" if value == "stock" else "waste"
    if type(value) is int and 0 <= value < POSITIONS:
        return value
    raise InvalidMessage(f"a tap target is a position 0..24, 'stock' or 'waste', got {value!r}")


def _code(value: object) -> str:
    if not isinstance(value, str) or len(value) > MAX_CODE_LENGTH:
        raise InvalidMessage(f"a deal code is a string of at most {MAX_CODE_LENGTH} characters")
    return value


def _setting(key: str, value: object) -> bool | str:
    if type(value) is not _SETTINGS[key]:
        raise InvalidMessage(f"setting {key!r} takes a {_SETTINGS[key].__name__}, got {value!r}")
    assert isinstance(value, (bool, str))
    if key == "language" and value not in LANGUAGES:
        raise InvalidMessage(f"language must be one of {', '.join(LANGUAGES)}, got {value!r}")
    return value
