"""What ``common`` knows of Patience, registered as this module is imported; its words
come with it (no section of ``translations.json``)."""

from __future__ import annotations

from hearttoheart_widget.common.registry import Declaration, register


def help_picture(language: str = "en") -> str:
    """How to play's picture: five cards, the last turned."""
    return f'<svg xmlns="http://www.w3.org/2000/svg" data-patience="{language}"></svg>'


WORDS = {
    "help_goal": {
        "en": "Turn the five cards: the last must beat the first.",
        "de": "Decke die fünf Karten auf: Die letzte muss die erste schlagen.",
        "hr": "Okreni pet karata: posljednja mora pobijediti prvu.",
    },
    "help_rule_1": {
        "en": "Each tap turns the next card.",
        "de": "Jedes Tippen deckt die nächste Karte auf.",
        "hr": "Svaki dodir okreće sljedeću kartu.",
    },
}

DECLARATION = register(
    Declaration(
        key="patience",
        title="Patience",
        command="patience",
        widget="tests.third_game.widget:PatienceWidget",
        help_picture=help_picture,
        reviewer="nothing (a game of Patience has no review)",
        statistics=("played", "won", "win_rate", "current_streak", "best_streak"),
        translations=WORDS,
    )
)
