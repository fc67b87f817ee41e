"""Reading the files a score sheet can be made from (no Qt).

Accepted, as JSON:

- a game record (``"format": "bezique-qt-record"``, see :mod:`bezique_qt.engine.record`);
- a saved game or an autosave: an object with a ``record`` member holding a game record (as an
  object or as JSON text), and perhaps a date (``saved``, ``date`` …);
- a match record: an object with a ``games`` (or ``records``) list, or a plain list, whose items
  are game records or saved games; or a folder of game records (what ``bezique-qt match
  --records DIR`` writes). Each game gets its own sheet.

The header's date comes from the record or its container, else from the file's time.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from bezique_qt.engine import GameRecord, RecordError
from bezique_qt.engine.record import FORMAT, check_date
from bezique_qt.persistence.atomic import read_limited
from bezique_qt.persistence.errors import ReadError
from bezique_qt.persistence.saves import MAX_FILE_BYTES

from .sheet import DATE_KEYS, ScoreSheet, SheetError, record_date, sheet_from_record

_LIST_KEYS = ("games", "records")
MAX_GAMES = 10_000


def _container_date(data: dict[str, Any]) -> Any:
    """The date a saved game or match record keeps about its games; raises SheetError when
    one of its dates is damaged."""
    for key in DATE_KEYS:
        try:
            check_date(data.get(key), f"its {key} field")
        except RecordError as error:
            raise SheetError(error.message) from None
    for key in DATE_KEYS:
        value = data.get(key)
        if value:
            return value
    return None


def records_from_json(data: Any, default_date: Any = None,
                      _depth: int = 0) -> list[tuple[GameRecord, Any]]:
    """Every game record in ``data`` with the date that goes with it; raises SheetError."""
    if _depth > 4:
        raise SheetError("the file nests game records too deeply to be a saved game or a match")
    if isinstance(data, list):
        if not data:
            raise SheetError("the match record holds no games")
        if len(data) > MAX_GAMES:
            raise SheetError("the match record holds too many games")
        found: list[tuple[GameRecord, Any]] = []
        for item in data:
            found.extend(records_from_json(item, default_date, _depth + 1))
        return found
    if not isinstance(data, dict):
        raise SheetError("this is not a Bezique game record, saved game or match record")
    date = _container_date(data) or default_date
    if data.get("format") == FORMAT:
        try:
            record = GameRecord.from_json(data)
        except RecordError as error:
            raise SheetError(error.message) from None
        return [(record, record_date(record) or date)]
    if "record" in data:
        inner = data["record"]
        if isinstance(inner, str):
            try:
                inner = json.loads(inner)
            except (ValueError, RecursionError):
                raise SheetError("the saved game's record is not valid JSON") from None
        if not isinstance(inner, dict):
            raise SheetError("the saved game holds no game record")
        return records_from_json(inner, date, _depth + 1)
    for key in _LIST_KEYS:
        if isinstance(data.get(key), list):
            return records_from_json(data[key], date, _depth + 1)
    if "format" in data:
        raise SheetError(f"this is not a Bezique game record (its format is {data['format']!r})")
    raise SheetError("this is not a Bezique game record, saved game or match record")


def sheets_from_json(data: Any, default_date: Any = None) -> list[ScoreSheet]:
    """The score sheet of every game in ``data`` (replayed); raises SheetError."""
    return [sheet_from_record(record, date=date)
            for record, date in records_from_json(data, default_date)]


def _read_json(path: Path) -> tuple[Any, float]:
    """The JSON data of a file and its time. The file is read the way the program opens a saved
    game: a regular file of at most ``MAX_FILE_BYTES`` (never a pipe, a device or a huge file)."""
    try:
        raw = read_limited(path, MAX_FILE_BYTES, what="the game record", follow_links=True)
        mtime = os.stat(path).st_mtime
    except ReadError as error:
        if error.missing:
            raise SheetError("there is no such file") from None
        raise SheetError(f"the file cannot be read: {error.reason}") from None
    except OSError as error:
        raise SheetError(f"the file cannot be read ({error.strerror or error})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SheetError("this is not a game record (it is not text)") from None
    try:
        return json.loads(text), mtime
    except json.JSONDecodeError as error:
        raise SheetError(f"the file is not valid JSON ({error.msg}, line {error.lineno})") \
            from None
    except ValueError as error:  # a number too long to read (over 4,300 digits)
        raise SheetError(f"the file is not valid JSON ({error})") from None
    except RecursionError:
        raise SheetError("the file is not a game record (it nests too deeply)") from None


def load_sheets(path: str | Path) -> list[ScoreSheet]:
    """Read ``path`` (a file, or a folder of records) and return the score sheet of every game
    in it, in order.

    Raises :class:`SheetError` with one sentence when the file is missing, unreadable, not
    JSON, not a record or does not replay.
    """
    path = Path(path)
    if not path.is_dir():
        data, mtime = _read_json(path)
        return sheets_from_json(data, mtime)
    files = sorted(p for p in path.iterdir()
                   if p.suffix.lower() in (".json", ".bezique") and p.is_file())
    if not files:
        raise SheetError("this folder holds no game records (.json or .bezique files)")
    if len(files) > MAX_GAMES:
        raise SheetError("this folder holds too many game records")
    sheets: list[ScoreSheet] = []
    for file in files:
        data, mtime = _read_json(file)
        try:
            sheets.extend(sheets_from_json(data, mtime))
        except SheetError as error:
            raise SheetError(f"{file.name}: {error.message}") from None
    return sheets


def load_records(path: str | Path) -> list[GameRecord]:
    """The game records :func:`load_sheets` makes its sheets of, in the same order (call it
    after :func:`load_sheets` succeeded); raises :class:`SheetError`."""
    path = Path(path)
    files = [path] if not path.is_dir() else sorted(
        p for p in path.iterdir() if p.suffix.lower() in (".json", ".bezique") and p.is_file())
    return [record for file in files for record, _date in records_from_json(_read_json(file)[0])]
