"""Writing an exported file all at once (no Qt).

:func:`write_file` has the file made under a temporary name in the target's folder, checks it,
syncs it to the disk and only then moves it to its name: a full disk, a failing writer or a
killed program leave the previous file (or none) and never a cut-off one.  A target that is a
symbolic link to a regular file is written through, to the file the link names, as editors do.
Only a regular file is ever replaced (:mod:`bezique_qt.safe_files`): a device, a pipe, a socket,
a folder, or a link to one of them or to nothing, is refused (``NotAFile``, an :class:`OSError`)
and left as it is, with or without ``replace``.
"""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from bezique_qt.persistence.atomic import sync_folder
from bezique_qt.safe_files import named_file, open_regular, regular_or_missing

TEMP_SUFFIX = ".tmp"


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _fsync(path: Path) -> None:
    fd = open_regular(path)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_file(path: str | Path, produce: Callable[[Path], None], *,
               replace: bool = True) -> Path:
    """Have ``produce(temp)`` write the whole file at the path ``temp``, then put it at
    ``path`` (through a symbolic link) and return the file written.

    ``produce`` raises :class:`OSError` when it cannot write.  Without ``replace`` an existing
    file is never replaced (:class:`FileExistsError`, even if it appears meanwhile).  Raises
    :class:`OSError` (:class:`~bezique_qt.safe_files.NotAFile` for anything but a regular file
    at ``path``); nothing is then left at ``path`` or beside it."""
    target = named_file(path)
    folder = target.parent
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=TEMP_SUFFIX)
    os.close(fd)
    temp = Path(name)
    try:
        produce(temp)
        _fsync(temp)
        try:
            mode = target.stat().st_mode & 0o7777 if target.exists() else 0o666 & ~_umask()
            os.chmod(temp, mode)
        except OSError:
            pass  # the private mode of the temporary file is kept
        if replace:
            regular_or_missing(target)  # looked at again just before it is replaced
            os.replace(temp, target)
        else:
            _place_new(temp, target)
    finally:
        try:
            temp.unlink(missing_ok=True)
        except OSError:
            pass
    sync_folder(folder)
    return target


def _place_new(temp: Path, target: Path) -> None:
    """Give ``temp`` the name ``target`` unless a file has that name (checked by the same
    operation, so a file made meanwhile is not replaced either)."""
    try:
        os.link(temp, target)
    except FileExistsError:
        raise
    except OSError as error:
        if error.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV,
                               errno.EMLINK):
            raise
        # a file system without hard links: check, then rename
        if target.exists() or target.is_symlink():
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target)) from None
        os.replace(temp, target)


def write_bytes(path: str | Path, data: bytes, *, replace: bool = True) -> Path:
    """Write ``data`` to ``path`` with :func:`write_file`."""
    def produce(temp: Path) -> None:
        with open(temp, "wb") as f:
            f.write(data)
            f.flush()
    return write_file(path, produce, replace=replace)
