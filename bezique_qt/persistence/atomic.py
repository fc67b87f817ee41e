"""Safe file writing and reading.

:func:`write_atomic` never leaves a half-written file: the data goes to a temporary file in the
same folder, is flushed and synced to the disk, and only then replaces the old file in one
``os.replace``; the folder is synced too, so the rename survives a power cut.  When anything
fails (a full disk, a read-only folder) it raises :class:`WriteError` with a sentence, removes its
temporary file and leaves the previous file as it was.  Only a regular file is ever replaced
(:mod:`bezique_qt.safe_files`): a device, a pipe, a socket or a folder at the path is refused,
and a symbolic link in the program's own folders is set aside, never followed.

:func:`read_limited` reads a regular file of bounded size (never a folder, a pipe or a device,
nor, in the program's own folders, through a link), and :func:`move_aside` keeps a file that
cannot be used under a new name instead of deleting it.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path

from bezique_qt.safe_files import (
    NotAFile,
    named_file,
    open_regular,
    own_file,
    regular_or_missing,
    set_aside,
)

from .errors import ReadError, WriteError

TEMP_SUFFIX = ".tmp"

_log = logging.getLogger(__name__)


def temp_prefix(path: Path) -> str:
    """The name prefix of the temporary files :func:`write_atomic` makes for ``path``."""
    return f".{path.name}."


def _writer_prefix(path: Path) -> str:
    """:func:`temp_prefix` followed by this process's id and ``-``: the name says which
    process is writing, so another one can tell a file still being written from a leftover."""
    return f"{temp_prefix(path)}{os.getpid()}-"


def _writer_pid(name: str, prefix: str) -> int | None:
    """The writer's process id in a temporary file's name (None in a name without one)."""
    head, dash, _rest = name[len(prefix):].partition("-")
    return int(head) if dash and head.isdigit() and len(head) <= 10 else None


def process_alive(pid: int) -> bool:
    """Whether a process with this id is running (on this computer).  True where it cannot be
    told, so that nothing is removed on a guess."""
    if os.name != "posix":
        return True
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, but belongs to someone else
    return True


def describe_os_error(error: OSError, folder: Path | None = None) -> str:
    """A short cause for an operating-system error, in words a player understands."""
    code = error.errno
    where = f" in the folder {folder}" if folder is not None else ""
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the disk is full"
    if code == errno.EROFS:
        return f"the disk{' holding ' + str(folder) if folder else ''} is read-only"
    if code in (errno.EACCES, errno.EPERM):
        return f"you do not have permission to do this{where}"
    if code == errno.EFBIG:
        return "the file is too large for the disk"
    if code == errno.ENAMETOOLONG:
        return "the file name is too long"
    if code == errno.EIO:
        return "the disk reported an input/output error"
    if code == errno.ENOENT:
        return f"the folder{' ' + str(folder) if folder else ''} does not exist"
    text = error.strerror or str(error) or type(error).__name__
    return text[0].lower() + text[1:] if text else "unknown error"


def _blocking_file(path: Path) -> Path | None:
    """The nearest ancestor of ``path`` that exists but is not a folder (None if there is none)."""
    for ancestor in path.parents:
        try:
            mode = ancestor.stat().st_mode
        except OSError:
            continue
        return None if stat.S_ISDIR(mode) else ancestor
    return None


def write_target(path: str | Path) -> Path:
    """The file a write to ``path``, a path the player named, changes: the regular file a
    symbolic link names, else ``path`` (a link is written through, as editors do).  Raises
    :class:`~bezique_qt.safe_files.NotAFile` for anything but a regular file or nothing."""
    return named_file(path)


def sync_folder(folder: Path) -> None:
    """Sync a folder's entries (POSIX only; some file systems refuse, which changes nothing)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes | str, *, what: str = "the file",
                 keep_previous: Path | None = None, named: bool = False,
                 folder_sync: bool = True) -> list[str]:
    """Write ``data`` (text is UTF-8) to ``path`` all at once, creating its folder if needed,
    and return sentences about what was found there (a link set aside), usually none.

    ``what`` names the file in the error sentence ("your preferences", "the game").  With
    ``keep_previous``, the file being replaced is first renamed to that path (in the same
    folder), so the last two versions are always on disk.  ``named``: the player chose
    ``path`` (Save…, a bug report), so a symbolic link to a regular file is written through,
    as editors do; otherwise ``path`` is in the program's own folders and a link there is set
    aside and a new file made.  Nothing but a regular file is ever replaced.  With
    ``folder_sync=False`` the caller syncs the folder itself (:func:`sync_folder`), once for
    several files written together.

    Raises :class:`WriteError`; the previous file is then unchanged.
    """
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    notices: list[str] = []

    def refuse(error: OSError, where: Path) -> WriteError:
        reason = error.reason if isinstance(error, NotAFile) else describe_os_error(
            error, where.parent)
        return WriteError(f"Could not save {what} to {where}: {reason}. Nothing was "
                          "saved.", where)

    try:
        if not named:
            notices += own_file(path)
            if keep_previous is not None:
                notices += own_file(keep_previous)
        elif path.is_symlink():
            target = named_file(path)
            if keep_previous is not None:
                # the previous version is copied beside the link: the file itself stays put
                try:
                    previous = read_limited(target, 1 << 30, what=what, follow_links=True)
                except ReadError as e:
                    raise WriteError(f"Could not save {what} to {path}: {e.reason}. The "
                                     "previous version is unchanged.", path) from None
                notices += write_atomic(keep_previous, previous, what=what, named=True)
                keep_previous = None
            path = target
        else:
            regular_or_missing(path)
    except NotAFile as e:
        raise refuse(e, path) from None
    except OSError as e:  # a link that cannot be set aside
        raise refuse(e, path) from None
    for notice in notices:
        _log.warning("%s", notice)
    folder = path.parent
    existed = path.exists()
    unchanged = "The previous version is unchanged." if existed else "Nothing was saved."

    def fail(reason: str) -> WriteError:
        return WriteError(f"Could not save {what} to {path}: {reason}. {unchanged}", path)

    blocking = _blocking_file(path)
    if blocking is not None:
        raise fail(f"{blocking} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise fail(describe_os_error(e, folder)) from None
    if path.is_dir():
        raise fail("there is a folder of that name")

    try:
        fd, temp_name = tempfile.mkstemp(dir=folder, prefix=_writer_prefix(path),
                                         suffix=TEMP_SUFFIX)
    except OSError as e:
        raise fail(describe_os_error(e, folder)) from None
    temp = Path(temp_name)
    try:
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(payload)
                f.flush()
                os.fsync(f.fileno())
                if hasattr(os, "fchmod"):
                    try:
                        mode = stat.S_IMODE(os.lstat(path).st_mode) if existed else 0o644
                        os.fchmod(f.fileno(), mode)
                    except OSError:
                        pass  # the private mode of the temporary file is kept
            # Looked at again just before: what is replaced is a regular file or nothing.
            regular_or_missing(path)
            if keep_previous is not None and path.exists():
                regular_or_missing(keep_previous)
                os.replace(path, keep_previous)
            os.replace(temp, path)
        except NotAFile as e:
            raise fail(e.reason) from None
        except OSError as e:
            raise fail(describe_os_error(e, folder)) from None
    finally:
        if temp.exists():
            try:
                temp.unlink()
            except OSError:
                pass
    if folder_sync:
        sync_folder(folder)
    return notices


def remove_stale_temps(path: Path, older_than: float = 60.0) -> list[Path]:
    """Remove temporary files left beside ``path`` by a writer that was killed.

    Only files that are certainly stale go: older than ``older_than`` seconds, and whose
    writer (named in the file's name) is no longer running.  Another copy of the program
    writing the same file at this moment keeps its temporary file."""
    removed: list[Path] = []
    prefix = temp_prefix(path)
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return removed
    limit = time.time() - older_than
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(TEMP_SUFFIX)):
            continue
        pid = _writer_pid(entry.name, prefix)
        if pid is not None and process_alive(pid):
            continue
        try:
            if entry.is_file() and entry.stat().st_mtime <= limit:
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed


def read_limited(path: Path, limit: int, *, what: str = "the file",
                 follow_links: bool = False) -> bytes:
    """The bytes of the regular file ``path``, refusing anything larger than ``limit`` bytes.

    A symbolic link is followed only with ``follow_links`` (a file the player chose), never in
    the program's own folders; a device, a pipe or a socket is never opened.  Raises
    :class:`ReadError` (``missing`` true when there is no file)."""
    path = Path(path)

    def fail(reason: str, *, missing: bool = False) -> ReadError:
        return ReadError(f"Could not read {what} {path}: {reason}.", path, reason=reason,
                         missing=missing)

    try:
        fd = open_regular(path, follow=follow_links)
    except NotAFile as e:
        if e.found == "a symbolic link":
            raise fail("it is a symbolic link, which the program does not follow in its own "
                       "folders") from None
        if e.found == "a folder":
            raise fail("it is a folder, not a file") from None
        raise fail(f"it is not a regular file but {e.found}") from None
    except FileNotFoundError:
        raise fail("there is no such file", missing=True) from None
    except IsADirectoryError:
        raise fail("it is a folder, not a file") from None
    except PermissionError:
        raise fail("you do not have permission to read it") from None
    except OSError as e:
        raise fail(describe_os_error(e)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise fail("it is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise fail("it is not a regular file")
        if info.st_size > limit:
            raise fail(f"it is too large ({_size(info.st_size)}; at most {_size(limit)})")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise fail(f"it is too large (more than {_size(limit)})")
        return b"".join(chunks)
    except OSError as e:
        raise fail(describe_os_error(e)) from None
    finally:
        os.close(fd)


def _size(n: int) -> str:
    if n >= 1 << 20:
        return f"{n / (1 << 20):.1f} MB"
    if n >= 1 << 10:
        return f"{n / (1 << 10):.0f} KB"
    return f"{n} bytes"


def move_aside(path: Path, tag: str = "bad", *, now: datetime | None = None) -> Path:
    """Rename ``path`` to ``<name>.<tag>-YYYYmmdd-HHMMSS`` (with ``-2``, ``-3`` … if that is
    taken) in the same folder and return the new path; never overwrites anything.  The entry
    itself is renamed: a link is not followed, a device or a pipe is not opened.

    Raises :class:`WriteError` when the file cannot be renamed."""
    path = Path(path)
    try:
        target = set_aside(path, tag, now=now)
    except OSError as e:
        raise WriteError(f"Could not move {path} aside to keep it: "
                         f"{describe_os_error(e, path.parent)}.", path) from None
    sync_folder(path.parent)
    return target
