"""The autosave: written after every action, the one before kept, and a game to resume even
when the newest autosave is damaged or its writer was killed in the middle of writing."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import (
    GameInfo,
    Locations,
    clear_autosave,
    has_autosave,
    load_autosave,
    write_autosave,
)
from bezique_qt.persistence.preferences import VERSION as PREFERENCES_VERSION

from .conftest import REPO


def _records(play, n: int) -> list[GameRecord]:
    game = play("classic", 11, n)
    full = GameRecord.of(game)
    return [GameRecord(full.variant, full.switches, full.seed, full.first_dealer, full.decks,
                       full.players, full.actions[:i]) for i in range(1, n + 1)]


def _files(locations: Locations) -> list[str]:
    return sorted(os.listdir(locations.data_dir))


def test_nothing_to_resume(locations: Locations) -> None:
    assert load_autosave() == (None, [])
    assert not has_autosave()
    clear_autosave()
    assert not locations.data_dir.exists()


def test_newest_autosave_resumes(locations: Locations, play) -> None:
    info = GameInfo(opponent_level="expert", practice=True)
    records = _records(play, 5)
    for record in records:
        write_autosave(record, info)
    assert _files(locations) == ["autosave.json", "autosave.prev.json"]
    saved, messages = load_autosave()
    assert messages == [] and saved is not None
    assert saved.record.actions == records[-1].actions
    assert saved.info == info and saved.path == locations.autosave_file
    assert saved.title == "Classic: South v North"
    previous = json.loads(locations.autosave_previous_file.read_text())
    assert previous["record"]["actions"] == records[-2].actions


def test_damaged_newest_resumes_from_the_previous(locations: Locations, play) -> None:
    records = _records(play, 3)
    for record in records:
        write_autosave(record)
    text = locations.autosave_file.read_text()
    locations.autosave_file.write_text(text[: len(text) // 2])
    saved, messages = load_autosave()
    assert saved is not None and saved.record.actions == records[-2].actions
    assert messages[0].startswith("The autosave could not be used: it is not valid JSON")
    assert messages[1].startswith(f"It was kept as {locations.autosave_file}.bad-")
    assert messages[2] == ("The game resumes from the autosave before it, so the last action "
                           "may be missing.")
    # the next action's autosave must not push the damaged file over the good previous one
    write_autosave(records[-1])
    assert load_autosave()[0].record.actions == records[-1].actions  # type: ignore[union-attr]
    kept = [n for n in _files(locations) if ".bad-" in n]
    assert len(kept) == 1 and (locations.data_dir / kept[0]).read_text() == text[: len(text) // 2]


def test_illegal_newest_resumes_from_the_previous(locations: Locations, play) -> None:
    records = _records(play, 4)
    for record in records:
        write_autosave(record)
    data = json.loads(locations.autosave_file.read_text())
    data["record"]["actions"][-1] = "play AS1"
    locations.autosave_file.write_text(json.dumps(data))
    saved, messages = load_autosave()
    assert saved is not None and saved.record.actions == records[-2].actions
    assert messages[0].startswith("The autosave could not be used: its game does not replay: "
                                  "action 4 ('play AS1')")


def test_writer_stopped_between_the_two_renames(locations: Locations, play) -> None:
    records = _records(play, 2)
    for record in records:
        write_autosave(record)
    # what the disk holds when the writer dies after moving the newest aside
    locations.autosave_file.replace(locations.autosave_previous_file)
    saved, messages = load_autosave()
    assert saved is not None and saved.record.actions == records[-1].actions
    assert messages == ["The last autosave was not finished; the game resumes from the one "
                        "before it, so the last action may be missing."]


def test_both_damaged(locations: Locations, play) -> None:
    for record in _records(play, 2):
        write_autosave(record)
    locations.autosave_file.write_text("{")
    locations.autosave_previous_file.write_bytes(b"\x00\xff")
    saved, messages = load_autosave()
    assert saved is None
    assert messages[-1] == "There is no game to resume."
    assert [n.split(".bad-")[0] for n in _files(locations)] == ["autosave.json",
                                                                "autosave.prev.json"]
    assert load_autosave() == (None, [])


def test_newer_autosave_is_kept(locations: Locations, play) -> None:
    write_autosave(_records(play, 1)[0])
    data = json.loads(locations.autosave_file.read_text())
    locations.autosave_file.write_text(json.dumps(data | {"version": PREFERENCES_VERSION + 1}))
    saved, messages = load_autosave()
    assert saved is None and "newer version of Bezique" in messages[0]
    assert _files(locations)[0].startswith("autosave.json.newer-")


def test_clear_removes_both_and_leftovers(locations: Locations, play) -> None:
    for record in _records(play, 2):
        write_autosave(record)
    (locations.data_dir / ".autosave.json.x1.tmp").write_text("partial")
    (locations.data_dir / "statistics.sqlite3").write_text("not ours to touch")
    assert has_autosave()
    clear_autosave()
    assert _files(locations) == ["statistics.sqlite3"]
    assert load_autosave() == (None, [])


_WRITER = """
    import sys
    from bezique_qt.engine import GameRecord
    from bezique_qt.persistence import GameInfo, Locations, write_autosave
    from pathlib import Path
    full = GameRecord.loads(Path(sys.argv[1]).read_text())
    where = Locations.under(Path(sys.argv[2]))
    info = GameInfo(title="killed", game_id="kill-test")
    n = 0
    while True:
        n += 1
        size = min(n, len(full.actions))
        record = GameRecord(full.variant, full.switches, full.seed, full.first_dealer,
                            full.decks, full.players, full.actions[:size])
        write_autosave(record, info, where)
        print(size, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_writer_killed_at_random_moments(tmp_path: Path, play) -> None:
    """Kill -9 a process that autosaves in a loop, 20 times at random moments: the autosave
    (or the one before it) always loads and is a prefix of the game being written."""
    game = play("classic", 21)
    full = GameRecord.of(game)
    source = tmp_path / "full.json"
    source.write_text(full.dumps())
    where = Locations.under(tmp_path / "home")
    rng = random.Random(20250301)
    for _ in range(20):
        writer = subprocess.Popen(
            [sys.executable, "-c", textwrap.dedent(_WRITER), str(source), str(tmp_path / "home")],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert writer.stdout is not None
        lines = rng.randint(2, 40)
        last = 0
        for _ in range(lines):
            last = int(writer.stdout.readline())
        writer.send_signal(signal.SIGKILL)
        writer.wait(timeout=30)
        assert writer.returncode == -signal.SIGKILL
        saved, messages = load_autosave(where)
        assert saved is not None, messages
        actions = saved.record.actions
        assert actions == full.actions[: len(actions)]
        assert saved.info.game_id == "kill-test"
        # the write reported last had finished: whichever file loads is that one or newer
        assert len(actions) >= last
        assert messages in ([], ["The last autosave was not finished; the game resumes from "
                                 "the one before it, so the last action may be missing."])
        leftovers = set(os.listdir(where.data_dir)) - {"autosave.json", "autosave.prev.json"}
        assert all(n.startswith(".autosave.json.") and n.endswith(".tmp") for n in leftovers)
    clear_autosave(where)
    assert os.listdir(where.data_dir) == []
