"""Lesson cells that work whatever the student clicked before: put a board back, and say so.

A board keeps its lesson, the game and the settings it was made with (see
:meth:`~..widget.HeartToHeart.reset`). A notebook cell that drives a board calls
:func:`put_back` first; a cell that reads the board as the student left it calls
:func:`keep_on_lesson`, which puts the board back only when it no longer plays the lesson
(New game, Daily deal, a code typed in). Each prints one line when it had to change more
than the moves, so the student sees why the board changed::

    from hearttoheart_widget.heart_to_heart.teaching.lessons import put_back

    put_back(board)  # the lesson's position and settings, whatever was clicked
"""

from __future__ import annotations

from hearttoheart_widget.heart_to_heart.widget import TAKEN_BACK, HeartToHeart
from hearttoheart_widget.heart_to_heart.words import join

#: How every note begins, so that a reader (or a test) can tell it from a cell's output.
NOTE = "Note:"


def put_back(board: HeartToHeart) -> list[str]:
    """Put ``board`` back as the lesson made it; returns (and prints) what had to change.

    Moves made on the lesson's own deal are taken back without a word: that is what the
    cell promises. Another deal on the board, or a setting changed, is said in one line.
    """
    changed = board.reset()
    if changed:
        print(f"{NOTE} {_described(changed)}; this cell put it back as the lesson made it.")
    return changed


def keep_on_lesson(board: HeartToHeart) -> list[str]:
    """Leave ``board`` as the student left it, unless it no longer plays the lesson's deal:
    then put it back (see :func:`put_back`). Settings are left as they are."""
    return [] if board.on_lesson() else put_back(board)


def _described(changed: list[str]) -> str:
    """``the board showed another deal (HH1-N-…) and its Hints setting was changed``."""
    parts = []
    if changed[0].startswith("another ") or changed[0] == TAKEN_BACK:
        parts.append(f"the board showed {changed[0]}")
        changed = changed[1:]
    if changed:
        settings = "setting was" if len(changed) == 1 else "settings were"
        whose = "its" if parts else "the board's"
        parts.append(f"{whose} {join(changed)} {settings} changed")
    return join(parts)
