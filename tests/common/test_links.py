"""Links that open a game (hearttoheart_widget.common.links): random games of both games
written as links, in both forms of the moves, read back and replayed to the same game
(hypothesis); a long game's link stays short; bad links are refused saying what is wrong,
in English for Python and in each language for a player; the widgets sync the link of
their game once they are given a site."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
import traitlets
from hypothesis import given
from hypothesis import strategies as st

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.common.contract import RulesEngine
from hearttoheart_widget.common.errors import GameError
from hearttoheart_widget.common.links import LinkError, game_link, game_of, linked_game, read_link
from hearttoheart_widget.common.translations import LANGUAGES
from hearttoheart_widget.hope_deferred import HopeDeferred, HopeDeferredGame

SITE = "https://hearttoheart-widget.github.io/hearttoheart-widget/"
ENGINES: dict[str, type[Any]] = {"HH1-": Game, "HD1-": HopeDeferredGame}


def played(kind: type[Any], seed: int, moves: int) -> Any:
    """A random game of ``kind`` with up to ``moves`` random moves (fewer if it ends)."""
    rng = random.Random(seed)
    game = kind.random(rng=rng)
    while not game.is_over and game.moves < moves:
        game.play(rng.choice(game.legal_moves()))
    return game


def replayed(url: str) -> Any:
    """The game a link names, its moves replayed, as the Play page opens it."""
    code, moves = read_link(url)
    return linked_game(ENGINES[code[:4]], code, moves)


@given(
    kind=st.sampled_from([Game, HopeDeferredGame]),
    seed=st.integers(0, 2**32),
    moves=st.integers(0, 400),
    compact=st.booleans(),
)
def test_a_games_link_replays_the_same_moves_to_the_same_position(
    kind: type[Any], seed: int, moves: int, compact: bool
) -> None:
    game: RulesEngine[Any, Any] = played(kind, seed, moves)
    url = game_link(game, SITE, compact=compact)
    assert url.startswith(f"{SITE}play/?code={game.code}&moves=")
    again = replayed(url)
    assert again.history == game.history
    assert again.to_dict() == game.to_dict()
    assert str(again) == str(game)


def test_the_text_form_is_the_games_format_moves_with_spaces_as_plus() -> None:
    game = Game.from_code("HH1-N-AAAAAAB")
    game.replay(["draw", "24+waste", "draw"])
    assert game_link(game, SITE, compact=False) == (
        f"{SITE}play/?code=HH1-N-AAAAAAB&moves=draw+24%2Bwaste+draw"
    )
    assert game_link(game, SITE) == f"{SITE}play/?code=HH1-N-AAAAAAB&moves=~dYZd"
    assert read_link(f"{SITE}play/?code=HH1-N-AAAAAAB&moves=~dYZdMOr") == (
        "HH1-N-AAAAAAB",
        ["draw", "24+waste", "draw", "12+14", "recycle"],
    )
    deferred = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    deferred.replay(["deal"] * 5 + ["gather"])
    assert game_link(deferred, "http://127.0.0.1:8000") == (
        "http://127.0.0.1:8000/play/?code=HD1-CH-AAAAAAM&moves=~dddddg"
    )


def test_a_link_of_150_moves_stays_under_600_characters() -> None:
    seed = next(s for s in range(1000) if played(Game, s, 150).moves == 150)
    game = played(Game, seed, 150)
    url = game_link(game, SITE)
    assert len(url) < 600
    assert len(game_link(game, SITE, compact=False)) > 600  # the text form alone would not do
    # The longest 150 moves can be: every one a pair, two letters each.
    assert len(SITE) + len("play/?code=HH1-N-AAAAAAM&moves=~") + 2 * 150 < 600
    assert replayed(url).history == game.history


def test_a_link_with_a_code_alone_has_no_moves_and_the_address_is_free() -> None:
    assert read_link("play/?code=hd1-kc-aaaaaam") == ("HD1-KC-AAAAAAM", [])
    assert read_link("https://elsewhere.example/x/play/index.html?moves=~&code=HH1-N-AAAAAAM") == (
        "HH1-N-AAAAAAM",
        [],
    )


@pytest.mark.parametrize(
    ("url", "said"),
    [
        (f"{SITE}play/", "names no code="),
        (f"{SITE}play/?moves=~dd", "names no code="),
        (f"{SITE}play/?code=HH1-N-AAAAAAM&code=HH1-N-AAAAAAB", "names 2 codes"),
        (f"{SITE}play/?code=XX1-N-AAAAAAM&moves=~d", "the link's code 'XX1-N-AAAAAAM' is no deal"),
        (f"{SITE}play/?code=HH1-N-AAAAAAM&moves=~d&moves=~r", "gives moves= 2 times"),
        (f"{SITE}play/?code=HH1-N-AAAAAAM&moves=~ddxd", "the link's move 3 ('xd') is no move"),
        (f"{SITE}play/?code=HH1-N-AAAAAAM&moves=~ddM", "the link's move 3 ('M') is no move"),
        (
            f"{SITE}play/?code=HD1-CH-AAAAAAM&moves=~ddr",
            "move 3 ('r') is no move: each is d (deal)",
        ),
        (f"{SITE}play/?code=HD1-CH-AAAAAAM&moves=~MO", "move 1 ('MO') is no move"),
        (f"{SITE}play/?code=HH1-N-%FFAAAAAAM", "cannot be read"),
        (f"{SITE}play/?code=HH1-N-ÄAAAAAM", "is no deal code"),
    ],
)
def test_a_bad_link_is_refused_saying_what_is_wrong(url: str, said: str) -> None:
    with pytest.raises(ValueError, match=re.escape(said)):
        read_link(url)


def test_what_is_no_link_or_no_site_is_refused() -> None:
    with pytest.raises(TypeError, match="a link is text"):
        read_link(None)  # type: ignore[arg-type]
    game = Game.from_code("HH1-N-AAAAAAM")
    for site, said in [
        ("ftp://example.org/", "http:// or https://"),
        ("example.org", "http:// or https://"),
        ("https://example.org/?x=1", "no query or fragment"),
        ("https://example.org/#top", "no query or fragment"),
    ]:
        with pytest.raises(ValueError, match=re.escape(said)):
            game_link(game, site)
    with pytest.raises(TypeError, match="a site is its address"):
        game_link(game, b"https://example.org/")  # type: ignore[arg-type]
    custom = Game.from_cards(game.heart, game.stock, game.waste)
    with pytest.raises(ValueError, match="a custom deal"):
        game_link(custom, SITE)


def test_the_code_and_replay_check_the_deal_and_the_moves() -> None:
    """What read_link lets through as well-formed is checked where it is played."""
    code, moves = read_link(f"{SITE}play/?code=HH1-N-AAAAAA&moves=~d")
    with pytest.raises(ValueError, match="invalid deal code 'HH1-N-AAAAAA'"):
        Game.from_code(code)
    code, moves = read_link(f"{SITE}play/?code=HH1-N-AAAAAAB&moves=~dAB")
    with pytest.raises(ValueError, match=r"move 2 \('0\+1'\): position 0 is covered"):
        Game.from_code(code).replay(moves)
    code, moves = read_link(f"{SITE}play/?code=HH1-N-AAAAAAB&moves=draw+dral")
    with pytest.raises(ValueError, match="move 2 \\('dral'\\): invalid move 'dral'"):
        Game.from_code(code).replay(moves)
    for url in [
        f"{SITE}play/?code=HH1-N-AAAAAA&moves=~d",
        f"{SITE}play/?code=HH1-N-AAAAAAB&moves=~dAB",
    ]:
        code, moves = read_link(url)
        with pytest.raises(GameError) as engines:
            Game.from_code(code).replay(moves)
        with pytest.raises(LinkError) as links:  # what a link opens says the same to Python
            linked_game(Game, code, moves)
        assert str(links.value) == str(engines.value)


BAD_LINKS = [
    (
        "?code=HH1-N-%FFAAAAAAM",
        ["it cannot be read", "er ist nicht lesbar", "ne može se pročitati"],
    ),
    (
        "?moves=~dd",
        ["it names no deal code", "er nennt keinen Austeilungscode", "ne navodi šifru dijeljenja"],
    ),
    (
        "?code=HH1-N-AAAAAAM&code=HD1-CH-AAAAAAM",
        [
            "it names more than one deal code",
            "er nennt mehr als einen Austeilungscode",
            "navodi više od jedne šifre dijeljenja",
        ],
    ),
    (
        "?code=HH1-N-AAAAAAM&moves=~d&moves=~r",
        [
            "it gives the moves more than once",
            "er gibt die Züge mehr als einmal an",
            "navodi poteze više puta",
        ],
    ),
    (
        "?code=XX1-N-AAAAAAM&moves=~d",
        [
            "“XX1-N-AAAAAAM” is not a deal code",
            "„XX1-N-AAAAAAM“ ist kein Austeilungscode",
            "„XX1-N-AAAAAAM” nije šifra dijeljenja",
        ],
    ),
    (
        "?code=HH1-N-AAAAAA&moves=~d",  # the game's own check of its codes
        [
            "“HH1-N-AAAAAA” is not a deal code",
            "„HH1-N-AAAAAA“ ist kein Austeilungscode",
            "„HH1-N-AAAAAA” nije šifra dijeljenja",
        ],
    ),
    (
        "?code=HD1-CH-AAAAAAM&moves=~ddr",
        [
            "the link's move 3 ('r') is no move",
            "Zug 3 des Links („r“) ist kein Zug",
            "3. potez poveznice („r”) nije potez",
        ],
    ),
    (
        "?code=HH1-N-AAAAAAB&moves=draw+dral",  # the text form, read by the game
        [
            "the link's move 2 ('dral') is no move",
            "Zug 2 des Links („dral“) ist kein Zug",
            "2. potez poveznice („dral”) nije potez",
        ],
    ),
    (
        "?code=HH1-N-AAAAAAB&moves=~dAB",
        [
            "the link's move 2 ('0+1') cannot be played",
            "Zug 2 des Links („0+1“) kann nicht gespielt werden",
            "2. potez poveznice („0+1”) ne može se odigrati",
        ],
    ),
    (
        "?code=HD1-CH-AAAAAAM&moves=~dddddd",
        [
            "the link's move 6 ('deal') cannot be played",
            "Zug 6 des Links („deal“) kann nicht gespielt werden",
            "6. potez poveznice („deal”) ne može se odigrati",
        ],
    ),
]


@pytest.mark.parametrize(("query", "reasons"), BAD_LINKS)
def test_each_kind_of_bad_link_gives_its_reason_in_each_language(
    query: str, reasons: list[str]
) -> None:
    with pytest.raises(LinkError) as refused:
        replayed(f"{SITE}play/{query}")
    error = refused.value
    assert isinstance(error, ValueError)
    assert [error.reason(language) for language in LANGUAGES] == reasons
    assert str(error) not in reasons  # Python's message says more: the link, what a move is


def test_a_reason_quotes_a_long_code_cut_and_a_code_of_no_game() -> None:
    with pytest.raises(LinkError) as refused:
        read_link(f"{SITE}play/?code=HH2{'A' * 5000}")
    assert refused.value.reason("de") == f"„HH2{'A' * 56}…“ ist kein Austeilungscode"
    with pytest.raises(LinkError) as refused:
        game_of("ZZ1-N-AAAAAAM")
    assert refused.value.reason("hr") == "„ZZ1-N-AAAAAAM” nije šifra dijeljenja"


@given(
    code=st.sampled_from(["HH1-N-AAAAAAB", "HD1-CH-AAAAAAM", "HH1-N-AAAAAA", "QQ1-AAAAAAB"]),
    tokens=st.text(alphabet="dgrABMOYZx!~", max_size=40),
)
def test_a_link_opens_or_says_why_in_every_language(code: str, tokens: str) -> None:
    try:
        replayed(f"{SITE}play/?code={code}&moves=~{tokens}")
    except LinkError as error:
        reasons = [error.reason(language) for language in LANGUAGES]
        assert all(reasons)
        assert len(set(reasons)) == len(reasons)


def test_a_widget_syncs_its_games_link_once_given_a_site() -> None:
    board = HeartToHeart("HH1-N-AAAAAAB", record=False)
    assert board.link is None  # no site: no link, and the menu offers none
    board.site = "https://example.org/games"
    assert board.site == "https://example.org/games/"
    assert board.link == "https://example.org/games/play/?code=HH1-N-AAAAAAB&moves=~"
    board.draw()
    board.play("24+waste")
    assert board.link == "https://example.org/games/play/?code=HH1-N-AAAAAAB&moves=~dYZ"
    board.undo()
    assert board.link == "https://example.org/games/play/?code=HH1-N-AAAAAAB&moves=~d"
    with pytest.raises(traitlets.TraitError, match="http:// or https://"):
        board.site = "javascript:alert(1)"
    assert board.site == "https://example.org/games/"
    custom = HeartToHeart(game=Game.from_cards(*Game.from_number(1).initial_cards), site=SITE)
    assert custom.link is None  # a custom deal has no code to link to
    board.site = None
    assert board.link is None


def test_a_hope_deferred_board_given_a_site_links_its_game() -> None:
    board = HopeDeferred("HD1-AS-AAAAAAM", site=SITE, record=False)
    board.play_out()
    assert board.link is not None
    assert replayed(board.link).to_dict() == board.game.to_dict()
    with pytest.raises(ValueError, match="http:// or https://"):
        HopeDeferred(site="file:///tmp/site/", record=False)
