"""Finished games, from the statistics database, for review and score sheets.

Each recorded game keeps its game record, so a finished game can be replayed move by move
(``FinishedGame.record()``) or its final state rebuilt for a score sheet
(``FinishedGame.replay()``, then ``state.history`` and ``state.deal_results``).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bezique_qt.engine import GameRecord, GameState, RecordError, replay

from .endings import ENDINGS, FINISHED
from .errors import StatisticsError
from .statistics import Statistics, describe_error, parse_time

_COLUMNS = ("id, game_id, variant, switches, opponent_level, seat, player_name, opponent_name, "
            "started_at, finished_at, result, player_score, opponent_score, deals, deals_won, "
            "practice, record, ending")


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as the statistics recorded it; scores are the player's first."""

    id: int
    game_id: str
    variant: str
    switches: dict[str, Any]
    opponent_level: str
    seat: int
    player_name: str
    opponent_name: str
    started_at: datetime | None
    finished_at: datetime
    result: str
    """``won``, ``lost`` or ``drawn``, for the player."""
    player_score: int
    opponent_score: int
    deals: int
    deals_won: int
    practice: bool
    record_json: str
    ending: str = FINISHED
    """``finished``, ``abandoned`` or ``resigned`` (see :mod:`.endings`)."""

    def record(self) -> GameRecord:
        """The game record (raises ``RecordError`` if the stored text is damaged)."""
        try:
            return GameRecord.loads(self.record_json)
        except RecordError:
            raise
        except Exception as e:
            # (a number too long to read, a value of the wrong type …)
            raise RecordError(f"the stored record is damaged ({type(e).__name__})") from None

    def replay(self) -> GameState:
        """The game's final state, rebuilt from its record (raises ``RecordError``)."""
        record = self.record()
        try:
            return replay(record)
        except RecordError:
            raise
        except Exception as e:
            raise RecordError(f"the stored record does not replay ({type(e).__name__})") \
                from None


_TEXT_COLUMNS = (1, 2, 4, 6, 7, 10, 16)
_NUMBER_COLUMNS = (0, 5, 11, 12, 13, 14)


def _game(row: tuple[Any, ...]) -> FinishedGame:
    """A row as a :class:`FinishedGame`; raises ValueError if the row is damaged."""
    values = list(row)
    if not all(isinstance(values[i], str) for i in _TEXT_COLUMNS):
        raise ValueError("a text in it is missing or not text")
    if not all(isinstance(values[i], int) for i in _NUMBER_COLUMNS):
        raise ValueError("a number in it is not a whole number")
    try:
        values[3] = json.loads(values[3]) if isinstance(values[3], str) else {}
    except (ValueError, RecursionError):
        values[3] = {}
    if not isinstance(values[3], dict):
        values[3] = {}
    try:
        values[8] = parse_time(values[8]) if values[8] is not None else None
    except ValueError:
        values[8] = None  # the start time is only shown; the game is whole without it
    values[9] = parse_time(values[9])
    values[15] = bool(values[15])
    if values[17] not in ENDINGS:
        values[17] = FINISHED  # only shown: the game itself is whole
    return FinishedGame(*values)


def _games(stats: Statistics, rows: list[tuple[Any, ...]]) -> list[FinishedGame]:
    """The usable rows; each damaged one is skipped and counted (``stats.damaged_games``)."""
    games = []
    for row in rows:
        try:
            games.append(_game(row))
        except ValueError as e:
            stats.note_damaged(row[0], e)
    return games


def _rows(stats: Statistics, sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    try:
        return stats.connection.execute(sql, params).fetchall()
    except sqlite3.Error as e:
        raise StatisticsError(f"Could not read the finished games: {describe_error(e)}.",
                              stats.path) from None


def finished_games(stats: Statistics, *, practice: bool | None = None,
                   variant: str | None = None, limit: int = 100,
                   offset: int = 0) -> list[FinishedGame]:
    """Finished games, newest first; ``practice`` True or False keeps only practice or only
    counted games (None: both)."""
    clauses: list[str] = []
    params: list[Any] = []
    if practice is not None:
        clauses.append("practice = ?")
        params.append(int(practice))
    if variant is not None:
        clauses.append("variant = ?")
        params.append(variant)
    where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
    rows = _rows(stats, f"SELECT {_COLUMNS} FROM games {where} "
                 "ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?", [*params, limit, offset])
    return _games(stats, rows)


def finished_game(stats: Statistics, game: int) -> FinishedGame:
    """The finished game with row id ``game``; raises LookupError if there is none (or it
    is damaged)."""
    rows = _rows(stats, f"SELECT {_COLUMNS} FROM games WHERE id = ?", [game])
    games = _games(stats, rows)
    if not games:
        raise LookupError(f"there is no finished game number {game}")
    return games[0]


def deals_of(stats: Statistics, game: int) -> list[dict[str, Any]]:
    """The deals of a finished game as recorded (``deal``, ``points``, ``opponent_points``,
    ``brisques``, ``opponent_brisques``, ``result``, ``complete``), in order."""
    rows = _rows(stats, "SELECT deal, player_points, opponent_points, player_brisques, "
                 "opponent_brisques, result, complete FROM deals WHERE game_id = ? ORDER BY deal",
                 [game])
    keys = ("deal", "points", "opponent_points", "brisques", "opponent_brisques", "result",
            "complete")
    return [dict(zip(keys, row, strict=True)) | {"complete": bool(row[6])} for row in rows]
