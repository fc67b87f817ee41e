"""Saved games and autosaves whose content loads but would break later: dates no game can
have, text that cannot be written back."""

from __future__ import annotations

import json

import pytest

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import GameInfo, Locations, open_statistics
from bezique_qt.persistence.saves import game_document, parse_game


@pytest.mark.parametrize("moment", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59+00:00",
                                    "1969-12-31T23:59:59+00:00", "9999-12-31T23:59:59-12:00"])
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
