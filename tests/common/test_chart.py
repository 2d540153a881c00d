"""The rate chart: a standalone SVG of bars with their intervals, drawn without matplotlib."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from hearttoheart_widget.common.chart import MARKED, PLAIN, Bar, RateChart
from hearttoheart_widget.heart_to_heart.teaching.strategies import (
    evaluate,
    pairs_first,
    perfect_play,
    win_rate_chart,
)

SVG = "{http://www.w3.org/2000/svg}"


def chart() -> RateChart:
    bars = (Bar("one", 0.2, 0.15, 0.25), Bar("two", 0.5, 0.4, 0.6, marked=True))
    return RateChart("Two rates", bars, line=0.55, line_label="ceiling")


def test_the_chart_is_one_well_formed_svg_document_with_a_title() -> None:
    root = ET.fromstring(chart()._repr_svg_())
    assert root.tag == f"{SVG}svg"
    assert root.find(f"{SVG}title") is not None
    assert root.find(f"{SVG}title").text == "Two rates"  # type: ignore[union-attr]


def test_each_bar_is_as_tall_as_its_rate_and_the_marked_one_is_red() -> None:
    drawn = chart()
    root = ET.fromstring(drawn.svg())
    bars = [rect for rect in root.iter(f"{SVG}rect") if rect.find(f"{SVG}title") is not None]
    assert [rect.get("fill") for rect in bars] == [PLAIN, MARKED]
    heights = [float(rect.get("height", "0")) for rect in bars]
    assert heights[1] == pytest.approx(heights[0] * 2.5, abs=0.2)
    assert drawn.y(0.5) == pytest.approx(float(bars[1].get("y", "0")), abs=0.1)


def test_the_axis_reaches_the_next_tenth_above_every_value() -> None:
    assert chart().top == pytest.approx(0.7)
    labels = [t.text for t in ET.fromstring(chart().svg()).iter(f"{SVG}text")]
    assert "70%" in labels
    assert "80%" not in labels
    assert "ceiling: 55.0%" in labels


@pytest.mark.parametrize("value", [-0.1, 1.5])
def test_a_rate_outside_0_to_1_is_refused(value: float) -> None:
    with pytest.raises(ValueError, match=re.escape(repr(value))):
        RateChart("bad", (Bar("x", value, 0.0, 0.5),))


def test_a_chart_needs_a_bar() -> None:
    with pytest.raises(ValueError, match="at least one bar"):
        RateChart("empty", ())


def test_win_rate_chart_draws_evaluations_with_their_intervals_and_the_ceiling() -> None:
    deals = range(40)
    result = evaluate(pairs_first, deals)
    ceiling = perfect_play(deals)
    drawn = win_rate_chart([result], ceiling, marked="pairs_first")
    assert drawn.bars == (Bar("pairs_first", result.share, *result.interval, marked=True),)
    assert drawn.line == ceiling.share
    assert "Deals won of 40, with 95% Wilson intervals" in drawn.svg()
    with pytest.raises(ValueError, match="at least one evaluation"):
        win_rate_chart([])
