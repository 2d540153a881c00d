"""A ladder of practice deals, from easy to hard, by a difficulty the package measures.

How hard is a deal that can be won? Ask many players who know nothing: the share of
:data:`PLAYERS` random players (:func:`~.strategies.random_move` with the seeds 0 to
``PLAYERS - 1``) that win it. A deal that forgives any move is won by many of them, a
deal with traps by few, and a deal whose only wins are narrow by none. :func:`difficulty`
measures a deal; :data:`LADDER` holds deals chosen by ``scripts/ladder.py`` from the
winnable deals among the first few hundred, easiest first, each rung won by fewer
random players than the one before.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.solving.solver import is_winnable

from .strategies import MAX_MOVES, random_move

#: How many random players try each deal.
PLAYERS = 100

#: Practice deals, easiest first (see the module's notes; ``scripts/ladder.py`` prints
#: each one's measures).
LADDER: tuple[str, ...] = (
    "HH1-N-AAAAABR",
    "HH1-N-AAAAAHG",
    "HH1-N-AAAAAIL",
    "HH1-N-AAAAAEM",
    "HH1-N-AAAAADG",
    "HH1-N-AAAAACO",
    "HH1-N-AAAAAEI",
)


@dataclass(frozen=True, slots=True)
class Difficulty:
    """How a deal fared: ``wins`` of ``players`` random players won it."""

    code: str
    wins: int
    players: int

    @property
    def share(self) -> float:
        """The share of random players that won: 1 is easy, 0 is hard."""
        return self.wins / self.players

    def __str__(self) -> str:
        return f"{self.code}: won by {self.wins} of {self.players} random players"


def difficulty(code: str, players: int = PLAYERS, *, first_seed: int = 0) -> Difficulty:
    """Play ``code``'s deal with ``players`` random players and count the wins: the
    players of the seeds ``first_seed`` to ``first_seed + players - 1``.

    Raises ``ValueError`` for a deal that cannot be won: no practice there.
    """
    if not is_winnable(Game.from_code(code)):
        raise ValueError(f"{code} cannot be won: it has no difficulty to measure")
    wins = 0
    for seed in range(first_seed, first_seed + players):
        player = functools.partial(random_move, seed=seed)
        game = Game.from_code(code)
        while game.status == "playing" and game.moves < MAX_MOVES:
            game.play(player(game))
        wins += game.status == "won"
    return Difficulty(code, wins, players)


def choose(candidates: list[Difficulty], rungs: int) -> list[Difficulty]:
    """``rungs`` deals spread evenly from the easiest to the hardest of ``candidates``,
    each won by fewer random players than the one before (fewer rungs if the shares
    repeat)."""
    ranked = sorted(candidates, key=lambda d: (-d.wins, d.code))
    if rungs < 2 or len(ranked) < 2:
        return ranked[:rungs]
    picked: list[Difficulty] = []
    for step in range(rungs):
        rung = ranked[round(step * (len(ranked) - 1) / (rungs - 1))]
        if not picked or rung.wins < picked[-1].wins:
            picked.append(rung)
    return picked
