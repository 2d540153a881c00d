"""The tutorial's one-page handout (docs/handout.md): what it holds, and that Chromium prints
it on one A4 page (scripts/handout.py makes the page and the PDF)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hearttoheart_widget.heart_to_heart.teaching.ladder import LADDER

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from handout import HANDOUT, ROOT  # a script's module

pytestmark = pytest.mark.slow  # prints the handout in Chromium

TUTORIAL = (ROOT / "examples" / "tutorial.ipynb").read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed")
def test_the_handout_prints_on_one_a4_page() -> None:
    assert _printed_pages(once=True) == 1
    assert _printed_pages(once=False) == 2  # the count can tell


def _printed_pages(*, once: bool) -> int:
    """The pages Chromium prints the handout on (or its text twice over), counted in a
    process of its own: the browser tests keep Playwright's sync API open in this one."""
    text = "HANDOUT.read_text(encoding='utf-8')" + ("" if once else " * 2")
    script = f"from handout import HANDOUT, page, pages, pdf; print(pages(pdf(page({text}))))"
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT / "scripts",
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    return int(done.stdout)


def test_the_handout_holds_the_map_the_four_ideas_the_glossary_and_the_codes() -> None:
    text = HANDOUT.read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert headings == ["The positions", "The four ideas", "Glossary", "Deal codes"]
    rows = re.findall(r"^ *\[ ?\d+\](?:\[ ?\d+\]| +\[ ?\d+\])*", text, re.M)
    assert [int(n) for row in rows for n in re.findall(r"\d+", row)] == list(range(25))
    for idea in [
        "Count each rank",
        "A card must never cover its own last partner",
        "Draws never hurt",
    ]:
        assert f"**{idea}" in text
        assert f"**{idea}" in TUTORIAL
    assert "**Make the safe pairs, and think only when a dangerous rank offers a choice.**" in text
    for word in ["free", "covered", "pair", "recycle", "dead end", "trap", "winnable"]:
        assert re.search(rf"^\| [^|]*\b{word}\b[^|]*\|", text, re.M), word
    for code in LADDER:
        assert code.removeprefix("HH1-N-") in text
    for code in re.findall(r"HH1-N-[A-Z]{7}", text):
        assert code in TUTORIAL or code in LADDER
