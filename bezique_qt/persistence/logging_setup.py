"""The program's log file and bug reports.

:func:`setup_logging` sends the program's log records to a rotating file in the log folder
(``bezique-qt.log``, the older ones ``bezique-qt.log.1`` …).  :func:`bug_report` packs the
game record and the logs into one zip file the player can attach to a bug report; the record
replays with ``bezique-qt replay`` or opens as a saved game.
"""

from __future__ import annotations

import io
import json
import logging
import platform
import sys
import zipfile
from datetime import UTC, datetime
from logging.handlers import RotatingFileHandler
from pathlib import Path

from bezique_qt import __version__
from bezique_qt.engine import GameRecord

from .atomic import write_atomic
from .paths import LOG_NAME, Locations, resolve

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
MAX_LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3

_handler: RotatingFileHandler | None = None


def setup_logging(locations: Locations | None = None, *, log_dir: Path | None = None,
                  level: int = logging.INFO, max_bytes: int = MAX_LOG_BYTES,
                  backups: int = LOG_BACKUPS) -> Path | None:
    """Log to a rotating file in the log folder and return its path.  Calling it again
    replaces the previous file handler.  A folder that cannot be written never stops the
    program: the problem goes to standard error and None is returned."""
    stop_logging()
    folder = resolve(locations).log_dir if log_dir is None else Path(log_dir)
    path = folder / LOG_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # Text from files (a player's name, a title) may hold what UTF-8 cannot encode, such
        # as a lone surrogate: it is written escaped (\ud800) rather than losing the line.
        handler = RotatingFileHandler(path, maxBytes=max_bytes, backupCount=backups,
                                      encoding="utf-8", errors="backslashreplace")
    except OSError as e:
        print(f"bezique-qt: cannot write the log file {path}: {e}", file=sys.stderr)
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
                try:
                    archive.write(path, arcname=path.name)
                except OSError:
                    archive.writestr(path.name + ".missing",
                                     f"{path} could not be read when the report was made\n")
    write_atomic(dest, buffer.getvalue(), what="the bug report")
    return dest
