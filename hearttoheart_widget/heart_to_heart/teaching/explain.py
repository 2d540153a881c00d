"""Reasons for moves, for teaching: what a move does, what it frees, and when it throws a
won game away, in English, German or Croatian.

A move that turns a position that can be won into one that cannot is named as such in the
first sentence, with the reason (from :mod:`.stuck`); a move that keeps the win never is.
Draws and recycles never change whether a game can be won: the solver's first lesson is
that only the heart and the ranks left in stock and waste matter, not their order. The
sentences are the translations' ``explain_*`` texts, the cards' names agreeing with them.
"""

from __future__ import annotations

from hearttoheart_widget.common.errors import excerpt, require
from hearttoheart_widget.common.translations import check_language, translate_count
from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.moves import Move
from hearttoheart_widget.heart_to_heart.solving.solver import is_winnable
from hearttoheart_widget.heart_to_heart.stuck import rank_counts, why_lost
from hearttoheart_widget.heart_to_heart.words import a, at, at_all, card, join, number, say

LOST = say("explain_lost", "en")


def explain(game: Game, move: Move | str, language: str = "en") -> str:
    """Say, before ``move`` is played on ``game``, what it does and why, in ``language``
    (``"en"``, the default, ``"de"`` or ``"hr"``).

    The move must be legal; the game is not changed.
    """
    require(game, Game, "explain()")
    check_language(language)
    if isinstance(move, str):
        move = Move.parse(move)
    elif not isinstance(move, Move):
        raise TypeError(f"a move is a Move or text such as '12+14', got {excerpt(move)}")
    if move not in game.legal_moves():
        raise ValueError(f"{move} is not a legal move here")
    if move.kind == "pair":
        return _explain_pair(game, move, language)
    return _explain_turn(game, move, language)


def freed_by(game: Game, move: Move | str) -> list[int]:
    """The heart positions that ``move`` (legal here) would make free, ascending."""
    after = game.copy()
    after.play(move)
    return sorted(set(after.free()) - set(game.free()))


def _explain_pair(game: Game, move: Move, language: str) -> str:
    after = game.copy()
    after.play(move)
    waste = move.b == "waste"
    pair = _pair_words(game, move, language)
    points = 10 if waste else 20
    do = say("explain_do", language, pair=pair, points=points)
    if after.status == "won":
        return say("explain_won_waste" if waste else "explain_won_heart", language, do=do)
    freed = freed_by(game, move)
    end = say("explain_dead_end", language) if after.status != "playing" else ""
    cards = _cards(game, freed, language)
    if is_winnable(game) and not is_winnable(after):
        reason = why_lost(after, language)
        assert reason is not None
        key = "explain_loses_frees" if freed else "explain_loses"
        lost = say("explain_lost", language)
        return say(
            key, language, lost=lost, reason=reason, pair=pair, points=points, cards=cards, end=end
        )
    key = "explain_frees" if freed else "explain_frees_none"
    return say(key, language, do=do, cards=cards, end=end)


def _explain_turn(game: Game, move: Move, language: str) -> str:
    if move.kind == "recycle":
        what = translate_count("explain_recycle", len(game.waste), language)
    else:
        what = say("explain_draw", language)
    pairs = [m for m in game.legal_moves() if m.kind == "pair"]
    if not pairs:
        return say("explain_no_pair", language, turn=what, view=_in_view(game, language))
    winnable = is_winnable(game)
    traps, waiting = [], []
    for pair in pairs:
        after = game.copy()
        after.play(pair)
        if winnable and not is_winnable(after):
            traps.append((pair, why_lost(after, language)))
        else:
            waiting.append(pair)
    sentences = [what + "."]
    if traps:
        listed = say("explain_trap_join", language).join(
            say(
                "explain_trap",
                language,
                pair=_pair_words(game, pair, language, role="pairing"),
                reason=reason,
            )
            for pair, reason in traps
        )
        key = (
            "explain_trap_only"
            if len(pairs) == 1
            else "explain_trap_one"
            if len(traps) == 1
            else "explain_traps"
        )
        sentences.append(say(key, language, traps=listed))
        sentences.append(say("explain_draw_safe", language))
    for pair in waiting:
        sentences.append(_why_wait(game, pair, language))
    return " ".join(sentences)


def _why_wait(game: Game, pair: Move, language: str) -> str:
    """Why an open pair that keeps the win (or a lost game's pair) may be left for later."""
    words = _pair_words(game, pair, language, role="pairing")
    assert isinstance(pair.a, int)
    rank = _rank(game, pair.a)
    if pair.b == "waste":
        count = next(c for c in rank_counts(game) if c.rank == rank)
        if count.dangerous:
            held = number(len(count.heart), language, rank)
            text = say("explain_wait_only", language, rank, pair=words, count=held)
        else:
            text = say("explain_wait_waste", language, rank, pair=words)
    else:
        text = say("explain_wait_heart", language, pair=words)
    return text[0].upper() + text[1:]


def _pair_words(game: Game, pair: Move, language: str, *, role: str = "pair") -> str:
    """``the 4 at 19 with the 4 on top of the waste``, ``the 2s at 13 and 19``: a pair as
    the sentence needs it, ``role`` ``pair`` (what a move pairs) or ``pairing`` (what
    would lose or can wait; German and Croatian take other cases there)."""
    assert isinstance(pair.a, int)
    rank = _rank(game, pair.a)
    if pair.b == "waste":
        return say(f"explain_{role}_waste", language, rank, at=at(pair.a, language))
    assert isinstance(pair.b, int)
    return say(f"explain_{role}_heart", language, rank, where=at_all((pair.a, pair.b), language))


def _in_view(game: Game, language: str) -> str:
    free = [a(_rank(game, p), language) for p in game.free()]
    if len(free) == 1:
        cards = say("explain_only_free", language, card=free[0])
    else:
        cards = say("explain_free_cards", language, cards=join(free, language))
    top = game.waste_top
    if top is None:
        waste = say("explain_waste_empty", language)
    else:
        waste = say("explain_waste_shows", language, card=a(top, language))
    return say("explain_view", language, cards=cards, waste=waste)


def _cards(game: Game, positions: list[int], language: str) -> str:
    if not positions:
        return ""
    return join([card(game.heart, p, language, role="card_freed") for p in positions], language)


def _rank(game: Game, position: int) -> int:
    rank = game.rank_at(position)
    assert rank is not None
    return rank
