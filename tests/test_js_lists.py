"""What the front end knows of the game is what Python says, checked here by running its
modules in Node: the settings menu's list is Python's (the synced ``_menu``), the heart's
tip is found in the geometry Python syncs, the text of every move parses to that move, and
the settings that take a message away are settings Python has.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from hearttoheart_widget import HeartToHeart, parse_moves
from hearttoheart_widget.heart_to_heart import intents as heart_intents
from hearttoheart_widget.heart_to_heart.geometry import ROWS, TIP
from hearttoheart_widget.heart_to_heart.moves import PAIRS, WITH_WASTE, Move, format_moves
from hearttoheart_widget.heart_to_heart.view_state import GEOMETRY
from hearttoheart_widget.hope_deferred import intents as hope_intents
from hearttoheart_widget.hope_deferred.widget import HopeDeferred

from .js_sources import js_lists

_SOURCES = Path(__file__).parents[1] / "js" / "src" / "heart_to_heart"
_WON = Path(__file__).parent / "data" / "won_HH1-N-AAAAAAB.txt"
#: Every move of Heart to Heart: a draw, a recycle and each pair.
_MOVES = [Move.draw(), Move.recycle(), *(m for row in PAIRS for m in row.values()), *WITH_WASTE]

_NODE_SCRIPT = """
const { tipOf } = await import(%s);
const { answers, moveTargets } = await import(%s);
const [geometry, texts] = JSON.parse(process.argv[2]);
const read = texts.map((move) => {
  const targets = moveTargets(move);
  const event = { kind: "move", move };
  return { targets, answered: targets.map((target) => answers(event, { kind: "tap", target })) };
});
process.stdout.write(JSON.stringify({ tip: tipOf(geometry), read }));
"""


def _run_node(tmp_path: Path, texts: list[str]) -> dict[str, Any]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (scripts/setup.sh needs it for the front end)")
    script = tmp_path / "lists.mjs"
    modules = [json.dumps((_SOURCES / name).as_uri()) for name in ("ending.js", "predict.js")]
    script.write_text(_NODE_SCRIPT % tuple(modules), encoding="utf-8")
    result = subprocess.run(
        [node, str(script), json.dumps([GEOMETRY, texts])],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    read: dict[str, Any] = json.loads(result.stdout)
    return read


def _event_texts() -> list[str]:
    """The ``move`` of every move event of a won game, as the widget sent them."""
    widget = HeartToHeart("HH1-N-AAAAAAB", record=False)
    texts = []
    for move in parse_moves(_WON.read_text(encoding="utf-8")):
        widget.play(move)
        assert widget.event is not None
        assert widget.event["kind"] == "move"
        texts.append(widget.event["move"])
    return texts


def test_the_front_end_reads_every_move_text_as_its_move(tmp_path: Path) -> None:
    events = _event_texts()
    texts = format_moves(_MOVES).split() + events
    assert len(events) > 100
    assert len(texts) == 2 + 25 * 24 // 2 + 25 + len(events)
    found = _run_node(tmp_path, texts)
    for text, read in zip(texts, found["read"], strict=True):
        move = Move.parse(text)
        targets = read["targets"]
        if move.kind == "pair":
            assert Move.pair(*targets) == move, (text, targets)
        else:
            assert targets == ["stock"], (text, targets)
        assert all(read["answered"]), text  # a tap on each target answers the move's event


def test_the_front_end_finds_the_tip_in_the_geometry_python_sends(tmp_path: Path) -> None:
    assert _run_node(tmp_path, [])["tip"] == TIP == ROWS[-1][0]


@pytest.mark.parametrize(
    ("widget", "module"),
    [(HeartToHeart, heart_intents), (HopeDeferred, hope_intents)],
    ids=["heart_to_heart", "hope_deferred"],
)
def test_the_settings_menu_lists_the_settings_python_accepts(widget: Any, module: Any) -> None:
    state = widget(record=False).get_state()
    menu = state["_menu"]
    assert menu == list(module.MENU)
    assert set(menu) == module.FLAGS
    assert len(menu) == len(set(menu))
    for name in menu:  # each is a synced trait, with its words and note in the view's words
        assert name in state
        assert {name, f"{name}_note"} <= state["_words"]["texts"].keys(), name


def test_the_heart_to_heart_menu_keeps_its_order() -> None:
    assert heart_intents.MENU == (
        "move_errors", "placement_help", "hints", "winnable_only", "show_winnable",
        "show_positions",
    )  # fmt: skip


def test_the_settings_that_take_a_message_away_are_settings() -> None:
    clearing = js_lists(_SOURCES / "message.js")["CLEARING"]
    assert clearing
    assert set(clearing) <= set(heart_intents.SETTINGS), clearing
