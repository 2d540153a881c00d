"""Small explicit positions for the rule and table tests."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from hypothesis import strategies as st

from hearttoheart_widget import Game, Table

#: A full heart in which no two cards of one rank are free together at the start.
BASE_HEART: tuple[int, ...] = tuple(p % 13 + 1 for p in range(25))


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def readings(values: list[float]) -> Callable[[], float]:
    """A time source that gives ``values`` in turn, then the last one again and again."""
    left = iter(values)
    last = [values[0]]

    def now() -> float:
        last[0] = next(left, last[0])
        return last[0]

    return now


#: Readings of a time source that steps back, and gives NaN and infinities.
UNSTEADY_READINGS = st.lists(
    st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from([math.nan, -1.0]),
    min_size=1,
    max_size=30,
)


def heart_with(
    cards: Mapping[int, int | None] | None = None, *, only: Mapping[int, int] | None = None
) -> list[int | None]:
    """``BASE_HEART`` with ``cards`` put in, or a heart holding ``only`` those cards."""
    if only is not None:
        return [only.get(p) for p in range(25)]
    heart: list[int | None] = list(BASE_HEART)
    for position, rank in (cards or {}).items():
        heart[position] = rank
    return heart


def game_of(
    heart: list[int | None], stock: list[int] | None = None, waste: list[int] | None = None
) -> Game:
    """A custom deal: a game on the cards given."""
    return Game.from_cards(heart, stock or [], waste or [])


def table_of(
    heart: list[int | None],
    stock: list[int] | None = None,
    waste: list[int] | None = None,
    *,
    move_errors: bool = False,
    clock: FakeClock | None = None,
) -> Table:
    """A table around a game on explicit cards, with an optional hand-moved clock."""
    game = game_of(heart, stock, waste)
    if clock is None:
        return Table(game, move_errors=move_errors)
    return Table(game, move_errors=move_errors, clock=clock)
