"""The program's log file and bug reports.

:func:`setup_logging` sends the program's log records to a rotating file in the log folder
(``bezique-qt.log``, the older ones ``bezique-qt.log.1`` …), only ever a regular file: a link
there is set aside and a new log begun, and a pipe, a device or a socket is left as it is and
nothing is logged (:mod:`bezique_qt.safe_files`).  :func:`bug_report` packs the
game record and the logs into one zip file the player can attach to a bug report; the record
replays with ``bezique-qt replay`` or opens as a saved game.
"""

from __future__ import annotations

import io
import json
import logging
import os
import platform
import sys
import zipfile
from datetime import UTC, datetime
from logging.handlers import RotatingFileHandler
from pathlib import Path

from bezique_qt import __version__
from bezique_qt.engine import GameRecord
from bezique_qt.safe_files import NotAFile, open_regular, own_file, set_aside

from .atomic import read_limited, write_atomic
from .errors import ReadError
from .paths import LOG_NAME, Locations, resolve

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
MAX_LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3

_handler: RotatingFileHandler | None = None


class _LogFile(RotatingFileHandler):
    """A rotating log that opens only a regular file, never through a link, and never waits on
    a pipe; what is not a file among the older logs is set aside before they are renamed."""

    def _open(self) -> io.TextIOWrapper:
        fd = open_regular(self.baseFilename, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        stream = open(fd, "a", encoding=self.encoding, errors=self.errors)
        assert isinstance(stream, io.TextIOWrapper)
        return stream

    def doRollover(self) -> None:
        for n in range(1, self.backupCount + 1):
            older = Path(f"{self.baseFilename}.{n}")
            try:
                own_file(older)
            except NotAFile:
                set_aside(older, "bad")
        super().doRollover()


def setup_logging(locations: Locations | None = None, *, log_dir: Path | None = None,
                  level: int = logging.INFO, max_bytes: int = MAX_LOG_BYTES,
                  backups: int = LOG_BACKUPS, notices: list[str] | None = None) -> Path | None:
    """Log to a rotating file in the log folder and return its path.  Calling it again
    replaces the previous file handler.  A folder that cannot be written, or a log that is not
    a file, never stops the program: the problem goes to standard error and to ``notices``
    (sentences for the player, as is a link set aside), and None is returned."""
    stop_logging()
    folder = resolve(locations).log_dir if log_dir is None else Path(log_dir)
    path = folder / LOG_NAME
    said = [] if notices is None else notices
    try:
        folder.mkdir(parents=True, exist_ok=True)
        said += own_file(path)
        # Text from files (a player's name, a title) may hold what UTF-8 cannot encode, such
        # as a lone surrogate: it is written escaped (\ud800) rather than losing the line.
        handler = _LogFile(path, maxBytes=max_bytes, backupCount=backups,
                           encoding="utf-8", errors="backslashreplace")
    except OSError as e:
        reason = e.reason if isinstance(e, NotAFile) else str(e)
        said.append(f"The log {path} cannot be written ({reason}); nothing is logged this "
                    "session.")
        print(f"bezique-qt: cannot write the log file {path}: {reason}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    handler.setLevel(level)
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    global _handler
    _handler = handler
    logging.getLogger(__name__).info("bezique-qt %s started (Python %s, %s)", __version__,
                                     platform.python_version(), platform.platform())
    return path


def stop_logging() -> None:
    """Close the log file set up by :func:`setup_logging` (if any)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None


def current_log_file() -> Path | None:
    """The log file in use, if :func:`setup_logging` opened one."""
    return Path(_handler.baseFilename) if _handler is not None else None


def bug_report(record: GameRecord | None, log_path: Path | None, dest: Path, *,
               note: str = "") -> Path:
    """Write a zip for a bug report and return its path.

    It holds ``game-record.json`` (the game so far, if any), the log file and its older
    rotations, ``about.json`` (program, Python and system versions) and the player's ``note``.
    ``dest`` is the zip file, or a folder to put ``bezique-qt-bug-YYYYmmdd-HHMMSS.zip`` in.
    Written atomically; raises :class:`WriteError`."""
    for handler in logging.getLogger().handlers:
        handler.flush()
    dest = Path(dest)
    if dest.is_dir():
        dest = dest / f"bezique-qt-bug-{datetime.now():%Y%m%d-%H%M%S}.zip"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        about = {"program": "bezique-qt", "version": __version__,
                 "python": platform.python_version(), "platform": platform.platform(),
                 "written_at": datetime.now(UTC).isoformat(timespec="seconds")}
        archive.writestr("about.json", json.dumps(about, indent=1) + "\n")
        if note:
            archive.writestr("note.txt", note)
        if record is not None:
            archive.writestr("game-record.json", record.dumps() + "\n")
        if log_path is not None:
            log_path = Path(log_path)
            logs = [log_path] + sorted(log_path.parent.glob(log_path.name + ".[0-9]*"),
                                       key=lambda p: p.name)
            for path in logs:
                try:  # only regular files, never through a link: a pipe would never end
                    archive.writestr(path.name, read_limited(path, 4 * MAX_LOG_BYTES))
                except ReadError:
                    archive.writestr(path.name + ".missing",
                                     f"{path} could not be read when the report was made\n")
    write_atomic(dest, buffer.getvalue(), what="the bug report", named=True)
    return dest
