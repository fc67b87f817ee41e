"""Statistics: what a finished game adds, practice games kept apart, streaks, the biggest
declarations, schema upgrades, and damaged, foreign or newer database files."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord, GameState
from bezique_qt.persistence import (
    GameInfo,
    Locations,
    StatisticsError,
    Streaks,
    Summary,
    compute_streaks,
    open_statistics,
)
from bezique_qt.persistence.statistics import SCHEMA_VERSION, migrate, schema_version

from .conftest import PRESET_IDS

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def _won(game: GameState, seat: int = 0) -> str:
    return "drawn" if game.winner is None else "won" if game.winner == seat else "lost"


@pytest.mark.parametrize(("results", "expected"), [
    ([], Streaks(0, 0)),
    (["lost"], Streaks(0, 0)),
    (["won"], Streaks(1, 1)),
    (["won", "won", "lost", "won"], Streaks(1, 2)),
    (["won", "drawn", "won", "won", "won"], Streaks(3, 3)),
    (["won", "won", "won", "lost", "won", "won"], Streaks(2, 3)),
    (["lost", "won", "won", "drawn"], Streaks(0, 2)),
])
def test_compute_streaks(results: list[str], expected: Streaks) -> None:
    assert compute_streaks(results) == expected


def test_every_preset_is_counted(locations: Locations, play) -> None:
    stats, messages = open_statistics()
    assert messages == [] and stats.persistent
    assert stats.path == locations.statistics_file
    games: list[GameState] = []
    for i, variant in enumerate(PRESET_IDS):
        for seed in (1, 2):
            game = play(variant, seed + 10 * i)
            games.append(game)
            stats.record_game(game, GameInfo(opponent_level="easy"),
                              finished_at=T0 + timedelta(hours=len(games)))
    stats.close()

    stats, messages = open_statistics()
    rows = {s.variant: s for s in stats.summary()}
    assert set(rows) == set(PRESET_IDS)
    for variant in PRESET_IDS:
        mine = [g for g in games if g.variant.id == variant]
        row = rows[variant]
        assert row.opponent_level == "easy" and row.games == 2
        assert row.won == sum(_won(g) == "won" for g in mine)
        assert row.lost == sum(_won(g) == "lost" for g in mine)
        assert row.won + row.lost + row.drawn == 2
        assert row.average_score == sum(g.game_points[0] for g in mine) / 2
        assert row.average_opponent_score == sum(g.game_points[1] for g in mine) / 2
        played = sum(max(len(g.deal_results), g.deal_index + 1) for g in mine)
        assert row.deals == played
    total = stats.overall()
    assert total.games == len(games) and total.won == sum(_won(g) == "won" for g in games)
    assert stats.summary(practice=True) == [] and stats.overall(practice=True).games == 0
    stats.close()


def test_seat_and_result(play) -> None:
    stats, _ = open_statistics()
    game = play("rubicon", 4)
    game_row = stats.record_game(game, GameInfo(), seat=1)
    row = stats.connection.execute(
        "SELECT result, player_score, opponent_score, player_name FROM games WHERE id = ?",
        (game_row,)).fetchone()
    assert row == (_won(game, 1), game.game_points[1], game.game_points[0], "North")


def test_same_game_is_counted_once(play) -> None:
    stats, _ = open_statistics()
    game, info = play("classic", 5), GameInfo()
    first = stats.record_game(game, info)
    assert stats.record_game(game, info) == first
    assert stats.games_recorded() == 1


def test_unfinished_game_is_refused(play) -> None:
    stats, _ = open_statistics()
    with pytest.raises(ValueError, match="only a finished game"):
        stats.record_game(play("classic", 5, 30), GameInfo())


def test_practice_games_are_kept_apart(play) -> None:
    stats, _ = open_statistics()
    wins = [g for g in (play("one_pack_32", s) for s in range(40)) if g.winner == 0][:4]
    losses = [g for g in (play("one_pack_32", s) for s in range(40, 80)) if g.winner == 1][:2]
    # counted: won, won, [practice loss], won, lost, won   →  current 1, longest 3
    order = [(wins[0], False), (wins[1], False), (losses[0], True), (wins[2], False),
             (losses[1], False), (wins[3], False)]
    for i, (game, practice) in enumerate(order):
        stats.record_game(game, GameInfo(practice=practice), finished_at=T0 + timedelta(days=i))
    assert stats.streaks() == Streaks(1, 3)
    assert stats.streaks(practice=True) == Streaks(0, 0)
    (counted,) = stats.summary()
    (practice,) = stats.summary(practice=True)
    assert (counted.games, counted.won, counted.lost) == (5, 4, 1)
    assert (practice.games, practice.won, practice.lost) == (1, 0, 1)
    assert stats.games_recorded(practice=True) == 1 and stats.games_recorded() == 6


def test_streaks_follow_the_finish_time_not_the_order_recorded(play) -> None:
    stats, _ = open_statistics()
    won = [g for g in (play("one_pack_32", s) for s in range(40)) if g.winner == 0][:3]
    lost = [g for g in (play("one_pack_32", s) for s in range(40, 80)) if g.winner == 1][:1]
    stats.record_game(won[0], GameInfo(), finished_at=T0 + timedelta(days=3))
    stats.record_game(lost[0], GameInfo(), finished_at=T0 + timedelta(days=2))
    stats.record_game(won[1], GameInfo(), finished_at=T0 + timedelta(days=1))
    stats.record_game(won[2], GameInfo(), finished_at=T0 + timedelta(days=4))
    assert stats.streaks() == Streaks(2, 2)
    assert stats.streaks(variant="classic") == Streaks(0, 0)


def test_levels_are_ordered_and_separate(play) -> None:
    stats, _ = open_statistics()
    for level in ("expert", "novice", "medium"):
        stats.record_game(play("classic", 7), GameInfo(opponent_level=level))
    assert [s.opponent_level for s in stats.summary()] == ["novice", "medium", "expert"]


def test_biggest_declarations_and_best_deals(play, play_double_bezique) -> None:
    stats, _ = open_statistics()
    game = play_double_bezique(3)
    stats.record_game(game, GameInfo(), finished_at=T0)
    stats.record_game(play("classic", 8), GameInfo(), finished_at=T0 + timedelta(hours=1))
    top = stats.biggest_declarations(limit=3)
    assert (top[0].meld, top[0].label, top[0].points, top[0].deal, top[0].trick) == (
        "BEZIQUE_2", "double bezique", 500, 1, 1)
    assert [d.points for d in top] == sorted((d.points for d in top), reverse=True)
    theirs = stats.biggest_declarations(by_player=False)
    assert all(d.meld != "BEZIQUE_2" or d.points != 500 for d in theirs)
    best = stats.best_deals(limit=1)[0]
    assert best.game == 1 and best.deal == 1 and best.points >= 500
    assert stats.best_deals(practice=True) == []


def test_reset(play) -> None:
    stats, _ = open_statistics()
    stats.record_game(play("classic", 9), GameInfo())
    stats.reset()
    assert stats.overall() == Summary(None, None)
    assert stats.connection.execute("SELECT COUNT(*) FROM deals").fetchone() == (0,)
    assert stats.best_deals() == [] and stats.biggest_declarations() == []


# ---------------------------------------------------------------------------- schema
def test_upgrade_from_schema_1(locations: Locations, play_double_bezique) -> None:
    """A version 1 database (no brisques, no declarations) is upgraded in place, and the
    declarations of its games are found again by replaying their records."""
    game = play_double_bezique(4)
    path = locations.statistics_file
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, target=1) == 1
    conn.execute(
        "INSERT INTO games (game_id, variant, opponent_level, player_name, opponent_name, "
        "finished_at, result, player_score, opponent_score, deals, deals_won, record) "
        "VALUES ('old', 'classic', 'medium', 'South', 'North', ?, ?, ?, ?, ?, 0, ?)",
        (T0.isoformat(), _won(game), game.game_points[0], game.game_points[1],
         len(game.deal_results), GameRecord.of(game).dumps()))
    for result in game.deal_results:
        conn.execute("INSERT INTO deals (game_id, deal, player_points, opponent_points, result) "
                     "VALUES (1, ?, ?, ?, 'won')", (result.deal, *result.points))
    conn.close()

    stats, messages = open_statistics()
    assert messages == [] and schema_version(stats.connection) == SCHEMA_VERSION
    assert stats.overall().games == 1
    assert stats.biggest_declarations(limit=1)[0].points == 500
    brisques = stats.connection.execute(
        "SELECT player_brisques, opponent_brisques FROM deals ORDER BY deal").fetchall()
    assert brisques == [(r.brisques[0], r.brisques[1]) for r in game.deal_results]


def test_newer_schema_is_left_alone(locations: Locations, play) -> None:
    path = locations.statistics_file
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.execute("CREATE TABLE future (x)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    stats, messages = open_statistics()
    assert not stats.persistent
    assert messages == [f"Your statistics were saved by a newer version of Bezique (schema "
                        f"{SCHEMA_VERSION + 1}; this version reads up to {SCHEMA_VERSION}). "
                        "They are left untouched. Games finished now are kept, and counted "
                        "when the statistics can be written again."]
    stats.record_game(play("classic", 1), GameInfo())
    assert stats.overall().games == 1
    stats.close()
    assert path.read_bytes() == before


@pytest.mark.parametrize("content", [
    b"this is not a database at all" * 100,
    b"SQLite format 3\x00" + b"\xff" * 5000,
])
def test_damaged_file_is_kept_and_a_fresh_one_started(locations: Locations, play,
                                                      content: bytes) -> None:
    path = locations.statistics_file
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    stats, messages = open_statistics()
    (kept,) = [p for p in path.parent.iterdir() if p.name.startswith("statistics.sqlite3.bad-")]
    assert kept.read_bytes() == content
    assert messages == [f"Your statistics file was damaged; it was kept as {kept} and new "
                        "statistics were started."]
    assert stats.persistent
    stats.record_game(play("classic", 1), GameInfo())
    stats.close()
    assert open_statistics()[0].overall().games == 1


def test_truncated_database(locations: Locations, play) -> None:
    stats, _ = open_statistics()
    for seed in range(6):
        stats.record_game(play("classic", seed), GameInfo())
    stats.close()
    path = locations.statistics_file
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    stats, messages = open_statistics()
    assert "damaged" in messages[0] and stats.persistent
    assert stats.overall().games == 0


def test_foreign_sqlite_file(locations: Locations) -> None:
    path = locations.statistics_file
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE games (name TEXT, price REAL)")
    conn.execute("INSERT INTO games VALUES ('chess', 9.5)")
    conn.commit()
    conn.close()
    stats, messages = open_statistics()
    assert "damaged" in messages[0] and stats.persistent
    kept = next(path.parent.glob("statistics.sqlite3.bad-*"))
    assert sqlite3.connect(kept).execute("SELECT * FROM games").fetchall() == [("chess", 9.5)]


def test_missing_table_at_the_current_version(locations: Locations,
                                              play_double_bezique) -> None:
    """The tables say version 1 though the number says 2: the upgrade completes the file."""
    stats, _ = open_statistics()
    stats.record_game(play_double_bezique(4), GameInfo())
    stats.connection.execute("DROP TABLE declarations")
    stats.close()
    stats, messages = open_statistics()
    assert messages == [] and stats.overall().games == 1
    assert stats.biggest_declarations(limit=1)[0].points == 500


def test_folder_that_cannot_exist(tmp_path: Path, play) -> None:
    (tmp_path / "blocked").write_text("a file")
    stats, messages = open_statistics(Locations.under(tmp_path / "blocked"))
    assert not stats.persistent
    assert messages[0].startswith("Your statistics cannot be opened (")
    assert messages[0].endswith("). Games finished now are kept, and counted when the "
                               "statistics can be written again.")
    stats.record_game(play("classic", 2), GameInfo())
    assert stats.overall().games == 1


_READ_ONLY = """
    import json, os, random
    from pathlib import Path
    from bezique_qt.engine import GameState, preset
    from bezique_qt.persistence import GameInfo, StatisticsError, open_statistics
    folder = Path(os.environ["DIR"])
    stats, messages = open_statistics(path=folder / "statistics.sqlite3")
    rng = random.Random(3)
    game = GameState.new_game(preset("one_pack_32"), seed=3)
    while not game.over:
        if game.deal_over:
            game.next_deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
    try:
        stats.record_game(game, GameInfo())
        error = None
    except StatisticsError as e:
        error = str(e)
    print(json.dumps({"messages": messages, "error": error, "games": stats.overall().games}))
"""


def test_read_only_disk_gives_a_sentence(tmp_path: Path, on_tmpfs) -> None:
    out = on_tmpfs(tmp_path / "data", '"$PYTHON" -c "$CREATE"; mount -o remount,ro "$DIR"; '
                   '"$PYTHON" -c "$RECORD"', CREATE="""
        import os
        from pathlib import Path
        from bezique_qt.persistence import open_statistics
        open_statistics(path=Path(os.environ["DIR"]) / "statistics.sqlite3")[0].close()
    """, RECORD=_READ_ONLY)
    seen = json.loads(out)
    assert seen["messages"] == []
    assert seen["error"] == ("Could not record the game in your statistics: the statistics "
                             "file or its folder is read-only. Nothing was changed.")
    assert seen["games"] == 0


def test_full_disk_gives_a_sentence(tmp_path: Path, on_tmpfs) -> None:
    out = on_tmpfs(tmp_path / "data", '"$PYTHON" -c "$CREATE"; '
                   'dd if=/dev/zero of="$DIR/filler" bs=4k 2>/dev/null || true; '
                   '"$PYTHON" -c "$RECORD"', CREATE="""
        import os
        from pathlib import Path
        from bezique_qt.persistence import open_statistics
        open_statistics(path=Path(os.environ["DIR"]) / "statistics.sqlite3")[0].close()
    """, RECORD=_READ_ONLY)
    seen = json.loads(out)
    assert seen["error"] is not None and seen["error"].startswith(
        "Could not record the game in your statistics: the disk is full. Nothing was changed.")
    assert seen["games"] == 0


def test_statistics_error_is_a_persistence_error() -> None:
    from bezique_qt.persistence import PersistenceError
    assert issubclass(StatisticsError, PersistenceError)


def test_a_name_cell_of_another_type_does_not_break_the_summary(locations: Locations,
                                                                 play) -> None:
    import sqlite3

    stats, _ = open_statistics()
    for seed in (1, 2, 3):
        stats.record_game(play("classic", seed), GameInfo(opponent_level="easy"))
    stats.close()
    with sqlite3.connect(locations.statistics_file) as conn:  # a damaged file's cells
        conn.execute("UPDATE games SET variant = X'00ff' WHERE id = 1")
        conn.execute("UPDATE games SET opponent_level = 7 WHERE id = 2")
    conn.close()
    stats, _ = open_statistics()
    with stats:
        summaries = stats.summary()
    assert sum(s.games for s in summaries) == 3
    assert all(s.variant is None or isinstance(s.variant, str) for s in summaries)
    assert {s.opponent_level for s in summaries} >= {"easy", "7"}
