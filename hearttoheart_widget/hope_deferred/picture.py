"""A picture of a Hope Deferred board as one standalone SVG, from plain data.

It shows the stock with its count, the three piles with their top cards and depth, the
row of the target suit's cards (those set aside as cards, the missing ones as outlines),
and a status bar with the deal code, the round and deal, and the game's state. It needs
no kernel and no script, so a notebook shows the board wherever it is read. Its words and
card letters are in the ``language`` asked for, from the translations.
"""

from __future__ import annotations

from collections.abc import Sequence

from hearttoheart_widget.common.card_svg import card_svg, empty_svg
from hearttoheart_widget.common.deprecation import renamed_keyword
from hearttoheart_widget.common.picture import STATUS_BAR, document, felt, pile, status_bar, text
from hearttoheart_widget.common.translations import check_language, translate

from .cards import Card, Suit
from .variants import ROUNDS, Variant

CARD = 64.0
GAP = 26.0
PAD = 22.0
MINI = 40.0
MINI_GAP = 6.0
DEPTH = 6.0
CAPTION = 20.0
ASIDE_HEAD = 30.0

#: The statuses a picture shows (its words are the translations' ``picture_<status>``).
STATUSES = ("playing", "won", "lost")
GAME = "hope_deferred"  # the translations' section


@renamed_keyword("target", "target_suit")
def board_svg(
    stock_count: int,
    piles: Sequence[Sequence[Card | str]],
    set_aside: Sequence[Card | str],
    *,
    target_suit: Suit | str = "hearts",
    variant: Variant | str = "classic",
    round: int = 1,
    deals_in_round: int = 0,
    code: str | None = None,
    status: str = "playing",
    language: str = "en",
) -> str:
    """The board as SVG: the stock's count, three piles (bottom to top), the target cards
    set aside, and where the game stands. Cards are :class:`Card` or text such as "10S".
    ``status`` is ``"playing"``, ``"won"`` or ``"lost"``; the words are in ``language``
    (``"en"``, the default, ``"de"`` or ``"hr"``)."""
    suit = Suit.parse(target_suit)
    kind = Variant.parse(variant)
    pile_cards = [[_card(card) for card in cards] for cards in piles]
    aside = {card.rank for card in map(_card, set_aside)}
    _check(stock_count, pile_cards, [_card(card) for card in set_aside], suit, kind, status)
    if not 1 <= round <= ROUNDS or not 0 <= deals_in_round <= kind.deals_per_round:
        raise ValueError(
            f"round must be 1..{ROUNDS} and deals_in_round 0..{kind.deals_per_round},"
            f" got {round!r} and {deals_in_round!r}"
        )
    check_language(language)

    def say(key: str, **fields: object) -> str:
        return translate(key, language, game=GAME, **fields)

    def face(card: Card, at: tuple[float, float, float], size: str = "full") -> str:
        return card_svg(
            card.rank, card.suit.value, size=size, at=at, label=say(f"rank_{card.rank}")
        )

    slots = len(kind.ranks)
    row_width = slots * MINI + (slots - 1) * MINI_GAP
    top_width = 4 * CARD + 3.5 * GAP
    width = max(row_width, top_width, 400) + 2 * PAD
    top_y = PAD
    aside_y = top_y + CARD * 1.4 + DEPTH + CAPTION + ASIDE_HEAD
    height = aside_y + MINI * 1.4 + PAD + STATUS_BAR

    body = [felt(width, height)]
    x = (width - top_width) / 2
    body.append(pile(x, top_y, CARD, stock_count, None))
    body.append(_caption(x, top_y, say("hd_picture_stock", n=stock_count)))
    x += CARD + 1.5 * GAP
    for number, cards in enumerate(pile_cards, 1):
        top = face(cards[-1], (x, top_y, CARD)) if cards else None
        body.append(pile(x, top_y, CARD, len(cards), top))
        body.append(_caption(x, top_y, say("hd_picture_pile", pile=number, n=len(cards))))
        x += CARD + GAP

    set_aside_words = say("hd_picture_set_aside", n=len(aside), total=slots, sign=suit.symbol)
    body.append(text(width / 2, aside_y - 10, set_aside_words, size=12))
    x = (width - row_width) / 2
    for rank in kind.ranks:
        if rank in aside:
            body.append(face(Card(rank, suit), (x, aside_y, MINI), "compact"))
        else:
            body.append(empty_svg(at=(x, aside_y, MINI)))
            label = say(f"rank_{rank}") + suit.symbol  # "7♥", as the live board
            body.append(text(x + MINI / 2, aside_y + MINI * 0.85, label, size=13, opacity=0.45))
        x += MINI + MINI_GAP

    where = say(
        "hd_picture_where",
        round=round,
        rounds=ROUNDS,
        deal=deals_in_round,
        deals=kind.deals_per_round,
    )
    word = say(f"picture_{status}")
    body.append(status_bar(width, height, code or say("picture_no_code"), where, status, word))
    title = say(
        "hd_picture_title",
        name=f"{say('title')} {code or ''}".rstrip(),
        state=say(f"picture_state_{status}"),
        variant=say(f"hd_variant_{kind.value}"),
        n=len(aside),
        total=slots,
        suit=say(f"hd_suit_{suit.value}"),
        round=round,
        rounds=ROUNDS,
        stock=stock_count,
        piles=", ".join(str(len(cards)) for cards in pile_cards),
    )
    return document(width, height, title, "".join(body))


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def _caption(x: float, y: float, words: str) -> str:
    return text(x + CARD / 2, y + CARD * 1.4 + DEPTH + CAPTION - 4, words, size=12)


def _check(
    stock_count: int,
    piles: list[list[Card]],
    set_aside: list[Card],
    suit: Suit,
    variant: Variant,
    status: str,
) -> None:
    if type(stock_count) is not int or stock_count < 0:
        raise ValueError(f"stock_count must be an int >= 0, got {stock_count!r}")
    if len(piles) != 3:
        raise ValueError(f"piles must be three piles, got {len(piles)}")
    wrong = [str(card) for card in set_aside if card.suit is not suit]
    wrong += [str(card) for card in set_aside if card.rank not in variant.ranks]
    if wrong or len({card.rank for card in set_aside}) != len(set_aside):
        raise ValueError(
            f"set_aside must hold {suit.value} of the {variant.title} deck once each,"
            f" got {' '.join(map(str, set_aside))[:60]!r}"
        )
    if status not in STATUSES:
        raise ValueError(f"status must be playing, won or lost, got {status!r}")
