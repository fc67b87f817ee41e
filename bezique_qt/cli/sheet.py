"""``bezique-qt sheet RECORD [--pdf F] [--csv F] [--html F] [--png F] [--force]``.

The sheet shows after the deals the splits between the cards and the play that the program
kept for the game (a saved game names it; ``--statistics F`` reads another database than the
program's), or with ``--weigh-splits`` the splits weighed here (:mod:`.sheet_splits`).

Without an output option the sheet is printed as text. An output is never the record being
read, and an existing file is replaced only with ``--force``; every file is written whole or not
at all (see :mod:`bezique_qt.export.files`). CSV and HTML need no Qt; PDF and PNG
load Qt only when asked for, and without a display they render offscreen. A problem the user can
fix (a missing or damaged file, a record that does not replay, a file that cannot be written) is
one sentence on standard error with exit code 2; anything else exit code 1. No traceback.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from bezique_qt.cli.output import write_stdout
from bezique_qt.cli.sheet_splits import SplitsUnavailable
from bezique_qt.export.files import write_bytes
from bezique_qt.export.sheet import ScoreSheet, SheetError
from bezique_qt.safe_files import NotAFile, named_file

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
STDOUT = "-"


def _error(message: str, code: int) -> int:
    print(f"bezique-qt sheet: {' '.join(message.split())}", file=sys.stderr)
    return code


def prefer_offscreen() -> None:
    """Render without a window system when there is no display (a server, a terminal, CI)."""
    if os.environ.get("QT_QPA_PLATFORM") or sys.platform in ("win32", "cygwin", "darwin"):
        return
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _check_writable(path: str) -> None:
    """Raise OSError now if no file can be made beside ``path``, before any rendering work
    (leaving nothing behind)."""
    with tempfile.TemporaryFile(dir=named_file(path).parent or "."):
        pass


def _why(error: OSError) -> str:
    return error.strerror or str(error)


def _same_file(a: str | Path, b: str | Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _refusal(record: str, outputs: list[str], force: bool) -> str | None:
    """Why the outputs cannot be written (None if they can): one of them is the record being
    read, two of them are the same file, or a file exists and ``force`` is not given."""
    seen: dict[str, str] = {}
    for path in outputs:
        if path == STDOUT:
            continue
        target = os.path.realpath(path)
        if target in seen:
            return f"{path}: the same file is given for two outputs."
        seen[target] = path
        if _same_file(path, record):
            return f"{path}: it is the record being read; choose another file."
        if os.path.isdir(path):
            return f"{path}: it is a folder; give a file name."
        try:
            named_file(path)
        except NotAFile as error:  # a device, a pipe, a dangling link: never, even with --force
            return f"{path}: {error.reason}."
        if os.path.lexists(path) and not force:
            return f"{path}: the file exists already; add --force to replace it."
    return None


def _with_reviews(record: str, sheets: list[ScoreSheet], seat: int,
                  budget: int | None) -> list[ScoreSheet]:
    """The sheets, each followed by the review of ``seat``'s decisions in every deal."""
    from dataclasses import replace

    from bezique_qt.ai.review import review_record
    from bezique_qt.export.load import load_records

    records = load_records(record)
    return [replace(sheet, reviews=(review_record(game, seat, budget=budget),))
            for sheet, game in zip(sheets, records, strict=True)]


def _with_splits(record: str, sheets: list[ScoreSheet], statistics: str | None, weigh: bool,
                 budget: int | None) -> list[ScoreSheet]:
    """The sheets with their splits: weighed here, or kept in ``statistics``."""
    from bezique_qt.cli import sheet_splits as ss
    from bezique_qt.export.load import load_records

    records = load_records(record)
    if weigh:
        splits = ss.weighed_splits(records, budget)
    else:
        path = Path(statistics) if statistics else ss.default_statistics()
        splits = ss.kept_splits(path, ss.game_ids(record, len(records)))
    return ss.sheets_with_splits(sheets, records, splits)


def sheet_main(record: str, *, pdf: str | None = None, csv: str | None = None,
               html: str | None = None, png: str | None = None, paper: str = "auto",
               force: bool = False, language: str = "en", review: bool = False,
               review_seat: int = 0, review_budget: int | None = None,
               statistics: str | None = None, weigh_splits: bool = False,
               split_budget: int | None = None) -> int:
    """Make the score sheet of ``record`` and write the outputs asked for (replacing existing
    files only with ``force``); return the exit code.  With ``review`` the sheet of each game is
    followed by the review of ``review_seat``'s decisions (computed here, at ``review_budget``
    simulations a decision), in the text, HTML, PDF and PNG outputs.  Every output is worded
    in ``language`` (a language code, or ``system``: the computer's).  The splits kept for
    the game in ``statistics`` (default: the program's database) follow the deals, or with
    ``weigh_splits`` the splits weighed here at ``split_budget``."""
    from bezique_qt.ai.review import ReviewUnavailable
    from bezique_qt.export.load import load_sheets

    problem = _speak(language)
    if problem is not None:
        return _error(problem, EXIT_FAILURE)

    try:
        sheets = load_sheets(record)
        sheets = _with_splits(record, sheets, statistics, weigh_splits, split_budget)
        if review:
            sheets = _with_reviews(record, sheets, review_seat, review_budget)
    except SheetError as error:
        return _error(f"{record}: {error.message}.", EXIT_BAD_INPUT)
    except ReviewUnavailable as error:
        return _error(f"{record}: {error}.", EXIT_BAD_INPUT)
    except SplitsUnavailable as error:
        return _error(f"{error}.", EXIT_BAD_INPUT)
    except Exception as error:  # an engine fault: say so plainly rather than dump a traceback
        return _error(f"{record}: making the score sheet failed unexpectedly "
                      f"({type(error).__name__}: {error}).", EXIT_FAILURE)
    if not any((pdf, csv, html, png)):
        from bezique_qt.export.text import sheet_text

        write_stdout("\n".join(sheet_text(sheet) for sheet in sheets))
        return EXIT_OK
    refusal = _refusal(record, [p for p in (pdf, csv, html, png) if p], force)
    if refusal is not None:
        return _error(refusal, EXIT_BAD_INPUT)
    if png:
        from bezique_qt.export.size import SheetTooLong, check_png_size

        try:
            check_png_size(sheets)
        except SheetTooLong as error:
            return _error(f"{png}: {error} (--pdf F).", EXIT_BAD_INPUT)
    for path in (pdf, csv, html, png):
        if path and path != STDOUT:
            try:
                _check_writable(path)
            except OSError as error:
                return _error(f"{path}: the file cannot be written ({_why(error)}).",
                              EXIT_BAD_INPUT)
    text_outputs: list[tuple[str | None, Callable[[list[ScoreSheet]], str], str]] = []
    if csv:
        from bezique_qt.export.csv import sheet_csv

        text_outputs.append((csv, sheet_csv, "utf-8"))
    if html:
        from bezique_qt.export.html import sheet_html

        text_outputs.append((html, sheet_html, "utf-8"))
    for path, make, encoding in text_outputs:
        assert path is not None
        content = make(sheets)
        if path == STDOUT:
            write_stdout(content.removeprefix("\ufeff"))
            continue
        try:
            write_bytes(path, content.encode(encoding), replace=force)
        except OSError as error:
            return _not_written(path, error)
    if pdf or png:
        return _render(sheets, pdf, png, paper, force)
    return EXIT_OK


def _speak(language: str, what: str = "a sheet") -> str | None:
    """Word the sheet (or ``what``) in ``language`` from now on (English needs nothing); a
    sentence if the translation cannot be loaded."""
    if language == "en":
        return None
    prefer_offscreen()
    try:
        from bezique_qt.ui.sheet.render import ensure_application
        from bezique_qt.words.i18n import install_translators
    except ImportError as error:
        return f"{what} in another language than English needs Qt, which cannot be loaded " \
            f"here ({error})."
    install_translators(ensure_application(), language)
    return None


def _not_written(path: str, error: OSError) -> int:
    """Say why ``path`` was not written: it exists (and --force was not given), or the system
    refused; either way nothing was written there."""
    if isinstance(error, FileExistsError):
        return _error(f"{path}: the file exists already; add --force to replace it.",
                      EXIT_BAD_INPUT)
    return _error(f"{path}: the file cannot be written ({_why(error)}); nothing was written "
                  "there.", EXIT_BAD_INPUT)


def _render(sheets: list[ScoreSheet], pdf: str | None, png: str | None, paper: str,
            force: bool) -> int:
    prefer_offscreen()
    try:
        from bezique_qt.ui.sheet import render
    except ImportError as error:
        return _error(f"PDF and PNG need Qt, which cannot be loaded here ({error}).",
                      EXIT_FAILURE)
    path = pdf or png
    if path is None:
        return EXIT_OK  # nothing to render
    try:
        paper_size = render.paper_named(paper)
        if pdf:
            render.write_pdf(sheets, pdf, paper_size, replace=force)
        if png:
            path = png
            render.write_png(sheets, png, paper_size, replace=force)
    except OSError as error:
        return _not_written(path, error)
    except Exception as error:
        return _error(f"rendering the score sheet failed unexpectedly "
                      f"({type(error).__name__}: {error}).", EXIT_FAILURE)
    return EXIT_OK
