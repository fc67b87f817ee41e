"""scripts/time_replay.py builds a long seeded record and times its checked replay."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from bezique_qt.engine import GameRecord, replay

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "time_replay.py"


def test_a_long_record_is_built_replayed_and_timed(tmp_path: Path) -> None:
    out = tmp_path / "long.json"
    run = subprocess.run([sys.executable, str(SCRIPT), "3000", "--out", str(out)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    record = GameRecord.loads(out.read_text(encoding="utf-8"))
    assert len(record.actions) >= 3000
    final = replay(record)
    assert not final.over and len(final.deal_results) >= 20  # many deals, the game never ends
    line = run.stdout.strip()
    assert re.fullmatch(rf"{len(record.actions)} actions, {len(final.deal_results)} deals "
                        r"replayed in [\d.]+ s of CPU \([\d.]+ s wall\): [\d,]+ actions/s", line)
    # the same record again, read from its file
    again = subprocess.run([sys.executable, str(SCRIPT), "--record", str(out)],
                           capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and again.stdout.startswith(
        f"{len(record.actions)} actions, {len(final.deal_results)} deals")
