"""Print the sentences Python puts together, in one language, for a translator to read:

    .venv/bin/python scripts/sentences.py de [reasons|explanations|narration|pictures]

The reasons of every kind, each for cards of every gender (an Ace, a Nine, a Jack, a
Queen, a King); the explanations of every move along a few games, each kind of sentence
once; Hope Deferred's narration of four games; the words of both board pictures. The
front end's own sentences (the end banner, the cards' names, the hints) are checked in
``js/test/words.test.js``; docs/languages.md says how the translations are built.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator

from hearttoheart_widget import Game
from hearttoheart_widget.common.translations import LANGUAGES
from hearttoheart_widget.heart_to_heart.stuck import why_lost
from hearttoheart_widget.heart_to_heart.teaching.explain import explain
from hearttoheart_widget.hope_deferred import HopeDeferredGame
from hearttoheart_widget.hope_deferred.narration import narrate

#: Positions of each kind of reason, "r" and "s" standing for two ranks, and the stock.
KINDS: list[tuple[dict[int, str], list[str]]] = [
    ({12: "r", 13: "r", 14: "r", 17: "s", 18: "s", 21: "r"}, []),  # between
    ({13: "r", 17: "r", 21: "r", 22: "s", 23: "s", 24: "s"}, ["r", "s"]),  # chain, 3 + 1
    ({8: "r", 13: "r", 17: "r", 21: "r"}, []),  # chain, 4 + 0
    ({24: "r"}, []),  # no partner, one card
    ({22: "r", 23: "r", 24: "r"}, []),  # no partner, three cards
    ({21: "r", 17: "s", 13: "r"}, ["r", "s", "s", "s"]),  # covers its partner, 2 + 1
    ({21: "r", 17: "s", 13: "r", 5: "s"}, ["s", "s"]),  # covers its partner, 2 + 0
    ({4: "r", 6: "s", 10: "s", 11: "r"}, []),  # ring
    ({0: "r", 4: "s", 6: "s", 12: "s", 17: "r"}, ["s"]),  # tangle
]
#: Ranks of every gender, each with another rank to fill the rest.
RANKS = [(1, 13), (9, 4), (11, 12), (12, 11), (13, 1)]


def reasons(language: str) -> Iterator[str]:
    for cards, stock in KINDS:
        for r, s in RANKS:
            rank = {"r": r, "s": s}
            heart = [rank[cards[p]] if p in cards else None for p in range(25)]
            found = why_lost(Game.from_cards(heart, [rank[c] for c in stock], []), language)
            if found is not None:
                yield f"[{found.kind}, {r} and {s}] {found.text}"
    tip = Game.from_code("HH1-N-AAAAAAM")  # the tip over the other three 9s
    for r in (1, 9, 11, 12):
        swap = {9: r, r: 9}
        game = Game.from_cards(
            [None if c is None else swap.get(c, c) for c in tip.heart],
            [swap.get(c, c) for c in tip.stock],
            [swap.get(c, c) for c in tip.waste],
        )
        found = why_lost(game, language)
        assert found is not None
        yield f"[{found.kind} at the tip, {r}] {found.text}"


def explanations(language: str) -> Iterator[str]:
    """Each explanation whose words (numbers aside) were not printed yet."""
    seen: set[str] = set()
    rng = random.Random(1)
    for number in range(40):
        game = Game.from_number(number)
        while game.status == "playing":
            moves = game.legal_moves()
            for move in moves:
                text = explain(game, move, language)
                shape = re.sub(r"\d+", "#", text)
                if shape not in seen:
                    seen.add(shape)
                    yield f"[{game.code} after {game.moves} moves, {move}] {text}"
            game.play(rng.choice(moves))


def narration(language: str) -> Iterator[str]:
    for code in ["HD1-CH-AAAAAAM", "HD1-CH-AAAAAAC", "HD1-AD-AAAAAAB", "HD1-KS-AAAAAAC"]:
        game = HopeDeferredGame.from_code(code)
        while game.status == "playing":
            game.play(game.legal_moves()[0])
        yield from narrate(game, language)


def pictures(language: str) -> Iterator[str]:
    lost = Game.from_code("HH1-N-AAAAAAM")
    hope = HopeDeferredGame.from_code("HD1-CH-AAAAAAM")
    hope.play("deal")
    for svg in (lost.to_svg(language=language), hope.to_svg(language=language)):
        labels = re.findall(r"<title>([^<]*)</title>", svg)
        words = [t for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg) if " " in t]
        yield " | ".join(labels + words)  # not the cards' indices


PARTS = {
    "reasons": reasons,
    "explanations": explanations,
    "narration": narration,
    "pictures": pictures,
}


def main(arguments: list[str]) -> None:
    if not arguments or arguments[0] not in LANGUAGES or not set(arguments[1:]) <= set(PARTS):
        sys.exit(f"usage: sentences.py {{{','.join(LANGUAGES)}}} [{'|'.join(PARTS)}] ...")
    language, parts = arguments[0], arguments[1:] or list(PARTS)
    for part in parts:
        print(f"--- {part}")
        for line in PARTS[part](language):
            print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
