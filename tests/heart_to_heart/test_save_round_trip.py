"""Every save the package writes loads back to an equal game and table (hypothesis).

Random games are played through each public handle (a ``Game``, a ``Table``, the
``HeartToHeart`` widget), with every kind of setting, and finished every way: won (the
solver's line), lost (random moves to a dead end), abandoned in the middle, with undos
(out of an end too), restarts and new deals; a table's game also to its end by moves
made on it directly, around the table. Then the game's and the table's saves are
loaded: the loaded game has the same position, history and undo steps, behaves the same
undo by undo, and saves the same text; the loaded table has the same settings and clock.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from typing import Any, Protocol

from hypothesis import event, given, settings
from hypothesis import strategies as st

from hearttoheart_widget import Game, GameError, HeartToHeart, Table, solve
from hearttoheart_widget.common.translations import LANGUAGES
from hearttoheart_widget.heart_to_heart.moves import Target

Action = tuple[str, int]

actions = st.lists(
    st.tuples(
        st.sampled_from(
            ["legal", "legal", "legal", "tap", "draw", "pair", "undo", "win", "lose", "restart",
             "new", "setting", "wait", "junk", "around"]
        ),
        st.integers(0, 10**6),
    ),
    min_size=1,
    max_size=30,
)  # fmt: skip
deals = st.one_of(st.integers(0, 500), st.integers(0, 26**7 - 1))
bools = st.booleans()


class Clock:
    """A clock moved by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _puzzle(rng: random.Random) -> Game:
    """A position from a custom deal (no code): a deal with its first pairs removed."""
    game = Game.from_number(rng.randrange(1000))
    for _ in range(rng.randrange(6)):
        pairs = [m for m in game.legal_moves() if m.kind == "pair"]
        if not pairs:
            break
        game.play(rng.choice(pairs))
    return Game.from_cards(game.heart, game.stock, game.waste)


def _new_game(rng: random.Random) -> Game:
    return _puzzle(rng) if rng.random() < 0.3 else Game.from_number(rng.randrange(26**7))


class Handle(Protocol):
    """A public handle on a game: what it plays, and how."""

    @property
    def game(self) -> Game: ...

    def play(self, move: str) -> object: ...

    def undo(self) -> object: ...


class GameHandle:
    """A game played by its own methods."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def play(self, move: str) -> object:
        return self.game.play(move)

    def undo(self) -> object:
        return self.game.undo()


def _act(handle: Handle, tap: Callable[[Target], object] | None, action: Action) -> None:
    """One action through ``handle`` (and ``tap``, where it has taps); a move the rules
    refuse changes nothing and is passed over."""
    kind, seed = action
    rng = random.Random(seed)
    with contextlib.suppress(GameError):
        if kind == "legal" and handle.game.legal_moves():
            handle.play(str(rng.choice(handle.game.legal_moves())))
        elif kind == "tap" and tap is not None:
            tap(rng.choice([*range(25), "stock", "waste"]))
        elif kind == "draw":
            handle.play("draw")
        elif kind == "pair":
            handle.play(f"{rng.randrange(25)}+{rng.choice([rng.randrange(25), 'waste'])}")
        elif kind == "undo":
            for _ in range(rng.randrange(1, 4)):
                handle.undo()
        elif kind == "win":
            for step in solve(handle.game) or []:
                handle.play(str(step))
        elif kind == "lose":
            for _ in range(400):
                if handle.game.is_over:
                    break
                handle.play(str(rng.choice(handle.game.legal_moves())))
        elif kind == "junk":
            handle.play(rng.choice(["12+99", "dral", "24+24", "recycle", "0+waste"]))


def _check_game_save(game: Game) -> None:
    event(f"{game.status}, {'undo left' if game.can_undo else 'no undo'}")
    text = game.to_json()
    loaded = Game.from_json(text)
    assert loaded.to_json() == text
    assert (loaded.code, loaded.initial_cards) == (game.code, game.initial_cards)
    copy = game.copy()
    while True:
        assert loaded.snapshot() == copy.snapshot()
        assert loaded.undo_depth == copy.undo_depth
        assert loaded.legal_moves() == copy.legal_moves()
        if copy.undo() is None:
            assert loaded.undo() is None
            break
        loaded.undo()


def _check_table_save(table: Table) -> None:
    text = table.to_json()
    loaded = Table.from_json(text, clock=lambda: 0.0)  # a clock that stands still
    assert loaded.to_json() == text
    assert loaded.game.snapshot() == table.game.snapshot()
    assert (loaded.move_errors, loaded.placement_help) == (table.move_errors, table.placement_help)
    assert loaded.clock.running == (table.clock.running and not table.game.is_over)
    _check_game_save(loaded.game)


@settings(max_examples=100, deadline=None)
@given(deals, actions, bools, bools)
def test_a_game_played_by_its_methods_saves_and_loads_back(
    deal: int, plan: list[Action], move_errors: bool, placement_help: bool
) -> None:
    handle = GameHandle(Game.from_number(deal))
    for action in plan:
        kind, seed = action
        if kind == "restart":
            handle.game.restart()
        elif kind == "new":
            handle.game = _new_game(random.Random(seed))
        elif kind == "setting":  # a game has no settings: a replay of the next move
            handle.game.replay(handle.game.legal_moves()[:1])
        else:
            _act(handle, None, action)
    _check_game_save(handle.game)
    _check_table_save(Table(handle.game, move_errors=move_errors, placement_help=placement_help))


@settings(max_examples=100, deadline=None)
@given(deals, actions, bools, bools)
def test_a_table_played_by_taps_and_moves_saves_and_loads_back(
    deal: int, plan: list[Action], move_errors: bool, placement_help: bool
) -> None:
    clock = Clock()
    table = Table(
        Game.from_number(deal), move_errors=move_errors, placement_help=placement_help, clock=clock
    )
    for action in plan:
        kind, seed = action
        if kind == "restart":
            table.restart()
        elif kind == "new":
            table.new_game(_new_game(random.Random(seed)))
        elif kind == "setting":  # a bool, or a value of another kind, refused as it was
            rng = random.Random(seed)
            name = rng.choice(["move_errors", "placement_help"])
            value = rng.choice([True, False, 1, 0, "yes", None])
            before = table.to_json()
            try:
                setattr(table, name, value)
            except TypeError:
                assert type(value) is not bool
                assert table.to_json() == before
        elif kind == "wait":
            clock.now += seed / 1000
        elif kind == "around":  # moves made on the table's game, to its end, bypassing it
            _act(GameHandle(table.game), None, ("lose", seed))
        else:
            _act(table, table.tap, action)
    _check_table_save(table)


@settings(max_examples=40, deadline=None)
@given(deals, actions, st.fixed_dictionaries(
    {"move_errors": bools, "placement_help": bools, "hints": bools, "show_winnable": bools,
     "language": st.sampled_from(sorted(LANGUAGES))}
))  # fmt: skip
def test_a_widget_played_by_its_methods_saves_and_loads_back(
    deal: int, plan: list[Action], chosen: dict[str, Any]
) -> None:
    widget = HeartToHeart(game=Game.from_number(deal), record=False, **chosen)
    for action in plan:
        kind, seed = action
        rng = random.Random(seed)
        if kind == "restart":
            widget.restart()
        elif kind == "new":
            widget.new_game(Game.from_number(rng.randrange(26**7)).code)
        elif kind == "setting":
            names = ["move_errors", "placement_help", "hints", "show_winnable", "winnable_only"]
            name = rng.choice(names)
            setattr(widget, name, not getattr(widget, name))
        elif kind == "wait":
            with contextlib.suppress(GameError):
                widget.undo_to_winnable()
        else:
            _act(widget, widget.tap, action)
    _check_table_save(widget.table)
