"""The wheel is the product: build it, install it where no source tree and no node are, run it.

``python -m build`` makes the sdist and, from the sdist, the wheel. The wheel goes with its
``examples`` extra into a new virtual environment outside the source tree, with every folder
holding node or npm taken off PATH. ``hearttoheart tutorial`` from that environment copies
the example notebooks out, and both run there with that environment's own kernel.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from .clones import without_node

pytestmark = [pytest.mark.wheel, pytest.mark.timeout(1200)]

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = "hearttoheart_widget/static/heart_to_heart.js"
KERNEL = "hearttoheart-wheel"


@dataclass(frozen=True)
class Installed:
    """The built files, and the fresh environment the wheel went into."""

    wheel: Path
    sdist: Path
    python: Path
    work: Path
    env: dict[str, str]


def run(args: list[str | Path], env: dict[str, str], cwd: Path) -> str:
    """Run a command to its end; its output, or a failure that shows the output."""
    done = subprocess.run(
        [str(arg) for arg in args], env=env, cwd=cwd, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, f"{args} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    if not (ROOT / BUNDLE).exists():
        pytest.fail("the front end is not built: `npm run build` in js/ (scripts/test.sh does it)")
    base = tmp_path_factory.mktemp("wheel")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = without_node(env["PATH"])
    assert shutil.which("node", path=env["PATH"]) is None
    dist = base / "dist"
    run([sys.executable, "-m", "build", "--outdir", dist, ROOT], env, base)
    venv = base / "venv"
    run([sys.executable, "-m", "venv", venv], env, base)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    (wheel,) = dist.glob("*.whl")
    (sdist,) = dist.glob("*.tar.gz")
    run([python, "-m", "pip", "install", "-q", f"{wheel}[examples]"], env, base)
    work = base / "work"
    work.mkdir()
    return Installed(wheel, sdist, python, work, env)


def test_the_wheel_holds_the_bundle_and_the_notebooks_and_no_tests(installed: Installed) -> None:
    names = zipfile.ZipFile(installed.wheel).namelist()
    assert BUNDLE in names
    assert "hearttoheart_widget/static/hope_deferred.js" in names
    assert "hearttoheart_widget/examples/tutorial.ipynb" in names
    assert "hearttoheart_widget/examples/scripting.ipynb" in names
    assert not [name for name in names if name.startswith("tests/")]


def test_the_sdist_builds_without_node(installed: Installed) -> None:
    """The wheel was built from the sdist with no node on PATH: the sdist carries the bundle."""
    with tarfile.open(installed.sdist) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    assert {BUNDLE, "js/package.json", "js/package-lock.json", "examples/tutorial.ipynb"} <= names


def test_the_package_is_imported_from_the_fresh_environment(installed: Installed) -> None:
    found = run(
        [installed.python, "-c", "import hearttoheart_widget as h; print(h.__file__)"],
        installed.env,
        installed.work,
    )
    location = Path(found.strip())
    assert location.is_relative_to(installed.python.parent.parent)
    assert not location.is_relative_to(ROOT)


@pytest.fixture(scope="module")
def executed(
    installed: Installed, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, nbformat.NotebookNode]:
    """Both example notebooks, copied out by the installed command and run with its kernel."""
    command = installed.python.parent / ("hearttoheart.exe" if os.name == "nt" else "hearttoheart")
    run([command, "tutorial", "--no-open"], installed.env, installed.work)
    kernels = tmp_path_factory.mktemp("kernels")
    spec = {
        "argv": [str(installed.python), "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "the installed wheel",
        "language": "python",
    }
    (kernels / "kernels" / KERNEL).mkdir(parents=True)
    (kernels / "kernels" / KERNEL / "kernel.json").write_text(json.dumps(spec))
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUPYTER_PATH", str(kernels))
        patch.setenv("PATH", installed.env["PATH"])
        patch.delenv("PYTHONPATH", raising=False)
        notebooks = {}
        for name in ("hearttoheart-tutorial.ipynb", "hearttoheart-scripting.ipynb"):
            notebook = nbformat.read(installed.work / name, as_version=4)
            where = "import hearttoheart_widget\nhearttoheart_widget.__file__"
            notebook.cells.append(nbformat.v4.new_code_cell(where))
            client = NotebookClient(
                notebook,
                timeout=600,
                kernel_name=KERNEL,
                resources={"metadata": {"path": str(installed.work)}},
            )
            client.execute()
            notebooks[name] = notebook
    return notebooks


def outputs(notebook: nbformat.NotebookNode) -> list[nbformat.NotebookNode]:
    """Every output of the notebook's code cells."""
    return [out for cell in notebook.cells if cell.cell_type == "code" for out in cell.outputs]


@pytest.mark.parametrize("name", ["hearttoheart-tutorial.ipynb", "hearttoheart-scripting.ipynb"])
def test_the_example_notebooks_run_against_the_installed_wheel(
    executed: dict[str, nbformat.NotebookNode], installed: Installed, name: str
) -> None:
    notebook = executed[name]
    errors = [output for output in outputs(notebook) if output.output_type == "error"]
    assert errors == []
    imported_from = Path(notebook.cells[-1].outputs[0]["data"]["text/plain"].strip("'\""))
    assert imported_from.is_relative_to(installed.python.parent.parent)


def test_the_tutorial_shows_widgets_and_the_scripting_notebook_charts_without_matplotlib(
    executed: dict[str, nbformat.NotebookNode], installed: Installed
) -> None:
    widget = "application/vnd.jupyter.widget-view+json"
    tutorial = outputs(executed["hearttoheart-tutorial.ipynb"])
    assert any(widget in output.get("data", {}) for output in tutorial)
    scripting = outputs(executed["hearttoheart-scripting.ipynb"])
    charts = [
        out["data"]["image/svg+xml"] for out in scripting if "image/svg+xml" in out.get("data", {})
    ]
    assert any("Wilson intervals" in chart for chart in charts)
    missing = subprocess.run(
        [installed.python, "-c", "import matplotlib"], env=installed.env, capture_output=True
    )
    assert missing.returncode != 0, "the examples extra no longer brings matplotlib"


def test_the_wheel_and_the_sdist_carry_the_license_and_the_metadata(installed: Installed) -> None:
    wheel = zipfile.ZipFile(installed.wheel)
    names = wheel.namelist()
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
    (metadata_name,) = [name for name in names if name.endswith(".dist-info/METADATA")]
    metadata = wheel.read(metadata_name).decode()
    with tarfile.open(installed.sdist) as sdist:
        assert "LICENSE" in {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    version = run(
        [installed.python, "-c", "import hearttoheart_widget as h; print(h.__version__)"],
        installed.env,
        installed.work,
    ).strip()
    assert f"\nVersion: {version}\n" in metadata
    assert "MIT License" in wheel.read(next(n for n in names if n.endswith("/LICENSE"))).decode()
    for field in ("Author: ", "Keywords: ", "Project-URL: Repository, https://github.com/"):
        assert f"\n{field}" in metadata, field
    for classifier in (
        "Programming Language :: Python :: 3.10",
        "Intended Audience :: Education",
        "Topic :: Games/Entertainment :: Puzzle Games",
        "Operating System :: OS Independent",
        "Framework :: Jupyter :: JupyterLab",
    ):
        assert f"Classifier: {classifier}\n" in metadata, classifier
    requires = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:")]
    assert [line for line in requires if "matplotlib" in line] == []
