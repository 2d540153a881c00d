"""The tutorial's one-page handout, ready to print: docs/handout.md as a page of its own.

    python scripts/handout.py OUT.html   # a page that prints on one A4 sheet
    python scripts/handout.py OUT.pdf    # that page printed by Chromium, one A4 page

Run it in the project's .venv (the ``test`` extra brings python-markdown with MkDocs, and
Playwright); the PDF needs Chromium (Debian's, as scripts/setup.sh installs it, or
Playwright's own). The site (scripts/site.py) puts the page at OUT/handout.html, and
tests/test_handout.py checks that Chromium prints it on one page.
"""

from __future__ import annotations

import html
import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANDOUT = ROOT / "docs" / "handout.md"

#: One A4 page: narrow margins, a sans-serif type, the map in a fixed-width one.
STYLE = """
@page { size: A4; margin: 11mm 13mm; }
body { font: 10pt/1.35 system-ui, "DejaVu Sans", sans-serif; color: #111; margin: 0; }
h1 { font-size: 15pt; margin: 0 0 4pt; }
h2 { font-size: 11pt; margin: 8pt 0 3pt; border-bottom: 1px solid #b00020; }
p, ol, ul { margin: 0 0 4pt; }
ol { padding-left: 16pt; }
li { margin-bottom: 1pt; }
pre { font: 10pt/1.25 "DejaVu Sans Mono", monospace; margin: 2pt 0 4pt; }
code { font: 9.4pt "DejaVu Sans Mono", monospace; }
table { border-collapse: collapse; width: 100%; margin-bottom: 4pt; }
th, td { text-align: left; vertical-align: top; padding: 1pt 5pt 1pt 0;
         border-bottom: 1px solid #ddd; }
"""


def page(markdown_text: str | None = None) -> str:
    """The handout as a standalone HTML page (docs/handout.md unless given)."""
    import markdown  # type: ignore[import-untyped]  # python-markdown, which MkDocs brings

    text = HANDOUT.read_text(encoding="utf-8") if markdown_text is None else markdown_text
    body = markdown.markdown(text, extensions=["tables", "fenced_code"])
    title = re.search(r"^# (.+)$", text, re.M)
    name = html.escape(title.group(1) if title else "Heart to Heart")
    return (
        f'<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{name}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}\n</body>\n"
        "</html>\n"
    )


def pdf(page_html: str) -> bytes:
    """``page_html`` printed on A4 by headless Chromium (Debian's if installed)."""
    from playwright.sync_api import sync_playwright

    with (
        tempfile.TemporaryDirectory(prefix="hearttoheart-handout-") as home,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(
            executable_path=shutil.which("chromium"),
            args=["--no-sandbox", "--disable-gpu"],
            env={"HOME": home},
            headless=True,
        )
        try:
            printed = browser.new_page()
            printed.set_content(page_html)
            data: bytes = printed.pdf(format="A4", print_background=True)
        finally:
            browser.close()
    return data


def pages(document: bytes) -> int:
    """How many pages a PDF has (its page objects)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", document))


def main() -> int:
    if len(sys.argv) != 2 or Path(sys.argv[1]).suffix not in (".html", ".pdf"):
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: python scripts/handout.py OUT.html | OUT.pdf", file=sys.stderr)
        return 2
    out = Path(sys.argv[1])
    if out.suffix == ".html":
        out.write_text(page(), encoding="utf-8")
    else:
        printed = pdf(page())
        out.write_bytes(printed)
        print(f"{out}: {pages(printed)} page(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
