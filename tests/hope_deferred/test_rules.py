"""One test per rule of Hope Deferred (docs/hope-deferred.md and the German rules)."""

from __future__ import annotations

import pytest

from hearttoheart_widget.common.shuffle import SplitMix64, fisher_yates
from hearttoheart_widget.hope_deferred import (
    Card,
    HopeDeferredGame,
    IllegalMoveError,
    Move,
    Suit,
    Variant,
    narrate,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def piles_text(game: HopeDeferredGame) -> list[str]:
    return [" ".join(map(str, pile)) for pile in game.piles]


def deal_round(game: HopeDeferredGame) -> None:
    while game.legal_moves() == [Move.deal()]:
        game.deal()


# Deck composition and order


def test_classic_and_knockout_play_32_cards_ace_and_seven_to_king() -> None:
    for variant in (Variant.CLASSIC, Variant.KNOCKOUT):
        deck = variant.deck()
        assert len(deck) == len(set(deck)) == 32
        assert {card.rank for card in deck} == {1, 7, 8, 9, 10, 11, 12, 13}


def test_abandon_hope_plays_all_52_cards() -> None:
    deck = Variant.ABANDON_HOPE.deck()
    assert len(set(deck)) == 52
    assert {card.rank for card in deck} == set(range(1, 14))


def test_unshuffled_deck_lists_clubs_diamonds_hearts_spades_each_ace_first() -> None:
    deck = Variant.CLASSIC.deck()
    assert " ".join(card.ascii for card in deck[:9]) == "AC 7C 8C 9C 10C JC QC KC AD"
    assert [card.suit for card in deck[::8]] == list(Suit)
    assert " ".join(card.ascii for card in Variant.ABANDON_HOPE.deck()[13:16]) == "AD 2D 3D"


def test_the_target_cards_are_all_cards_of_the_target_suit() -> None:
    assert HopeDeferredGame(0, "classic").targets_left == 8
    assert HopeDeferredGame(0, "knockout").targets_left == 8
    assert HopeDeferredGame(0, "abandon_hope").targets_left == 13


def test_deal_number_shuffles_the_deck_by_fisher_yates_and_the_stock_deals_d0_first() -> None:
    deck = Variant.CLASSIC.deck()
    fisher_yates(deck, SplitMix64(12))
    game = HopeDeferredGame.from_code("HD1-CS-AAAAAAM")
    assert list(game.stock) == deck
    game.deal()
    assert game.stock == tuple(deck[3:])
    assert narrate(game)[1].startswith(f"round 1, deal 1: {deck[0]} ")


# Dealing


def test_a_deal_turns_three_cards_one_onto_each_pile_left_to_right() -> None:
    game = HopeDeferredGame.from_cards(cards("9C KS 7D 8S 10C 7C AH"))
    game.deal()
    assert piles_text(game) == ["9♣", "K♠", "7♦"]
    game.deal()
    assert piles_text(game) == ["9♣ 8♠", "K♠ 10♣", "7♦ 7♣"]
    assert game.stock == (Card.parse("AH"),)


def test_rules_example_target_cards_are_set_aside_at_once_and_the_card_below_shows_again() -> None:
    # The worked example of the German rules: 9♣ A♥ K♠, then Q♥ 7♦ J♥, then 8♠ 10♥ 7♣.
    game = HopeDeferredGame.from_cards(cards("9C AH KS QH 7D JH 8S 10H 7C 9D 8H 7H"))
    game.deal()
    assert piles_text(game) == ["9♣", "", "K♠"]
    assert game.set_aside == tuple(cards("AH"))
    game.deal()
    assert piles_text(game) == ["9♣", "7♦", "K♠"]  # 9♣ and K♠ show again
    game.deal()
    assert piles_text(game) == ["9♣ 8♠", "7♦", "K♠ 7♣"]
    assert game.set_aside == tuple(cards("AH QH JH 10H"))


def test_an_empty_place_stays_empty_until_the_next_deal() -> None:
    game = HopeDeferredGame.from_cards(cards("9C AH KS 7D 8S QC 9H"))
    game.deal()
    assert game.piles[1] == ()
    assert game.stock[0] == Card.parse("7D")  # nothing was dealt to fill it
    game.deal()
    assert piles_text(game) == ["9♣ 7♦", "8♠", "K♠ Q♣"]


@pytest.mark.parametrize(
    ("variant", "deals"), [("classic", 5), ("knockout", 5), ("abandon_hope", 8)]
)
def test_a_round_has_five_deals_or_eight_in_abandon_hope(variant: str, deals: int) -> None:
    for number in range(20):
        game = HopeDeferredGame(number, variant)
        deal_round(game)
        if game.status == "playing":
            assert game.deals_in_round == deals
            assert game.legal_moves() == [Move.gather()]
            if variant != "knockout":
                dealt = len(game.set_aside) + sum(map(len, game.piles))
                assert dealt == 3 * deals


def test_knockout_refills_a_target_cards_place_in_the_first_deal_again_and_again() -> None:
    game = HopeDeferredGame.from_cards(
        cards("AH KH 9C QH 7D JS 8H 10C JH QS 7C KD AC"), variant="knockout"
    )
    game.deal()
    assert piles_text(game) == ["9♣", "7♦", "J♠"]
    assert game.set_aside == tuple(cards("AH KH QH"))
    assert game.deals_in_round == 1


def test_knockout_refills_only_in_the_first_deal_of_each_round() -> None:
    refilled_later = 0
    for number in range(100):
        game = HopeDeferredGame(number, "knockout")
        while game.status == "playing":
            if game.legal_moves() == [Move.gather()]:
                game.gather()
                continue
            stock, aside = len(game.stock), len(game.set_aside)
            game.deal()
            taken, found = stock - len(game.stock), len(game.set_aside) - aside
            if game.status == "playing" and game.deals_in_round == 1:
                assert taken == 3 + found  # every target's place was filled
                assert all(game.piles)
                refilled_later += found > 0 and game.round > 1
            elif game.status == "playing":
                assert taken == 3
    assert refilled_later > 10


def test_classic_never_refills() -> None:
    game = HopeDeferredGame.from_cards(cards("AH KH 9C QH 7D JS"), variant="classic")
    game.deal()
    assert piles_text(game) == ["", "", "9♣"]


# Between rounds


def test_gathering_returns_the_piles_to_the_stock_never_the_set_aside_cards() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    deal_round(game)
    aside = game.set_aside
    before = sorted(game.stock + sum(game.piles, ()), key=repr)
    game.gather()
    assert game.set_aside == aside
    assert game.piles == ((), (), ())
    assert sorted(game.stock, key=repr) == before
    assert (game.round, game.deals_in_round) == (2, 0)


def test_reshuffle_is_stock_then_piles_bottom_to_top_from_the_same_generator() -> None:
    number = 4711
    rng = SplitMix64(number)
    deck = Variant.CLASSIC.deck()
    fisher_yates(deck, rng)
    game = HopeDeferredGame(number, "classic", "spades")
    assert list(game.stock) == deck
    for next_round in (2, 3):
        deal_round(game)
        if game.status != "playing":
            pytest.fail("pick a deal that reaches round 3")
        expected = list(game.stock) + [card for pile in game.piles for card in pile]
        fisher_yates(expected, rng)  # the same generator, never reseeded
        game.gather()
        assert game.round == next_round
        assert list(game.stock) == expected


# Winning and losing


def test_the_game_is_won_the_moment_the_last_target_card_is_set_aside() -> None:
    game = HopeDeferredGame.from_cards(cards("9C AH KS QH 7D 8S"))
    game.deal()
    game.deal()
    assert game.status == "won"
    assert piles_text(game) == ["9♣", "", "K♠"]  # the deal stopped at Q♥
    assert game.stock == tuple(cards("7D 8S"))
    assert game.legal_moves() == []
    assert narrate(game)[-1] == "won: all 2 hearts set aside"


def test_a_game_won_in_round_one_needs_no_further_round() -> None:
    game = HopeDeferredGame.from_cards(cards("AH 9C KH 7D 8S 9S 10S JS QS KS"))
    assert game.play_out() == "won"
    assert (game.round, game.deals_in_round) == (1, 1)


def test_the_game_is_lost_if_a_target_card_remains_after_round_three() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    for round_number in (1, 2, 3):
        assert game.round == round_number
        deal_round(game)
        if round_number < 3:
            assert game.status == "playing"
            game.gather()
    assert game.status == "lost"
    assert game.targets_left == 2
    assert narrate(game)[-1] == "lost: 2 hearts left after round 3"


def test_a_stock_running_out_mid_round_ends_the_game_without_error() -> None:
    # Piles never hold target cards, so an empty stock means every one was set aside.
    game = HopeDeferredGame.from_cards(cards("9C 7D JS AH"))
    assert game.play_out() == "won"
    assert game.stock == ()
    assert (game.round, game.deals_in_round) == (1, 2)


# Target suit


def test_the_target_suit_is_a_choice_that_only_changes_which_cards_are_hunted() -> None:
    hearts = HopeDeferredGame(99, "classic", "hearts")
    clubs = HopeDeferredGame(99, "classic", Suit.CLUBS)
    assert hearts.stock == clubs.stock
    clubs.play_out()
    assert clubs.target_suit is Suit.CLUBS
    assert {card.suit for card in clubs.set_aside} == {Suit.CLUBS}
    assert all(card.suit is not Suit.CLUBS for pile in clubs.piles for card in pile)


def test_hearts_are_the_default_target() -> None:
    assert HopeDeferredGame(1).target_suit is Suit.HEARTS
    assert HopeDeferredGame(1).code == "HD1-CH-AAAAAAB"


# Moves


def test_step_deals_and_after_the_rounds_last_deal_gathers() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    assert [str(game.step()) for _ in range(6)] == ["deal"] * 5 + ["gather"]
    assert (game.round, game.deals_in_round) == (2, 0)
    assert game.history == [Move.deal()] * 5 + [Move.gather()]


def test_the_legal_moves_are_the_one_move_that_is_due() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    assert game.legal_moves() == [Move.deal()]
    deal_round(game)
    assert game.legal_moves() == [Move.gather()]
    game.play_out()
    assert (game.legal_moves(), game.is_over) == ([], True)


def test_illegal_moves_raise_and_leave_the_game_untouched() -> None:
    game = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    with pytest.raises(IllegalMoveError, match="round 1 still has 5 deals to go"):
        game.gather()
    deal_round(game)
    state = (game.stock, game.piles, game.set_aside, game.history, game.deals_in_round)
    with pytest.raises(IllegalMoveError, match="gather the piles first"):
        game.play("deal")
    assert state == (game.stock, game.piles, game.set_aside, game.history, game.deals_in_round)
    game.play_out()
    history = game.history
    for verb in (game.deal, game.gather, game.step):
        with pytest.raises(IllegalMoveError, match=r"the game is over \(lost\)"):
            verb()
    assert game.history == history


def test_custom_decks_must_be_distinct_and_hold_a_target_card() -> None:
    with pytest.raises(ValueError, match="same card twice"):
        HopeDeferredGame.from_cards(cards("AH AH 9C"))
    with pytest.raises(ValueError, match="at least one card of the target suit, hearts"):
        HopeDeferredGame.from_cards(cards("9C 7D"))


def test_text_picture_shows_stock_piles_and_set_aside_cards() -> None:
    game = HopeDeferredGame.from_cards(cards("9C AH KS QH 7D 8S 10H 7C 9D"))
    game.deal()
    assert str(game) == "\n".join(
        [
            "Hope Deferred, classic, hunting hearts",
            "round 1 of 3, deal 1 of 5: playing",
            "stock:     6 cards",
            "pile 1:    9♣",
            "pile 2:    (empty)",
            "pile 3:    K♠",
            "set aside: A♥ (1 of 3)",
            "last move: deal: 9♣ on pile 1, A♥ set aside, K♠ on pile 3",
        ]
    )
    assert repr(game) == "<HopeDeferredGame custom deal: round 1, deal 1, playing>"
