"""What both games' reviews share: the entries as a sequence with the game's code, status
and language, the head and lines of their text, the subjects they take besides a game and
its table (a widget, a row of the records), and the HTML a notebook shows.

Both games' ``review`` take a game, its table, its widget or a record row. The engine must
not import a widget (that would load anywidget), so a widget is recognised only once its
module is loaded, which it always is when a widget exists. A record row is any mapping with
the keys ``game``, ``code`` and ``history`` (the moves as ``format_moves`` writes them),
as ``records.games()`` returns them.
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Mapping, Sequence
from html import escape
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar, cast, overload

from . import registry
from .errors import excerpt
from .translations import translate

if TYPE_CHECKING:
    # Only for type checkers: see the note on Status in common/contract.py.
    from .contract import Status

_KEYS = ("game", "code", "history")


class _Widget(Protocol):
    @property
    def game(self) -> object: ...


class Entry(Protocol):
    """What both games' review entries have: a move's number and the sentence about it."""

    @property
    def number(self) -> int: ...

    @property
    def reason(self) -> str: ...


E = TypeVar("E", bound=Entry)

_RESULTS: dict[Status, str] = {
    "won": "result_won",
    "lost": "result_lost",
    "playing": "result_unfinished",
}


class GameReview(Sequence[E]):
    """The entries of a review, one per move, as an immutable sequence, with the game's
    ``code`` and ``status`` and the ``language`` of the sentences. Each game's review
    subclasses it, naming its section of the translations in ``_section``."""

    __slots__ = ("_code", "_entries", "_language", "_status")
    _section: ClassVar[str]

    def __init__(
        self, entries: tuple[E, ...], *, code: str | None, status: Status, language: str
    ) -> None:
        self._entries = entries
        self._code = code
        self._status: Status = status
        self._language = language

    @overload
    def __getitem__(self, index: int) -> E: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[E, ...]: ...

    def __getitem__(self, index: int | slice) -> E | tuple[E, ...]:
        return self._entries[index]

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def code(self) -> str | None:
        """The deal code, or None for a custom deal."""
        return self._code

    @property
    def status(self) -> Status:
        """The game's status after its last move: ``"won"``, ``"lost"`` or ``"playing"``."""
        return self._status

    @property
    def language(self) -> str:
        """The language of the review's sentences: ``"en"``, ``"de"`` or ``"hr"``."""
        return self._language

    @property
    def length(self) -> int:
        """How many moves the game has."""
        return len(self._entries)

    def _words(self, key: str, **fields: object) -> str:
        return translate(key, self._language, game=self._section, **fields)

    def _head(self) -> list[str]:
        """The first lines of the text: the review's title with the deal, the result, the
        number of moves."""
        t = self._words
        return [
            t("review_title", deal=self._code or t("review_custom")),
            f"{t('review_result')}: {t(_RESULTS[self._status])}",
            f"{t('moves')}: {self.length}",
        ]

    def _lines(self, entries: Sequence[E], labels: Sequence[str]) -> list[str]:
        """A line for each of ``entries``: its number, its move's label and its reason, in
        columns."""
        width = len(str(self.length))
        column = max(map(len, labels), default=0)
        return [
            f"{entry.number:>{width}}. {label:<{column}}  {entry.reason}"
            for entry, label in zip(entries, labels, strict=True)
        ]


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
        if registry.is_game(kind):
            assert isinstance(kind, str)
            reviewer = registry.declaration(kind).reviewer
            raise ValueError(f"this record is of {kind}, not {game}: review it with {reviewer}()")
        known = ", ".join(map(repr, registry.keys()))
        raise ValueError(f"a record row's game is one of {known}, got {excerpt(kind)}")
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


def __getattr__(name: str) -> dict[str, str]:
    """``REVIEWERS``, each game's reviewer by its key, as before 0.3.0 (warns)."""
    if name == "REVIEWERS":
        warnings.warn(
            "reviewing.REVIEWERS is deprecated since 0.3.0: use registry.declaration(key).reviewer",
            DeprecationWarning,
            stacklevel=2,
        )
        return {game.key: game.reviewer for game in registry.declarations()}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
