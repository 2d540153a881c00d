"""Links that open a game on the site's Play page: ``SITE/play/?code=CODE&moves=MOVES``.

:func:`game_link` writes the link of a game (its deal code and every move made), and
:func:`read_link` reads one back. The game is the code's: ``HH1-…`` Heart to Heart,
``HD1-…`` Hope Deferred. ``MOVES`` takes one of two forms, and both are read:

- **compact** (what :func:`game_link` writes unless told): ``~`` and one short token per
  move. Heart to Heart: ``d`` a draw, ``r`` a recycle, and a pair as two capital letters,
  ``A`` to ``Y`` for the heart's positions 0 to 24 and ``Z`` for the waste (``12+14`` is
  ``MO``, ``24+waste`` is ``YZ``). Hope Deferred: ``d`` a deal, ``g`` a gather. So
  ``moves=~ddMOYZr``; a move is at most two characters, and a link of 150 moves stays
  under 400 characters with the project's site address.
- **text**: the game's ``format_moves`` text, its spaces written as ``+`` (and so a pair's
  own ``+`` as ``%2B``): ``moves=draw+draw+12%2B14+24%2Bwaste+recycle``. Longer, readable.

:func:`read_link` checks the link's form (one code of either game, the moves in one of the
forms); the deal and the moves themselves are checked where they are played, by
:func:`linked_game`. Each raises :class:`LinkError` for a link that cannot be opened: a
``ValueError`` whose text names what was wrong, in English, and whose :meth:`~LinkError.reason`
says it in a player's language (the Play page shows it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any
from urllib.parse import parse_qsl, quote_plus, urlsplit

from . import registry
from .contract import E, RulesEngine
from .errors import EXCERPT_LENGTH, InvalidMoveError, excerpt
from .move_text import format_moves
from .translations import translate

#: The marker that starts the compact form of the moves.
COMPACT = "~"
#: A pair's ends in the compact form: the heart's positions 0..24, then the waste.
_ENDS = "ABCDEFGHIJKLMNOPQRSTUVWXY"
_WASTE = "Z"
_PAIR = re.compile(r"([0-9]+)\+([0-9]+|waste)")
_TWO_ENDS = re.compile(r"[A-Z]{2}")


class LinkError(ValueError):
    """A link that cannot be opened. Its text is the English message; ``key`` and
    ``fields`` are the reason as a player reads it (``translations.json``, section
    ``python``), which :meth:`reason` gives in a language."""

    def __init__(self, message: str, key: str, **fields: object) -> None:
        super().__init__(message)
        self.key = key
        self.fields = fields

    def reason(self, language: str) -> str:
        """Why the link cannot be opened, in ``language``: a phrase for a sentence around it."""
        return translate(self.key, language, game=None, **self.fields)


def _shown(text: str) -> str:
    """``text`` as a reason quotes it: cut to about :data:`EXCERPT_LENGTH` characters."""
    return text if len(text) <= EXCERPT_LENGTH else f"{text[: EXCERPT_LENGTH - 1]}…"


def _linked() -> dict[str, registry.Declaration]:
    """The games a link can name, by the start of their deal codes (their declarations')."""
    return {game.code_prefix: game for game in registry.declarations() if game.code_prefix}


def _tokens(game: registry.Declaration) -> str:
    """What ``game``'s compact tokens may be, for the error that names a bad one."""
    letters = [f"{letter} ({word})" for word, letter in game.link_letters.items()]
    if game.link_pairs:
        letters.append("two capital letters (a pair: A-Y the heart's positions 0-24, Z the waste)")
    return ", ".join(letters[:-1]) + f" or {letters[-1]}" if len(letters) > 1 else letters[0]


def game_link(game: RulesEngine[Any, Any], site: str, *, compact: bool = True) -> str:
    """The link that opens ``game`` on the Play page of ``site`` (the site's address,
    ``https://…/``), at its last move: ``SITE/play/?code=CODE&moves=MOVES``, the moves in
    the compact form, or in the text form with ``compact=False`` (see the module).

    ``ValueError`` for a custom deal (it has no code) and a site that is no http(s)
    address; ``TypeError`` for a site that is no text.
    """
    base = check_site(site)
    code = game.code
    if code is None:
        raise ValueError("a custom deal (made from cards) has no code, so no link replays it")
    words = [str(move) for move in game.history]
    if compact:
        declared = registry.declaration(game_of(code))
        moves = COMPACT + "".join(_token(word, declared) for word in words)
    else:
        moves = quote_plus(format_moves(words), safe="")
    return f"{base}play/?code={code}&moves={moves}"


def read_link(url: str) -> tuple[str, list[str]]:
    """The deal code and the moves (each in its text form, as ``format_moves`` writes
    them) of a link :func:`game_link` wrote, in either form of the moves; a link with a
    code and no ``moves=`` has no moves. Only its query is read: the site's address is
    free.

    :class:`LinkError` naming what is wrong: no code or two, a code of neither game, two
    ``moves=``, a compact token that is no move; ``TypeError`` for what is no text.
    """
    if not isinstance(url, str):
        raise TypeError(
            "a link is text such as https://…/play/?code=HH1-N-AAAAAAM&moves=~dd, "
            f"got {excerpt(url)}"
        )
    try:
        fields = parse_qsl(urlsplit(url).query, keep_blank_values=True, errors="strict")
    except (UnicodeError, ValueError) as error:
        raise LinkError(
            f"the link {excerpt(url)} cannot be read: {error}", "link_unreadable"
        ) from None
    codes = [value for name, value in fields if name == "code"]
    given = [value for name, value in fields if name == "moves"]
    if len(codes) != 1:
        said = "no code=" if not codes else f"{len(codes)} codes"
        raise LinkError(
            f"the link {excerpt(url)} names {said}: it needs one deal code",
            "link_codes" if codes else "link_no_code",
        )
    if len(given) > 1:
        raise LinkError(
            f"the link {excerpt(url)} gives moves= {len(given)} times", "link_moves_twice"
        )
    code = codes[0].strip().upper() if codes[0].isascii() else ""
    linked = _linked()
    if not any(code.startswith(start) for start in linked):
        starts = ", ".join(f"a {game.title} code with {start}" for start, game in linked.items())
        raise LinkError(
            f"the link's code {excerpt(codes[0])} is no deal code: {starts}",
            "link_bad_code",
            code=_shown(codes[0]),
        )
    text = given[0] if given else ""
    if text.startswith(COMPACT):
        return code, _expand(text[len(COMPACT) :], game_of(code))
    return code, text.split()


def game_of(code: str) -> str:
    """The key of the game a deal code belongs to, by how it starts (its declaration's
    ``code_prefix``); :class:`LinkError` for a code of no game."""
    for start, game in _linked().items():
        if code.startswith(start):
            return game.key
    raise LinkError(
        f"{excerpt(code)} is a deal code of no game a link can name",
        "link_bad_code",
        code=_shown(code),
    )


def linked_game(engine: type[E], code: str, moves: Sequence[str]) -> E:
    """The game of ``engine`` that ``code`` deals, with ``moves`` played: what a link
    :func:`read_link` read opens. :class:`LinkError` for a code the engine refuses, or
    naming the first move it refuses (its text the engine's message, as ``replay`` gives it).
    """
    try:
        game = engine.from_code(code)
    except ValueError as error:
        raise LinkError(str(error), "link_bad_code", code=_shown(code)) from None
    for number, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except ValueError as error:
            raise LinkError(
                f"move {number} ({excerpt(move)}): {error}",
                "link_no_move" if isinstance(error, InvalidMoveError) else "link_not_playable",
                n=number,
                move=_shown(move),
            ) from None
    return game


def check_site(site: object) -> str:
    """``site`` as a site's address ending in ``/``: ``TypeError`` unless it is text,
    ``ValueError`` unless it is an http(s) address with a host and no query or fragment."""
    if not isinstance(site, str):
        raise TypeError(f"a site is its address, https://…/, got {excerpt(site)}")
    try:
        parts = urlsplit(site)
    except ValueError as error:
        raise ValueError(f"the site {excerpt(site)} is no address: {error}") from None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"a site is an http:// or https:// address, got {excerpt(site)}")
    if parts.query or parts.fragment or site.endswith(("?", "#")):
        raise ValueError(f"a site's address has no query or fragment, got {excerpt(site)}")
    return site if site.endswith("/") else f"{site}/"


def _token(word: str, game: registry.Declaration) -> str:
    """One move's compact token (the game's own moves only: see the module)."""
    letter = game.link_letters.get(word)
    if letter is not None:
        return letter
    pair = _PAIR.fullmatch(word) if game.link_pairs else None
    if pair is None:
        raise ValueError(f"{excerpt(word)} is no move of {game.title} a link can hold")
    return "".join(_WASTE if end == "waste" else _ENDS[int(end)] for end in pair.groups())


def _expand(tokens: str, key: str) -> list[str]:
    """The moves' text of a compact form (after its marker)."""
    game = registry.declaration(key)
    words = {letter: word for word, letter in game.link_letters.items()}
    found: list[str] = []
    index = 0
    while index < len(tokens):
        letter = tokens[index]
        if letter in words:
            found.append(words[letter])
            index += 1
            continue
        pair = tokens[index : index + 2]
        if not game.link_pairs or _TWO_ENDS.fullmatch(pair) is None:
            raise LinkError(
                f"the link's move {len(found) + 1} ({excerpt(pair)}) is no move: each is "
                f"{_tokens(game)}",
                "link_no_move",
                n=len(found) + 1,
                move=pair,
            )
        found.append("+".join(_end(letter) for letter in pair))
        index += 2
    return found


def _end(letter: str) -> str:
    """A pair's end in the moves' text: a heart position, or ``waste``."""
    return "waste" if letter == _WASTE else str(_ENDS.index(letter))
