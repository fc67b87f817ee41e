"""A row of buttons that wraps onto a second line when the panel is too narrow for it (the
score sheet docked beside the table at 1024×640, in French: "Aperçu avant impression…"
would otherwise be cut)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QWidget


class ButtonRow(QWidget):
    """``buttons`` left to right, each at its full width, as many a line as fit."""

    def __init__(self, buttons: Sequence[QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = list(buttons)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._per_line = len(self.buttons)
        self._place(self._per_line)

    def _place(self, per_line: int) -> None:
        for button in self.buttons:
            self._grid.removeWidget(button)
        for k, button in enumerate(self.buttons):
            self._grid.addWidget(button, k // per_line, k % per_line)
        for column in range(len(self.buttons) + 1):
            self._grid.setColumnStretch(column, 0)
        self._grid.setColumnStretch(per_line, 1)  # the buttons keep to the left
        self._per_line = per_line

    def _fitting(self, width: int) -> int:
        """How many buttons a line holds at ``width`` (at least one)."""
        spacing = max(0, self._grid.horizontalSpacing())
        used, count = 0, 0
        for button in self.buttons:
            used += button.sizeHint().width() + (spacing if count else 0)
            if used > width and count:
                break
            count += 1
        return max(1, count)

    def minimumSizeHint(self) -> QSize:  # a line of one button is enough
        widest = max((b.sizeHint().width() for b in self.buttons), default=0)
        return QSize(widest, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        per_line = self._fitting(event.size().width())
        if per_line != self._per_line:
            self._place(per_line)
        super().resizeEvent(event)
