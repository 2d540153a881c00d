"""The Play page's board: the game the page's address asks for.

``start(address, language)``, given the page's own address (``location.href``) and the
language the page chose, makes the widget, speaking that language:

- ``?code=…&moves=…``, a link ``game_link`` wrote (:mod:`hearttoheart_widget.common.links`):
  that deal with those moves played, in review mode at the last move;
- ``?code=…`` alone: that deal, to play;
- ``?game=COMMAND``: a new game of the game that command names, made by the cell its
  declaration gives (``Declaration.cell``, as ``registry.page_cell`` gives it), with the
  page's site, as
  ``hearttoheart play COMMAND`` makes it; any other name, or none, the first game's.

The widget's ``site`` is the page's address one folder up (the page is ``SITE/play/``), so
the menu's Copy link names the site the page came from. A link that cannot be opened
leaves a new game on the board and says why in the page's language, for the page to show.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urljoin, urlsplit

from hearttoheart_widget import Game, HeartToHeart
from hearttoheart_widget.common import registry
from hearttoheart_widget.common.links import (
    LinkError,
    check_site,
    game_of,
    linked_game,
    read_link,
)
from hearttoheart_widget.common.recorded_widget import RecordedWidget
from hearttoheart_widget.hope_deferred import HopeDeferred, HopeDeferredGame


def start(
    address: str, language: str = "en"
) -> tuple[RecordedWidget[Any, Any, Any], str, str | None]:
    """The board for the page at ``address``, in ``language``, the command that names its
    game and, when the address holds a link that cannot be opened, why, in ``language``
    (else None)."""
    site = page_site(address)
    query = parse_qs(urlsplit(address).query)
    if "code" in query or "moves" in query:
        try:
            board = linked(address, site, language)
            return board, game_name(read_link(address)[0]), None
        except LinkError as error:
            problem = error.reason(language)
    else:
        problem = None
    asked = query.get("game", [""])[0]
    known = [game for game in registry.declarations() if game.command == asked]
    game = (known or [registry.declarations()[0]])[0]
    scope: dict[str, Any] = {}
    exec(game.cell(f"site={site!r}", f"language={language!r}", name="board"), scope)
    return scope["board"], game.command, problem


def linked(address: str, site: str | None, language: str) -> RecordedWidget[Any, Any, Any]:
    """The board of the link at ``address``: with moves, in review mode at the last one.
    :class:`LinkError` says what is wrong with the link, its code or a move."""
    code, moves = read_link(address)
    with_moves = "moves" in parse_qs(urlsplit(address).query, keep_blank_values=True)
    board: RecordedWidget[Any, Any, Any]
    if game_of(code) == "hope_deferred":
        deferred = linked_game(HopeDeferredGame, code, moves)
        board = HopeDeferred(game=deferred, site=site, language=language)
    else:
        game = linked_game(Game, code, moves)
        board = HeartToHeart(game=game, winnable_only=True, site=site, language=language)
    if with_moves:
        board.review()
    return board


def game_name(code: str) -> str:
    """The command that names the game a deal code belongs to."""
    return registry.declaration(game_of(code)).command


def page_site(address: str) -> str | None:
    """The site the page at ``address`` belongs to (its folder's parent), or None where
    that is no http(s) address."""
    try:
        return check_site(urljoin(address, "../"))
    except ValueError:
        return None
