"""Games for three and four in the statistics and saved files: counted apart from the games
for two, the player's side against the best of the others, every seat's level kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord, GameState
from bezique_qt.persistence import GameInfo, Locations, open_statistics
from bezique_qt.persistence.errors import SaveFileError
from bezique_qt.persistence.saves import default_title, game_document, open_game, save_game


@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners"])
def test_a_finished_game_of_three_or_four_is_counted_apart(
        variant: str, locations: Locations, play) -> None:
    stats, _messages = open_statistics()
    two: GameState = play("classic", 1)
    many: GameState = play(variant, 2)
    assert many.over
    stats.record_game(two, GameInfo(opponent_level="easy"))
    seat = 2  # the last to play after the dealer, a partner in partnerships
    stats.record_game(many, GameInfo(opponent_level="easy", seat_levels=("easy",) * (
        many.variant.players - 1)), seat=seat)
    rows = {s.variant: s for s in stats.summary()}
    assert set(rows) == {"classic", variant}
    summary = rows[variant]
    assert summary.games == 1
    side = many.variant.side_of(seat)
    assert (summary.won == 1) == (many.winner == side)
    others = max(g for i, g in enumerate(many.game_points) if i != side)
    assert summary.average_score == many.game_points[side]
    assert summary.average_opponent_score == others
    assert rows["classic"].games == 1
    (name,) = stats.connection.execute(
        "SELECT opponent_name FROM games WHERE variant = ?", (variant,)).fetchone()
    assert name == ", ".join(n for p, n in enumerate(many.names) if p != seat)
    # the deals: the side's points against the best other side's
    deal_rows = stats.connection.execute(
        "SELECT deal, player_points, opponent_points FROM deals JOIN games "
        "ON deals.game_id = games.id WHERE variant = ? ORDER BY deal", (variant,)).fetchall()
    first = many.deal_results[0].points
    sums = [sum(first[p] for p in s) for s in many.variant.sides]
    assert deal_rows[0] == (1, sums[side], max(v for i, v in enumerate(sums) if i != side))
    with pytest.raises(ValueError):
        stats.record_game(many, GameInfo(), seat=many.variant.players)
    stats.close()


def test_a_saved_game_of_three_keeps_every_seats_level(tmp_path: Path, play) -> None:
    game: GameState = play("three_handed", 4, max_actions=40, names=["Ann", "Bo", "Cy"])
    info = GameInfo(opponent_level="easy", seat_levels=("easy", "expert"))
    path = save_game(tmp_path / "three", GameRecord.of(game), info)
    saved = open_game(path)
    assert saved.info.seat_levels == ("easy", "expert")
    assert saved.state.signature() == game.signature()
    assert default_title(saved.record) == "Three-handed: Ann v Bo v Cy"
    # a game for two writes no seats' levels: its files are as before
    two: GameState = play("classic", 4, max_actions=10)
    assert "seat_levels" not in game_document(GameRecord.of(two), GameInfo())
    # a damaged list is refused with a sentence, nothing read
    data = json.loads(path.read_text())
    data["seat_levels"] = ["easy", "grandmaster"]
    bad = tmp_path / "bad.bezique"
    bad.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="seats' levels"):
        open_game(bad)
