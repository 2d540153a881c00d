"""What makes the built site an installable app that works offline: its icons (a red heart
on the Play page's green, drawn here), its web app manifest, and its service worker
(site/service-worker.js, stamped with the build's version and what it fetches on install).

    python scripts/app.py OUT   # OUT built by scripts/site.py, which calls this itself

Standard library only: the icons are PNG files written with zlib.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
#: The Play page's header, behind the heart, and the page's own background.
FELT = (0x14, 0x53, 0x2D)
PAGE = "#fafafa"
HEART = (0xC8, 0x10, 0x2E)
EDGE = (0xFF, 0xFF, 0xFF)
#: The icons: file name, size in pixels, and whether it is maskable (the background fills
#: the square and the heart keeps to the middle, which every mask shape leaves visible).
ICONS = (
    ("icon-192.png", 192, False),
    ("icon-512.png", 512, False),
    ("icon-maskable-512.png", 512, True),
    ("apple-touch-icon.png", 180, True),
)
#: Subsamples per pixel along each axis, for smooth edges.
SAMPLES = 2
#: The icon JupyterLite's Lab app asks for (its own a 0.3 MB ICO of Jupyter's planet): the
#: heart, in a small ICO, instead.
FAVICON = ("lab/favicon.ico", 32)
#: JupyterLite's icons, which the project's take the place of (in its manifest too).
REPLACED = ("icon-120x120.png", "icon-512x512.png")
#: The package the Play page loads, with what it depends on in Pyodide's lock.


def inside_heart(x: float, y: float) -> bool:
    """Whether (x, y) lies in the heart curve (x² + y² - 1)³ = x² y³ (y upwards)."""
    return (x * x + y * y - 1) ** 3 - x * x * y**3 <= 0


@functools.cache
def heart_png(size: int, maskable: bool) -> bytes:
    """A square PNG icon: a white-edged red heart on the felt green, in a rounded square
    with clear corners, or (maskable) on a background that fills the square."""
    # The heart spans x in [-1.14, 1.14] and y in [-1, 1.25]: scaled to a share of the icon.
    share = 0.52 if maskable else 0.68
    scale = 2.4 / (share * size)
    corner = 0.0 if maskable else size * 0.18
    rows = []
    for row in range(size):
        line = bytearray([0])  # PNG filter type: none
        for column in range(size):
            heart = edge = felt = 0
            for i in range(SAMPLES):
                for j in range(SAMPLES):
                    px = column + (j + 0.5) / SAMPLES
                    py = row + (i + 0.5) / SAMPLES
                    if not in_rounded_square(px, py, size, corner):
                        continue
                    x = (px - size / 2) * scale
                    y = (size / 2 - py) * scale + 0.1
                    if inside_heart(x / 1.0, y / 1.0):
                        heart += 1
                    elif inside_heart(x / 1.12, (y + 0.08) / 1.12):
                        edge += 1
                    else:
                        felt += 1
            line += pixel(heart, edge, felt)
        rows.append(bytes(line))
    return png(size, b"".join(rows))


def in_rounded_square(px: float, py: float, size: int, corner: float) -> bool:
    """Whether the point lies in the square of side ``size`` with corners of radius
    ``corner``."""
    cx = min(max(px, corner), size - corner)
    cy = min(max(py, corner), size - corner)
    return (px - cx) ** 2 + (py - cy) ** 2 <= corner * corner


def pixel(heart: int, edge: int, felt: int) -> bytes:
    """One RGBA pixel from how many of its subsamples fell on each colour."""
    covered = heart + edge + felt
    if covered == 0:
        return bytes(4)
    colour = [
        round((h * heart + e * edge + f * felt) / covered)
        for h, e, f in zip(HEART, EDGE, FELT, strict=True)
    ]
    return bytes([*colour, round(255 * covered / SAMPLES**2)])


def png(size: int, raw: bytes) -> bytes:
    """The PNG file of a square RGBA image, its rows given with their filter bytes."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def ico(image: bytes, size: int) -> bytes:
    """An ICO file holding one PNG ``image`` of ``size`` pixels square."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(image), 22)
    return header + entry + image


def manifest() -> dict[str, object]:
    """The web app manifest: the whole site is the app, and it opens on the Play page."""
    icons = [
        {
            "src": name,
            "sizes": f"{size}x{size}",
            "type": "image/png",
            "purpose": "maskable" if maskable else "any",
        }
        for name, size, maskable in ICONS
        if name != "apple-touch-icon.png"
    ]
    return {
        "name": "Heart to Heart",
        "short_name": "Heart to Heart",
        "id": "./play/index.html",
        "start_url": "./play/index.html",
        "scope": "./",
        "display": "standalone",
        "theme_color": "#{:02x}{:02x}{:02x}".format(*FELT),
        "background_color": PAGE,
        "icons": icons,
    }


def version(out: Path) -> str:
    """A hash of every file of the site but the worker itself: any change to the site
    gives the worker new bytes, so the browser installs it anew."""
    digest = hashlib.sha256()
    for path in sorted(out.rglob("*")):
        if path.is_file() and path.name != "service-worker.js":
            digest.update(path.relative_to(out).as_posix().encode("utf-8") + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def precached() -> list[str]:
    """What the service worker fetches on install (paths in the site): the home page with
    its style, the manifest and the icons, a few kB. Nothing heavy is fetched before a
    page asks for it: each part of the site is fetched whole on the first visit of one of
    its pages (:func:`parts`), so a reader of the docs never downloads Pyodide."""
    return sorted(
        {"index.html", "site.css", "register.js", "manifest.webmanifest"}
        | {name for name, _, _ in ICONS}
    )


def parts(out: Path) -> list[dict[str, list[str]]]:
    """The parts of the site the worker fetches whole on the first visit of one of their
    pages: the Play page (its files, Pyodide's runtime and the wheels its wheels.json
    names, without IPython's); JupyterLite (its apps, extensions,
    notebooks, Pyodide with every wheel) with the Play page, which needs nothing more;
    and the docs."""
    files = sorted(path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_file())
    play = [path for path in files if path.startswith("play/")]
    wheels = json.loads((out / "play" / "wheels.json").read_text("utf-8"))
    runtime = [
        path
        for path in files
        if path.startswith("static/pyodide/")
        and (not path.endswith(".whl") or path.removeprefix("static/pyodide/") in wheels)
    ]
    docs = [path for path in files if path.startswith("docs/")]
    lite = [path for path in files if not path.startswith(("docs/", "service-worker"))]
    return [
        {"pages": ["play/"], "files": sorted({*play, *runtime, *precached()})},
        {"pages": ["notebooks/", "lab/"], "files": lite},
        {"pages": ["docs/"], "files": docs},
    ]


def make_app(out: Path) -> None:
    """Write the icons, the manifest (in place of JupyterLite's, which its pages link:
    they then belong to the same app), register.js with JupyterLite's version, the
    register script and early-kernel.js (which starts a notebook's kernel as soon as the
    app exists) in JupyterLite's pages, and last the versioned service worker, with
    what it fetches on install and the parts of the site it fetches whole on the first
    visit of one of their pages: JupyterLite (its apps, extensions, Pyodide with every
    wheel) when a notebook is opened, the docs when a page of the docs is."""
    for name, size, maskable in ICONS:
        (out / name).write_bytes(heart_png(size, maskable))
    for name in REPLACED:
        (out / name).unlink(missing_ok=True)
    name, size = FAVICON
    (out / name).write_bytes(ico(heart_png(size, False), size))
    text = json.dumps(manifest(), indent=1)
    (out / "manifest.webmanifest").write_text(text + "\n", encoding="utf-8")
    lite = json.loads((out / "jupyter-lite.json").read_text("utf-8"))
    register = (SITE / "register.js").read_text(encoding="utf-8")
    jupyterlite = lite["jupyter-config-data"]["appVersion"]
    (out / "register.js").write_text(register.replace("{jupyterlite}", jupyterlite), "utf-8")
    shutil.copy2(SITE / "early-kernel.js", out / "early-kernel.js")
    for page in out.rglob("index.html"):
        text = page.read_text(encoding="utf-8")
        if "config-utils.js" in text and "register.js" not in text:
            scripts = "".join(
                f'\n    <script src="{os.path.relpath(out / name, page.parent)}"></script>'
                for name in ("register.js", "early-kernel.js")
            ).replace(os.sep, "/")
            text = text.replace("<head>", f"<head>{scripts}", 1)
            page.write_text(text, encoding="utf-8")
    precache = precached()
    missing = [path for path in precache if not (out / path).is_file()]
    assert not missing, f"the service worker would precache files the site lacks: {missing}"
    api = sorted(path.relative_to(out).as_posix() for path in (out / "api").rglob("*.json"))
    worker = (SITE / "service-worker.js").read_text(encoding="utf-8")
    placeholder = 'const BUILD = { version: "", precache: [], parts: [], api: [] };'
    assert worker.count(placeholder) == 1, "site/service-worker.js lost its BUILD line"
    build = {"version": version(out), "precache": precache, "parts": parts(out), "api": api}
    stamped = worker.replace(placeholder, f"const BUILD = {json.dumps(build)};")
    (out / "service-worker.js").write_text(stamped, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    make_app(Path(sys.argv[1]).resolve())
