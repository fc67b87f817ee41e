"""Finished games waiting to be counted.

When a finished game cannot be counted in the statistics (a full disk, a locked or read-only
database), it must not stay in the autosave only: the next game's autosaves replace that file
within two moves.  :func:`keep_pending` writes it, atomically, to a file of its own in the
``pending`` folder (``pending/<game id>.json``, the form of a saved game), where no other game
writes (or, when the data folder refuses, to the same name in the log's folder);
:func:`count_pending` counts every such game as soon as the statistics can be written (at the
next start, or after the next game that is counted) and only then removes its file.
A game is counted once however often this runs: the statistics skip a game id they already
hold.
"""

from __future__ import annotations

import hashlib
import logging
import re
from datetime import UTC, datetime
from pathlib import Path

from bezique_qt.engine import GameRecord

from .atomic import describe_os_error, move_aside, read_limited, write_atomic
from .errors import PersistenceError, ReadError, SaveFileError, WriteError
from .paths import Locations, resolve
from .saves import MAX_FILE_BYTES, GameInfo, game_bytes, parse_game
from .statistics import Statistics

SUFFIX = ".json"
_PLAIN_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")

_log = logging.getLogger(__name__)


def pending_file(game_id: str, locations: Locations | None = None, *,
                 spare: bool = False) -> Path:
    """Where the finished game ``game_id`` waits to be counted (``spare``: in the spare folder,
    used when the data folder refuses).  An id that is not a plain name (it comes from a file)
    is replaced by its digest, so it can never name another folder."""
    name = game_id if _PLAIN_ID.fullmatch(game_id) else hashlib.sha256(
        game_id.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    where = resolve(locations)
    return (where.spare_pending_dir if spare else where.pending_dir) / (name + SUFFIX)


def is_pending(game_id: str, locations: Locations | None = None) -> bool:
    """Whether the finished game ``game_id`` waits to be counted."""
    return any(pending_file(game_id, locations, spare=spare).is_file()
               for spare in (False, True))


def finish_time(saved_at: datetime | None) -> datetime | None:
    """When a kept game finished: the time it was kept, if that is a real past moment (a file
    may say anything); None means now."""
    if saved_at is None:
        return None
    try:
        moment = saved_at.astimezone(UTC)
    except (OverflowError, ValueError):
        return None
    return moment if moment <= datetime.now(UTC) else None


def keep_pending(record: GameRecord, info: GameInfo,
                 locations: Locations | None = None) -> Path:
    """Keep a finished game that could not be counted; returns its file.  When the data
    folder refuses it (a full or read-only disk), it is kept in the spare folder (see
    :attr:`Locations.spare_pending_dir`) if that one takes it.  Raises :class:`WriteError`
    (the data folder's) when neither does (nothing is then written)."""
    path = pending_file(info.game_id, locations)
    text = game_bytes(record, info, path, "the finished game")
    try:
        write_atomic(path, text, what="the finished game")
    except WriteError as error:
        spare = pending_file(info.game_id, locations, spare=True)
        try:
            write_atomic(spare, text, what="the finished game")
        except WriteError:
            raise error from None
        _log.warning("%s It is kept in %s instead.", error, spare.parent)
        return spare
    return path


def pending_files(locations: Locations | None = None) -> list[Path]:
    """The files of the games waiting to be counted: the data folder's, then the spare
    folder's, each by name."""
    where = resolve(locations)
    files: list[Path] = []
    for folder in (where.pending_dir, where.spare_pending_dir):
        try:
            files += sorted(p for p in folder.iterdir()
                            if p.name.endswith(SUFFIX) and not p.name.startswith("."))
        except OSError:
            continue
    return files


def count_pending(stats: Statistics, locations: Locations | None = None) -> tuple[int, list[str]]:
    """Count every game waiting in the ``pending`` folder; returns how many were counted now
    and sentences for the player.  Never raises.

    Nothing is done when the statistics live in memory only (the games would be lost at the
    end of the session).  A game whose file cannot be read is kept under a new name and said;
    when the statistics cannot be written, the games stay for the next time."""
    if not stats.persistent:
        return 0, []
    counted = 0
    messages: list[str] = []
    for path in pending_files(locations):
        try:
            saved = parse_game(read_limited(path, MAX_FILE_BYTES, what="the finished game"))
            if not saved.state.over:
                raise SaveFileError("the game in it is not finished")
        except ReadError as e:
            if e.missing:
                continue  # counted meanwhile by another call
            messages.append(f"A finished game waiting to be counted could not be read: "
                            f"{e.reason}.")
            messages.extend(_keep_aside(path))
            continue
        except SaveFileError as e:
            messages.append(f"A finished game waiting to be counted could not be used: "
                            f"{e.message}.")
            messages.extend(_keep_aside(path))
            continue
        try:
            before = stats.games_recorded()
            # it finished when it was kept, not now
            stats.record_game(saved.state, saved.info, record=saved.record,
                              finished_at=finish_time(saved.saved_at))
            counted += stats.games_recorded() - before
        except PersistenceError as e:
            messages.append(f"{e} The finished games waiting to be counted are kept for "
                            "the next time.")
            break
        except Exception as e:  # what the file holds cannot be counted: keep it, say so
            _log.exception("counting the finished game in %s failed", path)
            messages.append(f"A finished game waiting to be counted could not be counted "
                            f"({type(e).__name__}).")
            messages.extend(_keep_aside(path))
            continue
        try:
            path.unlink()
        except OSError as e:
            # it stays, and is skipped next time: its game id is recorded
            _log.warning("could not remove %s: %s", path, describe_os_error(e, path.parent))
        _log.info("a finished game kept in %s was counted", path.name)
    return counted, messages


def _keep_aside(path: Path) -> list[str]:
    try:
        kept = move_aside(path, "bad")
    except WriteError as e:
        return [str(e)]
    return [f"It was kept as {kept}."]
