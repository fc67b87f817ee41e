"""The player's statistics: every finished game in an SQLite database (standard ``sqlite3``).

Tables (schema version :data:`SCHEMA_VERSION`, kept in ``PRAGMA user_version``):

- ``games``: one row per finished game: variant and house rules, opponent level, names, start
  and finish times (ISO 8601, UTC), result for the player (``won``/``lost``/``drawn``), both
  game scores, deals played and won, the practice flag, the game record as JSON text and how
  the game ended (``finished``, ``abandoned``, ``resigned``: see :mod:`.endings`);
- ``deals``: one row per deal: both players' points and brisques, who won it, and whether it
  was played out (a classic game can end in the middle of a deal);
- ``declarations``: every meld scored, by whom, in which deal and trick, for how much;
- ``deal_splits``: each deal's split between the cards and the play (:mod:`.split_history`).

"The player" is the person at the table (``seat``, player 0 unless said otherwise).  Practice
games (undo or hints used) are stored like the others but every query takes ``practice`` and
never mixes the two.  Each game carries the id of its :class:`GameInfo`, so recording the same
game twice (after a crash, or from a save opened again) counts it once.

A damaged database file is renamed (``statistics.sqlite3.bad-YYYYmmdd-HHMMSS``) and a fresh one
created; one written by a newer version is left alone and the statistics live in memory for the
session.  Either way :func:`open_statistics` returns sentences saying so.  A stored text with
bytes that are not UTF-8 reads with U+FFFD in their place, and a row that cannot be used (a
date that is not one, a number that is not whole) is skipped by the queries and counted in
:attr:`Statistics.damaged_games`.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from bezique_qt import levels
from bezique_qt.engine import GameRecord, GameState
from bezique_qt.safe_files import own_file

from .atomic import move_aside
from .dates import checked_moment, parse_moment
from .db_errors import SQLITE_CORRUPT, SQLITE_NOTADB, describe_error, sqlite_code
from .endings import FINISHED, RESIGNED
from .errors import StatisticsError, WriteError
from .paths import Locations, resolve
from .preferences import LEVELS
from .saves import GameInfo
from .stats_rows import DRAWN, LOST, WON, deal_rows, insert_declarations, iso_time, result_of
from .stats_schema import (
    SCHEMA_VERSION,
    ForeignSchema,
    NewerSchema,
    check_schema,
    migrate,
    schema_version,
    tables_version,
)

NETWORK = levels.NETWORK
"""The opponent level a game played at a network table is counted under (.network_games)."""
# games won, lost and drawn: an abandoned game is none of them (see .endings)
_OUTCOMES = ", ".join(f"SUM(result = '{r}' AND ending != 'abandoned')" for r in (WON, LOST, DRAWN))

_log = logging.getLogger(__name__)


def _text(raw: bytes) -> str:
    # A damaged byte in a stored text must not make a whole query fail (UnicodeDecodeError):
    # it reads as U+FFFD, and a row that is then unusable is skipped where it is read.
    return raw.decode("utf-8", "replace")


def _connect(target: str | Path) -> sqlite3.Connection:
    conn = sqlite3.connect(target, isolation_level=None, timeout=5.0)
    conn.text_factory = _text
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _prepare(conn: sqlite3.Connection) -> None:
    """Check the file and bring it up to date; raises on a damaged, foreign or newer file."""
    rows = conn.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise sqlite3.DatabaseError("the database is damaged: " + "; ".join(
            str(r[0]) for r in rows[:3]))
    version = schema_version(conn)
    if version <= SCHEMA_VERSION:
        found = tables_version(conn)
        if found is None:
            raise ForeignSchema("sqlite_master")
        if found != version:
            # The number disagrees with the tables (a copy mixed from two files, a version
            # set by hand): trust the tables. Upgrading again from version 1 completes them
            # (each step of _schema_2 is skipped when done).
            _log.warning("statistics: schema version %s but the tables are version %s",
                         version, found)
            conn.execute(f"PRAGMA user_version = {1 if found else 0}")
    migrate(conn)
    check_schema(conn)


def _damaged(error: BaseException) -> bool:
    if isinstance(error, ForeignSchema):
        return True
    if not isinstance(error, sqlite3.Error):
        # Anything else reading the file raised (SQLite's message about a damaged file can
        # itself hold bytes that are not text): the file cannot be read.
        return True
    if not isinstance(error, sqlite3.DatabaseError):
        return False
    code = sqlite_code(error)
    if code in (SQLITE_CORRUPT, SQLITE_NOTADB):
        return True
    # quick_check's findings, and a file of another program whose tables clash with ours
    return code is None or isinstance(error, sqlite3.OperationalError) and (
        "already exists" in str(error) or "no such" in str(error))


_SIDE_FILES = ("-journal", "-wal", "-shm")  # SQLite's own files beside the database


def _set_aside(path: Path) -> Path:
    """Rename a damaged database file and its journal files, keeping them together."""
    kept = move_aside(path, "bad")
    for suffix in _SIDE_FILES:
        side = path.with_name(path.name + suffix)
        if os.path.lexists(side):
            try:
                os.rename(side, kept.with_name(kept.name + suffix))
            except OSError:
                pass
    return kept


def open_statistics(locations: Locations | None = None, *,
                    path: Path | None = None) -> tuple[Statistics, list[str]]:
    """Open (creating or upgrading) the statistics database; never raises.

    Returns the :class:`Statistics` and sentences for the player: a damaged file was kept
    aside and a fresh one started, or the statistics cannot be saved this session (they are
    then kept in memory, ``Statistics.persistent`` is False)."""
    path = resolve(locations).statistics_file if path is None else Path(path)
    found: list[str] = []  # links set aside: the database is only ever a regular file
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for name in (path, *(path.with_name(path.name + s) for s in _SIDE_FILES)):
            found += own_file(name)
        conn = _connect(path)
    except (OSError, sqlite3.Error) as e:
        return _in_memory(f"Your statistics cannot be opened ({describe_error(e)}).", found)
    try:
        _prepare(conn)
        return Statistics(conn, path), found
    except NewerSchema as e:
        conn.close()
        return _in_memory(f"Your statistics were saved by a newer version of Bezique (schema "
                          f"{e.version}; this version reads up to {SCHEMA_VERSION}). They are "
                          "left untouched.", found)
    except Exception as e:  # whatever reading the file raised, start anyway
        _log.warning("statistics file %s cannot be used: %s: %s", path, type(e).__name__, e)
        conn.close()
        if not _damaged(e):
            return _in_memory(f"Your statistics cannot be opened ({describe_error(e)}).", found)
    try:
        kept = _set_aside(path)
    except WriteError as e:
        return _in_memory(f"Your statistics file is damaged. {e.message}", found)
    messages = [*found, f"Your statistics file was damaged; it was kept as {kept} and new "
                "statistics were started."]
    try:
        conn = _connect(path)
        _prepare(conn)
    except Exception as e:  # a fresh file that still fails: memory only
        return _in_memory(f"Your statistics cannot be started again ({describe_error(e)}).",
                          messages)
    return Statistics(conn, path), messages


def _as_name(value: Any) -> str | None:
    """A name read from the database as text (None stays None), whatever type it was stored as."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)


def _in_memory(message: str, earlier: Sequence[str] = ()) -> tuple[Statistics, list[str]]:
    conn = _connect(":memory:")
    migrate(conn)
    return Statistics(conn, None), [
        *earlier, f"{message} Games finished now are kept, and counted when the statistics "
        "can be written again."]


# ---------------------------------------------------------------------------- results
@dataclass(frozen=True)
class Summary:
    """Games and deals of one variant against one opponent level (None: all of them)."""

    variant: str | None
    opponent_level: str | None
    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    deals: int = 0
    deals_won: int = 0
    average_score: float = 0.0
    average_opponent_score: float = 0.0
    abandoned: int = 0
    """Games left unfinished (counted in ``games``, not in ``won``, ``lost``, ``drawn``)."""

    @property
    def win_rate(self) -> float:
        """Games won as a fraction of games played (0 when none)."""
        return self.won / self.games if self.games else 0.0


@dataclass(frozen=True)
class DealRecord:
    game: int
    """The game's row id (see :mod:`bezique_qt.persistence.history`)."""
    variant: str
    opponent_level: str
    deal: int
    points: int
    opponent_points: int
    finished_at: datetime


@dataclass(frozen=True)
class Declaration:
    game: int
    variant: str
    deal: int
    trick: int
    meld: str
    """The meld's type as the engine names it (``BEZIQUE_2``, ``SEQUENCE`` …)."""
    label: str
    """Its name in the engine's English (``double bezique``), worded anew where shown."""
    points: int
    finished_at: datetime


@dataclass(frozen=True)
class Streaks:
    current: int
    """Games won in a row up to the latest one."""
    longest: int


def compute_streaks(results: Iterable[str]) -> Streaks:
    """Winning streaks over game results in the order played (``won``/``lost``/``drawn``);
    anything but a win ends a streak."""
    current = longest = 0
    for result in results:
        current = current + 1 if result == WON else 0
        longest = max(longest, current)
    return Streaks(current, longest)



def parse_time(text: str) -> datetime:
    """A time stored in the database (UTC); raises ValueError if it is not a date in
    the range a game can carry (see :mod:`~bezique_qt.persistence.dates`)."""
    return parse_moment(text)


def _whole_numbers(values: Sequence[Any]) -> bool:
    return all(isinstance(v, int) for v in values)


class Statistics:
    """An open statistics database.  Use :func:`open_statistics` to get one; close it (or use
    ``with``) when done.  Every method raises :class:`StatisticsError` with a sentence if the
    database cannot be read or written."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self._conn = conn
        self.path = path
        self._damaged: set[int] = set()

    @property
    def damaged_games(self) -> int:
        """How many recorded games were found damaged (and skipped) by the reads so far."""
        return len(self._damaged)

    def note_damaged(self, game_row: int, error: BaseException) -> None:
        """A row of game ``game_row`` (its row id) cannot be used: it is skipped, and
        counted once."""
        if game_row not in self._damaged:
            _log.warning("statistics: game %s is damaged and skipped: %s: %s", game_row,
                         type(error).__name__, error)
        self._damaged.add(game_row)

    @property
    def persistent(self) -> bool:
        """False when the statistics live in memory only (see :func:`open_statistics`)."""
        return self.path is not None

    @property
    def connection(self) -> sqlite3.Connection:
        """The SQLite connection, for :mod:`~bezique_qt.persistence.history`'s queries."""
        return self._conn

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Statistics:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @contextmanager
    def _writing(self, what: str) -> Iterator[sqlite3.Connection]:
        """One transaction; any SQLite error rolls it back and becomes a StatisticsError."""
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            yield self._conn
            self._conn.execute("COMMIT")
        except (sqlite3.Error, UnicodeEncodeError) as e:
            self._rollback()
            raise StatisticsError(f"Could not {what}: {describe_error(e)}. Nothing was changed.",
                                  self.path) from None
        except BaseException:
            self._rollback()
            raise

    def _rollback(self) -> None:
        # SQLite itself ends the transaction on some errors (a full disk, for one).
        if self._conn.in_transaction:
            try:
                self._conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except (sqlite3.Error, UnicodeEncodeError) as e:
            raise StatisticsError(f"Could not read your statistics: {describe_error(e)}.",
                                  self.path) from None

    # ------------------------------------------------------------------ recording
    def record_game(self, state: GameState, info: GameInfo, *, seat: int = 0,
                    record: GameRecord | None = None,
                    finished_at: datetime | None = None, network: bool = False) -> int:
        """Count a finished game (or one abandoned or resigned, as ``info.ending`` says:
        see :mod:`.endings`); returns its row id.  ``seat`` is the player's (0 or 1; with
        three or four players up to 2 or 3: the scores are then the player's side's and the
        best other side's, the opponent's name every other player's).
        A game whose ``info.game_id`` is already recorded is not counted again (its existing
        row id is returned).  A game of a ``network`` table is counted under the level
        :data:`NETWORK`.  Raises ValueError if the game is not over."""
        if not state.over and info.ending == FINISHED:
            raise ValueError("only a finished game can be recorded")
        players = state.variant.players
        if not 0 <= seat < players:
            raise ValueError(f"seat must be from 0 to {players - 1}")
        existing = self._query("SELECT id FROM games WHERE game_id = ?", (info.game_id,))
        if existing:
            return int(existing[0][0])
        record = record or GameRecord.of(state)
        if players != 2:
            side = state.variant.side_of(seat)
            others = ", ".join(n for p, n in enumerate(state.names) if p != seat)
            game = state.game_points  # one a side
            scores = (game[side], max(g for i, g in enumerate(game) if i != side))
        else:
            side = seat
            others = state.names[1 - seat]
            scores = (state.game_points[seat], state.game_points[1 - seat])
        if info.ending == RESIGNED:
            outcome = LOST
        elif not state.over:  # abandoned: the standing when the player left it
            outcome = result_of(*scores)
        elif state.winner is None:
            outcome = DRAWN
        else:
            outcome = WON if state.winner == side else LOST
        deals = deal_rows(state, seat)
        finished = iso_time(finished_at or datetime.now(UTC))
        try:
            started = iso_time(checked_moment(info.started_at)) if info.started_at else None
        except ValueError:
            started = None  # a date no game can have (it could not be stored or shown)
        with self._writing("record the game in your statistics") as conn:
            cursor = conn.execute(
                "INSERT INTO games (game_id, variant, switches, opponent_level, seat, "
                "player_name, opponent_name, started_at, finished_at, result, player_score, "
                "opponent_score, deals, deals_won, practice, record, ending) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (info.game_id, state.variant.id, json.dumps(state.variant.overrides()),
                 NETWORK if network else info.opponent_level, seat, state.names[seat], others,
                 started, finished, outcome, scores[0], scores[1], len(deals),
                 sum(1 for d in deals if d[3] == WON), int(info.practice), record.dumps(),
                 info.ending))
            game_row = int(cursor.lastrowid or 0)
            conn.executemany(
                "INSERT INTO deals (game_id, deal, player_points, opponent_points, result, "
                "complete, player_brisques, opponent_brisques) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_row, *d) for d in deals])
            insert_declarations(conn, game_row, state, seat)
        return game_row

    def reset(self) -> None:
        """Forget every game (the player asked to start the statistics again)."""
        with self._writing("reset your statistics") as conn:
            conn.execute("DELETE FROM declarations")
            conn.execute("DELETE FROM deals")
            conn.execute("DELETE FROM games")
        self._damaged.clear()

    # ------------------------------------------------------------------ queries
    def summary(self, *, practice: bool = False) -> list[Summary]:
        """One :class:`Summary` per variant and opponent level played, ordered by variant and
        then level from Novice to Expert."""
        rows = self._query(
            f"SELECT variant, opponent_level, COUNT(*), {_OUTCOMES}, SUM(deals), "
            "SUM(deals_won), AVG(player_score), AVG(opponent_score), "
            "SUM(ending = 'abandoned') FROM games WHERE practice = ? "
            "GROUP BY variant, opponent_level", (int(practice),))
        order: dict[str, int] = {level: i for i, level in enumerate(LEVELS)}
        # a damaged cell may hold a number or bytes where a name belongs: shown as text
        return sorted((Summary(_as_name(row[0]), _as_name(row[1]), *row[2:]) for row in rows),
                      key=lambda s: (s.variant or "", order.get(s.opponent_level or "", 99)))

    def overall(self, *, practice: bool = False, variant: str | None = None) -> Summary:
        """All games (of one variant, if given) in one :class:`Summary`."""
        where, params = self._filter(practice, variant)
        (row,) = self._query(
            f"SELECT COUNT(*), {_OUTCOMES}, SUM(deals), SUM(deals_won), AVG(player_score), "
            "AVG(opponent_score), SUM(ending = 'abandoned') FROM games " + where, params)
        return Summary(variant, None, *(value or 0 for value in row))

    @staticmethod
    def _filter(practice: bool, variant: str | None, level: str | None = None,
                table: str = "") -> tuple[str, list[Any]]:
        prefix = f"{table}." if table else ""
        clauses: list[str] = [f"{prefix}practice = ?"]
        params: list[Any] = [int(practice)]
        if variant is not None:
            clauses.append(f"{prefix}variant = ?")
            params.append(variant)
        if level is not None:
            clauses.append(f"{prefix}opponent_level = ?")
            params.append(level)
        return "WHERE " + " AND ".join(clauses), params

    def best_deals(self, *, limit: int = 5, practice: bool = False,
                   variant: str | None = None) -> list[DealRecord]:
        """The deals in which the player scored most, best first (earliest first on a tie).
        Points of the scaled variants are not comparable with the others': pass ``variant``
        to compare like with like."""
        where, params = self._filter(practice, variant, table="g")
        rows = self._query(
            "SELECT g.id, g.variant, g.opponent_level, d.deal, d.player_points, "
            "d.opponent_points, g.finished_at FROM deals d JOIN games g ON g.id = d.game_id "
            f"{where} ORDER BY d.player_points DESC, g.finished_at, g.id, d.deal LIMIT ?",
            [*params, limit])
        deals = []
        for row in rows:
            try:
                if not _whole_numbers((row[0], *row[3:6])):
                    raise ValueError("its numbers are not whole numbers")
                game, variant, level, deal, points, other = row[:6]
                deals.append(DealRecord(game, variant, level, deal, points, other,
                                        parse_time(row[6])))
            except ValueError as e:
                self.note_damaged(row[0], e)
        return deals

    def biggest_declarations(self, *, limit: int = 10, practice: bool = False,
                             variant: str | None = None,
                             by_player: bool = True) -> list[Declaration]:
        """The player's (or with ``by_player=False`` the computer's) highest-scoring
        declarations, biggest first."""
        where, params = self._filter(practice, variant, table="g")
        rows = self._query(
            "SELECT g.id, g.variant, x.deal, x.trick, x.meld, x.label, x.points, g.finished_at "
            f"FROM declarations x JOIN games g ON g.id = x.game_id {where} "
            "AND x.by_player = ? ORDER BY x.points DESC, g.finished_at, g.id, x.deal, x.trick "
            "LIMIT ?", [*params, int(by_player), limit])
        found = []
        for row in rows:
            try:
                if not _whole_numbers((row[0], row[2], row[3], row[6])):
                    raise ValueError("its numbers are not whole numbers")
                game, variant, deal, trick, meld, label, points = row[:7]
                found.append(Declaration(game, variant, deal, trick, meld, label, points,
                                         parse_time(row[7])))
            except ValueError as e:
                self.note_damaged(row[0], e)
        return found

    def streaks(self, *, practice: bool = False, variant: str | None = None,
                opponent_level: str | None = None) -> Streaks:
        """The current and the longest run of games won, in the order they finished (practice
        games neither extend nor break the player's streaks)."""
        where, params = self._filter(practice, variant, opponent_level)
        rows = self._query("SELECT CASE ending WHEN 'abandoned' THEN ending ELSE result END "
                           f"FROM games {where} ORDER BY finished_at, id", params)
        return compute_streaks(row[0] for row in rows)

    def is_recorded(self, game_id: str) -> bool:
        """Whether the game with this id (see :class:`GameInfo`) is already counted."""
        return bool(self._query("SELECT 1 FROM games WHERE game_id = ?", (game_id,)))

    def games_recorded(self, *, practice: bool | None = None) -> int:
        """How many games are recorded (practice or not, or both when None)."""
        if practice is None:
            return int(self._query("SELECT COUNT(*) FROM games")[0][0])
        return int(self._query("SELECT COUNT(*) FROM games WHERE practice = ?",
                               (int(practice),))[0][0])
