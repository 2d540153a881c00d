"""The command line: ``python -m hearttoheart_widget stats``, ``solve``, ``play``, ``tutorial``."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from contextlib import ExitStack

from .common.launch import add_commands, run_command
from .heart_to_heart.game import Game
from .heart_to_heart.moves import format_moves
from .heart_to_heart.solving.fewest_moves import fewest_moves
from .heart_to_heart.solving.solver import solve
from .heart_to_heart.solving.statistics import deal_statistics


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hearttoheart",
        description="Heart to Heart: deal statistics, the solver, the game and the tutorial.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    stats = commands.add_parser(
        "stats", help="the fraction of winnable deals over a range of deal numbers"
    )
    stats.add_argument("--start", type=int, default=0, help="the first deal number (0)")
    stats.add_argument("--count", type=int, default=10_000, help="how many deals (10000)")
    spread = stats.add_mutually_exclusive_group()
    spread.add_argument(
        "--workers", type=int, help="local processes (default: every core for 100000 deals or more)"
    )
    spread.add_argument(
        "--scheduler", help="a dask scheduler's address: split the deals across its workers"
    )
    shown = stats.add_mutually_exclusive_group()
    shown.add_argument(
        "--progress", action="store_true", default=None, help="always show a progress bar"
    )
    shown.add_argument(
        "--no-progress", action="store_false", dest="progress", help="never show one"
    )
    solve_ = commands.add_parser("solve", help="a winning line for a deal code")
    solve_.add_argument("code", help="a deal code such as HH1-N-AAAAAAA")
    solve_.add_argument(
        "--fewest", action="store_true", help="the line with the fewest moves (slower)"
    )
    add_commands(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command in ("play", "tutorial"):
        return run_command(args)
    if args.command == "stats":
        with ExitStack() as stack:
            client = None
            if args.scheduler:
                from distributed import Client

                client = stack.enter_context(Client(args.scheduler))
            try:
                print(
                    deal_statistics(
                        args.start,
                        args.count,
                        client=client,
                        workers=args.workers,
                        progress=args.progress,
                    )
                )
            except ValueError as error:
                parser.error(str(error))
        return 0
    try:
        game = Game.from_code(args.code)
    except ValueError as error:
        parser.error(str(error))
    began = time.perf_counter()
    line = fewest_moves(game) if args.fewest else solve(game)
    seconds = time.perf_counter() - began
    if line is None:
        print(f"{game.code}: no winning line ({seconds:.2f} s)")
        return 1
    print(f"{game.code}: {len(line)} moves ({seconds:.2f} s)")
    print(format_moves(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
