"""Why a dead end is one (:mod:`hearttoheart_widget.heart_to_heart.ending`), and the
widget's `ending` trait."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.heart_to_heart.ending import ending
from hearttoheart_widget.heart_to_heart.geometry import COVERED_BY, TIP
from tests.positions import heart_with


def above(position: int, heart: list[int | None]) -> set[int]:
    """Every position holding a card that lies on ``position``'s, directly or not."""
    found: set[int] = set()
    for q in COVERED_BY[position]:
        if heart[q] is not None:
            found |= {q} | above(q, heart)
    return found


def test_no_ending_while_the_game_goes_on_or_is_won() -> None:
    assert ending(Game.from_code("HH1-N-AAAAAAB")) is None
    won = Game.from_cards(heart_with(only={TIP: 5}), stock=[], waste=[5])
    won.pair(TIP, "waste")
    assert won.status == "won"
    assert ending(won) is None


def test_the_other_three_nines_lie_under_the_nine_at_the_tip() -> None:
    game = Game.from_code("HH1-N-AAAAAAM")  # a dead end before the first move
    nines = [p for p, rank in enumerate(game.heart) if rank == 9]
    assert (game.status, game.heart[TIP], len(nines)) == ("lost", 9, 4)
    assert ending(game) == {"stuck": [{"rank": 9, "at": TIP, "others": nines[:3], "under": [TIP]}]}


def test_partners_under_other_free_cards_directly_or_through_covered_ones() -> None:
    # Free: 22 (a 5) and 23 (a 7). The other 5 at 20 lies under 22 and 23; the other 7 at
    # 15 lies under 19 (a 9, covered), which lies under 22.
    heart = heart_with(only={15: 7, 19: 9, 20: 5, 22: 5, 23: 7})
    game = Game.from_cards(heart, stock=[1, 2], waste=[3])
    assert game.status == "lost"
    assert ending(game) == {
        "stuck": [
            {"rank": 5, "at": 22, "others": [20], "under": [22, 23]},
            {"rank": 7, "at": 23, "others": [15], "under": [22]},
        ]
    }


def test_a_rank_with_no_other_card_left() -> None:
    game = Game.from_cards(heart_with(only={22: 7, 23: 8, TIP: 5}), stock=[], waste=[5])
    game.pair(TIP, "waste")
    assert ending(game) == {
        "stuck": [
            {"rank": 7, "at": 22, "others": [], "under": []},
            {"rank": 8, "at": 23, "others": [], "under": []},
        ]
    }


@settings(max_examples=60, deadline=None)
@given(number=st.integers(0, 26**7 - 1), picks=st.lists(st.integers(0, 99), max_size=300))
def test_every_dead_end_reached_by_play_is_explained(number: int, picks: list[int]) -> None:
    """For any dead end (random legal play reaches one in about 3 games of 4): one entry
    per free card; its rank's other cards all lie covered in the heart, none in stock or
    waste; `under` is the free cards lying on them."""
    game = Game.from_number(number)
    for pick in picks:
        if game.status != "playing":
            break
        moves = game.legal_moves()
        game.play(moves[pick % len(moves)])
    explained = ending(game)
    if game.status != "lost":
        assert explained is None
        return
    assert explained is not None
    heart = game.heart
    free = game.free()
    assert [stuck["at"] for stuck in explained["stuck"]] == free
    for stuck in explained["stuck"]:
        rank = stuck["rank"]
        assert heart[stuck["at"]] == rank
        assert stuck["others"] == [p for p in range(25) if heart[p] == rank and p != stuck["at"]]
        assert rank not in game.stock + game.waste
        assert not set(stuck["others"]) & set(free)
        lying_on: set[int] = set().union(*(above(p, heart) for p in stuck["others"]))
        assert stuck["under"] == sorted(lying_on & set(free))


def test_the_widget_syncs_the_ending_and_clears_it_on_undo() -> None:
    widget = HeartToHeart(
        game=Game.from_cards(heart_with(only={22: 7, 23: 8, TIP: 5}), stock=[], waste=[5])
    )
    assert widget.ending is None
    widget.pair(TIP, "waste")
    assert widget.status == "lost"
    assert [stuck["rank"] for stuck in widget.ending["stuck"]] == [7, 8]
    widget.undo()
    assert widget.ending is None
