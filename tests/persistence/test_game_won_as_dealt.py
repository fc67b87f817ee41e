"""A game won by the dealer's turned-up seven (the game ends as a deal is dealt, with no action
of that deal) is kept, counted and replayed as the finished game it is."""

from __future__ import annotations

import random
import shutil
from datetime import UTC, datetime
from pathlib import Path

from bezique_qt.engine import STEP_DEAL_OVER, GameRecord, GameState, variant_from
from bezique_qt.engine.events import S_SEVEN
from bezique_qt.persistence import (
    GameInfo,
    Locations,
    deals_of,
    finished_game,
    finished_games,
    load_autosave,
    open_game,
    open_statistics,
    save_game,
    write_autosave,
)
from bezique_qt.persistence.pending import count_pending, keep_pending, pending_files

OLD_COPY = Path(__file__).parent / "data" / "game-won-by-turned-up-seven" / "pending.json"


def won_as_dealt() -> GameState:
    """Classic to 400, seed 10, played at random: in the fourth deal the dealer's turned-up
    seven of trumps brings him from 390 to 400."""
    rng = random.Random(10)
    game = GameState.new_game(variant_from("classic", {"game_target": 400}), 10,
                              names=["Ada", "Computer"])
    while not game.over:
        if game.step == STEP_DEAL_OVER:
            game.next_deal()
            assert game.over or game.deal_index < 3, "the fourth deal should end the game"
            continue
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    assert game.deal_index == 3 and game.history[-1].kind == S_SEVEN
    return game


def test_a_kept_copy_is_counted_as_the_game_counted_at_once(locations: Locations,
                                                            tmp_path: Path) -> None:
    """The copy kept when the statistics cannot be written (a full disk, a locked database)
    counts exactly as the live game would have."""
    game = won_as_dealt()
    info = GameInfo(opponent_level="hard", started_at=datetime(2026, 3, 1, 20, 0, tzinfo=UTC))
    keep_pending(GameRecord.of(game), info, locations)
    stats, _ = open_statistics(locations)
    with stats:
        assert count_pending(stats, locations) == (1, [])
        assert pending_files(locations) == []
        assert not list(locations.pending_dir.iterdir()), "nothing set aside"
        kept = finished_games(stats)[0]
        kept_deals = deals_of(stats, kept.id)
        replayed = finished_game(stats, kept.id).replay()
    direct, _ = open_statistics(path=tmp_path / "direct.sqlite3")
    with direct:
        row = direct.record_game(game, info)
        at_once = finished_game(direct, row)
        assert deals_of(direct, row) == kept_deals
    assert (kept.result, kept.player_score, kept.opponent_score) == ("lost", 280, 400)
    assert (kept.result, kept.player_score, kept.opponent_score, kept.deals, kept.deals_won) \
        == (at_once.result, at_once.player_score, at_once.opponent_score, at_once.deals,
            at_once.deals_won)
    assert replayed.over and replayed.winner == 1
    assert replayed.signature() == game.signature()


def test_a_copy_kept_before_is_counted_not_set_aside(locations: Locations) -> None:
    """A kept copy written by the program before its records replayed to such an end."""
    locations.pending_dir.mkdir(parents=True)
    shutil.copy(OLD_COPY, locations.pending_dir / OLD_COPY.name)
    stats, _ = open_statistics(locations)
    with stats:
        assert count_pending(stats, locations) == (1, [])
        assert not list(locations.pending_dir.iterdir())
        [kept] = finished_games(stats)
    assert kept.game_id == "turned-up-seven-400"
    assert (kept.player_name, kept.opponent_name) == ("Ada", "Computer")
    assert (kept.result, kept.player_score, kept.opponent_score) == ("lost", 280, 400)


def test_a_saved_game_opens_finished(tmp_path: Path) -> None:
    game = won_as_dealt()
    path = save_game(tmp_path / "won", GameRecord.of(game), GameInfo())
    opened = open_game(path)
    assert opened.state.over and opened.state.winner == 1
    assert opened.state.game_points == [280, 400]


def test_its_autosave_is_a_finished_game_to_count(locations: Locations) -> None:
    """The program stopped before counting it: the next start counts it instead of offering
    to resume a game that has ended."""
    game = won_as_dealt()
    write_autosave(GameRecord.of(game), GameInfo(), locations)
    saved, messages = load_autosave(locations)
    assert messages == [] and saved is not None
    assert saved.state.over and saved.state.winner == 1
