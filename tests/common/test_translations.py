"""The translations file and its rules: every key in every language with the same fields,
texts that agree with a card's gender and case, and plural forms chosen as the browser's
``Intl.PluralRules`` chooses them."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from typing import Any

import pytest

from hearttoheart_widget.common.translations import (
    LANGUAGES,
    _table,
    gender,
    plural_form,
    rank_form,
    translate,
    translate_count,
)

SECTIONS = ("common", "heart_to_heart", "hope_deferred", "python", "site")
GAME = "heart_to_heart"  # the section of the game words below
_FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")
#: The genders each language's variants must cover (Croatian card names are m or f).
GENDERS = {"de": {"m", "f", "n"}, "hr": {"m", "f"}}


def entries() -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (section, key, entry)
        for section in SECTIONS
        for key, entry in _table()[section].items()
        if not key.startswith("rank_forms_")
    ]


def texts(entry: dict[str, Any], language: str) -> list[str]:
    """A language's text, or each of its variants by gender."""
    text = entry[language]
    return list(text.values()) if isinstance(text, dict) else [text]


def fields(text: str) -> set[str]:
    return {match.group(1) for match in _FIELD.finditer(text)}


@pytest.mark.parametrize(("section", "key", "entry"), entries(), ids=lambda v: str(v)[:40])
def test_every_text_is_in_every_language_with_the_same_fields(
    section: str, key: str, entry: dict[str, Any]
) -> None:
    assert set(entry) == set(LANGUAGES)
    # "One card ...": the form for one may spell out its count
    ignored = {"n"} if key.endswith("_one") else set()
    english = fields(entry["en"]) - ignored
    for language in LANGUAGES:
        for text in texts(entry, language):
            assert fields(text) - ignored == english, (language, text)


@pytest.mark.parametrize(("section", "key", "entry"), entries(), ids=lambda v: str(v)[:40])
def test_variants_by_gender_cover_the_languages_genders(
    section: str, key: str, entry: dict[str, Any]
) -> None:
    assert isinstance(entry["en"], str)  # English names have no gender
    for language, genders in GENDERS.items():
        if isinstance(entry[language], dict):
            assert set(entry[language]) == genders, (key, language)


@pytest.mark.parametrize(("section", "key", "entry"), entries(), ids=lambda v: str(v)[:40])
def test_every_form_a_text_names_exists_for_every_rank(
    section: str, key: str, entry: dict[str, Any]
) -> None:
    for language in LANGUAGES:
        for text in texts(entry, language):
            for match in _FIELD.finditer(text):
                if match.group(2):
                    for rank in range(1, 14):
                        assert rank_form(rank, match.group(2), language)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_each_rank_has_the_same_forms_and_a_gender(language: str) -> None:
    forms = [_table()["common"][f"rank_forms_{rank}"][language] for rank in range(1, 14)]
    assert all(set(f) == set(forms[0]) for f in forms)
    if language != "en":
        assert {f["gender"] for f in forms} <= GENDERS[language]


def test_the_ranks_genders() -> None:
    """German: das Ass, der Bube, der König, the others feminine (die Zwei ... die Zehn, die
    Dame); Croatian: as, dečko and kralj masculine, the rest feminine (dvojka ... dama)."""
    assert "".join(gender(rank, "de") for rank in range(1, 14)) == "nfffffffffmfm"
    assert "".join(gender(rank, "hr") for rank in range(1, 14)) == "mfffffffffmfm"


def test_a_text_takes_the_variant_of_its_gender_and_a_rank_in_its_case() -> None:
    assert translate("ending_alone", "de", card="A♥", gender="n", game=GAME) == (
        "Kein anderes A♥ ist mehr im Spiel."
    )
    assert translate("ending_alone", "de", card="K♥", gender="m", game=GAME).startswith(
        "Kein anderer"
    )
    assert translate("ending_alone", "hr", card="Q♥", gender="f", game=GAME).startswith(
        "Nijedna druga"
    )
    assert (
        translate("said_hint_pair", "hr", a=13, b=13, game=GAME)
        == "Savjet: uparite kralja i kralja."
    )
    assert (
        translate("said_hint_pair", "hr", a=2, b=2, game=GAME) == "Savjet: uparite dvojku i dvojku."
    )
    assert translate("said_hint_pair", "en", a=2, b=2, game=GAME) == "Hint: pair Two and Two."


def test_a_form_needs_a_rank() -> None:
    with pytest.raises(ValueError, match=r"a rank is an int 1 \(Ace\) to 13 \(King\), got 'K'"):
        translate("said_hint_pair", "hr", a="K", b="K", game=GAME)
    with pytest.raises(KeyError, match="no form 'dat'"):
        rank_form(13, "dat", "hr")


@pytest.mark.parametrize(
    ("n", "form"),
    [(1, "one"), (21, "one"), (101, "one"), (2, "few"), (4, "few"), (22, "few"), (104, "few"),
     (0, "other"), (5, "other"), (11, "other"), (12, "other"), (14, "other"), (100, "other"),
     (111, "other"), (112, "other"), (114, "other")],
)  # fmt: skip
def test_croatian_counts_take_one_few_or_other(n: int, form: str) -> None:
    assert plural_form(n, "hr") == form


def test_croatian_says_101_moves_in_the_singular() -> None:
    said = [
        translate_count("picture_moves", n, "hr", game=GAME)
        for n in (1, 2, 5, 11, 21, 101, 102, 112)
    ]
    assert said == [
        "1 potez", "2 poteza", "5 poteza", "11 poteza", "21 potez", "101 potez", "102 poteza",
        "112 poteza",
    ]  # fmt: skip
    assert translate_count("win_out_of_reach", 101, "hr", game=GAME).startswith(
        "To je 101 potez unatrag"
    )
    assert translate_count("win_out_of_reach", 103, "hr", game=GAME).startswith(
        "To su 103 poteza unatrag"
    )


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_python_chooses_the_plural_forms_the_browser_chooses() -> None:
    """The front end counts with ``Intl.PluralRules``, Python with :func:`plural_form`: the
    same form for every count a game can show, in every language."""
    script = (
        "const out = {};"
        f"for (const l of {json.dumps(list(LANGUAGES))}) {{"
        "  const rules = new Intl.PluralRules(l);"
        "  out[l] = Array.from({length: 1001}, (_, n) => rules.select(n)); }"
        "console.log(JSON.stringify(out));"
    )
    node = shutil.which("node")
    assert node is not None
    browser = json.loads(subprocess.run([node, "-e", script], capture_output=True, text=True,
                                        check=True).stdout)  # fmt: skip
    for language in LANGUAGES:
        assert [plural_form(n, language) for n in range(1001)] == browser[language], language


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language must be one of en, de, hr; got 'fr'"):
        translate_count("cards", 2, "fr")
    with pytest.raises(ValueError, match="language must be one of en, de, hr; got 3"):
        gender(1, 3)  # type: ignore[arg-type]
