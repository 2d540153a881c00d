"""Every word the widgets show, in English, German and Croatian, read from one JSON file.

``translations.json`` holds the language names, a ``common`` section for words every game
uses, one section per game of the package (named by the game's key), and a ``python``
section for the sentences only Python puts together (the board pictures, why a game is
lost, the explanations, the walkthrough, the narration), which no view needs, and a
``site`` section for the static site's Play page around the board (its loading and
error texts; the site build writes them beside the page). Each entry
maps a language to its text. The front end reads the same file: each widget syncs the
words of its game in its language (:func:`view_words`), so no bundle carries the whole
file. A game that brings its own words (a registered one, see :mod:`.registry`) has its
section in its declaration's ``translations`` instead.

**Grammar.** A card's name must agree with the words around it, so the file holds, for
each rank, its grammatical forms in each language (``rank_forms_1`` ... ``rank_forms_13``
in ``common``): its ``gender`` where the language has one (``"m"``, ``"f"``, ``"n"``) and
the forms its sentences use (English ``name``, ``plural``, ``a``, ``spoken``; German
``nom``, ``acc``, ``dat``, ``pl``, ``dat_pl``; Croatian ``nom``, ``gen``, ``acc``,
``loc``, ``ins``, ``paucal`` (after 2 to 4), ``pl``, ``acc_pl``, ``gen_pl``, ``loc_pl``).
Two rules use them, here and in the front end's ``i18n.js`` alike:

- a language's text may be an object of variants by gender, such as
  ``{"m": "Kein anderer {card} ...", "f": "Keine andere {card} ...", "n": ...}``: the
  field ``gender`` picks one (:func:`gender` gives a rank's);
- ``{field:form}`` is the form ``form`` of the rank in ``field``: ``{a:acc}`` with
  ``a=13`` is Croatian ``kralja``.

Counted texts have a key per plural form (``cards_one``, ``cards_few``, ``cards_other``),
chosen by the language's plural rules (:func:`plural_form`), as ``Intl.PluralRules`` does.
"""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Mapping
from functools import cache
from importlib.resources import files
from typing import Any

from . import registry

_FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")


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


def check_language(language: object) -> None:
    """Refuse anything but a known language code (a ``language`` argument), with a
    ``ValueError`` naming the languages."""
    if not isinstance(language, str):
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}; got {language!r:.60}")
    _check_language(language)


def _section(game: str | None) -> Mapping[str, Any]:
    """The words of ``game`` (a game's key): its section of the file, or those its
    declaration brings; none for None."""
    if game is None:
        return {}
    table = _table()
    if game in table and game not in _SHARED:
        section: Mapping[str, Any] = table[game]
        return section
    brought = registry.declaration(game).translations
    if brought is None:
        raise KeyError(f"the translations hold no section for the game {game!r}")
    return brought


_SHARED = ("languages", "common", "python", "site")


def _default(game: str | None, keys: tuple[str, ...]) -> str | None:
    """``game``; for None, when no shared section holds any of ``keys`` but the first
    game's does, that game, with a warning: before 0.3.0 a game's words were read from
    the first game's section by default."""
    table = _table()
    if game is not None or any(key in table[name] for name in _SHARED[1:] for key in keys):
        return game
    first = registry.keys()[0]
    if not any(key in _section(first) for key in keys):
        return None
    warnings.warn(
        f"a game's words without game= are deprecated since 0.3.0: use game={first!r}",
        DeprecationWarning,
        stacklevel=3,
    )
    return first


def translate(key: str, language: str, *, game: str | None = None, **fields: object) -> str:
    """The text for ``key`` in ``language``, from the section of ``game`` (a game's key;
    None: only the shared words, see :func:`_default`), ``common`` or ``python``.

    ``{name}`` placeholders are filled from ``fields``, ``{name:form}`` with a form of
    the rank in ``fields[name]``; a text with variants by gender takes the one that
    ``fields["gender"]`` names (see the module's notes). Raises ``KeyError`` for an
    unknown key and ``ValueError`` for an unknown language.
    """
    _check_language(language)
    table = _table()
    game = _default(game, (key,))
    entry = _section(game).get(key) or table["common"].get(key) or table["python"].get(key)
    if entry is None:
        raise KeyError(f"no translation for {key!r} in {game!r}, 'common' or 'python'")
    text: str | dict[str, str] = entry[language]
    if isinstance(text, dict):
        text = text[str(fields["gender"])]
    if not fields:
        return text

    def fill(match: re.Match[str]) -> str:
        value = fields[match.group(1)]
        form = match.group(2)
        return str(value) if form is None else rank_form(_rank(value), form, language)

    return _FIELD.sub(fill, text)


def rank_form(rank: int, form: str, language: str) -> str:
    """A rank's name in one of its grammatical forms (see the module's notes):
    ``rank_form(13, "acc", "hr")`` is ``"kralja"``."""
    check_language(language)
    forms: dict[str, str] = _table()["common"][f"rank_forms_{_rank(rank)}"][language]
    if form not in forms:
        raise KeyError(f"rank names in {language!r} have no form {form!r}")
    return forms[form]


def gender(rank: int, language: str) -> str:
    """The grammatical gender of a rank's name: ``"m"``, ``"f"`` or ``"n"`` (English
    names have none: ``"n"``)."""
    check_language(language)
    forms: dict[str, str] = _table()["common"][f"rank_forms_{_rank(rank)}"][language]
    return forms.get("gender", "n")


def _rank(value: object) -> int:
    if type(value) is not int or not 1 <= value <= 13:
        raise ValueError(f"a rank is an int 1 (Ace) to 13 (King), got {value!r}")
    return value


def view_words(game: str, language: str) -> dict[str, Any]:
    """What a view needs to show ``game`` in ``language``: ``texts``, every text of the
    game's section and of ``common`` by key (the game's own first), ``language`` and the
    language names (``languages``) for the settings menu."""
    check_language(language)
    table = _table()
    entries = {**table["common"], **_section(game)}
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
    key: str, count: int, language: str, *, game: str | None = None, **fields: object
) -> str:
    """The text of ``key_one``, ``key_few`` or ``key_other``, chosen by ``count`` as
    :func:`plural_form` says (``key_other`` when the form has no entry), with ``{n}``
    filled by ``count``: what the views' ``t.plural`` does."""
    table = _table()
    game = _default(game, tuple(f"{key}_{form}" for form in ("one", "few", "other")))
    chosen = f"{key}_{plural_form(count, language)}"
    sections = (_section(game), table["common"], table["python"])
    if not any(chosen in section for section in sections):
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


def __getattr__(name: str) -> str:
    """``GAME``, the section ``translate`` read by default before 0.3.0 (warns): the first
    game's key."""
    if name == "GAME":
        warnings.warn(
            "translations.GAME is deprecated since 0.3.0: use game= with each game's key",
            DeprecationWarning,
            stacklevel=2,
        )
        return registry.keys()[0]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
