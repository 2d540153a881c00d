"""``hearttoheart play`` and ``hearttoheart tutorial``: the game and the tutorial, opened in
the browser for people who would rather not start Jupyter themselves.

``play`` shows one game on a page of its own, with Voila: a notebook of one cell, run by a
kernel, with the code hidden. ``tutorial`` copies the example notebooks next to the user,
in the student's edition (without the answers, see :mod:`.editions`) or with ``--teacher``
whole, and opens JupyterLab on the tutorial. Both serve until Ctrl+C, SIGINT, SIGTERM or SIGHUP,
and then stop the server and leave nothing behind.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

from . import registry
from .editions import write_edition
from .registry import CENTRED

#: The example notebooks, and the names ``hearttoheart tutorial`` gives their copies.
EXAMPLES = {
    "tutorial.ipynb": "hearttoheart-tutorial.ipynb",
    "scripting.ipynb": "hearttoheart-scripting.ipynb",
}
#: The names of the teacher's copies, where the teacher's edition differs.
TEACHERS = {"tutorial.ipynb": "hearttoheart-tutorial-teacher.ipynb"}


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``play`` and ``tutorial`` to the ``hearttoheart`` command line."""
    play_ = commands.add_parser(
        "play", help="open a game on a page of its own in the browser (needs the play extra)"
    )
    commands_ = [game.command for game in registry.declarations()]
    play_.add_argument(
        "game", nargs="?", choices=sorted(commands_), default=commands_[0], help="which game"
    )
    play_.add_argument("--port", type=int, help="the port to serve on (Voila's default: 8866)")
    play_.add_argument("--theme", choices=["light", "dark"], default="light", help="the colours")
    play_.add_argument(
        "--no-browser", action="store_true", help="print the page's address instead of opening it"
    )
    tutorial_ = commands.add_parser(
        "tutorial",
        help="copy the example notebooks here and open the tutorial in JupyterLab "
        "(needs the examples extra)",
    )
    tutorial_.add_argument(
        "folder", nargs="?", type=Path, default=Path(), help="where to copy them (here)"
    )
    tutorial_.add_argument(
        "--no-open", action="store_true", help="only copy the notebooks; start no JupyterLab"
    )
    tutorial_.add_argument(
        "--teacher",
        action="store_true",
        help=f"the teacher's edition: the tutorial with its answers ({TEACHERS['tutorial.ipynb']})",
    )


def run_command(args: argparse.Namespace) -> int:
    """Run ``play`` or ``tutorial`` as parsed by :func:`add_commands`; the exit status."""
    if args.command == "play":
        return play(args.game, port=args.port, theme=args.theme, open_browser=not args.no_browser)
    return tutorial(args.folder, open_lab=not args.no_open, teacher=args.teacher)


def play(
    game: str | None = None,
    *,
    port: int | None = None,
    theme: str = "light",
    open_browser: bool = True,
) -> int:
    """Serve ``game`` (its name on the command line; the first game's by default) on a
    page of its own with Voila until Ctrl+C; the exit status."""
    declared = registry.declarations()[0] if game is None else registry.by_command(game)
    if importlib.util.find_spec("voila") is None:
        return _missing("Voila", "play")
    title, source = declared.title, cell(declared.command)
    with tempfile.TemporaryDirectory(prefix="hearttoheart-") as folder:
        page = Path(folder) / f"{title}.ipynb"  # Voila names the page after the file
        page.write_text(json.dumps(_notebook(source)), encoding="utf-8")
        args = [sys.executable, "-m", "voila", str(page), "--token", f"--theme={theme}"]
        if port is not None:
            args.append(f"--port={port}")
        if not open_browser:
            args.append("--no-browser")
        return _serve(args)


def cell(game: str) -> str:
    """The one cell of ``hearttoheart play``'s page for ``game`` (its name on the command
    line): the game's widget, centred, as its declaration says (:mod:`.registry`)."""
    return registry.by_command(game).cell(CENTRED)


def __getattr__(name: str) -> dict[str, tuple[str, str]]:
    """``GAMES``, each game's page title and cell by its command, as before 0.3.0 (warns)."""
    if name == "GAMES":
        warnings.warn(
            "launch.GAMES is deprecated since 0.3.0: use launch.cell(game) and the registry",
            DeprecationWarning,
            stacklevel=2,
        )
        return {game.command: (game.title, cell(game.command)) for game in registry.declarations()}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def tutorial(folder: Path = Path(), *, open_lab: bool = True, teacher: bool = False) -> int:
    """Copy the example notebooks into ``folder`` and open the tutorial in JupyterLab.

    The copies are the student's edition, without the answers; with ``teacher``, the whole
    notebooks, the tutorial under a name of its own (:data:`TEACHERS`). A copy that is
    already there is kept as it is, with the user's changes. Returns the exit status.
    """
    if open_lab and importlib.util.find_spec("jupyterlab") is None:
        return _missing("JupyterLab", "examples")
    folder.mkdir(parents=True, exist_ok=True)
    names = {name: TEACHERS.get(name, copy) if teacher else copy for name, copy in EXAMPLES.items()}
    for name, copy in names.items():
        target = folder / copy
        if target.exists():
            print(f"kept {target}: it is there already")
        else:
            write_edition(example_notebooks() / name, target, teacher=teacher)
            edition = "the teacher's edition" if teacher and name in TEACHERS else ""
            print(f"copied {target}" + (f" ({edition})" if edition else ""))
    if not open_lab:
        return 0
    args = [sys.executable, "-m", "jupyterlab", str(folder / names["tutorial.ipynb"])]
    if _is_root():
        args.append("--allow-root")  # JupyterLab refuses to run as root without it
    return _serve(args)


def example_notebooks() -> Path:
    """The folder of the example notebooks: inside an installed wheel, or a clone's examples/."""
    package = Path(__file__).parents[1]
    packaged = package / "examples"
    return packaged if packaged.is_dir() else package.parent / "examples"


def _notebook(source: str) -> dict[str, object]:
    """A notebook of one code cell, for a Python 3 kernel."""
    cell = {"cell_type": "code", "id": "game", "metadata": {}, "source": source}
    return {
        "cells": [{**cell, "execution_count": None, "outputs": []}],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _serve(args: list[str]) -> int:
    """Run a server until it stops; the exit status.

    On POSIX the server runs in a session of its own, so that Ctrl+C (SIGINT to the
    terminal's process group), SIGINT, SIGTERM or SIGHUP reach this process alone, which
    asks the server to stop with SIGTERM and waits for it: the server shuts its kernels
    down and frees its port, and then the caller removes what it made (``play``'s
    temporary folder). A second signal kills the server outright. On Windows, Ctrl+C
    reaches the server itself, while this process ignores it and waits.
    """
    if os.name != "posix":
        server = subprocess.Popen(args)
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            return server.wait()
        finally:
            signal.signal(signal.SIGINT, previous)
    asked: list[int] = []  # the signals received, in order
    started: list[subprocess.Popen[bytes]] = []

    def stop(signum: int, frame: object) -> None:
        asked.append(signum)
        if started:
            _stop(started[0], forcefully=len(asked) > 1)

    stops = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
    previous_handlers = {number: signal.signal(number, stop) for number in stops}
    try:
        started.append(subprocess.Popen(args, stdin=subprocess.DEVNULL, start_new_session=True))
        if asked:  # a signal came while the server was starting
            _stop(started[0], forcefully=len(asked) > 1)
        return started[0].wait()
    finally:
        for number, handler in previous_handlers.items():
            signal.signal(number, handler)


def _stop(server: subprocess.Popen[bytes], *, forcefully: bool) -> None:
    """Ask ``server`` to stop (SIGTERM), or kill its whole session's group (SIGKILL)."""
    if server.poll() is not None:
        return
    if forcefully:
        os.killpg(server.pid, signal.SIGKILL)
    else:
        server.terminate()


def _missing(what: str, extra: str) -> int:
    """Say which extra brings ``what``; the exit status."""
    print(
        f"{what} is not installed. Install it with:\n"
        f'    pip install "hearttoheart-widget[{extra}]"',
        file=sys.stderr,
    )
    return 1


def _is_root() -> bool:
    """Whether this process runs as root (never on Windows)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0
