"""Games abandoned or resigned are recorded as such: Finished games says how each ended, the
statistics count the abandoned apart from the games won, lost and drawn (and they end a
winning streak), and a database from before (schema 3) opens with its games finished."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from bezique_qt.persistence import GameInfo, Locations, Streaks, open_statistics
from bezique_qt.persistence.endings import ABANDONED, FINISHED, RESIGNED
from bezique_qt.persistence.history import finished_games
from bezique_qt.persistence.saves import _info
from bezique_qt.persistence.statistics import SCHEMA_VERSION, migrate, schema_version

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def test_abandoned_and_resigned_games_are_recorded_as_such(play) -> None:
    stats, _ = open_statistics()
    wins = [g for g in (play("one_pack_32", s) for s in range(40)) if g.winner == 0][:2]
    left = play("one_pack_32", 90, 40)
    given_up = play("one_pack_32", 91, 30)
    assert not left.over and not given_up.over
    stats.record_game(wins[0], GameInfo(), finished_at=T0)
    stats.record_game(left, GameInfo(ending=ABANDONED), finished_at=T0 + timedelta(days=1))
    stats.record_game(wins[1], GameInfo(), finished_at=T0 + timedelta(days=2))
    stats.record_game(given_up, GameInfo(ending=RESIGNED), finished_at=T0 + timedelta(days=3))
    overall = stats.overall()
    assert (overall.games, overall.won, overall.lost, overall.drawn, overall.abandoned) == (
        4, 2, 1, 0, 1)
    (summary,) = stats.summary()
    assert summary.abandoned == 1 and summary.lost == 1
    # the abandoned game ends the first run of wins; the resignation the second
    assert stats.streaks() == Streaks(0, 1)
    endings = [(g.ending, g.result) for g in finished_games(stats)]
    assert endings[0] == (RESIGNED, "lost")
    assert endings[1] == (FINISHED, "won")
    assert endings[2][0] == ABANDONED
    assert endings[3] == (FINISHED, "won")


def test_an_unfinished_game_is_still_refused_as_finished(play) -> None:
    stats, _ = open_statistics()
    with pytest.raises(ValueError, match="only a finished game"):
        stats.record_game(play("classic", 5, 30), GameInfo(ending=FINISHED))


def test_how_a_game_ended_goes_with_its_saves() -> None:
    info = GameInfo(ending=ABANDONED)
    assert info.to_json()["ending"] == ABANDONED
    assert _info(info.to_json()).ending == ABANDONED
    assert "ending" not in GameInfo().to_json()  # a game in progress: the format of before
    assert _info(GameInfo().to_json()).ending == FINISHED
    with pytest.raises(Exception, match="how the game ended"):
        _info(replace(info, ending="lost").to_json())


def test_a_database_from_before_opens_with_its_games_finished(locations: Locations,
                                                              play) -> None:
    game = play("one_pack_32", 3)
    path = locations.statistics_file
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, target=3) == 3
    conn.execute(
        "INSERT INTO games (game_id, variant, opponent_level, player_name, opponent_name, "
        "finished_at, result, player_score, opponent_score, deals, deals_won, record) "
        "VALUES ('old', 'one_pack_32', 'medium', 'South', 'North', ?, 'lost', 1, 2, 1, 0, "
        "'{}')", (T0.isoformat(),))
    conn.close()
    stats, messages = open_statistics()
    assert messages == [] and schema_version(stats.connection) == SCHEMA_VERSION == 4
    overall = stats.overall()
    assert (overall.games, overall.lost, overall.abandoned) == (1, 1, 0)
    (old,) = finished_games(stats)
    assert old.ending == FINISHED
    assert stats.record_game(game, GameInfo(ending=ABANDONED)) > 0
    stats.close()
