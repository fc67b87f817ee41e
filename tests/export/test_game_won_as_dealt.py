"""The score sheet of a game won by the dealer's turned-up seven, from a record written before
such records replayed to their end: the game is over, never "in progress"."""

from __future__ import annotations

import shutil
from pathlib import Path

from bezique_qt.engine import GameRecord
from bezique_qt.export import ROW_HEADING, sheet_from_record
from bezique_qt.export.text import sheet_text

from .test_command import _run

OLD_RECORD = (Path(__file__).parents[1] / "engine" / "data" / "game-won-by-turned-up-seven"
              / "record.json")


def test_the_sheet_gives_the_result() -> None:
    sheet = sheet_from_record(GameRecord.loads(OLD_RECORD.read_text(encoding="utf-8")))
    assert sheet.over and sheet.winner == 1
    assert sheet.game_points == (280, 400)
    assert sheet.result == "Computer wins, 400 to 280, reaching 400 during deal 4."
    last = sheet.deals[-1]
    heading = last.rows[0]
    assert heading.style == ROW_HEADING and heading.deal == 4
    assert heading.what.endswith("(turn-up 7\u2663) \u00b7 the game ended during this deal")
    assert "in progress" not in sheet_text(sheet)


def test_the_commands_give_the_result(tmp_path: Path) -> None:
    record = tmp_path / "record.json"
    shutil.copy(OLD_RECORD, record)
    sheet = _run("sheet", str(record), "--html", "-", cwd=tmp_path)
    assert sheet.returncode == 0, sheet.stderr
    assert "in progress" not in sheet.stdout
    assert "Computer wins, 400 to 280, reaching 400 during deal 4." in sheet.stdout
    replayed = _run("replay", str(record), cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    assert "Winner: Computer" in replayed.stdout
    assert "not finished" not in replayed.stdout
