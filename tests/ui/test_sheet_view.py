"""The live Score sheet panel: rows as the game goes, spans, print preview and export."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt.export import ROW_EVENT, ROW_HEADING
from bezique_qt.ui.sheet.model import STYLE_ROLE
from bezique_qt.ui.sheet.view import ScoreSheetView
from bezique_qt.ui.window import MainWindow

from .conftest import glue

ANN = "AH1 AH2 QS1 JD1 7H1 KC1 QC1 8S1"
COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"


def texts(view: ScoreSheetView) -> list[str]:
    model = view.model
    return [" | ".join(str(model.index(r, c).data() or "") for c in range(model.columnCount()))
            for r in range(model.rowCount())]


def open_sheet(open_app_window: Callable, deck_builder: Callable) -> tuple[MainWindow,
                                                                           ScoreSheetView]:
    window = open_app_window()
    deck = deck_builder(ANN, COMPUTER, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=2)
    glue(window).sheet_action.trigger()
    return window, glue(window).sheet_view


def test_the_sheet_follows_the_game(qtbot: QtBot, open_app_window: Callable,
                                    deck_builder: Callable, driver_for: Callable) -> None:
    window, view = open_sheet(open_app_window, deck_builder)
    assert glue(window).sheet_dock.isVisible()
    t = driver_for(window)
    t.wait_for_human()
    model = view.model
    assert model.rowCount() >= 1
    assert model.index(0, 0).data(STYLE_ROLE) == ROW_HEADING
    assert model.index(0, 0).data().startswith("Deal 1")
    assert view.table.columnSpan(0, 0) == 5  # the heading spans the row
    assert model.headerData(3, Qt.Orientation.Horizontal) == "You"
    before = model.rowCount()
    assert not any("bezique" in line.lower() for line in texts(view))

    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    t.choose("Declare bezique")
    qtbot.waitUntil(lambda: model.rowCount() > before, timeout=10_000)
    lines = texts(view)
    scored = [line for line in lines if "bezique" in line.lower()]
    assert scored and "40" in scored[0]
    row = lines.index(scored[0])
    assert model.index(row, 0).data(STYLE_ROLE) == ROW_EVENT
    assert view.result.text() == ("In progress. Game score: You 40, Computer 0. "
                                  "Deal 1 so far: You 40, Computer 0.")


def test_print_preview_opens(qtbot: QtBot, open_app_window: Callable, deck_builder: Callable,
                             wait_shown: Callable) -> None:
    window, view = open_sheet(open_app_window, deck_builder)
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    preview = wait_shown(view, QDialog, "print-preview")
    assert preview.windowTitle().endswith("print preview")
    preview.reject()
    qtbot.waitUntil(lambda: view.findChild(QDialog, "print-preview") is None, timeout=5000)


@pytest.mark.parametrize("answer", ["print", "cancel"])
def test_print_asks_for_a_printer_and_prints_the_sheet(
        qtbot: QtBot, open_app_window: Callable, deck_builder: Callable,
        print_to_pdf: Callable, pdf_text: Callable, tmp_path: Path, answer: str) -> None:
    """The player prints to a PDF file (the dialog's file name box, as typed), or cancels and
    nothing is printed."""
    window, view = open_sheet(open_app_window, deck_builder)
    pdf = tmp_path / "printed.pdf"
    title = print_to_pdf(lambda: qtbot.mouseClick(view.print_button, Qt.MouseButton.LeftButton),
                         pdf, answer)
    assert title == "Print score sheet"
    if answer == "print":
        text = pdf_text(pdf)
        assert "Bezique score sheet" in text and "You v Computer" in text
        assert "Deal 1 · Computer deals · trumps ♥ (turn-up K♥)" in text


def test_export_writes_a_pdf_and_a_csv(qtbot: QtBot, open_app_window: Callable,
                                       deck_builder: Callable, wait_shown: Callable,
                                       tmp_path: Path) -> None:
    window, view = open_sheet(open_app_window, deck_builder)
    view.export_actions["pdf"].trigger()
    dialog = wait_shown(view, QFileDialog, "export-dialog")
    assert dialog.defaultSuffix() == "pdf"
    dialog.selectFile(str(tmp_path / "sheet"))
    dialog.accept()
    pdf = tmp_path / "sheet.pdf"
    qtbot.waitUntil(pdf.exists, timeout=10_000)
    assert pdf.read_bytes().startswith(b"%PDF")
    done = wait_shown(view, QMessageBox, "export-done")
    assert str(pdf) in done.text()
    done.accept()

    assert view.export("csv", tmp_path / "sheet.csv")
    text = (tmp_path / "sheet.csv").read_text(encoding="utf-8-sig")
    assert text.splitlines()[0].startswith("deal,")


def test_an_export_that_cannot_be_written_says_why(qtbot: QtBot, open_app_window: Callable,
                                                   deck_builder: Callable, wait_shown: Callable,
                                                   tmp_path: Path) -> None:
    window, view = open_sheet(open_app_window, deck_builder)
    assert not view.export("html", tmp_path / "no such folder" / "sheet.html")
    error = wait_shown(view, QMessageBox, "error-message")
    assert "could not be written" in error.text()
    error.accept()
