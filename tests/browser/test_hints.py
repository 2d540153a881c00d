"""Hints and winnable-only deals, turned on in the settings menu of a real lab."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from .jupyterlab import execute
from .notebook import Notebook, OpenNotebook, has_class

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]

WINNABLE = "HH1-N-AAAAAAB"  # the solver's first hint: draw; then 24 with the waste

#: The targets a view highlights as the hint, as data-position numbers or data-target names.
PAGE_HINTED = """(root) => [...root.querySelectorAll(".hth-layout .hth-hint")]
  .filter((element) => !element.classList.contains("hth-ghost"))
  .map((element) => element.dataset.position !== undefined
    ? Number(element.dataset.position) : element.dataset.target)"""


def kernel_hint(nb: Notebook) -> list[int | str]:
    """The targets of the hint the kernel's widget shows, checked against the solver."""
    shown, solved = json.loads(
        execute(
            nb.page,
            "from hearttoheart_widget.heart_to_heart.solving.solver import hint\n"
            "print(json.dumps([w.shown_hint, list(hint(w.game).targets)]))",
        )
    )
    assert shown["targets"] == solved
    targets: list[int | str] = solved
    return targets


def page_hinted(nb: Notebook) -> list[int | str]:
    """The targets the first view highlights."""
    hinted: list[int | str] = nb.widget().evaluate(PAGE_HINTED)
    return hinted


def test_hints_highlight_the_solvers_move(open_notebook: OpenNotebook) -> None:
    nb = open_notebook(f"w = HeartToHeart({WINNABLE!r})\nw")
    widget = nb.widget()
    hint_button = widget.locator('[data-action="hint"]')
    hint_line = nb.field("hint")
    expect(hint_button).to_be_hidden()  # off by default: the game as designed has none

    widget.locator('[data-action="settings"]').click()
    widget.locator('[data-menu="settings"] [data-setting="hints"]').check()
    expect(hint_button).to_be_visible()
    assert execute(nb.page, "print(w.hints)").strip() == "True"
    nb.page.keyboard.press("Escape")

    hint_button.click()
    expect(nb.card("stock")).to_have_class(has_class("hth-hint"))
    assert page_hinted(nb) == kernel_hint(nb) == ["stock"]
    expect(hint_line).to_have_text("Next move of a winning line")
    expect(nb.field("announcement")).to_contain_text("Hint: tap the stock.")

    nb.card("stock").click()  # the hinted move: the highlight goes
    expect(widget.locator(".hth-hint")).to_have_count(0)
    expect(hint_line).to_be_hidden()
    assert execute(nb.page, "print(w.shown_hint)").strip() == "None"

    nb.card(24).focus()
    nb.page.keyboard.press("h")  # the keyboard asks too
    expect(widget.locator(".hth-layout .hth-hint")).to_have_count(2)
    targets = kernel_hint(nb)
    assert targets == [24, "waste"]
    assert sorted(map(str, page_hinted(nb))) == sorted(map(str, targets))
    nb.screenshot("hint")

    nb.card(24).click()  # selecting the first card keeps the hint
    expect(nb.card(24)).to_have_class(has_class("hth-selected"))
    expect(nb.card(24)).to_have_class(has_class("hth-hint"))
    nb.card("waste").click()
    expect(nb.card(24)).to_have_attribute("data-state", "removed")
    expect(widget.locator(".hth-hint")).to_have_count(0)

    widget.locator('[data-action="settings"]').click()  # off again: the button goes
    widget.locator('[data-menu="settings"] [data-setting="hints"]').uncheck()
    expect(hint_button).to_be_hidden()


def test_winnable_only_new_game(open_notebook: OpenNotebook) -> None:
    nb = open_notebook("w = HeartToHeart('HH1-N-AAAAAGM')\nw")  # no win from the start
    widget = nb.widget()
    widget.locator('[data-action="settings"]').click()
    widget.locator('[data-menu="settings"] [data-setting="winnable_only"]').check()
    expect(widget.locator('[data-menu="settings"]')).to_contain_text("Winnable deals only")
    nb.page.keyboard.press("Escape")
    widget.locator('.hw-controls [data-action="new-game"]').click()
    expect(nb.field("code")).not_to_have_text("HH1-N-AAAAAGM")
    code = nb.field("code").text_content()
    verdict = execute(
        nb.page,
        "from hearttoheart_widget.heart_to_heart.solving.solver import is_winnable\n"
        "print(w.winnable_only, w.code, is_winnable(w.game))",
    )
    assert verdict.split() == ["True", code, "True"]
