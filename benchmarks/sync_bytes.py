"""Bytes the widget sends to its views per move, over a whole won game played by taps, what
a view sends back per tap, and what opening review mode sends once: the whole review of a
155-move game. Then the same per tap for a won game of Hope Deferred.

Run: ``.venv/bin/python benchmarks/sync_bytes.py``. Every comm message is captured as the
kernel would send it; "payload" is its JSON ``data`` (what the widget controls), "message"
the whole Jupyter ``comm_msg`` with header and parent header, as the browser receives it.
Per tap a view sends the intent and then its count of interactions, the same way.
"""

from __future__ import annotations

import json
import random
import statistics
from pathlib import Path
from typing import Any, ClassVar

import comm
from jupyter_client.session import Session

from hearttoheart_widget import Game, HeartToHeart, parse_moves
from hearttoheart_widget.heart_to_heart.moves import Target
from hearttoheart_widget.hope_deferred import HopeDeferred

CODE = "HH1-N-AAAAAAB"
#: A deal played at random (Random(3)): the win given away at move 118, lost after 155 moves.
CARELESS = "HH1-N-AAAAAAA"
#: Hope Deferred, classic, hunting hearts: won in the third round's second deal, 14 taps.
HOPE = "HD1-CH-AAAAAAF"
#: A won game of CODE, 116 moves (also clicked through by the browser tests).
WIN = parse_moves((Path(__file__).parents[1] / "tests/data/won_HH1-N-AAAAAAB.txt").read_text())


class _Recorder:
    """A comm that keeps the data of every message instead of sending it."""

    comm_id = "benchmark"
    kernel = "a kernel"
    sent: ClassVar[list[dict[str, Any]]] = []

    def send(self, data: dict[str, Any], buffers: object = None, **kwargs: Any) -> None:
        self.sent.append(data)

    def on_msg(self, callback: object) -> None: ...

    def close(self, *args: Any, **kwargs: Any) -> None: ...


def _create_recorder(**kwargs: Any) -> Any:
    return _Recorder()


_SESSION = Session()


def measure(data: dict[str, Any]) -> tuple[int, int]:
    """The bytes of ``data`` as a payload, and as a whole comm_msg."""
    message = _SESSION.msg("comm_msg", {"comm_id": "0" * 32, "data": data})
    return (
        len(json.dumps(data, separators=(",", ":"))),
        len(json.dumps(message, default=str, separators=(",", ":"))),
    )


def main() -> None:
    comm.create_comm = _create_recorder

    widget = HeartToHeart(CODE)
    payloads: list[int] = []
    messages: list[int] = []
    by_kind: dict[str, list[int]] = {}  # payloads by what the tap did: a move or a selection
    taps = 0
    for move in WIN:
        start = len(_Recorder.sent)
        targets: list[Target] = ["stock"] if move.a is None or move.b is None else [move.a, move.b]
        for target in targets:
            widget.tap(target)
            taps += 1
        for data in _Recorder.sent[start:]:
            payload, message = measure(data)
            payloads.append(payload)
            messages.append(message)
            kind = data.get("state", {}).get("event", {}).get("kind", "other")
            by_kind.setdefault(kind, []).append(payload)
    assert widget.status == "won", widget.status
    print(f"{CODE}: {len(WIN)} moves, {taps} taps, {len(payloads)} update messages")
    for name, sizes in (("payload", payloads), ("message", messages)):
        print(
            f"{name:8}: median {statistics.median(sizes):.0f} B per tap, "
            f"max {max(sizes)} B, {sum(sizes) / len(WIN):.0f} B per move on average"
        )
    print(
        "by tap  : "
        + ", ".join(
            f"{kind} median {statistics.median(sizes):.0f} B ({len(sizes)})"
            for kind, sizes in sorted(by_kind.items())
        )
    )
    intent = measure({"method": "custom", "content": {"kind": "tap", "target": 24}})
    count = measure({"method": "update", "state": {"interactions": taps}, "buffer_paths": []})
    print(
        f"browser : a tap's intent {intent[0]} B ({intent[1]} B as a message), then its count "
        f"of interactions {count[0]} B ({count[1]} B as a message)"
    )

    careless = HeartToHeart(CARELESS, record=False)
    rng, game = random.Random(3), Game.from_code(CARELESS)
    while game.status == "playing":
        move = rng.choice(game.legal_moves())
        game.play(move)
        careless.play(move)
    start = len(_Recorder.sent)
    careless.review()
    sent = [measure(data) for data in _Recorder.sent[start:]]
    payload, message = (sum(sizes) for sizes in zip(*sent, strict=True))
    review_mode = careless.review_mode
    assert review_mode is not None
    print(
        f"review  : opening review mode on {CARELESS}, {review_mode['length']} moves, sends "
        f"{payload} B ({message} B as {len(sent)} message{'s' if len(sent) > 1 else ''})"
    )
    hope_deferred()


def hope_deferred() -> None:
    """Bytes per tap over a won game of Hope Deferred, by the move each tap made."""
    widget = HopeDeferred(HOPE, record=False)
    payloads: list[int] = []
    messages: list[int] = []
    by_move: dict[str, list[int]] = {}
    while widget.status == "playing":
        start = len(_Recorder.sent)
        move = widget.tap()
        for data in _Recorder.sent[start:]:
            payload, message = measure(data)
            payloads.append(payload)
            messages.append(message)
            by_move.setdefault(str(move), []).append(payload)
    assert widget.status == "won", widget.status
    print(f"{HOPE}: {widget.game.moves} taps, {len(payloads)} update messages")
    for name, sizes in (("payload", payloads), ("message", messages)):
        print(
            f"{name:8}: median {statistics.median(sizes):.0f} B per tap, "
            f"max {max(sizes)} B, {sum(sizes) / widget.game.moves:.0f} B per move on average"
        )
    print(
        "by move : "
        + ", ".join(
            f"{move} median {statistics.median(sizes):.0f} B ({len(sizes)})"
            for move, sizes in sorted(by_move.items())
        )
    )


if __name__ == "__main__":
    main()
