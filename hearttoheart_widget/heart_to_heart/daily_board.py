"""What a Heart to Heart board shows of the daily deal: the date whose daily deal is on its
table (the widget's ``daily`` trait), and whether today's was played and won (the
statistics panel's ``daily`` figures). :func:`~.dealing.daily_deal` deals it."""

from __future__ import annotations

import datetime
from functools import lru_cache

from hearttoheart_widget.common import records

from .daily import daily_code
from .declaration import KEY


def daily_date(code: str | None) -> str | None:
    """Today's date (``"YYYY-MM-DD"``) if ``code`` is today's daily deal, else None."""
    today = datetime.date.today().isoformat()
    return today if code is not None and code == _daily_code(today) else None


def daily_figures() -> dict[str, object]:
    """Whether today's daily deal was played and won, read now from the records:
    ``{"daily": {"date": "2026-12-01", "code": "HH1-N-…", "played": ..., "won": ...}}``."""
    date = datetime.date.today().isoformat()
    code = _daily_code(date)
    today = records.summary(KEY, code)
    played = today.best_on_code is not None
    return {"daily": {"date": date, "code": code, "played": played, "won": today.won_code}}


@lru_cache(maxsize=4)
def _daily_code(date: str) -> str:
    """The daily deal's code of a date, solved once per date."""
    return daily_code(date)
