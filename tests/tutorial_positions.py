"""The tutorial's own positions, on which its exercises about a game ask, and its exercises
made on them: shared by the exercises' tests and the notebook tests."""

from __future__ import annotations

from hearttoheart_widget import Game, solve
from hearttoheart_widget.heart_to_heart.teaching.exercises import Exercise
from hearttoheart_widget.heart_to_heart.teaching.strategies import pairs_first
from hearttoheart_widget.heart_to_heart.teaching.tutorial import tutorial_exercise


def on_the_winning_line(code: str, moves: int) -> Game:
    """The deal ``code`` after the first ``moves`` moves of the solver's winning line."""
    game = Game.from_code(code)
    line = solve(game)
    assert line is not None
    game.replay(line[:moves])
    return game


def careless_game() -> Game:
    """The tutorial's lost game: ``pairs_first`` on HH1-N-AAAAAAB, the win given away at
    move 20 (``19+waste``, the trap), a dead end at move 34."""
    game = Game.from_code("HH1-N-AAAAAAB")
    while game.status == "playing":
        game.play(pairs_first(game))
    return game


#: The notebook's own position each exercise about a game asks about.
TUTORIAL_GAMES = {
    2: lambda: Game.from_cards(heart=[None] * 19 + [4, 9, 4, 7, 7, None], stock=[9, 2], waste=[5]),
    8: lambda: on_the_winning_line("HH1-N-AAAAAAB", 19),
    9: lambda: on_the_winning_line("HH1-N-AAAAAAB", 32),
    10: lambda: on_the_winning_line("HH1-N-AAAAAAB", 32),
    11: careless_game,
}


def tutorials(number: int) -> Exercise:
    """The tutorial's exercise ``number``, on its position when it asks about one."""
    made = TUTORIAL_GAMES.get(number)
    return tutorial_exercise(number) if made is None else tutorial_exercise(number, made())
