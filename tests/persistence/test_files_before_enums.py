"""A saved game and a preferences file written before levels, action kinds and meld types
became enums open unchanged, and saving them again writes the same bytes (the preferences
added since then with their defaults)."""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bezique_qt import __version__
from bezique_qt.engine import ActionKind, GameRecord, MeldType
from bezique_qt.levels import Level
from bezique_qt.persistence import (
    load_preferences,
    open_game,
    save_game,
    save_preferences,
)
from bezique_qt.persistence import saves as saves_module

BEFORE = Path(__file__).parent / "data" / "before-enums"
SAVED_AT = datetime(2026, 11, 24, 16, 0, 0, tzinfo=UTC)  # when the file was written


def test_a_game_saved_before_opens_and_saves_again_byte_for_byte(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    golden = (BEFORE / "rubicon-expert.bezique").read_text(encoding="utf-8")
    saved = open_game(BEFORE / "rubicon-expert.bezique")
    assert saved.info.opponent_level is Level.EXPERT
    assert saved.state.actions and {type(a.kind) for a in saved.state.actions} == {ActionKind}
    assert {type(m.type) for melds in saved.state.scored for m in melds} == {MeldType}
    monkeypatch.setattr(saves_module, "_now", lambda: SAVED_AT)
    path = save_game(tmp_path / "again", GameRecord.of(saved.state), saved.info)
    expected = golden.replace('"app_version": "0.1.0"', f'"app_version": "{__version__}"')
    assert path.read_text(encoding="utf-8") == expected
    # the level given as its plain word or as the member is written the same
    as_word = dataclasses.replace(saved.info, opponent_level="expert")
    path = save_game(tmp_path / "word", GameRecord.of(saved.state), as_word)
    assert path.read_text(encoding="utf-8") == expected


def test_preferences_written_before_load_and_save_again_byte_for_byte(tmp_path: Path) -> None:
    golden = (BEFORE / "preferences.json").read_bytes()
    (tmp_path / "preferences.json").write_bytes(golden)
    prefs, messages = load_preferences(path=tmp_path / "preferences.json")
    assert messages == [] and prefs.opponent_level is Level.HARD
    written = save_preferences(prefs, path=tmp_path / "again.json")
    # every setting of the old file is written again as it was; the settings added since
    # then (asking before a claim is cancelled, the memory aid) come with their defaults
    before, again = json.loads(golden), json.loads(written.read_bytes())
    assert {k: again[k] for k in before} == before
    added = {k: again[k] for k in again if k not in before}
    assert added == {"ask_before_cancelling": True, "memory_aid": False}
    # and the file as it is written now reads back and saves again byte for byte
    prefs_again, messages = load_preferences(path=written)
    assert messages == []
    assert save_preferences(prefs_again, path=tmp_path / "third.json").read_bytes() == \
        written.read_bytes()

