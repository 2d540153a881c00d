"""Sizes and speed of the card renderer and the board pictures.

Prints the minified size of ``js/src/shared/cards.js`` (with the card art it imports) and
``cards.css`` as esbuild bundles them, each game's built bundle today, the markup of a
card face at each size, the board pictures' sizes, and how long Python takes to draw a
face and a picture. Needs the front end's tools (``scripts/setup.sh``) and a built bundle.
"""

from __future__ import annotations

import gzip
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hearttoheart_widget import Game  # noqa: E402
from hearttoheart_widget.common.card_svg import SIZES, SUITS, card_svg  # noqa: E402
from hearttoheart_widget.hope_deferred import HopeDeferredGame  # noqa: E402
from tests.pictures import WON_MOVES, heart_picture, hope_picture  # noqa: E402

ESBUILD = ROOT / "js" / "node_modules" / ".bin" / "esbuild"
SHARED = ROOT / "js" / "src" / "shared"
STATIC = ROOT / "hearttoheart_widget" / "static"


def minified(source: Path) -> bytes:
    """``source`` bundled and minified by esbuild, as the widgets' build does."""
    result = subprocess.run(
        [str(ESBUILD), str(source), "--bundle", "--minify", "--format=esm", "--target=es2020"],
        capture_output=True,
        check=True,
    )
    return result.stdout


def kb(size: int) -> str:
    return f"{size / 1000:.1f} KB"


def main() -> None:
    js, css = minified(SHARED / "cards.js"), minified(SHARED / "cards.css")
    packed = len(gzip.compress(js))
    print(f"cards.js (with card_art.json): {kb(len(js))} minified, {kb(packed)} gzip")
    print(f"cards.css: {kb(len(css))} minified")
    for game in ("heart_to_heart", "hope_deferred"):
        built = [STATIC / f"{game}.{ext}" for ext in ("js", "css")]
        if all(path.exists() for path in built):
            today = sum(path.stat().st_size for path in built)
            print(
                f"{game} bundle today: {kb(today)} (JS+CSS); with the cards added:"
                f" about {kb(today + len(js) + len(css))} of 80 KB"
            )

    for size in SIZES:
        lengths = [len(card_svg(r, s, size=size)) for s in SUITS for r in range(1, 14)]
        covered = [len(card_svg(r, "hearts", size=size, state="covered")) for r in range(1, 14)]
        print(
            f"{size} face markup: mean {statistics.mean(lengths):.0f} B, max {max(lengths)} B;"
            f" covered mean {statistics.mean(covered):.0f} B"
        )

    start = time.perf_counter()
    faces = [card_svg(r, s, size=z) for z in SIZES for s in SUITS for r in range(1, 14)]
    per_face = (time.perf_counter() - start) / len(faces)
    print(f"Python draws a face in {per_face * 1e6:.0f} µs")

    heart = Game.from_code("HH1-N-AAAAAAB")
    hope = HopeDeferredGame.from_code("HD1-AS-AAAAAAC")
    for _ in range(12):
        hope.step()
    start = time.perf_counter()
    rounds = 20
    for _ in range(rounds):
        pictures = {"Heart to Heart, fresh deal": heart_picture(heart)}
    per_picture = (time.perf_counter() - start) / rounds
    pictures["Hope Deferred, mid-game (abandon hope)"] = hope_picture(hope)
    heart.replay(WON_MOVES)
    pictures["Heart to Heart, won"] = heart_picture(heart)
    for name, svg in pictures.items():
        data = svg.encode()
        print(f"picture {name}: {kb(len(data))}, {kb(len(gzip.compress(data)))} gzip")
    print(f"Python draws a Heart to Heart picture in {per_picture * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
