"""Statistics files the program cannot read as they are: a damaged byte whose error message is
not text, an old file with damaged records to upgrade, a version number that disagrees with
the tables. Each is set aside or repaired with a sentence, and the program goes on."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from bezique_qt.engine import GameRecord, GameState
from bezique_qt.persistence import GameInfo, Locations, open_statistics
from bezique_qt.persistence.statistics import SCHEMA_VERSION, migrate, schema_version


def damage_schema_text(path: Path) -> None:
    """Replace one byte of the schema text with a byte that is not UTF-8: SQLite's error
    message then quotes it, and reading the message raises UnicodeDecodeError."""
    raw = bytearray(path.read_bytes())
    at = raw.index(b"CREATE INDEX games_by_finish") + len("CREATE")
    raw[at] = 0x8C
    path.write_bytes(bytes(raw))


def test_damaged_byte_in_the_schema_text_is_set_aside(locations: Locations, play) -> None:
    stats, _ = open_statistics()
    stats.record_game(play("one_pack_32", 1), GameInfo())
    stats.close()
    path = locations.statistics_file
    damage_schema_text(path)
    damaged = path.read_bytes()
    try:
        sqlite3.connect(path).execute("PRAGMA quick_check").fetchall()
    except UnicodeDecodeError:
        pass  # what SQLite's driver raises for this file: not an sqlite3.Error
    else:
        raise AssertionError("the damaged file should not be readable")

    stats, messages = open_statistics()
    (kept,) = path.parent.glob("statistics.sqlite3.bad-*")
    assert kept.read_bytes() == damaged
    assert messages == [f"Your statistics file was damaged; it was kept as {kept} and new "
                        "statistics were started."]
    assert stats.persistent and stats.overall().games == 0
    stats.record_game(play("one_pack_32", 2), GameInfo())
    stats.close()
    assert open_statistics()[0].overall().games == 1


def _version_1(path: Path, records: list[str], game: GameState) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, target=1) == 1
    for n, record in enumerate(records):
        conn.execute(
            "INSERT INTO games (game_id, variant, opponent_level, player_name, opponent_name, "
            "finished_at, result, player_score, opponent_score, deals, deals_won, record) "
            "VALUES (?, 'classic', 'medium', 'South', 'North', ?, 'won', ?, ?, 1, 1, ?)",
            (f"old-{n}", f"2025-03-0{n + 1}T12:00:00+00:00", game.game_points[0],
             game.game_points[1], record))
        conn.execute("INSERT INTO deals (game_id, deal, player_points, opponent_points, result) "
                     "VALUES (?, 1, 100, 50, 'won')", (n + 1,))
    conn.close()


def test_upgrade_keeps_games_whose_records_do_not_replay(locations: Locations,
                                                         play_double_bezique) -> None:
    """A 5,000-digit number (ValueError in the JSON reader), a first dealer of 1.0
    (TypeError in the engine) or text that is not a record: the game stays counted, only its
    declarations are missing, and the upgrade finishes."""
    game = play_double_bezique(4)
    good = GameRecord.of(game).to_json()
    huge = dict(good, seed=None)
    huge_text = json.dumps(huge).replace('"seed": null', '"seed": 1' + "0" * 5000)
    float_dealer = json.dumps(dict(good, first_dealer=1.0))
    _version_1(locations.statistics_file,
               [huge_text, float_dealer, "\ud800 not json".encode("utf-8", "replace").decode(),
                json.dumps(good)], game)

    stats, messages = open_statistics()
    assert messages == []
    assert stats.persistent and schema_version(stats.connection) == SCHEMA_VERSION
    assert stats.overall().games == 4
    (best,) = stats.biggest_declarations(limit=1)
    assert best.points == 500 and best.game == 4  # the good game's declarations were found


def test_version_number_behind_its_tables_is_repaired(locations: Locations, play) -> None:
    """A version 2 database that says it is version 1: the upgrade used to stop at
    "duplicate column name" on every start; now the file is completed in place."""
    stats, _ = open_statistics()
    for seed in range(3):
        stats.record_game(play("classic", seed), GameInfo())
    declarations = stats.connection.execute("SELECT COUNT(*) FROM declarations").fetchone()
    stats.close()
    conn = sqlite3.connect(locations.statistics_file)
    conn.execute("PRAGMA user_version = 1")
    conn.close()

    stats, messages = open_statistics()
    assert messages == []
    assert stats.persistent and schema_version(stats.connection) == SCHEMA_VERSION
    assert stats.overall().games == 3
    # the declarations were found again, not counted twice
    assert stats.connection.execute("SELECT COUNT(*) FROM declarations").fetchone() == \
        declarations
    assert not list(locations.statistics_file.parent.glob("*.bad-*"))


def test_version_number_ahead_of_its_tables_is_repaired(locations: Locations,
                                                        play_double_bezique) -> None:
    """A version 1 database that says it is version 2 keeps its games: they are upgraded."""
    game = play_double_bezique(4)
    _version_1(locations.statistics_file, [json.dumps(GameRecord.of(game).to_json())], game)
    conn = sqlite3.connect(locations.statistics_file)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.close()

    stats, messages = open_statistics()
    assert messages == []
    assert stats.persistent and stats.overall().games == 1
    assert stats.biggest_declarations(limit=1)[0].points == 500
    assert not list(locations.statistics_file.parent.glob("*.bad-*"))
