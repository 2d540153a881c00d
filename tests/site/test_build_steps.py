"""scripts/site.py's build steps: one that fails stops the build with what the tool said,
not only its exit status."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "site.py"


def site_script() -> ModuleType:
    """scripts/site.py as a module (importing it builds nothing)."""
    spec = importlib.util.spec_from_file_location("site_script", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_failed_step_shows_the_tools_own_reason_from_stdout_and_stderr() -> None:
    tool = (
        "import sys\n"
        "for n in range(100): print('progress', n)\n"
        "print('jupyter-server is not installed.', file=sys.stderr)\n"
        "sys.exit(2)\n"
    )
    with pytest.raises(SystemExit) as stopped:
        site_script().step("jupyter lite build", [sys.executable, "-c", tool])
    said = str(stopped.value)
    assert said.startswith("jupyter lite build failed (exit status 2): ")
    assert said.endswith("  | progress 99\n  | jupyter-server is not installed.")
    assert "progress 69" not in said  # its last lines only


def test_a_step_that_works_says_nothing(capfd: pytest.CaptureFixture[str]) -> None:
    site_script().step("a step", [sys.executable, "-c", "print('lots of progress')"])
    assert capfd.readouterr() == ("", "")


def slimmed(folder: Path, name: str, members: dict[str, str]) -> Path:
    """A wheel of ``members`` (name: text) made in ``folder``, then slimmed into
    ``folder/out`` by scripts/site.py: the slimmed wheel."""
    wheel = folder / name
    with zipfile.ZipFile(wheel, "w") as archive:
        for member, text in members.items():
            archive.writestr(member, text)
    slim = folder / "out" / name
    slim.parent.mkdir(exist_ok=True)
    site_script().slim_wheel(wheel, slim)
    return slim


def test_a_browser_wheel_leaves_out_the_front_ends_javascript_and_keeps_the_python(
    tmp_path: Path,
) -> None:
    members = {
        "anywidget/__init__.py": "from ._version import __version__",
        "anywidget/labextension/static/main.js": "lab();",
        "anywidget/nbextension/index.js": "nb();",
        "anywidget-0.11.0.data/data/share/jupyter/labextensions/anywidget/package.json": "{}",
        "anywidget-0.11.0.dist-info/METADATA": "Name: anywidget",
        "anywidget/static/widget.css": "kept: a file the package itself may read",
    }
    with zipfile.ZipFile(
        slimmed(tmp_path, "anywidget-0.11.0-py3-none-any.whl", members)
    ) as archive:
        assert sorted(archive.namelist()) == [
            "anywidget-0.11.0.dist-info/METADATA",
            "anywidget/__init__.py",
            "anywidget/static/widget.css",
        ]
        assert archive.read("anywidget/__init__.py") == members["anywidget/__init__.py"].encode()
    # A wheel with nothing to leave out is copied byte for byte.
    plain = tmp_path / "comm-0.2.3-py3-none-any.whl"
    with zipfile.ZipFile(plain, "w") as archive:
        archive.writestr("comm/__init__.py", "")
    site_script().slim_wheel(plain, tmp_path / "out" / plain.name)
    assert (tmp_path / "out" / plain.name).read_bytes() == plain.read_bytes()


def test_jedis_wheel_leaves_out_other_packages_stubs_but_keeps_their_listed_folder(
    tmp_path: Path,
) -> None:
    stubs = "jedi/third_party/typeshed/third_party/"
    members = {
        "jedi/__init__.py": "",
        "jedi/third_party/typeshed/stdlib/3/json/__init__.pyi": "def dumps(obj): ...",
        f"{stubs}2and3/six/__init__.pyi": "PY3: bool",
        f"{stubs}2and3/requests/__init__.pyi": "def get(url): ...",
        "jedi/third_party/django-stubs/django-stubs/__init__.pyi": "VERSION: tuple",
    }
    with zipfile.ZipFile(slimmed(tmp_path, "jedi-0.19.2-py2.py3-none-any.whl", members)) as archive:
        assert sorted(archive.namelist()) == [
            "jedi/__init__.py",
            "jedi/third_party/typeshed/stdlib/3/json/__init__.pyi",  # the standard library's
            stubs,  # jedi lists this folder: it stays, empty
        ]
        archive.extractall(tmp_path / "unpacked")
    assert list((tmp_path / "unpacked" / stubs).iterdir()) == []


def test_the_kernels_drive_asks_the_page_for_its_roots_attributes_once(tmp_path: Path) -> None:
    script = site_script()
    static = tmp_path / "extensions" / script.KERNEL_EXTENSION / "static"
    static.mkdir(parents=True)
    worker = static / "comlink.worker.c654f1f92d96ff96.js"
    # The drive's class, as the pinned jupyterlite-pyodide-kernel minifies it.
    drive = (
        "class Drive{constructor(e){this._mountpoint=e.mountpoint;this.requests=[]}"
        "request(e){this.requests.push(e.path);return{size:0,mtime:'1970-01-01',asked:e.path}}"
        "normalizePath(e){return e.startsWith(this._mountpoint)?e.slice(this._mountpoint.length):e}"
        f"{script.DRIVE_GETATTR}s=new Date(0);return t.mtime=t.mtime?new Date(t.mtime):s,t}}}}"
    )
    worker.write_text(drive, encoding="utf-8")
    script.remember_drive_root(tmp_path)
    patched = worker.read_text(encoding="utf-8")
    assert script.DRIVE_GETATTR not in patched
    run = (
        f"{patched}\nconst d=new Drive({{mountpoint:'/drive'}});"
        "const a=[d.getattr('/drive'),d.getattr('/drive'),d.getattr('/drive/x.py'),"
        "d.getattr('/drive/x.py'),d.getattr('/drive')];"
        "console.log(JSON.stringify({requests:d.requests,answers:a.map((x)=>x.asked),"
        "dated:a.every((x)=>x.mtime instanceof Date),distinct:a[0]!==a[1]}))"
    )
    node = script.node()
    said = subprocess.run([node, "-e", run], capture_output=True, text=True, check=True)
    assert json.loads(said.stdout) == {
        "requests": ["", "/x.py", "/x.py"],  # the root once, any other path each time
        "answers": ["", "", "/x.py", "/x.py", ""],
        "dated": True,
        "distinct": True,  # each answer its own object: Emscripten may change it
    }
    # A kernel worker without that code stops the build, saying why.
    with pytest.raises(SystemExit, match="remember_drive_root"):
        script.remember_drive_root(tmp_path)


def test_trimming_leaves_out_maps_their_comments_font_fallbacks_and_other_languages(
    tmp_path: Path,
) -> None:
    files = {
        "build/bundle.js": "run();\n//# sourceMappingURL=bundle.js.map?_=c9f706b",
        "build/bundle.js.map": "{}",
        "ext/88.js": "go();\n//# sourceMappingURL=88.js.map?v=4eef",
        "docs/main.css": "a{}\n/*# sourceMappingURL=main.css.map */\n",
        "docs/main.css.map": "{}",
        "build/reads.js": "const hint = 'sourceMappingURL=x.map';\nrun();",
        "build/fa-solid-900.woff2": "w2",
        "build/fa-solid-900.woff": "w",
        "build/fa-solid-900.ttf": "t",
        "build/fa-solid-900.eot": "e",
        "build/fa-solid-900.svg": "s",
        "build/only.ttf": "t",
        "docs/search/search_index.json": '{"config": {"lang": ["en"]}, "docs": []}',
        "docs/assets/javascripts/lunr/wordcut.js": "thai",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    site_script().trim(tmp_path)
    left = {str(path.relative_to(tmp_path)) for path in tmp_path.rglob("*") if path.is_file()}
    assert left == {
        "build/bundle.js",
        "ext/88.js",
        "docs/main.css",
        "build/reads.js",
        "build/fa-solid-900.woff2",
        "build/only.ttf",
        "docs/search/search_index.json",
    }
    assert (tmp_path / "build/bundle.js").read_text(encoding="utf-8") == "run();"
    assert (tmp_path / "ext/88.js").read_text(encoding="utf-8") == "go();"
    assert (tmp_path / "docs/main.css").read_text(encoding="utf-8") == "a{}"
    assert (tmp_path / "build/reads.js").read_text(encoding="utf-8") == files["build/reads.js"]


def test_the_play_pages_words_are_the_translations_site_section_and_the_games_names(
    tmp_path: Path,
) -> None:
    """What the Play page shows before Python has started, in every language, from the one
    translations file: its ``site`` section, and each game's name by its command."""
    from hearttoheart_widget.common import registry
    from hearttoheart_widget.common.translations import LANGUAGES, _table

    written = tmp_path / "words.json"
    site_script().play_words(written)
    words = json.loads(written.read_text(encoding="utf-8"))
    site = _table()["site"]
    games = {f"game_{game.command}" for game in registry.declarations()}
    assert set(words) == set(site) | games
    assert all(set(words[key]) == set(LANGUAGES) for key in words)
    assert words["page_ready"] == site["page_ready"]
    assert words["game_hope-deferred"]["hr"] == _table()["hope_deferred"]["title"]["hr"]
