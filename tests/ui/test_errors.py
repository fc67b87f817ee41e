"""Unexpected errors show a dialog that offers a bug report; Help > Report a problem."""

from __future__ import annotations

import sys
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord
from bezique_qt.ui.errors import ErrorDialog, install_excepthook
from bezique_qt.ui.session import session_of
from bezique_qt.ui.window import MainWindow


@pytest.fixture
def window_with_hook(open_app_window: Callable) -> Iterator[MainWindow]:
    window = open_app_window("--seed", "4")
    glue = session_of(window)
    assert glue is not None
    uninstall = install_excepthook(glue.record, lambda: window)
    yield window
    uninstall()


def choose_folder(wait_shown: Callable, parent: object, folder: Path) -> None:
    dialog = wait_shown(parent, QFileDialog, "bug-report-folder")
    dialog.setDirectory(str(folder))
    dialog.selectFile(str(folder))
    dialog.accept()


def report_in(qtbot: QtBot, folder: Path) -> Path:
    qtbot.waitUntil(lambda: any(folder.glob("bezique-qt-bug-*.zip")), timeout=10_000)
    return next(folder.glob("bezique-qt-bug-*.zip"))


@pytest.mark.qt_no_exception_capture
def test_an_unexpected_error_offers_a_bug_report(qtbot: QtBot, window_with_hook: MainWindow,
                                                 driver_for: Callable, wait_shown: Callable,
                                                 tmp_path: Path) -> None:
    window = window_with_hook
    driver_for(window).wait_for_human()

    def broken_slot() -> None:
        raise RuntimeError("injected failure")

    QTimer.singleShot(0, window, broken_slot)  # Qt hands the exception to sys.excepthook
    dialog = wait_shown(window, ErrorDialog, "unexpected-error")
    assert isinstance(dialog, ErrorDialog)
    assert "RuntimeError: injected failure" in dialog.informativeText()
    assert "broken_slot" in dialog.detailedText()
    log = store.current_log_file()
    assert log is not None and "injected failure" in log.read_text()

    # a second error while the dialog is open is logged, not stacked
    sys.excepthook(ValueError, ValueError("second"), None)
    assert len([d for d in window.findChildren(ErrorDialog) if d.isVisible()]) == 1

    folder = tmp_path / "reports"
    folder.mkdir()
    dialog.report_button.click()
    choose_folder(wait_shown, window, folder)
    report = report_in(qtbot, folder)
    with zipfile.ZipFile(report) as archive:
        names = archive.namelist()
        assert "game-record.json" in names and "bezique-qt.log" in names
        assert "injected failure" in archive.read("note.txt").decode()
        record = GameRecord.loads(archive.read("game-record.json").decode())
    assert record.seed == "4"
    saved = wait_shown(window, QMessageBox, "bug-report-saved")
    assert str(report) in saved.text()


def test_report_a_problem_from_the_help_menu(qtbot: QtBot, open_app_window: Callable,
                                            wait_shown: Callable, tmp_path: Path) -> None:
    window = open_app_window("--seed", "4")
    glue = session_of(window)
    assert glue is not None
    assert glue.report_action in window.help_menu.actions()
    glue.report_action.trigger()
    choose_folder(wait_shown, window, tmp_path)
    with zipfile.ZipFile(report_in(qtbot, tmp_path)) as archive:
        assert {"about.json", "game-record.json"} <= set(archive.namelist())
