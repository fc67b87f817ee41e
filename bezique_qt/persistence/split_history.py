"""Cards or play over time: each deal's split kept in the statistics database, by game.

Table ``deal_splits`` (schema version 3 of :mod:`~.statistics`), one row per deal whose split
between the cards and the play (:mod:`bezique_qt.ai.split`) was computed::

    game_key    the game's id (GameInfo.game_id, games.game_id once the game is counted)
    deal        the deal's number (from 1)
    seat        the player's seat
    result, luck, skill, cost, others_cost
                the player's view, in tenths of a point: what the deal was worth to the
                player's side, its luck and skill parts, what the play of the player's side
                cost it and what the other sides' play cost them (their mean)
    budget      the review's simulations a decision
    split       every seat's split as JSON (DealSplit.to_json)

A deal's split is kept as soon as it is known, while its game is still being played (the
game is counted when it ends), so rows are keyed by the game's id rather than by a row of
``games``; a trigger forgets a game's splits with the game (resetting the statistics).  Only
the rows of counted games are read as history: those of a game never finished, a practice
branch or a game not kept are never shown.  A deal whose split was not computed has no row:
it is *missing*, never a split of zero.  A row that cannot be read is skipped (and logged).
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .dates import parse_moment
from .errors import StatisticsError

if TYPE_CHECKING:
    from bezique_qt.ai.split import DealSplit

    from .statistics import Statistics

__all__ = ["SPLIT_COLUMNS", "GameSplitRecord", "SplitHistory", "keep_deal_split",
           "kept_deal_splits", "schema_3", "split_games", "split_history"]

_log = logging.getLogger(__name__)

SPLIT_COLUMNS = {"game_key", "deal", "seat", "result", "luck", "skill", "cost", "others_cost",
                 "budget", "split"}


def schema_3(conn: sqlite3.Connection) -> None:
    """Version 3: the ``deal_splits`` table and the trigger that forgets a game's splits with
    the game (each step skipped when done, as the earlier steps)."""
    conn.execute("""
        CREATE TABLE IF NOT EXISTS deal_splits (
            game_key TEXT NOT NULL,
            deal INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            result INTEGER NOT NULL,
            luck INTEGER NOT NULL,
            skill INTEGER NOT NULL,
            cost INTEGER NOT NULL,
            others_cost INTEGER NOT NULL,
            budget INTEGER NOT NULL,
            split TEXT NOT NULL,
            PRIMARY KEY (game_key, deal)
        )""")
    conn.execute("""
        CREATE TRIGGER IF NOT EXISTS games_forget_splits AFTER DELETE ON games
        BEGIN DELETE FROM deal_splits WHERE game_key = OLD.game_id; END""")


def _tenths(points: float) -> int:
    return int(round(points * 10))


def _side_costs(split: DealSplit, sides: Sequence[Sequence[int]], seat: int) -> tuple[int, int]:
    """(the cost of ``seat``'s side, the mean cost of the other sides), in tenths."""
    costs = [sum(_tenths(split.seats[p].cost) for p in side) for side in sides]
    mine = next(i for i, side in enumerate(sides) if seat in side)
    others = [c for i, c in enumerate(costs) if i != mine]
    return costs[mine], round(sum(others) / len(others)) if others else 0


def keep_deal_split(stats: Statistics, game_key: str, seat: int,
                    sides: Sequence[Sequence[int]], split: DealSplit) -> None:
    """Keep ``split`` (a deal of the game ``game_key``, the player at ``seat``; ``sides``:
    who scores together), in place of any kept for that deal.  Raises
    :class:`StatisticsError` with a sentence if it cannot be written."""
    mine = split.seats[seat]
    cost, others = _side_costs(split, sides, seat)
    try:
        # one statement: SQLite writes it whole or not at all
        stats.connection.execute(
            "INSERT OR REPLACE INTO deal_splits (game_key, deal, seat, result, luck, skill, "
            "cost, others_cost, budget, split) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game_key, split.deal, seat, _tenths(mine.result), _tenths(mine.luck),
             _tenths(mine.skill), cost, others, split.budget, json.dumps(split.to_json())))
    except (sqlite3.Error, UnicodeEncodeError) as error:
        from .statistics import describe_error

        raise StatisticsError(f"Could not keep the split of deal {split.deal} between the "
                              f"cards and the play: {describe_error(error)}.",
                              stats.path) from None


def _query(stats: Statistics, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    try:
        return stats.connection.execute(sql, params).fetchall()
    except (sqlite3.Error, UnicodeEncodeError) as error:
        from .statistics import describe_error

        raise StatisticsError(f"Could not read your statistics: {describe_error(error)}.",
                              stats.path) from None


def kept_deal_splits(stats: Statistics, game_key: str) -> list[DealSplit]:
    """The splits kept for the game ``game_key``, by deal (a row that cannot be read is
    skipped: that deal is missing)."""
    from bezique_qt.ai.split import DealSplit  # (the AI's modules load only when needed)

    found = []
    for deal, text in _query(stats, "SELECT deal, split FROM deal_splits WHERE game_key = ? "
                             "ORDER BY deal", (game_key,)):
        try:
            split = DealSplit.from_json(json.loads(text))
            if split.deal != deal:
                raise ValueError("it is kept under another deal's number")
        except (ValueError, TypeError, RecursionError) as error:
            _log.warning("the split of deal %s of game %s cannot be read: %s", deal,
                         game_key, error)
            continue
        found.append(split)
    return found


@dataclass(frozen=True)
class GameSplitRecord:
    """One counted game's split as the player's history keeps it, in points (the player's
    side's view)."""

    game: int
    """The game's row id."""
    variant: str
    opponent_level: str
    finished_at: datetime
    deals: int
    """The deals the game played out (each could have been split)."""
    measured: int
    """The deals whose split is known (the others are missing, not counted as 0)."""
    luck: float
    """What the cards of the measured deals were worth to the player, in all."""
    cost: float
    """What the player's play cost in the measured deals, in all."""
    others_cost: float
    """What the opponents' play cost them in the measured deals, in all."""

    @property
    def cost_per_deal(self) -> float:
        return self.cost / self.measured

    @property
    def others_cost_per_deal(self) -> float:
        return self.others_cost / self.measured

    @property
    def luck_per_deal(self) -> float:
        return self.luck / self.measured


def split_games(stats: Statistics, *, practice: bool = False, variant: str | None = None,
                limit: int | None = None) -> list[GameSplitRecord]:
    """The counted games (practice games with ``practice``) with at least one deal split,
    oldest first (the latest ``limit`` of them, if given); raises :class:`StatisticsError`."""
    clauses: list[str] = ["g.practice = ?"]
    params: list[Any] = [int(practice)]
    if variant is not None:
        clauses.append("g.variant = ?")
        params.append(variant)
    rows = _query(
        stats,
        "SELECT g.id, g.variant, g.opponent_level, g.finished_at, "
        "(SELECT COUNT(*) FROM deals d WHERE d.game_id = g.id AND d.complete = 1), "
        "COUNT(s.deal), SUM(s.luck), SUM(s.cost), SUM(s.others_cost) "
        "FROM games g JOIN deal_splits s ON s.game_key = g.game_id AND s.seat = g.seat "
        f"WHERE {' AND '.join(clauses)} GROUP BY g.id "
        "ORDER BY g.finished_at DESC, g.id DESC" + (" LIMIT ?" if limit is not None else ""),
        [*params, *([limit] if limit is not None else [])])
    games = []
    for game, kind, level, finished, deals, measured, luck, cost, others in rows:
        try:
            if not all(isinstance(v, int) for v in (game, deals, measured, luck, cost, others)):
                raise ValueError("its numbers are not whole numbers")
            games.append(GameSplitRecord(game, str(kind), str(level), parse_moment(finished),
                                         max(deals, measured), measured, luck / 10, cost / 10,
                                         others / 10))
        except ValueError as error:
            stats.note_damaged(game, error)
    return games[::-1]


@dataclass(frozen=True)
class SplitHistory:
    """The sums over the player's history (the games of :func:`split_games`)."""

    games: int
    deals: int
    measured: int
    luck: float
    cost: float
    others_cost: float


def split_history(games: Sequence[GameSplitRecord]) -> SplitHistory:
    """``games`` summed (each deal measured counts once, whatever game it is in)."""
    return SplitHistory(len(games), sum(g.deals for g in games),
                        sum(g.measured for g in games),
                        round(sum(g.luck for g in games), 1), round(sum(g.cost for g in games), 1),
                        round(sum(g.others_cost for g in games), 1))
