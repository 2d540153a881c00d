"""docs/deal-codes.md, replayed: its generator, its shuffles and its worked examples.

The test follows the page's own description (SplitMix64, below, Fisher-Yates and the two
layouts), written again here from the page, and checks every figure the page gives
against that and against the engines.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearttoheart_widget import Game
from hearttoheart_widget.hope_deferred import HopeDeferredGame

PAGE = (Path(__file__).parent.parent / "docs" / "deal-codes.md").read_text(encoding="utf-8")
MASK = (1 << 64) - 1
ROW = re.compile(r"^\| (\d+) \| (\d+) \| `(0x[0-9a-f]{16})` \| (\d+) \| (\S+) and (\S+) \|$")
HH_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
HD_DECK = [r + s for s in "CDHS" for r in ("A", "7", "8", "9", "10", "J", "Q", "K")]


class SplitMix64:
    """The generator exactly as the page writes it."""

    def __init__(self, state: int) -> None:
        self.state = state

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> tuple[int, int]:
        """The page's below(bound), with the value of next() it used."""
        limit = (1 << 64) - (1 << 64) % bound
        while (r := self.next()) >= limit:
            pass
        return r, r % bound


def section(title: str) -> str:
    """The text of the page's section whose heading contains ``title``."""
    start = PAGE.index(title)
    end = PAGE.find("\n## ", start)
    return PAGE[start : end if end >= 0 else len(PAGE)]


def fisher_yates(deck: list[str], rng: SplitMix64) -> list[tuple[int, int, int, int, str, str]]:
    """Shuffle ``deck`` in place as the page says; every step as (i, bound, next, j, a, b)."""
    steps = []
    for i in range(len(deck) - 1, 0, -1):
        value, j = rng.below(i + 1)
        steps.append((i, i + 1, value, j, deck[i], deck[j]))
        deck[i], deck[j] = deck[j], deck[i]
    return steps


def table(text: str) -> list[tuple[int, int, int, int, str, str]]:
    rows = []
    for line in text.splitlines():
        match = ROW.match(line)
        if match:
            i, bound, value, j, a, b = match.groups()
            rows.append((int(i), int(bound), int(value, 16), int(j), a, b))
    return rows


def line(text: str, key: str) -> list[str]:
    """The words after ``key:`` on the line that starts with it."""
    match = re.search(rf"^{re.escape(key)}: (.+)$", text, re.MULTILINE)
    assert match is not None, key
    return match.group(1).split()


def test_the_generator_starts_as_published() -> None:
    assert "first value is `0xe220a8397b1dcdaf`" in PAGE
    assert SplitMix64(0).next() == 0xE220A8397B1DCDAF


@pytest.mark.parametrize(
    ("letters", "number"),
    [("AAAAAAM", 12), ("AAAABCD", 731), ("ZZZZZZZ", 8_031_810_175)],
)
def test_the_letters_stated_are_the_deal_numbers(letters: str, number: int) -> None:
    assert Game.from_code(f"HH1-N-{letters}").code == f"HH1-N-{letters}"
    assert Game.from_code(f"HH1-N-{letters}").heart == Game.from_number(number).heart
    assert sum((ord(c) - 65) * 26**k for k, c in enumerate(reversed(letters))) == number
    assert f"{number:,}" in PAGE or str(number) in PAGE


def test_the_heart_to_heart_example() -> None:
    text = section("Worked example: Heart to Heart")
    deck = [HH_NAMES.get(k // 4 + 1, str(k // 4 + 1)) for k in range(52)]
    steps = fisher_yates(deck, SplitMix64(731))
    rows = table(text)
    assert len(rows) == 5
    assert rows == steps[:5]
    assert "0x26612093cc5d463a is 2,765,527,465,343,141,434" in text
    assert 0x26612093CC5D463A == 2_765_527_465_343_141_434
    game = Game.from_code("HH1-N-AAAABCD")

    def names(ranks: list[int]) -> list[str]:
        return [HH_NAMES.get(r, str(r)) for r in ranks]

    assert line(text, "heart") == deck[:25] == names([r or 0 for r in game.heart])
    assert line(text, "stock") == deck[25:51] == names(game.stock)
    assert line(text, "waste") == deck[51:] == names(game.waste)
    picture = text.split("Laid out as the heart")[1].split("```")[1].split()
    assert picture == deck[:25]


def test_the_hope_deferred_example() -> None:
    text = section("Worked example: Hope Deferred")
    deck = list(HD_DECK)
    rng = SplitMix64(731)
    steps = fisher_yates(deck, rng)
    rows = table(text)
    assert len(rows) == 4
    assert rows == steps[:4]
    game = HopeDeferredGame.from_code("HD1-CH-AAAABCD")
    assert line(text, "stock") == deck == [c.ascii for c in game.stock]
    for number in range(1, 6):
        game.step()
        said = " ".join(line(text, f"deal {number}")).split(", ")
        for place, (event, pile) in enumerate(zip(said, game.piles, strict=True), start=1):
            card, where = event.split(" ", 1)
            if where == "set aside":
                assert card in [c.ascii for c in game.set_aside]
            else:
                assert where == f"on pile {place}"
                assert pile[-1].ascii == card
    left = [c.ascii for c in game.stock]
    row = left + [c.ascii for pile in game.piles for c in pile]
    fisher_yates(row, rng)  # the generator goes on where it stopped
    game.step()  # the gather
    assert line(text, "round 2 stock") == row == [c.ascii for c in game.stock]
    assert f"the {len(left)} cards left in the stock" in text
