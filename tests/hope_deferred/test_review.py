"""Hope Deferred's review: the exact chance of a win after each move, and when it was decided.

Each chance is checked against ``exact_odds`` of the position replayed to that move (the
odds are checked against a simulation in ``test_odds.py``), in every variant.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from fractions import Fraction
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget.common.translations import translate
from hearttoheart_widget.hope_deferred import (
    HopeDeferred,
    HopeDeferredGame,
    HopeDeferredTable,
    Review,
    Variant,
    exact_odds,
    format_moves,
    review,
)

SVG = "{http://www.w3.org/2000/svg}"


def played(code: str, moves: int | None = None) -> HopeDeferredGame:
    """The game of ``code``, played to its end, or for ``moves`` moves."""
    game = HopeDeferredGame.from_code(code)
    while not game.is_over and (moves is None or game.moves < moves):
        game.step()
    return game


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 26**7 - 1),
    st.sampled_from(list(Variant)),
    st.integers(0, 30),
)
def test_each_chance_is_the_exact_odds_of_the_replayed_position(
    number: int, variant: Variant, stop: int
) -> None:
    game = HopeDeferredGame.from_number(number, variant=variant)
    while not game.is_over and game.moves < stop:
        game.step()
    reviewed = review(game)
    position = HopeDeferredGame.from_number(number, variant=variant)
    assert reviewed.start_chance == exact_odds(position) == exact_odds(variant)
    for entry, move in zip(reviewed, game.history, strict=True):
        position.play(move)
        assert entry.move == move
        assert entry.chance == exact_odds(position)
        assert isinstance(entry.chance, Fraction)


def test_entries_are_numbered_from_one_with_the_games_moves() -> None:
    game = played("HD1-AH-AAAAAAH")
    reviewed = review(game)
    assert [entry.number for entry in reviewed] == list(range(1, 27))
    assert [entry.move for entry in reviewed] == game.history
    assert reviewed.length == len(reviewed) == game.moves == 26
    assert reviewed.chances == (reviewed.start_chance, *(e.chance for e in reviewed))


def test_a_finished_game_is_decided_at_the_move_from_which_its_chance_stays_0_or_1() -> None:
    for code, decided in (
        ("HD1-CH-AAAAAAB", 16),
        ("HD1-CH-AAAAAAA", 17),
        ("HD1-CH-AAAAAAC", 9),
        ("HD1-AH-AAAAAAH", 26),
    ):
        reviewed = review(played(code))
        assert reviewed.decided_at == decided, code
        outcome = Fraction(reviewed.status == "won")
        assert set(reviewed.chances[decided:]) == {outcome}
        assert all(0 < chance < 1 for chance in reviewed.chances[:decided])


def test_an_unfinished_game_is_decided_once_nothing_can_change_its_outcome() -> None:
    assert review(played("HD1-CH-AAAAAAB", 16)).decided_at == 16  # playing, but lost
    open_game = review(played("HD1-CH-AAAAAAB", 10))
    assert open_game.status == "playing"
    assert open_game.decided_at is None
    assert review(HopeDeferredGame.from_code("HD1-CH-AAAAAAB")).decided_at is None


def test_a_deal_that_cannot_fail_is_decided_at_0() -> None:
    game = HopeDeferredGame.from_cards(["AH", "7C", "8C"])  # the first deal shows them all
    reviewed = review(game)
    assert reviewed.start_chance == 1
    assert reviewed.decided_at == 0
    assert reviewed.summary()[-1] == translate(
        "review_decided_deal_won", "en", game="hope_deferred"
    )


def test_gathering_never_changes_the_chance() -> None:
    reviewed = review(played("HD1-AH-AAAAAAH"))
    for entry in reviewed:
        if entry.move.kind == "gather":
            assert entry.chance == reviewed.chances[entry.number - 1]


def test_a_long_abandon_hope_game_is_reviewed_in_full() -> None:
    reviewed = review(played("HD1-AH-AAAAAAA"))
    assert reviewed.length == 26
    assert reviewed.status == "lost"
    assert reviewed[-1].chance == 0


# --- what it reviews ---------------------------------------------------------------------


def row() -> dict[str, object]:
    game = played("HD1-KH-AAAAAAB", 12)
    return {"game": "hope_deferred", "code": game.code, "history": format_moves(game.history)}


def test_it_reviews_a_game_a_table_a_widget_and_a_record_row_alike() -> None:
    game = played("HD1-KH-AAAAAAB", 12)
    expected = review(game).to_dict()
    subjects: list[object] = [
        game,
        HopeDeferredTable(game.copy()),
        HopeDeferred(game=game.copy()),
        row(),
        MappingProxyType(row()),
    ]
    for subject in subjects:
        assert review(subject).to_dict() == expected, subject
    assert game.moves == 12


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"history": None}, "keeps no moves"),
        ({"game": "heart_to_heart"}, r"hearttoheart_widget\.review"),
        ({"code": "HH1-N-AAAAAAB"}, "HH1-N-AAAAAAB"),
        ({"history": "deal gather"}, "move 2 \\(gather\\)"),
    ],
)
def test_a_row_that_cannot_be_replayed_is_refused_saying_why(
    changes: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        review({**row(), **changes})


@pytest.mark.parametrize("subject", [42, "HD1-CH-AAAAAAB", None])
def test_another_subject_is_a_type_error_naming_it(subject: object) -> None:
    with pytest.raises(TypeError, match=r"review\(\) needs a HopeDeferredGame.*got"):
        review(subject)


# --- words and pictures ----------------------------------------------------------------------


def texts(reviewed: Review) -> list[str]:
    chart = reviewed.chart()
    return [
        *reviewed.summary(),
        *(entry.reason for entry in reviewed),
        chart.title,
        chart.low,
        chart.high,
        chart.moves,
        *chart.legend.values(),
        *(mark.title for mark in chart.marks),
    ]


@pytest.mark.parametrize("language", ["de", "hr"])
def test_every_text_is_in_the_language_asked_for(language: str) -> None:
    for game in (played("HD1-AH-AAAAAAH"), played("HD1-CH-AAAAAAB"), played("HD1-KH-AAAAAAB", 5)):
        english, other = texts(review(game)), texts(review(game, language=language))
        assert len(english) == len(other)
        for en, text in zip(english, other, strict=True):
            assert text
            assert "{" not in text
            assert text != en, text


def test_croatian_counts_take_their_plural_forms() -> None:
    reasons = [entry.reason for entry in review(played("HD1-AH-AAAAAAH"), language="hr")]
    assert reasons[0].startswith("Ovim dijeljenjem izdvojena je 1 karta ciljne boje")
    assert reasons[1].startswith("Ovim dijeljenjem izdvojene su 2 karte ciljne boje")


def test_the_text_gives_the_summary_then_every_move() -> None:
    lines = review(played("HD1-CH-AAAAAAB")).to_text().splitlines()
    assert lines[:6] == [
        "Game review: HD1-CH-AAAAAAB",
        "Result: Lost",
        "Moves: 17",
        f"Chance of a win at the start: {float(exact_odds('classic')):.1%}",
        "Decided at move 16: from then on the game could no longer be won.",
        "",
    ]
    assert len(lines) == 6 + 17
    assert lines[6].startswith(" 1. deal    This deal set")
    assert lines[-1].endswith("the chance of a win is now 0%.")


def test_the_html_holds_the_summary_and_a_chart_of_the_chance_with_the_decision_marked() -> None:
    reviewed = review(played("HD1-CH-AAAAAAB"), language="hr")
    html = reviewed._repr_html_()
    for line in reviewed.summary():
        assert line in html
    svg = html[html.index("<svg") : html.index("</svg>") + len("</svg>")]
    root = ET.fromstring(svg)
    title = translate("review_chart_title", "hr", game="hope_deferred")
    assert root.get("aria-label") == title
    assert root.findtext(f"{SVG}title") == title
    marks = [m for m in root.iter() if m.get("data-mark")]
    assert [(m.get("data-mark"), m.get("data-move")) for m in marks] == [("decided", "16")]
    assert marks[0].findtext(f"{SVG}title") == "Potez 16 (dijeljenje): odlučeno"
    assert reviewed.chart().values == tuple(float(chance) for chance in reviewed.chances)
    assert not reviewed.chart().steps


def test_the_review_is_json_ready() -> None:
    reviewed = review(played("HD1-CH-AAAAAAB"))
    data = reviewed.to_dict()
    assert data["decided_at"] == 16
    assert data["exact_start_chance"] == str(exact_odds("classic"))
    assert data["entries"][15]["chance"] == 0.0
    assert data["entries"][15]["exact_chance"] == "0"
