"""Cards, deal codes, golden deals and replays of Hope Deferred."""

from __future__ import annotations

import json
import random

import pytest

from hearttoheart_widget.hope_deferred import (
    Card,
    HopeDeferredGame,
    InvalidCodeError,
    InvalidMoveError,
    InvalidSaveError,
    Move,
    Suit,
    Variant,
    describe,
    format_code,
    format_moves,
    narrate,
    parse_code,
    parse_moves,
)

# Shuffled decks (the stock as dealt, first card first) and round-one piles, worked out
# from the spec by a separate implementation. These must never change.
GOLDEN = {
    "HD1-CH-AAAAAAA": (
        "JD 7H KC 8S JH QD 8H 7C 10H AD AH JS 8D QC 8C QH 7D QS AC 9C 10C AS JC 9D KS 10S 10D"
        " KH 9S 9H 7S KD",
        ["JD 8S AD 8D", "7C QC", "KC QD JS 8C"],
        "7H JH 8H 10H AH",
    ),
    "HD1-CH-AAAAAAM": (
        "QS 8D 7C AS 10D AH KD KH JH JS AC 8S 7D 9H QH 7S 9D QD 10H KS JD QC 8H 9S 10C KC JC"
        " 8C 7H AD 10S 9C",
        ["QS AS KD JS 7D", "8D 10D AC", "7C 8S"],
        "AH KH JH 9H QH",
    ),
    "HD1-KS-HOPEDEF": (
        "8D AH KD KC 10S 8S JD 10C QC JS 7H 9D JH 10H 9S AD 7S 8C 8H AS 10D JC AC 9C QH 9H KH"
        " QD 7C 7D KS QS",
        ["8D KC JD JH", "AH 10C 7H 10H", "KD QC 9D"],
        "10S 8S JS 9S",
    ),
    "HD1-AD-ZZZZZZZ": (
        "6S 5S JH 4D 4S 2S AC 7D 9C 10C AH KS 3C 6H 8H 10H JS 6D 2H QC 2D 8S 8D 8C 9D 6C JC"
        " 9S KH 4C 5H 9H 3S KD 2C KC QH 7S 5C 4H JD 3D AS QS AD 7C 10S 10D 7H 5D QD 3H",
        ["6S AC 10C 3C 10H 2H 8S", "5S 4S AH 6H JS QC", "JH 2S 9C KS 8H 8C"],
        "4D 7D 6D 2D 8D",
    ),
}
GOLDEN_ROUND_TWO_STOCK = (
    "HD1-CH-AAAAAAM",
    "7D 9D AD KS AS JS JC 8C QD JD 8D 10S 10D 7C 8H 7H KD 10H 7S 9C 8S AC 10C 9S QC KC QS",
)


def ascii_cards(items: tuple[Card, ...]) -> str:
    return " ".join(card.ascii for card in items)


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_deals_shuffle_and_deal_round_one_exactly(code: str) -> None:
    deck, piles, aside = GOLDEN[code]
    game = HopeDeferredGame.from_code(code)
    assert ascii_cards(game.stock) == deck
    while game.legal_moves() == [Move.deal()]:
        game.deal()
    assert [ascii_cards(pile) for pile in game.piles] == piles
    assert ascii_cards(game.set_aside) == aside


def test_golden_reshuffle_for_round_two() -> None:
    code, stock = GOLDEN_ROUND_TWO_STOCK
    game = HopeDeferredGame.from_code(code)
    for _ in range(6):
        game.step()
    assert ascii_cards(game.stock) == stock


@pytest.mark.parametrize("code", ["HD1-CH-AAAAAAM", "HD1-KC-BERLINX", "HD1-AS-QWERTYU"])
def test_the_same_code_replays_the_same_game_every_round(code: str) -> None:
    first, second = HopeDeferredGame.from_code(code), HopeDeferredGame.from_code(code)
    while first.legal_moves():
        assert first.step() == second.step()
        assert (first.stock, first.piles, first.set_aside) == (
            second.stock,
            second.piles,
            second.set_aside,
        )
    assert first.history == second.history
    assert second.legal_moves() == []
    assert any(line.startswith("round 2, deal 1:") for line in narrate(first))


def test_the_story_of_a_game_tells_every_deal_gather_and_the_result() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    game.play_out()
    story = narrate(game)
    assert story[:3] == [
        "HD1-CH-AAAAAAM: classic, hunting 8 hearts, 32 cards",
        "round 1, deal 1: Q♠ on pile 1, 8♦ on pile 2, 7♣ on pile 3",
        "round 1, deal 2: A♠ on pile 1, 10♦ on pile 2, A♥ set aside",
    ]
    assert story[6] == "round 1 over: 27 cards gathered and shuffled"
    assert len(story) == 1 + 3 * 5 + 2 + 1
    assert describe(game.last_played) == "K♦ on pile 1, 7♠ on pile 2, 8♣ on pile 3"  # type: ignore[arg-type]


def test_the_history_is_moves_that_round_trip_and_replay_the_game() -> None:
    game = HopeDeferredGame.from_code("HD1-KC-BERLINX")
    game.play_out()
    text = format_moves(game.history)
    assert text.startswith("deal deal deal deal deal gather deal")
    assert parse_moves(text) == game.history
    again = HopeDeferredGame.from_code("HD1-KC-BERLINX")
    again.replay(text.split())
    assert (again.status, again.set_aside, again.piles) == (game.status, game.set_aside, game.piles)
    assert [Move.parse(str(move)) for move in game.history] == game.history
    with pytest.raises(InvalidMoveError, match="invalid move 'dral'"):
        Move.parse("dral")
    with pytest.raises(TypeError, match="got None"):
        Move.parse(None)  # type: ignore[arg-type]


def test_copy_is_independent_and_restart_deals_the_same_cards_again() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    for _ in range(7):
        game.step()
    twin = game.copy()
    twin.play_out()
    assert (game.moves, twin.status) == (7, "lost")
    assert twin.history[:7] == game.history
    game.restart()
    fresh = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    assert (game.stock, game.history, game.round) == (fresh.stock, [], 1)
    game.play_out()
    assert game.set_aside == twin.set_aside


@pytest.mark.parametrize("make", ["code", "cards"])
def test_a_game_saves_to_json_and_loads_back(make: str) -> None:
    if make == "code":
        game = HopeDeferredGame.from_code("HD1-AS-QWERTYU")
    else:
        game = HopeDeferredGame.from_cards(
            ["9C", "AH", "KS", "QH", "7D", "8S", "10H", "7C", "9D"], variant="knockout", seed=5
        )
    while game.moves < 4 and not game.is_over:
        game.step()
    loaded = HopeDeferredGame.from_json(game.to_json())
    assert (loaded.code, loaded.history, loaded.stock, loaded.piles, loaded.set_aside) == (
        game.code, game.history, game.stock, game.piles, game.set_aside,
    )  # fmt: skip
    loaded.play_out()
    game.play_out()
    assert loaded.set_aside == game.set_aside


@pytest.mark.parametrize(
    ("key", "value", "reason"),
    [
        ("format", "hearttoheart-game", "not a saved game"),
        ("version", True, "unsupported version True"),
        ("moves", ["deal", "deal", "draw"], "cannot be rebuilt: move 3"),
        ("moves", ["gather"], "cannot be rebuilt: move 1"),
        ("variant", "knockout", "variant and target suit differ"),
        (
            "result",
            {"status": "won", "round": 1, "deals": 1, "moves": 1, "targets_left": 0},
            "differs from the replayed",
        ),
        ("result", {"status": "playing", "round": 1, "targets_left": 7}, "must be an object with"),
        ("seed", 1, "unexpected"),
    ],
)
def test_a_tampered_save_is_refused(key: str, value: object, reason: str) -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    game.step()
    data = json.loads(game.to_json())
    data[key] = value
    with pytest.raises(InvalidSaveError, match=reason):
        HopeDeferredGame.from_json(json.dumps(data))
    with pytest.raises(InvalidSaveError, match="nested too deeply"):
        HopeDeferredGame.from_json("[" * 50_000)


def test_a_code_names_variant_target_suit_and_deal_number() -> None:
    assert format_code("classic", "hearts", 12) == "HD1-CH-AAAAAAM"
    assert format_code(Variant.KNOCKOUT, Suit.SPADES, 26**7 - 1) == "HD1-KS-ZZZZZZZ"
    assert format_code("abandon_hope", "D", 26) == "HD1-AD-AAAAABA"
    assert parse_code("HD1-AC-AAAAABA") == (Variant.ABANDON_HOPE, Suit.CLUBS, 26)
    game = HopeDeferredGame.from_code("HD1-KD-AAAAAAM")
    assert (game.variant, game.target_suit, game.code) == (
        Variant.KNOCKOUT,
        Suit.DIAMONDS,
        "HD1-KD-AAAAAAM",
    )


def test_codes_ignore_surrounding_whitespace_and_letter_case() -> None:
    assert parse_code("  hd1-ch-aaaaaam\n") == (Variant.CLASSIC, Suit.HEARTS, 12)
    assert HopeDeferredGame.from_code(" Hd1-cH-AaAaAaM ").code == "HD1-CH-AAAAAAM"


@pytest.mark.parametrize(
    "code",
    [
        "HD1-XH-AAAAAAM",  # no such variant
        "HD1-CX-AAAAAAM",  # no such suit
        "HD1-C-AAAAAAM",
        "HD1-CH-AAAAAA",  # six letters
        "HD1-CH-AAAAAAAA",
        "HD1-CH-AAAAAA1",
        "HH1-N-AAAAAAM",  # a Heart to Heart code
        "HD1 CH AAAAAAM",
        "",
    ],
)
def test_invalid_codes_are_rejected_with_a_description_of_a_valid_one(code: str) -> None:
    with pytest.raises(ValueError, match=r"HD1-.*for example HD1-CH-AAAAAAM") as error:
        HopeDeferredGame.from_code(code)
    assert repr(code) in str(error.value)


def test_a_code_must_be_a_string() -> None:
    with pytest.raises(TypeError, match=r"a deal code is a string.*got 12"):
        parse_code(12)


@pytest.mark.parametrize(
    "code", ["HD1-CH-AAAAAA\u0131", "HD1-\u017fH-AAAAAAA", "HD1-CH-AAAAA\ufb00"]
)
def test_codes_are_ascii_only_so_lookalikes_are_refused(code: str) -> None:
    with pytest.raises(InvalidCodeError, match="invalid deal code"):
        parse_code(code)


def test_deal_numbers_outside_the_code_range_are_rejected() -> None:
    with pytest.raises(ValueError, match="deal number"):
        HopeDeferredGame(26**7)
    with pytest.raises(ValueError, match="deal number"):
        HopeDeferredGame(-1)


def test_unknown_variants_and_suits_are_rejected() -> None:
    with pytest.raises(ValueError, match="use 'classic', 'knockout' or 'abandon_hope'"):
        HopeDeferredGame(0, "patience")
    with pytest.raises(ValueError, match="use clubs, diamonds, hearts or spades"):
        HopeDeferredGame(0, "classic", "stars")
    assert Variant.parse("Abandon Hope") is Variant.ABANDON_HOPE
    assert Suit.parse("♠") is Suit.SPADES


@pytest.mark.parametrize("value", [None, 3, ["classic"]])
def test_a_variant_suit_or_card_of_the_wrong_type_is_a_type_error_naming_it(value: object) -> None:
    named = repr(value).replace("[", r"\[")
    with pytest.raises(TypeError, match=f"a variant is .*got {named}"):
        HopeDeferredGame.from_number(0, variant=value)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=f"a suit is .*got {named}"):
        HopeDeferredGame.random(target_suit=value)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=f"a card is .*got {named}"):
        HopeDeferredGame.from_cards(["AH", value])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="deal number is an integer"):
        HopeDeferredGame.from_number(1.0)  # type: ignore[arg-type]


def test_cards_read_and_write_symbols_and_ascii() -> None:
    assert str(Card(1, Suit.HEARTS)) == "A♥"
    assert str(Card(10, Suit.SPADES)) == "10♠"
    assert Card(12, Suit.CLUBS).ascii == "QC"
    for text in ("A♥", "ah", " AH ", "a♥"):
        assert Card.parse(text) == Card(1, Suit.HEARTS)
    assert Card.parse("10s") == Card(10, Suit.SPADES)
    assert repr(Card(13, Suit.DIAMONDS)) == "Card.parse('K♦')"
    for bad in ("", "1H", "11H", "AX", "A"):
        with pytest.raises(ValueError, match="invalid card"):
            Card.parse(bad)
    with pytest.raises(ValueError, match="rank must be 1"):
        Card(14, Suit.CLUBS)


def test_a_random_game_draws_its_deal_number_from_the_given_generator() -> None:
    first = HopeDeferredGame.random(variant="knockout", target_suit="clubs", rng=random.Random(3))
    again = HopeDeferredGame.random(variant="knockout", target_suit="clubs", rng=random.Random(3))
    assert first.code == again.code
    assert first.code is not None
    assert first.code.startswith("HD1-KC-")
    assert HopeDeferredGame.from_code(first.code).stock == first.stock


def test_the_names_of_0_2_0_still_work_and_warn_that_they_are_deprecated() -> None:
    from hearttoheart_widget.hope_deferred import make_code, read_code

    with pytest.warns(DeprecationWarning, match="use format_code"):
        assert make_code("classic", "hearts", 12) == format_code("classic", "hearts", 12)
    with pytest.warns(DeprecationWarning, match="use parse_code"):
        assert read_code("HD1-CH-AAAAAAM") == parse_code("HD1-CH-AAAAAAM")
