"""A value too long for Python to write out (an integer of over 4,300 digits) is refused
with a message of the project's own, never with Python's error about converting it."""

from __future__ import annotations

import pytest

from hearttoheart_widget import Game, Move
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.shuffle import SplitMix64
from hearttoheart_widget.hope_deferred import HopeDeferredGame

HUGE = 10**5000


def test_an_excerpt_names_a_huge_integer_by_its_size() -> None:
    assert excerpt(HUGE) == f"<an integer of {HUGE.bit_length()} bits>"
    assert excerpt([HUGE, 7]) == f"[<an integer of {HUGE.bit_length()} bits>, 7]"
    assert excerpt(-(10**20)) == repr(-(10**20))


@pytest.mark.parametrize(
    "refused",
    [
        lambda: Game.from_number(HUGE),
        lambda: Game.from_number(-HUGE),
        lambda: HopeDeferredGame.from_number(HUGE),
        lambda: Move.pair(HUGE, 3),
        lambda: SplitMix64(1).below(-HUGE),
    ],
    ids=["deal number", "negative deal number", "Hope Deferred's deal", "position", "bound"],
)
def test_a_huge_integer_is_refused_with_the_projects_message(refused: object) -> None:
    with pytest.raises(ValueError, match="an integer of") as caught:
        refused()  # type: ignore[operator]
    assert "4300 digits" not in str(caught.value)
