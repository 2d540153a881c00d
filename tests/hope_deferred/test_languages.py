"""Hope Deferred in German and Croatian where Python puts the words together: the
narration, the board's picture and How to play's picture, with the language's card
letters, counts and genders, and no English left."""

from __future__ import annotations

import re

import pytest

from hearttoheart_widget.hope_deferred import HopeDeferred, HopeDeferredGame
from hearttoheart_widget.hope_deferred.cards import Card
from hearttoheart_widget.hope_deferred.help_picture import help_picture
from hearttoheart_widget.hope_deferred.moves import Move, Played, describe
from hearttoheart_widget.hope_deferred.narration import narrate
from tests.languages import english_in

#: Games lost with 1, 2 and 5 target cards still in the stock.
LOST_WITH = {1: "HD1-CH-AAAAAAA", 2: "HD1-CH-AAAAAAD", 5: "HD1-AH-AAAAAFJ"}


def played_out(code: str) -> HopeDeferredGame:
    game = HopeDeferredGame.from_code(code)
    while game.status == "playing":
        game.play(game.legal_moves()[0])
    return game


@pytest.mark.parametrize(
    ("left", "croatian", "german"),
    [
        (1, "poraz: nakon 3. kruga ostala je 1 karta boje herc",
         "verloren: Nach Runde 3 ist noch 1 Herzkarte übrig"),
        (2, "poraz: nakon 3. kruga ostale su 2 karte boje herc",
         "verloren: Nach Runde 3 sind noch 2 Herzkarten übrig"),
        (5, "poraz: nakon 3. kruga ostalo je 5 karata boje herc",
         "verloren: Nach Runde 3 sind noch 5 Herzkarten übrig"),
    ],
)  # fmt: skip
def test_a_lost_games_last_line_counts_in_each_languages_forms(
    left: int, croatian: str, german: str
) -> None:
    game = played_out(LOST_WITH[left])
    assert game.targets_left == left
    assert narrate(game, "hr")[-1] == croatian
    assert narrate(game, "de")[-1] == german
    assert narrate(game)[-1] == narrate(game, "en")[-1]


@pytest.mark.parametrize(
    ("card", "croatian", "german"),
    [("AH", "A♥ izdvojen", "A♥ beiseitegelegt"), ("QH", "Q♥ izdvojena", "D♥ beiseitegelegt"),
     ("KH", "K♥ izdvojen", "K♥ beiseitegelegt"), ("7H", "7♥ izdvojena", "7♥ beiseitegelegt"),
     ("JS", "J♠ na hrpu 2", "B♠ auf Stapel 2")],
)  # fmt: skip
def test_a_move_names_its_cards_with_the_languages_letters_and_genders(
    card: str, croatian: str, german: str
) -> None:
    place: int | str = "aside" if card.endswith("H") else 2
    played = Played(Move.deal(), ((Card.parse(card), place),))  # type: ignore[arg-type]
    assert describe(played, "hr") == croatian
    assert describe(played, "de") == german


def test_a_gather_counts_its_cards() -> None:
    said = [describe(Played(Move.gather(), cards=n), "hr") for n in (1, 3, 11, 21)]
    assert said == [
        "1 karta skupljena i promiješana", "3 karte skupljene i promiješane",
        "11 karata skupljeno i promiješano", "21 karta skupljena i promiješana",
    ]  # fmt: skip


@pytest.mark.parametrize("language", ["de", "hr"])
@pytest.mark.parametrize("code", ["HD1-CH-AAAAAAM", "HD1-CH-AAAAAAC", "HD1-AD-AAAAAAB",
                                  "HD1-KS-AAAAAAC"])  # fmt: skip
def test_narration_leaves_no_english(language: str, code: str) -> None:
    for line in narrate(played_out(code), language):
        assert english_in(line) == [], line
    with pytest.raises(ValueError, match="language must be one of en, de, hr; got 'fr'"):
        narrate(played_out(code), "fr")


def svg_words(svg: str) -> str:
    labels = re.findall(r'aria-label="([^"]*)"', svg) + re.findall(r"<title>([^<]*)</title>", svg)
    return " ".join(labels + re.findall(r"<text[^>]*>([^<]*)</text>", svg))


@pytest.mark.parametrize("language", ["de", "hr"])
def test_the_board_picture_speaks_the_language(language: str) -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAC")
    pictures = [game.to_svg(language=language)]
    while game.status == "playing":
        game.play(game.legal_moves()[0])
        pictures.append(game.to_svg(language=language))
    for svg in pictures:
        assert english_in(svg_words(svg)) == [], svg_words(svg)
    title = {"de": "Herz zu Herz HD1-CH-AAAAAAC: gewonnen", "hr": "Odgođena nada HD1-CH-AAAAAAC"}
    assert svg_words(pictures[-1]).startswith(title[language])


def test_the_board_picture_letters_its_cards_in_the_language() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAC")
    game.play("deal")
    german = game.to_svg(language="de")
    assert "D♥" in svg_words(german)  # a Queen of hearts still to find, as the live board
    assert "Q♥" not in svg_words(german)
    assert "Q♥" in svg_words(game.to_svg())
    assert game.to_svg() == game.to_svg(language="en")


def test_how_to_play_letters_its_queen_in_the_language() -> None:
    assert ">D<" in help_picture("de")
    assert ">Q<" in help_picture("hr")
    assert ">Q<" in help_picture()
    widget = HopeDeferred("HD1-CH-AAAAAAB", language="de", record=False)
    assert widget.get_state()["_help_picture"] == help_picture("de")
    widget.language = "hr"
    assert widget._help_picture == help_picture("hr")


def test_the_widgets_picture_where_no_widget_runs_follows_its_language() -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB", language="de", record=False)
    assert 'alt="Herz zu Herz HD1-CH-AAAAAAB: im Spiel, klassisch, 0 von 8 Herzkarten' in (
        widget.picture_html()
    )
