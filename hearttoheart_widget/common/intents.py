"""Strict checks for the messages a widget's front end sends, shared by both games.

The browser sends intents only; each game's ``messages`` module names its kinds and builds
them with these checks. Every refusal quotes the bad value through
:func:`~.errors.excerpt`, so a junk message of megabytes is logged in one short line.
"""

from __future__ import annotations

from collections.abc import Set

from .errors import excerpt
from .translations import LANGUAGES

#: Longest deal code the browser may send; real codes have 13 or 14 characters.
MAX_CODE_LENGTH = 64


class InvalidMessage(ValueError):  # noqa: N818 (reads as what it is: an invalid message)
    """A message from the front end that names none of the widget's intents."""


def split_message(message: object) -> tuple[object, dict[str, object]]:
    """A message's ``kind`` and its other fields; ``InvalidMessage`` unless it is an object."""
    if not isinstance(message, dict):
        raise InvalidMessage(f"a message is a JSON object, got {excerpt(message)}")
    fields = {key: value for key, value in message.items() if key != "kind"}
    return message.get("kind"), fields


def expect_keys(
    kind: object,
    keys: Set[str],
    *,
    required: Set[str] = frozenset(),
    optional: Set[str] = frozenset(),
) -> None:
    """Check that a ``kind`` message has all ``required`` keys and no others but ``optional``."""
    missing = required - keys
    extra = keys - required - optional
    if missing or extra:
        raise InvalidMessage(
            f"a {excerpt(kind)} message takes the keys {sorted(required | optional)}; "
            f"missing {sorted(missing)}, unexpected {excerpt(sorted(extra, key=repr))}"
        )


def unknown_kind(kind: object) -> InvalidMessage:
    """The error for a message whose ``kind`` the widget does not know."""
    return InvalidMessage(f"unknown message kind {excerpt(kind)}")


def check_code(value: object) -> str:
    """A deal code as sent: a string of at most ``MAX_CODE_LENGTH`` characters (not parsed)."""
    if not isinstance(value, str) or len(value) > MAX_CODE_LENGTH:
        raise InvalidMessage(
            f"a deal code is a string of at most {MAX_CODE_LENGTH} characters, got {excerpt(value)}"
        )
    return value


def check_flag(name: str, value: object) -> bool:
    """An on/off setting: exactly a JSON ``true`` or ``false``."""
    if type(value) is not bool:
        raise InvalidMessage(f"setting {name!r} takes a bool, got {excerpt(value)}")
    return value


def check_language(value: object) -> str:
    """One of the languages of :data:`~.translations.LANGUAGES`."""
    if not isinstance(value, str) or value not in LANGUAGES:
        raise InvalidMessage(
            f"language must be one of {', '.join(LANGUAGES)}, got {excerpt(value)}"
        )
    return value
