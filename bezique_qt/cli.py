"""The ``bezique-qt`` command.

Without a sub-command it opens the desktop program. Sub-commands are tools that work without a
window; each imports what it needs only when it runs, so none of them loads Qt.

Adding a sub-command takes two functions (one that declares its arguments, one that runs it and
returns an exit code) and one entry in ``SUBCOMMANDS``. Options for the desktop program itself
go in ``add_app_arguments``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bezique_qt import __version__

PROG = "bezique-qt"


@dataclass(frozen=True)
class SubCommand:
    """One ``bezique-qt NAME ...`` tool."""

    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def _positive_int(text: str) -> int:
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive whole number, not {text}")
    return value


def _positive_float(text: str) -> float:
    value = float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number, not {text}")
    return value


def _replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="saved game to replay")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def _replay(args: argparse.Namespace) -> int:
    from bezique_qt.engine.tools import replay_main

    return replay_main(args.file, args.json)


def _variants_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the list as JSON")


def _variants(args: argparse.Namespace) -> int:
    from bezique_qt.engine.tools import variants_main

    return variants_main(args.json)


def _bench_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--deals", type=_positive_int, metavar="N", help="number of deals to play")
    parser.add_argument(
        "--seconds", type=_positive_float, metavar="S", help="stop after about S seconds"
    )


def _bench(args: argparse.Namespace) -> int:
    from bezique_qt.engine.tools import bench_main

    return bench_main(args.json, args.deals, args.seconds)


SUBCOMMANDS: tuple[SubCommand, ...] = (
    SubCommand("replay", "replay a saved game and check it", _replay_arguments, _replay),
    SubCommand(
        "variants", "list the rule variants and their switches", _variants_arguments, _variants
    ),
    SubCommand("bench", "measure how fast the engine plays random deals", _bench_arguments, _bench),
)


def add_app_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the options of the desktop program (used when no sub-command is given)."""
    # Closes the window after N ms; lets tests and screenshots start the real program.
    parser.add_argument("--exit-after-ms", type=int, metavar="N", help=argparse.SUPPRESS)


def build_parser() -> argparse.ArgumentParser:
    """The full ``bezique-qt`` argument parser."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Play Bezique against the computer. Without a command, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    add_app_arguments(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for command in SUBCOMMANDS:
        sub = commands.add_parser(command.name, help=command.help, description=command.help)
        command.add_arguments(sub)
        sub.set_defaults(run=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``bezique-qt`` with ``argv`` (default: the process arguments); return the exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(arguments)
    if args.command is None:
        from bezique_qt.ui.app import run

        return run(arguments)
    return args.run(args)
