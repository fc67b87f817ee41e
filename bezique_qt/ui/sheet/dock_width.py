"""The docked score sheet keeps room for its columns when the window grows.

Its first width is a share of the window (see ``panel.sheet_width``); a sheet docked while
the window was small stayed narrow when the window then grew to 1280×800, and its last columns
(the players' scores) were cut behind its scroll bar. Where even its texts wrapped word by
word do not fit in that share (large print at 1024×640), it takes what they need, up to
:data:`MOST_SHARE` of the window: the scores are worth a slightly smaller table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from bezique_qt.ui.sheet.model import COLUMN_WHAT
from bezique_qt.ui.sheet.view import ScoreSheetView

# the table's frame, the panel's margins and the dock's own edges, around the columns
_AROUND = 32
MOST_SHARE = 0.4  # of the window's width, the most a docked sheet takes for its columns


def width_needed(view: ScoreSheetView, *, wrapped: bool = False) -> int:
    """How wide ``view`` must be to show every column whole, without scrolling sideways
    (``wrapped``: its What column's texts wrapped word by word)."""
    header = view.table.horizontalHeader()
    columns = sum(header.sectionSize(c) for c in range(view.model.columnCount())
                  if c != COLUMN_WHAT)
    bar = view.table.verticalScrollBar().sizeHint().width()
    return columns + view.what_width_needed(wrapped=wrapped) + bar + _AROUND


def widen_docked_sheet(window: QMainWindow, dock: QDockWidget, view: ScoreSheetView,
                       share: int) -> None:
    """Widen a docked, narrower sheet to what it needs, but to no more than ``share`` (its
    first width in this window) unless its columns need more even with its texts wrapped:
    the table keeps cards large enough to read."""
    if not dock.isVisible() or dock.isFloating():
        return
    room = max(share, min(width_needed(view, wrapped=True), round(window.width() * MOST_SHARE)))
    target = min(width_needed(view), room)
    if dock.width() < target:
        window.resizeDocks([dock], [target], Qt.Orientation.Horizontal)
