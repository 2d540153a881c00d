"""Deal statistics, the Wilson interval, the progress bar and the command line."""

from __future__ import annotations

import pytest

from hearttoheart_widget.__main__ import main
from hearttoheart_widget.common.intervals import wilson_interval
from hearttoheart_widget.heart_to_heart.deals import format_code
from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.moves import parse_moves
from hearttoheart_widget.heart_to_heart.solving.search import is_winnable_deal
from hearttoheart_widget.heart_to_heart.solving.statistics import DealStatistics, deal_statistics


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [(5, 10, 0.2366, 0.7634), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (1, 1, 0.2065, 1.0)],
)
def test_wilson_interval(successes: int, trials: int, low: float, high: float) -> None:
    assert wilson_interval(successes, trials) == pytest.approx((low, high), abs=1e-4)


def test_wilson_interval_needs_trials() -> None:
    with pytest.raises(ValueError, match="trials must be positive"):
        wilson_interval(0, 0)


def test_deal_statistics_count_the_winnable_deals() -> None:
    stats = deal_statistics(100, 300, progress=False)
    assert stats.winnable == sum(map(is_winnable_deal, range(100, 400))) == 79  # pinned
    low, high = stats.interval
    assert low < stats.share < high
    assert str(stats).startswith("deals 100..399: 79 of 300 winnable, 26.33% (95% CI ")


def test_the_fraction_is_the_share_of_winnable_deals() -> None:
    assert DealStatistics(start=0, count=8, winnable=2, seconds=1.0).share == 0.25
    assert DealStatistics(start=5, count=3, winnable=3, seconds=1.0).share == 1.0


def test_statistics_text() -> None:
    text = str(DealStatistics(start=0, count=100_000, winnable=28_558, seconds=4.1))
    assert text == (
        "deals 0..99999: 28558 of 100000 winnable, 28.56% (95% CI 28.28% to 28.84%), 4.1 s"
    )


@pytest.mark.parametrize(("start", "count"), [(0, 0), (-1, 5), (26**7 - 2, 5)])
def test_deal_statistics_refuse_bad_ranges(start: int, count: int) -> None:
    with pytest.raises(ValueError, match=r"count must be positive|deal numbers must lie"):
        deal_statistics(start, count)


def test_command_line_stats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--start", "0", "--count", "200", "--no-progress"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("deals 0..199: ")
    assert err == ""


def test_command_line_stats_refuses_bad_ranges(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["stats", "--count", "0"])
    assert exit_.value.code == 2
    assert "count must be positive" in capsys.readouterr().err


@pytest.mark.parametrize("fewest", [False, True])
def test_command_line_solve(capsys: pytest.CaptureFixture[str], fewest: bool) -> None:
    code = format_code(20)
    assert main(["solve", code, *(["--fewest"] if fewest else [])]) == 0
    heading, line = capsys.readouterr().out.splitlines()
    moves = parse_moves(line)
    assert heading.startswith(f"{code}: {len(moves)} moves (")
    game = Game.from_code(code)
    game.replay(moves)
    assert game.status == "won"


def test_command_line_solve_without_a_win(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "hh1-n-aaaaaam"]) == 1
    assert capsys.readouterr().out.startswith("HH1-N-AAAAAAM: no winning line (")
    with pytest.raises(SystemExit):
        main(["solve", "HH2-N-AAAAAAM"])
    assert "invalid deal code" in capsys.readouterr().err
