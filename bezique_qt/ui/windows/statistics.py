"""The Statistics window: the player's record per variant and opponent level (the games of
partners also by side: what the player's side won and its points for and against), winning
streaks, the biggest declarations and the best deals, with practice games (undo or hints used)
on a tab of their own and never mixed in."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
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

from bezique_qt.persistence import (
    PersistenceError,
    Statistics,
    Summary,
    finished_games,
)
from bezique_qt.persistence.side_stats import is_partners, side_summary
from bezique_qt.ui.messages import open_error
from bezique_qt.ui.windows.points_chart import PointsChart, chart_games
from bezique_qt.ui.windows.split_chart import SplitSection
from bezique_qt.words import game as game_words
from bezique_qt.words import scores as scores_words
from bezique_qt.words.i18n import opponent_label, tr, tr_plural

BEST_DEALS_PER_VARIANT = 3
BIGGEST_DECLARATIONS = 8


def variant_name(variant_id: str | None) -> str:
    if variant_id is None:
        return tr("All variants")
    return game_words.variant_name(variant_id)


def level_name(level: str | None) -> str:
    """The words for a level kept in the statistics (its id: ``medium``)."""
    if level is None:
        return tr("All levels")
    return opponent_label(level)


def local_date(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def plural(count: int, word: str) -> str:
    """``1 game``, ``2 games`` (English only: translated texts say their counts whole)."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "–"


def damaged_note(stats: Statistics) -> list[str]:
    """A sentence saying how many damaged games were skipped (none: an empty list)."""
    if not stats.damaged_games:
        return []
    return [tr("Damaged games in your statistics, skipped: {count}.").format(
        count=stats.damaged_games)]


class _StretchWithin(QObject):
    """Gives one column of ``table`` the width its other columns leave, but never less than
    its own contents: where the columns need more than the table's width (longer words, as in
    French, or a narrow window) it keeps its contents' width and the table scrolls, instead of
    squeezing that column to "Ru…"."""

    def __init__(self, table: QTableWidget, column: int) -> None:
        super().__init__(table)
        self.table = table
        self.column = column
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit()
        return False

    def needed_width(self) -> int:
        """The width of every column at the width of its contents (and header)."""
        header = self.table.horizontalHeader()
        return sum(max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c))
                   for c in range(self.table.columnCount()))

    def fit(self) -> None:
        room = self.table.width() - 2 * self.table.frameWidth()
        mode = (QHeaderView.ResizeMode.Stretch if room >= self.needed_width()
                else QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        if header.sectionResizeMode(self.column) != mode:
            header.setSectionResizeMode(self.column, mode)


def _table(name: str, columns: Sequence[str], rows: Sequence[Sequence[object]],
           numeric: Sequence[int] = (), stretch: int = 0) -> QTableWidget:
    """A read-only table; ``numeric`` columns are right-aligned, column ``stretch`` takes the
    width left over (never less than its contents)."""
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
    _StretchWithin(table, stretch)
    # as tall as its rows: the page scrolls, not each table
    height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(len(rows)))
    table.setFixedHeight(height + 2 * table.frameWidth() + 2)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # ... plus the scroll bar when the columns are wider than the window (large print): it
    # would hide the last row
    bar = table.horizontalScrollBar()
    rows_height = height + 2 * table.frameWidth() + 2
    bar.rangeChanged.connect(lambda _low, high: table.setFixedHeight(
        rows_height + (bar.sizeHint().height() if high > 0 else 0)))
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
        self.chart: PointsChart | None = None
        self.chart_variant: QComboBox | None = None
        self.split: SplitSection | None = None  # cards or play, game by game
        self._stats: Statistics | None = None

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
        self.chart = self.chart_variant = self.split = None
        self._stats = stats
        if overall.games:
            self._add_chart(layout, stats, summaries)
            layout.addWidget(_heading(tr("By variant and opponent")))
            rows = []
            for s in summaries:
                streaks = stats.streaks(practice=practice, variant=s.variant,
                                        opponent_level=s.opponent_level)
                rows.append((variant_name(s.variant), level_name(s.opponent_level), s.games,
                             s.won, s.lost, s.drawn, s.abandoned, percent(s.won, s.games),
                             s.deals,
                             s.deals_won, f"{s.average_score:.0f}",
                             f"{s.average_opponent_score:.0f}", streaks.current,
                             streaks.longest))
            self.tables["summary"] = _table(
                "summary-table",
                (tr("Variant"), tr("Opponent"), tr("Games"), tr("Won"), tr("Lost"),
                 tr("Drawn"), tr("Abandoned"), tr("Won %"), tr("Deals"), tr("Deals won"),
                 tr("Average score"), tr("Opponent's average"), tr("Streak"), tr("Longest")),
                rows, numeric=range(2, 14), stretch=0)
            layout.addWidget(self.tables["summary"])
            if any(is_partners(s.variant) for s in summaries):
                note = QLabel(tr("Games of partners are counted by sides: a game won or lost is "
                                 "your side's, and the average scores are your side's and the "
                                 "other side's."))
                note.setObjectName("sides-note")
                note.setWordWrap(True)
                layout.addWidget(note)
                self._add_sides(layout, stats)

            declarations = stats.biggest_declarations(practice=practice,
                                                      limit=BIGGEST_DECLARATIONS)
            layout.addWidget(_heading(tr("Your biggest declarations")))
            self.tables["declarations"] = _table(
                "declarations-table",
                (tr("Points"), tr("Declaration"), tr("Variant"), tr("Deal"), tr("Finished")),
                [(d.points, scores_words.stored_declaration_words(d.meld, d.label),
                  variant_name(d.variant), d.deal, local_date(d.finished_at))
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
            layout.addWidget(_heading(tr("Your best deals")))
            self.tables["best"] = _table(
                "best-deals-table",
                (tr("Variant"), tr("Your points"), tr("Opponent's"), tr("Opponent"), tr("Deal"),
                 tr("Finished")),
                best, numeric=(1, 2, 4), stretch=0)
            layout.addWidget(self.tables["best"])
        layout.addStretch(1)
        self.setWidget(body)

    def _add_sides(self, layout: QVBoxLayout, stats: Statistics) -> None:
        """The games of partners by side: one row per variant and level, and the variant's
        levels together where it was played against more than one."""
        rows: list[tuple[object, ...]] = []
        totals: list[int] = []  # the rows of a variant's levels together
        sides = side_summary(stats, practice=self.practice)
        for variant in dict.fromkeys(s.variant for s in sides):
            mine = [s for s in sides if s.variant == variant]
            if len(mine) > 1:
                mine.append(sum(mine[1:], mine[0]))
                totals.append(len(rows) + len(mine) - 1)
            for s in mine:
                rows.append((variant_name(s.variant), level_name(s.opponent_level), s.games,
                             s.won, s.lost, s.drawn, s.abandoned, percent(s.won, s.games),
                             s.deals, s.points, s.opponent_points, f"{s.per_deal:.0f}",
                             f"{s.opponent_per_deal:.0f}"))
        layout.addWidget(_heading(tr("Partners: your side's games")))
        self.tables["sides"] = _table(
            "sides-table",
            (tr("Variant"), tr("Opponent"), tr("Games"), tr("Won"), tr("Lost"), tr("Drawn"),
             tr("Abandoned"), tr("Won %"), tr("Deals"), tr("Your side's points"),
             tr("Other side's points"), tr("Your side a deal"), tr("Other side a deal")),
            rows, numeric=range(2, 13), stretch=0)
        table = self.tables["sides"]
        for r in totals:
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is None:
                    continue
                font = item.font()
                font.setBold(True)
                item.setFont(font)
        layout.addWidget(table)

    def _add_chart(self, layout: QVBoxLayout, stats: Statistics,
                   summaries: Sequence[Summary]) -> None:
        """The points graph of the latest games of one variant (the points of different
        variants are not comparable), the variant last played first."""
        latest = finished_games(stats, practice=self.practice, limit=1)
        played = sorted({s.variant for s in summaries if s.variant}, key=variant_name)
        row = QHBoxLayout()
        row.addWidget(_heading(tr("Your points, game by game")))
        row.addStretch(1)
        self.chart_variant = QComboBox()
        self.chart_variant.setObjectName("chart-variant")
        self.chart_variant.setAccessibleName(tr("Variant shown in the graph"))
        for variant in played:
            self.chart_variant.addItem(variant_name(variant), variant)
        if latest:
            self.chart_variant.setCurrentIndex(max(0, self.chart_variant.findData(
                latest[0].variant)))
        self.chart_variant.setVisible(len(played) > 1)
        row.addWidget(self.chart_variant)
        layout.addLayout(row)
        self.chart = PointsChart()
        layout.addWidget(self.chart)
        self.split = SplitSection(_heading(tr("Cards or play: your play against the "
                                              "computer's, game by game")))
        layout.addWidget(self.split)
        self._show_chart()
        self.chart_variant.currentIndexChanged.connect(lambda _index: self._show_chart())

    def _show_chart(self) -> None:
        if self.chart is None or self.chart_variant is None or self._stats is None:
            return
        variant = self.chart_variant.currentData()
        try:
            games = chart_games(self._stats, practice=self.practice, variant=variant)
        except PersistenceError:
            games = []
        self.chart.set_games(games)
        if self.split is not None:
            self.split.show_games(self._stats, practice=self.practice, variant=variant)

    def _overall_text(self, overall: Summary, stats: Statistics) -> str:
        if not overall.games:
            if self.practice:
                return tr("No practice games yet. A game in which you take back a move or ask "
                          "for a hint is a practice game: it is counted here, apart from your "
                          "record.")
            return tr("No games finished yet. Every game you finish is counted here.")
        streaks = stats.streaks(practice=self.practice)
        if self.practice:
            games = tr_plural("{count} practice game", "{count} practice games",
                              overall.games)
        else:
            games = tr_plural("{count} game", "{count} games", overall.games)
        text = tr("{games}: {won} won, {lost} lost, {drawn} drawn ({percent} won). Deals: "
                  "{deals} played, {deals_won} won.").format(
            games=games.format(count=overall.games), won=overall.won, lost=overall.lost,
            drawn=overall.drawn, percent=percent(overall.won, overall.games),
            deals=overall.deals, deals_won=overall.deals_won)
        if overall.abandoned:
            text += " " + tr("Abandoned before the end: {count}.").format(
                count=overall.abandoned)
        if not self.practice:
            text += " " + tr("Winning streak: {current} now, the longest {longest}.").format(
                current=streaks.current, longest=streaks.longest)
        return text


class StatisticsWindow(QDialog):
    """The player's statistics (non-modal). :meth:`refresh` reads them again."""

    reset_done = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setObjectName("statistics-window")
        self.setWindowTitle(tr("Statistics"))
        self.resize(940, 620)
        self.tabs = QTabWidget()
        self.games_page = StatisticsPage(False)
        self.practice_page = StatisticsPage(True)
        self.tabs.addTab(self.games_page, tr("Your games"))
        self.tabs.addTab(self.practice_page, tr("Practice games"))
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.reset_button = QPushButton(tr("Reset statistics…"))
        self.reset_button.setObjectName("reset-statistics")
        self.reset_button.clicked.connect(self.ask_reset)
        close = QPushButton(tr("Close"))
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
        self._refresh_pending = False
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # Large print switched: the tables' rows and headings are sized from the font.
        if (event.type() == QEvent.Type.FontChange
                and getattr(self, "_refresh_pending", None) is False):  # (not while built)
            self._refresh_pending = True
            QTimer.singleShot(0, self, self._refresh_after_font_change)

    def _refresh_after_font_change(self) -> None:
        self._refresh_pending = False
        self.refresh()

    def refresh(self) -> None:
        try:
            self.games_page.fill(self.stats)
            self.practice_page.fill(self.stats)
        except PersistenceError as error:
            self.note.setText(str(error))
            self.note.show()
            return
        notes = [] if self.stats.persistent else [
            tr("Your statistics cannot be saved on this computer just now: finished games are "
               "kept, and counted when they can be saved again.")]
        notes += damaged_note(self.stats)
        self.note.setText(" ".join(notes))
        self.note.setVisible(bool(self.note.text()))

    def ask_reset(self) -> QMessageBox:
        """Ask before forgetting every game (without blocking)."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Reset statistics"),
                          tr("Forget every finished game, practice games included? Your "
                             "record, streaks and the list of finished games start again from "
                             "nothing. This cannot be undone."),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("reset-confirmation")
        reset = box.addButton(tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
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
            open_error(self, tr("Reset statistics"), str(error))
            return
        self.refresh()
        self.reset_done.emit()
