"""What the language tests share: the English words no German or Croatian text may hold."""

from __future__ import annotations

import re

#: English words that none of the German or Croatian sentences may hold.
ENGLISH = {
    "the", "and", "of", "is", "are", "at", "on", "with", "which", "lies", "free", "waste",
    "stock", "pair", "pairs", "move", "moves", "score", "won", "lost", "heart", "tip", "card",
    "cards", "pile", "round", "deal", "playing", "back", "next", "reset", "draw", "recycle",
    "partner", "covered", "game", "dead", "end", "left", "after", "only", "can", "none", "set",
    "aside", "other", "last", "must", "leave",
}  # fmt: skip
#: Names the German and Croatian texts keep as they are: the game's own name, which the
#: German rules keep in English, and Hope Deferred's variant names in German.
NAMES = ("Heart to Heart", "Abandon Hope")


def english_in(text: str) -> list[str]:
    """The English words in ``text``, names aside."""
    for name in NAMES:
        text = text.replace(name, "")
    return [word for word in re.findall(r"[A-Za-z]+", text) if word.lower() in ENGLISH]
