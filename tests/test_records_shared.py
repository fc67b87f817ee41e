"""The record format people share (``docs/records.md``): one file a game that ``replay``,
``review``, ``sheet``, ``verify`` and the table's Open all read, in each of its forms; one deal
copied out of a game replays as it was played; ``bezique-qt verify`` run as a user runs it."""

from __future__ import annotations

import codecs
import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bezique_qt.engine import GameRecord, GameState, replay, variant_from
from bezique_qt.engine.share import DEAL_OF_GAME, deal_record
from bezique_qt.export.load import load_sheets
from bezique_qt.persistence.records import read_record_file
from bezique_qt.persistence.saves import parse_game


def _game(preset_id: str = "classic", deals: int = 2, seed: int | None = None) -> GameState:
    """A fresh game played at random until ``deals`` deals are over (or it ends)."""
    st = GameState.new_game(variant_from(preset_id, {}), seed)
    rng = random.Random(preset_id)
    while not st.over and len(st.deal_results) < deals:
        if st.deal_over:
            st.next_deal()
            continue
        st.apply(rng.choice(st.legal_actions()))
    return st


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return GameRecord.of(_game())


def _forms(record: GameRecord) -> dict[str, bytes]:
    """The same game in every form of the documented format."""
    bare = record.dumps()
    saved = {"format": "bezique-qt-saved-game", "version": 1, "title": "t",
             "record": record.to_json()}
    as_text = {**saved, "record": bare}
    return {"record": bare.encode(), "saved game": json.dumps(saved).encode(),
            "record kept as text": json.dumps(as_text).encode(),
            "with a byte-order mark": codecs.BOM_UTF8 + bare.encode()}


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bezique_qt", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("form", ["record", "saved game", "record kept as text",
                                  "with a byte-order mark"])
def test_every_reader_reads_every_form_of_the_format(form: str, record: GameRecord,
                                                     tmp_path: Path) -> None:
    path = tmp_path / "game.bezique"
    path.write_bytes(_forms(record)[form])
    end = replay(record).signature()
    assert replay(read_record_file(path)).signature() == end  # replay, review, verify
    assert parse_game(path.read_bytes()).state.signature() == end  # the table's Open
    assert len(load_sheets(str(path))) == 1  # sheet
    for command in (["replay", str(path)], ["verify", str(path)],
                    ["review", str(path), "--deal", "1", "--budget", "1", "--no-face-up"]):
        result = _run(*command, cwd=tmp_path)
        assert result.returncode == 0, (command, result.stderr)


def test_verify_says_which_games_check_carry_no_commitments_or_were_changed(
        record: GameRecord, tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(record.dumps())
    result = _run("verify", str(good), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "was fixed before its first card was played" in result.stdout
    assert "never sees your hidden cards" in result.stdout

    earlier = GameRecord.of(_game(seed=7)).to_json()  # as an earlier version wrote it
    del earlier["commitments"]
    old = tmp_path / "old.json"
    old.write_text(json.dumps({**earlier, "version": 1}))
    result = _run("verify", str(old), cwd=tmp_path)
    assert result.returncode == 3
    assert "carries no commitments" in result.stdout

    data: dict[str, Any] = record.to_json()
    data["commitments"][1]["seed"] += 1
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(data))
    result = _run("verify", str(changed), "--json", cwd=tmp_path)
    assert result.returncode == 4
    verdict = json.loads(result.stdout)
    assert (verdict["verdict"], verdict["deal"], verdict["reason"]) == ("refused", 2,
                                                                        "commitment")
    assert verdict["message"].startswith("Deal 2 was changed")

    result = _run("verify", str(tmp_path / "missing.json"), cwd=tmp_path)
    assert result.returncode == 2 and "there is no such file" in result.stderr


@pytest.mark.parametrize(("preset_id", "seed", "earlier"), [
    ("classic", None, False), ("three_handed", None, False), ("six_pack", 3, False),
    ("classic", 3, True), ("six_pack", 3, True)])
def test_a_deal_copied_out_of_its_game_replays_as_it_was_played(
        preset_id: str, seed: int | None, earlier: bool, tmp_path: Path) -> None:
    """Sealed deals and deals of games recorded before deals were sealed (the six-pack
    dealer's lifted packet comes from the game's seed then)."""
    st = _game(preset_id, deals=2, seed=seed)
    record = GameRecord.of(st)
    if earlier:
        record.commitments = []
    for number, result in enumerate(st.deal_results, 1):
        copied = deal_record(record, number)
        path = tmp_path / f"deal-{number}.json"
        path.write_text(copied.dumps())  # what a friend pastes into a file
        again = read_record_file(path)
        assert again.extra[DEAL_OF_GAME] == number
        played = replay(again)
        mine = played.deal_results[-1]
        keys = ("dealer", "points", "brisques", "last_trick")
        assert ({k: getattr(mine, k) for k in keys}
                == {k: getattr(result, k) for k in keys})
        assert parse_game(path.read_bytes()).state.signature() == played.signature()
        if not earlier:  # a sealed deal keeps its seal and checks on its own
            result_run = _run("verify", str(path), cwd=tmp_path)
            assert result_run.returncode == 0, result_run.stderr


def test_the_record_readers_do_not_load_qt(runs_without_qt: Callable, tmp_path: Path) -> None:
    runs_without_qt("import bezique_qt.persistence.records, bezique_qt.engine.verify, "
                    "bezique_qt.engine.share, bezique_qt.cli.verify\n", cwd=tmp_path)


@pytest.mark.parametrize("preset_id", ["classic", "four_handed_partners"])
def test_verify_accepts_the_records_a_match_writes(preset_id: str, tmp_path: Path) -> None:
    folder = tmp_path / "records"
    result = _run("match", "--variant", preset_id, "--a", "novice", "--b", "novice",
                  "--deals", "1", "--seed", "3", "--records", str(folder), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    written = sorted(folder.iterdir())
    assert written
    for path in written:
        assert json.loads(path.read_text())["commitments"]
        checked = _run("verify", str(path), cwd=tmp_path)
        assert checked.returncode == 0, (path.name, checked.stdout, checked.stderr)
