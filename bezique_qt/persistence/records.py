"""Reading one game from a file, the way every tool reads it (``docs/records.md``).

``bezique-qt replay``, ``review`` and ``verify`` read a file with :func:`read_record_file`, the
table's Open and ``bezique-qt sheet`` find the record in it with :func:`record_from_data`, so
they all take the same files:

- a game record (``"format": "bezique-qt-record"``, :mod:`bezique_qt.engine.record`), the file
  Finished games' *Save deal…* writes and *Copy deal* copies;
- a saved game (``.bezique``) or an autosave, which hold a game record under ``record`` (as an
  object, or as JSON text).

A file is read as a regular file of at most ``MAX_FILE_BYTES`` (never a pipe, a device or a
huge file), as UTF-8 with or without a byte-order mark. Anything wrong raises
:class:`~bezique_qt.engine.errors.RecordError` with one sentence, and nothing is changed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from bezique_qt.engine import GameRecord, RecordError
from bezique_qt.engine import record as engine_record

from .atomic import read_limited
from .errors import ReadError
from .jsontext import JSONTextError, load_json

SAVED_GAME_FORMAT = "bezique-qt-saved-game"
SAVED_GAME_VERSION = 1
MAX_FILE_BYTES = 5 * 1024 * 1024


def record_from_data(data: Any) -> GameRecord:
    """The game record in ``data`` (a record, or a saved game or autosave holding one); raises
    :class:`RecordError` with a sentence."""
    if isinstance(data, dict) and data.get("format") == SAVED_GAME_FORMAT:
        version = data.get("version")
        if isinstance(version, int) and version > SAVED_GAME_VERSION:
            raise RecordError(f"the saved game was written by a newer program (format version "
                              f"{version}; this program reads up to {SAVED_GAME_VERSION})")
    if isinstance(data, dict) and data.get("format") != engine_record.FORMAT:
        inner = data.get("record")
        if isinstance(inner, str):
            try:
                data = {**data, "record": json.loads(inner)}
            except (ValueError, RecursionError):
                raise RecordError("the saved game's record is not valid JSON") from None
    return GameRecord.from_json(data)


def read_record_file(path: str | Path) -> GameRecord:
    """The game record in the file ``path`` (see the module's description); raises
    :class:`RecordError` with a sentence about the file."""
    try:
        raw = read_limited(Path(path), MAX_FILE_BYTES, what="the game record",
                           follow_links=True)
    except ReadError as error:
        if error.missing:
            raise RecordError("there is no such file") from None
        if os.path.isdir(path):
            raise RecordError("this is a folder, not a game record") from None
        raise RecordError(f"the file cannot be read: {error.reason}") from None
    try:
        data = load_json(raw)
    except JSONTextError as error:
        if str(error) == "it is not a text file":
            raise RecordError("this is not a game record (it is not text)") from None
        raise RecordError("the file " + str(error).removeprefix("it ")) from None
    return record_from_data(data)
