"""Outcomes only: the engine's shuffles replayed on target/other flags, many games at once.

A game's outcome depends only on where the target cards lie, so a card is reduced to a
flag (1 = target card). Within a round every dealt card shows, so only the undealt tail of
the shuffled stock and the number of cards dealt matter; the piles go back as plain
non-target cards. The Fisher-Yates steps that only reorder the dealt part are not
computed but still counted, because SplitMix64 is a counter: its state after ``k`` draws
is ``seed + k * GOLDEN``. The draws that are needed are computed for a whole batch of
games at once, with every 64-bit value in its own 128-bit lane of one big integer.

``below(bound)`` rejects a draw only when it is among the top ``2**64 % bound`` outputs;
no deal number meets one within the 153 draws a game can use at most (a test checks
this), so here ``below(bound)`` is simply ``draw % bound``.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from operator import mod

from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.common.deprecation import renamed_keyword
from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.shuffle import GAMMA, MASK64, MIX1, MIX2

from .cards import Suit
from .variants import ROUNDS, Variant

BATCH = 2048
"""Games whose draws are computed together."""

_MAX_DRAWS = ROUNDS * 51
_STEP_LANES = b"".join(
    ((k * GAMMA) & MASK64).to_bytes(16, "little") for k in range(1, _MAX_DRAWS + 1)
)
_BOUNDS = {size: array("Q", range(size, 1, -1)) for size in range(2, 53)}
_LANE_MASK = int.from_bytes(MASK64.to_bytes(16, "little") * BATCH * 51, "little")


def splitmix_outputs(states: Sequence[int], counts: Sequence[int]) -> array[int]:
    """The next ``counts[g]`` outputs of SplitMix64 from each state ``states[g]``, in a row."""
    lanes = sum(counts)
    steps = b"".join([_STEP_LANES[: 16 * count] for count in counts])
    starts = b"".join(
        [state.to_bytes(16, "little") * count for state, count in zip(states, counts, strict=True)]
    )
    mask = _LANE_MASK  # as long as any batch: ``&`` stops at the shorter operand
    z = (int.from_bytes(steps, "little") + int.from_bytes(starts, "little")) & mask
    z = ((z ^ (z >> 30)) & mask) * MIX1 & mask
    z = ((z ^ (z >> 27)) & mask) * MIX2 & mask
    z ^= z >> 31  # only the low half of each lane is read, and that half is exact
    words = array("Q")
    words.frombytes(z.to_bytes(16 * lanes, "little"))
    return words[::2]


def _fisher_yates_picks(
    states: Sequence[int], sizes: Sequence[int], counts: Sequence[int]
) -> list[int]:
    """For each game, the first ``counts[g]`` swap partners of a Fisher-Yates shuffle of
    ``sizes[g]`` cards from generator state ``states[g]``, in a row."""
    draws = splitmix_outputs(states, counts)
    bounds = array("Q")
    for size, count in zip(sizes, counts, strict=True):
        bounds += _BOUNDS[size][:count]
    return list(map(mod, draws, bounds))


def _round(
    flags: list[int], picks: list[int], deals: int, refill: bool, last: bool
) -> bool | list[int]:
    """Play one round on ``flags`` (the stock in dealing order) with the shuffle's ``picks``.

    Returns True (won), False (lost) or the flags of the next round's stock.
    """
    size = len(flags)
    dealt = 3 * deals
    targets = sum(flags)
    # Cards from ``reach`` on are never dealt this round, even with every refill.
    reach = dealt + targets if refill else dealt
    for i, j in zip(range(size - 1, reach - 1, -1), picks, strict=False):
        flags[i], flags[j] = flags[j], flags[i]
        if last and flags[i]:
            return False
    if refill:
        for i, j in zip(range(reach - 1, 0, -1), picks[size - reach :], strict=True):
            flags[i], flags[j] = flags[j], flags[i]
        # The first deal runs to the third non-target card; four plain deals follow.
        first = flags.index(0, flags.index(0, flags.index(0) + 1) + 1) + 1
        dealt = first + dealt - 3
    left = sum(flags[dealt:])
    if left == 0:
        return True
    if last:
        return False
    return flags[dealt:] + [0] * (dealt - targets + left)


@renamed_keyword("target", "target_suit")
def outcomes(
    deal_numbers: Sequence[int],
    variant: Variant | str = "classic",
    target_suit: Suit | str = "hearts",
) -> list[bool]:
    """Whether each deal is won, exactly as ``HopeDeferredGame(...).play_out()`` decides."""
    if not isinstance(deal_numbers, Sequence) or isinstance(deal_numbers, str | bytes):
        raise TypeError(f"deal_numbers is a list of deal numbers, got {excerpt(deal_numbers)}")
    for number in deal_numbers:
        if type(number) is not int:
            raise TypeError(f"a deal number is an integer, got {excerpt(number)}")
    variant = Variant.parse(variant)
    size = len(variant.ranks)
    first = list(Suit).index(Suit.parse(target_suit)) * size
    deck = [0] * (4 * size)
    deck[first : first + size] = [1] * size
    deals, refill = variant.deals_per_round, variant.refills
    # Without refills the picks that only reorder the dealt cards are not needed.
    unused = 0 if refill else 3 * deals - 1
    won = [False] * len(deal_numbers)
    for start in range(0, len(deal_numbers), BATCH):
        batch = deal_numbers[start : start + BATCH]
        if min(batch) < 0 or max(batch) >= DEAL_COUNT:
            raise ValueError(f"deal numbers must be in 0..{DEAL_COUNT - 1}")
        games = [(start + g, number, deck) for g, number in enumerate(batch)]
        for round_number in range(1, ROUNDS + 1):
            if not games:
                break
            sizes = [len(flags) for _, _, flags in games]
            counts = [size - 1 - unused for size in sizes]
            picks = _fisher_yates_picks([state for _, state, _ in games], sizes, counts)
            at = 0
            playing = []
            for (g, state, flags), count in zip(games, counts, strict=True):
                outcome = _round(
                    list(flags), picks[at : at + count], deals, refill, round_number == ROUNDS
                )
                at += count
                if outcome is True:
                    won[g] = True
                elif outcome is not False:
                    used = len(flags) - 1  # a whole shuffle's draws, computed or not
                    playing.append((g, (state + used * GAMMA) & MASK64, outcome))
            games = playing
    return won
