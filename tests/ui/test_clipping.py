"""Nothing on the table or beside it is cut at the sizes players use: 1024×640 with the score
sheet docked, in French, in large print."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.persistence import Preferences
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.large_print import set_large_font
from bezique_qt.ui.sheet.model import COLUMN_WHAT
from bezique_qt.words.i18n import install_translators

from .conftest import glue, open_preferences, resize_and_wait

FRENCH_PROMPT = "À vous : jouez une carte sur la levée."


def _fits(label: object) -> bool:
    box: QRectF = label.boundingRect()  # type: ignore[attr-defined]
    used = QFontMetricsF(label.font()).boundingRect(  # type: ignore[attr-defined]
        box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        | int(Qt.TextFlag.TextWordWrap), str(label.text))  # type: ignore[attr-defined]
    return used.height() <= box.height() and used.width() <= box.width()


def test_the_prompt_fits_its_box_beside_the_docked_sheet_in_large_print(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable) -> None:
    window = open_app_window("--seed", "12")
    driver_for(window).wait_for_human()
    window.set_large_print(True)
    glue(window).sheet_dock.show()
    resize_and_wait(qtbot, window, 1024, 640)
    prompt = window.scene.prompt
    prompt.set_text(FRENCH_PROMPT)
    assert _fits(prompt), "the prompt runs out of its box"
    assert prompt.font().pixelSize() >= 15  # still a prompt, not small print


def test_the_docked_sheets_buttons_are_whole_in_french(
        qtbot: QtBot, qapp: QApplication, open_app_window: Callable,
        driver_for: Callable) -> None:
    store.save_preferences(Preferences(language="fr", large_print=True))
    try:
        window = open_app_window("--seed", "12")
        driver_for(window).wait_for_human()
        sheet = glue(window).sheet_view
        glue(window).sheet_dock.show()
        resize_and_wait(qtbot, window, 1024, 640)
        qtbot.waitUntil(lambda: sheet.isVisible() and sheet.width() > 0, timeout=5000)
        assert sheet.preview_button.text().startswith("Aperçu avant impression")
        for button in (sheet.print_button, sheet.preview_button, sheet.export_button):
            assert button.width() >= button.sizeHint().width(), button.text()
            where = button.mapTo(sheet, QPoint(0, 0))
            assert sheet.rect().contains(QRect(where, button.size())), button.text()
    finally:
        install_translators(qapp, "en")


def test_the_docked_sheets_trick_column_holds_its_heading_in_large_print(
        qtbot: QtBot, qapp: QApplication, open_app_window: Callable,
        driver_for: Callable) -> None:
    store.save_preferences(Preferences(language="fr", large_print=True))
    try:
        window = open_app_window("--seed", "12")
        driver_for(window).wait_for_human()
        sheet = glue(window).sheet_view
        glue(window).sheet_dock.show()
        resize_and_wait(qtbot, window, 1024, 640)
        qtbot.waitUntil(lambda: sheet.isVisible() and sheet.width() > 0, timeout=5000)
        header = sheet.table.horizontalHeader()
        title = str(sheet.model.headerData(0, Qt.Orientation.Horizontal))
        assert title == "Levée"
        assert header.sectionSize(0) >= header.fontMetrics().horizontalAdvance(title) + 8
    finally:
        install_translators(qapp, "en")


def test_a_sheet_docked_in_a_small_window_widens_with_it(qtbot: QtBot,
                                                         open_app_window: Callable,
                                                         driver_for: Callable) -> None:
    """Docked while the window was small, the sheet has room for every column once the
    window is 1280×800: its players' columns are not cut behind a sideways scroll."""
    window = open_app_window("--seed", "12")
    driver_for(window).wait_for_human()
    resize_and_wait(qtbot, window, 900, 600)
    sheet = glue(window).sheet_view
    glue(window).sheet_dock.show()
    qtbot.waitUntil(lambda: sheet.isVisible() and sheet.model.rowCount() > 0, timeout=5000)
    resize_and_wait(qtbot, window, 1280, 800)
    bar = sheet.table.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == 0, timeout=3000)
    assert window.view.width() >= 800  # the table keeps most of the window


def _whole(dialog: PreferencesDialog) -> list[str]:
    """The check boxes of ``dialog`` whose sentence is cut."""
    return [box.text() for box in dialog.findChildren(QCheckBox)
            if box.isVisible() and box.width() < box.sizeHint().width()]


def test_ticking_large_print_keeps_the_box_under_the_mouse_and_every_label_whole(
        qtbot: QtBot, qapp: QApplication, open_app_window: Callable,
        wait_shown: Callable) -> None:
    store.save_preferences(Preferences(language="fr"))
    try:
        window = open_app_window("--seed", "12")
        dialog = open_preferences(window, wait_shown)
        qtbot.waitUntil(lambda: not _whole(dialog), timeout=3000)
        box = dialog.large_print_box
        point = QPoint(8, box.height() // 2)
        before = box.mapToGlobal(point)
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=point)
        assert box.isChecked() and window.scene.large_print
        qtbot.waitUntil(lambda: dialog.width() >= dialog.sizeHint().width() or not _whole(
            dialog), timeout=3000)
        qtbot.waitUntil(lambda: not _whole(dialog), timeout=3000)
        assert (box.mapToGlobal(point) - before).manhattanLength() <= 2, (
            "the box moved from under the mouse")
        dialog.reject()
    finally:
        set_large_font(False)
        install_translators(qapp, "en")


def test_the_scoreboards_names_keep_their_size_in_large_print_in_french(
        qtbot: QtBot, qapp: QApplication, open_app_window: Callable,
        driver_for: Callable) -> None:
    store.save_preferences(Preferences(language="fr", large_print=True))
    try:
        window = open_app_window("--seed", "12", "--variant", "classic")
        driver_for(window).wait_for_human()
        glue(window).sheet_dock.show()
        resize_and_wait(qtbot, window, 1024, 640)
        board = window.scene.scoreboard
        assert board.board.names == ("Vous", "Ordinateur")
        fonts = board.name_fonts()
        # "Ordinateur" as large as "Vous": not shrunk, nor cut short
        assert {f.pixelSize() for f in fonts} == {fonts[0].pixelSize()}
        _label, _col_label, cols, _value = board._columns()
        for name, font, col in zip(board.board.names, fonts, cols, strict=True):
            assert QFontMetricsF(font).horizontalAdvance(name) <= col - 8, name
        assert board.figures_fit()
    finally:
        install_translators(qapp, "en")



def _sheet_shows_every_column_whole(qtbot: QtBot, window: object) -> None:
    """The docked sheet of ``window`` shows its last column without scrolling sideways, and
    the Score column's texts whole (wrapped into rows tall enough to hold them)."""
    sheet = glue(window).sheet_view
    table = sheet.table
    qtbot.waitUntil(lambda: sheet.isVisible() and sheet.model.rowCount() > 0, timeout=5000)
    header = table.horizontalHeader()
    columns = sheet.model.columnCount()
    qtbot.waitUntil(lambda: header.sectionViewportPosition(columns - 1)
                    + header.sectionSize(columns - 1) <= table.viewport().width(), timeout=3000)
    assert table.horizontalScrollBar().maximum() == 0
    what = header.sectionSize(COLUMN_WHAT)
    for row in range(sheet.model.rowCount()):
        index = sheet.model.index(row, COLUMN_WHAT)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if not text or table.columnSpan(row, COLUMN_WHAT) > 1:
            continue
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetricsF(font if font is not None else table.font())
        used = metrics.boundingRect(QRectF(0, 0, what - 8, 100_000),
                                    int(Qt.TextFlag.TextWordWrap), text)
        assert used.width() <= what - 8 and used.height() <= table.rowHeight(row), text


def test_the_docked_sheet_of_four_shows_every_players_column_at_1024x640(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable) -> None:
    """A narrow docked sheet of four players wraps its Score column's texts rather than push
    the players' columns out of sight behind a sideways scroll."""
    window = open_app_window("--seed", "3", "--variant", "four_handed_partners")
    driver_for(window).wait_for_human()
    glue(window).sheet_dock.show()
    resize_and_wait(qtbot, window, 1024, 640)
    _sheet_shows_every_column_whole(qtbot, window)


def test_the_docked_sheet_in_large_print_shows_the_computers_column_at_1024x640(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable) -> None:
    """In large print even the wrapped sheet is wider than its first share of the window: it
    takes the room its columns need (up to two fifths of the window)."""
    store.save_preferences(Preferences(large_print=True))
    try:
        window = open_app_window("--seed", "3", "--variant", "classic")
        driver_for(window).wait_for_human()
        glue(window).sheet_dock.show()
        resize_and_wait(qtbot, window, 1024, 640)
        _sheet_shows_every_column_whole(qtbot, window)
        assert window.view.width() >= 1024 * 0.55  # the table keeps most of the window
    finally:
        set_large_font(False)
