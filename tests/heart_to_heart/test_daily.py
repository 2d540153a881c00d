"""The daily deal: pinned by a table of dates, its own deal each day, always winnable."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from hearttoheart_widget import Game, daily_deal, is_winnable, solve
from hearttoheart_widget.heart_to_heart.daily import daily_code, daily_number
from hearttoheart_widget.heart_to_heart.solving.search import is_winnable_deal

GOLDEN = json.loads((Path(__file__).parents[1] / "data" / "daily_deals.json").read_text())


@pytest.mark.parametrize(("date", "code"), sorted(GOLDEN.items()))
def test_the_daily_deal_of_a_date_never_changes(date: str, code: str) -> None:
    assert daily_code(date) == code
    assert daily_code(datetime.date.fromisoformat(date)) == code
    assert Game.from_number(daily_number(date)).code == code


def test_every_day_has_its_own_deal_that_can_be_won_and_is_not_lost_at_the_start() -> None:
    first = datetime.date(2025, 1, 1)
    days = [first + datetime.timedelta(days=n) for n in range(3 * 365)]
    numbers = [daily_number(day) for day in days]
    assert len(set(numbers)) == len(days)
    assert all(map(is_winnable_deal, numbers))
    assert all(Game.from_number(number).status == "playing" for number in numbers)
    line = solve(Game.from_number(numbers[0]))
    assert line is not None
    game = Game.from_number(numbers[0])
    game.replay(line)
    assert game.status == "won"


def test_without_a_date_it_is_todays_deal() -> None:
    before = datetime.date.today()
    code = daily_code()
    assert code in {daily_code(before), daily_code(datetime.date.today())}


def test_a_datetime_counts_by_its_date() -> None:
    late = datetime.datetime(2026, 1, 1, 23, 59, 59)
    assert daily_code(late) == GOLDEN["2026-01-01"]


@pytest.mark.parametrize(
    ("date", "error", "message"),
    [
        ("2026-02-30", ValueError, "not a date: '2026-02-30'; write it as YYYY-MM-DD"),
        ("tomorrow", ValueError, "not a date: 'tomorrow'"),
        (20260101, TypeError, "got 20260101"),
        (1.5, TypeError, "got 1.5"),
    ],
)
def test_what_is_not_a_date_is_refused_by_name(
    date: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        daily_code(date)  # type: ignore[arg-type]


def test_daily_deal_deals_the_daily_deal() -> None:
    game = daily_deal("2026-12-01")
    assert game.code == daily_code("2026-12-01")
    assert game.status == "playing"
    assert is_winnable(game)
    assert daily_deal(datetime.date(2026, 12, 2)).code != game.code
