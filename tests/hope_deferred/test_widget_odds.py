"""Hope Deferred's chance to win from here: the setting, the ``odds`` trait after each move,
and its messages."""

from __future__ import annotations

import logging

import pytest

from hearttoheart_widget.hope_deferred import HopeDeferred, exact_odds
from tests.comm import receive


def test_the_odds_are_none_while_the_setting_is_off() -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB")
    assert (widget.show_odds, widget.odds) == (False, None)
    widget.step()
    assert widget.odds is None


def test_the_odds_follow_every_step_exactly() -> None:
    widget = HopeDeferred("HD1-KS-AAAAAAC", show_odds=True)
    assert widget.odds == float(exact_odds("knockout"))
    seen = []
    while not widget.game.is_over:
        widget.step()
        assert widget.odds == float(exact_odds(widget.game))
        seen.append(widget.odds)
    assert seen[-1] == (1.0 if widget.status == "won" else 0.0)
    assert len(set(seen)) > 2  # it moves with the game


def test_the_setting_from_the_browser_with_or_without_the_language() -> None:
    widget = HopeDeferred("HD1-AD-AAAAAAB")
    receive(widget, {"kind": "settings", "show_odds": True})
    assert widget.odds == float(exact_odds("abandon_hope"))
    receive(widget, {"kind": "settings", "show_odds": False, "language": "hr"})
    assert (widget.show_odds, widget.odds, widget.language) == (False, None, "hr")
    widget.show_odds = True  # from Python, as any setting
    assert widget.odds is not None
    widget.new_game(variant="classic")
    assert widget.odds == float(exact_odds("classic"))


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "settings"},
        {"kind": "settings", "show_odds": 1},
        {"kind": "settings", "show_odds": "yes"},
        {"kind": "settings", "show_odds": True, "move_errors": True},
        {"kind": "settings", "odds": True},
    ],
)
def test_malformed_settings_are_refused_and_change_nothing(
    message: dict[str, object], caplog: pytest.LogCaptureFixture
) -> None:
    widget = HopeDeferred("HD1-CH-AAAAAAB")
    before = widget.get_state()
    with caplog.at_level(logging.WARNING):
        receive(widget, message)
    assert "ignored a message from the browser" in caplog.text
    assert widget.get_state() == before
