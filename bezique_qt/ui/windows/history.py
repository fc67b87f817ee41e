"""The History window: every finished game, newest first; open one to review its deals on its
score sheet, or print it; check that its deals were fixed before they were played (Verify…);
copy one of its deals to the clipboard or save it in a file, to send to a friend."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bezique_qt.ai import service
from bezique_qt.engine import GameRecord, RecordError
from bezique_qt.engine.share import deal_record
from bezique_qt.engine.variants import variant_from
from bezique_qt.export import ScoreSheet, sheet_from_state
from bezique_qt.export.split_sheet import with_splits
from bezique_qt.levels import LEVELS, Level
from bezique_qt.persistence import FinishedGame, PersistenceError, Statistics, finished_games
from bezique_qt.persistence.reviews import ReviewStore
from bezique_qt.persistence.saves import EXTENSION, GameInfo, default_title, save_game
from bezique_qt.persistence.split_history import kept_deal_splits
from bezique_qt.ui.dialogs.verify import verify_game
from bezique_qt.ui.kept_reviews import kept_reviews, tell_set_aside
from bezique_qt.ui.messages import open_error
from bezique_qt.ui.sheet.view import ScoreSheetWindow, open_print_dialog
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.windows.review import ReviewWindow
from bezique_qt.ui.windows.statistics import damaged_note, level_name, local_date, variant_name
from bezique_qt.words.i18n import tr, tr_noop
from bezique_qt.words.sides import partners_of

_log = logging.getLogger(__name__)
_T = TypeVar("_T")

MAX_GAMES = 500
GAME_ROLE = Qt.ItemDataRole.UserRole + 1


def result_word(result: str, ending: str = "finished") -> str:
    """A recorded game's result (``won``, ``lost``, ``drawn``; or how it ended, when it was
    ``abandoned`` or ``resigned``) as the table shows it."""
    if ending == "abandoned":
        return tr("Abandoned", "a game's result")
    if ending == "resigned":
        return tr("Resigned", "a game's result")
    return {"won": tr("Won", "a game's result"), "lost": tr("Lost", "a game's result"),
            "drawn": tr("Drawn", "a game's result")}.get(result, result)


def opponents_text(game: FinishedGame) -> str:
    """The Opponent column: the computer's level; for a game of partners also who was the
    player's partner and who the other side ("Medium: with North, against West and East")."""
    level = level_name(game.opponent_level)
    try:
        if not variant_from(game.variant, game.switches).partnerships:
            return level
        names = game.record().players
    except (RecordError, KeyError, ValueError):
        return level
    if len(names) != 4 or not 0 <= game.seat < 4:
        return level
    return tr("{level}: {sides}").format(level=level, sides=partners_of(names, game.seat))


def sheet_of(game: FinishedGame, stats: Statistics | None = None) -> ScoreSheet:
    """The score sheet of a finished game (raises ``RecordError`` if its record is damaged),
    with the splits between the cards and the play kept for it in ``stats``."""
    state = game.replay()
    sheet = sheet_from_state(state, date=game.started_at or game.finished_at)
    try:
        splits = kept_deal_splits(stats, game.game_id) if stats is not None else []
    except PersistenceError as error:  # the sheet is shown without them
        _log.warning("%s", error)
        splits = []
    return with_splits(sheet, splits, state.variant.sides)


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
        self.verify_button = QPushButton(tr("Verify…"))
        self.verify_button.setToolTip(tr("Check that every deal of the game was fixed before "
                                         "its first card was played"))
        self.verify_button.clicked.connect(self.verify_selected)
        self.deal_box = QSpinBox()
        self.deal_box.setObjectName("history-deal")
        self.deal_box.setPrefix(tr("Deal "))
        self.deal_box.setAccessibleName(tr("The deal to copy or save"))
        self.copy_button = QPushButton(tr("Copy deal"))
        self.copy_button.setToolTip(tr("Copy this deal to the clipboard, to paste into a file "
                                       "a friend can open"))
        self.copy_button.clicked.connect(self.copy_deal)
        self.save_deal_button = QPushButton(tr("Save deal…"))
        self.save_deal_button.setToolTip(tr("Save this deal in a file a friend can open"))
        self.save_deal_button.clicked.connect(self.ask_save_deal)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.sheet_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.verify_button)
        buttons.addStretch(1)
        buttons.addWidget(self.deal_box)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.save_deal_button)
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
                     opponents_text(game),
                     result_word(game.result, game.ending),
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
        game = self.selected_game()
        chosen = game is not None
        for button in (self.sheet_button, self.print_button, self.review_button,
                       self.verify_button, self.deal_box, self.copy_button,
                       self.save_deal_button):
            button.setEnabled(chosen)
        self.deal_box.setRange(1, max(1, game.deals if game is not None else 1))
        self.deal_box.setValue(self.deal_box.maximum())  # the last deal, as the review

    def _read(self, game: FinishedGame, make: Callable[[], _T], title: str, damaged: str
              ) -> _T | None:
        """``make()``, or None when ``game``'s record is damaged: the player is then told
        ``damaged`` (its ``{reason}``: what is wrong) in a message titled ``title``."""
        try:
            return make()
        except RecordError as error:
            _log.warning("finished game %s does not replay: %s", game.id, error)
            open_error(self, title, damaged.format(reason=error.message))
            return None

    def _sheet(self, game: FinishedGame) -> ScoreSheet | None:
        return self._read(game, lambda: sheet_of(game, self.stats), tr("Score sheet"),
                          tr("The record of this game is damaged, so its score sheet cannot be "
                             "made ({reason})."))

    def open_sheet(self) -> ScoreSheetWindow | None:
        """Show the selected game's score sheet in its own window."""
        game = self.selected_game()
        sheet = self._sheet(game) if game is not None else None
        if sheet is None or game is None:
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
        read = self._read(game, lambda: (game.record(), game.replay().deal_index + 1),
                          tr("Review this deal…"),
                          tr("The record of this game is damaged, so it cannot be reviewed "
                             "({reason})."))
        if read is None:
            return None
        record, deals = read
        window = ReviewWindow(record, game.seat, record.players, CardRenderer(), deals=deals,
                              budget=self.review_budget, store=self.review_store,
                              game_id=game.game_id, parent=self)
        level = (Level(game.opponent_level) if game.opponent_level in LEVELS
                 else service.DEFAULT_LEVEL)
        window.levels = {p: level for p in range(1, len(record.players))}
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def verify_selected(self) -> QDialog | None:
        """Check that every deal of the selected game was fixed before it was played."""
        game = self.selected_game()
        if game is None:
            return None
        try:
            record = game.record()
        except RecordError as error:
            return verify_game_damaged(self, error)
        return verify_game(self, record)

    def chosen_deal(self) -> GameRecord | None:
        """The deal chosen in the selected game as a record of its own (a damaged game is
        explained, and None)."""
        game = self.selected_game()
        if game is None:
            return None
        return self._read(game, lambda: deal_record(game.record(), self.deal_box.value()),
                          tr("Copy deal"),
                          tr("The record of this game is damaged, so its deal cannot be "
                             "copied ({reason})."))

    def copy_deal(self) -> GameRecord | None:
        """Put the chosen deal on the clipboard, as a game record."""
        record = self.chosen_deal()
        if record is None:
            return None
        QApplication.clipboard().setText(record.dumps() + "\n")
        self.note.setText(tr("Deal {deal} is on the clipboard: paste it into a file, and "
                             "Game > Open or bezique-qt replay show it.").format(
                                 deal=self.deal_box.value()))
        return record

    def ask_save_deal(self) -> QFileDialog | None:
        """Ask where to save the chosen deal (without blocking)."""
        if self.selected_game() is None:
            return None
        dialog = QFileDialog(self, tr("Save deal"), str(self.export_dir or ""),
                             tr("Bezique games (*{extension})").format(extension=EXTENSION))
        dialog.setObjectName("save-deal-dialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(EXTENSION.lstrip("."))
        dialog.selectFile(tr("deal {deal}").format(deal=self.deal_box.value()) + EXTENSION)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.save_deal_to(Path(path)))
        dialog.open()
        return dialog

    def save_deal_to(self, path: Path) -> Path | None:
        """Save the chosen deal in ``path`` (a saved game holding the deal's record)."""
        record = self.chosen_deal()
        if record is None:
            return None
        title = tr("Deal {deal} of {game}").format(deal=self.deal_box.value(),
                                                   game=default_title(record))
        try:
            written = save_game(path, record, GameInfo(title=title, started_at=None))
        except PersistenceError as error:
            open_error(self, tr("Save deal"), str(error), name="save-deal-error")
            return None
        self.note.setText(tr("Deal {deal} saved as {path}: Game > Open or bezique-qt replay "
                             "show it.").format(deal=self.deal_box.value(), path=written))
        return written


def verify_game_damaged(parent: QWidget, error: RecordError) -> QDialog:
    """The sentence for a finished game whose record cannot be read."""
    return open_error(parent, tr("Verify a game"),
                      tr("This game cannot be checked: its record is damaged ({reason}).")
                      .format(reason=error.message), name="verify-result")
