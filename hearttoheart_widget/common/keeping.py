"""Keeping a widget's game in progress and its settings in a folder, to take them up again
after a reload (the Play page keeps them in the browser's storage this way).

:func:`kept` is the JSON text of what a widget keeps: its table's save (the game, its
moves and its clock, see the tables' ``to_json``), the settings its menu changes
(``language`` too), and how far its game was counted for the records (the moves it was
dealt with, and whether it was recorded already), so that a game taken up is recorded
once, by the rule of :mod:`.recording`. :func:`resume` puts such a text back on a widget
of the same game; anything else (another format or game, a damaged save, a setting the
widget refuses) raises :class:`~.errors.InvalidSaveError` saying what is wrong, and the
widget stays exactly as it was.

A :class:`Keeper` keeps the games of the widgets it watches in its folder, one file per
game (``heart_to_heart.json``), written again after each change: a move, an undo, a new
game, a setting. Review mode is not kept: a reload shows the game on the table.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from . import saves
from .errors import InvalidSaveError, excerpt
from .recorded_widget import RecordedWidget

log = logging.getLogger(__name__)

FORMAT = "hearttoheart-kept"
"""The ``format`` of a kept game's JSON."""

VERSION = 1
"""The version of that format this module writes and reads."""

MAX_SIZE = 4 * 2**20
"""The most characters a kept game's text may hold (a table's save holds at most 2 MiB)."""

_KEYS = frozenset({"format", "version", "game", "table", "settings", "dealt_with", "recorded"})

Widget = RecordedWidget[Any, Any, Any]


def settings_of(widget: Widget) -> tuple[str, ...]:
    """The names of the settings a widget keeps: its menu's, and ``language``."""
    return (*widget._flags, "language")


def kept(widget: Widget) -> str:
    """The JSON text of ``widget``'s game in progress, its settings and its records count."""
    recorder = widget._recorder
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": widget._key,
        "table": widget._table.to_json(),
        "settings": {name: getattr(widget, name) for name in settings_of(widget)},
        "dealt_with": recorder.dealt_with,
        "recorded": recorder.recorded,
    }
    return saves.dumps(data, None, MAX_SIZE)


def resume(widget: Widget, text: str | bytes, *, game: bool = True) -> None:
    """Put the game and settings :func:`kept` wrote back on ``widget`` (only the settings
    when ``game`` is False). ``InvalidSaveError`` says what is wrong with ``text``; then the
    widget is unchanged."""
    data, _ = saves.read_object(text, FORMAT, (VERSION,), MAX_SIZE)
    saves.check_keys(data, _KEYS)
    if data["game"] != widget._key:
        raise InvalidSaveError(
            f"this keeps a game of {excerpt(data['game'])}, not of {widget._key!r}"
        )
    settings = _settings(widget, data["settings"])
    dealt_with, recorded = data["dealt_with"], data["recorded"]
    if not isinstance(dealt_with, str) or type(recorded) is not bool:
        raise InvalidSaveError(
            "'dealt_with' must be the text of moves and 'recorded' true or false, got "
            f"{excerpt(dealt_with)} and {excerpt(recorded)}"
        )
    if not isinstance(data["table"], str):
        raise InvalidSaveError(
            f"'table' must be a table's save as text, got {excerpt(data['table'])}"
        )
    if not game:
        with widget.hold_sync():
            for name, value in settings.items():
                setattr(widget, name, value)
        return
    load = cast("Callable[[str], Any]", type(widget._table).from_json)
    try:
        table = load(data["table"])
    except (TypeError, ValueError) as error:  # InvalidSaveError is a ValueError
        raise InvalidSaveError(f"the kept table: {error}") from None
    widget._resume(table, settings, dealt_with, recorded)


def _settings(widget: Widget, settings: object) -> dict[str, object]:
    """The kept ``settings``, each one the widget has and takes; ``InvalidSaveError``."""
    names = settings_of(widget)
    if not isinstance(settings, dict) or not settings.keys() <= set(names):
        raise InvalidSaveError(
            f"'settings' must be an object of some of {', '.join(names)}; got {excerpt(settings)}"
        )
    try:
        widget._check_settings(settings)
    except (TypeError, ValueError) as error:
        raise InvalidSaveError(f"a kept setting: {error}") from None
    return settings


class Keeper:
    """Keeps in ``folder`` the games in progress of the widgets it watches, a file a game,
    and takes them up again (:meth:`take_up`)."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self._watched: list[Widget] = []

    def file(self, widget: Widget) -> Path:
        """The file that keeps ``widget``'s game: the game's key, ``.json``."""
        return self.folder / f"{widget._key}.json"

    def take_up(self, widget: Widget, *, game: bool = True) -> str | None:
        """Put the kept game of ``widget``'s game and its settings on ``widget`` (only the
        settings when ``game`` is False); None once done or when none is kept, else why
        the kept file was refused. A refused file is set aside as ``….refused.json`` (when
        ``game``), so that nothing is lost and a new game is kept in its place; the widget
        keeps the game it has."""
        file = self.file(widget)
        try:
            text = file.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as error:
            problem = f"cannot read {file}: {error}"
        else:
            try:
                resume(widget, text, game=game)
                return None
            except InvalidSaveError as error:
                problem = f"{file} holds no game to take up: {error}"
        if game:
            os.replace(file, file.with_suffix(".refused.json"))
        log.warning("a new game instead of the kept one: %s", problem)
        return problem

    def watch(self, widget: Widget) -> None:
        """Keep ``widget``'s game now, and again after each change."""
        self._watched.append(widget)
        names = ["event", "clock", *settings_of(widget)]
        widget.observe(lambda _change: self.write(widget), names=names)
        self.write(widget)

    def write(self, widget: Widget) -> None:
        """Keep ``widget``'s game as it is now (the whole file replaced at once)."""
        file = self.file(widget)
        file.parent.mkdir(parents=True, exist_ok=True)
        passing = file.with_suffix(".writing")
        passing.write_text(kept(widget), encoding="utf-8")
        os.replace(passing, file)

    def save(self) -> None:
        """Keep every watched widget's game as it is now (its clock's reading with it)."""
        for widget in self._watched:
            self.write(widget)
