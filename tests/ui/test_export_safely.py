"""The window's exports are written whole or not at all: a failing disk or a PDF that Qt could
not finish gives a sentence and leaves no cut-off file (the earlier file stays as it was)."""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameState, preset
from bezique_qt.export import files, sheet_from_state
from bezique_qt.ui.sheet import render
from bezique_qt.ui.sheet.view import ScoreSheetWindow


def finished_game() -> GameState:
    state = GameState.new_game(preset("one_pack_32"), seed=4, names=["Ann", "Computer"])
    while not state.over:
        if state.deal_over:
            state.next_deal()
        else:
            state.apply(state.legal_actions()[0])
    return state


@pytest.fixture
def sheet_window(qtbot: QtBot, tmp_path: Path) -> ScoreSheetWindow:
    window = ScoreSheetWindow(sheet_from_state(finished_game()), export_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    return window


def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk reports it is full when the written file is synced (as it does when space is
    only found to be missing at that moment)."""
    def full(_path: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(files, "_fsync", full)


@pytest.mark.parametrize("kind", ["pdf", "png", "html", "csv"])
def test_a_full_disk_leaves_the_earlier_file_and_says_why(
        kind: str, sheet_window: ScoreSheetWindow, tmp_path: Path, wait_shown: Callable,
        monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / f"sheet.{kind}"
    target.write_bytes(b"the earlier export")
    disk_full(monkeypatch)
    view = sheet_window.view
    assert not view.export(kind, target)
    error = wait_shown(view, QMessageBox, "error-message")
    assert error.text() == (f"The score sheet could not be written to {target}: No space left "
                            "on device.")
    error.accept()
    assert target.read_bytes() == b"the earlier export"
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]  # no temporary file
    monkeypatch.undo()
    assert view.export(kind, target)
    assert target.read_bytes() != b"the earlier export"


class UnfinishedPainter(QPainter):
    """A painter whose device reports that it could not finish the output."""

    def end(self) -> bool:
        super().end()
        return False


def test_a_pdf_qt_could_not_finish_is_not_written(sheet_window: ScoreSheetWindow,
                                                  tmp_path: Path, wait_shown: Callable,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "QPainter", UnfinishedPainter)
    target = tmp_path / "sheet.pdf"
    view = sheet_window.view
    assert not view.export("pdf", target)
    error = wait_shown(view, QMessageBox, "error-message")
    assert "the PDF could not be finished" in error.text()
    error.accept()
    assert not any(tmp_path.iterdir())
