"""Finished games waiting to be counted: kept in files of their own, counted once."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import GameInfo, Locations, open_statistics
from bezique_qt.persistence.errors import WriteError
from bezique_qt.persistence.history import finished_games
from bezique_qt.persistence.pending import (
    count_pending,
    is_pending,
    keep_pending,
    pending_files,
)


def test_a_kept_game_is_counted_once_and_its_file_removed(locations: Locations,
                                                          play: Callable) -> None:
    game = play("classic", 4)
    info = GameInfo(opponent_level="hard")
    path = keep_pending(GameRecord.of(game), info, locations)
    assert path.parent == locations.pending_dir and pending_files(locations) == [path]
    stats, _ = open_statistics(locations)
    with stats:
        stats.record_game(game, info)  # already counted (say, by another start)
        assert count_pending(stats, locations) == (0, [])
        assert [g.game_id for g in finished_games(stats)] == [info.game_id]
    assert not path.exists()


def test_an_id_from_a_file_cannot_name_another_folder(locations: Locations,
                                                      play: Callable) -> None:
    game = play("one_pack_32", 2)
    info = GameInfo(game_id="../../escape")
    path = keep_pending(GameRecord.of(game), info, locations)
    assert path.parent == locations.pending_dir and ".." not in path.name
    stats, _ = open_statistics(locations)
    with stats:
        assert count_pending(stats, locations) == (1, [])
        assert [g.game_id for g in finished_games(stats)] == ["../../escape"]


def test_a_damaged_file_is_kept_aside_and_the_others_counted(locations: Locations,
                                                            play: Callable) -> None:
    game = play("classic", 5)
    good = keep_pending(GameRecord.of(game), GameInfo(), locations)
    bad = locations.pending_dir / "0-damaged.json"
    bad.write_text('{"format": "bezique-qt-saved-game", "version": 1, "rec')
    stats, _ = open_statistics(locations)
    with stats:
        counted, messages = count_pending(stats, locations)
    assert counted == 1 and not good.exists() and not bad.exists()
    assert "could not be used" in messages[0] and "0-damaged.json.bad-" in messages[1]
    assert [p.name for p in locations.pending_dir.iterdir()][0].startswith("0-damaged.json.bad-")


def test_statistics_in_memory_leave_the_games_for_later(locations: Locations,
                                                        play: Callable) -> None:
    path = keep_pending(GameRecord.of(play("classic", 6)), GameInfo(), locations)
    locations.statistics_file.mkdir(parents=True)  # the statistics cannot be opened
    stats, messages = open_statistics(locations)
    with stats:
        assert not stats.persistent and messages
        assert count_pending(stats, locations) == (0, [])
    assert path.exists()


def test_a_kept_game_counts_as_finished_when_it_was_kept(locations: Locations,
                                                         play: Callable) -> None:
    path = keep_pending(GameRecord.of(play("classic", 7)), GameInfo(), locations)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["saved_at"] = "2025-03-01T20:14:05+00:00"  # kept then, counted only now
    path.write_text(json.dumps(document), encoding="utf-8")
    stats, _ = open_statistics(locations)
    with stats:
        assert count_pending(stats, locations) == (1, [])
        (game,) = finished_games(stats)
    assert game.finished_at == datetime(2025, 3, 1, 20, 14, 5, tzinfo=UTC)


def test_a_game_that_cannot_be_counted_is_kept_aside_not_fatal(
        locations: Locations, play: Callable, monkeypatch: pytest.MonkeyPatch) -> None:
    unlucky = GameInfo()
    bad = keep_pending(GameRecord.of(play("classic", 8)), unlucky, locations)
    good = keep_pending(GameRecord.of(play("classic", 9)), GameInfo(), locations)
    stats, _ = open_statistics(locations)
    record_game = stats.record_game

    def failing(state: object, info: GameInfo, **kw: object) -> object:
        # whatever fault the program has in counting this one game (not a disk's)
        if info.game_id == unlucky.game_id:
            raise OverflowError("date value out of range")
        return record_game(state, info, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(stats, "record_game", failing)
    with stats:
        counted, messages = count_pending(stats, locations)
        assert counted == 1 and stats.games_recorded() == 1
    assert not bad.exists() and not good.exists()
    assert messages[0].startswith("A finished game waiting to be counted could not be")
    assert f"{bad.name}.bad-" in messages[1]


def test_a_game_the_data_folder_refuses_is_kept_in_the_spare_folder(
        locations: Locations, play: Callable) -> None:
    # the data folder refuses (a file stands where the pending folder should be, as a full
    # or read-only data folder would): the game is kept in the log's folder, and counted
    game = play("classic", 4)
    info = GameInfo()
    locations.pending_dir.parent.mkdir(parents=True, exist_ok=True)
    locations.pending_dir.write_text("not a folder")
    path = keep_pending(GameRecord.of(game), info, locations)
    assert path.parent == locations.spare_pending_dir and pending_files(locations) == [path]
    assert is_pending(info.game_id, locations)
    stats, _ = open_statistics(locations)
    with stats:
        assert count_pending(stats, locations) == (1, [])
        assert [g.game_id for g in finished_games(stats)] == [info.game_id]
    assert not path.exists() and not is_pending(info.game_id, locations)


def test_a_game_no_folder_takes_raises_the_data_folders_error(
        locations: Locations, play: Callable) -> None:
    game = play("classic", 4)
    for folder in (locations.pending_dir, locations.spare_pending_dir):
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("not a folder")
    with pytest.raises(WriteError) as raised:
        keep_pending(GameRecord.of(game), GameInfo(), locations)
    assert str(locations.pending_dir) in str(raised.value)
