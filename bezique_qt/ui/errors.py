"""Unexpected errors: logged with their traceback, then a dialog that offers to save a bug report
(the game record and the log in one zip) instead of the program vanishing or carrying on
silently.

``install_excepthook(record_source, parent_source)`` makes ``sys.excepthook`` do this; Qt calls
it for an exception raised in a slot or an event handler, and the program goes on running.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from bezique_qt.engine import GameRecord
from bezique_qt.persistence import PersistenceError, bug_report, current_log_file
from bezique_qt.ui.messages import open_error, open_message
from bezique_qt.words.i18n import tr

_log = logging.getLogger("bezique_qt.errors")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
RecordSource = Callable[[], GameRecord | None]
ParentSource = Callable[[], QWidget | None]


def report_folder() -> Path:
    """Where the bug-report folder dialog opens first: Documents, or the home folder."""
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    path = Path(documents) if documents else Path.home()
    return path if path.is_dir() else Path.home()


def ask_bug_report(parent: QWidget | None, record_source: RecordSource, *, note: str = ""
                   ) -> QFileDialog:
    """Ask for a folder (without blocking), then write the bug report there and say where."""
    dialog = QFileDialog(parent, tr("Save the bug report in…"), str(report_folder()))
    dialog.setObjectName("bug-report-folder")
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.fileSelected.connect(
        lambda folder: save_bug_report(parent, Path(folder), record_source, note=note))
    dialog.open()
    return dialog


def save_bug_report(parent: QWidget | None, folder: Path, record_source: RecordSource, *,
                    note: str = "") -> Path | None:
    """Write the bug report zip in ``folder``; tell the player where it went, or why not."""
    try:
        record = record_source()
    except Exception:  # the report must not fail because the game cannot be recorded
        _log.exception("the game could not be recorded for the bug report")
        record = None
    try:
        path = bug_report(record, current_log_file(), folder, note=note)
    except PersistenceError as error:
        if parent is not None:
            open_error(parent, tr("Bug report"), str(error))
        return None
    _log.info("bug report written to %s", path)
    if parent is not None:
        open_message(parent, tr("Bug report saved"),
                     tr("The bug report was saved as {path}. It holds the game so far and the "
                        "program's log; attach it to your message.").format(path=path),
                     name="bug-report-saved")
    return path


class ErrorDialog(QMessageBox):
    """Says that something went wrong and offers to save a bug report."""

    def __init__(self, error: BaseException, details: str, record_source: RecordSource,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unexpected-error")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(tr("Something went wrong"))
        what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        self.setText(tr("Bezique ran into an unexpected problem and could not finish what it "
                        "was doing."))
        self.setInformativeText(
            tr("Your game is saved after every move, so it can go on. To help fix this, save a "
               "bug report (the game so far and the program's log) and send it to the authors.")
            + f"\n\n{what}")
        self.setDetailedText(details)
        self.report_button = self.addButton(tr("Save a bug report…"),
                                            QMessageBox.ButtonRole.AcceptRole)
        self.close_button = self.addButton(QMessageBox.StandardButton.Close)
        self.setDefaultButton(self.report_button)
        self.setEscapeButton(self.close_button)
        self._record_source = record_source
        self._note = f"Unexpected error: {what}\n\n{details}"
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.buttonClicked.connect(self._clicked)

    def _clicked(self, button: object) -> None:
        if button is self.report_button:
            ask_bug_report(self.parentWidget(), self._record_source, note=self._note)


class ExceptionReporter:
    """The ``sys.excepthook`` of the desktop program (see :func:`install_excepthook`)."""

    def __init__(self, record_source: RecordSource, parent_source: ParentSource,
                 previous: ExceptHook) -> None:
        self.record_source = record_source
        self.parent_source = parent_source
        self.previous = previous
        self.dialog: ErrorDialog | None = None
        self._handling = False

    def __call__(self, kind: type[BaseException], error: BaseException,
                 tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            self.previous(kind, error, tb)
            return
        details = "".join(traceback.format_exception(kind, error, tb))
        _log.critical("unexpected error\n%s", details.rstrip())
        if self._handling or QApplication.instance() is None:
            # an error while showing the dialog, or no GUI: the standard report
            self.previous(kind, error, tb)
            return
        self._handling = True
        try:
            if self.dialog is not None and self.dialog.isVisible():
                return  # one dialog at a time; the log has every error
            parent = self.parent_source()
            self.dialog = ErrorDialog(error, details, self.record_source, parent)
            self.dialog.destroyed.connect(self._forget_dialog)
            self.dialog.open()
        except Exception:
            self.previous(*sys.exc_info())
        finally:
            self._handling = False

    def _forget_dialog(self) -> None:
        self.dialog = None


def install_excepthook(record_source: RecordSource,
                       parent_source: ParentSource) -> Callable[[], None]:
    """Make unexpected exceptions show :class:`ErrorDialog` (and log them); returns a
    function that puts the previous hook back."""
    previous = sys.excepthook
    reporter = ExceptionReporter(record_source, parent_source, previous)
    sys.excepthook = reporter

    def uninstall() -> None:
        if sys.excepthook is reporter:
            sys.excepthook = previous

    return uninstall
