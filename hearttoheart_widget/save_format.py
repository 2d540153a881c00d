"""Games saved as JSON (the deal, by code or by cards, plus the moves) and loaded back."""

from __future__ import annotations

import json
from typing import Any

from .game import Game
from .moves import Move

FORMAT = "hearttoheart-game"
VERSION = 1


def game_to_dict(game: Game) -> dict[str, Any]:
    """The game as a JSON-ready dict: its deal, its moves and the result they reach."""
    heart, stock, waste = game.initial_cards
    return {
        "format": FORMAT,
        "version": VERSION,
        "code": game.code,
        "deal": {"heart": heart, "stock": stock, "waste": waste},
        "moves": [str(move) for move in game.history],
        "result": {"score": game.score, "moves": game.moves, "status": game.status},
    }


def game_to_json(game: Game, indent: int | None = None) -> str:
    """The game as JSON text (see :func:`game_to_dict`)."""
    return json.dumps(game_to_dict(game), indent=indent)


def game_from_json(text: str | bytes) -> Game:
    """Load a game saved by :func:`game_to_json`, replaying its moves.

    Raises ``ValueError`` saying what is wrong when the file is not such a game, its deal
    does not match its code, a move is illegal, or the recorded result differs.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"not a saved game: invalid JSON ({error})") from None
    return game_from_dict(data)


def game_from_dict(data: object) -> Game:
    """Rebuild a game from :func:`game_to_dict`'s form; see :func:`game_from_json`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a saved game: expected an object with format {FORMAT!r}")
    if data.get("version") != VERSION:
        raise ValueError(f"unsupported version {data.get('version')!r}: this reads {VERSION}")
    code, deal, moves = data.get("code"), data.get("deal"), data.get("moves")
    if code is None and deal is None:
        raise ValueError("a saved game needs a 'code' or a 'deal'")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ValueError("'moves' must be a list of moves in text form, like ['draw', '24+waste']")
    game = Game.from_code(code) if code is not None else _from_deal(deal)
    if (
        code is not None
        and deal is not None
        and _from_deal(deal).initial_cards != (game.initial_cards)
    ):
        raise ValueError(f"the saved deal does not match the deal of code {game.code}")
    try:
        game.replay(Move.parse(m) for m in moves)
    except ValueError as error:
        raise ValueError(f"the saved moves cannot be replayed: {error}") from None
    result = data.get("result")
    if result is not None:
        reached = {"score": game.score, "moves": game.moves, "status": game.status}
        if result != reached:
            raise ValueError(f"the saved result {result} differs from the replayed one {reached}")
    return game


def _from_deal(deal: object) -> Game:
    if not isinstance(deal, dict) or set(deal) != {"heart", "stock", "waste"}:
        raise ValueError("'deal' must be an object with exactly 'heart', 'stock' and 'waste'")
    parts = [deal["heart"], deal["stock"], deal["waste"]]
    if not all(isinstance(part, list) for part in parts):
        raise ValueError("'heart', 'stock' and 'waste' must be lists of ranks")
    return Game.from_cards(*parts)
