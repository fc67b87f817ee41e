"""Saved games: save → open gives the same game for every variant; damaged, foreign, hostile
and newer files are refused with a sentence and nothing on disk changes."""

from __future__ import annotations

import dataclasses
import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bezique_qt import __version__
from bezique_qt.engine import GameRecord, replay
from bezique_qt.persistence import (
    GameInfo,
    Locations,
    NewerVersionError,
    SaveFileError,
    open_game,
    save_game,
)
from bezique_qt.persistence.saves import MAX_FILE_BYTES, game_document

from .conftest import PRESET_IDS


@pytest.mark.parametrize("variant", PRESET_IDS)
@pytest.mark.parametrize("max_actions", [None, 37])
def test_round_trip_every_preset(tmp_path: Path, play, variant: str,
                                 max_actions: int | None) -> None:
    for seed in (1, 2):
        game = play(variant, seed, max_actions, names=["Ada", "Bezique-bot"])
        assert game.over == (max_actions is None)
        info = GameInfo(title=f"{variant} #{seed}", opponent_level="hard", practice=seed == 2)
        path = save_game(tmp_path / f"{variant}-{seed}", GameRecord.of(game), info)
        assert path.name == f"{variant}-{seed}.bezique"
        opened = open_game(path)
        assert opened.state.signature() == game.signature()
        assert opened.record.actions == [str(a) for a in game.actions]
        assert opened.info == info
        assert opened.app_version == __version__ and opened.path == path
        assert opened.saved_at is not None
        assert abs(opened.saved_at - datetime.now(UTC)) < timedelta(minutes=1)


def test_extension_and_default_title(tmp_path: Path, play) -> None:
    record = GameRecord.of(play("classic", 3, 10))
    assert save_game(tmp_path / "Tuesday.BEZIQUE", record).name == "Tuesday.BEZIQUE"
    assert save_game(tmp_path / "game.json", record).name == "game.json.bezique"
    assert open_game(tmp_path / "game.json.bezique").info.title == "Classic: South v North"


def test_overwrites_only_the_chosen_file(tmp_path: Path, play, snapshot) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    first = save_game(tmp_path / "game", GameRecord.of(play("classic", 3, 10)))
    second = save_game(first, GameRecord.of(play("classic", 3, 20)))
    assert second == first and len(open_game(first).record.actions) == 20
    assert set(snapshot(tmp_path)) == {"notes.txt", "game.bezique"}


def test_a_bare_game_record_opens(tmp_path: Path, play) -> None:
    game = play("rubicon", 4)
    path = tmp_path / "bug.json"
    path.write_text(GameRecord.of(game).dumps())
    opened = open_game(path)
    assert opened.state.signature() == game.signature()
    assert opened.saved_at is None and opened.info.started_at is None


@pytest.fixture
def document(play) -> dict[str, Any]:
    info = GameInfo(title="Friday", started_at=datetime(2025, 3, 1, 19, 40, tzinfo=UTC),
                    game_id="0123abcd")
    return game_document(GameRecord.of(play("one_pack_32", 5, 60)), info,
                         saved_at=datetime(2025, 3, 1, 20, 14, 5, tzinfo=UTC))


def _refused(path: Path, snapshot) -> str:
    before = snapshot(path.parent)
    with pytest.raises(SaveFileError) as caught:
        open_game(path)
    assert snapshot(path.parent) == before
    assert caught.value.path == path
    return str(caught.value)


def _edit(document: dict[str, Any], dotted: str, value: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(document))
    *parents, last = dotted.split(".")
    target = data
    for key in parents:
        target = target[key]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return data


@pytest.mark.parametrize(("dotted", "value", "reason"), [
    ("format", "chess-pgn", "it is not a Bezique saved game"),
    ("version", 2, "it was saved by a newer version of Bezique (format 2; this version reads "
                   "up to 1)"),
    ("version", "1", "it has no valid format version"),
    ("title", ["x"], "the title in it is not text"),
    ("title", "x" * 201, "the title in it is too long"),
    ("saved_at", "yesterday", "the time it was saved in it is not a date"),
    ("opponent_level", "godlike", "its opponent level must be one of novice, easy, medium, "
                                  "hard, expert"),
    ("practice", "no", "its practice flag must be true or false"),
    ("record", None, "its game record is damaged: this is not a Bezique game record (expected "
                     "a JSON object)"),
    ("record.version", 9, "its game record was written by a newer version of Bezique (format "
                          "9; this version reads up to 2)"),
    ("record.variant", "poker", "its rules are not valid: unknown variant 'poker'; known: "
                                "classic, hoffmann_1909, seed002_scaled, one_pack_32, rubicon, "
                                "six_pack, eight_pack"),
    ("record.switches", {"hand_size": 10**9}, "its rules are not valid: hand_size must be "
                                              "1..15"),
    ("record.actions.5", "done", "its game does not replay: action 6 ('done') is not legal "
                                 "here"),
    ("record.actions.0", "fly away", "its game does not replay: action 1 ('fly away') cannot "
                                     "be read"),
])
def test_damaged_document_is_refused(tmp_path: Path, snapshot, document: dict[str, Any],
                                     dotted: str, value: Any, reason: str) -> None:
    path = tmp_path / "game.bezique"
    path.write_text(json.dumps(_edit(document, dotted, value)))
    assert _refused(path, snapshot).startswith(f"game.bezique cannot be opened: {reason}")


def test_newer_file_is_a_newer_version_error(tmp_path: Path, document: dict[str, Any]) -> None:
    path = tmp_path / "game.bezique"
    path.write_text(json.dumps(document | {"version": 5}))
    with pytest.raises(NewerVersionError):
        open_game(path)


@pytest.mark.parametrize(("content", "reason"), [
    (b"", "it is not valid JSON (Expecting value: line 1 column 1 (char 0))"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "it is not a text file"),
    (b"[]", "it is not a Bezique saved game"),
    (b'"just text"', "it is not a Bezique saved game"),
    (b"[" * 200_000, "it is not valid JSON (maximum recursion depth exceeded"),
    (b"1" * 5000, "it is not valid JSON (Exceeds the limit (4300 digits)"),
    (b'{"format": "bezique-qt-saved-game", "title": ' + b"[" * 900 + b"]" * 900 + b"}",
     "it is nested too deeply"),
])
def test_foreign_content_is_refused(tmp_path: Path, snapshot, content: bytes,
                                    reason: str) -> None:
    path = tmp_path / "game.bezique"
    path.write_bytes(content)
    assert _refused(path, snapshot).startswith(f"game.bezique cannot be opened: {reason}")


def test_missing_folder_and_huge_files(tmp_path: Path, snapshot) -> None:
    assert _refused(tmp_path / "none.bezique", snapshot) == (
        "none.bezique cannot be opened: there is no such file.")
    (tmp_path / "dir.bezique").mkdir()
    assert _refused(tmp_path / "dir.bezique", snapshot) == (
        "dir.bezique cannot be opened: it is a folder, not a file.")
    huge = tmp_path / "huge.bezique"
    with huge.open("wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    assert _refused(huge, snapshot) == ("huge.bezique cannot be opened: it is too large "
                                        "(5.0 MB; at most 5.0 MB).")


def test_rules_the_engine_cannot_use_are_refused(tmp_path: Path, snapshot,
                                                 play_double_bezique) -> None:
    """A record whose switches replace the bezique values by an empty list is refused with a
    sentence (the engine checks its rule switches), not a crash."""
    record = GameRecord.of(play_double_bezique(1))
    data = game_document(record)
    data["record"]["switches"] = {"bezique_points": []}
    path = tmp_path / "game.bezique"
    path.write_text(json.dumps(data))
    assert _refused(path, snapshot).startswith("game.bezique cannot be opened: its rules are "
                                               "not valid: rule switch bezique_points")


# ---------------------------------------------------------------------------- fuzzing
_SETTINGS = settings(max_examples=200, deadline=None, database=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(
        st.text(max_size=8), children, max_size=3),
    max_leaves=8)


def _opens_or_refuses(folder: Path, content: bytes, snapshot) -> None:
    for stale in folder.iterdir():
        stale.unlink()
    (folder / "other.bezique").write_text("another saved game")
    path = folder / "game.bezique"
    path.write_bytes(content)
    before = snapshot(folder)
    try:
        opened = open_game(path)
    except SaveFileError as e:
        assert e.message.startswith("game.bezique cannot be opened: ") and e.message[-1] == "."
    else:
        assert opened.state.signature() == replay(opened.record).signature()
    assert snapshot(folder) == before


@_SETTINGS
@given(cut=st.integers(min_value=0), flips=st.lists(
    st.tuples(st.integers(min_value=0), st.integers(min_value=0, max_value=255)), max_size=4))
def test_truncated_and_corrupted_bytes(tmp_path: Path, snapshot, document: dict[str, Any],
                                       cut: int, flips: list[tuple[int, int]]) -> None:
    raw = bytearray(json.dumps(document, indent=1).encode())
    for at, value in flips:
        raw[at % len(raw)] = value
    folder = tmp_path / "fuzz"
    folder.mkdir(exist_ok=True)
    _opens_or_refuses(folder, bytes(raw[: cut % (len(raw) + 1)] if cut else raw), snapshot)


@_SETTINGS
@given(data=st.data())
def test_mutated_documents(tmp_path: Path, snapshot, document: dict[str, Any],
                           data: st.DataObject) -> None:
    """Replace a value anywhere in a valid document (metadata, switches, actions, decks…)."""
    doc = json.loads(json.dumps(document))
    target: Any = doc
    while True:
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        child = target[key]
        if isinstance(child, dict | list) and child and data.draw(st.booleans()):
            target = child
            continue
        target[key] = data.draw(_json_values | st.sampled_from(
            ["play QS1", "done", "classic", 10**9, -1, "QS1", {"hand_size": 40}]))
        break
    folder = tmp_path / "fuzz"
    folder.mkdir(exist_ok=True)
    _opens_or_refuses(folder, json.dumps(doc).encode(), snapshot)


def test_practice_and_level_survive(tmp_path: Path, play) -> None:
    info = GameInfo(opponent_level="novice")
    info = dataclasses.replace(info, practice=True)
    path = save_game(tmp_path / "p", GameRecord.of(play("six_pack", 8, 12)), info)
    opened = open_game(path)
    assert (opened.info.practice, opened.info.opponent_level) == (True, "novice")
    assert opened.info.game_id == info.game_id and opened.info.started_at == info.started_at


def test_saves_folder_is_in_the_data_folder(locations: Locations) -> None:
    assert locations.saves_dir.parent == locations.data_dir
    assert not os.path.exists(locations.saves_dir)
