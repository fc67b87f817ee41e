"""The History window: every finished game, newest first; open one to review its deals on its
score sheet, or print it."""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.engine import RecordError
from bezique_qt.export import ScoreSheet, sheet_from_state
from bezique_qt.persistence import FinishedGame, PersistenceError, Statistics, finished_games
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.ui.i18n import tr, tr_noop
from bezique_qt.ui.messages import open_error
from bezique_qt.ui.sheet.view import ScoreSheetWindow, open_print_dialog
from bezique_qt.ui.table.cards import CardRenderer
from bezique_qt.ui.windows.kept_reviews import kept_reviews, tell_set_aside
from bezique_qt.ui.windows.review import ReviewWindow
from bezique_qt.ui.windows.statistics import damaged_note, level_name, local_date, variant_name

_log = logging.getLogger(__name__)

MAX_GAMES = 500
GAME_ROLE = Qt.ItemDataRole.UserRole + 1


def result_word(result: str) -> str:
    """A finished game's result (``won``, ``lost``, ``drawn``) as the table shows it."""
    return {"won": tr("Won", "a game's result"), "lost": tr("Lost", "a game's result"),
            "drawn": tr("Drawn", "a game's result")}.get(result, result)


def sheet_of(game: FinishedGame) -> ScoreSheet:
    """The score sheet of a finished game (raises ``RecordError`` if its record is damaged)."""
    return sheet_from_state(game.replay(), date=game.started_at or game.finished_at)


class HistoryWindow(QDialog):
    """The finished games (non-modal). :meth:`refresh` reads them again."""

    COLUMNS = (tr_noop("Finished"), tr_noop("Variant"), tr_noop("Opponent"), tr_noop("Result"),
               tr_noop("Score"), tr_noop("Deals"), tr_noop("Counted"))
    """The columns' titles in English (shown with ``tr(title)``)."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None, *,
                 export_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.export_dir = export_dir
        self.games: list[FinishedGame] = []
        self.review_budget: int | None = None
        """Simulations per decision in a review (None: the game's default; tests make it
        small)."""
        self.review_store: ReviewStore | None = None
        """Where reviews are kept with their game (set by the session)."""
        self.setObjectName("history-window")
        self.setWindowTitle(tr("Finished games"))
        self.resize(820, 520)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setObjectName("history-table")
        self.table.setHorizontalHeaderLabels([tr(title) for title in self.COLUMNS])
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._set_enabled)
        self.table.doubleClicked.connect(lambda _index: self.open_sheet())
        self.sheet_button = QPushButton(tr("Score sheet…"))
        self.sheet_button.setToolTip(tr("Review the game's deals on its score sheet"))
        self.sheet_button.clicked.connect(self.open_sheet)
        self.print_button = QPushButton(tr("Print…"))
        self.print_button.clicked.connect(self.print_selected)
        self.review_button = QPushButton(tr("Review this deal…"))
        self.review_button.setToolTip(tr("Could you have won? The Expert reviews each of your "
                                         "decisions from the cards you held"))
        self.review_button.clicked.connect(self.open_review)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.sheet_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        try:
            self.games = finished_games(self.stats, limit=MAX_GAMES)
        except PersistenceError as error:
            self.games = []
            self.note.setText(str(error))
        else:
            self.note.setText(" ".join([
                tr("No finished games yet.") if not self.games else
                tr("Double-click a game to see its score sheet. Practice games (undo or hints "
                   "used) are not counted in your record."), *damaged_note(self.stats)]))
        self.table.setRowCount(len(self.games))
        for row, game in enumerate(self.games):
            cells = (local_date(game.finished_at), variant_name(game.variant),
                     level_name(game.opponent_level),
                     result_word(game.result),
                     f"{game.player_score} – {game.opponent_score}", str(game.deals),
                     tr("Practice") if game.practice else tr("Yes"))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(GAME_ROLE, game.id)
                if column in (4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        if self.games:
            self.table.selectRow(0)
        self._set_enabled()

    def selected_game(self) -> FinishedGame | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.games[rows[0].row()]

    def _set_enabled(self) -> None:
        chosen = self.selected_game() is not None
        self.sheet_button.setEnabled(chosen)
        self.print_button.setEnabled(chosen)
        self.review_button.setEnabled(chosen)

    def _sheet(self, game: FinishedGame) -> ScoreSheet | None:
        try:
            return sheet_of(game)
        except RecordError as error:
            _log.warning("finished game %s does not replay: %s", game.id, error)
            open_error(self, tr("Score sheet"),
                       tr("The record of this game is damaged, so its score sheet cannot be "
                          "made ({reason}).").format(reason=error.message))
            return None

    def open_sheet(self) -> ScoreSheetWindow | None:
        """Show the selected game's score sheet in its own window."""
        game = self.selected_game()
        sheet = self._sheet(game) if game is not None else None
        if sheet is None:
            return None
        window = ScoreSheetWindow(sheet, self, export_dir=self.export_dir)
        window.view.reviews = lambda: kept_reviews(self.review_store, game.game_id, game.seat,
                                                   self.review_budget)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def print_selected(self) -> QDialog | None:
        """Print the selected game's score sheet (asks for the printer first)."""
        game = self.selected_game()
        sheet = self._sheet(game) if game is not None else None
        if game is None or sheet is None:
            return None
        reviews = kept_reviews(self.review_store, game.game_id, game.seat, self.review_budget)
        tell_set_aside(self, reviews)
        return open_print_dialog(replace(sheet, reviews=tuple(reviews)), self)

    def open_review(self) -> ReviewWindow | None:
        """Review the player's decisions in the selected game (its last deal first; the window
        offers the others), computed in the background."""
        game = self.selected_game()
        if game is None:
            return None
        try:
            record = game.record()
            deals = game.replay().deal_index + 1
        except RecordError as error:
            open_error(self, tr("Review this deal…"),
                       tr("The record of this game is damaged, so it cannot be reviewed "
                          "({reason}).").format(reason=error.message))
            return None
        window = ReviewWindow(record, game.seat, record.players, CardRenderer(), deals=deals,
                              budget=self.review_budget, store=self.review_store,
                              game_id=game.game_id, parent=self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window
