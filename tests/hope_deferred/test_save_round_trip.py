"""Every Hope Deferred save the package writes loads back to an equal game and table
(hypothesis).

Random games of every variant and target suit, from codes and custom deals, are
played through each public handle (a ``HopeDeferredGame``, a ``HopeDeferredTable``, the
``HopeDeferred`` widget), with every kind of setting, and finished every way: won or lost
(played out), abandoned after some moves, restarted, replaced by a new deal, and played to
the end around the table. Then the saves are loaded: the loaded game has the same deal,
position and history, saves the same text and plays on to the same end; the loaded table
has the same clock.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from hearttoheart_widget.common.errors import GameError
from hearttoheart_widget.common.translations import LANGUAGES
from hearttoheart_widget.hope_deferred import (
    Card,
    HopeDeferred,
    HopeDeferredGame,
    HopeDeferredTable,
    Suit,
    Variant,
)

Action = tuple[str, int]

actions = st.lists(
    st.tuples(
        st.sampled_from(
            ["step", "step", "step", "deal", "gather", "play_out", "restart", "new", "wait",
             "junk", "around"]
        ),
        st.integers(0, 10**6),
    ),
    min_size=1,
    max_size=40,
)  # fmt: skip


def _new_game(rng: random.Random) -> HopeDeferredGame:
    """A game of any variant and target suit, from a deal number or a custom deal."""
    variant, hunted = rng.choice(list(Variant)), rng.choice(list(Suit))
    if rng.random() < 0.7:
        return HopeDeferredGame.from_number(
            rng.randrange(26**7), variant=variant, target_suit=hunted
        )
    deck = [Card(rank, suit) for suit in Suit for rank in variant.ranks]
    cards = rng.sample(deck, rng.randrange(1, len(deck)))
    if not any(card.suit is hunted for card in cards):
        cards.append(next(card for card in deck if card.suit is hunted and card not in cards))
    return HopeDeferredGame.from_cards(
        cards, variant=variant, target_suit=hunted, seed=rng.randrange(2**64)
    )


def _move(game: HopeDeferredGame, kind: str, seed: int) -> None:
    """One move on ``game``; one the rules refuse changes nothing and is passed over."""
    with contextlib.suppress(GameError):
        if kind == "step":
            game.step()
        elif kind in ("deal", "gather"):
            game.play(kind)
        elif kind == "play_out":
            game.play_out()
        elif kind == "junk":
            game.play(random.Random(seed).choice(["draw", "dael", "gather", "deal"]))


class Clock:
    """A clock moved by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _check_game_save(game: HopeDeferredGame) -> None:
    event(game.status)
    text = game.to_json()
    loaded = HopeDeferredGame.from_json(text)
    assert loaded.to_json() == text
    assert (loaded.code, loaded.variant, loaded.target_suit) == (
        game.code, game.variant, game.target_suit,
    )  # fmt: skip
    assert loaded.initial_cards == game.initial_cards
    assert (loaded.stock, loaded.piles, loaded.set_aside) == (
        game.stock,
        game.piles,
        game.set_aside,
    )
    assert (loaded.round, loaded.deals_in_round, loaded.history) == (
        game.round, game.deals_in_round, game.history,
    )  # fmt: skip
    copy = game.copy()
    assert loaded.play_out() == copy.play_out()
    assert loaded.to_json() == copy.to_json()


def _check_table_save(table: HopeDeferredTable) -> None:
    text = table.to_json()
    loaded = HopeDeferredTable.from_json(text, clock=lambda: 0.0)  # a clock that stands still
    assert loaded.to_json() == text
    assert loaded.clock.running == (table.clock.running and not table.game.is_over)
    _check_game_save(loaded.game)


@settings(max_examples=100, deadline=None)
@given(actions, st.integers(0, 10**6))
def test_a_game_played_by_its_methods_saves_and_loads_back(plan: list[Action], seed: int) -> None:
    game = _new_game(random.Random(seed))
    for kind, step_seed in plan:
        if kind == "restart":
            game.restart()
        elif kind == "new":
            game = _new_game(random.Random(step_seed))
        else:
            _move(game, kind, step_seed)
    _check_game_save(game)
    _check_table_save(HopeDeferredTable(game))


@settings(max_examples=100, deadline=None)
@given(actions, st.integers(0, 10**6))
def test_a_table_played_by_taps_and_moves_saves_and_loads_back(
    plan: list[Action], seed: int
) -> None:
    clock = Clock()
    table = HopeDeferredTable(_new_game(random.Random(seed)), clock=clock)
    for kind, step_seed in plan:
        if kind == "restart":
            table.restart()
        elif kind == "new":
            table.new_game(_new_game(random.Random(step_seed)))
        elif kind == "wait":
            clock.now += step_seed / 1000
        elif kind == "around":  # the game played to its end on itself, bypassing the table
            _move(table.game, "play_out", step_seed)
        elif kind == "step":
            table.tap("stock")
        elif kind == "play_out":
            table.play_out()
        else:
            with contextlib.suppress(GameError):
                table.play(kind if kind != "junk" else "dael")
    _check_table_save(table)


@settings(max_examples=30, deadline=None)
@given(
    actions,
    st.integers(0, 10**6),
    st.fixed_dictionaries(
        {"show_odds": st.booleans(), "language": st.sampled_from(sorted(LANGUAGES))}
    ),
)
def test_a_widget_played_by_its_methods_saves_and_loads_back(
    plan: list[Action], seed: int, chosen: dict[str, Any]
) -> None:
    widget = HopeDeferred(game=_new_game(random.Random(seed)), record=False, **chosen)
    for kind, step_seed in plan:
        rng = random.Random(step_seed)
        with contextlib.suppress(GameError):
            if kind == "restart":
                widget.restart()
            elif kind == "new":
                variant, suit = rng.choice(list(Variant)), rng.choice(list(Suit))
                widget.new_game(variant=variant, target_suit=suit)
            elif kind == "wait":
                widget.show_odds = not widget.show_odds
            elif kind == "step":
                widget.tap("stock")
            elif kind == "play_out":
                widget.play_out()
            elif kind in ("deal", "gather"):
                getattr(widget, kind)()
            elif kind == "junk":
                widget.play("dael")
    _check_table_save(widget.table)
