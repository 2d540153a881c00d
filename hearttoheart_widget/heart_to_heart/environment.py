"""Heart to Heart as a Gymnasium environment, for agents that learn to play.

The environment wraps one :class:`~.game.Game` and follows Gymnasium's API: ``reset`` deals
(seeded, or the deal an option names), ``step`` makes one move, and ``info["action_mask"]``
says which actions are legal now. It needs the ``rl`` extra (gymnasium, and numpy with
it); the engine itself never imports this module. ``import hearttoheart_widget.gym``
registers it as ``hearttoheart/HeartToHeart-v0``.

**Actions** are the numbers ``0 .. 325``, one per move the rules can ever allow:

* ``0``: tap the stock: draw its next card, or turn the waste over once it is empty;
* ``1 + p`` for ``p`` in ``0 .. 24``: pair heart position ``p`` with the waste's top card;
* ``26 ..  325``: pair heart positions ``a < b``, in the order ``(0, 1), (0, 2), ...,
  (0, 24), (1, 2), ..., (23, 24)``.

:func:`action_of` and :func:`move_of` turn a :class:`~.moves.Move` into its number and
back. An action that is not legal now (its mask entry is 0) changes nothing, costs
:data:`ILLEGAL_REWARD` (-1) and says so in ``info["illegal"]``; a value outside the action space
raises ``ValueError``, and one that is no integer ``TypeError``.

**Observations** are a dict of integer arrays, all of which a player sees on the board
(covered cards show their rank; the stock's order stays hidden, but how many of each rank
it and the waste hold follows from the cards in sight):

* ``heart``: the rank at each of the 25 positions, 0 once removed;
* ``free``: 1 where the card is free (nothing covers it);
* ``waste_top``: the waste's top rank, 0 when it is empty;
* ``stock`` and ``waste``: how many cards each holds;
* ``unseen``: how many cards of each rank ``1 .. 13`` stock and waste hold together.

**Rewards**: each heart card removed earns 1 (a pair in the heart 2, a pair with the waste
1), so a won game returns 25 in all, the score divided by 10. The episode *terminates*
when the game is won or lost, and is *truncated* after ``max_episode_steps`` actions (1,000
when made through ``gymnasium.make``): the stock can be turned over without end.

**Deals**: a seeded ``reset`` deals uniformly, as New game does, but skips the deals that
are lost before the first move (about 1 in 10: no free card has a partner anywhere), since
an agent has nothing to decide there. A deal named in ``options`` is dealt as it is: if it
is lost already, ``info["status"]`` says so, the mask is all 0, and the first ``step``
terminates with reward 0.

**Render modes**: ``"ansi"`` returns the board as text (``str(game)``), ``"svg"`` as an SVG
picture (``game.to_svg()``); neither draws pixels.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from hearttoheart_widget.common.errors import excerpt

from .dealing import random_deal
from .game import Game
from .geometry import POSITIONS
from .moves import Move
from .ranks import COPIES, RANKS

#: The heart pairs ``(a, b)``, ``a < b``, in the order of their action numbers.
HEART_PAIRS: tuple[tuple[int, int], ...] = tuple(combinations(range(POSITIONS), 2))
#: The first action number of a heart pair; below it come the stock and the waste pairs.
FIRST_HEART_PAIR = 1 + POSITIONS
#: How many actions there are.
ACTIONS = FIRST_HEART_PAIR + len(HEART_PAIRS)
#: What an action that is not legal now earns (it changes nothing).
ILLEGAL_REWARD = -1.0
#: The most cards stock or waste can hold: every card of the pack.
_MOST_CARDS = len(RANKS) * COPIES

_HEART_PAIR_ACTION = {pair: FIRST_HEART_PAIR + i for i, pair in enumerate(HEART_PAIRS)}
_MOVES: tuple[Move, ...] = (
    Move.draw(),
    *(Move.pair(p, "waste") for p in range(POSITIONS)),
    *(Move.pair(a, b) for a, b in HEART_PAIRS),
)


def action_of(move: Move) -> int:
    """The action number of ``move``; a draw and a recycle are both the stock's tap, 0."""
    if not isinstance(move, Move):
        raise TypeError(f"an action is made from a Move, got {excerpt(move)}")
    if move.kind != "pair":
        return 0
    assert move.a is not None
    if move.b == "waste":
        return 1 + move.a
    assert isinstance(move.b, int)
    return _HEART_PAIR_ACTION[(move.a, move.b)]


def move_of(action: int | np.integer[Any], game: Game) -> Move:
    """The move that action number ``action`` makes in ``game`` (0 draws or recycles)."""
    if isinstance(action, bool) or not isinstance(action, int | np.integer):
        raise TypeError(f"an action is an integer 0 to {ACTIONS - 1}, got {excerpt(action)}")
    if not 0 <= action < ACTIONS:
        raise ValueError(f"an action is an integer 0 to {ACTIONS - 1}, got {excerpt(action)}")
    if action == 0:
        return Move.recycle() if not game.stock and game.waste else Move.draw()
    return _MOVES[int(action)]


def action_mask(game: Game) -> NDArray[np.int8]:
    """1 for each action that is legal in ``game`` now, 0 for the others."""
    mask = np.zeros(ACTIONS, dtype=np.int8)
    for move in game.legal_moves():
        mask[action_of(move)] = 1
    return mask


def observe(game: Game) -> dict[str, NDArray[np.int64]]:
    """The observation of ``game``, as the environment gives it (see the module's docstring)."""
    unseen = np.zeros(len(RANKS), dtype=np.int64)
    for rank in (*game.stock, *game.waste):
        unseen[rank - 1] += 1
    free = np.zeros(POSITIONS, dtype=np.int64)
    free[game.free()] = 1
    return {
        "heart": np.array([rank or 0 for rank in game.heart], dtype=np.int64),
        "free": free,
        "waste_top": np.int64(game.waste_top or 0),
        "stock": np.int64(len(game.stock)),
        "waste": np.int64(len(game.waste)),
        "unseen": unseen,
    }


class HeartToHeartEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """One game of Heart to Heart at a time; see the module's docstring for the spaces.

    ``winnable_only`` deals only games the solver proves winnable: 28.6% of all deals are
    (``deal_statistics`` of deals 0 to 99,999), 31.6% of those not lost before the first move.
    ``reset(options={"code": "HH1-N-AAAAAAB"})`` or ``{"number": 7}`` deals that game
    instead of a seeded random one.
    """

    #: Gymnasium's own name; the frame rate is what a viewer of the text or SVG frames
    #: would use, the pace of a player's taps.
    metadata = {"render_modes": ["ansi", "svg"], "render_fps": 4}  # noqa: RUF012

    def __init__(self, render_mode: str | None = None, *, winnable_only: bool = False) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is 'ansi', 'svg' or None, got {excerpt(render_mode)}")
        if not isinstance(winnable_only, bool):
            raise TypeError(f"winnable_only is True or False, got {excerpt(winnable_only)}")
        self.render_mode = render_mode
        self.winnable_only = winnable_only
        self.action_space = spaces.Discrete(ACTIONS)
        self.observation_space = spaces.Dict(
            {
                "heart": spaces.MultiDiscrete([len(RANKS) + 1] * POSITIONS),
                "free": spaces.MultiBinary(POSITIONS),
                "waste_top": spaces.Discrete(len(RANKS) + 1),
                "stock": spaces.Discrete(_MOST_CARDS + 1),
                "waste": spaces.Discrete(_MOST_CARDS + 1),
                "unseen": spaces.MultiDiscrete([COPIES + 1] * len(RANKS)),
            }
        )
        self._game = Game.from_number(0)
        #: The legal actions now, kept between steps.
        self._mask: NDArray[np.int8] = action_mask(self._game)

    @property
    def game(self) -> Game:
        """A copy of the game being played: changing it does not change the environment."""
        return self._game.copy()

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Deal a game: the one ``options`` names by ``code`` or ``number``, else a random one."""
        if options is not None and not isinstance(options, dict):
            raise TypeError(
                "options is a dict naming one deal, such as {'code': 'HH1-N-AAAAAAB'} or "
                f"{{'number': 7}}, got {excerpt(options)}"
            )
        super().reset(seed=seed)
        options = options or {}
        unknown = set(options) - {"code", "number"}
        if unknown or len(options) > 1:
            raise ValueError(
                f"options name one deal, as 'code' or 'number', got {excerpt(sorted(options))}"
            )
        if "code" in options:
            self._game = Game.from_code(options["code"])
        elif "number" in options:
            self._game = Game.from_number(options["number"])
        else:
            rng = random.Random(int(self.np_random.integers(2**63)))
            self._game = random_deal(rng=rng, winnable_only=self.winnable_only)
        return observe(self._game), self._info(illegal=False)

    def step(
        self, action: np.int64 | int
    ) -> tuple[dict[str, Any], SupportsFloat, bool, bool, dict[str, Any]]:
        """Make the move numbered ``action``; one that is illegal now changes nothing."""
        move = move_of(action, self._game)
        if self._game.status != "playing":
            return observe(self._game), 0.0, True, False, self._info(illegal=False)
        if not self._mask[action]:
            return observe(self._game), ILLEGAL_REWARD, False, False, self._info(illegal=True)
        before = self._game.score
        self._game.play(move)
        reward = (self._game.score - before) / 10
        return observe(self._game), reward, self._over(), False, self._info(illegal=False)

    def action_masks(self) -> NDArray[np.int8]:
        """The legal actions now, by the name masked-action learners look for."""
        mask: NDArray[np.int8] = self._mask.copy()
        return mask

    def render(self) -> str | None:
        """The board as text (``"ansi"``) or an SVG picture (``"svg"``); None without a mode."""
        if self.render_mode == "ansi":
            return str(self._game)
        if self.render_mode == "svg":
            return self._game.to_svg()
        return None

    def _over(self) -> bool:
        return self._game.status != "playing"

    def _info(self, illegal: bool) -> dict[str, Any]:
        """What ``reset`` and ``step`` say beside the observation; a move renews the mask."""
        if not illegal:
            self._mask = action_mask(self._game)
        return {
            "action_mask": self._mask.copy(),
            "illegal": illegal,
            "status": self._game.status,
            "code": self._game.code,
            "moves": self._game.moves,
            "score": self._game.score,
        }
