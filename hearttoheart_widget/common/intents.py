"""The intents both games' front ends send, and the strict checks every message passes.

The browser sends intents only. The intents both games know are here: ``restart``,
``statistics`` and ``settings`` (:class:`Restart`, :class:`ReadStatistics`,
:class:`ChangeSettings`) and review mode's ``review``, ``review_close``,
``play_from_here`` and ``review_record`` (:class:`OpenReview`, :class:`CloseReview`,
:class:`PlayFromHere`, :class:`ReviewRecord`), each widget acting on them the same way
(:class:`~.recorded_widget.RecordedWidget`). Each game's ``intents`` module adds only its
own kinds, and :func:`parse_intent` reads a message against the shared kinds and those.
Every refusal quotes the bad value through :func:`~.errors.excerpt`, so a junk message of
megabytes is logged in one short line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Set
from dataclasses import dataclass
from typing import TypeVar

from .errors import excerpt
from .translations import LANGUAGES

#: Longest deal code the browser may send; real codes have 13 or 14 characters.
MAX_CODE_LENGTH = 64
#: The largest review id or step a ``play_from_here`` message may name (far above any game).
MAX_STEP = 10**6
#: The largest record id a ``review_record`` message may name (SQLite's largest integer).
MAX_RECORD = 2**63 - 1


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


@dataclass(frozen=True)
class Restart:
    """Deal the same cards again."""


@dataclass(frozen=True)
class ReadStatistics:
    """Read the player's records again, for a statistics panel that opens."""


@dataclass(frozen=True)
class ChangeSettings:
    """Change one or more settings; each is a key of the message (a setting's name)."""

    changes: dict[str, bool | str]


@dataclass(frozen=True)
class OpenReview:
    """Open review mode on the game on the table (the end banner's Review)."""


@dataclass(frozen=True)
class CloseReview:
    """Leave review mode, back to the game on the table."""


@dataclass(frozen=True)
class PlayFromHere:
    """Play on from the position after ``step`` moves of the review ``review`` (its id)."""

    review: int
    step: int


@dataclass(frozen=True)
class ReviewRecord:
    """Open review mode on the game the records keep as ``id`` (the statistics panel's
    Review)."""

    id: int


#: The shared intents.
SharedIntent = (
    Restart
    | ReadStatistics
    | ChangeSettings
    | OpenReview
    | CloseReview
    | PlayFromHere
    | ReviewRecord
)

IntentT = TypeVar("IntentT")
#: Reads one kind's fields (all the message's keys but ``kind``) into its intent.
Reader = Callable[[Mapping[str, object]], IntentT]


def no_fields(kind: str, intent: Callable[[], IntentT]) -> Reader[IntentT]:
    """The reader of a message that is exactly ``{"kind": kind}``."""

    def read(fields: Mapping[str, object]) -> IntentT:
        expect_keys(kind, fields.keys())
        return intent()

    return read


def parse_intent(
    message: object, own: Mapping[str, Reader[IntentT]], *, flags: Set[str]
) -> IntentT | SharedIntent:
    """The intent a front-end message names: one of the shared kinds, with ``flags`` the
    on/off settings (``language`` is always one), or one of the game's ``own`` kinds.

    ``InvalidMessage`` says why it names none.
    """
    kind, fields = split_message(message)
    keys = fields.keys()
    if kind == "restart":
        expect_keys(kind, keys)
        return Restart()
    if kind == "statistics":
        expect_keys(kind, keys)
        return ReadStatistics()
    if kind in _REVIEW:
        return _REVIEW[kind](fields)
    if kind == "settings":
        expect_keys(kind, keys, optional={*flags, "language"})
        if not keys:
            raise InvalidMessage("a settings message names at least one setting")
        return ChangeSettings({key: _setting(key, fields[key]) for key in sorted(keys)})
    if isinstance(kind, str) and kind in own:
        return own[kind](fields)
    raise unknown_kind(kind)


def _setting(key: str, value: object) -> bool | str:
    return check_language(value) if key == "language" else check_flag(key, value)


def check_count(name: str, value: object) -> int:
    """A whole number from 0 to :data:`MAX_STEP`: exactly a JSON integer (not ``true``,
    not ``2.0``)."""
    if type(value) is not int or not 0 <= value <= MAX_STEP:
        raise InvalidMessage(f"{name} is a whole number 0..{MAX_STEP}, got {excerpt(value)}")
    return value


def _play_from_here(fields: Mapping[str, object]) -> PlayFromHere:
    expect_keys("play_from_here", fields.keys(), required={"review", "step"})
    review, step = fields["review"], fields["step"]
    return PlayFromHere(check_count("review", review), check_count("step", step))


def _review_record(fields: Mapping[str, object]) -> ReviewRecord:
    expect_keys("review_record", fields.keys(), required={"id"})
    value = fields["id"]
    if type(value) is not int or not 1 <= value <= MAX_RECORD:
        raise InvalidMessage(f"a record id is a whole number 1..2**63 - 1, got {excerpt(value)}")
    return ReviewRecord(value)


_REVIEW: dict[str, Reader[SharedIntent]] = {
    "review": no_fields("review", OpenReview),
    "review_close": no_fields("review_close", CloseReview),
    "play_from_here": _play_from_here,
    "review_record": _review_record,
}
