"""Telling the player things without stopping play: a banner above the table, and message boxes
that open without blocking the event loop (the computer keeps thinking, tests keep running)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QWidget,
)

from bezique_qt.words.i18n import tr

BANNER_STYLE = """
QFrame#message-banner { background: #fff3c4; border: 1px solid #d9b84a; border-radius: 4px; }
QFrame#message-banner QLabel { color: #3a2f00; background: transparent; }
QFrame#message-banner QToolButton { color: #3a2f00; border: none; font-weight: bold;
                                    padding: 2px 6px; }
QFrame#message-banner QToolButton:hover { background: #f0dc8c; }
"""


class MessageBanner(QToolBar):
    """A strip above the table listing sentences for the player (a damaged file kept aside,
    an autosave that failed). It stays until dismissed and never takes the keyboard focus."""

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Messages"), parent)
        self.setObjectName("message-bar")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not offered in the toolbars' menu
        self.frame = QFrame()
        self.frame.setObjectName("message-banner")
        self.frame.setStyleSheet(BANNER_STYLE)
        layout = QHBoxLayout(self.frame)
        layout.setContentsMargins(10, 6, 4, 6)
        self.label = QLabel()
        self.label.setObjectName("message-text")
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # names and paths: never markup
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.installEventFilter(self)
        layout.addWidget(self.label, 1)
        self.close_button = QToolButton()
        self.close_button.setText(tr("Dismiss"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setToolTip(tr("Hide these messages"))
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.addWidget(self.frame)
        self._messages: list[str] = []
        self.hide()

    def install(self, window: QMainWindow) -> None:
        """Put the banner on its own row below the window's toolbars."""
        window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)
        self.hide()

    @property
    def messages(self) -> list[str]:
        """The sentences shown now."""
        return list(self._messages)

    def add_messages(self, messages: Iterable[str]) -> None:
        """Show ``messages`` (each a sentence) below those already shown."""
        new = [m for m in messages if m and m not in self._messages]
        if not new:
            return
        self._messages.extend(new)
        self.label.setText("\n".join(self._messages))
        self.show()
        self._fit()

    def add_message(self, message: str) -> None:
        self.add_messages([message])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _fit(self) -> None:
        # A toolbar does not lay out height-for-width: give the label the height its text
        # needs at the width it has.
        # (QLabel.heightForWidth wraps at about 80 characters whatever the width.)
        width = self.label.width() if self.label.width() > 50 else max(300, self.width() - 120)
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
        text = self.label.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), flags,
                                                     self.label.text())
        height = text.height() + 2
        if height != self.label.height():
            self.label.setFixedHeight(height)

    def dismiss(self) -> None:
        self._messages.clear()
        self.label.clear()
        self.hide()
        self.dismissed.emit()


def open_message(parent: QWidget, title: str, text: str, *, name: str,
                 icon: QMessageBox.Icon = QMessageBox.Icon.Information,
                 details: str = "", done: Callable[[], None] | None = None) -> QMessageBox:
    """Open a message box over ``parent`` without blocking (window-modal); it deletes itself
    when closed. ``name`` is its object name (tests find it by that)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName(name)
    box.setTextFormat(Qt.TextFormat.PlainText)  # (file names and texts from files are never markup)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if details:
        box.setDetailedText(details)
    if done is not None:
        box.finished.connect(lambda _result: done())
    box.open()
    return box


def open_question(parent: QWidget, title: str, text: str, *, name: str,
                  yes: Callable[[], object]) -> QMessageBox:
    """Open a Yes/No question over ``parent`` without blocking (window-modal); ``yes`` runs
    when the answer is Yes (from the event loop, just after the box has closed). No is the
    default (and what Escape answers). The box deletes itself when closed; ``name`` is its
    object name (tests find it by that)."""
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
    box.setObjectName(name)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)

    def answered(_result: int) -> None:
        if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
            # Once the box has finished closing: ``yes`` may open a modal dialog, and the box
            # must not be deleted under its own click.
            QTimer.singleShot(0, parent, yes)

    box.finished.connect(answered)
    box.open()
    return box


def open_error(parent: QWidget, title: str, text: str, *, name: str = "error-message",
               details: str = "") -> QMessageBox:
    """:func:`open_message` with a warning icon, for a sentence saying what went wrong."""
    return open_message(parent, title, text, name=name, icon=QMessageBox.Icon.Warning,
                        details=details)
