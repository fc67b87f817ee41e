"""``bezique-qt sheet`` on a record whose player's name holds a lone surrogate (``"\\ud800"``
in JSON): the name is repaired on reading, the sheet is written, no traceback."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt.engine import GameRecord, GameState


def _command() -> list[str]:
    installed = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    return [installed] if installed else [sys.executable, "-m", "bezique_qt"]


@pytest.mark.parametrize("kind", ["--csv", "--html"])
def test_sheet_of_a_record_with_a_lone_surrogate_name(tmp_path: Path, kind: str,
                                                      random_game: Callable[..., GameState]
                                                      ) -> None:
    game = random_game("one_pack_32", 1, names=["Ann", "Bob"])
    data = GameRecord.of(game).to_json()
    data["players"] = ["Ann\ud800", "Bob"]
    (tmp_path / "record.json").write_text(json.dumps(data))
    out = tmp_path / f"sheet{kind.replace('--', '.')}"
    result = subprocess.run([*_command(), "sheet", "record.json", kind, out.name],
                            cwd=tmp_path, capture_output=True, text=True, timeout=120,
                            encoding="utf-8")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "Ann\ufffd" in out.read_text(encoding="utf-8-sig")
