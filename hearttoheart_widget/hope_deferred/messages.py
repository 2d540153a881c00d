"""The messages the Hope Deferred view may send, and their strict validation.

The browser sends intents only; the Python model decides what they do. A message is a JSON
object with a ``kind`` and exactly the keys that kind allows:

- ``{"kind": "step"}``: a tap on the stock (it deals, or gathers between rounds);
- ``{"kind": "play_out"}``: play the game to its end;
- ``{"kind": "restart"}``: deal the same cards again;
- ``{"kind": "new_game"}``, with either a ``"code"`` such as ``"HD1-CH-AAAAAAM"`` or
  any of ``"variant"`` (``"classic"``, ``"knockout"``, ``"abandon_hope"``) and
  ``"target"`` (``"clubs"``, ``"diamonds"``, ``"hearts"``, ``"spades"``);
- ``{"kind": "settings", ...}`` with one or both of ``language`` (``"en"``, ``"de"`` or
  ``"hr"``) and ``show_odds`` (a bool);
- ``{"kind": "statistics"}``: a view opens its statistics panel; read the records again.

The checks for keys, deal codes and the language are shared with Heart to Heart
(:mod:`hearttoheart_widget.common.intents`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias, TypeVar

from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.intents import (
    InvalidMessage,
    check_code,
    check_flag,
    check_language,
    expect_keys,
    split_message,
    unknown_kind,
)

from .cards import Suit
from .variants import Variant

__all__ = [
    "ChangeSettings",
    "Intent",
    "InvalidMessage",
    "NewGame",
    "PlayOut",
    "ReadStatistics",
    "Restart",
    "TakeStep",
]

Choice = TypeVar("Choice", Variant, Suit)


@dataclass(frozen=True)
class TakeStep:
    """Tap the stock: deal, or gather the piles when a round's deals are done."""


@dataclass(frozen=True)
class PlayOut:
    """Play every remaining step."""


@dataclass(frozen=True)
class Restart:
    """Deal the same cards again."""


@dataclass(frozen=True)
class NewGame:
    """Start a new game: the one ``code`` names, or a random deal of a variant and suit.

    A variant or target that is not given stays as in the current game.
    """

    code: str | None = None
    variant: Variant | None = None
    target: Suit | None = None


@dataclass(frozen=True)
class ChangeSettings:
    """Change the language, whether the chance to win shows, or both; each is a key."""

    changes: dict[str, bool | str]


@dataclass(frozen=True)
class ReadStatistics:
    """Read the player's records again, for a statistics panel that opens."""


Intent: TypeAlias = TakeStep | PlayOut | Restart | NewGame | ChangeSettings | ReadStatistics


def parse_intent(message: object) -> Intent:
    """The intent a front-end message names; ``InvalidMessage`` says why it names none."""
    kind, fields = split_message(message)
    keys = fields.keys()
    if kind == "step":
        expect_keys(kind, keys)
        return TakeStep()
    if kind == "play_out":
        expect_keys(kind, keys)
        return PlayOut()
    if kind == "restart":
        expect_keys(kind, keys)
        return Restart()
    if kind == "new_game":
        expect_keys(kind, keys, optional={"code", "variant", "target"})
        if "code" in keys and len(keys) > 1:
            raise InvalidMessage("a 'new_game' message takes a code or a variant and target")
        return NewGame(
            code=check_code(fields["code"]) if "code" in keys else None,
            variant=_choice(Variant, fields["variant"]) if "variant" in keys else None,
            target=_choice(Suit, fields["target"]) if "target" in keys else None,
        )
    if kind == "settings":
        expect_keys(kind, keys, optional={"language", "show_odds"})
        if not keys:
            raise InvalidMessage("a settings message names at least one setting")
        changes: dict[str, bool | str] = {}
        if "language" in keys:
            changes["language"] = check_language(fields["language"])
        if "show_odds" in keys:
            changes["show_odds"] = check_flag("show_odds", fields["show_odds"])
        return ChangeSettings(changes)
    if kind == "statistics":
        expect_keys(kind, keys)
        return ReadStatistics()
    raise unknown_kind(kind)


def _choice(kind: type[Choice], value: object) -> Choice:
    """A variant or suit named exactly by its value, such as ``"abandon_hope"``."""
    for member in kind:
        if value == member.value:
            return member
    names = ", ".join(repr(member.value) for member in kind)
    raise InvalidMessage(f"a {kind.__name__.lower()} is one of {names}, got {excerpt(value)}")
