"""A walkthrough: a live board that plays a given line of moves one at a time, explained.

``Walkthrough("HH1-N-AAAAAAA", line)`` shows a :class:`~.widget.HeartToHeart` board with
*Back*, *Next* and *Reset* buttons and, under them, what the last move did, in the words
of :func:`~.explain.explain`. Without a line it shows the solver's winning line.

The board stays a real board: the player may click it. The walkthrough never takes the
board's move counter for its place. It compares the moves the board has actually made with
the line, after every action on the board:

* a click that plays the line's next move (or an undo on the board) simply moves the place;
* a click that plays anything else leaves the line: the walkthrough says which move left
  it and how to return (*Back* undoes the moves made off the line, *Reset* starts again),
  and *Next* will not play on from a position the line does not know;
* a new game on the board is noticed too; *Back* or *Reset* brings the deal back.

Nothing fails silently: an error inside a button or a click on the board (for example
from the student's own observer of a board trait) is shown under the buttons, and the
buttons go on working. The buttons and texts speak the board's language (its ``language``
setting, followed when it changes), as :func:`~.explain.explain` does.
"""

from __future__ import annotations

import html
import logging
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from hearttoheart_widget.common.errors import excerpt
from hearttoheart_widget.common.translations import translate, translate_count
from hearttoheart_widget.heart_to_heart.declaration import KEY as GAME
from hearttoheart_widget.heart_to_heart.game import Game
from hearttoheart_widget.heart_to_heart.intents import SETTINGS
from hearttoheart_widget.heart_to_heart.moves import Move, parse_moves
from hearttoheart_widget.heart_to_heart.solving.solver import solve
from hearttoheart_widget.heart_to_heart.widget import HeartToHeart

from .explain import explain

log = logging.getLogger(__name__)

#: The board's settings, kept when the walkthrough has to give it a new board.
_SETTINGS = ("move_errors", "placement_help", "hints", "language")


@dataclass(frozen=True, slots=True)
class Place:
    """Where the board stands against the line.

    ``moves``: how many of the line's moves the board has played (when it left the line,
    how many it had played then). ``stray``: the first move the board made off the line,
    if it left it; ``elsewhere``: the board holds another deal or position altogether.
    """

    moves: int
    stray: Move | None = None
    elsewhere: bool = False

    @property
    def on_line(self) -> bool:
        """Whether the board is somewhere along the line."""
        return self.stray is None and not self.elsewhere


class Walkthrough:
    """A board that steps through ``line`` from ``start``, explaining each move.

    ``start`` is a deal code or a :class:`Game` (copied: its moves so far come before the
    line); ``line`` is a list of moves, or their text, or None for the solver's winning
    line. Other keywords go to :class:`HeartToHeart` (``language``, ``placement_help``, ...).
    A line that is not legal from ``start`` raises ``IllegalMoveError`` naming the move.

    ``widget`` shows it all; ``board`` is the live board; :meth:`next`, :meth:`back`,
    :meth:`reset` and :meth:`go_to` do what the buttons do, and :attr:`text` is what it says.
    """

    def __init__(
        self,
        start: Game | str,
        line: Iterable[Move | str] | str | None = None,
        **board_options: Any,
    ) -> None:
        game = Game.from_code(start) if isinstance(start, str) else start.copy()
        if line is None:
            found = solve(game)
            if found is None:
                raise ValueError(
                    f"{game.code or 'this position'} cannot be won from here: give the line"
                )
            line = found
        elif isinstance(line, str):
            line = parse_moves(line)
        self.line: tuple[Move, ...] = tuple(
            Move.parse(m) if isinstance(m, str) else m for m in line
        )
        game.copy().replay(self.line)  # refuses a line that is not legal, naming the move
        self._start = game
        self._before = tuple(game.history)  # the moves the start position was reached by
        self.board = HeartToHeart(game=game, **{"record": False, **board_options})
        self._settings = {name: getattr(self.board, name) for name in SETTINGS}
        self.back_button = widgets.Button(icon="step-backward")
        self.next_button = widgets.Button(icon="step-forward", button_style="primary")
        self.reset_button = widgets.Button(icon="refresh")
        self.status = widgets.HTML()
        self.explanation = widgets.HTML()
        self.notice = widgets.HTML()
        self.error = widgets.HTML()
        self._busy = False  # the walkthrough is moving the board itself
        self._shown = 0  # the place the texts describe
        for button, action in (
            (self.back_button, self.back),
            (self.next_button, self.next),
            (self.reset_button, self.reset),
        ):
            button.on_click(self._pressed(action))
        self._follow(self.board)
        buttons = widgets.HBox([self.back_button, self.next_button, self.reset_button])
        self.widget = widgets.VBox(
            [self.board, buttons, self.status, self.explanation, self.notice, self.error]
        )
        self._say()

    # --- where the board is -------------------------------------------------------------------

    @property
    def place(self) -> Place:
        """Where the board stands against the line, read from the moves it has made."""
        game = self.board.game
        if game.initial_cards != self._start.initial_cards:
            return Place(0, elsewhere=True)
        made, planned = game.history, (*self._before, *self.line)
        common = 0
        for done, due in zip(made, planned, strict=False):
            if done != due:
                break
            common += 1
        if common < len(self._before):
            return Place(0, elsewhere=True)  # taken back past where the line begins
        moves = common - len(self._before)
        return Place(moves, made[common] if common < len(made) else None)

    @property
    def text(self) -> str:
        """What the walkthrough says now, as plain text (one line a part)."""
        parts = (self.status, self.explanation, self.notice, self.error)
        return "\n".join(_plain(part.value) for part in parts if part.value)

    # --- the buttons ----------------------------------------------------------------------------

    def next(self) -> Move | None:
        """Play the line's next move and explain it; None (and why, shown) if there is none."""
        place = self.place
        if not place.on_line:
            self._say(lead=self._words("walk_off_line"))
            return None
        if place.moves == len(self.line):
            self._say(lead=self._words("walk_end"))
            return None
        move = self.line[place.moves]
        with self._moving():
            self.board.play(move)
        self._say()
        return move

    def back(self) -> None:
        """One move back along the line; off the line, back to where the board left it."""
        place = self.place
        if place.elsewhere:
            self.go_to(0)
            return
        if place.stray is not None:
            self.go_to(place.moves)
            self._say(lead=self._words("walk_back_on_line"))
        else:
            self.go_to(max(place.moves - 1, 0))

    def reset(self) -> None:
        """Back to the start of the line, with every setting of the board as the walkthrough
        made it (as :func:`~.lessons.put_back` puts a lesson's board back)."""
        with self.board.hold_sync():
            for name, value in self._settings.items():
                setattr(self.board, name, value)
        self.go_to(0)

    def go_to(self, moves: int) -> None:
        """Put the board where ``moves`` moves of the line have been played.

        Moves the board has to take back are undone while undo reaches them (so the board
        shows them go); beyond that, the deal starts again and the line is played to there.
        """
        if isinstance(moves, bool) or not isinstance(moves, int):
            raise TypeError(f"a place in the line is a number of moves, got {moves!r:.60}")
        if not 0 <= moves <= len(self.line):
            raise ValueError(f"a place in this line is 0..{len(self.line)}, got {excerpt(moves)}")
        wanted = [*self._before, *self.line[:moves]]
        with self._moving(), self.board.hold_sync():
            if self._same_deal():  # self.board.game is a copy: read it after each undo
                while self.board.can_undo and not _leads_to(self.board.game.history, wanted):
                    self.board.undo()
            if not self._same_deal() or not _leads_to(self.board.game.history, wanted):
                self._deal_again()
            for move in wanted[len(self.board.game.history) :]:
                self.board.play(move)
        self._say()

    # --- internals ------------------------------------------------------------------------------

    @property
    def language(self) -> str:
        """The language the walkthrough speaks: its board's."""
        return self.board.language

    def _words(self, key: str, **fields: object) -> str:
        return translate(key, self.language, game=GAME, **fields)

    def _same_deal(self) -> bool:
        return self.board.game.initial_cards == self._start.initial_cards

    def _deal_again(self) -> None:
        """The start's cards on the board again, with no move made."""
        if self._same_deal():
            self.board.restart()
        elif self._start.code is not None:
            self.board.new_game(self._start.code)
        else:  # a position given by its cards, which the board cannot deal: a new board
            old = self.board
            settings = {name: getattr(old, name) for name in _SETTINGS}
            old.unobserve(self._board_changed, names="event")
            old.unobserve(self._language_changed, names="language")
            old.on_error(self._clicked_wrong, remove=True)
            cards = Game.from_cards(*self._start.initial_cards)
            self.board = HeartToHeart(
                game=cards, winnable_only=old.winnable_only, record=old.record, **settings
            )
            self._follow(self.board)
            self.widget.children = (self.board, *self.widget.children[1:])

    def _follow(self, board: HeartToHeart) -> None:
        board.observe(self._board_changed, names="event")
        board.observe(self._language_changed, names="language")
        board.on_error(self._clicked_wrong)

    def _language_changed(self, _change: object) -> None:
        """The board speaks another language: so do the buttons and the texts."""
        self._say()

    def _clicked_wrong(self, error: Exception) -> None:
        """A click on the board raised (the board logged it): show it, and follow the board."""
        self._show_error(error)
        self._say()

    @contextmanager
    def _moving(self) -> Iterator[None]:
        """While the walkthrough moves the board, its own observer stays quiet."""
        self._busy = True
        try:
            yield
        finally:
            self._busy = False

    def _pressed(self, action: Callable[[], object]) -> Callable[[object], None]:
        """A button's callback: ``action``, with any error shown in the widget."""

        def pressed(_button: object) -> None:
            self.error.value = ""
            try:
                action()
            except Exception as error:  # shown, never swallowed: the buttons keep working
                log.exception("a walkthrough button failed")
                self._show_error(error)
                self._say()

        return pressed

    def _board_changed(self, _change: object) -> None:
        """After every action on the board: follow it along the line, or say it left."""
        if self._busy:
            return
        try:
            place = self.place
            if place.on_line and place.moves == self._shown + 1:
                self._say(lead=self._words("walk_played_next"))
            elif place.on_line and place.moves < self._shown:
                self._say(lead=self._words("walk_took_back"))
            else:
                self._say()
        except Exception as error:  # an observer's error would otherwise go to the log only
            log.exception("the walkthrough could not follow the board")
            self._show_error(error)

    def _show_error(self, error: Exception) -> None:
        words = self._words("walk_error", error=f"{type(error).__name__}: {error}")
        self.error.value = (
            f'<p style="color: var(--jp-error-color1, #c62828)">{html.escape(words)}</p>'
        )

    def _say(self, lead: str = "") -> None:
        """Set the texts and the buttons from where the board is."""
        place = self.place
        total = len(self.line)
        language = self.language
        self._shown = place.moves
        for button, key in (
            (self.back_button, "walk_back"),
            (self.next_button, "walk_next"),
            (self.reset_button, "walk_reset"),
        ):
            button.description = self._words(key)
        if place.moves == 0:
            status = translate_count("walk_start", total, language)
            what = self._words("walk_press_next") if total and place.on_line else ""
        else:
            status = self._words("walk_move", move=place.moves, total=total)
            what = self._explained(place.moves)
        if lead:
            what = f"{lead} {what}"
        self.status.value = f"<b>{html.escape(status)}</b>"
        self.explanation.value = f"<p>{html.escape(what)}</p>" if what else ""
        self.notice.value = _notice(place, self.line, self._start, language)
        self.back_button.disabled = place.on_line and place.moves == 0
        self.next_button.disabled = place.on_line and place.moves == total

    def _explained(self, moves: int) -> str:
        """The explanation of the line's move number ``moves`` (1-based), as it was made."""
        before = self._start.copy()
        before.replay(self.line[: moves - 1])
        return explain(before, self.line[moves - 1], self.language)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live walkthrough; where no widget runs, the board's picture and the texts."""
        data = self.widget._repr_mimebundle_(**kwargs)
        texts = self.status.value + self.explanation.value
        return {**data, "text/html": self.board.picture_html() + texts}


def _notice(place: Place, line: tuple[Move, ...], start: Game, language: str) -> str:
    """What the player is told when the board has left the line, and how to return."""
    if place.on_line:
        return ""
    if place.elsewhere:
        if start.code is None:
            what = translate("walk_elsewhere_position", language)
        else:
            what = translate("walk_elsewhere", language, code=start.code)
        how = translate("walk_bring_back", language)
    else:
        due = (
            translate(
                "walk_due", language, n=place.moves + 1, move=_move(line[place.moves], language)
            )
            if place.moves < len(line)
            else translate("walk_due_end", language)
        )
        assert place.stray is not None  # off the line, on the same deal
        stray = _move(place.stray, language)
        what = translate("walk_left", language, moves=place.moves, stray=stray, due=due)
        how = translate("walk_return", language, moves=place.moves)
    return (
        '<p style="border-left: 3px solid var(--jp-warn-color1, #f57c00); padding-left: 6px">'
        f"{html.escape(what)} {html.escape(how)}</p>"
    )


def _move(move: Move, language: str) -> str:
    """A move as the walkthrough names it: ``draw``, ``12+14``, ``24+waste`` (German
    ``Ziehen``, ``24+Ablagestapel``)."""
    if move.kind != "pair":
        return translate(f"walk_move_{move.kind}", language)
    key = "walk_move_waste" if move.b == "waste" else "walk_move_pair"
    return translate(key, language, a=move.a, b=move.b)


def _leads_to(made: list[Move], wanted: list[Move]) -> bool:
    """Whether the moves ``made`` are the first moves of ``wanted`` (all of them, at most)."""
    return len(made) <= len(wanted) and wanted[: len(made)] == made


def _plain(value: str) -> str:
    """The text of a bit of the walkthrough's HTML."""
    return html.unescape(re.sub(r"<[^>]+>", "", value)).strip()
