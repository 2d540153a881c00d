"""How long the scripting notebook's section 13 takes, in CPython and in the browser's
Python: ``python benchmarks/where_lost.py``.

Section 13 plays ``pairs_first`` on every winnable deal among 0..9,999, reviews each game
it loses and charts where the win went. This script takes the section's code cells from
``examples/scripting.ipynb`` as they are (the cells whose ids begin ``scripting-lost-``),
runs them from a fresh CPython process, and then in Pyodide under Node.js
(``pyodide_runner.py``; ``cd site && npm ci`` installs it), and prints the seconds each
took, with what the cells printed about the games. JupyterLite's kernel is Pyodide in a
web worker, so Pyodide's figure is the one a reader of the site waits. Asserts nothing.
"""

from __future__ import annotations

import json
import platform
import subprocess
import sys
import time

from pyodide_runner import ROOT, run

NOTEBOOK = ROOT / "examples" / "scripting.ipynb"


def section() -> str:
    """The section's code cells, one after another, timed as a whole: the code prints the
    seconds last."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    code = [
        "".join(cell["source"])
        for cell in cells
        if cell["cell_type"] == "code" and cell["id"].startswith("scripting-lost-")
    ]
    return (
        "import time as _time\n_began = _time.perf_counter()\n"
        + "\n\n".join(code)
        + "\nprint(f'seconds: {_time.perf_counter() - _began:.1f}')\n"
    )


def main() -> None:
    code = section()
    began = time.perf_counter()
    here = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    print(f"CPython {platform.python_version()} ({time.perf_counter() - began:.1f} s with start):")
    print(here.rstrip())
    there, runtime = run(code)
    print(f"\n{runtime}:")
    print(there.rstrip() if there is not None else "not run")


if __name__ == "__main__":
    main()
