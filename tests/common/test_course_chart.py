"""The course chart: a value from 0 to 1 after each move, marked moves, the page's colours."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from hearttoheart_widget.common.course_chart import HEIGHT, CourseChart, Mark

SVG = "{http://www.w3.org/2000/svg}"


def chart(values: tuple[float, ...], *marks: Mark, steps: bool = False) -> CourseChart:
    legend = {"choice": "choice", "gave_away": "gave away", "decided": "decided"}
    return CourseChart("A course", values, marks, "no", "yes", "Move", legend, steps)


def test_the_chart_is_one_well_formed_svg_document_named_for_readers() -> None:
    root = ET.fromstring(chart((1, 1, 0))._repr_svg_())
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "img"
    assert root.get("aria-label") == "A course"
    assert root.findtext(f"{SVG}title") == "A course"


def test_the_line_runs_through_each_value_from_the_deal_to_the_last_move() -> None:
    drawn = chart((0.0, 0.5, 1.0))
    root = ET.fromstring(drawn.svg())
    line = next(p for p in root.iter(f"{SVG}path") if p.get("data-line") == "course")
    points = [tuple(map(float, point.split())) for point in line.get("d", "")[1:].split("L")]
    assert points == [(drawn.x(k), drawn.y(v)) for k, v in enumerate((0.0, 0.5, 1.0))]
    assert drawn.y(0) > drawn.y(1)
    assert drawn.y(0) < HEIGHT


def test_steps_hold_a_value_until_the_next_move() -> None:
    drawn = chart((1.0, 1.0, 0.0), steps=True)
    line = next(p for p in ET.fromstring(drawn.svg()).iter() if p.get("data-line") == "course")
    d = line.get("d", "")
    assert d.count("H") == 2
    assert d.count("V") == 2


def test_each_mark_carries_its_kind_its_move_and_a_title() -> None:
    marks = (Mark(1, "choice", "Move 1"), Mark(2, "gave_away", "Move 2"), Mark(2, "decided", "d"))
    root = ET.fromstring(chart((1, 1, 0), *marks).svg())
    found = [
        (m.get("data-mark"), m.get("data-move"), m.findtext(f"{SVG}title"))
        for m in root.iter()
        if m.get("data-mark")
    ]
    assert sorted(found) == [
        ("choice", "1", "Move 1"),
        ("decided", "2", "d"),
        ("gave_away", "2", "Move 2"),
    ]
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert {"choice", "gave away", "decided", "yes", "no", "Move"} <= set(texts)


def test_a_mark_stands_where_its_move_was_played_on_the_value_before_it() -> None:
    drawn = chart((1, 1, 0), Mark(2, "choice", "c"))
    circle = next(m for m in ET.fromstring(drawn.svg()).iter() if m.get("data-mark"))
    assert float(circle.get("cx", "")) == drawn.x(2)
    assert float(circle.get("cy", "")) == drawn.y(1)


def test_the_plot_starts_after_the_longer_value_label() -> None:
    short, long = chart((1, 0)), CourseChart("t", (1, 0), (), "Nicht gewinnbar", "x", "M", {})
    assert long.left > short.left
    assert long.x(0) == long.left


def test_only_the_kinds_of_mark_shown_are_in_the_legend() -> None:
    texts = [t.text for t in ET.fromstring(chart((1, 0), Mark(1, "choice", "c")).svg()).iter()]
    assert "choice" in texts
    assert "gave away" not in texts


@pytest.mark.parametrize(
    ("last", "ticks"),
    [
        (0, ["0"]),
        (3, ["0", "1", "2", "3"]),
        (155, ["0", "50", "100", "155"]),
        (402, ["0", "100", "200", "300", "402"]),
    ],
)
def test_the_moves_axis_names_the_deal_the_last_move_and_round_numbers(
    last: int, ticks: list[str]
) -> None:
    root = ET.fromstring(chart((0.5,) * (last + 1)).svg())
    labels = [t.text for t in root.iter(f"{SVG}text") if t.text and t.text.isdigit()]
    assert labels == ticks


def test_the_colours_are_the_pages() -> None:
    svg = chart((1, 0), Mark(1, "gave_away", "g")).svg()
    assert 'fill="currentColor"' in svg
    assert "var(--jp-brand-color1, #1976d2)" in svg
    assert "var(--jp-error-color1, #d32f2f)" in svg
    assert "#fff" not in svg


@pytest.mark.parametrize("value", [-0.1, 1.5])
def test_a_value_outside_0_to_1_is_refused(value: float) -> None:
    with pytest.raises(ValueError, match="between 0 and 1"):
        chart((0.5, value))


def test_a_mark_outside_the_moves_or_of_no_kind_is_refused() -> None:
    with pytest.raises(ValueError, match=r"outside 0\.\.2"):
        chart((1, 1, 1), Mark(3, "choice", "c"))
    with pytest.raises(ValueError, match="unknown kind"):
        chart((1, 1, 1), Mark(1, "blunder", "c"))
    with pytest.raises(ValueError, match="at the deal at least"):
        chart(())
