"""The project's docs stand alone: no pointers outside the repository, links that resolve."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
PAGES = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    ROOT / "CHANGELOG.md",
    *sorted((ROOT / "docs").glob("*.md")),
]
NOTEBOOKS = sorted((ROOT / "examples").glob("*.ipynb"))
OUTSIDE = re.compile(r"shared/(spec|rules|guides)|/work/|\.\./rules/")


def text_of(path: Path) -> str:
    if path.suffix == ".ipynb":
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        return "\n".join("".join(cell["source"]) for cell in cells)
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", PAGES + NOTEBOOKS, ids=lambda p: p.name)
def test_nothing_points_outside_the_repository(path: Path) -> None:
    assert OUTSIDE.findall(text_of(path)) == []


# Pages of docs/ that the site's build writes (scripts/site_docs.py): the API reference and
# the notebooks as run.
GENERATED = {ROOT / "docs" / "api.md", *(ROOT / "docs" / f"{n.stem}.md" for n in NOTEBOOKS)}


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_every_relative_link_resolves(path: Path) -> None:
    for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text_of(path)):
        linked = path.parent / target
        assert linked.exists() or linked in GENERATED, target


def test_the_generated_pages_are_written_by_the_docs_build() -> None:
    build = (ROOT / "scripts" / "site_docs.py").read_text(encoding="utf-8")
    assert '"api.md"' in build
    assert 'name.replace(".ipynb", ".md")' in build


def test_the_rules_name_every_setting_of_the_widget() -> None:
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    settings = ("Move errors", "Placement help", "Hints", "Winnable deals only", "Show if winnable")
    for setting in (*settings, "Language"):
        assert f"| {setting} |" in rules


REPOSITORY = "https://github.com/hearttoheart-widget/hearttoheart-widget"
RAW = "https://raw.githubusercontent.com/hearttoheart-widget/hearttoheart-widget/main/"


def test_the_readme_links_only_absolutely_so_that_it_reads_right_on_the_registry() -> None:
    readme = text_of(ROOT / "README.md")
    relative = re.findall(r"\]\((?!https?://|#)([^)]+)\)", readme)
    assert relative == []


def test_the_readmes_links_into_the_repository_name_files_that_exist() -> None:
    readme = text_of(ROOT / "README.md")
    targets = re.findall(rf"\]\({re.escape(REPOSITORY)}/blob/main/([^)#]+)", readme)
    targets += re.findall(rf"\]\({re.escape(RAW)}([^)#]+)\)", readme)
    assert targets
    for target in targets:
        assert (ROOT / target).exists(), target


def test_pyproject_names_the_same_repository() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'Repository = "{REPOSITORY}"' in pyproject


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_notebooks_point_to_the_docs_with_absolute_links(path: Path) -> None:
    """An installed user has the notebooks but not the repository's docs/ folder."""
    text = text_of(path)
    assert re.findall(r"`docs/[^`]*`", text) == []
    assert re.findall(r"\]\((?!https?://|#)([^)]+)\)", text) == []
    for target in re.findall(rf"\]\({re.escape(REPOSITORY)}/blob/main/([^)#]+)", text):
        assert (ROOT / target).exists(), target


def test_the_readme_is_a_newcomers_page_that_opens_with_the_two_commands() -> None:
    """What a newcomer needs, in about 200 lines; the rest is in docs/ and the other pages."""
    lines = text_of(ROOT / "README.md").splitlines()
    assert len(lines) <= 200
    assert lines[:5] == [
        "# hearttoheart-widget",
        "",
        "    python3 scripts/play.py",
        "    bash scripts/test.sh",
        "",
    ]
