"""The positions the front end's unit tests play (js/test/fixtures/taps.json) are what Python
sends now: after a change to what the widget syncs, ``python -m tests.js_fixtures`` writes
them again."""

from __future__ import annotations

from tests import js_fixtures


def test_the_js_fixtures_are_up_to_date() -> None:
    written = js_fixtures.FIXTURE.read_text(encoding="utf-8")
    assert written == js_fixtures.text(js_fixtures.cases()), (
        "run: .venv/bin/python -m tests.js_fixtures"
    )


def test_hope_deferreds_js_fixtures_are_up_to_date() -> None:
    written = js_fixtures.HOPE_FIXTURE.read_text(encoding="utf-8")
    assert written == js_fixtures.text(js_fixtures.hope_cases()), (
        "run: .venv/bin/python -m tests.js_fixtures"
    )
