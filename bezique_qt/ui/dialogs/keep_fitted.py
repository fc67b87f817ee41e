"""A dialog that keeps its texts whole when the font grows, and the control just clicked
where the mouse is.

Switching large print in Preferences makes every text larger at once: the dialog must grow
for its check boxes' sentences to stay whole, and as it grew from its top left corner, the
box the player had just ticked slid away from under the mouse. This grows the dialog (within
its screen) and moves it so that the ``anchor`` stays where it was.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtWidgets import QWidget


class KeepFitted(QObject):
    """Installed on ``dialog``: after a font change it fits its contents again, ``anchor``
    kept in place on the screen."""

    def __init__(self, dialog: QWidget, anchor: QWidget) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._anchor = anchor
        self._where: QPoint | None = None
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._dialog and event.type() == QEvent.Type.Show:
            QTimer.singleShot(0, self, self.fit)  # (Qt opens a dialog at most 2/3 of a screen)
        elif watched is self._dialog and event.type() == QEvent.Type.FontChange:
            if self._where is None and self._dialog.isVisible():
                self._where = self._anchor.mapToGlobal(QPoint(0, 0))
            QTimer.singleShot(0, self, self.fit)
        return False

    def fit(self) -> None:
        """Grow to show every text whole (no larger than the screen), the anchor in place."""
        dialog = self._dialog
        layout = dialog.layout()
        if layout is not None:
            layout.activate()
        wanted = dialog.sizeHint().expandedTo(dialog.size())
        screen = dialog.screen()
        if screen is not None:
            wanted = wanted.boundedTo(screen.availableGeometry().size())
        dialog.resize(wanted)
        if layout is not None:
            layout.activate()
        if self._where is not None:
            dialog.move(dialog.pos() + self._where - self._anchor.mapToGlobal(QPoint(0, 0)))
            self._where = None
