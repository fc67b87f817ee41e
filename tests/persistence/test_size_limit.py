"""A game that was saved is a game that opens: writing a saved game, the autosave or a finished
game kept for counting refuses, with a sentence, what opening would refuse for its size (more
actions than a game record holds, or a file over ``MAX_FILE_BYTES``), and keeps the file it
would have replaced."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord, GameState, RecordError, preset
from bezique_qt.engine import record as engine_record
from bezique_qt.persistence import GameInfo, Locations, WriteError
from bezique_qt.persistence import saves as saves_module


def _game_of(actions: int) -> GameState:
    """A game of Classic to a target no game reaches, played at random to ``actions``
    actions (the games a saved file with another target can lead to)."""
    game = GameState.new_game(preset("classic").with_switches(game_target=10**9), seed=3,
                              names=["Ann", "Computer"])
    rng = random.Random(3)
    while len(game.actions) < actions:
        if game.deal_over:
            game.next_deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
    return game


def _one_more(game: GameState) -> GameRecord:
    """The record of ``game`` and one more action."""
    longer = game.clone()
    if longer.deal_over:
        longer.next_deal()
    longer.apply(random.Random(5).choice(longer.legal_actions()))
    return GameRecord.of(longer)


def test_at_the_real_limit_both_sides_agree(locations: Locations) -> None:
    """A record of exactly MAX_ACTIONS actions is written and its length accepted by the
    reader; one more is refused by both, the writer in a sentence, keeping the last autosave.
    (The actions are not played here: a game that long takes minutes and gigabytes to play at
    random; the test below plays both sides through with the limit made small.)"""
    limit = engine_record.MAX_ACTIONS
    record = GameRecord.of(_game_of(10))
    record.actions = (record.actions * (limit // len(record.actions) + 1))[:limit]
    data = saves_module.game_bytes(record, GameInfo(), locations.autosave_file, "the autosave")
    assert len(data) <= saves_module.MAX_FILE_BYTES
    assert len(GameRecord.from_json(json.loads(data)).actions) == limit

    store.write_autosave(GameRecord.of(_game_of(10)), GameInfo())
    before = locations.autosave_file.read_bytes()
    record.actions.append(record.actions[0])
    with pytest.raises(RecordError, match="the record is too long to be a game"):
        GameRecord.from_json(record.to_json())
    for write in (lambda: store.write_autosave(record, GameInfo()),
                  lambda: store.save_game(locations.data_dir / "longer", record),
                  lambda: store.keep_pending(record, GameInfo())):
        with pytest.raises(WriteError) as refused:
            write()
        assert "the game has 200,001 actions, more than the 200,000 a saved game can " \
               "hold. Nothing was changed." in str(refused.value)
    assert str(refused.value).startswith("Could not save the finished game to ")
    assert locations.autosave_file.read_bytes() == before
    assert not (locations.data_dir / "longer.bezique").exists()
    assert not locations.pending_dir.exists() or not list(locations.pending_dir.iterdir())


def test_the_writers_refuse_more_actions_than_opening_takes(
        locations: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same single limit on both sides (made small here: the slow test above plays it at
    its real size)."""
    game = _game_of(300)
    monkeypatch.setattr(engine_record, "MAX_ACTIONS", 300)
    store.write_autosave(GameRecord.of(game), GameInfo())
    saved, messages = store.load_autosave()
    assert messages == [] and saved is not None and len(saved.record.actions) == 300
    longer = _one_more(game)
    with pytest.raises(WriteError, match="the game has 301 actions, more than the 300 a "
                                         "saved game can hold"):
        store.write_autosave(longer, GameInfo())
    # opening refuses the same record, had it been written
    with pytest.raises(RecordError, match="the record is too long to be a game"):
        GameRecord.from_json(longer.to_json())
    saved, _messages = store.load_autosave()
    assert saved is not None and len(saved.record.actions) == 300


@pytest.mark.parametrize("writer", ["autosave", "saved game", "finished game"])
def test_the_writers_refuse_a_file_larger_than_opening_reads(
        writer: str, locations: Locations, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game_of(200)
    record = GameRecord.of(game)
    info = GameInfo()
    path = locations.data_dir / "game.bezique"

    def write() -> Path:
        if writer == "autosave":
            store.write_autosave(record, info)
            return locations.autosave_file
        if writer == "saved game":
            return store.save_game(path, record, info)
        return store.keep_pending(record, info)

    size = write().stat().st_size
    # exactly the limit: written, and opened
    monkeypatch.setattr(saves_module, "MAX_FILE_BYTES", size)
    written = write()
    assert store.open_game(written).record.actions == record.actions
    # one byte under it: refused in a sentence, the file on disk unchanged and still opened
    monkeypatch.setattr(saves_module, "MAX_FILE_BYTES", size - 1)
    before = written.read_bytes()
    with pytest.raises(WriteError) as refused:
        write()
    assert str(refused.value).endswith(
        f"it would take {size:,} bytes, more than the {size - 1:,} bytes a saved game can "
        "hold. Nothing was changed.")
    assert written.read_bytes() == before
