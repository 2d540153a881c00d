"""The game review: every move's verdict, choice and keeping moves, checked against searches
that know nothing of the review, and each property the review states.

On small puzzles (odd card counts, custom positions) the reference is the plain full-state
search of ``tests/full_search.py``; on real deals, the solver on each replayed position
(itself checked exact in ``test_solver_exact.py``). Games are played carefully (mostly
moves that keep a win) and carelessly (any legal move), so that they are won and lost.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import hearttoheart_widget
from hearttoheart_widget import (
    Game,
    HeartToHeart,
    Move,
    Table,
    format_moves,
    is_winnable,
    random_deal,
)
from hearttoheart_widget.common.translations import translate
from hearttoheart_widget.heart_to_heart import Review, ReviewEntry, review
from hearttoheart_widget.heart_to_heart import game_review as game_review_module
from hearttoheart_widget.heart_to_heart.solving.fewest_moves import fewest_moves
from hearttoheart_widget.heart_to_heart.stuck import why_lost
from hearttoheart_widget.heart_to_heart.winnability import win_lost_at
from tests.full_search import can_win, puzzles
from tests.walks import play_at_random

SVG = "{http://www.w3.org/2000/svg}"
WON_CODE = "HH1-N-AAAAAAB"
WON_LINE = (Path(__file__).parents[1] / "data" / f"won_{WON_CODE}.txt").read_text()

Judge = Callable[[Game], bool]


def after(game: Game, move: Move) -> Game:
    trial = game.copy()
    trial.play(move)
    return trial


def play(game: Game, rng: random.Random, policy: str, wins: Judge, limit: int) -> Game:
    """Play up to ``limit`` moves: ``careful`` takes a move that keeps a win nine times in
    ten (a pair when one does), ``careless`` any legal move, ``greedy`` any pair before a
    draw (the way a win is most often given away)."""
    while game.status == "playing" and game.moves < limit:
        moves = game.legal_moves()
        pairs = [m for m in moves if m.kind == "pair"]
        move = rng.choice(moves)
        if policy == "greedy":
            move = rng.choice(pairs) if pairs else moves[-1]
        elif policy == "careful" and rng.random() < 0.9 and wins(game):
            keeping = [m for m in moves if wins(after(game, m))]
            pairs = [m for m in keeping if m.kind == "pair"]
            move = rng.choice(pairs if pairs and rng.random() < 0.8 else keeping)
        game.play(move)
    return game


def assert_matches(game: Game, wins: Judge) -> None:
    """Each entry of the game's review says what ``wins`` says of the positions."""
    reviewed = review(game)
    position = Game.from_cards(*game.initial_cards)
    assert len(reviewed) == len(game.history)
    for entry, move in zip(reviewed, game.history, strict=True):
        legal = position.legal_moves()
        before = wins(position)
        kept = {m: wins(after(position, m)) for m in legal}
        verdict = "already_lost" if not before else "kept" if kept[move] else "gave_away"
        assert entry.verdict == verdict, (entry, format_moves(game.history))
        assert entry.choice == (before and not all(kept.values())), entry
        assert entry.keeping == (tuple(m for m in legal if kept[m]) if before else ()), entry
        position.play(move)
    assert reviewed.winnable_at_start == wins(Game.from_cards(*game.initial_cards))


POLICIES = ("careful", "careless", "greedy")


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(puzzles().filter(can_win), st.randoms(use_true_random=False), st.sampled_from(POLICIES))
def test_each_verdict_matches_a_full_search_on_small_winnable_puzzles(
    game: Game, rng: random.Random, policy: str
) -> None:
    assert_matches(play(game, rng, policy, can_win, limit=40), can_win)


@settings(max_examples=50, deadline=None)
@given(puzzles(), st.randoms(use_true_random=False), st.sampled_from(POLICIES))
def test_each_verdict_matches_a_full_search_on_any_small_puzzle(
    game: Game, rng: random.Random, policy: str
) -> None:
    assert_matches(play(game, rng, policy, can_win, limit=40), can_win)


def real_games(seed: int, count: int) -> list[Game]:
    """``count`` games of each policy on winnable deals, and ``count`` careless ones on any."""
    rng = random.Random(seed)
    games = [
        play(random_deal(rng=rng, winnable_only=True), rng, policy, is_winnable, limit=400)
        for policy in POLICIES
        for _ in range(count)
    ]
    return games + [
        play(Game.random(rng=rng), rng, "careless", is_winnable, 400) for _ in range(count)
    ]


def test_each_verdict_matches_the_solver_on_replayed_real_deals() -> None:
    games = real_games(27, 8)
    for game in games:
        assert_matches(game, is_winnable)
    verdicts = {entry.verdict for game in games for entry in review(game)}
    assert verdicts == {"kept", "gave_away", "already_lost"}
    assert {game.status for game in games} >= {"won", "lost"}


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6))
def test_each_verdict_matches_the_solver_on_many_real_deals(seed: int) -> None:
    for game in real_games(seed, 20):
        assert_matches(game, is_winnable)


# --- one game of each kind ---------------------------------------------------------------


def won_game() -> Game:
    game = Game.from_code(WON_CODE)
    game.replay(WON_LINE.split())
    return game


def careless_game() -> Game:
    """Deal HH1-N-AAAAAAA, played at random until lost: move 118 gives the win away."""
    game = Game.from_number(0)
    play_at_random(game, random.Random(3))
    return game


def lost_from_the_start() -> Game:
    """A deal that no line wins, a few moves into it."""
    number = next(n for n in range(100) if not is_winnable(Game.from_number(n)))
    game = Game.from_number(number)
    for _ in range(5):
        game.draw()
    return game


def test_entries_are_numbered_from_one_with_the_games_moves() -> None:
    game = careless_game()
    game.undo()
    reviewed = review(game)
    assert [entry.number for entry in reviewed] == list(range(1, game.moves + 1))
    assert [entry.move for entry in reviewed] == game.history
    assert reviewed.length == game.moves == len(reviewed)
    assert reviewed[-1] is reviewed[len(reviewed) - 1]
    assert reviewed[:2] == (reviewed[0], reviewed[1])


def test_win_lost_at_is_the_first_move_that_gave_the_win_away() -> None:
    game = careless_game()
    reviewed = review(game)
    lost = win_lost_at(game)
    assert lost is not None
    assert reviewed.win_lost_at == lost.move == 118
    verdicts = [entry.verdict for entry in reviewed]
    assert verdicts.count("gave_away") == 1
    assert set(verdicts[:117]) == {"kept"}
    assert set(verdicts[118:]) == {"already_lost"}
    assert review(won_game()).win_lost_at is None
    assert review(lost_from_the_start()).win_lost_at is None


def test_accuracy_is_the_share_of_choices_on_which_the_win_was_kept() -> None:
    reviewed = review(careless_game())
    choices = [entry for entry in reviewed if entry.choice]
    assert [entry.number for entry in choices] == [92, 118]
    assert reviewed.accuracy == 0.5
    assert review(won_game()).accuracy == 1.0


def test_accuracy_is_none_without_a_choice() -> None:
    for game in (lost_from_the_start(), Game.from_code(WON_CODE)):
        reviewed = review(game)
        assert not any(entry.choice for entry in reviewed)
        assert reviewed.accuracy is None


def test_no_move_keeps_a_win_where_there_is_none() -> None:
    for game in (careless_game(), lost_from_the_start()):
        lost = [entry for entry in review(game) if entry.verdict == "already_lost"]
        assert lost
        assert all(entry.keeping == () and not entry.choice for entry in lost)
        assert all(entry.instead is None for entry in lost)


def test_a_move_that_gave_the_win_away_names_one_that_kept_it_and_why_it_was_lost() -> None:
    game = careless_game()
    entry = review(game)[117]
    assert entry.verdict == "gave_away"
    assert entry.instead == entry.keeping[0] == Move.draw()
    position = Game.from_cards(*game.initial_cards)
    position.replay(game.history[:118])
    reason = why_lost(position)
    assert reason is not None
    assert reason.text in entry.reason
    assert "“draw”" in entry.reason


def test_a_won_game_has_its_length_beside_the_fewest_moves_that_win_its_deal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = []

    def counted(game: Game) -> list[Move] | None:
        calls.append(game.initial_cards)
        return fewest_moves(game)

    monkeypatch.setattr(game_review_module, "fewest_moves", counted)
    reviewed = review(won_game())
    assert calls == []  # review() itself does not search for it
    shortest = fewest_moves(Game.from_code(WON_CODE))
    assert shortest is not None
    assert reviewed.status == "won"
    assert reviewed.length == len(WON_LINE.split()) == 116
    assert reviewed.fewest == len(shortest) == 110
    assert reviewed.fewest == 110
    assert calls == [Game.from_code(WON_CODE).initial_cards]  # worked out once, then kept
    assert review(careless_game()).fewest is None


def test_the_last_move_of_a_won_game_wins_it() -> None:
    reviewed = review(won_game())
    assert reviewed[-1].verdict == "kept"
    assert reviewed[-1].reason == translate("review_won", "en", game="heart_to_heart")
    assert reviewed.winnable_at_start


def test_a_game_with_no_moves_says_whether_its_deal_can_be_won() -> None:
    won = review(Game.from_code(WON_CODE))
    assert len(won) == 0
    assert won.winnable_at_start
    lost = lost_from_the_start()
    lost.restart()
    assert not review(lost).winnable_at_start


# --- what it reviews ---------------------------------------------------------------------


def row() -> dict[str, object]:
    game = careless_game()
    return {"game": "heart_to_heart", "code": game.code, "history": format_moves(game.history)}


def test_it_reviews_a_game_a_table_a_widget_and_a_record_row_alike() -> None:
    game = careless_game()
    expected = review(game).to_dict()
    widget = HeartToHeart(game=game.copy())
    subjects: list[object] = [
        game,
        Table(game.copy()),
        widget,
        row(),
        MappingProxyType(row()),
    ]
    for subject in subjects:
        assert review(subject).to_dict() == expected, subject
    assert game.moves == 155  # not changed


def test_the_root_exports_review() -> None:
    assert hearttoheart_widget.review is review
    assert "review" in hearttoheart_widget.__all__


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"history": None}, "keeps no moves"),
        ({"game": "hope_deferred"}, "hearttoheart_widget.hope_deferred.review"),
        ({"game": "chess"}, "'chess'"),
        ({"code": None}, "custom deal"),
        ({"history": "draw 3+4"}, r"move 2 \(3\+4\): position 3 is covered"),
    ],
)
def test_a_row_that_cannot_be_replayed_is_refused_saying_why(
    changes: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        review({**row(), **changes})


def test_a_row_without_its_keys_is_refused_naming_them() -> None:
    with pytest.raises(ValueError, match="lacks history"):
        review({"game": "heart_to_heart", "code": WON_CODE})


@pytest.mark.parametrize("subject", [42, "HH1-N-AAAAAAB", None, [Move.draw()]])
def test_another_subject_is_a_type_error_naming_it(subject: object) -> None:
    with pytest.raises(TypeError, match=r"review\(\) needs a Game.*got"):
        review(subject)


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language must be one of en, de, hr"):
        review(won_game(), language="fr")


# --- in three languages --------------------------------------------------------------------


def texts(reviewed: Review) -> list[str]:
    chart = reviewed.chart()
    marks = [mark.title for mark in chart.marks]
    return [
        *reviewed.summary(),
        *(entry.reason for entry in reviewed),
        chart.title,
        chart.low,
        chart.high,
        chart.moves,
        *chart.legend.values(),
        *marks,
        *(game_review_module.move_label(entry.move, reviewed.language) for entry in reviewed),
    ]


@pytest.mark.parametrize("language", ["de", "hr"])
def test_every_text_is_in_the_language_asked_for(language: str) -> None:
    for game in (careless_game(), won_game(), lost_from_the_start()):
        english, other = texts(review(game)), texts(review(game, language=language))
        assert len(english) == len(other)
        for en, text in zip(english, other, strict=True):
            assert text
            assert "{" not in text
            pair_alone = en.replace("+", "").isdigit()  # a pair of positions: 19+21
            assert text != en or pair_alone, text


def test_each_kind_of_reason_appears_in_these_games() -> None:
    keys = {"review_kept", "review_won", "review_lost_from_start"}
    games = (careless_game(), won_game(), lost_from_the_start())
    reasons = {entry.reason for game in games for entry in review(game)}
    assert {translate(key, "en", game="heart_to_heart") for key in keys} <= reasons
    assert any(reason.startswith("The win was kept, though") for reason in reasons)
    assert any(reason.startswith("This move gave the win away") for reason in reasons)
    assert any(reason.startswith("The win was already gone: move 118") for reason in reasons)


def test_croatian_counts_take_their_plural_forms() -> None:
    entry = review(careless_game(), language="hr")[91]
    assert entry.reason == "Pobjeda je sačuvana, iako bi je 1 od 2 poteza ovdje izgubio."
    assert review(careless_game(), language="hr").summary()[-1] == (
        "Točnost: 50,0\u00a0%, pobjeda sačuvana u 1 od 2 odluke"
    )


# --- text and pictures ---------------------------------------------------------------------


def test_the_text_gives_the_summary_then_the_choices_or_every_move() -> None:
    reviewed = review(careless_game())
    lines = reviewed.to_text().splitlines()
    assert lines[:7] == [
        "Game review: HH1-N-AAAAAAA",
        "Result: Lost",
        "Moves: 155",
        "This deal could be won from its start.",
        "Move 118 (10+waste) gave the win away.",
        "Accuracy: 50.0%, the win kept on 1 of 2 choices",
        "",
    ]
    assert lines[7] == "The moves at which the win could have been given away:"
    assert lines[8].startswith(" 92. draw      The win was kept, though 1 of the 2 moves")
    assert lines[9].startswith("118. 10+waste  This move gave the win away: the 3s at 2 and 7")
    assert len(lines) == 10
    every = reviewed.to_text(every_move=True).splitlines()
    assert len(every) == 7 + 155
    assert every[7].startswith("  1. ")
    assert str(reviewed) == reviewed.to_text()


def test_a_won_games_text_gives_the_fewest_moves() -> None:
    assert "Fewest moves that win this deal: 110" in review(won_game()).to_text().splitlines()


def chart_of(html: str) -> ET.Element:
    svg = html[html.index("<svg") : html.index("</svg>") + len("</svg>")]
    return ET.fromstring(svg)


def test_the_html_holds_the_summary_and_a_chart_with_the_moves_marked() -> None:
    reviewed = review(careless_game(), language="de")
    html = reviewed._repr_html_()
    for line in reviewed.summary():
        assert line in html
    root = chart_of(html)
    title = translate("review_chart_title", "de", game="heart_to_heart")
    assert root.get("aria-label") == title
    assert root.findtext(f"{SVG}title") == title
    marks = [(m.get("data-mark"), m.get("data-move")) for m in root.iter() if m.get("data-mark")]
    assert sorted(marks) == [("choice", "118"), ("choice", "92"), ("gave_away", "118")]
    gave = next(m for m in root.iter() if m.get("data-mark") == "gave_away")
    assert gave.findtext(f"{SVG}title") == "Zug 118 (10+Ablagestapel): Sieg verspielt"
    assert f"Zug 118 (10+Ablagestapel): {reviewed[117].reason}" in html
    assert '<svg style="max-width:100%;height:auto"' in html  # narrowed on a narrow page


def test_the_chart_follows_the_games_winnability_and_the_page_colours() -> None:
    reviewed = review(careless_game())
    chart = reviewed.chart()
    assert reviewed.winnable == (True,) * 118 + (False,) * 38
    assert chart.values == (1.0,) * 118 + (0.0,) * 38
    assert chart.steps
    svg = reviewed.to_svg()
    assert "currentColor" in svg
    assert "var(--jp-" in svg
    assert "#fff" not in svg  # no background: the page's own shows


def test_the_review_is_immutable_and_json_ready() -> None:
    reviewed = review(careless_game())
    entry = reviewed[0]
    with pytest.raises(AttributeError):
        entry.verdict = "gave_away"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        reviewed.win_lost_at = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        reviewed[0] = entry  # type: ignore[index]
    data: dict[str, Any] = reviewed.to_dict()
    assert data["win_lost_at"] == 118
    assert data["winnable"] == [True] * 118 + [False] * 38
    assert data["entries"][117] == {
        "number": 118,
        "move": "10+waste",
        "verdict": "gave_away",
        "choice": True,
        "keeping": ["draw"],
        "instead": "draw",
        "reason": reviewed[117].reason,
    }
    assert isinstance(entry, ReviewEntry)
