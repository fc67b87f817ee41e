"""The score sheet on screen: a table of every scoring event, deal totals and the running score,
with buttons to print it, preview the print, and export it as PDF, CSV, HTML or PNG.

:class:`ScoreSheetView` is the widget (the live Score Sheet panel beside the table, and the
review of a finished game); :class:`ScoreSheetWindow` shows one finished game's sheet in a
window of its own.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine import GameState
from bezique_qt.export import ScoreSheet, sheet_from_state
from bezique_qt.export.csv import write_csv
from bezique_qt.export.html import write_html
from bezique_qt.export.size import MAX_PNG_LINES, SheetTooLong
from bezique_qt.export.split_sheet import with_splits
from bezique_qt.ui.kept_reviews import tell_set_aside
from bezique_qt.ui.messages import open_error, open_message
from bezique_qt.ui.sheet.button_row import ButtonRow
from bezique_qt.ui.sheet.model import (
    COLUMN_CARDS,
    COLUMN_FIRST_PLAYER,
    COLUMN_SECOND_PLAYER,
    COLUMN_TRICK,
    COLUMN_WHAT,
    ScoreSheetModel,
)
from bezique_qt.words.game import standing_words, state_standing_words
from bezique_qt.words.i18n import tr, tr_noop

_log = logging.getLogger(__name__)


def _write_pdf(sheet: ScoreSheet, path: Path) -> None:
    from bezique_qt.ui.sheet.render import write_pdf

    write_pdf(sheet, path)


def _write_png(sheet: ScoreSheet, path: Path) -> None:
    from bezique_qt.ui.sheet.render import write_png

    write_png(sheet, path)


# kind → (menu text, file filter, suffix, writer); the texts in English, shown with tr(text)
EXPORTS: dict[str, tuple[str, str, str, Callable[[ScoreSheet, Path], Any]]] = {
    "pdf": (tr_noop("PDF document…"), tr_noop("PDF documents (*.pdf)"), "pdf", _write_pdf),
    "csv": (tr_noop("CSV for a spreadsheet…"), tr_noop("CSV files (*.csv)"), "csv",
            lambda sheet, path: write_csv(sheet, path)),
    "html": (tr_noop("Web page (HTML)…"), tr_noop("Web pages (*.html *.htm)"), "html",
             lambda sheet, path: write_html(sheet, path)),
    "png": (tr_noop("PNG image…"), tr_noop("PNG images (*.png)"), "png", _write_png),
}


def file_stem(sheet: ScoreSheet) -> str:
    """A file name (without suffix) for a sheet: ``Bezique Ann v Computer 2025-03-01``."""
    name = f"Bezique {' v '.join(sheet.players)} {datetime.now():%Y-%m-%d}"
    return re.sub(r'[\\/:*?"<>|]+', "-", name).strip()


def open_print_dialog(sheet: ScoreSheet, parent: QWidget) -> QDialog:
    """Ask for a printer without blocking; the sheet is printed when the player accepts."""
    from bezique_qt.ui.sheet.render import new_printer, paint_on_printer

    printer = new_printer(sheet)
    dialog = QPrintDialog(printer, parent)
    dialog.setObjectName("print-dialog")
    dialog.setWindowTitle(tr("Print score sheet"))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.printer_ = printer  # type: ignore[attr-defined]  # the dialog only borrows it
    dialog.accepted.connect(lambda: paint_on_printer(sheet, printer))
    # PySide6 binds only QPrintDialog.open(receiver, member): QDialog's own open() shows it
    # window-modal without blocking.
    QDialog.open(dialog)
    return dialog


def open_preview(sheet: ScoreSheet, parent: QWidget) -> QDialog:
    """Open the print preview of ``sheet`` without blocking; its button prints."""
    from bezique_qt.ui.sheet.render import SheetPreviewDialog

    dialog = SheetPreviewDialog(sheet, parent)
    dialog.setObjectName("print-preview")
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.resize(820, 900)
    dialog.open()
    return dialog


class ScoreSheetView(QWidget):
    """A score sheet as a table, with Print…, Print preview… and Export… buttons.

    ``export_dir`` is the folder the export dialogs open in (default: the home folder).
    """

    def __init__(self, parent: QWidget | None = None, *, export_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.reviews: Callable[[], Sequence[Any]] = tuple
        """The deal reviews printed and exported after the sheet (the stored ones, as
        :class:`~bezique_qt.ai.review.GameReview`; none by default)."""
        self.splits: Callable[[], Sequence[Any]] = tuple
        """The deals' splits between the cards and the play known for the game shown
        (:class:`~bezique_qt.ai.split.DealSplit`; none by default), shown after the deals."""
        self.setAutoFillBackground(True)  # opaque over the table's felt when docked
        self.export_dir = export_dir or Path.home()
        self._standing: str | None = None  # where the game on the table stands, in words
        self.model = ScoreSheetModel(parent=self)
        self.table = QTableView()
        self.table.setObjectName("score-sheet-table")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)  # only the rows spanning several columns need it
        self.table.setAlternatingRowColors(False)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.table.horizontalHeader()
        # Fixed: a deal's heading, spanning the row, sits in the trick column's first cell.
        header.setSectionResizeMode(COLUMN_TRICK, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(COLUMN_TRICK, self.fontMetrics().horizontalAdvance("Trick") + 18)
        # the What column fills the room there is, or is as wide as its texts need and the
        # table scrolls (see _fit_columns): a cell is never cut short
        header.setSectionResizeMode(COLUMN_WHAT, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(self._fit_rows)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.setSectionResizeMode(COLUMN_CARDS, QHeaderView.ResizeMode.ResizeToContents)
        self._size_player_columns()
        self.model.modelReset.connect(self._after_change)
        self.model.rowsInserted.connect(self._after_change)
        self.model.rowsRemoved.connect(self._after_change)
        self.model.dataChanged.connect(self._after_change)
        copy = QShortcut(QKeySequence.StandardKey.Copy, self.table)
        copy.activated.connect(self.copy_selection)

        self.result = QLabel()
        self.result.setObjectName("score-sheet-result")
        self.result.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
        self.result.setWordWrap(True)
        self.print_button = QPushButton(tr("Print…"))
        self.print_button.clicked.connect(self.print_sheet)
        self.preview_button = QPushButton(tr("Print preview…"))
        self.preview_button.clicked.connect(self.preview)
        self.export_button = QToolButton()
        self.export_button.setText(tr("Export"))
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.export_button)
        self.export_actions = {}
        for kind, (text, _filter, _suffix, _writer) in EXPORTS.items():
            action = menu.addAction(tr(text))
            action.triggered.connect(lambda _checked=False, kind=kind: self.ask_export(kind))
            self.export_actions[kind] = action
        self.export_button.setMenu(menu)
        self.buttons = ButtonRow([self.print_button, self.preview_button, self.export_button])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.result)
        layout.addWidget(self.buttons)
        self._set_enabled()

    # ------------------------------------------------------------------ contents
    def sheet(self) -> ScoreSheet | None:
        return self.model.sheet()

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        self._standing = None
        self.model.set_sheet(sheet)
        self._after_change()

    def set_state(self, state: GameState, *, date: Any = None) -> None:
        """Show the score sheet of ``state`` as it stands (rows change in place)."""
        try:
            splits = tuple(self.splits())
        except Exception:  # splits that cannot be read are missing; the sheet is shown
            _log.exception("the deals' splits could not be read")
            splits = ()
        self.model.set_sheet(with_splits(sheet_from_state(state, date=date), splits,
                                         state.variant.sides))
        self._standing = state_standing_words(state)
        self._after_change()

    def _after_change(self, *_args: object) -> None:
        self.table.clearSpans()
        for row, column, rows, columns in self.model.spans():
            self.table.setSpan(row, column, rows, columns)
        self._fit_columns()
        sheet = self.model.sheet()
        if sheet is None:
            self.result.setText(tr("No game yet."))
        elif sheet.over:
            self.result.setText(sheet.result)
        else:
            standing = self._standing
            if standing is None:
                deal = sheet.deals[-1] if sheet.deals else None
                standing = standing_words(
                    sheet.players, sheet.game_points, deal.number if deal else 1,
                    deal.points if deal else (0, 0), deal_over=bool(deal and deal.finished),
                    counted_at_end=sheet.rubicon_scoring)
            self.result.setText(tr("In progress. {standing}").format(standing=standing))
        self._set_enabled()

    def _metrics(self, index: QModelIndex) -> QFontMetrics:
        font = index.data(Qt.ItemDataRole.FontRole)
        return QFontMetrics(font if isinstance(font, QFont) else self.table.font())

    def what_width_needed(self, *, wrapped: bool = False) -> int:
        """How wide the What column must be for its own texts to show whole on one line
        (a deal's heading and the totals, which span several columns, wrap instead); with
        ``wrapped``, for their longest word (the texts then wrap, see :meth:`_fit_columns`)."""
        spanned = {row for row, _column, _rows, _columns in self.model.spans()}
        title = str(self.model.headerData(COLUMN_WHAT, Qt.Orientation.Horizontal) or "")
        need = self.table.fontMetrics().horizontalAdvance(title) + 24
        for row in range(self.model.rowCount()):
            if row in spanned:
                continue
            index = self.model.index(row, COLUMN_WHAT)
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            metrics = self._metrics(index)
            for part in text.split() if wrapped else [text]:
                need = max(need, metrics.horizontalAdvance(part) + 16)
        return need

    def _size_player_columns(self) -> None:
        """Each player's column (two, three or four) as wide as its contents."""
        header = self.table.horizontalHeader()
        count = max(COLUMN_SECOND_PLAYER + 1, self.model.columnCount())
        for column in range(COLUMN_FIRST_PLAYER, count):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def _fit_columns(self) -> None:
        """Stretch the What column over the room there is, unless its texts need more: then
        it takes what they need and the sheet scrolls sideways (a narrow docked panel). The
        rows spanning several columns grow to hold their text in as many lines as it needs."""
        header = self.table.horizontalHeader()
        self._size_player_columns()
        # the trick column as wide as its heading in the language and the size shown ("Levée"
        # in large print was cut)
        title = str(self.model.headerData(COLUMN_TRICK, Qt.Orientation.Horizontal) or "")
        header.resizeSection(COLUMN_TRICK, header.fontMetrics().horizontalAdvance(title) + 18)
        for column in (COLUMN_CARDS, *range(COLUMN_FIRST_PLAYER, self.model.columnCount())):
            self.table.resizeColumnToContents(column)
        need = self.what_width_needed()
        others = sum(header.sectionSize(c) for c in range(self.model.columnCount())
                     if c != COLUMN_WHAT)
        room = self.table.viewport().width()
        if others + need <= room:
            header.setSectionResizeMode(COLUMN_WHAT, QHeaderView.ResizeMode.Stretch)
        else:
            # narrow (a docked panel, four players): the texts wrap, word by word, so that
            # the players' columns stay in sight; only where even a word does not fit does
            # the sheet scroll sideways
            header.setSectionResizeMode(COLUMN_WHAT, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(COLUMN_WHAT,
                                 max(self.what_width_needed(wrapped=True), room - others))
        self._fit_rows()

    def _fit_rows(self, *_args: object) -> None:
        """Each row as tall as its wrapped text needs: the rows spanning several columns,
        and the What column's where it is narrower than its texts."""
        header = self.table.horizontalHeader()
        usual = self.table.verticalHeader().defaultSectionSize()
        spans = {row: (column, columns) for row, column, _rows, columns in self.model.spans()}
        narrow = header.sectionSize(COLUMN_WHAT) < self.what_width_needed()
        for row in range(self.model.rowCount()):
            column, columns = spans.get(row, (COLUMN_WHAT, 1))
            if row not in spans and not narrow:
                if self.table.rowHeight(row) != usual:
                    self.table.setRowHeight(row, usual)
                continue
            index = self.model.index(row, column)
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            width = sum(header.sectionSize(c) for c in range(column, column + columns)) - 8
            used = self._metrics(index).boundingRect(
                QRect(0, 0, max(1, width), 100_000), int(Qt.TextFlag.TextWordWrap), text)
            self.table.setRowHeight(row, max(usual, used.height() + 8))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def _set_enabled(self) -> None:
        has_sheet = self.model.sheet() is not None
        for widget in (self.print_button, self.preview_button, self.export_button):
            widget.setEnabled(has_sheet)

    def copy_selection(self) -> None:
        """Copy the selected cells (all when none) as tab-separated text for a spreadsheet."""
        selected = self.table.selectionModel().selectedIndexes()
        text = self.model.tsv(selected or None)
        QGuiApplication.clipboard().setText(text)

    # ------------------------------------------------------------------ printing
    def printable(self) -> ScoreSheet | None:
        """The sheet as printed and exported: with the deal reviews there are (:attr:`reviews`)."""
        sheet = self.model.sheet()
        if sheet is None:
            return None
        try:
            found = self.reviews()
            reviews = tuple(found)
        except Exception:  # a review that cannot be read is not printed; the sheet is
            _log.exception("the deal reviews could not be read")
            found, reviews = (), ()
        tell_set_aside(self, found)
        return replace(sheet, reviews=reviews) if reviews else sheet

    def print_sheet(self) -> QDialog | None:
        """Ask for a printer (without blocking); print when the player accepts."""
        sheet = self.printable()
        return open_print_dialog(sheet, self) if sheet is not None else None

    def preview(self) -> QDialog | None:
        """Open the print preview (without blocking)."""
        sheet = self.printable()
        return open_preview(sheet, self) if sheet is not None else None

    # ------------------------------------------------------------------ exporting
    def ask_export(self, kind: str) -> QFileDialog | None:
        """Ask where to export the sheet as ``kind`` (``pdf``, ``csv``, ``html``, ``png``)."""
        sheet = self.model.sheet()
        if sheet is None:
            return None
        text, file_filter, suffix, _writer = EXPORTS[kind]
        dialog = QFileDialog(self, tr("Export the score sheet as {format}").format(
            format=tr(text).rstrip("…")), str(self.export_dir), tr(file_filter))
        dialog.setObjectName("export-dialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(suffix)
        dialog.selectFile(f"{file_stem(sheet)}.{suffix}")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.export(kind, Path(path)))
        dialog.open()
        return dialog

    def export(self, kind: str, path: Path) -> bool:
        """Write the sheet to ``path`` as ``kind``; a failure is shown as a sentence."""
        sheet = self.printable()
        if sheet is None:
            return False
        writer = EXPORTS[kind][3]
        try:
            writer(sheet, path)
        except SheetTooLong as error:
            open_error(self, tr("Export failed"), tr(
                "The score sheet is too long for one image ({lines} lines; a PNG holds at most "
                "{most}): export it as a PDF document instead, page by page.").format(
                    lines=error.lines, most=MAX_PNG_LINES))
            return False
        except OSError as error:
            reason = error.strerror or str(error)
            open_error(self, tr("Export failed"),
                       tr("The score sheet could not be written to {path}: {reason}.").format(
                           path=path, reason=reason))
            return False
        self.export_dir = path.parent
        _log.info("score sheet exported to %s", path)
        open_message(self, tr("Score sheet exported"),
                     tr("The score sheet was saved as {path}.").format(path=path),
                     name="export-done")
        return True


class ScoreSheetWindow(QDialog):
    """The score sheet of one game in a window of its own (e.g. a finished game)."""

    def __init__(self, sheet: ScoreSheet, parent: QWidget | None = None, *,
                 export_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score-sheet-window")
        self.setWindowTitle(tr("Score sheet — {title}").format(title=sheet.short_title()))
        self.resize(720, 640)
        # "Variant:" in English, "Variante :" in French (a space before the colon)
        self.header = QLabel("<br>".join(
            f"<b>{escape(tr('{name}:').format(name=label))}</b> {escape(value)}"
            for label, value in sheet.header))
        self.header.setWordWrap(True)
        self.view = ScoreSheetView(self, export_dir=export_dir)
        self.view.set_sheet(sheet)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
