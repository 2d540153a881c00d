"""The intents Heart to Heart's front end may send, and their strict validation.

The browser sends intents only; the Python model decides what they do. A message is a JSON
object with a ``kind`` and exactly the keys that kind allows:

- ``{"kind": "tap", "target": T}``: T is a heart position 0..24, ``"stock"`` or ``"waste"``;
- ``{"kind": "undo"}``;
- ``{"kind": "restart"}``: deal the same cards again;
- ``{"kind": "new_game"}``, ``{"kind": "new_game", "code": "HH1-N-AAAAAAM"}`` or
  ``{"kind": "new_game", "daily": true}`` (today's daily deal);
- ``{"kind": "settings", ...}`` with one or more of ``move_errors``, ``placement_help``,
  ``hints``, ``winnable_only``, ``show_winnable`` and ``show_positions`` (bools) and
  ``language`` (``"en"``, ``"de"`` or ``"hr"``);
- ``{"kind": "clock"}``: a view asks for a fresh clock reading (sent when it renders);
- ``{"kind": "hint"}``: show the solver's next move (only while the ``hints`` setting is on);
- ``{"kind": "undo_to_winnable"}``: undo back to just before the move that gave the win
  away (only while the ``show_winnable`` setting is on);
- ``{"kind": "statistics"}``: a view opens its statistics panel; read the records again;
- ``{"kind": "review"}``, ``{"kind": "review_close"}`` and
  ``{"kind": "play_from_here", "review": id, "step": N}``: open review mode, leave it, and
  play on from the position after N moves of the review shown (review mode);
- ``{"kind": "review_record", "id": N}``: open review mode on the game the records keep
  as N (the statistics panel's Review).

``restart``, ``settings``, ``statistics`` and review mode's four are shared with Hope
Deferred (:mod:`hearttoheart_widget.common.intents`); this module adds the others.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeAlias

from hearttoheart_widget.common import intents
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.intents import (
    ChangeSettings,
    InvalidMessage,
    ReadStatistics,
    Restart,
    SharedIntent,
    check_code,
    expect_keys,
    no_fields,
)

from .geometry import POSITIONS
from .moves import Target

__all__ = [
    "MENU",
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

#: The on/off settings a ``settings`` message may change, beside ``language``, in the order
#: the settings menu shows them (the widget sends it to the view).
MENU: tuple[str, ...] = (
    "move_errors", "placement_help", "hints", "winnable_only", "show_winnable", "show_positions",
)  # fmt: skip
FLAGS = frozenset(MENU)

#: Every setting the settings menu changes (a settings message's keys), by trait name.
SETTINGS: tuple[str, ...] = (*sorted(FLAGS), "language")


@dataclass(frozen=True)
class Tap:
    """Tap a heart position, the stock or the waste."""

    target: Target


@dataclass(frozen=True)
class Undo:
    """Take back the last move."""


@dataclass(frozen=True)
class NewGame:
    """Start a new game: a random deal, the one ``code`` names, or today's ``daily`` deal."""

    code: str | None = None
    daily: bool = False


@dataclass(frozen=True)
class ReadClock:
    """Send a fresh reading of the game clock, for a view that has just rendered."""


@dataclass(frozen=True)
class AskHint:
    """Show the next move of a winning line, or of the best line when no win is left."""


@dataclass(frozen=True)
class UndoToWinnable:
    """Undo back to the last position that could still be won."""


#: Heart to Heart's own intents, beside the shared ones of :mod:`~..common.intents`.
OwnIntent: TypeAlias = Tap | Undo | NewGame | ReadClock | AskHint | UndoToWinnable
Intent: TypeAlias = OwnIntent | SharedIntent


def parse_intent(message: object) -> Intent:
    """The intent a front-end message names; ``InvalidMessage`` says why it names none."""
    return intents.parse_intent(message, _OWN, flags=FLAGS)


def _tap(fields: Mapping[str, object]) -> Tap:
    expect_keys("tap", fields.keys(), required={"target"})
    return Tap(_target(fields["target"]))


def _new_game(fields: Mapping[str, object]) -> NewGame:
    keys = fields.keys()
    expect_keys("new_game", keys, optional={"code", "daily"})
    if "daily" in keys:
        if fields["daily"] is not True or len(keys) > 1:
            raise InvalidMessage(
                f"a daily 'new_game' message is exactly {{'daily': true}}, got {excerpt(fields)}"
            )
        return NewGame(daily=True)
    return NewGame(check_code(fields["code"]) if "code" in fields else None)


def _target(value: object) -> Target:
    if value == "stock" or value == "waste":
        return "stock" if value == "stock" else "waste"
    if type(value) is int and 0 <= value < POSITIONS:
        return value
    raise InvalidMessage(
        f"a tap target is a position 0..24, 'stock' or 'waste', got {excerpt(value)}"
    )


_OWN: dict[str, intents.Reader[OwnIntent]] = {
    "tap": _tap,
    "undo": no_fields("undo", Undo),
    "new_game": _new_game,
    "clock": no_fields("clock", ReadClock),
    "hint": no_fields("hint", AskHint),
    "undo_to_winnable": no_fields("undo_to_winnable", UndoToWinnable),
}
