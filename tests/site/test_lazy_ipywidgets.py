"""The Play page's lazy ipywidgets (site/play/lazy_ipywidgets.py) in CPython: a widget of
the package is made without ipywidgets' controls, and any other name still works.

Each check runs in a fresh interpreter, as the page's worker starts one: the file must run
before anything imports ipywidgets, and this test's own interpreter has imported it long
before.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

PLAY = Path(__file__).resolve().parents[2] / "site" / "play"
#: The page's files that run before the package is imported (worker.js's order).
FIRST = ("ipython_stub.py", "lazy_ipywidgets.py")


def fresh(code: str, *, before: str = "") -> list[Any]:
    """The list ``code`` prints as JSON, run in a fresh interpreter after :data:`FIRST`
    (and after ``before``, before them)."""
    prelude = before + "".join(f"exec(open({str(PLAY / name)!r}).read())\n" for name in FIRST)
    done = subprocess.run(
        [sys.executable, "-c", prelude + code], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    value = json.loads(done.stdout)
    assert isinstance(value, list)
    return value


#: The modules of ipywidgets' controls (and of its layout and style) imported so far.
CONTROLS = "sorted(name for name in sys.modules if name.startswith('ipywidgets.widgets.widget_'))"


def test_a_board_is_made_and_plays_without_ipywidgets_controls() -> None:
    made = fresh(
        "import sys, json\n"
        "from hearttoheart_widget import HeartToHeart\n"
        "from hearttoheart_widget.hope_deferred import HopeDeferred\n"
        "board = HeartToHeart('HH1-N-AAAAAAA')\n"
        "board.draw()\n"
        "HopeDeferred()\n"
        "dom = sys.modules['ipywidgets.widgets.domwidget'].DOMWidget\n"
        f"print(json.dumps([board.game.moves, isinstance(board, dom), {CONTROLS}]))"
    )
    # only the modules a widget is built on: no slider, box, picker or text field
    layout = ["ipywidgets.widgets.widget_layout", "ipywidgets.widgets.widget_style"]
    assert made == [1, True, layout]


def test_any_other_name_loads_the_whole_package_as_import_ipywidgets_would() -> None:
    loaded = fresh(
        "import sys, json\n"
        "import ipywidgets\n"
        "slider = ipywidgets.IntSlider(value=3)\n"
        "from ipywidgets import HBox, Widget\n"
        "import ipywidgets.widgets as widgets\n"
        "print(json.dumps([slider.value, ipywidgets.__version__, widgets.HBox is HBox,\n"
        f"    ipywidgets.Widget is Widget, len({CONTROLS})]))"
    )
    assert loaded[:4] == [3, ipywidgets_version(), True, True]
    assert loaded[4] > 20  # every control's module, as a kernel has them


def test_an_ipywidgets_imported_before_is_left_as_it_is() -> None:
    lazy = "'__getattr__' in vars(sys.modules['ipywidgets'])"
    left = fresh(
        f"import sys, json\nprint(json.dumps([{lazy}, len({CONTROLS})]))",
        before="import ipywidgets\n",
    )
    assert left[0] is False
    assert left[1] > 20


def ipywidgets_version() -> str:
    """The version of ipywidgets installed here."""
    import ipywidgets

    return str(ipywidgets.__version__)
