"""The docked score sheet keeps room for its columns when the window grows.

Its first width is a share of the window (see ``session.sheet_width``); a sheet docked while
the window was small stayed narrow when the window then grew to 1280×800, and its last columns
(the players' scores) were cut behind its scroll bar.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from bezique_qt.ui.sheet.model import COLUMN_WHAT
from bezique_qt.ui.sheet.view import ScoreSheetView

# the table's frame, the panel's margins and the dock's own edges, around the columns
_AROUND = 32


def width_needed(view: ScoreSheetView) -> int:
    """How wide ``view`` must be to show every column whole, without scrolling sideways."""
    header = view.table.horizontalHeader()
    columns = sum(header.sectionSize(c) for c in range(view.model.columnCount())
                  if c != COLUMN_WHAT)
    bar = view.table.verticalScrollBar().sizeHint().width()
    return columns + view.what_width_needed() + bar + _AROUND


def widen_docked_sheet(window: QMainWindow, dock: QDockWidget, view: ScoreSheetView,
                       share: int) -> None:
    """Widen a docked, narrower sheet to what it needs, but to no more than ``share`` (its
    first width in this window): the table keeps cards large enough to read."""
    if not dock.isVisible() or dock.isFloating():
        return
    target = min(width_needed(view), share)
    if dock.width() < target:
        window.resizeDocks([dock], [target], Qt.Orientation.Horizontal)
