"""Nothing the player does is lost: the glue between the game window and the
:class:`~bezique_qt.ui.game_session.GameSession` that keeps everything on disk.

:func:`attach_session` connects a session to a :class:`~bezique_qt.ui.window.MainWindow`: it
applies the preferences, offers to resume an unfinished game, shows every message from loading
in a banner, and adds Open…, Save…, Score sheet, Statistics…, History…, Preferences… and Report
a problem… to the menus.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QDialog, QFileDialog, QMessageBox, QWidget

from bezique_qt import persistence as store
from bezique_qt.ai import service
from bezique_qt.ai.review import GameReview
from bezique_qt.engine import GameRecord, GameState
from bezique_qt.persistence import GameInfo, Preferences, SavedGame
from bezique_qt.persistence.reviews import REVIEWS_DIR_NAME, ReviewStore
from bezique_qt.persistence.saves import default_title
from bezique_qt.ui import menus
from bezique_qt.ui.abandoned import record_abandoned
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.dialogs.unkept import UnkeptAtQuit
from bezique_qt.ui.dialogs.verify import ask_verify
from bezique_qt.ui.errors import ask_bug_report
from bezique_qt.ui.game_session import GameSession
from bezique_qt.ui.game_split import attach_splits, weigh_unweighed
from bezique_qt.ui.messages import MessageBanner, open_error
from bezique_qt.ui.resign import record_resigned
from bezique_qt.ui.sheet.panel import SheetPanel
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.window_actions import owned_action
from bezique_qt.ui.window_look import apply_look, restore_place, saved_place
from bezique_qt.ui.windows.history import HistoryWindow
from bezique_qt.ui.windows.review import kept_reviews
from bezique_qt.ui.windows.statistics import StatisticsWindow
from bezique_qt.words.game import state_standing_words, variant_name
from bezique_qt.words.i18n import (
    SOURCE_LANGUAGE,
    current_language,
    display_name,
    resolve_language,
    tr,
    ui_locale,
)

_log = logging.getLogger(__name__)

SCORE_SHEET_PANEL = "score_sheet"
SHOWABLE = ("statistics", "history", "preferences", SCORE_SHEET_PANEL)
STATUS_MS = 8000
def saved_title(saved: SavedGame) -> str:
    """A saved game's title as shown: the one the program made from the variant and the
    players' names in the user's language, one given otherwise as it is."""
    record = saved.record
    if current_language() == SOURCE_LANGUAGE or saved.title != default_title(record):
        return saved.title
    if len(record.players) != 2:  # three or four: the names one after another
        return tr("{variant}: {players}").format(
            variant=variant_name(record.variant),
            players=tr(" v ").join(display_name(p) for p in record.players))
    return tr("{variant}: {first} v {second}").format(
        variant=variant_name(record.variant), first=display_name(record.players[0]),
        second=display_name(record.players[1]))


def file_name(text: str) -> str:
    """``text`` without the characters file systems refuse."""
    return re.sub(r'[\\/:*?"<>|]+', "-", text).strip() or tr("Bezique game")



class SessionWindow(QObject):
    """Connects a :class:`GameSession` to the game window (see :func:`attach_session`)."""

    def __init__(self, window: MainWindow, session: GameSession, *,
                 speed_given: bool = False) -> None:
        super().__init__(window)
        self.setObjectName("session")
        self.window = window
        self.session = session
        self.controller = window.controller
        self._state: GameState | None = None
        self._next_info: GameInfo | None = None
        self._at_stake = False  # the game on the table was begun and is not over
        self._offer_pending = False
        self._closed = False
        self._keep_window = True  # save the window's place and panels when it closes
        self._applying = False
        self._language = session.preferences.language  # the preference (used at start-up)
        self.offer: QMessageBox | None = None
        self.preferences_dialog: PreferencesDialog | None = None
        self.statistics_window: StatisticsWindow | None = None
        self.history_window: HistoryWindow | None = None
        # reviews of deals are kept with the game they belong to
        window.review_store = ReviewStore(session.locations.data_dir / REVIEWS_DIR_NAME)
        window.review_game_id = lambda: session.info.game_id if session.info else None

        self.banner = MessageBanner(window)
        self.banner.install(window)
        self.sheet = SheetPanel(window, self.controller, reviews=self.stored_reviews,
                                started_at=lambda: session.info.started_at if session.info
                                else None, export_dir=session.saves_dir)
        self.sheet_dock, self.sheet_view = self.sheet.dock, self.sheet.view
        self._build_actions()
        menus.place_session_actions(self)
        # each deal's split, kept with its game
        self.splits = attach_splits(self.window, lambda: self.session.statistics,
                                    self.sheet_view, self._split_kept, self)
        self._connect()
        self.apply_preferences(session.preferences, speed=not speed_given)
        self._restore_window(session.preferences)
        self.unkept_at_quit = UnkeptAtQuit(window, session)
        window.installEventFilter(self)
        window.hint_gate = self._confirm_practice

    # ------------------------------------------------------------------ set-up
    def _build_actions(self) -> None:
        """The session's own actions (menus.place_session_actions puts them in the menus)."""
        w = self.window
        self.open_action = owned_action(w, tr("&Open…"), self.ask_open,
                                        QKeySequence.StandardKey.Open, tr("Open a saved game"),
                                        "open-game")
        self.save_action = owned_action(w, tr("&Save…"), self.ask_save,
                                        QKeySequence.StandardKey.Save,
                                        tr("Save this game in a file"), "save-game")
        self.verify_action = owned_action(
            w, tr("&Verify a game…"), lambda: ask_verify(w, self.session.saves_dir), None,
            tr("Check that every deal of a game was fixed before its first card was played"),
            "verify-game")
        self.sheet_action = self.sheet.action
        self.statistics_action = owned_action(
            w, tr("S&tatistics…"), self.show_statistics, None,
            tr("Your games won and lost, streaks, best deals"), "statistics")
        self.history_action = owned_action(w, tr("&Finished games…"), self.show_history, None,
                                           tr("Review the games you have finished"), "history")
        self.preferences_action = owned_action(
            w, tr("&Preferences…"), self.show_preferences, QKeySequence.StandardKey.Preferences,
            tr("Your name, the default game, the table's look"), "preferences")
        self.report_action = owned_action(
            w, tr("&Report a problem…"), self.ask_report, None,
            tr("Save a bug report: the game so far and the log"), "report-problem")

    def stored_reviews(self) -> list[GameReview]:
        """The reviews kept for this game of the human's decisions, deal by deal (at the
        window's review budget), for the printed score sheet."""
        human = self.controller.human if self.controller.has_game else None
        return kept_reviews(self.window.review_store, self.window.review_game_id(), human,
                            self.window.review_budget)

    def _connect(self) -> None:
        c, w, s = self.controller, self.window, self.session
        c.state_changed.connect(self._state_changed)
        c.assistance_used.connect(self._assisted)
        w.settings_chosen.connect(s.remember_settings)
        w.resigned.connect(lambda: record_resigned(s, c.state))
        w.speed_chosen.connect(lambda key: s.update_preferences(animation_speed=key))
        w.back_chosen.connect(lambda key: s.update_preferences(card_back=key))
        w.four_colour_chosen.connect(lambda on: s.update_preferences(four_colour=on))
        w.large_print_chosen.connect(lambda on: s.update_preferences(large_print=on))
        w.memory_aid.chosen.connect(lambda on: s.update_preferences(memory_aid=on))
        w.meld_guard.never_again_chosen.connect(
            lambda: s.update_preferences(ask_before_cancelling=False))
        w.scene.hand_sort_changed.connect(self._hand_sort_chosen)
        s.message.connect(self.banner.add_message)
        s.preferences_changed.connect(self._preferences_changed)
        s.game_recorded.connect(lambda _row: self._statistics_changed())

    def begin(self, *, seed: int | str | None = None, show: str | None = None) -> None:
        """Show the messages from start-up, then resume or start a game."""
        self.banner.add_messages(self.session.startup_messages)
        if self.session.resumable is not None and not self.window.demo:
            self.offer_resume(self.session.resumable, seed=seed)
        else:
            self.window.start_game(seed=seed)
        if show in SHOWABLE:
            QTimer.singleShot(0, self.window, lambda: self.show_named(show))

    def show_named(self, name: str) -> None:
        """Open a window or panel by name (``statistics``, ``history``, ``preferences``,
        ``score_sheet``)."""
        {"statistics": self.show_statistics, "history": self.show_history,
         "preferences": self.show_preferences,
         SCORE_SHEET_PANEL: lambda: self.sheet_dock.show()}[name]()

    # ------------------------------------------------------------------ preferences
    def apply_preferences(self, prefs: Preferences, *, speed: bool = True) -> None:
        """Show ``prefs`` on the table (the look; the rest is for the next game)."""
        apply_look(self.window, prefs, speed=speed)
        if self.window.scene.hand_sort != prefs.hand_sort:
            self._applying = True  # not the player's choice from the menu: not kept
            try:
                self.window.scene.set_hand_sort(prefs.hand_sort)
            finally:
                self._applying = False

    def _preferences_changed(self, prefs: Preferences) -> None:
        self.apply_preferences(prefs)
        if self.preferences_dialog is not None:  # a choice made in the View menu
            self.preferences_dialog.follow(prefs, "four_colour", "large_print",
                                           "ask_before_practice", "ask_before_cancelling",
                                           "memory_aid")
        if prefs.language != self._language:
            self._language = prefs.language
            if resolve_language(prefs.language) != current_language():
                self.window.statusBar().showMessage(
                    tr("The new language is used from the next time Bezique starts."),
                    STATUS_MS)
        settings = self.window.game_settings
        self.window.game_settings = self.session.game_settings(
            None if settings.variant_id == prefs.variant else prefs.variant)

    def _hand_sort_chosen(self, sort: str) -> None:
        if sort in store.HAND_SORTS and not self._applying:
            self.session.update_preferences(hand_sort=sort)

    def _restore_window(self, prefs: Preferences) -> None:
        restore_place(self.window, prefs.window_geometry)
        if SCORE_SHEET_PANEL in prefs.open_panels:
            self.sheet_dock.show()

    def _remember_window(self) -> None:
        if not self._keep_window:  # reset in Preferences: the usual window next time
            return
        geometry = saved_place(self.window)
        panels = (SCORE_SHEET_PANEL,) if self.sheet_dock.isVisible() else ()
        self.session.update_preferences(window_geometry=geometry, open_panels=panels)

    # ------------------------------------------------------------------ the game
    def _state_changed(self) -> None:
        c = self.controller
        if not c.has_game or self.window.demo:
            return
        state = c.state
        if state is not self._state:
            if self._state is not None and self._at_stake:  # set aside for this one
                record_abandoned(self.session, self._state)
            self._state = state
            info, self._next_info = self._next_info, None
            if state.over:
                self.session.begin_game(None)  # a finished game, opened to look at
            else:
                self.session.begin_game(info or GameInfo(
                    opponent_level=c.level(1) or service.DEFAULT_LEVEL,
                    seat_levels=tuple(c.level(p) or service.DEFAULT_LEVEL
                                      for p in range(1, state.variant.players))
                    if state.variant.players != 2 else ()))
                if info is not None:  # resumed: its deals not weighed yet are weighed now
                    weigh_unweighed(self.window)
        c.practice = self.session.info is not None and self.session.info.practice
        self._at_stake = self.window.game_at_stake()
        self._update_actions()
        self.sheet.refresh(if_shown=True)
        if not self._offer_pending:
            self.session.game_changed(state)

    def _confirm_practice(self, give_hint: Callable[[], None]) -> None:
        """Before a hint: a game that still counts in the record becomes a practice game, so
        ask first (unless the player said not to); ``give_hint`` when the answer is yes."""
        info = self.session.info
        if (info is None or info.practice or self.window.demo
                or not self.session.preferences.ask_before_practice):
            give_hint()
            return
        box = QMessageBox(QMessageBox.Icon.Question, tr("Hint"),
                          tr("A hint makes this a practice game: it is counted apart from your "
                             "record. Show the hint?"), QMessageBox.StandardButton.NoButton,
                          self.window)
        box.setObjectName("practice-question")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        show = box.addButton(tr("Show the hint"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(show)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        never = QCheckBox(tr("Don't ask again"))
        box.setCheckBox(never)

        def answered(_result: int) -> None:
            if box.clickedButton() is not show:
                return
            if never.isChecked():
                self.session.update_preferences(ask_before_practice=False)
            QTimer.singleShot(0, self.window, give_hint)  # once the box has closed

        box.finished.connect(answered)
        box.open()

    def _assisted(self, _how: str) -> None:
        c = self.controller
        if self.session.mark_practice(c.state if c.has_game else None):
            c.practice = True
            self.window.statusBar().showMessage(
                tr("This is now a practice game: it is counted apart from your record."),
                STATUS_MS)

    def _update_actions(self) -> None:
        self.save_action.setEnabled(self.controller.has_game and not self.window.demo)

    def record(self) -> GameRecord | None:
        """The record of the game on the table (for bug reports)."""
        return GameRecord.of(self.controller.state) if self.controller.has_game else None

    # ------------------------------------------------------------------ resuming
    def offer_resume(self, saved: SavedGame, *, seed: int | str | None = None) -> None:
        """Put the unfinished game on the table, the computer waiting, and ask whether to
        go on with it or start a new one."""
        self._offer_pending = True
        self._next_info = saved.info
        self.window.show_game(saved.state, saved.info.opponent_level, paused=True,
                              levels=saved.info.seat_levels)
        QTimer.singleShot(0, self.window, lambda: self._open_offer(saved, seed))

    def _open_offer(self, saved: SavedGame, seed: int | str | None) -> None:
        try:
            self._ask_resume(saved, seed)
        except Exception:
            # The question must never leave the game paused and unsaved: without it, the
            # game simply goes on.
            _log.exception("the resume question could not be shown")
            self.offer = None
            self._offer_answered(False, seed)

    def _ask_resume(self, saved: SavedGame, seed: int | str | None) -> None:
        sentences = [state_standing_words(saved.state)]
        if saved.saved_at is not None:
            moment = saved.saved_at.astimezone()
            locale = ui_locale()
            # the date's pattern is translated too: "05 March 2025", "5 mars 2025"
            sentences.append(tr("It was saved on {date} at {time}.").format(
                date=locale.toString(QDate(moment.year, moment.month, moment.day),
                                     tr("dd MMMM yyyy")),
                time=f"{moment:%H:%M}"))
        if saved.info.practice:
            sentences.append(tr("It is a practice game."))
        box = QMessageBox(QMessageBox.Icon.Question, tr("Resume your game?"),
                          tr("You have an unfinished game: {title}.").format(
                              title=saved_title(saved)),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("resume-dialog")
        box.setTextFormat(Qt.TextFormat.PlainText)  # the title and names: never markup
        box.setInformativeText(
            " ".join(sentences) + "\n\n" + tr("Resume it, or start a new game (the unfinished "
                                               "one is then given up)."))
        resume = box.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(tr("New game"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(resume)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(
            lambda _result: self._offer_answered(box.clickedButton() is new, seed))
        self.offer = box
        box.open()

    def _offer_answered(self, new_game: bool, seed: int | str | None) -> None:
        self.offer = None
        self._offer_pending = False
        self.session.resumable = None
        if self._closed:
            return
        self.controller.paused = False
        if new_game:
            self.window.start_game(seed=seed)
        else:
            _log.info("resumed the autosaved game")
            self.window.resume_game()

    # ------------------------------------------------------------------ save and open
    def default_save_name(self) -> str:
        c = self.controller
        names = [display_name(name) for name in c.names]
        return file_name(f"{variant_name(c.variant)} {' v '.join(names)} "
                         f"{datetime.now():%Y-%m-%d %H%M}") + store.EXTENSION

    def ask_save(self) -> QFileDialog | None:
        """Ask where to save the game (without blocking)."""
        if not self.controller.has_game or self.window.demo:
            return None
        dialog = QFileDialog(self.window, tr("Save game"), str(self.session.saves_dir),
                             tr("Bezique games (*{extension})").format(
                                 extension=store.EXTENSION))
        dialog.setObjectName("save-game-dialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(store.EXTENSION.lstrip("."))
        dialog.selectFile(self.default_save_name())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.save_to(Path(path)))
        dialog.open()
        return dialog

    def save_to(self, path: Path) -> Path | None:
        """Save the game on the table in ``path``; a failure is shown as a sentence."""
        if not self.controller.has_game:
            return None
        try:
            written = self.session.save(path, self.controller.state)
        except store.PersistenceError as error:
            open_error(self.window, tr("Save game"), str(error), name="save-error")
            return None
        _log.info("game saved as %s", written)
        self.window.statusBar().showMessage(tr("Game saved as {path}.").format(path=written),
                                            STATUS_MS)
        return written

    def ask_open(self) -> QDialog:
        """Ask which saved game to open (without blocking); with a game in progress, first
        whether to abandon it. Returns the dialog shown first."""
        shown: list[QDialog] = []
        question = self.window.confirm_abandon(
            lambda: shown.append(self._choose_file_to_open()))
        return question if question is not None else shown[0]

    def _choose_file_to_open(self) -> QFileDialog:
        dialog = QFileDialog(self.window, tr("Open a saved game"), str(self.session.saves_dir),
                             tr("Bezique games (*{extension});;All files (*)").format(
                                 extension=store.EXTENSION))
        dialog.setObjectName("open-game-dialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.open_path(Path(path)))
        dialog.open()
        return dialog

    def open_path(self, path: Path) -> SavedGame | None:
        """Put the saved game in ``path`` on the table; a file that cannot be opened is
        explained and nothing changes."""
        try:
            saved = self.session.open(path)
        except store.PersistenceError as error:
            open_error(self.window, tr("Open game"), str(error), name="open-error")
            return None
        self._offer_pending = False
        self._next_info = saved.info
        self.window.show_game(saved.state, saved.info.opponent_level,
                              levels=saved.info.seat_levels)
        message = tr("Opened {title}.").format(title=saved_title(saved))
        if saved.state.over:
            message += " " + tr("The game is over: its score sheet is under Game > Score sheet.")
        self.window.statusBar().showMessage(message, STATUS_MS)
        _log.info("opened %s", path)
        return saved

    # ------------------------------------------------------------------ windows and panels
    def toggle_sheet(self) -> None:
        self.sheet.toggle()

    def _raise(self, widget: QWidget) -> None:
        widget.show()
        widget.raise_()
        widget.activateWindow()

    def show_statistics(self) -> StatisticsWindow | None:
        stats = self.session.statistics
        if stats is None:
            return None
        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(stats, self.window)
            self.statistics_window.reset_done.connect(self._statistics_changed)
        else:
            self.statistics_window.refresh()
        self._raise(self.statistics_window)
        return self.statistics_window

    def show_history(self) -> HistoryWindow | None:
        stats = self.session.statistics
        if stats is None:
            return None
        if self.history_window is None:
            self.history_window = HistoryWindow(stats, self.window,
                                                export_dir=self.session.saves_dir)
            self.history_window.review_store = self.window.review_store
        else:
            self.history_window.refresh()
        self._raise(self.history_window)
        return self.history_window

    def _split_kept(self) -> None:
        self.sheet.refresh(if_shown=True)
        self._statistics_changed()

    def _statistics_changed(self) -> None:
        for window in (self.statistics_window, self.history_window):
            if window is not None and window.isVisible():
                window.refresh()

    def show_preferences(self) -> PreferencesDialog:
        if self.preferences_dialog is not None:
            self._raise(self.preferences_dialog)
            return self.preferences_dialog
        dialog = PreferencesDialog(self.session.preferences, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.previewed.connect(self.apply_preferences)
        dialog.accepted.connect(lambda: self._preferences_accepted(dialog))
        dialog.destroyed.connect(self._preferences_closed)
        self.preferences_dialog = dialog
        dialog.open()
        return dialog

    def _preferences_accepted(self, dialog: PreferencesDialog) -> None:
        if dialog.window_reset:  # closing the window must not save it over the reset
            self._keep_window = False
        self.session.set_preferences(dialog.preferences())

    def _preferences_closed(self) -> None:
        self.preferences_dialog = None

    def ask_report(self) -> QFileDialog:
        return ask_bug_report(self.window, self.record)

    # ------------------------------------------------------------------ closing
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.sheet.window_resized()
        if watched is self.window and event.type() == QEvent.Type.Close and not self._closed:
            if self.unkept_at_quit.holds(event):
                return True
            self._closed = True
            if self.offer is not None:
                self.offer.close()
            self._remember_window()
            self.session.close()
        return False


def attach_session(window: MainWindow, session: GameSession, *, seed: int | str | None = None,
                   show: str | None = None, speed_given: bool = False) -> SessionWindow:
    """Connect ``session`` to ``window``, then resume the unfinished game (after asking) or
    start a new one. ``show`` opens a window or panel at once (see
    :meth:`SessionWindow.show_named`); ``speed_given`` keeps the window's animation speed
    (chosen on the command line) instead of the preferred one."""
    glue = SessionWindow(window, session, speed_given=speed_given)
    glue.begin(seed=seed, show=show)
    return glue


def session_of(window: MainWindow) -> SessionWindow | None:
    """The session attached to ``window``, if any."""
    found = window.findChild(QObject, "session")
    return found if isinstance(found, SessionWindow) else None
