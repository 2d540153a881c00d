"""What How to play's pictures share, drawn with the shared card renderer
(:mod:`.card_svg`): the frame and the arrows. Each game draws its own picture in its own
folder and names it in its declaration (:mod:`.registry`); each widget syncs its game's
picture to the view (``_help_picture``), so no bundle draws it."""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable
from typing import Any

from . import registry
from .card_svg import number

W = 40.0  # a card's width in the pictures


def picture(width: int, height: int, body: str) -> str:
    """A picture of ``width`` by ``height`` holding the SVG ``body``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}"'
        f' width="{width}" height="{height}" aria-hidden="true">{body}</svg>'
    )


def arrow(x1: float, y1: float, x2: float, y2: float) -> str:
    """A white arrow from (x1, y1) to (x2, y2), its head at the end."""
    angle = math.atan2(y2 - y1, x2 - x1)
    head = [
        f"{number(x2 - 7 * math.cos(angle + turn))} {number(y2 - 7 * math.sin(angle + turn))}"
        for turn in (-0.5, 0.5)
    ]
    end = f"{number(x2)} {number(y2)}"
    path = f"M{number(x1)} {number(y1)}L{end}M{head[0]}L{end}L{head[1]}"
    return (
        f'<path d="{path}" fill="none" stroke="#fff" stroke-width="2.2"'
        ' stroke-linecap="round" stroke-linejoin="round"/>'
    )


def __getattr__(name: str) -> Any:
    """A game's picture by the game's key: the name it had here before 0.3.0 (warns)."""
    pictures: dict[str, Callable[[str], str]]
    if registry.is_game(name):
        warnings.warn(
            f"help_pictures.{name} is deprecated since 0.3.0: use "
            f"registry.declaration({name!r}).help_picture",
            DeprecationWarning,
            stacklevel=2,
        )
        return registry.declaration(name).help_picture
    if name == "PICTURES":
        warnings.warn(
            "help_pictures.PICTURES is deprecated since 0.3.0: use each game's "
            "registry.declaration(key).help_picture",
            DeprecationWarning,
            stacklevel=2,
        )
        pictures = {game.key: game.help_picture for game in registry.declarations()}
        return pictures
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
