"""Reading a saved game's JSON: the envelope both games share, checked strictly.

A save is one JSON object with its ``format`` name and an integer ``version``, and only
the keys that format allows. Anything else raises :class:`InvalidSaveError` naming what is
wrong, and text nested too deeply for the JSON reader is refused the same way.
"""

from __future__ import annotations

import json
import math
from collections.abc import Collection, Set
from typing import Any

from .errors import InvalidSaveError, excerpt


def read_object(
    text: str | bytes, format_name: str, versions: Collection[int], max_size: int
) -> tuple[dict[str, Any], int]:
    """The object of a save of ``format_name`` and its version, one of ``versions``.

    Text longer than ``max_size`` characters (or bytes) is refused before it is parsed:
    no save this package writes is that long, and junk of megabytes costs nothing."""
    if not isinstance(text, str | bytes | bytearray):
        raise TypeError(f"a saved game is JSON text, got {excerpt(text)}")
    if len(text) > max_size:
        raise InvalidSaveError(
            f"not a saved game: {len(text):,} characters, more than the {max_size:,} a save"
            " may hold"
        )
    try:
        data = json.loads(text)
    except RecursionError:
        raise InvalidSaveError("not a saved game: the JSON is nested too deeply") from None
    except ValueError as error:  # invalid JSON, or a number too long to read
        raise InvalidSaveError(f"not a saved game: invalid JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != format_name:
        raise InvalidSaveError(f"not a saved game: expected an object with format {format_name!r}")
    version = data.get("version")
    if type(version) is not int or version not in versions:
        readable = ", ".join(map(str, versions))
        raise InvalidSaveError(f"unsupported version {excerpt(version)}: this reads {readable}")
    return data, version


def check_keys(data: dict[str, Any], required: Set[str], optional: Set[str] = frozenset()) -> None:
    """Refuse an object without every ``required`` key or with keys beyond ``optional``."""
    missing = required - data.keys()
    extra = data.keys() - required - optional
    if missing or extra:
        raise InvalidSaveError(
            f"a saved game has the keys {sorted(required)} and may have {sorted(optional)}; "
            f"missing {sorted(missing)}, unexpected {excerpt(sorted(extra))}"
        )


def read_clock(value: object) -> tuple[float, bool]:
    """A saved clock ``{"elapsed": seconds, "running": bool}`` as (elapsed, running)."""
    if not isinstance(value, dict) or value.keys() != {"elapsed", "running"}:
        raise InvalidSaveError(
            f"'clock' must be an object with 'elapsed' and 'running', got {excerpt(value)}"
        )
    elapsed, running = value["elapsed"], value["running"]
    if (
        type(elapsed) not in (int, float)
        or not math.isfinite(elapsed)
        or elapsed < 0
        or type(running) is not bool
    ):
        raise InvalidSaveError(f"the clock needs seconds >= 0 and a bool, got {excerpt(value)}")
    return float(elapsed), running


def read_text_list(
    data: dict[str, Any], key: str, example: str, most: int | None = None
) -> list[str]:
    """``data[key]`` as a list of strings, such as the moves; ``example`` shows one. A
    list of more than ``most`` items is refused before any is read."""
    value = data.get(key)
    if isinstance(value, list) and most is not None and len(value) > most:
        raise InvalidSaveError(f"{key!r} holds {len(value):,} items; a game has at most {most}")
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise InvalidSaveError(f"{key!r} must be a list of text, like {example}")
    return value


def dumps(data: dict[str, Any], indent: int | None, max_size: int) -> str:
    """``data`` as JSON text, refused (``ValueError``) if longer than ``max_size``
    characters, which :func:`read_object` would not read back."""
    text = json.dumps(data, indent=indent)
    if len(text) > max_size:
        raise ValueError(
            f"this save would be {len(text):,} characters, more than the {max_size:,} a save"
            " may hold" + (": save it without indent" if indent else "")
        )
    return text
