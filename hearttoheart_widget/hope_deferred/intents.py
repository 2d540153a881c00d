"""The intents the Hope Deferred view may send, and their strict validation.

The browser sends intents only; the Python model decides what they do. A message is a JSON
object with a ``kind`` and exactly the keys that kind allows:

- ``{"kind": "tap", "target": "stock"}``: a tap on the stock, the one place a player taps
  (it deals, or gathers between rounds), the same intent as Heart to Heart's;
- ``{"kind": "play_out"}``: play the game to its end;
- ``{"kind": "restart"}``: deal the same cards again;
- ``{"kind": "new_game"}``, with either a ``"code"`` such as ``"HD1-CH-AAAAAAM"`` or
  any of ``"variant"`` (``"classic"``, ``"knockout"``, ``"abandon_hope"``) and
  ``"target_suit"`` (``"clubs"``, ``"diamonds"``, ``"hearts"``, ``"spades"``); a
  ``"target"`` there is refused, since a target is what a tap names;
- ``{"kind": "settings", ...}`` with one or both of ``language`` (``"en"``, ``"de"`` or
  ``"hr"``) and ``show_odds`` (a bool);
- ``{"kind": "statistics"}``: a view opens its statistics panel; read the records again;
- ``{"kind": "review"}``, ``{"kind": "review_close"}``,
  ``{"kind": "play_from_here", "review": id, "step": N}`` and
  ``{"kind": "review_record", "id": N}``: review mode, as in Heart to Heart.

``restart``, ``settings``, ``statistics`` and review mode's four, and the checks for
keys, deal codes and the language, are shared with Heart to Heart
(:mod:`hearttoheart_widget.common.intents`); this module adds the others.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeAlias, TypeVar

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

from .cards import Suit
from .variants import Variant

__all__ = [
    "MENU",
    "ChangeSettings",
    "Intent",
    "InvalidMessage",
    "NewGame",
    "PlayOut",
    "ReadStatistics",
    "Restart",
    "Tap",
    "parse_intent",
]

#: The on/off settings a ``settings`` message may change, beside ``language``, in the order
#: the settings menu shows them (the widget sends it to the view).
MENU: tuple[str, ...] = ("show_odds",)
FLAGS = frozenset(MENU)

Choice = TypeVar("Choice", Variant, Suit)


@dataclass(frozen=True)
class Tap:
    """Tap the stock: deal, or gather the piles when a round's deals are done."""


@dataclass(frozen=True)
class PlayOut:
    """Play every remaining step."""


@dataclass(frozen=True)
class NewGame:
    """Start a new game: the one ``code`` names, or a random deal of a variant and suit.

    A variant or target suit that is not given stays as in the current game.
    """

    code: str | None = None
    variant: Variant | None = None
    target_suit: Suit | None = None


#: Hope Deferred's own intents, beside the shared ones of :mod:`~..common.intents`.
OwnIntent: TypeAlias = Tap | PlayOut | NewGame
Intent: TypeAlias = OwnIntent | SharedIntent


def parse_intent(message: object) -> Intent:
    """The intent a front-end message names; ``InvalidMessage`` says why it names none."""
    return intents.parse_intent(message, _OWN, flags=FLAGS)


def _tap(fields: Mapping[str, object]) -> Tap:
    expect_keys("tap", fields.keys(), required={"target"})
    if fields["target"] != "stock":
        raise InvalidMessage(
            f"Hope Deferred's only tap target is 'stock', got {excerpt(fields['target'])}"
        )
    return Tap()


def _new_game(fields: Mapping[str, object]) -> NewGame:
    keys = fields.keys()
    if "target" in keys:  # the name before 0.3.0, which is a tap's word
        raise InvalidMessage("a 'new_game' message names its suit 'target_suit', not 'target'")
    expect_keys("new_game", keys, optional={"code", "variant", "target_suit"})
    if "code" in keys and len(keys) > 1:
        raise InvalidMessage("a 'new_game' message takes a code or a variant and target suit")
    return NewGame(
        code=check_code(fields["code"]) if "code" in keys else None,
        variant=_choice(Variant, fields["variant"]) if "variant" in keys else None,
        target_suit=_choice(Suit, fields["target_suit"]) if "target_suit" in keys else None,
    )


def _choice(kind: type[Choice], value: object) -> Choice:
    """A variant or suit named exactly by its value, such as ``"abandon_hope"``."""
    for member in kind:
        if value == member.value:
            return member
    names = ", ".join(repr(member.value) for member in kind)
    raise InvalidMessage(f"a {kind.__name__.lower()} is one of {names}, got {excerpt(value)}")


_OWN: dict[str, intents.Reader[OwnIntent]] = {
    "tap": _tap,
    "play_out": no_fields("play_out", PlayOut),
    "new_game": _new_game,
}
