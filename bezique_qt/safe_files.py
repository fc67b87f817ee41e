"""Only regular files are ever written or read: the one check every writer and reader makes.

The program's files sit in its own folders (data, config, log) or at a path the player names
(Save…, an export, ``sheet --csv``, ``match --records``).  Either way nothing but a regular file
is ever replaced, truncated, opened or written into: a device node, a named pipe (FIFO), a socket
or a folder at the path is refused with a sentence (:class:`NotAFile`) and left as it is.  A
symbolic link is treated by where the path comes from:

- inside the program's own folders (:func:`own_file`) a link is never followed: it is set aside
  (renamed ``<name>.link-YYYYmmdd-HHMMSS``, as a damaged file is) and a fresh file is made;
- at a path the player named (:func:`named_file`) a link to a regular file is written through,
  as editors do; a link to anything else, or to nothing (a dangling link), is refused, so no
  file is ever made at a link's target.

:func:`open_regular` opens without following a link (``O_NOFOLLOW``), without waiting on a pipe
(``O_NONBLOCK``) and without taking a terminal (``O_NOCTTY``), after looking at the path
(``lstat``: a device is never opened, which may have effects of its own), and checks again on
the opened descriptor (``fstat``), so a file swapped in between is refused too.

Standard library only: every layer that writes a file (persistence, exports, the computer's
match records) uses it.
"""

from __future__ import annotations

import errno
import os
import stat
from datetime import datetime
from pathlib import Path

__all__ = ["NotAFile", "kind_of", "named_file", "open_regular", "own_file", "regular_or_missing",
           "set_aside", "write_regular"]

O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
O_NOCTTY = getattr(os, "O_NOCTTY", 0)
O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
O_BINARY = getattr(os, "O_BINARY", 0)


class NotAFile(OSError):
    """The path holds something that is not a regular file (or a link that is not followed
    there).  ``reason`` says what in words a player understands ("there is a device of that
    name; it was left as it is"), ``found`` in a few words ("a device"); ``strerror`` is
    ``reason``."""

    def __init__(self, path: str | Path, reason: str, found: str) -> None:
        super().__init__(errno.EINVAL, reason, str(path))
        self.reason = reason
        self.found = found


def kind_of(mode: int) -> str:
    """What a file of this mode is, in a few words ("a named pipe (FIFO)")."""
    if stat.S_ISREG(mode):
        return "a file"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None


def _refuse_kind(path: Path, mode: int) -> NotAFile:
    return NotAFile(path, f"there is {kind_of(mode)} of that name, not a file; it was left as "
                          "it is", kind_of(mode))


def regular_or_missing(path: str | Path) -> None:
    """Raise :class:`NotAFile` unless ``path`` is a regular file or nothing (a link counts as
    something else: it is not looked through)."""
    path = Path(path)
    info = _lstat(path)
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise _refuse_kind(path, info.st_mode)


def set_aside(path: str | Path, tag: str, *, now: datetime | None = None) -> Path:
    """Rename ``path`` (the entry itself: a link is not followed, a device or a pipe is not
    opened) to ``<name>.<tag>-YYYYmmdd-HHMMSS`` (``-2``, ``-3`` … when taken) in its folder,
    and return the new path.  Never overwrites anything; raises :class:`OSError`."""
    path = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.{tag}-{stamp}"
    target = path.with_name(base)
    n = 2
    while os.path.lexists(target):
        target = path.with_name(f"{base}-{n}")
        n += 1
    os.rename(path, target)
    return target


def own_file(path: str | Path) -> list[str]:
    """Make ``path``, a file in the program's own folders, ready to be written: a symbolic link
    there is set aside (never followed) and the returned sentence says where it went.

    Raises :class:`NotAFile` when a folder, a device, a pipe or a socket is at ``path`` (it is
    left as it is), or :class:`OSError` when a link cannot be set aside."""
    path = Path(path)
    info = _lstat(path)
    if info is None or stat.S_ISREG(info.st_mode):
        return []
    if not stat.S_ISLNK(info.st_mode):
        raise _refuse_kind(path, info.st_mode)
    target = os.readlink(path)
    kept = set_aside(path, "link")
    return [f"{path} was a link to {target}, which the program does not follow in its own "
            f"folders; the link was kept as {kept} and a new file made."]


def named_file(path: str | Path) -> Path:
    """The regular file a write to ``path``, a path the player named, changes: ``path`` itself,
    or the file a symbolic link there names (written through, as editors do).

    Raises :class:`NotAFile` when ``path`` is a folder, a device, a pipe or a socket, or a link
    to one of them or to nothing (no file is ever made at a link's target)."""
    path = Path(path)
    info = _lstat(path)
    if info is None or stat.S_ISREG(info.st_mode):
        return path
    if not stat.S_ISLNK(info.st_mode):
        raise _refuse_kind(path, info.st_mode)
    target = Path(os.path.realpath(path))
    found = _lstat(target)
    if found is None:
        raise NotAFile(path, f"it is a link to {target}, which does not exist; no file is "
                             "made at a link's target", "a dangling link")
    if not stat.S_ISREG(found.st_mode):
        raise NotAFile(path, f"it is a link to {target}, which is {kind_of(found.st_mode)}, "
                             "not a file; it was left as it is", "a link to " +
                       kind_of(found.st_mode))
    return target


def open_regular(path: str | Path, flags: int = os.O_RDONLY, mode: int = 0o644, *,
                 follow: bool = False) -> int:
    """Open ``path`` only if it is a regular file (``O_CREAT`` in ``flags`` may make one) and
    return the descriptor, blocking as usual once opened.

    A link is followed only with ``follow`` (a path the player named, to a regular file; never
    with ``O_CREAT``, so a dangling link makes no file).  Raises :class:`NotAFile` or
    :class:`OSError`.  ``O_TRUNC`` is applied only after the file is known to be regular."""
    path = Path(path)
    if follow and flags & os.O_CREAT:
        raise ValueError("a link is never followed to create a file")
    try:
        info = os.stat(path) if follow else _lstat(path)
    except (FileNotFoundError, NotADirectoryError):  # nothing there, or a dangling link
        info = None
    if info is not None and not stat.S_ISREG(info.st_mode):
        if stat.S_ISLNK(info.st_mode):
            raise NotAFile(path, "it is a symbolic link, which is not followed here",
                           "a symbolic link")
        raise _refuse_kind(path, info.st_mode)
    truncate = bool(flags & os.O_TRUNC)
    flags = (flags & ~os.O_TRUNC) | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_BINARY
    if not follow:
        flags |= O_NOFOLLOW
    try:
        fd = os.open(path, flags, mode)
    except OSError as error:
        if error.errno == errno.ELOOP and not follow:
            raise NotAFile(path, "it is a symbolic link, which is not followed here",
                           "a symbolic link") from None
        if error.errno == errno.ENXIO:  # a pipe with no reader, opened to write
            raise _refuse_kind(path, stat.S_IFIFO) from None
        raise
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            raise _refuse_kind(path, opened.st_mode)
        if O_NONBLOCK and hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        if truncate:
            os.ftruncate(fd, 0)
    except BaseException:
        os.close(fd)
        raise
    return fd


def write_regular(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` (made, or a regular file truncated), never through a link:
    for files the program names itself in a folder the player chose (``match --records``).
    Raises :class:`NotAFile` or :class:`OSError`."""
    fd = open_regular(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
