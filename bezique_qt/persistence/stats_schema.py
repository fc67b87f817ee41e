"""The statistics database's tables: their versions, the steps from each to the next, and how
a file shows which version its tables are (see :mod:`.statistics` for what the tables hold)."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable

from bezique_qt.engine import GameRecord, replay

from .endings import add_ending_column
from .split_history import SPLIT_COLUMNS, schema_3
from .stats_rows import insert_declarations

SCHEMA_VERSION = 4

_log = logging.getLogger("bezique_qt.persistence.statistics")


def _schema_1(conn: sqlite3.Connection) -> None:
    conn.execute("""
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_id TEXT NOT NULL UNIQUE,
            variant TEXT NOT NULL,
            switches TEXT NOT NULL DEFAULT '{}',
            opponent_level TEXT NOT NULL,
            seat INTEGER NOT NULL DEFAULT 0,
            player_name TEXT NOT NULL,
            opponent_name TEXT NOT NULL,
            started_at TEXT,
            finished_at TEXT NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'drawn')),
            player_score INTEGER NOT NULL,
            opponent_score INTEGER NOT NULL,
            deals INTEGER NOT NULL,
            deals_won INTEGER NOT NULL,
            practice INTEGER NOT NULL DEFAULT 0,
            record TEXT NOT NULL
        )""")
    conn.execute("""
        CREATE TABLE deals (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            deal INTEGER NOT NULL,
            player_points INTEGER NOT NULL,
            opponent_points INTEGER NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'drawn')),
            complete INTEGER NOT NULL DEFAULT 1,
            PRIMARY KEY (game_id, deal)
        )""")


def _schema_2(conn: sqlite3.Connection) -> None:
    """Version 2: the brisques of each deal and every declaration, filled in for the games
    already recorded by replaying their records.

    It also completes a database whose version number says 1 while part of version 2 is
    there already (each step is skipped when done), so such a file is repaired."""
    deal_columns = table_columns(conn, "deals")
    for column in ("player_brisques", "opponent_brisques"):
        if column not in deal_columns:
            conn.execute(f"ALTER TABLE deals ADD COLUMN {column} INTEGER NOT NULL DEFAULT 0")
    conn.execute("DROP TABLE IF EXISTS declarations")
    conn.execute("""
        CREATE TABLE declarations (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            deal INTEGER NOT NULL,
            trick INTEGER NOT NULL,
            by_player INTEGER NOT NULL,
            meld TEXT NOT NULL,
            label TEXT NOT NULL,
            points INTEGER NOT NULL
        )""")
    conn.execute("CREATE INDEX declarations_by_points ON declarations (points DESC)")
    conn.execute("CREATE INDEX IF NOT EXISTS games_by_finish ON games (practice, finished_at)")
    rows = conn.execute("SELECT id, seat, record FROM games").fetchall()
    for game_row, seat, record_text in rows:
        try:
            state = replay(GameRecord.loads(record_text))
        except Exception as e:  # any damaged record only misses its details
            # A damaged record (too long a number, a wrong type, bad text) keeps its game
            # counted; only its brisques and declarations are missing.
            _log.warning("statistics upgrade: game %s does not replay: %s: %s", game_row,
                         type(e).__name__, e)
            continue
        for result in state.deal_results:
            brisques = result.brisques
            conn.execute("UPDATE deals SET player_brisques = ?, opponent_brisques = ? "
                         "WHERE game_id = ? AND deal = ?",
                         (brisques[seat], brisques[1 - seat], game_row, result.deal))
        insert_declarations(conn, game_row, state, seat)


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_schema_1, _schema_2, schema_3,
                                                                add_ending_column)
"""``MIGRATIONS[n]`` takes a database from schema version ``n`` to ``n + 1``."""

COLUMNS: dict[str, set[str]] = {
    "games": {"id", "game_id", "variant", "switches", "opponent_level", "seat", "player_name",
              "opponent_name", "started_at", "finished_at", "result", "player_score",
              "opponent_score", "deals", "deals_won", "practice", "record", "ending"},
    "deals": {"game_id", "deal", "player_points", "opponent_points", "result", "complete",
              "player_brisques", "opponent_brisques"},
    "declarations": {"game_id", "deal", "trick", "by_player", "meld", "label", "points"},
    "deal_splits": SPLIT_COLUMNS,
}


class NewerSchema(Exception):
    """The file was written by a newer version (its schema ``version`` is above ours)."""

    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version


class ForeignSchema(Exception):
    """The file's tables are not the statistics' (a table lacks columns ours have)."""


def schema_version(conn: sqlite3.Connection) -> int:
    """The schema version the file says it has (``PRAGMA user_version``)."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring ``conn`` (opened with ``isolation_level=None``) up to schema ``target``, one
    transaction per step, and return the version reached."""
    version = schema_version(conn)
    if version > SCHEMA_VERSION:
        raise NewerSchema(version)
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        version += 1
    return version


def table_columns(conn: sqlite3.Connection, table: str) -> set[str]:
    """The names of ``table``'s columns (none when there is no such table)."""
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def check_schema(conn: sqlite3.Connection) -> None:
    """Raise :class:`ForeignSchema` unless every table has the columns of ours."""
    for table, columns in COLUMNS.items():
        if not columns <= table_columns(conn, table):
            raise ForeignSchema(table)


def tables_version(conn: sqlite3.Connection) -> int | None:
    """The schema version the tables themselves show (0: no tables at all; None: not ours)."""
    if not conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
        return 0
    v1_deals = COLUMNS["deals"] - {"player_brisques", "opponent_brisques"}
    deals, games = table_columns(conn, "deals"), table_columns(conn, "games")
    if not (COLUMNS["games"] - {"ending"} <= games and v1_deals <= deals):
        return None
    if COLUMNS["deals"] <= deals and COLUMNS["declarations"] <= table_columns(conn,
                                                                            "declarations"):
        if SPLIT_COLUMNS <= table_columns(conn, "deal_splits"):
            return 4 if "ending" in games else 3
        return 2
    return 1

