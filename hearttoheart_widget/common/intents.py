"""What every widget does with messages from its front end: strict checks, then intents.

The browser sends intents only; each game's ``messages`` module names its kinds and builds
them with these checks, and :class:`IntentWidget` gives its widget the plumbing: a message
that names no intent, and any state the browser tries to set, is logged and changes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Set
from typing import Any, ClassVar

import anywidget

from .translations import LANGUAGES

#: Longest deal code the browser may send; real codes have 13 or 14 characters.
MAX_CODE_LENGTH = 64


class InvalidMessage(ValueError):  # noqa: N818 (reads as what it is: an invalid message)
    """A message from the front end that names none of the widget's intents."""


def split_message(message: object) -> tuple[object, dict[str, object]]:
    """A message's ``kind`` and its other fields; ``InvalidMessage`` unless it is an object."""
    if not isinstance(message, dict):
        raise InvalidMessage(f"a message is a JSON object, got {type(message).__name__}")
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
            f"a {kind!r} message takes the keys {sorted(required | optional)}; "
            f"missing {sorted(missing)}, unexpected {sorted(extra, key=repr)}"
        )


def check_code(value: object) -> str:
    """A deal code as sent: a string of at most ``MAX_CODE_LENGTH`` characters (not parsed)."""
    if not isinstance(value, str) or len(value) > MAX_CODE_LENGTH:
        raise InvalidMessage(f"a deal code is a string of at most {MAX_CODE_LENGTH} characters")
    return value


def check_flag(name: str, value: object) -> bool:
    """An on/off setting: exactly a JSON ``true`` or ``false``."""
    if type(value) is not bool:
        raise InvalidMessage(f"setting {name!r} takes a bool, got {value!r}")
    return value


def check_language(value: object) -> str:
    """One of the languages of :data:`~.translations.LANGUAGES`."""
    if not isinstance(value, str) or value not in LANGUAGES:
        raise InvalidMessage(f"language must be one of {', '.join(LANGUAGES)}, got {value!r}")
    return value


class IntentWidget(anywidget.AnyWidget):
    """A widget that takes intents, not state, from the browser.

    Subclasses implement :meth:`_handle` for a message's content and set ``_log`` to their
    module's logger; a message ``_handle`` rejects with ``InvalidMessage`` is logged there
    and changes nothing.
    """

    _log: ClassVar[logging.Logger] = logging.getLogger(__name__)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._receive)

    def _handle(self, content: object) -> None:
        """Act on one message from the front end; ``InvalidMessage`` if it names no intent."""
        raise NotImplementedError

    def _receive(self, _widget: object, content: object, _buffers: object) -> None:
        """Handle one message from the front end; a bad one is logged and changes nothing."""
        try:
            self._handle(content)
        except InvalidMessage as error:
            self._log.warning("ignored a message from the browser: %s", error)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse state the browser tries to set: it sends intents only."""
        self._log.warning("ignored a state update from the browser: %s", sorted(sync_data))
