"""The engines (both games, the solver, the simulator, the records) need only the standard
library: in a fresh interpreter where importing anything else fails, they import and run."""

from __future__ import annotations

import subprocess
import sys

_BLOCKER = """
import sys

class Blocker:
    '''Refuses every module outside the standard library and this package.'''

    def find_spec(self, name, path=None, target=None):
        top = name.partition(".")[0]
        if top in sys.stdlib_module_names or top == "hearttoheart_widget":
            return None
        raise ImportError(f"blocked for this test: {name}")

sys.meta_path.insert(0, Blocker())
BEFORE = set(sys.modules)  # what site loaded (a .pth hook, say) before the test began
"""

_ENGINES = """
import tempfile, warnings
from pathlib import Path
import os
os.environ["HEARTTOHEART_RECORDS"] = str(Path(tempfile.mkdtemp()) / "records.sqlite3")

from hearttoheart_widget import Game, Table, hint, review, solve, deal_statistics
from hearttoheart_widget.heart_to_heart.stuck import why_lost
from hearttoheart_widget.heart_to_heart.teaching.explain import explain
from hearttoheart_widget.hope_deferred import (
    HopeDeferredGame, HopeDeferredTable, exact_odds, narrate, outcomes, simulate,
)
from hearttoheart_widget.hope_deferred import review as review_hope
from hearttoheart_widget.common import records

game = Game.from_code("HH1-N-AAAAAAA")
assert solve(game) is not None and hint(game).move is not None
table = Table(game)
table.draw()
assert Table.from_json(table.to_json()).game.moves == 1
assert deal_statistics(0, 20, workers=1).count == 20
hope = HopeDeferredTable(HopeDeferredGame.from_code("HD1-CH-AAAAAAM"))
hope.play_out()
assert HopeDeferredTable.from_json(hope.to_json()).game.is_over
assert review(table).length == 1 and review_hope(hope).decided_at is not None
assert "<svg" in review(table)._repr_html_() and "<svg" in review_hope(hope)._repr_html_()
assert simulate(10, seed=1, workers=1).games == 10 and len(outcomes([1, 2])) == 2
assert narrate(hope.game) and exact_odds("classic") > 0
assert records.add("heart_to_heart", game.code, "won", 250, 62, 95.0) is None
assert records.summary("heart_to_heart").played == 1
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    assert deal_statistics(0, 20, workers=1, progress=True).count == 20
assert any("needs tqdm" in str(w.message) for w in caught), caught
outside = sorted(
    name for name in set(sys.modules) - BEFORE
    if name.partition(".")[0] not in sys.stdlib_module_names
    and not name.startswith(("hearttoheart_widget", "__"))  # __mp_main__: __main__ again
)
print(",".join(outside) or "none")
"""


def _run(script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _BLOCKER + script], capture_output=True, text=True, check=False
    )


def test_the_engines_import_and_run_with_only_the_standard_library() -> None:
    result = _run(_ENGINES)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "none"


def test_the_blocker_does_block_what_is_outside_the_standard_library() -> None:
    result = _run("import tqdm")
    assert "blocked for this test: tqdm" in result.stderr
    result = _run("from hearttoheart_widget import HeartToHeart; HeartToHeart")
    assert "blocked for this test: traitlets" in result.stderr


def test_the_widgets_are_still_importable_from_the_package() -> None:
    import hearttoheart_widget
    from hearttoheart_widget import hope_deferred

    assert hearttoheart_widget.HeartToHeart.__name__ == "HeartToHeart"
    assert hope_deferred.HopeDeferred.__name__ == "HopeDeferred"
