"""The static site, built from this checkout and opened offline in Debian's Chromium.

``scripts/site.py`` builds it into a temporary folder; a static file server serves it on
127.0.0.1, and the browser aborts every request that would leave the machine (Playwright's
route, and Chromium's resolver maps every other host to nothing). Each test fails when any
request was aborted: the site must load nothing from the internet.
"""

from __future__ import annotations

import html
import json
import os
import random
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Literal

import pytest
from playwright.sync_api import Page, expect

from hearttoheart_widget import Game, format_moves
from hearttoheart_widget.common.links import game_link, read_link
from tests.browser.jupyterlab import chromium_path, execute
from tests.site.offline import (
    ALL_RAN,
    BARE_START,
    KEPT,
    PAGES,
    RELEASED,
    RUN_ALL,
    SNAPSHOT_CACHE,
    Offline,
    first_visit,
    served,
    serving,
)
from tests.waiting import until

pytestmark = [pytest.mark.site, pytest.mark.timeout(1800)]

ROOT = Path(__file__).resolve().parent.parent.parent
ARTIFACTS = ROOT / "test-artifacts"

#: The outputs of the open notebook that report trouble: errors, and anything on stderr.
TROUBLE = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  const found = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== "code") continue;
    for (const output of cell.outputs.toJSON()) {
      if (output.output_type === "error" || output.name === "stderr") {
        found.push(`cell ${i}: ${JSON.stringify(output).slice(0, 800)}`);
      }
    }
  }
  return found;
}"""


#: What the open notebook's cells printed, and their sources, as one text each.
PRINTED = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  const printed = [];
  const sources = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    sources.push(cell.sharedModel.getSource());
    if (cell.type !== "code") continue;
    for (const output of cell.outputs.toJSON()) {
      if (output.name === "stdout") printed.push([].concat(output.text).join(""));
    }
  }
  return {printed: printed.join(""), sources: sources.join("\\n")};
}"""


#: The SVG outputs of the open notebook (JupyterLab draws them as images).
CHARTS = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  const found = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== "code") continue;
    for (const output of cell.outputs.toJSON()) {
      const svg = output.data?.["image/svg+xml"];
      if (svg && svg.includes("<rect")) found.push(Array.isArray(svg) ? svg.join("") : svg);
    }
  }
  return found;
}"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built from this checkout by the README's command (or, to work on these
    tests, the one built already in the folder named by HEARTTOHEART_BUILT_SITE)."""
    if os.environ.get("HEARTTOHEART_BUILT_SITE"):
        return Path(os.environ["HEARTTOHEART_BUILT_SITE"])
    out = tmp_path_factory.mktemp("site") / "out"
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "site.py"), str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=1500,
    )
    assert done.returncode == 0, f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return out


@pytest.fixture(scope="module")
def offline(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Offline]:
    if chromium_path() is None:
        pytest.skip("Debian's chromium is not installed (scripts/setup.sh installs it)")
    with served(site, tmp_path_factory.mktemp("chromium-home")) as browser:
        yield browser


@pytest.fixture
def page(offline: Offline) -> Iterator[Page]:
    """A fresh page; the test fails when it tried to reach beyond this machine."""
    before = len(offline.aborted)
    opened = offline.context().new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    opened.context.close()
    assert offline.aborted[before:] == []
    assert errors == []


def run_all(page: Page, url: str) -> None:
    """Open the notebook at ``url`` in JupyterLite and run all its cells to the end."""
    page.goto(url)
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext")
    page.evaluate(RUN_ALL)
    page.wait_for_function(ALL_RAN, polling=500, timeout=1_200_000)


def test_the_home_page_links_to_the_tutorial_the_play_page_and_the_docs(
    page: Page, offline: Offline
) -> None:
    page.goto(offline.url)
    tutorial = page.get_by_role("link", name="Learn to play: the tutorial")
    expect(tutorial).to_have_attribute("href", "notebooks/index.html?path=tutorial.ipynb")
    play = page.get_by_role("link", name="Play", exact=True)
    expect(play).to_have_attribute("href", "play/index.html")
    expect(page.get_by_role("link", name="Documentation")).to_have_attribute(
        "href", "docs/index.html"
    )
    handout = page.get_by_role("link", name="one-page handout")
    expect(handout).to_have_attribute("href", "handout.html")
    expect(page.get_by_role("link", name="For teachers")).to_have_attribute(
        "href", "docs/instructor.html"
    )
    tutorial.click()
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.context?.path")
    assert page.evaluate("window.jupyterapp.shell.currentWidget.context.path") == "tutorial.ipynb"


#: The sessions the notebook app's page has: [path, kernel id] each, and the notebook's.
SESSIONS = """() => [
  [...window.jupyterapp.serviceManager.sessions.running()].map((s) => [s.path, s.kernel?.id]),
  window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.id,
]"""


#: Counts, in the page, the kernel's requests for its drive root's attributes, which the
#: service worker passes to the pages on JupyterLite's channel.
COUNT_ROOT_GETATTRS = """
window.rootGetattrs = 0;
new BroadcastChannel("/sw-api.v1").addEventListener("message", ({ data }) => {
  if (data?.data?.method === "getattr" && data.data.path === "") window.rootGetattrs += 1;
});
"""

#: The drive root's attributes as the page gives them (JupyterLite's answer to the kernel's
#: getattr), before and after a file is saved in the root from the page.
ROOT_BEFORE_AND_AFTER_A_SAVE = """async () => {
  const contents = window.jupyterapp.serviceManager.contents;
  const attributes = async () => {
    const { last_modified, created, size } = await contents.get("");
    return { last_modified, created, size };
  };
  const before = await attributes();
  await contents.save("probe.txt", { type: "file", format: "text", content: "seen" });
  return [before, await attributes()];
}"""

#: The notebook kernel's completions of code at its end.
KERNEL_COMPLETES = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const reply = await kernel.requestComplete({ code, cursor_pos: code.length });
  return reply.content.matches;
}"""


def test_the_tutorial_runs_every_cell_and_its_boards_answer_clicks(
    page: Page, offline: Offline
) -> None:
    """The tutorial's kernel, started early by early-kernel.js and taken over by the
    notebook (one session, one kernel), runs every cell, and its widgets work. It asked
    the page for its drive root's attributes once (the build makes it remember them),
    which is right as the page's answer never changes, and it still reads the drive."""
    page.add_init_script(COUNT_ROOT_GETATTRS)
    run_all(page, f"{offline.url}notebooks/index.html?path=tutorial.ipynb")
    assert page.evaluate("window.rootGetattrs") == 1  # 90 to 100 without the build's change
    before, after = page.evaluate(ROOT_BEFORE_AND_AFTER_A_SAVE)
    epoch = "1970-01-01T00:00:00.000Z"
    assert before == after == {"last_modified": epoch, "created": epoch, "size": 0}
    code = "import os; print(os.stat('.').st_mtime, open('probe.txt').read(), os.getcwd())"
    assert execute(page, code) == "0.0 seen /drive\n"
    # Completion (IPython with jedi, whose stubs of other packages the build leaves out).
    for code, expected in (("import json; json.du", "dumps"), ("first.pl", "play")):
        assert expected in page.evaluate(KERNEL_COMPLETES, code)
    expect(page.locator("html")).to_have_attribute("data-early-kernel", "started")
    running, notebooks = page.evaluate(SESSIONS)
    assert running == [["tutorial.ipynb", notebooks]]
    assert page.evaluate(TROUBLE) == []
    assert "5+18" not in page.evaluate(PRINTED)["sources"]  # the student's edition
    boards = page.locator(".hth")
    assert boards.count() >= 15
    stock = boards.first.locator('[data-target="stock"]')
    before = int(stock.get_attribute("data-count") or "0")
    stock.click()
    expect(stock).to_have_attribute("data-count", str(before - 1))


def check_the_scripting_notebook(page: Page) -> None:
    """The scripting notebook, run to its end, ran every cell without trouble: its charts
    drawn without matplotlib, its parallel run said in words, its section 13 measured."""
    assert page.evaluate(TROUBLE) == []
    # workers=2 stays in the page's process, and the cell says so in words, not on stderr.
    said = "workers=2 started no process here (this Python runs in a browser"
    assert said in page.evaluate(PRINTED)["printed"]
    drawn = page.evaluate(CHARTS)
    charts = [svg for svg in drawn if "Wilson intervals" in svg]
    assert len(charts) == 1  # the strategies' chart, drawn without matplotlib
    # Section 13's two charts of where pairs_first gave the win away, measured here too.
    lost = [svg for svg in drawn if "pairs_first gave the win away" in svg]
    assert len(lost) == 2
    assert "819 lost and reviewed" in page.evaluate(PRINTED)["printed"]


def test_a_tap_on_the_play_page_paints_before_python_answers(page: Page, offline: Offline) -> None:
    """Python runs in the page's worker: with its answers held back there, a tap on the
    stock is drawn at once from the previews the view has; Python's answer follows when
    let go. The page is pictured in test-artifacts/ at a desk's and a phone's width, light
    and dark."""
    page.goto(f"{offline.url}play/index.html")
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    assert page.locator(".jp-Notebook, .jp-Cell, code, pre").count() == 0
    expect(page.locator("#status")).to_contain_text("Python runs in your browser")
    # the page's Python has no IPython of its own (ipython_stub.py stands in for it), and
    # none of ipywidgets' controls (lazy_ipywidgets.py)
    assert page.evaluate(
        'hwPage.run(\'import IPython, sys; [IPython.get_ipython(), "jedi" in sys.modules,'
        ' "ipywidgets.widgets.widget_int" in sys.modules]\')'
    ) == [None, False, False]
    stock = page.locator('.hth [data-target="stock"]')
    before = int(stock.get_attribute("data-count") or "0")
    page.evaluate("hwPage.hold(true)")
    answers = page.evaluate("hwPage.answers")
    stock.click()
    expect(stock).to_have_attribute("data-count", str(before - 1))
    assert page.evaluate("hwPage.run('len(board.game.stock)')") == before - 1  # Python moved
    assert page.evaluate("hwPage.answers") == answers  # and the page has no answer yet
    page.evaluate("hwPage.hold(false)")
    until(lambda: page.evaluate("hwPage.answers") > answers, "Python's answer on the page")
    expect(stock).to_have_attribute("data-count", str(before - 1))
    ARTIFACTS.mkdir(exist_ok=True)
    schemes: tuple[Literal["light", "dark"], ...] = ("light", "dark")
    for width in (1280, 360):
        page.set_viewport_size({"width": width, "height": 900})
        for scheme in schemes:
            page.emulate_media(color_scheme=scheme)
            page.wait_for_function("document.getAnimations().length === 0")
            page.screenshot(path=str(ARTIFACTS / f"play-{width}-{scheme}.png"), full_page=True)


def test_hope_deferred_plays_in_the_worker_in_german_ready_beside_pyodides_bare_start(
    page: Page, offline: Offline, record_property: Callable[[str, object], None]
) -> None:
    """The second game plays with Python in the worker, its tap drawn before Python
    answers, and the page speaks the language asked for. Its ready time, cold, is
    recorded beside Pyodide's bare start in the same browser (benchmarks/site_speed.py
    prints both; no time is asserted)."""
    page.goto(f"{offline.url}play/index.html?game=hope-deferred&lang=de")
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    expect(page.locator("#status")).to_contain_text("Python läuft im Browser")
    expect(page.locator("nav")).to_have_attribute("aria-label", "Spiele")
    expect(page.locator("nav [aria-current='page']")).to_have_text("Herz zu Herz")
    assert page.evaluate("hwPage.run('board.language')") == "de"
    deal = page.locator('.hd [data-field="deal"]')
    # Its tap too is drawn from the previews before Python's answer, held back, arrives.
    page.evaluate("hwPage.hold(true)")
    answers = page.evaluate("hwPage.answers")
    page.locator('.hd [data-target="stock"]').click()
    expect(deal).to_have_text("1")
    assert page.evaluate("hwPage.run('board.game.moves')") == 1
    assert page.evaluate("hwPage.answers") == answers
    page.evaluate("hwPage.hold(false)")
    until(lambda: page.evaluate("hwPage.answers") > answers, "Python's answer on the page")
    expect(deal).to_have_text("1")
    # Each step of the start, in ms since the page's navigation began, in its order.
    until(lambda: page.evaluate("hwPage.timings.painted !== undefined"), "the board painted")
    timings = page.evaluate("hwPage.timings")
    order = ("pyodide", "packages", "kept", "board", "told", "ready", "painted")
    steps = [timings[step] for step in order]
    assert steps == sorted(steps)
    assert steps[0] > 0
    # Every module of the standard library the page imported came compiled (scripts/site.py
    # precompiles those the site imports): none was compiled from its source here.
    from_source = page.evaluate(f"hwPage.run({FROM_SOURCE!r})")
    assert from_source == [], f"compiled in the browser from source: {from_source}"
    record_property("play_painted_ms", timings["painted"])
    for name, folder in (("bare_pyodide_ms", "static/pyodide/"), ("released_pyodide_ms", RELEASED)):
        context = offline.context()
        bare = context.new_page()
        bare.goto(offline.url)
        record_property(name, round(bare.evaluate(BARE_START, folder)))
        context.close()


def test_the_docs_hold_the_rendered_notebooks_linked_live_and_the_api_reference(
    offline: Offline,
) -> None:
    """Its own page: MkDocs' theme script throws on a heading id that starts with a digit
    (its scrollspy), which is the theme's and not the site's; nothing may leave the machine."""
    before = len(offline.aborted)
    context = offline.context()
    page = context.new_page()
    page.goto(f"{offline.url}docs/tutorial.html")
    live = page.get_by_role("link", name="Run this notebook live in your browser")
    expect(live).to_have_attribute("href", "../notebooks/index.html?path=tutorial.ipynb")
    pictures = page.locator(".output img[src^='data:image/svg+xml']")
    assert pictures.count() >= 15
    page.goto(f"{offline.url}docs/api.html")
    expect(page.locator("[id='hearttoheart_widget.heart_to_heart.game.Game']")).to_have_count(1)
    context.close()
    assert offline.aborted[before:] == []


def test_the_built_site_is_never_committed() -> None:
    for built in ("site-out/index.html", "site/node_modules/pyodide/pyodide.mjs"):
        ignored = subprocess.run(["git", "check-ignore", "-q", built], cwd=ROOT, check=False)
        assert ignored.returncode == 0, built


#: The whole site's size at most, in bytes.
#: The Play page's Python: the modules of the standard library it imported from source (a
#: frozen module's origin is "frozen").
FROM_SOURCE = (
    "import sys; sorted(name for name, module in sys.modules.items()"
    " if (getattr(getattr(module, '__spec__', None), 'origin', None) or '')"
    ".startswith('/lib/python314.zip/') and module.__spec__.origin.endswith('.py'))"
)
MOST = 45_000_000
#: JupyterLite's apps the site links to; it ships no other.
APPS = {"lab", "notebooks"}


def test_the_site_is_light_without_source_maps_or_apps_it_never_links(site: Path) -> None:
    files = [path for path in site.rglob("*") if path.is_file()]
    assert sum(path.stat().st_size for path in files) <= MOST
    assert [path for path in files if path.suffix == ".map"] == []
    scripts = [path for path in files if path.suffix in (".js", ".mjs", ".css")]
    named = [path for path in scripts if "# sourceMappingURL=" in tail(path)]
    assert named == []  # no script or style sheet names a map it no longer has
    for app in ("repl", "edit", "consoles", "tree"):
        assert not (site / app).exists(), app
    assert {path.parent.name for path in (site / "build").glob("*/bundle.js")} == APPS


def tail(path: Path) -> str:
    """The end of a file, where a script or style sheet names its source map."""
    with path.open("rb") as file:
        file.seek(max(0, path.stat().st_size - 400))
        return file.read().decode("utf-8", errors="replace")


@pytest.mark.parametrize("visited", list(PAGES))
def test_a_first_visit_finds_every_file_it_asks_for(visited: str, offline: Offline) -> None:
    """Nothing the site's trimming removed is asked for: every file of a first visit is
    there. The Play page fetches nothing of JupyterLite's (benchmarks/site_speed.py prints
    what each page downloads)."""
    before = len(offline.aborted)
    fetched = first_visit(offline, visited)
    assert offline.aborted[before:] == []
    assert [(file.url, file.status) for file in fetched if file.status >= 400] == []
    assert any(file.url.endswith(visited) for file in fetched)
    if visited.startswith("play/"):
        assert [file.url for file in fetched if "/build/" in file.url] == []


def finished_game() -> Game:
    """A game of Heart to Heart played to its end by random moves."""
    rng = random.Random(7)
    game = Game.random(rng=rng)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def test_a_shared_link_opens_its_game_in_review_at_the_last_move(
    page: Page, offline: Offline
) -> None:
    game = finished_game()
    link = game_link(game, offline.url)
    page.goto(link)
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    expect(page.locator("#problem")).to_be_hidden()
    review = page.locator(".hth [data-review]")
    expect(review).to_be_visible()
    step = page.locator('.hth [data-field="review-step"]')
    expect(step).to_have_attribute("data-review-step", str(game.moves))
    history = page.evaluate("""hwPage.run('" ".join(map(str, board.game.history))')""")
    assert history == format_moves(game.history)
    assert page.evaluate("hwPage.run('board.review_mode[\"start\"]')") == game.moves


def test_a_bad_link_says_so_on_the_page_and_starts_a_new_game(page: Page, offline: Offline) -> None:
    page.goto(f"{offline.url}play/?code=HH1-N-AAAAAAB&moves=~dd!d")
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    problem = page.locator("#problem")
    expect(problem).to_be_visible()
    expect(problem).to_contain_text("This link could not be opened")
    expect(problem).to_contain_text("the link's move 3 ('!d') is no move")
    stock = page.locator('.hth [data-target="stock"]')
    before = int(stock.get_attribute("data-count") or "0")
    stock.click()
    expect(stock).to_have_attribute("data-count", str(before - 1))
    assert page.locator(".hth [data-review]").is_hidden()


def test_copy_link_copies_the_link_python_sends_of_the_game_on_the_board(
    page: Page, offline: Offline
) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{offline.url}play/index.html")
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    stock = page.locator('.hth [data-target="stock"]')
    before = int(stock.get_attribute("data-count") or "0")
    stock.click()
    expect(stock).to_have_attribute("data-count", str(before - 1))
    page.locator('.hth [data-action="settings"]').click()
    copy = page.locator('.hth [data-control="copy-link"]')
    expect(copy).to_be_visible()
    copy.click()
    copied = until(lambda: page.evaluate("navigator.clipboard.readText()"), "the copied link")
    assert copied == page.evaluate("hwPage.run('board.link')")
    assert copied.startswith(f"{offline.url}play/?code=HH1-N-")
    code, moves = read_link(copied)
    assert (code, moves) == (page.evaluate("hwPage.run('board.game.code')"), ["draw"])


#: A reST role as the docstrings write one (:meth:`play`): the API page must show none.
RAW_ROLE = re.compile(r":(?:meth|class|func|mod|attr|data|exc|obj):`")


def trait_note(module: Path, trait: str) -> str:
    """The first line of the docstring right under ``trait`` in ``module``'s source, as a
    page shows it (its literals without their backquotes)."""
    lines = module.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{trait} = "))
    return lines[at + 1].strip().strip('"').strip().replace("``", "")


def test_the_api_reference_renders_roles_trait_notes_and_typed_signatures(site: Path) -> None:
    """No raw reST role is left on the API page; a synced trait's note shows under it; and
    a signature shows its parameters' types."""
    page = (site / "docs" / "api.html").read_text(encoding="utf-8")
    text = html.unescape(re.sub(r"<[^>]+>", "", page))
    assert RAW_ROLE.findall(text) == []
    widget = ROOT / "hearttoheart_widget" / "heart_to_heart" / "widget.py"
    for trait in ("show_winnable", "show_positions"):
        assert trait_note(widget, trait) in " ".join(text.split()), trait
    assert re.search(r"from_code\(\s*code\s*:\s*str", text), "Game.from_code's signature"


@pytest.mark.parametrize(("width", "scheme"), [(1280, "light"), (360, "dark")])
def test_the_docs_search_works_offline_and_the_pages_look_right(
    page: Page, offline: Offline, width: int, scheme: Literal["light", "dark"]
) -> None:
    """The docs' own search finds a page with nothing reaching beyond the machine; the home
    and API pages are pictured in test-artifacts/ at a phone's and a desk's width."""
    page.set_viewport_size({"width": width, "height": 900})
    page.emulate_media(color_scheme=scheme)  # the theme follows the reader's scheme
    ARTIFACTS.mkdir(exist_ok=True)
    for name in ("index", "api"):
        page.goto(f"{offline.url}docs/{name}.html")
        expect(page.locator("h1").first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / f"docs-{name}-{width}-{scheme}.png"))
    page.goto(f"{offline.url}docs/index.html")
    if width < 800:  # a phone's width: the search sits behind its button
        page.locator("label[for='__search']").first.click()
    field = page.locator("input.md-search__input")
    results = page.locator(".md-search-result__item")

    # The search reads its field on a key's release (not on an input event, so it is typed
    # key by key, as a reader does), and ignores a query typed again unchanged. Its worker
    # builds its index in the background, later on a busy machine: the query is cleared
    # and typed again until the index answers it.
    def found() -> bool:
        if results.count() > 0:
            return True
        field.fill("")
        field.press_sequentially("deal code")
        return False

    until(found, "the docs' search to find a page", seconds=120)
    expect(results.first).to_be_visible()


def ready(page: Page) -> None:
    """Wait until the Play page's board answers, and its kept game is in IndexedDB."""
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    expect(page.locator("body")).to_have_attribute("data-kept", "kept")


def python(page: Page, code: str) -> object:
    """What the Play page's Python says ``code`` is."""
    return page.evaluate("(code) => hwPage.run(code)", code)


def tap_stock(page: Page) -> None:
    """Draw from the stock by a click, and wait until the draw is kept in IndexedDB."""
    stock = page.locator('.hth [data-target="stock"], .hd [data-target="stock"]').first
    before = python(page, "board.game.moves")
    stock.click()
    until(lambda: python(page, "board.game.moves") != before, "the move")
    expect(page.locator("body")).to_have_attribute("data-kept", "kept")


def test_the_play_page_keeps_the_game_its_settings_and_records_across_a_reload(
    page: Page, offline: Offline
) -> None:
    """A game given up goes to the records, the next one and a setting are kept; a reload
    puts them back, the statistics panel reviews the game given up; a second tab, a shared
    link and the other game leave the kept game alone; Clear removes everything, after
    asking."""
    page.goto(f"{offline.url}play/index.html")
    ready(page)
    note = page.locator("#keeping")
    expect(note).to_contain_text("kept only in this browser")
    other = page.context.new_page()  # a second tab reads what is kept, and writes nothing
    other.goto(f"{offline.url}play/index.html")
    expect(other.locator("body")).to_have_attribute("data-kept", "elsewhere", timeout=180_000)
    expect(other.locator("#keeping")).to_contain_text("open in another tab")
    expect(other.locator('#keeping [data-control="clear-kept"]')).to_be_hidden()
    other.close()
    tap_stock(page)
    given_up = python(page, "board.game.code")
    page.locator('.hth [data-action="new-game"]').click()  # gives the game up: a record
    until(lambda: python(page, "board.game.code") != given_up, "the new game")
    tap_stock(page)
    tap_stock(page)
    page.locator('.hth [data-action="settings"]').click()
    page.locator('.hth [data-setting="move_errors"]').check()
    until(lambda: python(page, "board.move_errors"), "the setting")
    expect(page.locator("body")).to_have_attribute("data-kept", "kept")
    kept = json.loads(str(python(page, "(FOLDER / 'heart_to_heart.json').read_text()")))
    playing = json.loads(kept["table"])
    assert playing["moves"] == ["draw", "draw"]

    page.reload()
    ready(page)
    again = json.loads(str(python(page, "board.table.to_json()")))
    assert (again["code"], again["moves"]) == (playing["code"], playing["moves"])
    assert again["clock"]["running"]
    assert again["clock"]["elapsed"] >= playing["clock"]["elapsed"]
    assert python(page, "board.move_errors") is True
    page.locator('.hth [data-action="settings"]').click()
    expect(page.locator('.hth [data-setting="move_errors"]')).to_be_checked()
    page.locator('.hth [data-action="statistics"]').click()
    expect(page.locator('.hth [data-stat="played"]')).to_have_text("1")
    games = page.locator(".hth .hw-recent-game")
    expect(games).to_have_count(1)
    expect(games.first).to_have_attribute("data-result", "unfinished")
    games.first.locator('[data-control="review-record"]').click()
    expect(page.locator(".hth [data-review]")).to_be_visible()
    assert python(page, "board.review_mode['code']") == given_up

    page.goto(game_link(finished_game(), offline.url))  # a link: its own game, kept apart
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    expect(page.locator(".hth [data-review]")).to_be_visible()
    page.goto(f"{offline.url}play/?game=hope-deferred")  # the other game, kept apart
    ready(page)
    tap_stock(page)
    page.goto(f"{offline.url}play/index.html")
    ready(page)
    assert json.loads(str(python(page, "board.table.to_json()")))["moves"] == playing["moves"]

    page.once("dialog", lambda dialog: dialog.accept())
    with page.expect_navigation():
        note.get_by_role("button", name="Clear").click()
    ready(page)
    assert python(page, "board.game.moves") == 0
    assert python(page, "len(records.games())") == 0
    assert python(page, "sorted(p.name for p in FOLDER.iterdir())") == ["heart_to_heart.json"]


#: Change the kept snapshot (site/play/snapshot.js) in place: ``[bytes or null, fingerprint
#: or null]``, null keeping what is there; resolves with its address.
SPOIL_SNAPSHOT = f"""async ([bytes, fingerprint]) => {{
  const cache = await caches.open("{SNAPSHOT_CACHE}");
  const [key] = await cache.keys();
  const kept = await cache.match(key);
  const headers = Object.fromEntries(kept.headers);
  if (fingerprint !== null) headers["x-hearttoheart-fingerprint"] = fingerprint;
  const body = bytes === null ? await kept.arrayBuffer() : new Uint8Array(bytes);
  await cache.put(key, new Response(body, {{ headers }}));
  return key.url;
}}"""


def visit_play(page: Page, url: str) -> bool:
    """Open the Play page; whether its Python started from a kept snapshot."""
    page.goto(f"{url}play/index.html")
    ready(page)
    restored = page.evaluate("hwPage.restored")
    assert isinstance(restored, bool)
    return restored


def snapshot_kept(page: Page) -> None:
    """Wait until the visit on ``page`` has kept the snapshot it took."""
    page.wait_for_function("hwPage.snapshot !== null", timeout=120_000)
    assert page.evaluate("hwPage.snapshot") == "kept"


def test_a_second_visit_starts_python_from_the_snapshot_the_first_kept(
    page: Page, offline: Offline
) -> None:
    """The first visit keeps a snapshot of its Python; the next ones start from it, play,
    and draw new random numbers (each its own); a snapshot of other files, or one that
    will not start, is not used, and a new one takes its place."""
    assert visit_play(page, offline.url) is False
    snapshot_kept(page)
    numbers = []
    for _ in range(2):
        assert visit_play(page, offline.url) is True
        assert page.evaluate("hwPage.snapshot") is None  # it takes none
        numbers.append(python(page, "import random; random.random()"))
        tap_stock(page)  # Python plays: the modules the snapshot holds work
    assert numbers[0] != numbers[1]
    assert python(page, "board.game.moves") == 2

    # Another build's snapshot (its fingerprint differs): started without, and replaced.
    page.evaluate(SPOIL_SNAPSHOT, [None, "another build"])
    assert visit_play(page, offline.url) is False
    snapshot_kept(page)
    assert visit_play(page, offline.url) is True

    # A snapshot that will not start: forgotten, the page starts without, and keeps a new one.
    page.evaluate(SPOIL_SNAPSHOT, [[0] * 64, None])
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text))
    assert visit_play(page, offline.url) is False
    assert any("did not start, so it is forgotten" in text for text in warnings), warnings
    snapshot_kept(page)
    assert visit_play(page, offline.url) is True
    assert python(page, "board.game.moves") == 2  # the game in progress, kept throughout


#: Notes, on the page, how far it had started when it asked the service worker to keep its
#: part of the site (register.js): the Play page's board, the notebook's cells and kernel.
NOTE_WHEN_KEPT = f"""(() => {{
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (message, ...rest) {{
    if (message?.visited) {{
      const kernel = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
      window.hwAskedToKeep = {{
        board: document.body.dataset.ready ?? null,
        kernel: kernel?.status ?? null,
        ran: window.jupyterapp ? ({ALL_RAN})() : null,
      }};
    }}
    return post.call(this, message, ...rest);
  }};
}})()"""


def test_a_page_has_its_part_of_the_site_kept_only_once_it_has_started(offline: Offline) -> None:
    """Keeping a part of the site (up to 40 MB) waits for the page: the Play page's board
    drawn; a notebook's kernel idle after its cells ran (a Run All here); the home page and
    the docs loaded (not the minute at the latest)."""
    context = offline.context()
    context.add_init_script(NOTE_WHEN_KEPT)
    page = context.new_page()
    after = "document.documentElement.dataset.keepAfter"
    page.goto(f"{offline.url}play/index.html")
    page.wait_for_function(KEPT, polling=250, timeout=300_000)
    assert page.evaluate("window.hwAskedToKeep") == {"board": "true", "kernel": None, "ran": None}
    assert page.evaluate(after) == "board"
    page.goto(f"{offline.url}notebooks/index.html?path=tutorial.ipynb")
    page.wait_for_function("window.jupyterapp?.shell.currentWidget?.sessionContext")
    page.evaluate(RUN_ALL)
    page.wait_for_function(KEPT, polling=250, timeout=600_000)
    assert page.evaluate("window.hwAskedToKeep") == {"board": None, "kernel": "idle", "ran": True}
    assert page.evaluate(after) == "kernel"
    for other in ("index.html", "docs/index.html"):
        page.goto(f"{offline.url}{other}")
        page.wait_for_function(KEPT, polling=250, timeout=300_000)
        assert page.evaluate(after) == "load", other
    context.close()


def test_after_one_visit_the_play_page_the_notebooks_and_the_docs_work_offline(
    offline: Offline, site: Path
) -> None:
    before = len(offline.aborted)
    context = offline.context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    # One visit, on a server of its own: a notebook and a page of the docs, each until the
    # service worker has kept its part of the site. The Play page is never visited.
    with serving(site) as url:
        for visited in ("notebooks/index.html?path=tutorial.ipynb", "docs/index.html"):
            page.goto(f"{url}{visited}")
            page.wait_for_function(KEPT, polling=250, timeout=600_000)
    # The server is gone, the browser is offline too, and its HTTP cache is empty: what
    # follows comes from the service worker's cache.
    context.set_offline(True)
    context.new_cdp_session(page).send("Network.clearBrowserCache")
    opened = page.goto(f"{url}play/?game=heart-to-heart")
    assert opened is not None
    assert opened.from_service_worker
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=180_000)
    stock = page.locator('.hth [data-target="stock"]')
    count = int(stock.get_attribute("data-count") or "0")
    stock.click()
    expect(stock).to_have_attribute("data-count", str(count - 1))
    run_all(page, f"{url}notebooks/index.html?path=tutorial.ipynb")
    assert page.evaluate(TROUBLE) == []
    assert page.locator(".hth").count() >= 15
    # The scripting notebook is run here only, offline: the slowest of the site's runs.
    run_all(page, f"{url}notebooks/index.html?path=scripting.ipynb")
    check_the_scripting_notebook(page)
    # A page of the docs never visited, and its search.
    opened = page.goto(f"{url}docs/rules.html")
    assert opened is not None
    assert opened.from_service_worker
    page.get_by_role("textbox", name="Search").fill("stock")
    expect(page.locator(".md-search-result__item").first).to_be_visible()
    context.close()
    assert offline.aborted[before:] == []
    assert errors == []


def test_the_site_is_an_installable_app_whose_icons_load(page: Page, offline: Offline) -> None:
    page.goto(offline.url)
    page.wait_for_function(KEPT, polling=250, timeout=300_000)
    cdp = page.context.new_cdp_session(page)
    got = cdp.send("Page.getAppManifest")
    assert got["errors"] == []
    assert got["url"] == f"{offline.url}manifest.webmanifest"
    manifest = json.loads(got["data"])
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./play/index.html"
    # A Playwright context is an incognito profile, where Chromium installs no app: every
    # other reason it would not (a manifest field, an icon, the worker) would be here.
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [error["errorId"] for error in errors] == ["in-incognito"]
    icons = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert icons >= {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in manifest["icons"]:
        size = page.evaluate(LOADED, f"{offline.url}{icon['src']}")
        assert f"{size[0]}x{size[1]}" == icon["sizes"]
    touch = page.locator("link[rel=apple-touch-icon]").get_attribute("href")
    assert page.evaluate(LOADED, f"{offline.url}{touch}") == [180, 180]
    assert (
        page.locator("meta[name=theme-color]").get_attribute("content") == (manifest["theme_color"])
    )


#: Loads an image and resolves with its width and height in pixels.
LOADED = """(url) => new Promise((resolve, reject) => {
  const image = new Image();
  image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
  image.onerror = () => reject(new Error(`${url} did not load`));
  image.src = url;
})"""


def test_every_page_registers_the_one_service_worker_and_links_the_one_manifest(
    site: Path,
) -> None:
    worker = (site / "service-worker.js").read_text(encoding="utf-8")
    assert "hearttoheart-widget" in worker
    assert '/sw-api.v1"' in worker
    assert 'version: ""' not in worker  # the build stamped its version in
    pages = [site / "index.html", site / "play" / "index.html"]
    lite = [path for app in ("lab", "notebooks") for path in (site / app).rglob("index.html")]
    pages += [path for path in lite if "config-utils.js" in path.read_text(encoding="utf-8")]
    assert len(pages) == 4  # JupyterLite's two apps (the rest of its pages redirect to them)
    pages += [site / "docs" / "index.html", site / "docs" / "rules.html"]
    for path in pages:
        text = path.read_text(encoding="utf-8")
        scripts = re.findall(r'<script src="([^"]*register\.js)"', text)
        assert len(scripts) == 1, path
        assert (path.parent / scripts[0]).resolve() == site / "register.js"
        if "docs" not in path.parts:
            (manifest,) = re.findall(r'<link rel="manifest" href="([^"]+)"', text)
            assert (path.parent / manifest).resolve() == site / "manifest.webmanifest"
