"""Heart to Heart's generated sentences in German and Croatian: why a game is lost, the
explanations, the walkthrough and the board's picture, each card's name agreeing with the
words around it (gender, case, count), and no English left in them."""

from __future__ import annotations

import re

import pytest

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.heart_to_heart.solving.solver import solve
from hearttoheart_widget.heart_to_heart.stuck import why_lost
from hearttoheart_widget.heart_to_heart.teaching.explain import explain
from hearttoheart_widget.heart_to_heart.teaching.walkthrough import Walkthrough
from tests.languages import english_in
from tests.positions import game_of, heart_with

GERMAN = {  # rank: (the nominative article, the noun; the dative article, the noun)
    1: ("Das", "Ass", "dem", "Ass"),
    9: ("Die", "Neun", "der", "Neun"),
    11: ("Der", "Bube", "dem", "Buben"),
    12: ("Die", "Dame", "der", "Dame"),
    13: ("Der", "König", "dem", "König"),
}
CROATIAN = {  # rank: (nominative, locative, accusative, "last" agreeing with it)
    1: ("as", "asu", "asa", "posljednji"),
    9: ("devetka", "devetki", "devetku", "posljednja"),
    11: ("dečko", "dečku", "dečka", "posljednji"),
    12: ("dama", "dami", "damu", "posljednja"),
    13: ("kralj", "kralju", "kralja", "posljednji"),
}


def reason(cards: dict[int, int], language: str, stock: list[int] | None = None) -> str:
    found = why_lost(game_of(heart_with(only=cards), stock=stock), language)
    assert found is not None
    return found.text


@pytest.mark.parametrize("rank", sorted(GERMAN))
def test_german_reasons_agree_with_the_cards_gender(rank: int) -> None:
    article, noun, _, _ = GERMAN[rank]
    text = reason({24: rank}, "de")
    assert text.startswith(f"{article} {noun} an der Spitze (24) ist {article.lower()} letzte")
    pronoun = {"Das": "Es", "Die": "Sie", "Der": "Er"}[article]
    assert text.endswith(f": {pronoun} hat nirgends mehr eine Partnerkarte")


@pytest.mark.parametrize("rank", sorted(GERMAN))
def test_german_chains_put_the_lower_card_in_the_dative(rank: int) -> None:
    """ "... liegt auf dem Buben an Position 17, der auf ...": dative article and noun, and
    the relative pronoun of the card it refers to."""
    other = 9 if rank != 9 else 13
    text = reason({21: other, 17: rank, 13: other}, "de", stock=[other, rank, rank, rank])
    _, _, dative, noun = GERMAN[rank]
    relative = {"dem": {1: "das", 11: "der", 13: "der"}.get(rank), "der": "die"}[dative]
    assert f"liegt auf {dative} {noun} an Position 17, {relative} auf" in text


@pytest.mark.parametrize("rank", sorted(CROATIAN))
def test_croatian_reasons_agree_with_the_cards_gender(rank: int) -> None:
    nominative, _, _, last = CROATIAN[rank]
    assert reason({24: rank}, "hr").startswith(
        f"{nominative} na vrhu srca (24) {last} je {nominative}: nigdje "
    )


@pytest.mark.parametrize("rank", sorted(CROATIAN))
def test_croatian_chains_put_the_lower_card_in_the_locative(rank: int) -> None:
    """ "... leži na kralju na položaju 17, koji leži na drugoj devetki ...": locative, and
    the relative pronoun and "drugi" agreeing with their cards."""
    other, lower = (9, "drugoj devetki") if rank != 9 else (13, "drugom kralju")
    text = reason({21: other, 17: rank, 13: other}, "hr", stock=[other, rank, rank, rank])
    _, locative, _, last = CROATIAN[rank]
    relative = "koja" if last == "posljednja" else "koji"
    assert f"leži na {locative} na položaju 17, {relative} leži na {lower} na položaju 13" in text


@pytest.mark.parametrize(("rank", "count"), [(13, "tri kralja"), (9, "tri devetke")])
def test_croatian_counts_take_the_form_after_three(rank: int, count: str) -> None:
    """Three Kings are "tri kralja" (with "ostala" and "nijedan"), three Nines "tri devetke"
    (with "ostale" and "nijedna")."""
    text = reason({22: rank, 23: rank, 24: rank}, "hr")
    masculine = rank == 13
    assert text.startswith(f"u srcu su {'ostala' if masculine else 'ostale'} {count} (na ")
    assert ("nijedan, pa jedan od njih" if masculine else "nijedna, pa jedna od njih") in text


def test_explanations_name_paired_cards_in_the_accusative_and_count_the_recycled_cards() -> None:
    game = game_of(heart_with({24: 13}), waste=[13])
    assert explain(game, "24+waste", "hr").startswith(
        "Uparite kralja na vrhu srca (24) i kralja na vrhu hrpe odbačenih karata (10 bodova)"
    )
    assert explain(game, "24+waste", "de").startswith(
        "Ein Paar aus dem König an der Spitze (24) und dem König oben auf dem Ablagestapel"
    )
    for count, words in [(1, "1 karta s hrpe odbačenih karata vraća"),
                         (2, "2 karte s hrpe odbačenih karata vraćaju"),
                         (5, "5 karata s hrpe odbačenih karata vraća"),
                         (21, "21 karta s hrpe odbačenih karata vraća")]:  # fmt: skip
        waste = [13, *[rank for rank in range(1, 13) for _ in range(4)][: count - 1]]
        recycling = game_of(heart_with(only={24: 13}), waste=waste)
        assert f"pa se {words} u njega" in explain(recycling, "recycle", "hr")


def explanations(language: str) -> list[str]:
    """Every explanation along the tutorial's won game and a lost one."""
    said = []
    for code in ("HH1-N-AAAAAAB", "HH1-N-AAAAAGM"):
        game = Game.from_code(code)
        line = solve(game) or []
        for move in line[:60] or game.legal_moves():
            said += [explain(game, m, language) for m in game.legal_moves()]
            game.play(move)
    return said


@pytest.mark.parametrize("language", ["de", "hr"])
def test_why_lost_and_explain_leave_no_english(language: str) -> None:
    texts = explanations(language)
    for code in ("HH1-N-AAAAAAM",):
        found = why_lost(Game.from_code(code), language)
        assert found is not None
        texts.append(found.text)
    texts.append(reason({4: 7, 6: 8, 10: 8, 11: 7}, language))  # a ring
    texts.append(reason({0: 7, 4: 8, 6: 8, 12: 8, 17: 7}, language, stock=[8]))  # a tangle
    for text in texts:
        assert english_in(text) == [], text


def test_a_reason_keeps_its_kind_ranks_and_chains_in_every_language() -> None:
    game = Game.from_code("HH1-N-AAAAAAM")
    reasons = [why_lost(game, language) for language in ("en", "de", "hr")]
    assert len({(r.kind, r.ranks, r.chains) for r in reasons if r is not None}) == 1


def test_why_lost_refuses_an_unknown_language() -> None:
    with pytest.raises(ValueError, match="language must be one of en, de, hr; got 'fr'"):
        why_lost(Game.from_code("HH1-N-AAAAAAM"), language="fr")
    with pytest.raises(ValueError, match="language must be one of en, de, hr; got 'fr'"):
        explain(Game.from_code("HH1-N-AAAAAAM"), "draw", "fr")


def svg_words(svg: str) -> str:
    """The text a reader sees or hears in a picture: its labels and its text elements."""
    labels = re.findall(r'aria-label="([^"]*)"', svg) + re.findall(r"<title>([^<]*)</title>", svg)
    return " ".join(labels + re.findall(r"<text[^>]*>([^<]*)</text>", svg))


@pytest.mark.parametrize("language", ["de", "hr"])
@pytest.mark.parametrize("status", ["playing", "won", "lost"])
def test_the_board_picture_speaks_the_language(language: str, status: str) -> None:
    game = Game.from_code(
        {"playing": "HH1-N-AAAAAAB", "lost": "HH1-N-AAAAAAM"}.get(status, "HH1-N-AAAAAAB")
    )
    if status == "won":
        line = solve(game)
        assert line is not None
        game.replay(line)
    words = svg_words(game.to_svg(language=language))
    assert english_in(words) == [], words
    assert words.startswith("Heart to Heart HH1-N-")


def test_the_board_picture_letters_court_cards_in_the_language() -> None:
    game = game_of(heart_with({22: 11, 23: 12, 24: 13}))
    letters = {language: re.findall(r">(\w+)</text>", game.to_svg(language=language))
               for language in ("en", "de", "hr")}  # fmt: skip
    assert {"J", "Q", "K"} <= set(letters["en"])
    assert {"B", "D", "K"} <= set(letters["de"])
    assert not {"J", "Q"} & set(letters["de"])
    assert {"J", "Q", "K"} <= set(letters["hr"])  # Croatian keeps J and Q (see docs)
    assert game.to_svg() == game.to_svg(language="en")


def test_the_widgets_picture_where_no_widget_runs_follows_its_language() -> None:
    board = HeartToHeart("HH1-N-AAAAAAB", language="de", record=False)
    assert 'alt="Heart to Heart HH1-N-AAAAAAB: im Spiel, 25 Karten im Herzen, 0 Punkte' in (
        board.picture_html()
    )
    board.language = "hr"
    assert 'alt="Heart to Heart HH1-N-AAAAAAB: u igri, 25 karata u srcu, 0 bodova' in (
        board.picture_html()
    )


@pytest.mark.parametrize(
    ("language", "buttons"),
    [("de", ["Zurück", "Weiter", "Von vorn"]), ("hr", ["Natrag", "Dalje", "Ispočetka"])],
)
def test_the_walkthrough_speaks_its_boards_language(language: str, buttons: list[str]) -> None:
    tour = Walkthrough("HH1-N-AAAAAAB", language=language)
    described = [b.description for b in (tour.back_button, tour.next_button, tour.reset_button)]
    assert described == buttons
    said = [tour.text]
    while len(tour.board.game.legal_moves()) < 2:  # on to a place with a move off the line
        tour.next()
        said.append(tour.text)
    due = tour.line[tour.place.moves]
    tour.board.play(next(m for m in tour.board.game.legal_moves() if m != due))
    said.append(tour.text)  # off the line
    assert not tour.place.on_line
    tour.reset()
    said.append(tour.text)
    for text in said:
        assert english_in(text) == [], text
    assert said[0].startswith({"de": "Der Anfang einer Zugfolge", "hr": "Početak niza"}[language])


def test_the_walkthrough_follows_a_change_of_the_boards_language() -> None:
    tour = Walkthrough("HH1-N-AAAAAAB")
    tour.next()
    assert tour.next_button.description == "Next"
    tour.board.language = "hr"
    assert tour.next_button.description == "Dalje"
    assert tour.text.startswith("1. potez od ")
    assert english_in(tour.text) == []
