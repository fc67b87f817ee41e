"""A Qt table model of a score sheet, for a live Score Sheet view in the program's window.

::

    model = ScoreSheetModel()
    view = QTableView()
    view.setModel(model)
    model.set_state(game)            # after every scoring event, or set_sheet(sheet)
    view.clearSpans()                # spans are the view's: set them again after a change
    for row, column, rows, columns in model.spans():
        view.setSpan(row, column, rows, columns)

Rows are those of :meth:`ScoreSheet.rows`: each deal's heading (its text in column 0, spanning
the row), the scoring events, the deal's total, in the Rubicon family the brisques, the
computation (text in column 1, spanning the rest) and the game, then the running total. The
columns are trick, score, cards and each player's points. :data:`STYLE_ROLE` gives a row's style
(``ROW_*`` of :mod:`.sheet`) so a view or delegate can draw headings and totals its own way;
:meth:`ScoreSheetModel.tsv` turns a selection into text a spreadsheet pastes as cells.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from bezique_qt.engine import GameState
from bezique_qt.export import (
    ROW_BRISQUES,
    ROW_COMPUTATION,
    ROW_HEADING,
    ScoreSheet,
    SheetRow,
    sheet_from_state,
)
from bezique_qt.export.style import GREEN, MUTED, TINT
from bezique_qt.words.i18n import tr, tr_noop

STYLE_ROLE = Qt.ItemDataRole.UserRole + 1  # the row's style, a ROW_* string
DEAL_ROLE = Qt.ItemDataRole.UserRole + 2  # the row's deal number (from 1)
COLUMN_TRICK, COLUMN_WHAT, COLUMN_CARDS, COLUMN_FIRST_PLAYER, COLUMN_SECOND_PLAYER = range(5)
_NUMBER_COLUMNS = (COLUMN_TRICK, COLUMN_FIRST_PLAYER, COLUMN_SECOND_PLAYER)
_EMPTY_COLUMNS = (tr_noop("Trick"), tr_noop("Score"), tr_noop("Cards"), "", "")

Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """A read-only table of a :class:`ScoreSheet`'s rows."""

    def __init__(self, sheet: ScoreSheet | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sheet = sheet
        self._rows: list[SheetRow] = sheet.rows() if sheet is not None else []

    # ------------------------------------------------------------------ our API
    def sheet(self) -> ScoreSheet | None:
        """The sheet shown, if any."""
        return self._sheet

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        """Show ``sheet`` (None: an empty table).

        Rows are changed in place, and added or removed at the end, rather than the table
        reset, so a view keeps its scroll position and selection as a game goes on.
        """
        rows = sheet.rows() if sheet is not None else []
        old_columns = self._sheet.columns if self._sheet is not None else None
        new_columns = sheet.columns if sheet is not None else None
        if old_columns != new_columns:
            self.beginResetModel()
            self._sheet = sheet
            self._rows = rows
            self.endResetModel()
            return
        old_rows, common = self._rows, min(len(self._rows), len(rows))
        changed = [i for i in range(common) if old_rows[i] != rows[i]]
        if len(rows) < len(old_rows):
            self.beginRemoveRows(QModelIndex(), len(rows), len(old_rows) - 1)
            self._rows = old_rows[:len(rows)]
            self.endRemoveRows()
        self._sheet = sheet
        if len(rows) > len(old_rows):
            self.beginInsertRows(QModelIndex(), len(old_rows), len(rows) - 1)
            self._rows = old_rows + rows[len(old_rows):]
            self.endInsertRows()
        self._rows = rows
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0),
                                  self.index(changed[-1], self.columnCount() - 1))

    def set_state(self, state: GameState) -> None:
        """Show the score sheet of the game ``state`` as it stands."""
        self.set_sheet(sheet_from_state(state))

    def sheet_row(self, row: int) -> SheetRow:
        """The sheet's row shown in table row ``row``."""
        return self._rows[row]

    def spans(self) -> list[tuple[int, int, int, int]]:
        """(row, column, rows, columns) for ``QTableView.setSpan``: headings across the whole
        row, computation lines across all but the trick column."""
        out = []
        count = self.columnCount()
        for number, row in enumerate(self._rows):
            if row.style == ROW_HEADING:
                out.append((number, COLUMN_TRICK, 1, count))
            elif row.style == ROW_COMPUTATION:
                out.append((number, COLUMN_WHAT, 1, count - 1))
        return out

    def tsv(self, indexes: Iterable[Index] | None = None) -> str:
        """The cells of ``indexes`` (default: the whole table, with the column titles) as
        tab-separated lines, the rectangle they cover."""
        if indexes is None:
            header = [str(self.headerData(c, Qt.Orientation.Horizontal) or "")
                      for c in range(self.columnCount())]
            body = [[self._text(r, c) for c in range(self.columnCount())]
                    for r in range(self.rowCount())]
            return "\n".join("\t".join(line) for line in [header, *body]) + "\n"
        cells = {(i.row(), i.column()) for i in indexes if i.isValid()}
        if not cells:
            return ""
        rows = sorted({r for r, _ in cells})
        columns = sorted({c for _, c in cells})
        return "\n".join("\t".join(self._text(r, c) if (r, c) in cells else "" for c in columns)
                         for r in rows) + "\n"

    # ------------------------------------------------------------------ Qt's API
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        # trick, what, cards, and a column for each player (two, three or four)
        return len(self._sheet.columns) if self._sheet is not None else 5

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            columns = (self._sheet.columns if self._sheet is not None
                       else tuple(tr(c) if c else c for c in _EMPTY_COLUMNS))
            return columns[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if section in _NUMBER_COLUMNS or section > COLUMN_SECOND_PLAYER:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _text(self, row: int, column: int) -> str:
        sheet_row = self._rows[row]
        if sheet_row.style == ROW_HEADING:
            return sheet_row.what if column == COLUMN_TRICK else ""
        if sheet_row.style == ROW_COMPUTATION:
            return sheet_row.what if column == COLUMN_WHAT else ""
        text = sheet_row.cells()[column]
        if sheet_row.style == ROW_BRISQUES and column >= COLUMN_FIRST_PLAYER and text:
            return f"({text})"
        return text

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = index.row(), index.column()
        sheet_row = self._rows[row]
        style = sheet_row.style
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            text = self._text(row, column)
            return text if text or role == Qt.ItemDataRole.DisplayRole else None
        if role == STYLE_ROLE:
            return style
        if role == DEAL_ROLE:
            return sheet_row.deal
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if ((column in _NUMBER_COLUMNS or column > COLUMN_SECOND_PLAYER)
                    and style not in (ROW_HEADING, ROW_COMPUTATION)):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole:
            if style == ROW_HEADING or sheet_row.is_total:
                font = QFont()
                font.setBold(True)
                return font
            if style in (ROW_COMPUTATION, ROW_BRISQUES):
                font = QFont()
                font.setItalic(True)
                return font
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if style == ROW_HEADING:
                return QBrush(QColor("#ffffff"))
            if style in (ROW_COMPUTATION, ROW_BRISQUES) or column == COLUMN_TRICK:
                return QBrush(QColor(MUTED))
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            if style == ROW_HEADING:
                return QBrush(QColor(GREEN))
            if sheet_row.is_total:
                return QBrush(QColor(TINT))
            return None
        return None

    def mimeTypes(self) -> list[str]:
        return ["text/plain"]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        data.setText(self.tsv(indexes))
        return data
