"""The calls the program makes, in the order the package docstring gives them: a game is
autosaved after every action, survives a crash, is resumed, finished, counted once, and can be
reopened from the finished games."""

from __future__ import annotations

import dataclasses
import random

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord, GameState, replay


def _start_up() -> tuple[store.Preferences, store.Statistics, store.SavedGame | None]:
    prefs, messages = store.load_preferences()
    stats, more = store.open_statistics()
    saved, even_more = store.load_autosave()
    assert messages + more + even_more == []
    return prefs, stats, saved


def _play(game: GameState, info: store.GameInfo, rng: random.Random, actions: int) -> None:
    for _ in range(actions):
        if game.over:
            return
        if game.deal_over:
            game.next_deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
        store.write_autosave(GameRecord.of(game), info)


def test_a_session_a_crash_and_a_resumed_game(locations: store.Locations) -> None:
    prefs, stats, saved = _start_up()
    assert saved is None
    prefs = dataclasses.replace(prefs, variant="one_pack_32", opponent_level="hard")
    store.save_preferences(prefs)

    info = store.GameInfo(opponent_level=prefs.opponent_level)
    game = GameState.new_game(prefs.rules(), seed=42, names=[prefs.player_name, "Computer"])
    rng = random.Random(42)
    _play(game, info, rng, 40)
    stats.close()
    # the program stops here without warning

    prefs, stats, saved = _start_up()
    assert prefs.variant == "one_pack_32" and saved is not None and not saved.state.over
    assert saved.info == info
    resumed = replay(saved.record, undoable=True)
    assert resumed.signature() == game.signature()
    _play(resumed, saved.info, rng, 10**6)
    assert resumed.over
    stats.close()
    # and stops again after the last autosave, before the game was counted

    prefs, stats, saved = _start_up()
    assert saved is not None and saved.state.over
    stats.record_game(saved.state, saved.info, record=saved.record)
    store.clear_autosave()
    assert stats.record_game(saved.state, saved.info) == 1, "counted once"
    assert stats.overall().games == 1 and stats.summary()[0].opponent_level == "hard"

    (finished,) = store.finished_games(stats)
    assert finished.replay().signature() == resumed.signature()
    assert store.load_autosave() == (None, [])
