"""marimo apps for the browser tests: a cell's source, and ``marimo run`` serving an app."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.waiting import until

from .jupyterlab import answers, free_port, jupyter_env, serving, tail

MARIMO_APP = """\
import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from hearttoheart_widget import HeartToHeart
    from hearttoheart_widget.hope_deferred import HopeDeferred
    return HeartToHeart, HopeDeferred, mo
{cells}

if __name__ == "__main__":
    app.run()
"""


def cell(body: str, uses: str, defines: str = "") -> str:
    """A marimo cell running ``body``: a function of the names it ``uses`` (comma-separated)
    that returns the name it ``defines``, if any."""
    lines = "".join(f"    {line}\n" for line in body.splitlines())
    returns = f" ({defines},)" if defines else ""
    return f"\n\n@app.cell\ndef _({uses}):\n{lines}    return{returns}\n"


@contextmanager
def marimo_app(cells: str, tmp_path: Path) -> Iterator[str]:
    """``marimo run`` serving an app of ``cells``, its state under ``tmp_path``; its address."""
    (tmp_path / "app.py").write_text(MARIMO_APP.format(cells=cells), encoding="utf-8")
    home = tmp_path / "home"
    env = {
        **jupyter_env(tmp_path),
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_STATE_HOME": str(home / "state"),
    }
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    command = [sys.executable, "-m", "marimo", "run", str(tmp_path / "app.py"), "--headless"]
    log = tmp_path / "marimo.log"
    with serving([*command, "--host", "127.0.0.1", "--port", str(port)], env, log) as server:
        until(lambda: answers(server, log, url), "marimo to answer", explain=lambda: tail(log))
        yield url
