"""The Play page's keeping: the player's records, and each game's game in progress and
settings, in the folder that keeping.js keeps in the browser's IndexedDB.

Run in the page's Pyodide once keeping.js has mounted and loaded the folder, before any
widget is made: it names the records file in that folder. ``keep(board, linked)`` then
takes up the kept game of the board's game and keeps it after each change; a board a
shared link opened (``linked``) takes only the kept settings and keeps nothing, so the
game in progress waits for the next visit. ``WORDS`` is what the page says of where the
games are kept, in every language, as JSON.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from hearttoheart_widget.common import records
from hearttoheart_widget.common.keeping import Keeper
from hearttoheart_widget.common.recorded_widget import RecordedWidget
from hearttoheart_widget.common.translations import LANGUAGES, translate

#: The folder keeping.js keeps in IndexedDB (its FOLDER).
FOLDER = Path("/hearttoheart")
os.environ[records.ENVIRONMENT] = str(FOLDER / records.BROWSER_FILE)
keeper = Keeper(FOLDER)


def keep(board: RecordedWidget[Any, Any, Any], linked: bool) -> str | None:
    """Take up the kept game (only the settings when ``linked``) and, unless ``linked``,
    keep the board's game from now on; why the kept game was refused, or None."""
    problem = keeper.take_up(board, game=not linked)
    if not linked:
        keeper.watch(board)
    return problem


WORDS = json.dumps(
    {
        language: {
            key: translate(key, language) for key in ("kept_where", "kept_clear", "kept_clear_ask")
        }
        for language in LANGUAGES
    }
)
