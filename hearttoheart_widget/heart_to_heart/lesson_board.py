"""A board's lesson: the game a :class:`~.widget.HeartToHeart` was made with and the
settings it was given then, which its ``reset`` puts back whatever a player did since, and
what differs from them now (what a lesson's cell says it put back)."""

from __future__ import annotations

from collections.abc import Mapping

from hearttoheart_widget.common.translations import translate

from .declaration import KEY
from .game import Game

#: What :meth:`~.widget.HeartToHeart.reset` says of a board on its lesson's cards, taken
#: back (by undo or a restart) before where the lesson begins: not another deal.
TAKEN_BACK = "the lesson's deal taken back before where the lesson begins"


class Lesson:
    """A board's lesson: ``game``, with the moves it came with, and ``settings``, each
    setting's value by name. The lesson keeps ``game`` (give it a copy no board plays) and
    hands out copies only, so that nothing done to a board changes it."""

    def __init__(self, game: Game, settings: Mapping[str, object]) -> None:
        self._game = game
        self._settings = dict(settings)

    @property
    def game(self) -> Game:
        """A copy of the lesson's game."""
        return self._game.copy()

    @property
    def settings(self) -> dict[str, object]:
        """The lesson's settings, by name (a copy)."""
        return dict(self._settings)

    def plays(self, game: Game) -> bool:
        """Whether ``game`` still plays the lesson: the same cards, and the moves the lesson
        came with (moves made since, and undos of them, keep it on)."""
        lesson = self._game
        return game.initial_cards == lesson.initial_cards and game.line.starts_with(lesson.line)

    def changes(self, game: Game, settings: Mapping[str, object]) -> list[str]:
        """What a board playing ``game`` with ``settings`` differs in from the lesson,
        beyond the moves made since, as :meth:`~.widget.HeartToHeart.reset` says it: the
        game first (``"another deal (HH1-N-…)"``, ``"another position"`` or
        :data:`TAKEN_BACK`) if it no longer plays the lesson, then the name of each setting
        changed, as the settings menu shows it in English."""
        changed = [
            translate(name, "en", game=KEY)
            for name, value in self._settings.items()
            if settings[name] != value
        ]
        if not self.plays(game):
            if game.initial_cards == self._game.initial_cards:
                changed.insert(0, TAKEN_BACK)
            else:
                changed.insert(
                    0, f"another deal ({game.code})" if game.code else "another position"
                )
        return changed
