"""Copies of the project as a fresh clone has it, and a PATH without node: for the tests
that run the README's commands, build the wheel or build the site from scratch."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def without_node(path: str) -> str:
    """A PATH value without the folders that hold node or npm."""
    folders = path.split(os.pathsep)
    return os.pathsep.join(
        folder
        for folder in folders
        if folder and not any((Path(folder) / name).exists() for name in ("node", "npm"))
    )


def clone_without_a_built_front_end(target: Path) -> None:
    """The project's tracked files in ``target``, as a fresh clone has them (no bundle)."""
    tracked = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, check=True
    ).stdout.decode()
    for name in filter(None, tracked.split("\0")):
        if (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)


def path_without_node(shims: Path) -> str:
    """A PATH with every program of this one but node, npm, npx and corepack: links in
    ``shims`` (the folders themselves may hold what the build needs beside node)."""
    shims.mkdir()
    for folder in map(Path, os.environ["PATH"].split(os.pathsep)):
        if not folder.is_dir():
            continue
        for program in folder.iterdir():
            hidden = program.name in {"node", "nodejs", "npm", "npx", "corepack"}
            if not hidden and not (shims / program.name).exists():
                (shims / program.name).symlink_to(program)
    return str(shims)
