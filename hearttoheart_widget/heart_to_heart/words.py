"""Words for cards and places, shared by the texts that teach: ``the 4 at 21``, in English,
German or Croatian.

Each function takes a ``language`` (English by default) and builds its words from the
translations (``words_*`` in their ``python`` section), with the card's name in the form
and gender the sentence needs (see :mod:`~hearttoheart_widget.common.translations`).
"""

from __future__ import annotations

from collections.abc import Sequence

from hearttoheart_widget.common.translations import gender, translate

from .declaration import KEY as GAME
from .geometry import TIP


def say(key: str, language: str, rank: int | None = None, **fields: object) -> str:
    """The text of ``key`` in ``language``; with ``rank``, its words agree with that rank
    (its gender picks the variant) and ``{rank:form}`` names it."""
    if rank is None:
        return translate(key, language, game=GAME, **fields)
    return translate(key, language, game=GAME, rank=rank, gender=gender(rank, language), **fields)


def at(position: int, language: str = "en") -> str:
    """A heart position as a player names it after "at": ``21``, or ``the tip (24)``
    (German ``Position 21``, Croatian ``položaju 21``)."""
    return (
        say("words_tip", language)
        if position == TIP
        else say("words_position", language, p=position)
    )


def at_all(positions: Sequence[int], language: str = "en") -> str:
    """Several positions after "at": ``3, 8 and 12``, ``19 and the tip (24)`` (German
    ``den Positionen 3, 8 und 12``)."""
    numbers = [p for p in positions if p != TIP]
    if TIP in positions or len(numbers) < 2:
        return join([at(p, language) for p in positions], language)
    return say("words_positions", language, list=join([str(p) for p in numbers], language))


def card(
    heart: Sequence[int | None], position: int, language: str = "en", *, role: str = "card"
) -> str:
    """``the 4 at 21``: the card at a position of ``heart`` (ranks by position), as the
    sentence needs it: ``role`` is ``card`` (a subject), ``card_on`` (after "lies on"),
    ``other_on`` (the same, "the other") or ``card_freed`` (what a move frees)."""
    rank = heart[position]
    if rank is None:
        raise ValueError(f"position {position} holds no card")
    return say(f"words_{role}", language, rank, at=at(position, language))


def a(rank: int, language: str = "en") -> str:
    """``a 9``, ``an Ace``, ``an 8`` (German ``eine Neun``, ``ein Ass``)."""
    return say("words_a", language, rank)


def plural(rank: int, language: str = "en") -> str:
    """``4s``, ``Aces``, ``Queens`` (German ``Vieren``, Croatian ``četvorke``)."""
    return say("words_plural", language, rank)


def number(count: int, language: str = "en", rank: int | None = None) -> str:
    """A count of cards as a word: ``one`` to ``four`` (a rank has four cards), else
    digits; agreeing with ``rank`` where the language needs it (Croatian ``dva kralja``,
    ``dvije dame``)."""
    if not 0 <= count <= 4:
        return str(count)
    fields = {} if rank is None else {"gender": gender(rank, language)}
    return translate(f"number_{count}", language, game=GAME, **fields)


def join(items: Sequence[str], language: str = "en") -> str:
    """``x``, ``x and y``, ``x, y and z`` (``und``, ``i``)."""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + say("words_and", language) + items[-1]
