"""Errors of the persistence layer: each carries one sentence a player can read."""

from __future__ import annotations

from pathlib import Path


class PersistenceError(Exception):
    """Base class: ``message`` (also ``str(error)``) is a whole sentence for the player."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        return self.message


class WriteError(PersistenceError):
    """A file could not be written; the previous version of it, if any, is unchanged."""


class ReadError(PersistenceError):
    """A file could not be read.  ``reason`` is the short cause ("the file is too large");
    ``missing`` is true when there is no file at all."""

    def __init__(self, message: str, path: Path | None = None, *, reason: str = "",
                 missing: bool = False) -> None:
        super().__init__(message, path)
        self.reason = reason or message
        self.missing = missing


class SaveFileError(PersistenceError):
    """A saved game that cannot be opened: damaged, foreign, too large or from a newer
    program.  Nothing was changed on disk."""


class StatisticsError(PersistenceError):
    """The statistics database could not be read or written."""


class NewerVersionError(SaveFileError):
    """A saved game written by a newer version of the program."""
