"""Every word the widgets show, in English, German and Croatian, read from one JSON file.

``translations.json`` holds the language names, a ``common`` section for words every game
uses, and one section per game (``heart_to_heart``, ``hope_deferred``); each entry maps a
language to its text. The front end reads the same file: each widget syncs the words of its
game in its language (:func:`view_words`), so no bundle carries the whole file.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

GAME = "heart_to_heart"


@cache
def _table() -> dict[str, Any]:
    text = files(__package__).joinpath("translations.json").read_text(encoding="utf-8")
    table: dict[str, Any] = json.loads(text)
    return table


#: Language code to the language's own name, in the order the settings menu lists them.
LANGUAGES: dict[str, str] = dict(_table()["languages"])


def _check_language(language: str) -> None:
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}; got {language!r}")


def translate(key: str, language: str, *, game: str = GAME, **fields: object) -> str:
    """The text for ``key`` in ``language``, from the game's section or else ``common``.

    ``{name}`` placeholders are filled from ``fields``. Raises ``KeyError`` for an
    unknown key and ``ValueError`` for an unknown language.
    """
    _check_language(language)
    table = _table()
    entry = table[game].get(key) or table["common"].get(key)
    if entry is None:
        raise KeyError(f"no translation for {key!r} in {game!r} or 'common'")
    text: str = entry[language]
    return text.format(**fields) if fields else text


def view_words(game: str, language: str) -> dict[str, Any]:
    """What a view needs to show ``game`` in ``language``: ``texts``, every text of the
    game's section and of ``common`` by key (the game's own first), ``language`` and the
    language names (``languages``) for the settings menu."""
    _check_language(language)
    table = _table()
    entries = {**table["common"], **table[game]}
    texts = {key: entry.get(language, entry["en"]) for key, entry in entries.items()}
    return {"language": language, "languages": LANGUAGES, "texts": texts}
