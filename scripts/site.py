"""Build the project's static site, where Python runs in the browser:

    python3 scripts/site.py OUT

OUT/index.html is the home page; OUT/notebooks/ and OUT/lab/ are JupyterLite (the Pyodide
kernel, both example notebooks in the student's edition, without the answers, the package
preinstalled); OUT/play/ a game with no code in sight; OUT/handout.html the tutorial's
one-page handout, to print; OUT/docs/ the documentation (Material for MkDocs: docs/, the
notebooks as run, the API reference). OUT/service-worker.js keeps the site for offline
use and OUT/manifest.webmanifest makes it an installable app (scripts/app.py). Any static
file host serves OUT as it is.

Everything comes from the package registries: Pyodide from npm (site/package.json), the
build tools from PyPI (the ``site`` extra, installed into .venv by this script), and the
wheels the browser's Python needs from PyPI, downloaded once into build/site-cache/. Once
they are fetched the build is offline, and the site loads nothing from the internet. Node,
which comes with npm, runs that Pyodide to compile the modules the site's Python imports.
Run with any Python 3.10+: it makes .venv if needed and runs itself there.
"""

from __future__ import annotations

import argparse
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import venv
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
SITE = ROOT / "site"
CACHE = ROOT / "build" / "site-cache"
NOTEBOOKS = ("tutorial.ipynb", "scripting.ipynb")
PYODIDE = SITE / "node_modules" / "pyodide"
#: The runtime's files copied from the npm package (the rest are its docs and typings).
RUNTIME = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
#: Packages of Pyodide's lock that the kernel and the package need, with what they depend on.
FROM_LOCK = (
    "micropip",
    "packaging",
    "ipython",
    "jedi",
    "traitlets",
    "tqdm",
    "platformdirs",
    "typing-extensions",
)
#: Pure-Python wheels the lock lacks: given lock entries, at the versions installed here (so
#: that they match the lab extensions JupyterLite takes from this environment).
ADDED = ("comm", "psygnal", "ipywidgets", "anywidget")
#: The lab extensions the site takes from this environment, and no other that is installed.
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
EXTENSIONS = (
    KERNEL_EXTENSION,
    "@jupyter-widgets/jupyterlab-manager",
    "anywidget",
)
PACKAGE = "hearttoheart-widget"
#: The JupyterLite apps the site links to: the notebooks open in Notebook's app and in Lab.
APPS = ("lab", "notebooks")
#: What the browser's Python loads with the package beyond what it requires: tqdm, the
#: progress bars, as the ``examples`` extra brings them.
WITH_PACKAGE = ("tqdm",)
#: What the Play page's Python leaves out of the package's dependencies: IPython (with
#: jedi, prompt_toolkit, pygments ...), which site/play/ipython_stub.py stands in for, and
#: the progress bars, which the page never draws.
LEFT_OUT_OF_PLAY = ("ipython", "tqdm")
#: JupyterLite's own wheels its kernel installs at each start (the kernel, piplite, and the
#: ipykernel that stands in for the real one), from its extension in this environment: in
#: the lock, so that they load with the rest at once instead of one by one through piplite.
KERNEL_WHEELS = ("pyodide-kernel", "ipykernel", "piplite")
#: What the kernel loads with Pyodide, the package first: with every name here the kernel
#: installs nothing more itself (it looks for these names in the list).
KERNEL_PACKAGES = (
    PACKAGE,
    "micropip",
    "piplite",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",
    "ipython",
)
#: The kernel's drive (JupyterLite's DriveFS in its kernel worker, version pinned in
#: pyproject.toml): how it asks the page for a path's attributes, and the same with the
#: drive's root remembered after the first answer (see :func:`remember_drive_root`).
DRIVE_GETATTR = 'getattr(e){let t=this.request({method:"getattr",path:this.normalizePath(e)}),'
REMEMBERED_GETATTR = (
    "getattr(e){let root=e===this._mountpoint,"
    "t=root&&this._rootAttributes?{...this._rootAttributes}"
    ':this.request({method:"getattr",path:this.normalizePath(e)});'
    "root&&(this._rootAttributes??={...t});let "
)
#: Where jedi (completion in the notebooks) keeps its type stubs of other packages.
JEDI_STUBS = "jedi/third_party/typeshed/third_party/"
#: A wheel's files the browser's Python never reads (see :func:`slim_wheel`).
UNREAD = re.compile(
    r"^[^/]+\.data/|^[^/]+/(?:labextension|nbextension)/"
    rf"|^jedi/third_party/django-stubs/|^{re.escape(JEDI_STUBS)}."
)
#: A comment that names a source map, at the end of a script or a style sheet.
MAP_COMMENT = re.compile(r"\n?(?://|/\*)# sourceMappingURL=\S+\.map(?:\?\S*)?(?: \*/)?\s*$")
#: A font's older formats, which browsers without WOFF2 would take instead.
FONT_FALLBACKS = (".eot", ".svg", ".ttf", ".woff")
#: How many of its last lines a failed build step shows.
SAID = 30
#: pip download's options for wheels that Pyodide's Python 3.14 can install.
PIP_DOWNLOAD = [
    sys.executable,
    "-m",
    "pip",
    "download",
    "--quiet",
    "--no-deps",
    "--only-binary=:all:",
    "--python-version=3.14",
    "--implementation=py",
    "--abi=none",
    "--platform=any",
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder to write the site into (replaced)")
    args = parser.parse_args()
    python = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if Path(sys.prefix).resolve() != VENV.resolve():
        if not python.exists():
            print(f"== creating {VENV}")
            venv.create(VENV, with_pip=True)
        stamp = VENV / ".installed-site"
        if not stamp.exists() or stamp.stat().st_mtime < (ROOT / "pyproject.toml").stat().st_mtime:
            print("== installing the site's build tools (the site extra) into .venv")
            pip = [str(python), "-m", "pip", "install", "--quiet"]
            step("installing the site extra", [*pip, "--editable", f"{ROOT}[site]"])
            stamp.touch()
        return subprocess.call([str(python), __file__, str(args.out.resolve())])
    build(args.out.resolve())
    return 0


def step(what: str, command: list[str], **options: Any) -> None:
    """Run one step of the build, saying nothing unless it fails; then stop with the last
    lines it printed, stdout and stderr together: the tool's own reason (a package it
    lacks, say), not only its exit status."""
    done = subprocess.run(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
        check=False,
        **options,
    )
    if done.returncode != 0:
        said = done.stdout.rstrip().splitlines()[-SAID:]
        raise SystemExit(
            f"{what} failed (exit status {done.returncode}): {' '.join(command)}\n"
            + "\n".join(f"  | {line}" for line in said)
        )


def build(out: Path) -> None:
    """Write the whole site into ``out``."""
    if out.exists():
        shutil.rmtree(out)
    with tempfile.TemporaryDirectory(prefix="hearttoheart-site-") as scratch:
        work = Path(scratch)
        lite = work / "lite"
        pyodide = lite / "static" / "pyodide"
        pyodide.mkdir(parents=True)
        print("== the browser's Python: Pyodide from npm, wheels from PyPI")
        lock = runtime(pyodide)
        wheels = browser_wheels(lock, work)
        write_lock(lock, wheels, pyodide)
        print("== JupyterLite")
        jupyterlite(lite, out)
        remember_drive_root(out)
        print("== the documentation")
        documentation(work, out / "docs")
        print("== the Play page, the handout and the home page")
        shutil.copytree(SITE / "play", out / "play", ignore=shutil.ignore_patterns("__pycache__"))
        play_words(out / "play" / "words.json")
        play_wheels(out / "static" / "pyodide", out / "play")
        precompile(out / "static" / "pyodide", out / "play")
        from handout import page  # the handout's page, beside this script

        (out / "handout.html").write_text(page(), encoding="utf-8")
        shutil.copy2(SITE / "site.css", out / "site.css")
        home = (SITE / "home.html").read_text(encoding="utf-8")
        download = sum(path.stat().st_size for path in pyodide.iterdir()) / 1e6
        version = wheels[PACKAGE][1]
        home = home.replace("{version}", version).replace("{download}", f"{download:.0f}")
        (out / "index.html").write_text(home, encoding="utf-8")
    trim(out)
    print("== the app: icons, manifest and the versioned service worker")
    from app import make_app  # beside this script

    make_app(out)
    size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())
    print(f"== the site is in {out}: {size / 1e6:.1f} MB")


def play_words(path: Path) -> None:
    """Write the Play page's words, which it shows before Python has started: the
    translations' ``site`` section, and each game's name as ``game_COMMAND``, in every
    language."""
    from hearttoheart_widget.common import registry
    from hearttoheart_widget.common.translations import LANGUAGES, _table, translate

    words = dict(_table()["site"])
    for game in registry.declarations():
        names = {language: translate("title", language, game=game.key) for language in LANGUAGES}
        words[f"game_{game.command}"] = names
    path.write_text(json.dumps(words, ensure_ascii=False), encoding="utf-8")


def play_wheels(pyodide: Path, play: Path) -> None:
    """Write the Play page's wheels.json: the wheels beside the runtime in ``pyodide`` that
    its worker unpacks, the package's with what it depends on, but IPython and tqdm
    (:data:`LEFT_OUT_OF_PLAY`)."""
    lock = json.loads((pyodide / "pyodide-lock.json").read_text("utf-8"))
    needed = closure(lock, (PACKAGE,), leaving_out=LEFT_OUT_OF_PLAY)
    wheels = sorted(lock["packages"][name]["file_name"] for name in needed)
    (play / "wheels.json").write_text(json.dumps(wheels), encoding="utf-8")


def precompile(pyodide: Path, play: Path) -> None:
    """Compile the modules the site's Python imports, in the runtime's standard library and
    wheels (site/precompile.mjs, run by Node with the site's Pyodide); then give the lock
    the wheels' new sha256."""
    step(
        "precompiling the modules the site's Python imports",
        [node(), str(SITE / "precompile.mjs"), str(pyodide), str(play)],
    )
    lock = json.loads((pyodide / "pyodide-lock.json").read_text("utf-8"))
    for entry in lock["packages"].values():
        entry["sha256"] = hashlib.sha256((pyodide / entry["file_name"]).read_bytes()).hexdigest()
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")


def node() -> str:
    """Node's command (npm brings it); the build stops with a reason where it is missing."""
    found = shutil.which("node")
    if found is None:
        raise SystemExit("the browser's Python is precompiled by Node, which is not on PATH")
    return found


def runtime(pyodide: Path) -> dict[str, Any]:
    """Copy Pyodide's runtime from its npm package; its lock, as read."""
    installed = SITE / "node_modules" / ".package-lock.json"
    if not installed.exists() or (SITE / "package-lock.json").stat().st_mtime > (
        installed.stat().st_mtime
    ):
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("the site's Pyodide comes from npm, which is not on PATH")
        step("npm ci (Pyodide)", [npm, "ci", "--no-audit", "--no-fund", "--silent"], cwd=SITE)
    for name in RUNTIME:
        shutil.copy2(PYODIDE / name, pyodide / name)
    lock: dict[str, Any] = json.loads((PYODIDE / "pyodide-lock.json").read_text("utf-8"))
    return lock


def closure(
    lock: dict[str, Any], names: tuple[str, ...], leaving_out: tuple[str, ...] = ()
) -> list[str]:
    """``names`` and everything they depend on in Pyodide's lock, but the packages
    ``leaving_out`` names and what only they bring."""
    packages = lock["packages"]
    key = {normal(name): name for name in packages}
    skipped = {normal(name) for name in leaving_out}
    found: list[str] = []
    todo = list(names)
    while todo:
        name = key[normal(todo.pop())]
        if name not in found and normal(name) not in skipped:
            found.append(name)
            todo.extend(packages[name]["depends"])
    return sorted(found)


def normal(name: str) -> str:
    """A package name as the registries compare them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def browser_wheels(lock: dict[str, Any], work: Path) -> dict[str, tuple[Path, str]]:
    """Every wheel the browser's Python gets, by lock name: its file and version."""
    from importlib.metadata import version

    wanted = {name: lock["packages"][name]["version"] for name in closure(lock, FROM_LOCK)}
    wanted |= {name: version(name) for name in ADDED}
    wheels = CACHE / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    found: dict[str, tuple[Path, str]] = {}
    missing = []
    for name, number in wanted.items():
        match = find_wheel(wheels, name, number)
        if match is None:
            missing.append(f"{name}=={number}")
        else:
            found[name] = (match, number)
    if missing:
        print(f"   downloading {len(missing)} wheels into {wheels}")
        step("downloading the wheels", [*PIP_DOWNLOAD, "--dest", str(wheels), *missing])
        for name, number in wanted.items():
            match = find_wheel(wheels, name, number)
            assert match is not None, f"pip downloaded no wheel of {name} {number}"
            found[name] = (match, number)
    own = package_wheel(work)
    found[PACKAGE] = (own, own.name.split("-")[1])
    kernel = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / KERNEL_EXTENSION
    for name in KERNEL_WHEELS:
        (wheel,) = (
            path
            for path in (kernel / "static" / "pypi").glob("*.whl")
            if normal(path.name.split("-")[0]) == name
        )
        found[name] = (wheel, wheel.name.split("-")[1])
    return found


def find_wheel(folder: Path, name: str, number: str) -> Path | None:
    """The wheel of ``name`` at version ``number`` in ``folder``, if it is there."""
    for path in folder.glob("*.whl"):
        parts = path.name.split("-")
        if normal(parts[0]) == normal(name) and parts[1] == number:
            return path
    return None


def package_wheel(work: Path) -> Path:
    """The package's own wheel, built from this checkout."""
    dist = work / "dist"
    step(
        "building the package's wheel",
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist)],
        cwd=ROOT,
    )
    (wheel,) = dist.glob("*.whl")
    return wheel


def wheel_facts(wheel: Path) -> tuple[list[str], list[str]]:
    """A wheel's top-level import names, and the names it requires unconditionally."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (metadata,) = [n for n in names if re.fullmatch(r"[^/]+\.dist-info/METADATA", n)]
        message = email.parser.Parser().parsestr(archive.read(metadata).decode("utf-8"))
    tops = {name.split("/")[0] for name in names if "/" in name or name.endswith(".py")}
    imports = sorted(
        top.removesuffix(".py") for top in tops if not top.endswith((".dist-info", ".data"))
    )
    requires = [
        re.split(r"[\s<>=!~;\[(]", line, maxsplit=1)[0]
        for line in message.get_all("Requires-Dist") or []
        if "extra ==" not in line
    ]
    return imports, requires


def write_lock(lock: dict[str, Any], wheels: dict[str, tuple[Path, str]], pyodide: Path) -> None:
    """Put the wheels beside the runtime and write its lock: the packages it names there
    with their files' own sha256 (Pyodide repacks its wheels), and an entry for each
    wheel the lock lacks. Packages whose files are not here are left out."""
    packages = lock["packages"]
    key = {normal(name): name for name in packages}
    added = {name for name in wheels if name not in packages}
    for name in added:
        path, number = wheels[name]
        imports, requires = wheel_facts(path)
        depends = []
        for required in requires:
            target = key.get(normal(required), normal(required))
            if target in wheels:
                depends.append(target)
        if name == PACKAGE:
            depends.extend(WITH_PACKAGE)
        packages[name] = {
            "name": name,
            "version": number,
            "file_name": path.name,
            "install_dir": "site",
            "sha256": "",
            "package_type": "package",
            "imports": imports,
            "depends": sorted(depends),
            "unvendored_tests": False,
        }
    kept = {}
    for name, entry in packages.items():
        if name not in wheels:
            continue
        path = wheels[name][0]
        slim_wheel(path, pyodide / path.name)
        entry["file_name"] = path.name
        entry["sha256"] = hashlib.sha256((pyodide / path.name).read_bytes()).hexdigest()
        kept[name] = entry
    lock["packages"] = kept
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")


def slim_wheel(wheel: Path, into: Path) -> None:
    """Copy ``wheel`` to ``into`` without what the browser's Python never reads
    (:data:`UNREAD`). That is the front end's JavaScript a wheel carries for a Jupyter
    server to install (its data folder, and the lab and notebook extensions' copies
    inside its package), which the site serves from its own extensions folder; and
    jedi's type stubs of Django and of 51 other packages (requests, flask, yaml ...),
    1,126 of its 1,880 files, which it reads only to complete code using those packages:
    of them the browser's Python has only six, whose own source jedi reads instead. The
    stubs' folder stays, empty, as jedi lists it. Each file the kernel unpacks costs its
    start time (about 0.3 s for these). A wheel with none of it is copied as it is."""
    with zipfile.ZipFile(wheel) as source:
        kept = [info for info in source.infolist() if not UNREAD.search(info.filename)]
        if len(kept) == len(source.infolist()):
            shutil.copy2(wheel, into)
            return
        emptied = any(info.filename.startswith(JEDI_STUBS) for info in source.infolist())
        with zipfile.ZipFile(into, "w", zipfile.ZIP_DEFLATED) as target:
            for info in kept:
                target.writestr(info, source.read(info))
            if emptied:
                target.writestr(zipfile.ZipInfo(JEDI_STUBS), b"")


def jupyterlite(lite: Path, out: Path) -> None:
    """Build JupyterLite into ``out`` with both notebooks (the student's edition) and the
    local Pyodide."""
    from hearttoheart_widget.common.editions import write_edition

    files = lite / "files"
    files.mkdir()
    for name in NOTEBOOKS:
        write_edition(ROOT / "examples" / name, files / name)
    settings = {
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": list(KERNEL_PACKAGES)},
    }
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "hearttoheart-widget",
            # window.jupyterapp, for the site's browser test to drive the notebooks.
            "exposeAppInBrowser": True,
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": settings},
        },
    }
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    labextensions = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    build_config = {
        "LiteBuildConfig": {
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [str(labextensions / name) for name in EXTENSIONS],
        }
    }
    (lite / "jupyter_lite_config.json").write_text(json.dumps(build_config), encoding="utf-8")
    jupyter = Path(sys.executable).parent / "jupyter"
    apps = [option for app in APPS for option in ("--apps", app)]
    more = ["--output-dir", str(out), *apps, "--no-sourcemaps", "--no-unused-shared-packages"]
    step(
        "jupyter lite build",
        [str(jupyter), "lite", "build", "--lite-dir", str(lite), "--contents", str(files), *more],
        cwd=lite,
    )
    written = json.loads((out / "jupyter-lite.json").read_text("utf-8"))
    kernel = written["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert kernel.get("pyodideUrl", "").startswith("./"), "the kernel would load a remote Pyodide"


def remember_drive_root(out: Path) -> None:
    """Make the notebooks' kernel ask the page for its drive root's attributes once.

    The kernel works in the drive's root (``/drive``, the files JupyterLite shows), which
    is first on Python's path, so each new module Python imports makes it stat that
    folder: a synchronous request that waits for the page's main thread, which answers by
    listing the whole drive. The tutorial's start made 88 of them, 4 to 77 ms each while
    the page was still building itself: 1.5 s of its kernel's 2.3 s after Pyodide.
    JupyterLite gives the root fixed attributes (times of 0, size 0) whatever it holds,
    so the first answer is every answer; a test checks that the page still does so.
    """
    patched = []
    for worker in (out / "extensions" / KERNEL_EXTENSION / "static").glob("*.worker.*.js"):
        text = worker.read_text(encoding="utf-8")
        if text.count(DRIVE_GETATTR) == 1:
            worker.write_text(text.replace(DRIVE_GETATTR, REMEMBERED_GETATTR), encoding="utf-8")
            patched.append(worker.name.split(".")[0])
    if "comlink" not in patched:  # the worker the kernel runs in (coincident's: the same)
        raise SystemExit(
            f"{KERNEL_EXTENSION}'s kernel worker no longer has the drive's getattr that"
            " scripts/site.py makes remember the drive's root: see remember_drive_root"
        )


def documentation(work: Path, out: Path) -> None:
    """The MkDocs site (Material for MkDocs): docs/, its index.md the home page, the
    notebooks as run here (with their board pictures), and the API reference from the
    docstrings; site/docs_roles.py makes the docstrings' roles links."""
    from site_docs import write_docs  # the docs part, beside this script

    source = work / "docs"
    write_docs(source)
    where = ["--config-file", str(SITE / "mkdocs.yml"), "--site-dir", str(out)]
    step(
        "mkdocs build",
        [sys.executable, "-m", "mkdocs", "build", "--quiet", "--strict", *where],
        cwd=work,
        env={**os.environ, "HEARTTOHEART_SITE_DOCS": str(source)},
    )


def trim(out: Path) -> None:
    """Leave out of the site what no page loads: the source maps left (JupyterLite strips
    its own; Material for MkDocs ships some), with the comments that name them; a font's
    older formats beside its WOFF2, which every browser JupyterLite runs in takes first;
    and the search's word splitters and stemmers for other languages, which the search
    loads only for a language other than English."""
    for path in out.rglob("*.map"):
        path.unlink()
    for path in [*out.rglob("*.js"), *out.rglob("*.mjs"), *out.rglob("*.css")]:
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        if "sourceMappingURL=" in text:
            kept = MAP_COMMENT.sub("", text)
            if kept != text:
                path.write_text(kept, encoding="utf-8", errors="surrogateescape")
    for woff2 in out.rglob("*.woff2"):
        for older in FONT_FALLBACKS:
            woff2.with_suffix(older).unlink(missing_ok=True)
    index = json.loads((out / "docs" / "search" / "search_index.json").read_text("utf-8"))
    if index["config"]["lang"] == ["en"]:
        shutil.rmtree(out / "docs" / "assets" / "javascripts" / "lunr")


if __name__ == "__main__":
    sys.exit(main())
