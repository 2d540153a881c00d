"""The engines, solver and simulator import without Jupyter's packages."""

from __future__ import annotations

import subprocess
import sys

_SCRIPT = """
import sys
from hearttoheart_widget import Game, hint, solve, deal_statistics
from hearttoheart_widget.hope_deferred import HopeDeferredGame, simulate
game = Game.from_code("HH1-N-AAAAAAA")
assert solve(game) is not None
assert simulate(10, seed=1).games == 10
loaded = sorted(m for m in ("anywidget", "traitlets", "ipywidgets") if m in sys.modules)
print(",".join(loaded) or "none")
"""


def test_the_engines_load_no_widget_library() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _SCRIPT], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "none"


def test_the_widgets_are_still_importable_from_the_package() -> None:
    import hearttoheart_widget
    from hearttoheart_widget import hope_deferred

    assert hearttoheart_widget.HeartToHeart.__name__ == "HeartToHeart"
    assert hope_deferred.HopeDeferred.__name__ == "HopeDeferred"
