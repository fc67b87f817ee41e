"""What went wrong with the statistics database, in a few words a player understands."""

from __future__ import annotations

import sqlite3

from bezique_qt.safe_files import NotAFile

from .atomic import describe_os_error

__all__ = ["SQLITE_CORRUPT", "SQLITE_NOTADB", "describe_error", "sqlite_code"]

# SQLite's primary result codes (https://sqlite.org/rescode.html)
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY = 5, 6, 8
SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_NOTADB = 10, 11, 13, 26


def sqlite_code(error: sqlite3.Error) -> int | None:
    """SQLite's primary result code of ``error``, or None when it carries none."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def describe_error(error: BaseException) -> str:
    """A short cause for a database error, in words a player understands."""
    if isinstance(error, sqlite3.Error):
        code = sqlite_code(error)
        if code == SQLITE_FULL:
            return "the disk is full"
        if code == SQLITE_READONLY:
            return "the statistics file or its folder is read-only"
        if code in (SQLITE_BUSY, SQLITE_LOCKED):
            return "another copy of Bezique is using them"
        if code == SQLITE_IOERR:
            return "the disk reported an input/output error"
        if code == SQLITE_CORRUPT or code == SQLITE_NOTADB:
            return "the file is damaged"
    if isinstance(error, NotAFile):
        return f"{error.filename}: {error.reason}"
    if isinstance(error, OSError):
        return describe_os_error(error)
    if isinstance(error, UnicodeEncodeError):
        return "the game holds a damaged character that cannot be stored"
    if isinstance(error, sqlite3.Error):
        return str(error) or type(error).__name__
    return "the file is damaged"
