"""The games the package knows: each declares itself in its own folder, and ``common``
takes what it needs of a game from here, naming none.

A game of the package is a folder beside ``common`` that holds a module ``declaration``
whose ``DECLARATION`` is a :class:`Declaration`: its key (its name in the records and
its section of the translations), title, widget, launcher cell, How to play's picture,
reviewer and statistics. The registry finds those folders without importing them, and
imports a game's declaration only when it is first asked for, so that importing one game
loads none of another's modules. A game from elsewhere (a test's, a plug-in's) registers
itself with :func:`register`, bringing its words with it (``translations``) instead of a
section of ``translations.json``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .errors import excerpt

#: The figures a statistics panel may show, as :func:`~.records.summary` counts them.
STATISTICS = (
    "played",
    "won",
    "win_rate",
    "current_streak",
    "best_streak",
    "best_score",
    "best_seconds",
    "fewest_moves",
)

_PACKAGE = Path(__file__).parent.parent
_KEY = re.compile(r"[a-z][a-z0-9_]*")
_COMMAND = re.compile(r"[a-z][a-z0-9-]*")
_WIDGET = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_]\w*")

#: The board's layout on a page of its own: centred in the window.
CENTRED = 'layout={"display": "flex", "justify_content": "center"}'


@dataclass(frozen=True)
class Declaration:
    """What ``common`` knows of one game, declared by the game in its own folder.

    ``key``: the game's name in the records, its section of the translations and its
    widget's ``_key`` (``"klondike"``); ``title``: its name on a page (``"Klondike"``);
    ``command``: its name on the command line (``hearttoheart play klondike``);
    ``widget``: its widget class as ``"module:Name"``, which a launcher's cell imports;
    ``options``: the keyword arguments a launcher gives the widget, as Python text;
    ``help_picture``: How to play's picture in a language, as SVG markup; ``reviewer``:
    the function that reviews its games, as a message names it; ``statistics``: the
    figures of :data:`STATISTICS` its panel shows; ``translations``: its section of the
    translations (key to language to text) when ``translations.json`` holds none.

    For links that open its games (:mod:`.links`): ``code_prefix``, how its deal codes
    start (``"KL1-"``; empty: no link names its games); ``link_letters``, the one-letter
    token of each move whose text is one word (``{"draw": "d"}``); ``link_pairs``, whether
    its other moves are pairs of two ends, ``A``-``Y`` for places 0-24 and ``Z`` the waste.
    """

    key: str
    title: str
    command: str
    widget: str
    help_picture: Callable[[str], str]
    reviewer: str
    statistics: tuple[str, ...] = STATISTICS
    options: str = ""
    translations: Mapping[str, Mapping[str, Any]] | None = field(default=None, repr=False)
    code_prefix: str = ""
    link_letters: Mapping[str, str] = field(default_factory=dict)
    link_pairs: bool = False

    def __post_init__(self) -> None:
        for name, value, form in (
            ("key", self.key, _KEY),
            ("command", self.command, _COMMAND),
            ("widget", self.widget, _WIDGET),
        ):
            if not isinstance(value, str) or not form.fullmatch(value):
                raise ValueError(f"a game's {name} must match {form.pattern}, got {excerpt(value)}")
        if not isinstance(self.title, str) or not self.title:
            raise ValueError(f"a game's title is a text, got {excerpt(self.title)}")
        if not callable(self.help_picture):
            raise TypeError(
                f"a game's help_picture is a function, got {excerpt(self.help_picture)}"
            )
        unknown = [name for name in self.statistics if name not in STATISTICS]
        if unknown or not isinstance(self.statistics, tuple):
            raise ValueError(
                f"a game's statistics are a tuple of {', '.join(STATISTICS)}; "
                f"got {excerpt(self.statistics)}"
            )
        if self.translations is not None:
            object.__setattr__(self, "translations", MappingProxyType(dict(self.translations)))

    def cell(self, *arguments: str, name: str | None = None) -> str:
        """The code of a notebook cell that makes the game's widget with its ``options``
        and ``arguments`` (Python text, such as :data:`CENTRED`): the widget as the cell's
        value, or assigned to ``name``."""
        module, _, cls = self.widget.partition(":")
        given = ", ".join(part for part in (self.options, *arguments) if part)
        made = f"{cls}({given})"
        return f"from {module} import {cls}\n\n{made if name is None else f'{name} = {made}'}"


_registered: dict[str, Declaration] = {}


@cache
def _folders() -> tuple[str, ...]:
    """The package's own games: the folders beside ``common`` with a ``declaration``
    (looked for once: the package does not change while it runs)."""
    return tuple(
        sorted(
            folder.name
            for folder in _PACKAGE.iterdir()
            if (folder / "declaration.py").is_file() and _KEY.fullmatch(folder.name)
        )
    )


def keys() -> tuple[str, ...]:
    """Every game's key: the package's own games first (in the order of their folders'
    names), then those registered, in the order they were."""
    own = _folders()
    return (*own, *(key for key in _registered if key not in own))


def is_game(key: object) -> bool:
    """Whether ``key`` names a game; imports nothing."""
    return isinstance(key, str) and key in keys()


def declaration(key: str) -> Declaration:
    """The declaration of the game ``key``, its module imported on first use; a
    ``ValueError`` names the games for a key that names none."""
    found = _registered.get(key) if isinstance(key, str) else None
    if found is not None:
        return found
    if not is_game(key):
        raise ValueError(f"no game is named {excerpt(key)}; the games are {', '.join(keys())}")
    module = import_module(f"{_PACKAGE.name}.{key}.declaration")
    declared = module.DECLARATION
    if not isinstance(declared, Declaration) or declared.key != key:
        raise TypeError(f"{module.__name__}.DECLARATION must be the Declaration of {key!r}")
    _registered[key] = declared
    return declared


def declarations() -> tuple[Declaration, ...]:
    """Every game's declaration, in the order of :func:`keys` (each imported now)."""
    return tuple(declaration(key) for key in keys())


def by_command(command: str) -> Declaration:
    """The game named ``command`` on the command line; a ``ValueError`` names them."""
    for found in declarations():
        if found.command == command:
            return found
    commands = ", ".join(found.command for found in declarations())
    raise ValueError(f"no game is called {excerpt(command)}; the games are {commands}")


def page_cell(command: str, name: str) -> str:
    """The code the site's Play page runs for the game ``command`` names (the first game
    for any other text): its widget, assigned to ``name``, as ``hearttoheart play`` makes it."""
    known = [game for game in declarations() if game.command == command]
    return (known or [declarations()[0]])[0].cell(name=name)


def register(game: Declaration) -> Declaration:
    """Make ``game`` known to ``common``: its records, statistics, launcher, How to play
    and words; it imports no other game. Registering the same declaration again does
    nothing; another game's key, or the command of a game already loaded, raises
    ``ValueError``."""
    if not isinstance(game, Declaration):
        raise TypeError(f"register takes a Declaration, got {excerpt(game)}")
    if _registered.get(game.key) == game:
        return game
    taken = game.key in keys() or any(o.command == game.command for o in _registered.values())
    if taken:
        raise ValueError(f"a game is already known as {game.key!r} or {game.command!r}")
    _registered[game.key] = game
    return game


def unregister(key: str) -> None:
    """Forget a game :func:`register` made known (a package's own game stays)."""
    if key in _folders():
        raise ValueError(f"{key!r} is one of the package's own games")
    _registered.pop(key, None)
