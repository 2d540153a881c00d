"""The fast outcome replay and ``simulate`` agree with the engine, deal for deal."""

from __future__ import annotations

import random

import pytest

from hearttoheart_widget.common.deal_codes import DEAL_COUNT
from hearttoheart_widget.common.shuffle import SplitMix64
from hearttoheart_widget.hope_deferred import HopeDeferredGame, SimulationResult, Suit, Variant
from hearttoheart_widget.hope_deferred.outcomes import outcomes, splitmix_outputs
from hearttoheart_widget.hope_deferred.simulate import simulate

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def test_batched_splitmix_outputs_match_the_generator() -> None:
    states = [0, 12, MASK, 2**63 + 5]
    counts = [3, 1, 4, 0]
    expected = []
    for state, count in zip(states, counts, strict=True):
        rng = SplitMix64(state)
        expected += [rng.next() for _ in range(count)]
    assert list(splitmix_outputs(states, counts)) == expected


def _unmix(value: int) -> int:
    """The generator state whose output is ``value`` (each mixing step undone)."""

    def unshift(z: int, shift: int) -> int:
        y = z
        for _ in range(64 // shift + 1):
            y = z ^ (y >> shift)
        return y

    z = unshift(value, 31) * pow(0x94D049BB133111EB, -1, 1 << 64) & MASK
    z = unshift(z, 27) * pow(0xBF58476D1CE4E5B9, -1, 1 << 64) & MASK
    return unshift(z, 30)


def test_no_deal_number_has_a_rejected_draw_within_the_draws_a_game_can_use() -> None:
    # below(bound) rejects only outputs >= 2**64 - (2**64 % bound), and 2**64 % bound < 64
    # for the bounds used (2..52). A game draws at most 3 * 51 times. The fast replay
    # relies on no deal number meeting such an output.
    for seed in (0, 99, 2**40 + 3):
        rng = SplitMix64(seed)
        output = rng.next()
        assert _unmix(output) == rng.state
    for output in range(2**64 - 64, 2**64):
        state = _unmix(output)
        for draw in range(1, 3 * 51 + 1):
            assert (state - draw * GOLDEN) & MASK >= DEAL_COUNT


@pytest.mark.parametrize("variant", list(Variant))
def test_fast_outcomes_agree_with_the_engine_deal_for_deal(variant: Variant) -> None:
    rng = random.Random(f"agree {variant.value}")
    for suit in Suit:
        numbers = [rng.randrange(DEAL_COUNT) for _ in range(600)] + [0, DEAL_COUNT - 1]
        engine = [HopeDeferredGame(n, variant, suit).play_out() == "won" for n in numbers]
        assert outcomes(numbers, variant, suit) == engine
        assert 0 < sum(engine) < len(engine)


def test_fast_outcomes_span_several_batches() -> None:
    numbers = list(range(5000))
    assert outcomes(numbers, "knockout")[4990:] == [
        HopeDeferredGame(n, "knockout").play_out() == "won" for n in numbers[4990:]
    ]


def test_fast_outcomes_reject_numbers_that_are_not_deal_numbers() -> None:
    with pytest.raises(ValueError, match="deal numbers must be in"):
        outcomes([5, DEAL_COUNT])


def test_simulate_counts_the_engines_wins_over_deal_numbers_drawn_from_the_seed() -> None:
    result = simulate(300, "abandon_hope", "spades", seed=7)
    rng = random.Random(7)
    numbers = [rng.randrange(DEAL_COUNT) for _ in range(300)]
    wins = sum(HopeDeferredGame(n, "abandon_hope", "spades").play_out() == "won" for n in numbers)
    assert result == SimulationResult(Variant.ABANDON_HOPE, Suit.SPADES, 300, wins)
    assert simulate(300, "abandon_hope", "spades", seed=7) == result


def test_simulation_result_gives_rate_and_wilson_interval() -> None:
    result = SimulationResult(Variant.CLASSIC, Suit.HEARTS, 100, 50)
    assert result.share == 0.5
    low, high = result.interval
    assert low == pytest.approx(0.40383, abs=1e-5)
    assert high == pytest.approx(0.59617, abs=1e-5)
    assert SimulationResult(Variant.CLASSIC, Suit.HEARTS, 10, 0).interval[0] == pytest.approx(0.0)
    assert SimulationResult(Variant.CLASSIC, Suit.HEARTS, 10, 10).interval[1] == pytest.approx(1.0)
    assert (
        str(result)
        == "classic, hunting hearts: 50 of 100 games won, 50.00% (95% CI 40.38% to 59.62%)"
    )


def test_simulate_needs_at_least_one_game() -> None:
    with pytest.raises(ValueError, match="n must be at least 1"):
        simulate(0)
