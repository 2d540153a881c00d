"""The Play page's keeping: the player's records, and each game's game in progress and
settings, in the folder that keeping.js keeps in the browser's IndexedDB.

Run in the page's Pyodide once keeping.js has mounted and loaded the folder, before any
widget is made: it names the records file in that folder. ``keep(board, address)`` then
takes up the kept game of the board's game and keeps it after each change; a board a
shared link opened (``?code=…``, with or without ``moves=``, as board.py reads it) takes
only the kept settings and keeps nothing, so the game in progress waits for the next
visit. ``WORDS`` is what the page says of where the games are kept, in every language,
as JSON.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from hearttoheart_widget.common import records
from hearttoheart_widget.common.keeping import Keeper
from hearttoheart_widget.common.recorded_widget import RecordedWidget
from hearttoheart_widget.common.translations import LANGUAGES, translate

#: The folder keeping.js keeps in IndexedDB (its FOLDER).
FOLDER = Path("/hearttoheart")
os.environ[records.ENVIRONMENT] = str(FOLDER / records.BROWSER_FILE)
keeper = Keeper(FOLDER)


def keep(board: RecordedWidget[Any, Any, Any], address: str) -> str | None:
    """Take up the kept game of ``board``'s game (only its settings where ``address``, the
    page's, holds a link) and, unless a link opened the board, keep its game from now on;
    why the kept game was refused, or None."""
    query = parse_qs(urlsplit(address).query)
    linked = "code" in query or "moves" in query
    problem = keeper.take_up(board, game=not linked)
    if not linked:
        keeper.watch(board)
    return problem


WORDS = json.dumps(
    {
        language: {
            key: translate(key, language)
            for key in ("kept_where", "kept_elsewhere", "kept_clear", "kept_clear_ask")
        }
        for language in LANGUAGES
    }
)
