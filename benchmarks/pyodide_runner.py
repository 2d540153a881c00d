"""Python code run in Pyodide under Node.js, for the benchmarks that time the browser's
Python: ``run(code)`` gives what the code printed, or None and why it could not run.

It uses the npm package ``pyodide`` that the site depends on (``cd site && npm ci``
installs it): the package's Python and JSON files are copied into Pyodide's file system
and imported as they are, since the engine needs only the standard library. Asserts
nothing.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "hearttoheart_widget"
PYODIDE = ROOT / "site" / "node_modules" / "pyodide"

#: Loads Pyodide in Node.js, puts the package's files in its file system, runs the code.
NODE = r"""
const fs = require("fs");
const { loadPyodide } = require(process.argv[2]);
(async () => {
  const pyodide = await loadPyodide();
  const files = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
  for (const [path, text] of Object.entries(files)) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, text);
  }
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/package')");
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.runPython(fs.readFileSync(process.argv[4], "utf8"));
})();
"""


def run(code: str) -> tuple[str | None, str]:
    """What ``code`` printed in Pyodide, and the runtime it ran in; or None and why it
    could not run (no Node.js, no Pyodide package, or the code failed)."""
    node = shutil.which("node")
    if node is None:
        return None, "Node.js is not on PATH"
    if not (PYODIDE / "pyodide.js").exists():
        return None, f"no Pyodide in {PYODIDE} (run: cd site && npm ci)"
    files = {
        f"/home/pyodide/package/{path.relative_to(ROOT).as_posix()}": path.read_text("utf-8")
        for path in sorted(PACKAGE.rglob("*"))
        if path.suffix in (".py", ".json") and "static" not in path.parts
    }
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        (work / "files.json").write_text(json.dumps(files), "utf-8")
        (work / "code.py").write_text(code, "utf-8")
        (work / "run.js").write_text(NODE, "utf-8")
        done = subprocess.run(
            [node, str(work / "run.js"), str(PYODIDE), str(work / "files.json"),
             str(work / "code.py")],
            capture_output=True,
            text=True,
            check=False,
        )  # fmt: skip
    if done.returncode:
        return None, f"Pyodide failed: {done.stderr.strip()[-500:]}"
    version = json.loads((PYODIDE / "package.json").read_text("utf-8"))["version"]
    return done.stdout, f"Pyodide {version} in Node.js {_node_version(node)}"


def _node_version(node: str) -> str:
    return subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()
