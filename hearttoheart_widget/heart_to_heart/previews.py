"""What each tap would leave on the board, worked out by the table, for the view to paint.

A view paints a click in the frame it happens, before the kernel answers, and decides
nothing itself: :func:`previews` plays every tap the player could make on a scratch table
(a copy of the game for a move) and records what it led to. It covers every selection the
player can reach without a move, so a burst of selections is painted tap by tap. What the
board would show that the player may not see yet stays out: the card a draw turns over
(:data:`TURNING`) and the card a pair uncovers on the waste (:data:`HIDDEN`).
"""

from __future__ import annotations

from collections.abc import Set
from typing import Final

from .geometry import POSITIONS
from .moves import Target
from .table import Selection, Table

TURNING: Final = "back"
"""The waste top after a draw: a card still face down, its face not known yet."""
HIDDEN: Final = "hidden"
"""The waste top after a pair with it: the card under it, not shown yet."""

_MOVES: Final = frozenset({"pair", "draw", "recycle"})
_REFUSALS: Final = {"covered": "covered", "empty": "empty", "none": "over"}


def previews(table: Table) -> dict[str, object]:
    """The ``previews`` trait: what a tap on each target leads to, for every selection.

    ``marks`` maps each selection (``""`` for none, else its target) to the ``[outlined,
    dimmed]`` targets the board shows with it. ``taps`` maps each selection to what a tap on
    each target that does something leads to: ``[word, after]``, where ``word`` is the
    event's (``"select"``, ``"deselect"``, ``"same_rank"``, or a move's text such as
    ``"12+14"`` or ``"draw"``) and ``after`` the selection left, whose ``marks`` the board
    shows, or None after a move that leaves nothing selected (its marks are not known yet).
    ``moves`` maps each move's text to what it changes on the board: the heart positions
    ``removed``, ``stock_count``, ``waste_count`` and ``waste_top``, which is
    :data:`TURNING` for the card a draw is turning over and :data:`HIDDEN` for the card a
    pair uncovers on the waste. ``refused`` maps each target refused whatever is selected
    to the reason (``covered``, ``empty``, ``over``). The ``marks`` are the outlines and
    dims the table itself would show. Only a move changes the previews: a selection leaves
    them as they were.
    """
    game = table.live
    scratch = Table(game, placement_help=table.placement_help)  # the same game, its own selection
    refused: dict[str, list[Target]] = {}
    selections: list[Selection] = [None]
    for name, effect in scratch.taps().items():
        if effect in _REFUSALS:
            refused.setdefault(_REFUSALS[effect], []).append(_target(name))
        elif effect == "select":
            selections.append(_target(name))  # type: ignore[arg-type]
    marks: dict[str, list[list[Target]]] = {}
    taps: dict[str, dict[str, list[str | None]]] = {}
    moves: dict[str, dict[str, object]] = {}
    for selected in selections:
        scratch.selected = selected
        marks[_key(selected)] = [ordered(scratch.outlined()), ordered(scratch.dimmed())]
        row: dict[str, list[str | None]] = {}
        for name, effect in scratch.taps().items():
            if effect in _REFUSALS:
                continue
            if effect in _MOVES:
                row[name] = _move(table, selected, _target(name), moves)
            else:
                scratch.selected = selected
                event = scratch.tap(_target(name))
                word = event["reason"] if event["kind"] == "refuse" else event["kind"]
                row[name] = [str(word), _key(scratch.selected)]
        taps[_key(selected)] = row
    return {"marks": marks, "taps": taps, "moves": moves, "refused": refused}


def _move(
    table: Table, selected: Selection, target: Target, moves: dict[str, dict[str, object]]
) -> list[str | None]:
    """Play the tap on a copy of the game; note what the move changes in ``moves``."""
    before = table.live
    trial = Table(before.copy(), placement_help=table.placement_help)
    trial.selected = selected
    move = str(trial.tap(target)["move"])
    after = trial.live
    if move not in moves:
        changes: dict[str, object] = {}
        removed = [p for p in range(POSITIONS) if before.heart[p] != after.heart[p]]
        if removed:
            changes["removed"] = removed
        if len(after.stock) != len(before.stock):
            changes["stock_count"] = len(after.stock)
        if len(after.waste) != len(before.waste):
            changes["waste_count"] = len(after.waste)
            changes["waste_top"] = TURNING if move == "draw" else HIDDEN if after.waste else None
        moves[move] = changes
    return [move, None if trial.selected is None else _key(trial.selected)]


def _key(selected: Selection) -> str:
    return "" if selected is None else str(selected)


def _target(name: str) -> Target:
    return int(name) if name.isdigit() else name  # type: ignore[return-value]


def ordered(targets: Set[Target]) -> list[Target]:
    """Heart positions ascending, then ``"waste"``: a stable order, so equal sets compare
    equal (the order of the ``outlined`` and ``dimmed`` traits)."""
    ordered: list[Target] = [p for p in range(POSITIONS) if p in targets]
    if "waste" in targets:
        ordered.append("waste")
    return ordered
