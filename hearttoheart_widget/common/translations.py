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


def plural_form(count: int, language: str) -> str:
    """The plural form ``count`` takes in ``language``: ``one``, ``few`` or ``other``, by
    the same rules as the views' ``Intl.PluralRules`` (Croatian: 1, 21, 31 … are ``one``;
    2-4, 22-24 … are ``few``; the teens and the rest are ``other``)."""
    _check_language(language)
    if language == "hr":
        if count % 10 == 1 and count % 100 != 11:
            return "one"
        if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
            return "few"
        return "other"
    return "one" if count == 1 else "other"


def translate_count(
    key: str, count: int, language: str, *, game: str = GAME, **fields: object
) -> str:
    """The text of ``key_one``, ``key_few`` or ``key_other``, chosen by ``count`` as
    :func:`plural_form` says (``key_other`` when the form has no entry), with ``{n}``
    filled by ``count``: what the views' ``t.plural`` does."""
    table = _table()
    chosen = f"{key}_{plural_form(count, language)}"
    if chosen not in table[game] and chosen not in table["common"]:
        chosen = f"{key}_other"
    return translate(chosen, language, game=game, n=count, **fields)


def percent(share: float, language: str) -> str:
    """A share 0..1 as a percentage with one decimal, as the views write it (``34.5%``,
    German and Croatian ``34,5 %``), never rounded to a certainty it is not: ``< 0.1%``
    and ``> 99.9%`` just short of 0 and 1, and 0 and 1 exactly without a decimal."""
    _check_language(language)
    if 0 < share < 0.001:
        return "< " + percent(0.001, language)
    if 0.999 < share < 1:
        return "> " + percent(0.999, language)
    text = f"{share * 100:.1f}" if 0 < share < 1 else f"{share * 100:.0f}"
    return text + "%" if language == "en" else text.replace(".", ",") + "\u00a0%"
