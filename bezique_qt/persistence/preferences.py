"""The player's preferences: a validated, versioned :class:`Preferences` value saved as JSON.

::

    {"format": "bezique-qt-preferences", "version": 1,
     "variant": "classic", "house_rules": {"game_target": 1500},
     "opponent_level": "medium", "player_name": "South",
     "seats": [{"level": "easy", "name": "Bo"}, {"level": "hard", "name": ""}],
     "animation_speed": "normal", ...}

:func:`load_preferences` never fails: a missing file gives the defaults; a file that cannot be
read, is not JSON, or holds a bad value gives the default for what is wrong (or all defaults),
a list of sentences for the player, and the file is kept under a new name
(``preferences.json.bad-YYYYmmdd-HHMMSS``) so that saving never overwrites it.  A file written
by a newer version of the program is kept as ``preferences.json.newer-…`` likewise.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bezique_qt.engine import ALL_PRESETS, PRESETS, Variant, variant_from
from bezique_qt.engine.variants import CLASSIC, check_switches
from bezique_qt.levels import LEVEL_NAMES as LEVEL_NAMES  # the store's names for its levels
from bezique_qt.levels import LEVELS, Level

from .atomic import move_aside, read_limited, write_atomic
from .errors import ReadError, WriteError
from .jsontext import JSONTextError, encoded, load_json
from .paths import Locations, resolve

FORMAT = "bezique-qt-preferences"
VERSION = 1
MAX_FILE_BYTES = 1 << 20

_log = logging.getLogger(__name__)

ANIMATION_SPEEDS: tuple[str, ...] = ("none", "fast", "normal", "slow")
HAND_SORTS: tuple[str, ...] = ("suit", "trumps", "rank", "none")
CARD_BACKS: tuple[str, ...] = ("blue", "red")
LANGUAGES: tuple[str, ...] = ("system", "en", "fr")
"""The languages kept so far: ``system`` follows the language of the computer (English where
Bezique does not speak it). A preference may name any language code (two or three letters): the
program speaks it when its translation is shipped, English otherwise."""
MAX_NAME_LENGTH = 40
MAX_GEOMETRY_BYTES = 4096
MAX_PANELS = 32
MAX_SEATS = 3
"""The other seats kept: a table of four has three."""

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_PANEL = re.compile(r"[a-z][a-z0-9_]{0,39}")
# Switches that define the game's shape rather than a house rule.
_FIXED_SWITCHES = frozenset({"players", "packs", "hand_size", "deal_pattern"})


TARGET_FACTOR = 20
"""A game's target is at most this many times its preset's (see :func:`max_game_target`)."""


def max_game_target(variant_id: str) -> int:
    """The highest target score offered for the preset ``variant_id``: twenty times its own
    (Classic: 20,000; at 1/10 scale: 2,000; one pack: 1,000; a preset played as one deal
    counts as Classic's).  Even with no declaration at all a game to it ends well inside a
    game record's limit of actions (about 16,000 actions when played at random, 165 KB of
    autosave, where a target of 1,000,000,000 passed 200,000 actions and 2 MB)."""
    preset = PRESETS.get(variant_id)
    base = preset.game_target if preset is not None and preset.game_target > 0 else (
        CLASSIC.game_target)
    return base * TARGET_FACTOR


def _check_target(variant_id: str, rules: dict[str, Any]) -> None:
    target = rules.get("game_target")
    if isinstance(target, int) and target > max_game_target(variant_id):
        raise ValueError(f"the target score can be at most {max_game_target(variant_id)} "
                         "in this variant")


def _choice(choices: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if isinstance(value, str) and value.lower() in choices:
            return value.lower()
        raise ValueError(f"must be one of {', '.join(choices)}")
    return check


def _level(value: Any) -> Level:
    return Level(_choice(LEVELS)(value))


def _language(value: Any) -> str:
    if isinstance(value, str) and (value.lower() == "system" or (
            2 <= len(value) <= 3 and value.isascii() and value.isalpha())):
        return value.lower()
    raise ValueError("must be system or a language code such as en or fr")


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    raise ValueError("must be true or false")


def _variant(value: Any) -> str:
    # the games for three and four too: the last game chosen in New Game is kept
    if isinstance(value, str) and value in ALL_PRESETS:
        return value
    raise ValueError(f"must be one of {', '.join(ALL_PRESETS)}")


def _house_rule(name: Any, value: Any) -> None:
    """Raise ValueError with a reason if ``name: value`` is not a valid house rule."""
    if not isinstance(name, str):
        raise ValueError("a rule switch's name must be text")
    if name in _FIXED_SWITCHES:
        raise ValueError(f"{name} is part of the variant and cannot be a house rule")
    default = getattr(CLASSIC, name, None)
    if default is not None and not isinstance(default, bool | int | str):
        raise ValueError(f"{name} cannot be changed as a house rule")
    check_switches({name: value})


def _house_rules(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("must be a mapping of rule switches to values")
    for name, rule in value.items():
        _house_rule(name, rule)
    return dict(value)


def _player_name(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("must be text")
    name = " ".join(value.split())
    if not name:
        raise ValueError("must not be empty")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError(f"must be at most {MAX_NAME_LENGTH} characters")
    if any(not ch.isprintable() for ch in name):
        raise ValueError("must not contain control characters")
    return name


@dataclass(frozen=True)
class SeatChoice:
    """The level and name chosen for one other seat at a table of three or four (``name``
    empty: the seat's own, West, North or East)."""

    level: Level = Level.MEDIUM
    name: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "level", _level(self.level))
        if self.name != "":
            object.__setattr__(self, "name", _player_name(self.name))

    @classmethod
    def of(cls, value: Any) -> SeatChoice:
        """A seat from its JSON form ``{"level": "easy", "name": "Bo"}`` (or a SeatChoice);
        ValueError with a reason otherwise."""
        seat, problems = cls.read(value)
        if problems:
            raise ValueError(problems[0])
        return seat

    @classmethod
    def read(cls, value: Any) -> tuple[SeatChoice, list[str]]:
        """A seat from its JSON form, keeping what is valid: a bad or missing level is
        Medium, a bad name the seat's own; with what was wrong (each "has a level that must
        be ..."), empty when all is well."""
        if isinstance(value, SeatChoice):
            return value, []
        if not isinstance(value, dict):
            return cls(), ["must be a level and a name"]
        problems: list[str] = []
        level = Level.MEDIUM
        try:
            level = _level(value.get("level", Level.MEDIUM.value))
        except ValueError as e:
            problems.append(f"has a level that {e}")
        name = value.get("name", "")
        try:
            name = "" if name == "" else _player_name(name)
        except ValueError as e:
            problems.append(f"has a name that {e}")
            name = ""
        return cls(level, name), problems

    def to_json(self) -> dict[str, str]:
        return {"level": self.level.value, "name": self.name}


def _seats(value: Any) -> tuple[SeatChoice, ...]:
    if not isinstance(value, list | tuple) or len(value) > MAX_SEATS:
        raise ValueError(f"must be a list of at most {MAX_SEATS} seats")
    return tuple(SeatChoice.of(seat) for seat in value)


def _colour(value: Any) -> str:
    if isinstance(value, str) and _COLOUR.fullmatch(value):
        return value.lower()
    raise ValueError("must be a colour written #rrggbb")


def _geometry(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_BYTES * 2:
        raise ValueError("must be base64 text")
    try:
        raw = base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise ValueError("must be base64 text") from None
    if len(raw) > MAX_GEOMETRY_BYTES:
        raise ValueError("is too long")
    return value


def _panels(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or len(value) > MAX_PANELS:
        raise ValueError(f"must be a list of at most {MAX_PANELS} panel names")
    panels: list[str] = []
    for panel in value:
        if not isinstance(panel, str) or not _PANEL.fullmatch(panel):
            raise ValueError("must list panel names such as score_sheet")
        if panel not in panels:
            panels.append(panel)
    return tuple(panels)


# How each field is checked (and normalised), and its name in sentences for the player.
_CHECKS: dict[str, tuple[Callable[[Any], Any], str]] = {
    "variant": (_variant, "default variant"),
    "house_rules": (_house_rules, "house rules"),
    "opponent_level": (_level, "opponent level"),
    "player_name": (_player_name, "player name"),
    "seats": (_seats, "list of other seats"),
    "animation_speed": (_choice(ANIMATION_SPEEDS), "animation speed"),
    "auto_advance": (_flag, "automatic advance to the next trick"),
    "hand_sort": (_choice(HAND_SORTS), "hand sort order"),
    "card_back": (_choice(CARD_BACKS), "card back"),
    "four_colour": (_flag, "four-colour deck"),
    "large_print": (_flag, "large print"),
    "table_colour": (_colour, "table colour"),
    "ask_before_practice": (_flag, "question before a hint makes a practice game"),
    "ask_before_cancelling": (_flag, "question before a play cancels a claim"),
    "memory_aid": (_flag, "memory aid"),
    "language": (_language, "language"),
    "window_geometry": (_geometry, "window geometry"),
    "open_panels": (_panels, "open panels"),
}


# Settings older versions wrote that mean nothing now: read without a word, not written again.
# ``sound``: a "Play sounds" choice offered before the program had any sound to play.
_RETIRED = ("sound",)


@dataclass(frozen=True)
class Preferences:
    """Everything the player chooses once and keeps.  Constructing one (or
    ``dataclasses.replace``) validates every field and raises ValueError with a sentence."""

    variant: str = "classic"
    """Preset id of the default variant (see ``bezique_qt.engine.PRESETS``)."""
    house_rules: dict[str, Any] = field(default_factory=dict)
    """Rule-switch overrides applied to the default variant, as ``Variant.overrides()`` gives."""
    opponent_level: Level = Level.MEDIUM
    """One of :data:`LEVELS`."""
    player_name: str = "You"
    seats: tuple[SeatChoice, ...] = ()
    """At a table of three or four: the level and name last chosen for each other seat, in
    the New Game dialog's order (on the left, then across or on the right, then on the right
    at a table of four); a seat missing is at :attr:`opponent_level` with its own name (a
    missing key in an older file means none)."""
    animation_speed: str = "normal"
    """One of :data:`ANIMATION_SPEEDS`; ``none`` moves cards at once."""
    auto_advance: bool = True
    """Clear a finished trick by itself instead of waiting for a click."""
    hand_sort: str = "suit"
    """``suit`` (by suit, then rank), ``trumps`` (the trump suit first), ``rank`` (by rank)
    or ``none`` (as dealt and drawn)."""
    card_back: str = "blue"
    four_colour: bool = False
    """Clubs drawn green and diamonds blue (a missing key in an older file means False)."""
    large_print: bool = False
    """Bigger card indices and table texts, and a larger font in the windows (a missing key
    in an older file means False)."""
    table_colour: str = "#1f5e3a"
    ask_before_practice: bool = True
    """Ask before the first hint of a game makes it a practice game (a missing key in an
    older file means True)."""
    ask_before_cancelling: bool = True
    """Ask before a play cancels a claim kept to score, or breaks a meld that the other copy
    of the card keeps (a missing key in an older file means True)."""
    memory_aid: bool = False
    """Show the memory aid beside the table: aces, tens and trumps still out, bezique cards
    and sevens of trumps seen (off by default, as at a real table)."""
    language: str = "system"
    """One of :data:`LANGUAGES` (by default the system's, as a French desktop speaks French);
    used from the next start of the program."""
    window_geometry: str = ""
    """The main window's ``saveGeometry()`` as base64 text ("" for the default size)."""
    open_panels: tuple[str, ...] = ()
    """Names of the side panels that are open (e.g. ``score_sheet``, ``last_trick``)."""

    def __post_init__(self) -> None:
        for name, (check, label) in _CHECKS.items():
            try:
                value = check(getattr(self, name))
            except ValueError as e:
                raise ValueError(f"The {label} {e}.") from None
            object.__setattr__(self, name, value)
        try:
            variant_from(self.variant, self.house_rules)
            _check_target(self.variant, self.house_rules)
        except (ValueError, TypeError) as e:
            raise ValueError(f"The house rules do not fit the variant: {e}.") from None

    def rules(self) -> Variant:
        """The default variant with the house rules applied."""
        return variant_from(self.variant, self.house_rules)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name == "seats":
                if not value:
                    continue  # as files written before the setting: unchanged, byte for byte
                value = [seat.to_json() for seat in value]
            data[f.name] = list(value) if isinstance(value, tuple) else (
                dict(value) if isinstance(value, dict) else value)
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Preferences, list[str]]:
        """Preferences from plain data, keeping every valid value; each bad or unknown value
        gives a sentence and its default instead.  ``data`` must be a dict."""
        defaults = cls()
        values: dict[str, Any] = {}
        problems: list[str] = []
        for name, (check, label) in _CHECKS.items():
            if name not in data:
                continue
            raw = data[name]
            if name == "house_rules" and isinstance(raw, dict):
                rules: dict[str, Any] = {}
                refused: list[str] = []
                for switch, value in raw.items():
                    try:
                        _house_rule(switch, value)
                    except ValueError as e:
                        refused.append(switch)
                        if len(refused) <= _NAMED:
                            problems.append(f"The house rule {_short(switch)} was ignored: "
                                            f"{e}.")
                    else:
                        rules[switch] = value
                if len(refused) > _NAMED:
                    del problems[-_NAMED:]
                    problems.append(f"{len(refused):,} house rules were ignored, among them "
                                    f"{_some(refused)}.")
                values[name] = rules
                continue
            if name == "seats" and isinstance(raw, list) and len(raw) <= MAX_SEATS:
                # a bad seat is that seat's default: the others are kept
                seats: list[SeatChoice] = []
                for number, raw_seat in enumerate(raw, 1):
                    seat, wrong = SeatChoice.read(raw_seat)
                    seats.append(seat)
                    if wrong:
                        problems.append(
                            f"The other seat {number} {_short(raw_seat)} was not valid (it "
                            f"{' and '.join(wrong)}); the default is used for what was wrong "
                            "(Medium, the seat's own name).")
                values[name] = tuple(seats)
                continue
            try:
                values[name] = check(raw)
            except ValueError as e:
                default = getattr(defaults, name)
                problems.append(f"The {label} {_short(raw)} was not valid (it {e}); "
                                f"the default ({_short(default)}) is used.")
        if "house_rules" in values:
            variant_id = values.get("variant", defaults.variant)
            try:
                _check_target(variant_id, values["house_rules"])
            except ValueError as e:
                problems.append(f"The house rule game_target was ignored: {e}.")
                del values["house_rules"]["game_target"]
            try:
                variant_from(variant_id, values["house_rules"])
            except (ValueError, TypeError) as e:
                problems.append(f"The house rules were ignored: {e}.")
                del values["house_rules"]
        unknown = [name for name in data if name not in _CHECKS
                   and name not in ("format", "version", *_RETIRED)]
        if len(unknown) > _NAMED:
            problems.append(f"{len(unknown):,} unknown settings were ignored, among them "
                            f"{_some(unknown)}.")
        else:
            problems.extend(f"The unknown setting {_short(name)} was ignored."
                            for name in unknown)
        return cls(**values), problems


_NAMED = 3
"""Problems of one kind listed one by one; more of them are summed up in one sentence (a file
with thousands of unknown settings gives one line, not thousands)."""


def _some(names: list[str]) -> str:
    return ", ".join(_short(name) for name in names[:_NAMED]) + " and others"


def _short(value: Any) -> str:
    """A value as it may appear in a sentence: short scalars in JSON form."""
    if isinstance(value, dict):
        return "{…}" if value else "{}"
    if isinstance(value, list | tuple):
        return "[…]" if value else "[]"
    if isinstance(value, str) and len(value) > 40:
        value = value[:37] + "..."
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def preferences_path(locations: Locations | None = None) -> Path:
    return resolve(locations).preferences_file


def load_preferences(locations: Locations | None = None, *,
                     path: Path | None = None) -> tuple[Preferences, list[str]]:
    """The saved preferences and a list of sentences for the player (empty when all is well).

    Never raises.  A file with any problem is renamed (``.bad-…`` or ``.newer-…``) so that the
    next :func:`save_preferences` cannot overwrite it, and the messages say where it went."""
    path = preferences_path(locations) if path is None else Path(path)
    try:
        raw = read_limited(path, MAX_FILE_BYTES, what="the preferences file")
    except ReadError as e:
        if e.missing:
            return Preferences(), []
        return Preferences(), _set_aside(path, "bad", f"Your preferences could not be read "
                                         f"({e.reason}); the default preferences are used.")
    try:
        return _parse(path, raw)
    except Exception as e:
        # Whatever reading it raised, the program starts with the defaults.
        _log.exception("reading %s failed", path)
        return Preferences(), _set_aside(path, "bad", f"Your preferences file is damaged "
                                         f"({type(e).__name__}); the default preferences "
                                         "are used.")


def _parse(path: Path, raw: bytes) -> tuple[Preferences, list[str]]:
    try:
        data = load_json(raw)
    except JSONTextError as e:
        return Preferences(), _set_aside(path, "bad", f"Your preferences file is damaged ({e}); "
                                         "the default preferences are used.")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return Preferences(), _set_aside(path, "bad", "Your preferences file is not a Bezique "
                                         "preferences file; the default preferences are used.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return Preferences(), _set_aside(path, "bad", "Your preferences file has no valid "
                                         "version number; the default preferences are used.")
    if version > VERSION:
        return Preferences(), _set_aside(path, "newer", f"Your preferences were saved by a newer "
                                         f"version of Bezique (format {version}; this version "
                                         f"reads up to {VERSION}); the default preferences are "
                                         "used.")
    prefs, problems = Preferences.from_json(data)
    if problems:
        problems += _set_aside(path, "bad", "")
    return prefs, problems


def _set_aside(path: Path, tag: str, message: str) -> list[str]:
    messages = [message] if message else []
    try:
        kept = move_aside(path, tag)
    except WriteError as e:
        messages.append(f"{e} It was left where it is.")
        return messages
    messages.append(f"The old preferences file was kept as {kept}.")
    return messages


def save_preferences(prefs: Preferences, locations: Locations | None = None, *,
                     path: Path | None = None) -> Path:
    """Write ``prefs`` atomically and return the file's path.  Raises :class:`WriteError`
    (the previous file is then unchanged)."""
    path = preferences_path(locations) if path is None else Path(path)
    write_atomic(path, encoded(prefs.dumps(), path, "your preferences"),
                 what="your preferences")
    return path
