"""scripts/app.py on a small site of its own: the service worker is stamped with the
build's version and what it keeps, a rebuilt site gives the worker new bytes and an
unchanged one the same, JupyterLite's pages register it, and the icons are the PNGs the
manifest names."""

from __future__ import annotations

import functools
import importlib.util
import json
import re
import struct
import zlib
from pathlib import Path
from types import ModuleType
from typing import Any

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "app.py"

LOCK = {
    "packages": {
        "hearttoheart-widget": {"file_name": "hearttoheart_widget-1-py3-none-any.whl",
                                "depends": ["prompt_toolkit"]},
        "prompt-toolkit": {"file_name": "prompt_toolkit-3-py3-none-any.whl", "depends": []},
        "jedi": {"file_name": "jedi-0.19-py2.py3-none-any.whl", "depends": []},
    }
}  # fmt: skip
FILES = {
    "index.html": "<html><head></head></html>",
    "site.css": "body {}",
    "jupyter-lite.json": json.dumps({"jupyter-config-data": {"appVersion": "0.8.6"}}),
    "manifest.webmanifest": "{}",
    "icon-120x120.png": "JupyterLite's",
    "service-worker.js": "JupyterLite's",
    "api/contents/all.json": "{}",
    "files/tutorial.ipynb": "{}",
    "play/index.html": "<html></html>",
    "play/play.js": "run();",
    "play/wheels.json": json.dumps(["hearttoheart_widget-1-py3-none-any.whl"]),
    "static/pyodide/pyodide.mjs": "",
    "static/pyodide/pyodide.asm.wasm": "",
    "static/pyodide/pyodide-lock.json": json.dumps(LOCK),
    "static/pyodide/hearttoheart_widget-1-py3-none-any.whl": "",
    "static/pyodide/prompt_toolkit-3-py3-none-any.whl": "",
    "static/pyodide/jedi-0.19-py2.py3-none-any.whl": "",
    "notebooks/index.html": "<html><head><script>import('../config-utils.js')</script>",
    "lab/tree/index.html": "<html><head><script>location.href = '../index.html'</script>",
    "config-utils.js": "",
    "build/notebooks/bundle.js": "",
    "docs/index.html": "<html></html>",
    "docs/search/search_index.json": "{}",
}


@functools.cache
def app_script() -> ModuleType:
    """scripts/app.py as a module (once: it draws each icon once)."""
    spec = importlib.util.spec_from_file_location("app_script", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_site(out: Path) -> Path:
    for name, text in FILES.items():
        (out / name).parent.mkdir(parents=True, exist_ok=True)
        (out / name).write_text(text, encoding="utf-8")
    return out


def stamped(out: Path) -> dict[str, Any]:
    """What the build wrote into the service worker."""
    worker = (out / "service-worker.js").read_text(encoding="utf-8")
    (line,) = re.findall(r"^const BUILD = (.*);$", worker, flags=re.MULTILINE)
    build: dict[str, Any] = json.loads(line)
    return build


def png_size(data: bytes) -> tuple[int, int]:
    """A PNG's width and height, after checking its signature and header's checksum."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR"
    body = data[12 : 16 + length]
    assert struct.unpack(">I", data[16 + length : 20 + length])[0] == zlib.crc32(body)
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_worker_keeps_the_play_page_and_its_python_and_each_part_of_the_site(
    tmp_path: Path,
) -> None:
    out = write_site(tmp_path / "out")
    app_script().make_app(out)
    build = stamped(out)
    # On install, the home page alone: nothing heavy before a page asks for it.
    assert {"index.html", "register.js", "manifest.webmanifest"} <= set(build["precache"])
    assert not any("/" in path for path in build["precache"])
    play, lite, docs = build["parts"]
    # The Play page's part: its files, the runtime, and only the wheels its wheels.json names.
    assert play["pages"] == ["play/"]
    assert {"play/index.html", "play/play.js", "static/pyodide/pyodide.asm.wasm"} <= set(
        play["files"]
    )
    assert [path for path in play["files"] if path.endswith(".whl")] == [
        "static/pyodide/hearttoheart_widget-1-py3-none-any.whl"
    ]
    assert not any(path.startswith("docs/") for path in play["files"])
    assert lite["pages"] == ["notebooks/", "lab/"]
    assert {"build/notebooks/bundle.js", "files/tutorial.ipynb", "play/play.js"} <= set(
        lite["files"]
    )
    assert "static/pyodide/jedi-0.19-py2.py3-none-any.whl" in lite["files"]
    assert not any(path.startswith("docs/") for path in lite["files"])
    assert docs["pages"] == ["docs/"]
    assert docs["files"] == ["docs/index.html", "docs/search/search_index.json"]
    assert build["api"] == ["api/contents/all.json"]
    # JupyterLite's page registers the worker, and has its notebook's kernel started early
    # (early-kernel.js, in JupyterLite's part), before its own code runs; its redirect not.
    page = (out / "notebooks" / "index.html").read_text(encoding="utf-8")
    assert page.startswith(
        '<html><head>\n    <script src="../register.js"></script>'
        '\n    <script src="../early-kernel.js"></script>'
    )
    redirect = (out / "lab" / "tree" / "index.html").read_text(encoding="utf-8")
    assert "register.js" not in redirect
    assert "early-kernel.js" not in redirect
    assert "early-kernel.js" in lite["files"]
    assert "early-kernel.js" not in play["files"]
    register = (out / "register.js").read_text(encoding="utf-8")
    assert '"0.8.6"' in register
    assert "{jupyterlite}" not in register


def test_a_rebuilt_site_gives_the_worker_new_bytes_and_the_same_site_the_same(
    tmp_path: Path,
) -> None:
    app = app_script()
    first = write_site(tmp_path / "first")
    app.make_app(first)
    again = write_site(tmp_path / "again")
    app.make_app(again)
    changed = write_site(tmp_path / "changed")
    (changed / "play" / "play.js").write_text("run(); // changed", encoding="utf-8")
    app.make_app(changed)
    worker = (first / "service-worker.js").read_bytes()
    assert (again / "service-worker.js").read_bytes() == worker
    assert (changed / "service-worker.js").read_bytes() != worker
    assert stamped(changed)["version"] != stamped(first)["version"]
    assert re.fullmatch(r"[0-9a-f]{16}", stamped(first)["version"])
    # Stamping a site twice (scripts/app.py OUT after scripts/site.py OUT) changes nothing.
    app.make_app(again)
    assert (again / "service-worker.js").read_bytes() == worker
    assert (again / "notebooks" / "index.html").read_text(encoding="utf-8").count("register") == 1


def test_the_manifest_names_the_play_page_and_icons_that_are_pngs_of_their_sizes(
    tmp_path: Path,
) -> None:
    out = write_site(tmp_path / "out")
    app_script().make_app(out)
    manifest = json.loads((out / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./play/index.html"
    assert manifest["display"] == "standalone"
    assert {icon["purpose"] for icon in manifest["icons"]} == {"any", "maskable"}
    for icon in manifest["icons"]:
        width, height = png_size((out / icon["src"]).read_bytes())
        assert f"{width}x{height}" == icon["sizes"]
    assert png_size((out / "apple-touch-icon.png").read_bytes()) == (180, 180)
    assert not (out / "icon-120x120.png").exists()  # JupyterLite's, which the manifest dropped
    # The Lab app's own favicon: the heart, one 32-pixel PNG in an ICO.
    favicon = (out / "lab" / "favicon.ico").read_bytes()
    assert struct.unpack("<HHH", favicon[:6]) == (0, 1, 1)
    width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", favicon[6:22])
    assert (width, height, offset, length) == (32, 32, 22, len(favicon) - 22)
    assert png_size(favicon[22:]) == (32, 32)
