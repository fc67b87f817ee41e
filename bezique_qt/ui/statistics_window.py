"""The Statistics window: the player's record per variant and opponent level, winning streaks,
the biggest declarations and the best deals, with practice games (undo or hints used) on a tab
of their own and never mixed in."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine import PRESETS
from bezique_qt.persistence import LEVEL_NAMES, PersistenceError, Statistics, Summary
from bezique_qt.ui.messages import open_error

BEST_DEALS_PER_VARIANT = 3
BIGGEST_DECLARATIONS = 8


def variant_name(variant_id: str | None) -> str:
    if variant_id is None:
        return "All variants"
    preset = PRESETS.get(variant_id)
    return preset.name if preset is not None else variant_id


def level_name(level: str | None) -> str:
    return "All levels" if level is None else LEVEL_NAMES.get(level, level.capitalize())


def local_date(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def plural(count: int, word: str) -> str:
    """``1 game``, ``2 games``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


def _table(name: str, columns: Sequence[str], rows: Sequence[Sequence[object]],
           numeric: Sequence[int] = (), stretch: int = 0) -> QTableWidget:
    """A read-only table; ``numeric`` columns are right-aligned, column ``stretch`` takes the
    width left over."""
    table = QTableWidget(len(rows), len(columns))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setAlternatingRowColors(True)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            item = QTableWidgetItem(str(value))
            if c in numeric:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    # as tall as its rows: the page scrolls, not each table
    height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(len(rows)))
    table.setFixedHeight(height + 2 * table.frameWidth() + 2)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    font.setPointSize(font.pointSize() + 1)
    label.setFont(font)
    return label


class StatisticsPage(QScrollArea):
    """One tab: the counted games, or the practice games."""

    def __init__(self, practice: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.practice = practice
        self.setObjectName("practice-page" if practice else "games-page")
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.overall = QLabel()
        self.overall.setObjectName("overall")
        self.overall.setWordWrap(True)
        self.tables: dict[str, QTableWidget] = {}

    def fill(self, stats: Statistics) -> None:
        """Read everything from ``stats`` again (raises :class:`PersistenceError`)."""
        practice = self.practice
        overall = stats.overall(practice=practice)
        summaries = stats.summary(practice=practice)
        body = QWidget()
        layout = QVBoxLayout(body)
        self.overall = QLabel(self._overall_text(overall, stats))
        self.overall.setObjectName("overall")
        self.overall.setWordWrap(True)
        layout.addWidget(self.overall)
        self.tables = {}
        if overall.games:
            layout.addWidget(_heading("By variant and opponent"))
            rows = []
            for s in summaries:
                streaks = stats.streaks(practice=practice, variant=s.variant,
                                        opponent_level=s.opponent_level)
                rows.append((variant_name(s.variant), level_name(s.opponent_level), s.games,
                             s.won, s.lost, s.drawn, percent(s.won, s.games), s.deals,
                             s.deals_won, f"{s.average_score:.0f}",
                             f"{s.average_opponent_score:.0f}", streaks.current,
                             streaks.longest))
            self.tables["summary"] = _table(
                "summary-table",
                ("Variant", "Opponent", "Games", "Won", "Lost", "Drawn", "Won %", "Deals",
                 "Deals won", "Average score", "Opponent's average", "Streak", "Longest"),
                rows, numeric=range(2, 13), stretch=0)
            layout.addWidget(self.tables["summary"])

            declarations = stats.biggest_declarations(practice=practice,
                                                      limit=BIGGEST_DECLARATIONS)
            layout.addWidget(_heading("Your biggest declarations"))
            self.tables["declarations"] = _table(
                "declarations-table", ("Points", "Declaration", "Variant", "Deal", "Finished"),
                [(d.points, d.label, variant_name(d.variant), d.deal, local_date(d.finished_at))
                 for d in declarations], numeric=(0, 3), stretch=1)
            layout.addWidget(self.tables["declarations"])

            # Points of the scaled variants are not comparable with the others': each variant
            # has its own best deals.
            best = []
            for variant in sorted({s.variant for s in summaries if s.variant},
                                  key=variant_name):
                for deal in stats.best_deals(practice=practice, variant=variant,
                                             limit=BEST_DEALS_PER_VARIANT):
                    best.append((variant_name(variant), deal.points, deal.opponent_points,
                                 level_name(deal.opponent_level), deal.deal,
                                 local_date(deal.finished_at)))
            layout.addWidget(_heading("Your best deals"))
            self.tables["best"] = _table(
                "best-deals-table",
                ("Variant", "Your points", "Opponent's", "Opponent", "Deal", "Finished"),
                best, numeric=(1, 2, 4), stretch=0)
            layout.addWidget(self.tables["best"])
        layout.addStretch(1)
        self.setWidget(body)

    def _overall_text(self, overall: Summary, stats: Statistics) -> str:
        kind = "practice game" if self.practice else "game"
        if not overall.games:
            if self.practice:
                return ("No practice games yet. A game in which you take back a move or ask "
                        "for a hint is a practice game: it is counted here, apart from your "
                        "record.")
            return "No games finished yet. Every game you finish is counted here."
        streaks = stats.streaks(practice=self.practice)
        text = (f"{plural(overall.games, kind)}: {overall.won} won, {overall.lost} lost, "
                f"{overall.drawn} drawn ({percent(overall.won, overall.games)} won). "
                f"Deals: {overall.deals} played, {overall.deals_won} won.")
        if not self.practice:
            text += (f" Winning streak: {streaks.current} now, the longest "
                     f"{streaks.longest}.")
        return text


class StatisticsWindow(QDialog):
    """The player's statistics (non-modal). :meth:`refresh` reads them again."""

    reset_done = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setObjectName("statistics-window")
        self.setWindowTitle("Statistics")
        self.resize(940, 620)
        self.tabs = QTabWidget()
        self.games_page = StatisticsPage(False)
        self.practice_page = StatisticsPage(True)
        self.tabs.addTab(self.games_page, "Your games")
        self.tabs.addTab(self.practice_page, "Practice games")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.reset_button = QPushButton("Reset statistics…")
        self.reset_button.setObjectName("reset-statistics")
        self.reset_button.clicked.connect(self.ask_reset)
        close = QPushButton("Close")
        close.setDefault(True)
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        try:
            self.games_page.fill(self.stats)
            self.practice_page.fill(self.stats)
        except PersistenceError as error:
            self.note.setText(str(error))
            self.note.show()
            return
        self.note.setText("" if self.stats.persistent else
                          "Your statistics cannot be saved on this computer just now: games "
                          "are counted until you quit.")
        self.note.setVisible(bool(self.note.text()))

    def ask_reset(self) -> QMessageBox:
        """Ask before forgetting every game (without blocking)."""
        box = QMessageBox(QMessageBox.Icon.Warning, "Reset statistics",
                          "Forget every finished game, practice games included? Your record, "
                          "streaks and the list of finished games start again from nothing. "
                          "This cannot be undone.", QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("reset-confirmation")
        reset = box.addButton("Reset", QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self._reset() if button is reset else None)
        box.open()
        return box

    def _reset(self) -> None:
        try:
            self.stats.reset()
        except PersistenceError as error:
            open_error(self, "Reset statistics", str(error))
            return
        self.refresh()
        self.reset_done.emit()
