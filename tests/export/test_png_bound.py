"""A PNG of a score sheet is one image: a sheet too long for one (a huge game) is refused in a
sentence that offers the PDF, at once and without drawing it, from the command line and from
the window's Export."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.export import ScoreSheet, sheet_from_record
from bezique_qt.export.size import MAX_PNG_LINES, SheetTooLong, check_png_size, sheet_lines


@pytest.fixture(scope="module")
def huge() -> GameRecord:
    """A game of Classic to a target no game reaches, 10,000 actions long (110 deals)."""
    game = GameState.new_game(preset("classic").with_switches(game_target=10**9), seed=3,
                              names=["Ann", "Computer"])
    rng = random.Random(3)
    while len(game.actions) < 10_000:
        if game.deal_over:
            game.next_deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
    return GameRecord.of(game)


def _of_lines(sheet: ScoreSheet, lines: int) -> ScoreSheet:
    """``sheet`` with its deals cut so that it has exactly ``lines`` lines."""
    summary = len(sheet.summary.rows)
    deals = []
    for deal in sheet.deals:
        room = lines - summary - sum(len(d.rows) for d in deals)
        if room <= 0:
            break
        deals.append(replace(deal, rows=deal.rows[:room]))
    cut = replace(sheet, deals=tuple(deals))
    assert sheet_lines(cut) == lines
    return cut


def test_the_bound_is_on_the_lines_of_the_sheets(huge: GameRecord) -> None:
    sheet = sheet_from_record(huge)
    assert sheet_lines(sheet) > MAX_PNG_LINES
    check_png_size(_of_lines(sheet, MAX_PNG_LINES))
    with pytest.raises(SheetTooLong) as refused:
        check_png_size(_of_lines(sheet, MAX_PNG_LINES + 1))
    assert str(refused.value) == ("the score sheet is too long for one image (1,001 lines; a "
                                  "PNG holds at most 1,000): write it as a PDF, page by page")
    # the lines of every sheet of a match count together
    half = _of_lines(sheet, MAX_PNG_LINES // 2 + 1)
    with pytest.raises(SheetTooLong):
        check_png_size([half, half])


def test_the_command_refuses_the_png_of_a_huge_game_at_once(huge: GameRecord,
                                                            tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(huge.to_json()), encoding="utf-8")
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "bezique_qt", "sheet", str(path), "--png",
                           "huge.png"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    lines = sheet_lines(sheet_from_record(huge))
    assert done.stderr == (f"bezique-qt sheet: huge.png: the score sheet is too long for one "
                           f"image ({lines:,} lines; a PNG holds at most 1,000): write it as a "
                           "PDF, page by page (--pdf F).\n")
    assert not (tmp_path / "huge.png").exists()
    assert time.monotonic() - started < 60  # (drawing it took minutes and gigabytes)


def test_the_window_refuses_the_png_of_a_huge_game_and_offers_the_pdf(
        qtbot: QtBot, huge: GameRecord, tmp_path: Path) -> None:
    from bezique_qt.ui.sheet.view import ScoreSheetWindow

    window = ScoreSheetWindow(sheet_from_record(huge), export_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    assert not window.view.export("png", tmp_path / "huge.png")
    qtbot.waitUntil(lambda: window.view.findChild(QMessageBox, "error-message") is not None)
    box = window.view.findChild(QMessageBox, "error-message")
    assert box.isVisible()
    lines = sheet_lines(sheet_from_record(huge))
    assert box.text() == (f"The score sheet is too long for one image ({lines} lines; a PNG "
                          "holds at most 1000): export it as a PDF document instead, page by "
                          "page.")
    assert not (tmp_path / "huge.png").exists()
