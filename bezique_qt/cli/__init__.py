"""The ``bezique-qt`` command.

Without a sub-command it opens the desktop program. Sub-commands are tools that work without a
window; each imports what it needs only when it runs, so none of them loads Qt.

Adding a sub-command takes two functions (one that declares its arguments, one that runs it and
returns an exit code) and one entry in ``SUBCOMMANDS``. Options for the desktop program itself
go in ``add_app_arguments``. The arguments are parsed once, here: Qt's own options
(``-platform offscreen``, ``-style fusion``, ...) are set aside first and handed to the desktop
program with its parsed options.

A bad value is refused with a sentence that names the option and says what it takes, never with
a Python name (``invalid int value``).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bezique_qt import PROG, __version__
from bezique_qt.cli import numbers
from bezique_qt.levels import Level, level_list


@dataclass(frozen=True)
class SubCommand:
    """One ``bezique-qt NAME ...`` tool."""

    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


_budget = numbers.bounded_int(1, numbers.MAX_BUDGET)
_jobs = numbers.bounded_int(1, numbers.MAX_JOBS)


def _level(text: str) -> Level:
    """A computer level, in any case (``Expert``, ``expert``)."""
    try:
        return Level.named(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _levels_phrase() -> str:
    return level_list()


def _png_path(text: str) -> str:
    """A file name for ``--png``, which writes a PNG image: it must say so (``.png``)."""
    suffix = Path(text).suffix
    if suffix.lower() != ".png":
        said = f"{text} ends in {suffix}" if suffix else f"{text} has no extension"
        raise argparse.ArgumentTypeError(
            f"writes a PNG image, so the file name must end in .png ({said})")
    return text


def _language(text: str) -> str:
    """A language the sheet can be worded in (``en``, ``fr``…, in any case) or ``system``."""
    from bezique_qt.words.i18n import SYSTEM, shipped_languages

    known = (*shipped_languages(), SYSTEM)
    if text.lower() not in known:
        raise argparse.ArgumentTypeError(
            f"must be {', '.join(known[:-1])} or {known[-1]}, not {text}")
    return text.lower()


MAX_SECONDS = 24 * 60 * 60


def _seconds(text: str) -> float:
    """A duration in seconds: a finite number above 0 and at most a day (``nan`` and ``inf``
    are numbers to ``float`` but no duration a run can stop after)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value <= MAX_SECONDS:  # also false for nan
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds above 0 and at most {MAX_SECONDS} (a day), not {text}")
    return value


def _replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="saved game to replay")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def _replay(args: argparse.Namespace) -> int:
    from bezique_qt.cli.tools import replay_main

    return replay_main(args.file, args.json)


def _variants_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the list as JSON")


def _variants(args: argparse.Namespace) -> int:
    from bezique_qt.cli.tools import variants_main

    return variants_main(args.json)


def _bench_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--deals", type=numbers.bounded_int(1, numbers.MAX_RANDOM_DEALS),
                        metavar="N", help="number of deals to play")
    parser.add_argument(
        "--seconds", type=_seconds, metavar="S", help="stop after about S seconds"
    )
    parser.add_argument("--engine-only", action="store_true",
                        help="leave out the computer players' figures (search speed, endgame "
                             "solver, Expert move times)")
    parser.add_argument("--expert-variant", metavar="V",
                        help="the preset whose deals the Expert move times are taken on "
                             "(default classic; six_pack, say, to time the multi-pack games, "
                             "three_handed or four_handed_partners the games for three and "
                             "four; with --ui, the one game on the measured table)")
    parser.add_argument("--ui", action="store_true",
                        help="measure the card table instead: start-up to first frame, repaint "
                             "time, event-loop stalls while the Expert thinks, at tables of "
                             "two, three and four (partners) unless --expert-variant names one")


def _bench(args: argparse.Namespace) -> int:
    from bezique_qt.engine.variants import ALL_PRESETS

    chosen = args.expert_variant
    if (args.ui or not args.engine_only) and chosen not in (None, *ALL_PRESETS):
        print(f"bezique-qt bench: unknown variant {chosen!r}; "
              f"known: {', '.join(ALL_PRESETS)}", file=sys.stderr)
        return 2
    variant = chosen or "classic"
    if args.ui:
        from bezique_qt.ui.bench import TABLES, ui_bench_main  # loads Qt: only for --ui

        return ui_bench_main(args.json, args.seconds, TABLES if chosen is None else (chosen,))
    from bezique_qt.cli.tools import bench_main

    extra = None
    if not args.engine_only:
        from bezique_qt.ai.bench import ai_figures

        def extra(seconds: float | None) -> dict[str, Any]:
            return ai_figures(seconds, variant=variant)
    return bench_main(args.json, args.deals, args.seconds, extra=extra)


def _match_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default="classic",
                        help="rules preset, by id or name (default classic; three_handed, "
                             "four_handed_solo and four_handed_partners take three or four "
                             "players)")
    levels = _levels_phrase()
    parser.add_argument("--a", required=True, type=_level, metavar="LEVEL",
                        help=f"level of player A: {levels} (in any case)")
    parser.add_argument("--b", required=True, type=_level, metavar="LEVEL",
                        help=f"level of player B: {levels} (in any case)")
    parser.add_argument("--c", type=_level, metavar="LEVEL",
                        help="in the games for three and four: the level of the third player "
                             "(default B's); with partners --a and --b are the sides' levels")
    parser.add_argument("--d", type=_level, metavar="LEVEL",
                        help="in the games for four each for himself: the level of the fourth "
                             "player (default B's)")
    count = parser.add_mutually_exclusive_group()
    count.add_argument("--deals", type=numbers.bounded_int(1, numbers.MAX_MATCH_DEALS), metavar="N",
                       help="duplicate deals to play (each twice, seats swapped; default 20)")
    count.add_argument("--games", type=numbers.bounded_int(1, numbers.MAX_MATCH_DEALS), metavar="N",
                       help="duplicate whole games to play instead, deal after deal until each "
                       "ends (each twice, seats swapped; the figures are then per game)")
    parser.add_argument("--seed", type=numbers.match_seed, default=1, metavar="S",
                        help="match seed (default 1)")
    parser.add_argument("--budget", type=_budget, metavar="N",
                        help="simulations per move for hard and expert")
    parser.add_argument("--budget-a", type=_budget, metavar="N",
                        help="simulations per move for player A only")
    parser.add_argument("--budget-b", type=_budget, metavar="N",
                        help="simulations per move for player B only")
    parser.add_argument("--jobs", type=_jobs, default=1, metavar="J",
                        help="deals played at once in separate processes")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--records", metavar="DIR",
                        help="write each game's record to DIR (a new or empty folder)")


def _match(args: argparse.Namespace) -> int:
    from bezique_qt.ai.match import match_main

    whole = args.games is not None
    count = args.games if whole else (args.deals or 20)
    return match_main(args.variant, args.a, args.b, count, args.seed, args.budget,
                      args.json, args.records, numbers.capped_jobs(args.jobs, "match"),
                      args.budget_a, args.budget_b,
                      whole_games=whole,
                      more=[args.c or args.b, args.d] if args.d else [args.c] if args.c else [])


def _sheet_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", metavar="RECORD",
                        help="game record, saved game (.bezique), autosave or match record")
    parser.add_argument("--pdf", metavar="F", help="write the sheet as a PDF")
    parser.add_argument("--csv", metavar="F", help="write every scoring event as CSV (- for "
                        "standard output)")
    parser.add_argument("--html", metavar="F", help="write the sheet as HTML (- for standard "
                        "output)")
    parser.add_argument("--png", metavar="F", type=_png_path,
                        help="write the sheet as a PNG image (F ends in .png)")
    parser.add_argument("--paper", choices=("auto", "a4", "letter"), default="auto",
                        help="paper for the PDF and PNG (auto: Letter in the US and Canada, "
                        "otherwise A4)")
    parser.add_argument("--force", action="store_true",
                        help="replace output files that exist already (never the record)")
    parser.add_argument("--language", type=_language, default="en", metavar="L",
                        help="the sheet's language: en, fr or system (the computer's; "
                        "default: en)")
    parser.add_argument("--review", action="store_true",
                        help="add the review of a player's decisions in every deal, as the "
                        "Expert values them from that player's own cards (takes a while)")
    parser.add_argument("--review-seat", type=_seat, default=0, metavar="N",
                        help="the player --review reviews: 0 (the first named, default), 1, "
                        "and 2 or 3 in a game for three or four")
    parser.add_argument("--review-budget", type=_budget, metavar="N",
                        help="simulations per reviewed decision (default: the Expert's 1500; "
                        "600 in a game for three or four)")
    parser.add_argument("--statistics", metavar="F",
                        help="the statistics database to read the splits between the cards "
                        "and the play kept for a saved game from (default: the program's; "
                        "never created)")
    parser.add_argument("--weigh-splits", action="store_true",
                        help="weigh each finished deal between the cards and the play here, "
                        "every player's decisions reviewed (takes a while)")
    parser.add_argument("--split-budget", type=_budget, metavar="N",
                        help="simulations per decision for --weigh-splits (default: the "
                        "Expert's 1500; 600 in a game for three or four)")


def _sheet(args: argparse.Namespace) -> int:
    from bezique_qt.cli.sheet import sheet_main

    return sheet_main(args.record, pdf=args.pdf, csv=args.csv, html=args.html, png=args.png,
                      paper=args.paper, force=args.force, language=args.language,
                      review=args.review,
                      review_seat=args.review_seat, review_budget=args.review_budget,
                      statistics=args.statistics, weigh_splits=args.weigh_splits,
                      split_budget=args.split_budget)


def _seat(text: str) -> int:
    """A seat: 0 (the first player named in the record) to 3 (the fourth, in a game for four;
    the review says so when the game has fewer)."""
    if text.strip() not in ("0", "1", "2", "3"):
        raise argparse.ArgumentTypeError(f"must be 0 to 3 (the first player named in the "
                                         f"record, the second …), not {text}")
    return int(text)


def _review_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", metavar="RECORD",
                        help="game record, saved game (.bezique), autosave or match record")
    parser.add_argument("--seat", type=_seat, default=0, metavar="N",
                        help="the player to review: 0 (the first named, default), 1, and 2 "
                        "or 3 in a game for three or four")
    parser.add_argument("--deal", type=numbers.bounded_int(1, numbers.MAX_DEAL_NUMBER), metavar="N",
                        help="review only deal N (default: every deal)")
    parser.add_argument("--budget", type=_budget, metavar="N",
                        help="simulations per decision (default: the Expert's 1500; 600 in a "
                        "game for three or four)")
    parser.add_argument("--jobs", type=_jobs, default=1, metavar="J",
                        help="processes each decision's search is spread over")
    parser.add_argument("--no-face-up", action="store_true",
                        help="leave out the face-up view of each decision (every card known "
                             "once the deal is over; about a third more time)")
    parser.add_argument("--json", action="store_true",
                        help="print the review as JSON (every finished deal with its split "
                             "between the cards and each player's play: every player's "
                             "decisions are then reviewed)")
    parser.add_argument("--split", action="store_true",
                        help="print only each finished deal's result split between what the "
                             "cards were worth and what each player's play cost, and the "
                             "game's (every player's decisions are reviewed)")
    parser.add_argument("--language", type=_language, default="en", metavar="L",
                        help="the language of --split: en, fr or system (default: en)")


def review_reason_words(move: Any) -> str:
    """A reviewed move's reason in words (the presentation layer's, as the table says it)."""
    from bezique_qt.ai.reasons import Reason
    from bezique_qt.engine.actions import Action
    from bezique_qt.words.reasons import reason_words

    if not isinstance(move.reason, Reason):
        return move.reason or ""
    try:
        action = Action.parse(move.preferred)
    except ValueError:
        return ""
    return reason_words(move.reason, action) or ""


def review_json_with_why(review: Any) -> dict[str, Any]:
    """The review as JSON data, each decision that lost points with its reason as a sentence
    (``why``, in English), its code (``why_code``) and figures (``why_figures``)."""
    from bezique_qt.ai.reasons import Reason, reason_to_json

    data: dict[str, Any] = review.to_json()
    for deal_data, deal in zip(data["deals"], review.deals, strict=True):
        for move_data, move in zip(deal_data["moves"], deal.moves, strict=True):
            if move.lost <= 0:
                continue
            move_data["why"] = str(review_reason_words(move))
            if isinstance(move.reason, Reason):
                figures = reason_to_json(move.reason)
                move_data["why_code"] = figures.pop("code")
                move_data["why_figures"] = figures
    return data


def _review(args: argparse.Namespace) -> int:
    """``bezique-qt review RECORD``: the record is read as ``replay`` reads it (a regular file
    of at most ``MAX_FILE_BYTES``); a problem with it is one sentence and exit code 2."""
    import json

    from bezique_qt.ai.review import (
        ReviewUnavailable,
        format_review,
        review_record,
    )
    from bezique_qt.cli.output import write_stdout
    from bezique_qt.engine.errors import RecordError
    from bezique_qt.persistence.records import read_record_file

    path = args.record

    def fail(message: str, code: int = 2) -> int:
        print(f"{PROG} review: {path}: {' '.join(message.split())}", file=sys.stderr)
        return code

    try:
        record = read_record_file(path)
    except RecordError as e:
        return fail(f"{e.message}.")
    workers = numbers.capped_jobs(args.jobs, "review")
    if args.split:
        return _review_split(args, record, fail, workers)
    try:
        review = review_record(record, args.seat, deal=args.deal,
                               budget=args.budget, workers=workers,
                               face_up=not args.no_face_up)
    except RecordError as e:
        return fail(f"{e.message}.")
    except ReviewUnavailable as e:
        return fail(f"{e}.")
    except Exception as e:  # a fault of the program: say so plainly rather than dump a traceback
        return fail(f"reviewing failed unexpectedly ({type(e).__name__}: {e}).", 1)
    if args.deal is not None and not review.deals:
        return fail(f"the game has no deal {args.deal}.")
    if args.json:
        from bezique_qt.cli.split import add_split

        data = review_json_with_why(review)
        try:
            add_split(data, record, review, workers)
        except Exception as e:  # a fault of the program: say so plainly
            return fail(f"splitting the deals failed unexpectedly ({type(e).__name__}: {e}).",
                        1)
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    else:
        text = format_review(review, review_reason_words)
    write_stdout(text)
    return 0


def _review_split(args: argparse.Namespace, record: Any, fail: Callable[..., int],
                  workers: int) -> int:
    """``review RECORD --split``: every seat reviewed, the split in words (or JSON)."""
    from bezique_qt.ai.review import ReviewUnavailable
    from bezique_qt.cli.sheet import _speak
    from bezique_qt.cli.split import split_main
    from bezique_qt.engine.errors import RecordError

    if args.seat >= len(record.players):
        return fail(f"the game has no seat {args.seat}: its seats are 0 to "
                    f"{len(record.players) - 1}.")
    problem = None if args.json else _speak(args.language, "the split")
    if problem is not None:
        return fail(problem)
    try:
        return split_main(record, args.seat, args.deal, args.budget, workers, args.json)
    except (RecordError, ReviewUnavailable) as e:
        return fail(f"{getattr(e, 'message', e)}.")
    except Exception as e:  # a fault of the program: say so plainly rather than dump a traceback
        return fail(f"splitting the deals failed unexpectedly ({type(e).__name__}: {e}).", 1)


def _verify_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", metavar="RECORD",
                        help="game record, saved game (.bezique) or autosave")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")


def _verify(args: argparse.Namespace) -> int:
    from bezique_qt.cli.verify import verify_main

    return verify_main(args.record, args.json)


def _serve_arguments(parser: argparse.ArgumentParser) -> None:
    from bezique_qt.cli.serve import add_arguments

    add_arguments(parser)


def _serve(args: argparse.Namespace) -> int:
    from bezique_qt.cli.serve import serve_main

    return serve_main(args)


SUBCOMMANDS: tuple[SubCommand, ...] = (
    SubCommand("replay", "replay a saved game and check it", _replay_arguments, _replay),
    SubCommand(
        "variants", "list the rule variants and their switches", _variants_arguments, _variants
    ),
    SubCommand("bench", "measure how fast the engine plays random deals", _bench_arguments, _bench),
    SubCommand("match", "play computer levels against each other on duplicate deals",
               _match_arguments, _match),
    SubCommand("sheet", "print or export the score sheet of a saved game", _sheet_arguments,
               _sheet),
    SubCommand("review", "review a player's decisions in a finished deal, as the Expert sees "
               "them from that player's own cards", _review_arguments, _review),
    SubCommand("verify", "check that every deal of a game was fixed before its first card was "
               "played", _verify_arguments, _verify),
    SubCommand("serve", "hold tables for people playing over the network (WebSocket)",
               _serve_arguments, _serve),
)


def add_app_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the options of the desktop program (used when no sub-command is given)."""
    from bezique_qt.engine.variants import ALL_PRESETS as PRESETS

    parser.add_argument(
        "--variant", choices=sorted(PRESETS), metavar="V",
        help="rules to play: " + ", ".join(sorted(PRESETS)) + " (default: the last used)",
    )
    parser.add_argument(
        "--level", metavar="L", type=_level,
        help=f"the computer's level: {_levels_phrase()}, in any case (default: the last used)",
    )
    parser.add_argument(
        "--demo", action="store_true",
        help="watch two computer players play each other on the table",
    )
    parser.add_argument(
        "--exit-after-deals", type=numbers.bounded_int(1, numbers.MAX_DEMO_DEALS), metavar="N",
        help="with --demo: close the window after N deals",
    )
    parser.add_argument(
        "--speed", choices=("slow", "normal", "fast", "none"),
        help="animation speed (default: the last used)",
    )
    parser.add_argument("--seed", metavar="S", type=numbers.text_seed,
                        help="shuffle the first game from seed S")
    parser.add_argument(
        "--exit-after-ms", type=numbers.bounded_int(1, numbers.MAX_MS), metavar="N",
        help="close the window after N milliseconds (to time the start-up, or for screenshots)",
    )
    # Opens a window or panel at start (statistics, history, preferences, score_sheet), for
    # screenshots and documentation.
    parser.add_argument("--show", metavar="WHAT", help=argparse.SUPPRESS)


# Qt's own command-line options (QGuiApplication's and QApplication's, as Qt documents them),
# each with whether a separate value follows it (``-style fusion``; ``-style=fusion`` is one
# word, the only form of the last three): the desktop program passes them on to Qt.
QT_OPTIONS: dict[str, bool] = {
    "platform": True, "platformpluginpath": True, "platformtheme": True, "plugin": True,
    "qwindowgeometry": True, "qwindowicon": True, "qwindowtitle": True, "session": True,
    "display": True, "geometry": True, "style": True, "stylesheet": True,
    "reverse": False, "widgetcount": False,
    "qmljsdebugger": False, "dialogs": False, "fontengine": False,
}


def split_qt_arguments(arguments: Sequence[str]) -> tuple[list[str], list[str]]:
    """``arguments`` parted into the program's and Qt's own (``-platform offscreen``,
    ``-style=fusion``, ``--reverse``), in their order; after ``--`` everything is the program's.

    Raises ValueError with a sentence when a Qt option that takes a value ends the line."""
    program: list[str] = []
    qt: list[str] = []
    words = list(arguments)
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            program.extend(words[index:])
            break
        name, has_value, _ = word.lstrip("-").partition("=")
        dashes = len(word) - len(word.lstrip("-"))
        if dashes in (1, 2) and name in QT_OPTIONS:
            qt.append(word)
            if QT_OPTIONS[name] and not has_value:
                if index + 1 >= len(words):
                    raise ValueError(f"Qt's option {word} needs a value")
                index += 1
                qt.append(words[index])
        else:
            program.append(word)
        index += 1
    return program, qt


def build_parser() -> argparse.ArgumentParser:
    """The full ``bezique-qt`` argument parser."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Play Bezique against the computer. Without a command, opens the game window.",
        epilog="The game window also takes Qt's own options, e.g. -platform offscreen, "
               "-style fusion, -geometry 1280x800+0+0 or -reverse.",
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
    parser = build_parser()
    try:
        arguments, qt_arguments = split_qt_arguments(sys.argv[1:] if argv is None else argv)
    except ValueError as error:
        parser.error(str(error))
    args = parser.parse_args(arguments)
    if args.command is None:
        from bezique_qt.ui.app import run

        return run(args, qt_arguments)
    if qt_arguments:
        parser.error(f"Qt's options ({' '.join(qt_arguments)}) are for the game window; the "
                     f"{args.command} command does not take them")
    return args.run(args)
