"""Saved games (``.bezique`` files) and the autosave.

A saved game is JSON: the engine's game record (``GameRecord.to_json()``) and what the record
does not hold but a resumed game needs::

    {"format": "bezique-qt-saved-game", "version": 1,
     "title": "Classic: South v North", "saved_at": "2025-03-01T20:14:05+00:00",
     "app_version": "0.1.0", "game_id": "3f2a…", "started_at": "2025-03-01T19:40:00+00:00",
     "opponent_level": "medium", "practice": false,
     "record": {"format": "bezique-qt-record", "version": 1, ...}}

A game of three or four players adds ``"seat_levels": ["easy", "hard"]``: each other seat's
level, seat 1 first (a game for two writes no such member).

Opening a file reads at most :data:`MAX_FILE_BYTES`, parses the JSON (never pickle, never
eval), checks every field and replays every action with the engine; anything wrong raises
:class:`SaveFileError` with a sentence, and nothing on disk is changed.  Writing refuses, with
a sentence, a game that opening would refuse for its size (more than :data:`MAX_FILE_BYTES`, or
more actions than a game record holds): a game that was saved is a game that opens.  A bare
engine record (``bezique-qt replay`` files, bug reports) opens too.

The autosave (``autosave.json`` in the data folder) has the same form.  Every
:func:`write_autosave` keeps the file it replaces as ``autosave.prev.json``, so when the newest
is damaged :func:`load_autosave` resumes from the one before it.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bezique_qt import __version__
from bezique_qt.engine import GameRecord, GameState, RecordError, replay, variant_from
from bezique_qt.engine import record as engine_record

from .atomic import describe_os_error, move_aside, read_limited, remove_stale_temps, write_atomic
from .dates import checked_moment
from .endings import ENDINGS, FINISHED
from .errors import NewerVersionError, ReadError, SaveFileError, WriteError
from .jsontext import JSONTextError, encoded, load_json
from .paths import Locations, resolve
from .preferences import LEVELS, Level
from .records import MAX_FILE_BYTES, SAVED_GAME_FORMAT, SAVED_GAME_VERSION

FORMAT = SAVED_GAME_FORMAT
VERSION = SAVED_GAME_VERSION
EXTENSION = ".bezique"
MAX_TITLE_LENGTH = 200
_MAX_SHORT_TEXT = 100

_log = logging.getLogger(__name__)


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def new_game_id() -> str:
    """A new unique game id (it keeps a game from being counted twice in the statistics)."""
    return uuid.uuid4().hex


@dataclass(frozen=True)
class GameInfo:
    """What a game needs besides its record: made when the game starts, kept with it in every
    save and autosave, and given to the statistics when it ends."""

    title: str = ""
    opponent_level: Level = Level.MEDIUM
    practice: bool = False
    """True once undo or a hint was used: the game is not counted in the player's record."""
    started_at: datetime | None = field(default_factory=_now)
    game_id: str = field(default_factory=new_game_id)
    seat_levels: tuple[Level, ...] = ()
    """At a table of three or four: the level of each other seat, seat 1 first (empty in a
    game for two, whose one opponent is :attr:`opponent_level`)."""
    ending: str = FINISHED
    """How the game ended when it is recorded unfinished: ``abandoned`` or ``resigned`` (see
    :mod:`.endings`)."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "title": self.title, "game_id": self.game_id,
            "started_at": self.started_at.isoformat() if self.started_at else None,
            "opponent_level": self.opponent_level, "practice": self.practice}
        if self.seat_levels:
            data["seat_levels"] = list(self.seat_levels)
        if self.ending != FINISHED:
            data["ending"] = self.ending
        return data


@dataclass
class SavedGame:
    """An opened saved game: its record, the state it replays to, and its description."""

    record: GameRecord
    state: GameState
    info: GameInfo
    saved_at: datetime | None = None
    app_version: str = ""
    path: Path | None = None

    @property
    def title(self) -> str:
        """The game's title, or one made from the variant and the players' names."""
        return self.info.title or default_title(self.record)


def default_title(record: GameRecord) -> str:
    """A title from the variant and the players' names, e.g. ``Classic: South v North``."""
    try:
        name = variant_from(record.variant).name
    except ValueError:
        name = record.variant
    return f"{name}: {' v '.join(record.players)}"


def game_document(record: GameRecord, info: GameInfo | None = None, *,
                  saved_at: datetime | None = None) -> dict[str, Any]:
    """The JSON data of a saved game (what :func:`save_game` writes)."""
    info = info or GameInfo()
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    data.update(info.to_json())
    data["saved_at"] = (saved_at or _now()).isoformat()
    data["app_version"] = __version__
    data["record"] = record.to_json()
    return data


def with_extension(path: Path) -> Path:
    """``path`` ending in ``.bezique`` (added when it has another or no suffix)."""
    path = Path(path)
    return path if path.suffix.lower() == EXTENSION else path.with_name(path.name + EXTENSION)


def game_bytes(record: GameRecord, info: GameInfo | None, path: Path, what: str, *,
               compact: bool = True) -> bytes:
    """The file of a saved game (:func:`game_document` as UTF-8 JSON, ``compact`` or indented)
    for ``path``.  Raises :class:`WriteError` when opening it would refuse it for its size:
    more actions than a game record holds, or more than :data:`MAX_FILE_BYTES`."""
    limit = engine_record.MAX_ACTIONS  # the limit opening checks (GameRecord.from_json)
    if len(record.actions) > limit:
        raise WriteError(f"Could not save {what} to {path}: the game has "
                         f"{len(record.actions):,} actions, more than the {limit:,} a saved "
                         "game can hold. Nothing was changed.", path)
    document = game_document(record, info)
    text = (json.dumps(document, ensure_ascii=False, separators=(",", ":")) if compact
            else json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    data = encoded(text, path, what)
    if len(data) > MAX_FILE_BYTES:
        raise WriteError(f"Could not save {what} to {path}: it would take "
                         f"{_amount(len(data))}, more than the {_amount(MAX_FILE_BYTES)} a "
                         "saved game can hold. Nothing was changed.", path)
    return data


def _amount(size: int) -> str:
    return f"{size / 2**20:.1f} MB" if size >= 2**20 else f"{size:,} bytes"


def save_game(path: Path, record: GameRecord, info: GameInfo | None = None) -> Path:
    """Save a game under ``path`` (``.bezique`` is added if missing) atomically; returns the
    path written.  Without a title the file gets :func:`default_title`.  Raises
    :class:`WriteError` (an existing file is then unchanged)."""
    path = with_extension(path)
    info = info or GameInfo()
    if not info.title:
        info = dataclasses.replace(info, title=default_title(record))
    write_atomic(path, game_bytes(record, info, path, "the game", compact=False),
                 what="the game", named=True)
    return path


def open_game(path: Path) -> SavedGame:
    """Read, check and replay a saved game.  Raises :class:`SaveFileError` with a sentence if
    the file is missing, too large, damaged, not a Bezique game or from a newer version, or if
    its actions do not replay; the file and everything else on disk are left untouched."""
    path = Path(path)
    try:
        raw = read_limited(path, MAX_FILE_BYTES, what="the saved game", follow_links=True)
    except ReadError as e:
        raise SaveFileError(f"{path.name} cannot be opened: {e.reason}.", path) from None
    try:
        game = parse_game(raw)
    except SaveFileError as e:
        raise type(e)(f"{path.name} cannot be opened: {e.message}.", path) from None
    game.path = path
    return game


def parse_game(raw: bytes) -> SavedGame:
    """A :class:`SavedGame` from a file's bytes.  Raises :class:`SaveFileError` whose message
    is the reason alone (``it is not valid JSON (…)``), to follow "… cannot be opened:"."""
    try:
        data = load_json(raw)
    except JSONTextError as e:
        raise SaveFileError(str(e)) from None
    if not isinstance(data, dict):
        raise SaveFileError("it is not a Bezique saved game")
    kind = data.get("format")
    if kind == engine_record.FORMAT:
        info = GameInfo(title="", started_at=None)
        record_data: Any = data
        saved_at, app_version = None, ""
    elif kind == FORMAT:
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise SaveFileError("it has no valid format version")
        if version > VERSION:
            raise NewerVersionError(f"it was saved by a newer version of Bezique (format "
                                    f"{version}; this version reads up to {VERSION})")
        info = _info(data)
        saved_at = _time(data.get("saved_at"), "the time it was saved")
        app_version = _text(data.get("app_version", ""), "the program version", _MAX_SHORT_TEXT)
        record_data = data.get("record")
        if isinstance(record_data, str):  # a record kept as JSON text reads as the object
            try:
                record_data = load_json(record_data.encode("utf-8"))
            except (JSONTextError, UnicodeEncodeError):
                raise SaveFileError("its game record is damaged: it is not valid JSON") \
                    from None
    else:
        raise SaveFileError("it is not a Bezique saved game")
    record_version = record_data.get("version") if isinstance(record_data, dict) else None
    if isinstance(record_version, int) and record_version > engine_record.VERSION:
        raise NewerVersionError(f"its game record was written by a newer version of Bezique "
                                f"(format {record_version}; this version reads up to "
                                f"{engine_record.VERSION})")
    try:
        record = GameRecord.from_json(record_data)
    except RecordError as e:
        raise SaveFileError(f"its game record is damaged: {e.message}") from None
    state = _replay(record)
    return SavedGame(record, state, info, saved_at, app_version)


def _info(data: dict[str, Any]) -> GameInfo:
    title = _text(data.get("title", ""), "the title", MAX_TITLE_LENGTH)
    game_id = _text(data.get("game_id") or new_game_id(), "the game id", _MAX_SHORT_TEXT)
    level = data.get("opponent_level", Level.MEDIUM)
    if level not in LEVELS:
        raise SaveFileError(f"its opponent level must be one of {', '.join(LEVELS)}")
    level = Level(level)
    practice = data.get("practice", False)
    if not isinstance(practice, bool):
        raise SaveFileError("its practice flag must be true or false")
    started = _time(data.get("started_at"), "the time the game started")
    seats = data.get("seat_levels", [])
    if (not isinstance(seats, list) or len(seats) > 3
            or not all(isinstance(s, str) and s in LEVELS for s in seats)):
        raise SaveFileError(f"its seats' levels must be a list of up to three of "
                            f"{', '.join(LEVELS)}")
    ending = data.get("ending", FINISHED)
    if ending not in ENDINGS:
        raise SaveFileError(f"how the game ended must be one of {', '.join(ENDINGS)}")
    return GameInfo(title=title, opponent_level=level, practice=practice, started_at=started,
                    game_id=game_id, seat_levels=tuple(Level(s) for s in seats),
                    ending=ending)


def _text(value: Any, what: str, limit: int) -> str:
    if not isinstance(value, str):
        raise SaveFileError(f"{what} in it is not text")
    if len(value) > limit:
        raise SaveFileError(f"{what} in it is too long")
    return value


def _time(value: Any, what: str) -> datetime | None:
    """A date of the file; one out of range (see :mod:`.dates`) is dropped, as unknown: the
    game itself is whole, and such a date would fail wherever it is shown or counted."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40:
        raise SaveFileError(f"{what} in it is not a date")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise SaveFileError(f"{what} in it is not a date") from None
    try:
        return checked_moment(moment)
    except ValueError:
        _log.warning("%s (%s) is out of range; it is left out", what, value)
        return None


def _replay(record: GameRecord) -> GameState:
    try:
        variant = variant_from(record.variant, record.switches)
    except (ValueError, TypeError) as e:
        raise SaveFileError(f"its rules are not valid: {e}") from None
    dealt = variant.players * variant.hand_size + (1 if variant.has_turn_up else 0)
    if variant.hand_size < 1 or dealt > variant.deck_size:
        raise SaveFileError(f"its rules are not valid: {variant.hand_size} cards each cannot "
                            f"be dealt from {variant.packs} packs")
    try:
        return replay(record)
    except RecordError as e:
        raise SaveFileError(f"its game does not replay: {e.message}") from None
    except Exception as e:
        # A file the rules engine cannot digest is a damaged file to the player; the log keeps
        # the details for a bug report.
        _log.exception("replaying a saved game failed")
        raise SaveFileError(f"its game does not replay ({type(e).__name__} in the rules "
                            "engine)") from None


# ---------------------------------------------------------------------------- autosave
def write_autosave(record: GameRecord, info: GameInfo | None = None,
                   locations: Locations | None = None) -> None:
    """Save the game in progress (call after every action).  The autosave it replaces becomes
    ``autosave.prev.json``.  Raises :class:`WriteError`; the autosaves on disk are then
    unchanged."""
    where = resolve(locations)
    data = game_bytes(record, info, where.autosave_file, "the autosave")
    write_atomic(where.autosave_file, data, what="the autosave",
                 keep_previous=where.autosave_previous_file)


def has_autosave(locations: Locations | None = None) -> bool:
    """Whether there is an autosave to offer (without reading it)."""
    where = resolve(locations)
    return where.autosave_file.is_file() or where.autosave_previous_file.is_file()


def load_autosave(locations: Locations | None = None) -> tuple[SavedGame | None, list[str]]:
    """The autosaved game (or None) and sentences for the player.

    Never raises.  The newest autosave is used if it opens; otherwise the previous one.  A
    damaged or newer autosave is kept under a new name (``autosave.json.bad-…``) and the
    messages say so."""
    where = resolve(locations)
    remove_stale_temps(where.autosave_file)
    messages: list[str] = []
    newest_missing = not where.autosave_file.exists()
    for path, label in ((where.autosave_file, "The autosave"),
                        (where.autosave_previous_file, "The previous autosave")):
        try:
            raw = read_limited(path, MAX_FILE_BYTES, what=label.lower())
            game = parse_game(raw)
        except ReadError as e:
            if e.missing:
                continue
            messages.append(f"{label} could not be read: {e.reason}.")
            messages.extend(_keep_aside(path, "bad"))
            continue
        except SaveFileError as e:
            tag = "newer" if isinstance(e, NewerVersionError) else "bad"
            messages.append(f"{label} could not be used: {e.message}.")
            messages.extend(_keep_aside(path, tag))
            continue
        except Exception as e:
            # Whatever reading it raised, the program starts: the file is kept aside.
            _log.exception("reading %s failed", path)
            messages.append(f"{label} could not be used: it is damaged "
                            f"({type(e).__name__}).")
            messages.extend(_keep_aside(path, "bad"))
            continue
        game.path = path
        if path == where.autosave_previous_file:
            if newest_missing and not messages:
                messages.append("The last autosave was not finished; the game resumes from "
                                "the one before it, so the last action may be missing.")
            else:
                messages.append("The game resumes from the autosave before it, so the last "
                                "action may be missing.")
        return game, messages
    if messages:
        messages.append("There is no game to resume.")
    return None, messages


def _keep_aside(path: Path, tag: str) -> list[str]:
    try:
        kept = move_aside(path, tag)
    except WriteError as e:
        return [str(e)]
    return [f"It was kept as {kept}."]


def clear_autosave(locations: Locations | None = None) -> None:
    """Remove both autosaves (call when the game has been recorded or abandoned).  Raises
    :class:`WriteError` if a file cannot be removed.

    The previous one goes first: stopped in between, the newest (the finished game) is left,
    which the next start recognises as counted, never the one before it, which looks like a
    game still to play."""
    where = resolve(locations)
    for path in (where.autosave_previous_file, where.autosave_file):
        try:
            path.unlink(missing_ok=True)
        except OSError as e:
            raise WriteError(f"Could not remove the autosave {path}: "
                             f"{describe_os_error(e, path.parent)}.", path) from None
    remove_stale_temps(where.autosave_file, older_than=0.0)
