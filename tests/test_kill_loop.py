"""A short run of ``scripts/kill_loop.py``: the real program, killed with SIGKILL at random
moments and right after games end, loses no finished game and no more than the last action of
the game in progress (the long run is the script itself: 50 kills; see its docstring)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from .conftest import load_script

kill_loop = load_script("kill_loop")


@pytest.mark.slow
def test_five_kills_lose_nothing(tmp_path: Path) -> None:
    profile = kill_loop.Profile(tmp_path / "profile")
    profile.create()
    totals = kill_loop.kill_loop(profile, 5, random.Random(22), max_seconds=300,
                                 verbose=False)
    assert totals["kills"] == 5
    assert totals["problems"] == 0
    final = kill_loop.final_run(profile)
    assert final.problems == []
    assert final.finished >= 1 and final.counted == final.finished and final.pending == 0

    # The check can fail: a finished game missing from the statistics is found …
    db = sqlite3.connect(profile.data / "statistics.sqlite3")
    with db:
        db.execute("DELETE FROM games WHERE id = (SELECT MIN(id) FROM games)")
    db.close()
    assert any("is lost" in problem for problem in kill_loop.check(profile).problems)
    # … and so is a game in progress whose autosave is two actions behind the journal.
    game_id, actions = kill_loop.read_journal(profile.journal).last_at
    with profile.journal.open("a") as journal:
        journal.write(f"at {game_id} {actions + 2}\n")
    assert any("were played" in problem or "not in the autosave" in problem
               for problem in kill_loop.check(profile).problems)
