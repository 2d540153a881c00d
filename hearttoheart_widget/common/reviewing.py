"""What both games' reviews share: the subjects they take besides a game and its table (a
widget, a row of the records), and the HTML a notebook shows.

Both games' ``review`` take a game, its table, its widget or a record row. The engine must
not import a widget (that would load anywidget), so a widget is recognised only once its
module is loaded, which it always is when a widget exists. A record row is any mapping with
the keys ``game``, ``code`` and ``history`` (the moves as ``format_moves`` writes them),
as ``records.games()`` returns them.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from html import escape
from typing import Protocol, cast

from .errors import excerpt

#: The function that reviews each game, as a message names it.
REVIEWERS = {
    "heart_to_heart": "hearttoheart_widget.review",
    "hope_deferred": "hearttoheart_widget.hope_deferred.review",
}
_KEYS = ("game", "code", "history")


class _Widget(Protocol):
    @property
    def game(self) -> object: ...


def widget_game(subject: object, module: str, name: str) -> object | None:
    """``subject.game`` if ``subject`` is an instance of the widget class ``name`` of
    ``module`` (looked up only if that module is loaded), else None."""
    loaded = sys.modules.get(module)
    widget = getattr(loaded, name, None)
    if isinstance(widget, type) and isinstance(subject, widget):
        return cast("_Widget", subject).game
    return None


def recorded_moves(row: Mapping[object, object], game: str) -> tuple[str, str]:
    """The deal code and the moves of a record row of ``game``; a ``ValueError`` says why a
    row cannot be reviewed (another game's, a custom deal's, or one recorded without its
    moves), a ``TypeError`` names a value of the wrong type."""
    missing = [key for key in _KEYS if key not in row]
    if missing:
        raise ValueError(
            f"a record row has the keys game, code and history; this one lacks "
            f"{', '.join(missing)}: {excerpt(dict(row))}"
        )
    kind, code, history = (row[key] for key in _KEYS)
    if kind != game:
        if isinstance(kind, str) and kind in REVIEWERS:
            raise ValueError(
                f"this record is of {kind}, not {game}: review it with {REVIEWERS[kind]}()"
            )
        raise ValueError(
            f"a record row's game is 'heart_to_heart' or 'hope_deferred', got {excerpt(kind)}"
        )
    if history is None:
        raise ValueError(
            "this record keeps no moves (it was recorded before the records kept them), "
            "so it cannot be reviewed"
        )
    if code is None:
        raise ValueError("this record is of a custom deal, whose cards the records do not keep")
    if not isinstance(code, str):
        raise TypeError(f"a record's code is text, got {excerpt(code)}")
    if not isinstance(history, str):
        raise TypeError(
            f"a record's history is text, as format_moves writes it, got {excerpt(history)}"
        )
    return code, history


def review_html(summary: Sequence[str], svg: str, note: str | None = None) -> str:
    """A review as HTML for a notebook: its ``summary`` lines (the first as a heading), its
    chart's ``svg`` (narrowed to fit a narrow page) and a ``note`` under it. It sets no
    colours: the page's show through."""
    head, *rest = (escape(line, quote=False) for line in summary)
    parts = [f"<strong>{head}</strong>", "<br>".join(rest)]
    html = "".join(f'<p style="margin:.25em 0">{part}</p>' for part in parts)
    fitted = svg.replace("<svg ", '<svg style="max-width:100%;height:auto" ', 1)
    html += f'<div style="margin:.5em 0">{fitted}</div>'
    if note is not None:
        html += f'<p style="margin:.25em 0">{escape(note, quote=False)}</p>'
    return f'<div class="hearttoheart-review">{html}</div>'
