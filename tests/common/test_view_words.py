"""The words a view shows come from Python: each widget syncs its game's texts in its language.

The front end's bundles carry no translations; they read the ``_words`` trait, which
Python fills from translations.json (``view_words``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hearttoheart_widget import HeartToHeart
from hearttoheart_widget.common.translations import LANGUAGES, _table, view_words
from hearttoheart_widget.hope_deferred import HopeDeferred

STATIC = Path(__file__).resolve().parents[2] / "hearttoheart_widget" / "static"


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("game", ["heart_to_heart", "hope_deferred"])
def test_a_view_gets_its_games_texts_over_the_common_ones(game: str, language: str) -> None:
    table = _table()
    words = view_words(game, language)
    assert words["language"] == language
    assert words["languages"] == LANGUAGES
    for key, entry in table["common"].items():
        if key not in table[game]:
            assert words["texts"][key] == entry[language]
    for key, entry in table[game].items():
        assert words["texts"][key] == entry[language]  # the game's own text wins
    other = "hope_deferred" if game == "heart_to_heart" else "heart_to_heart"
    only_other = set(table[other]) - set(table[game]) - set(table["common"])
    assert only_other
    assert not only_other & set(words["texts"])


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language must be one of en, de, hr; got 'fr'"):
        view_words("heart_to_heart", "fr")


def test_a_widget_syncs_the_words_of_its_language_and_follows_a_change() -> None:
    widget = HeartToHeart("HH1-N-AAAAAAA", language="de")
    assert widget._words == view_words("heart_to_heart", "de")
    assert widget.get_state()["_words"]["texts"]["new_game"] == "Neues Spiel"
    widget.language = "hr"
    assert widget._words == view_words("heart_to_heart", "hr")


def test_hope_deferred_syncs_its_own_section() -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB")
    assert widget._words == view_words("hope_deferred", "en")
    widget.language = "de"
    assert widget._words["texts"]["title"] == _table()["hope_deferred"]["title"]["de"]


@pytest.mark.parametrize("bundle", ["heart_to_heart.js", "hope_deferred.js"])
def test_no_bundle_carries_the_translations(bundle: str) -> None:
    code = (STATIC / bundle).read_text(encoding="utf-8")
    assert "Hrvatski" not in code  # a language name, said nowhere else
    assert _table()["common"]["run_cell"]["de"] not in code
