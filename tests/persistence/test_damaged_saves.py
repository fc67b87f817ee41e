"""Saved games and autosaves whose content loads but would break later: dates no game can
have, text that cannot be written back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import (
    GameInfo,
    Locations,
    StatisticsError,
    WriteError,
    finished_games,
    load_autosave,
    load_preferences,
    open_statistics,
    save_game,
    save_preferences,
    write_autosave,
)
from bezique_qt.persistence.saves import game_document, parse_game


@pytest.mark.parametrize("moment", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59+00:00",
                                    "1899-12-31T23:59:59+00:00", "9999-12-31T23:59:59-12:00"])
def test_dates_out_of_range_are_left_out(locations: Locations, play, moment: str) -> None:
    game = play("one_pack_32", 3)
    data = game_document(GameRecord.of(game), GameInfo())
    data.update(saved_at=moment, started_at=moment)
    saved = parse_game(json.dumps(data).encode())
    assert saved.saved_at is None and saved.info.started_at is None
    stats, _ = open_statistics()
    stats.record_game(saved.state, saved.info)  # used to raise OverflowError
    assert stats.overall().games == 1


def test_a_date_in_range_is_kept(play) -> None:
    data = game_document(GameRecord.of(play("one_pack_32", 3)), GameInfo())
    data.update(saved_at="2025-03-01T20:14:05+14:00")
    saved = parse_game(json.dumps(data).encode())
    assert saved.saved_at is not None and saved.saved_at.isoformat() == data["saved_at"]


# ---------------------------------------------------------------------------- lone surrogates
LONE = "\ud800"  # half of a character: JSON can say it ("\ud800"), no file can hold it


def test_lone_surrogates_in_a_saved_game_are_repaired(locations: Locations, play) -> None:
    game = play("one_pack_32", 5)
    data = game_document(GameRecord.of(game), GameInfo())
    data.update(title=f"Ann{LONE}'s game", app_version=LONE)
    data["record"]["players"] = [f"Ann{LONE}", "Computer"]
    raw = json.dumps(data).encode()  # ensure_ascii: the surrogate is the escape \ud800
    assert b"\\ud800" in raw
    saved = parse_game(raw)
    assert saved.title == "Ann\ufffd's game" and saved.app_version == "\ufffd"
    assert saved.record.players == ["Ann\ufffd", "Computer"]
    assert saved.state.names[0] == "Ann\ufffd"
    # everything it holds can be written again, and counted
    write_autosave(saved.record, saved.info)
    assert load_autosave()[0].title == "Ann\ufffd's game"
    stats, _ = open_statistics()
    stats.record_game(saved.state, saved.info)
    assert finished_games(stats)[0].player_name == "Ann\ufffd"


def test_a_record_repairs_its_players_names() -> None:
    record = GameRecord.from_json({"format": "bezique-qt-record", "version": 1,
                                   "variant": "classic", "seed": 1,
                                   "players": [LONE, f"B{LONE}b"], "actions": []})
    assert record.players == ["\ufffd", "B\ufffdb"]
    assert record.dumps().encode("utf-8")


def test_lone_surrogates_in_preferences_are_repaired(locations: Locations) -> None:
    path = locations.preferences_file
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "bezique-qt-preferences", "version": 1,
                                "player_name": f"Ann{LONE}", f"colour{LONE}": 1}))
    prefs, messages = load_preferences()
    assert prefs.player_name == "Ann\ufffd"
    assert messages[0] == 'The unknown setting "colour\ufffd" was ignored.'
    save_preferences(prefs)
    assert load_preferences()[0].player_name == "Ann\ufffd"


def test_writing_text_that_cannot_be_encoded_is_a_write_error(locations: Locations,
                                                              play, tmp_path: Path) -> None:
    game = play("one_pack_32", 5)
    info = GameInfo(title=f"x{LONE}")
    with pytest.raises(WriteError, match="damaged character"):
        write_autosave(GameRecord.of(game), info)
    with pytest.raises(WriteError, match="damaged character"):
        save_game(tmp_path / "game", GameRecord.of(game), info)
    assert not list(tmp_path.glob("game*"))
    stats, _ = open_statistics()
    with pytest.raises(StatisticsError, match="damaged character"):
        stats.record_game(game, GameInfo(game_id=f"id{LONE}"))
    assert stats.overall().games == 0
