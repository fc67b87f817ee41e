"""Finished games can be listed and reopened: the stored record replays to the same game."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from bezique_qt.engine import GameState, preset
from bezique_qt.persistence import (
    GameInfo,
    deals_of,
    finished_game,
    finished_games,
    open_statistics,
)

from .conftest import PRESET_IDS

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def test_list_and_reopen_every_preset(play) -> None:
    stats, _ = open_statistics()
    games = {}
    for i, variant in enumerate(PRESET_IDS):
        game = play(variant, 30 + i, names=["Ada", "Computer"])
        info = GameInfo(opponent_level="hard", practice=i % 3 == 0,
                        started_at=T0 + timedelta(hours=i))
        row = stats.record_game(game, info, finished_at=T0 + timedelta(hours=i, minutes=30))
        games[row] = (game, info)
    stats.close()

    stats, _ = open_statistics()
    listed = finished_games(stats)
    assert [g.id for g in listed] == sorted(games, reverse=True), "newest first"
    for entry in listed:
        game, info = games[entry.id]
        assert entry.replay().signature() == game.signature()
        assert entry.variant == game.variant.id and entry.game_id == info.game_id
        assert (entry.player_name, entry.opponent_name) == ("Ada", "Computer")
        assert entry.started_at == info.started_at and entry.practice == info.practice
        assert (entry.player_score, entry.opponent_score) == tuple(game.game_points)
        assert entry.finished_at is not None and entry.finished_at > entry.started_at
        assert entry.switches == {}
    assert {g.id for g in finished_games(stats, practice=True)} == {
        row for row, (_, info) in games.items() if info.practice}
    assert [g.variant for g in finished_games(stats, variant="rubicon")] == ["rubicon"]
    assert len(finished_games(stats, limit=2, offset=1)) == 2


def test_one_game_and_its_deals(play) -> None:
    stats, _ = open_statistics()
    game = play("classic", 44)
    row = stats.record_game(game, GameInfo())
    entry = finished_game(stats, row)
    assert entry.record().actions == [str(a) for a in game.actions]
    deals = deals_of(stats, row)
    assert [d["deal"] for d in deals] == list(range(1, len(deals) + 1))
    for deal, result in zip(deals, game.deal_results, strict=False):
        assert (deal["points"], deal["opponent_points"]) == tuple(result.points)
        assert (deal["brisques"], deal["opponent_brisques"]) == tuple(result.brisques)
        assert deal["complete"]
    assert sum(d["result"] == "won" for d in deals) == entry.deals_won
    with pytest.raises(LookupError, match="no finished game number 99"):
        finished_game(stats, 99)


def test_house_rules_are_kept(play, random_game: Callable[..., GameState]) -> None:
    stats, _ = open_statistics()
    variant = preset("classic").with_switches(game_target=300, phase2_must_trump=False)
    game = random_game(variant, 5)
    row = stats.record_game(game, GameInfo())
    entry = finished_game(stats, row)
    assert entry.switches == {"game_target": 300, "phase2_must_trump": False}
    assert entry.replay().signature() == game.signature()
