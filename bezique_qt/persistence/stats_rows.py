"""A finished game as the rows the statistics database keeps: its deals, seen from the
player's seat (or side, at a table of three or four), and its declarations."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime

from bezique_qt.engine import GameState
from bezique_qt.engine.events import S_CARTE_BLANCHE, S_MELD

WON, LOST, DRAWN = "won", "lost", "drawn"

_DECLARATION_KINDS = (S_MELD, S_CARTE_BLANCHE)


def iso_time(moment: datetime) -> str:
    """``moment`` as the database keeps times: ISO 8601 in UTC, to the second (a naive time
    is taken as UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="seconds")



def result_of(mine: int, theirs: int) -> str:
    """``won``, ``lost`` or ``drawn``, for ``mine`` points against ``theirs``."""
    return WON if mine > theirs else LOST if mine < theirs else DRAWN


def _by_side(state: GameState, values: Sequence[int], seat: int) -> tuple[int, int]:
    """Three or four players: ``values`` (one a player) summed by side, as the side of
    ``seat`` has them and as the best of the other sides has them."""
    variant = state.variant
    sums = [sum(values[p] for p in side) for side in variant.sides]
    mine = variant.side_of(seat)
    return sums[mine], max(v for i, v in enumerate(sums) if i != mine)


def _multi_deal_rows(state: GameState, seat: int
                     ) -> list[tuple[int, int, int, str, int, int, int]]:
    """:func:`deal_rows` at a table of three or four: the player's side against the best
    of the others (a partnership's points and brisques are its two players')."""
    rows = []
    for result in state.deal_results:
        points = _by_side(state, result.points, seat)
        brisques = _by_side(state, result.brisques, seat)
        rows.append((result.deal, points[0], points[1], result_of(*points), 1, *brisques))
    if state.deal_index + 1 > len(state.deal_results):
        points = _by_side(state, state.deal_points, seat)
        brisques = _by_side(state, state.brisques, seat)
        rows.append((state.deal_index + 1, points[0], points[1], result_of(*points), 0,
                     *brisques))
    return rows


def deal_rows(state: GameState, seat: int) -> list[tuple[int, int, int, str, int, int, int]]:
    """(deal, points, opponent points, result, complete, brisques, opponent brisques)."""
    if state.variant.players != 2:
        return _multi_deal_rows(state, seat)
    other = 1 - seat
    rows = []
    for result in state.deal_results:
        points, brisques = result.points, result.brisques
        game_points = result.game_points
        if game_points and any(game_points):
            outcome = result_of(game_points[seat], game_points[other])
        elif game_points is not None:
            outcome = DRAWN  # a Rubicon-family deal that nobody won
        else:
            outcome = result_of(points[seat], points[other])
        rows.append((result.deal, points[seat], points[other], outcome, 1, brisques[seat],
                     brisques[other]))
    if state.deal_index + 1 > len(state.deal_results):
        now, held = state.deal_points, state.brisques
        rows.append((state.deal_index + 1, now[seat], now[other],
                     result_of(now[seat], now[other]), 0, held[seat], held[other]))
    return rows


def insert_declarations(conn: sqlite3.Connection, game_row: int, state: GameState,
                         seat: int) -> None:
    """Add a row for every meld and carte blanche scored in ``state`` to game ``game_row``."""
    conn.executemany(
        "INSERT INTO declarations (game_id, deal, trick, by_player, meld, label, points) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(game_row, e.deal, e.trick, int(e.player == seat),
          e.meld.type if e.meld is not None else e.kind.upper(), e.label, e.points)
         for e in state.history if e.kind in _DECLARATION_KINDS])


