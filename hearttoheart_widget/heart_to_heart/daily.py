"""The daily deal: one Heart to Heart deal for each calendar date, the same for everyone.

The rule, fixed for good (``tests/data/daily_deals.json`` pins it):

1. ``day`` is the date's day number counted from 1 January of the year 1, which is day 0
   (``date.toordinal() - 1``).
2. The date's candidates are ``(MULTIPLIER * (CANDIDATES * day + k)) % 26**7`` for
   ``k = 0, 1, ..., CANDIDATES - 1``.
3. The daily deal is the first candidate that the solver proves winnable.

Different dates never share a candidate (the map from ``CANDIDATES * day + k`` to a deal
number is one to one), so every date has its own deal. About 29% of deals can be won, so
the first candidate is winnable on most days and 256 candidates are never all lost in
practice (the chance is below 10**-37).
"""

from __future__ import annotations

import datetime

from hearttoheart_widget.common.deal_codes import DEAL_COUNT

from .deals import format_code
from .solving.search import is_winnable_deal

CANDIDATES = 256
"""Candidate deals per date."""

MULTIPLIER = 2_654_435_769
"""Spreads the candidates over all deal numbers; coprime with 26**7, so no two collide."""


def daily_number(date: datetime.date | str | None = None) -> int:
    """The deal number of the daily deal of ``date`` (a date or ``"YYYY-MM-DD"``; today by
    this computer's calendar if None)."""
    day = _as_date(date).toordinal() - 1
    for k in range(CANDIDATES):
        number: int = MULTIPLIER * (CANDIDATES * day + k) % DEAL_COUNT
        if is_winnable_deal(number):
            return number
    raise RuntimeError(f"no winnable deal among the {CANDIDATES} candidates of day {day}")


def daily_code(date: datetime.date | str | None = None) -> str:
    """The deal code of the daily deal of ``date`` (see ``daily_number``)."""
    return format_code(daily_number(date))


def _as_date(date: datetime.date | str | None) -> datetime.date:
    if date is None:
        return datetime.date.today()
    if isinstance(date, datetime.date):
        return date
    if isinstance(date, str):
        try:
            return datetime.date.fromisoformat(date.strip())
        except ValueError:
            raise ValueError(f"not a date: {date!r:.60}; write it as YYYY-MM-DD") from None
    raise TypeError(f"a date must be a datetime.date or 'YYYY-MM-DD', got {date!r:.60}")
