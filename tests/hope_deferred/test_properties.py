"""Properties of Hope Deferred that hold for every deal."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.hope_deferred import (
    Card,
    HopeDeferredGame,
    Suit,
    Variant,
    format_code,
    outcomes,
    parse_code,
)

deal_numbers = st.integers(0, DEAL_COUNT - 1)
variants = st.sampled_from(list(Variant))
suits = st.sampled_from(list(Suit))


def check_every_step(game: HopeDeferredGame) -> None:
    """Play to the end, checking after each step that no card is lost or made."""
    deck = Counter(game.stock)
    while game.legal_moves():
        game.step()
        held = Counter(game.stock) + Counter(game.set_aside)
        held += Counter(card for pile in game.piles for card in pile)
        assert held == deck
        assert all(card.suit is game.target_suit for card in game.set_aside)
        assert all(card.suit is not game.target_suit for pile in game.piles for card in pile)
    assert (game.status == "won") == (game.targets_left == 0)


@given(deal_numbers, variants, suits)
def test_cards_are_conserved_and_only_target_cards_are_set_aside(
    number: int, variant: Variant, suit: Suit
) -> None:
    check_every_step(HopeDeferredGame(number, variant, suit))


@given(
    st.lists(st.builds(Card, st.integers(1, 13), suits), min_size=1, max_size=52, unique=True),
    variants,
    st.integers(0, 2**64 - 1),
)
def test_any_custom_deck_plays_to_an_end(cards: list[Card], variant: Variant, seed: int) -> None:
    suit = cards[-1].suit
    game = HopeDeferredGame.from_cards(cards, variant=variant, target_suit=suit, seed=seed)
    check_every_step(game)
    assert game.status in ("won", "lost")


@settings(max_examples=50)
@given(st.lists(deal_numbers, min_size=1, max_size=20), variants, suits)
def test_fast_outcomes_agree_with_the_engine(
    numbers: list[int], variant: Variant, suit: Suit
) -> None:
    expected = [HopeDeferredGame(n, variant, suit).play_out() == "won" for n in numbers]
    assert outcomes(numbers, variant, suit) == expected


@given(deal_numbers, variants, suits)
def test_codes_read_back_what_they_were_made_from(
    number: int, variant: Variant, suit: Suit
) -> None:
    assert parse_code(format_code(variant, suit, number).lower()) == (variant, suit, number)


@settings(max_examples=60)
@given(deal_numbers, variants, suits, st.integers(0, 40))
def test_a_saved_game_loads_back_exactly(
    number: int, variant: Variant, suit: Suit, moves: int
) -> None:
    game = HopeDeferredGame.from_number(number, variant=variant, target_suit=suit)
    while game.moves < moves and not game.is_over:
        game.step()
    loaded = HopeDeferredGame.from_json(game.to_json())
    assert (loaded.history, loaded.stock, loaded.piles, loaded.set_aside, loaded.status) == (
        game.history, game.stock, game.piles, game.set_aside, game.status,
    )  # fmt: skip
    assert loaded.play_out() == game.play_out()
