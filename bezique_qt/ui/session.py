"""Nothing the player does is lost: the glue between the game window and
:mod:`bezique_qt.persistence`.

:class:`GameSession` (no widgets) keeps the preferences, the statistics and the game in
progress: it autosaves after every action and every new deal, marks a game as practice the first
time undo or a hint is used, and counts a finished game in the statistics before it clears the
autosave. :func:`attach_session` connects one to a :class:`~bezique_qt.ui.window.MainWindow`:
it applies the preferences, offers to resume an unfinished game, shows every message from
loading in a banner, and adds Open…, Save…, Score sheet, Statistics…, History…,
Preferences… and Report a problem… to the menus.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QDataStream,
    QEvent,
    QObject,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QMessageBox,
    QWidget,
)

from bezique_qt import persistence as store
from bezique_qt.ai import service
from bezique_qt.ai.review import GameReview
from bezique_qt.engine import GameRecord, GameState
from bezique_qt.levels import Level
from bezique_qt.persistence import GameInfo, Preferences, SavedGame, Statistics
from bezique_qt.persistence.pending import finish_time, is_pending
from bezique_qt.persistence.reviews import REVIEWS_DIR_NAME, ReviewStore
from bezique_qt.persistence.saves import default_title
from bezique_qt.ui import menus
from bezique_qt.ui.abandoned import record_abandoned
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.dialogs.unkept import UnkeptAtQuit
from bezique_qt.ui.errors import ask_bug_report
from bezique_qt.ui.game_split import attach_splits, weigh_unweighed
from bezique_qt.ui.messages import MessageBanner, open_error
from bezique_qt.ui.resign import record_resigned
from bezique_qt.ui.sheet.dock_width import widen_docked_sheet
from bezique_qt.ui.sheet.view import ScoreSheetView
from bezique_qt.ui.table.layout import SCENE_RECT
from bezique_qt.ui.window import MainWindow
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
SHEET_WIDTH = 440  # the score sheet panel's first width (in a window wide enough)
SHEET_MIN_WIDTH = 260  # narrower, the sheet scrolls sideways


def sheet_width(window_width: int) -> int:
    """The docked score sheet's first width in a window ``window_width`` pixels wide: never
    more than about a third of it, so that the table keeps cards large enough to read."""
    return max(SHEET_MIN_WIDTH, min(SHEET_WIDTH, round(window_width * 0.3)))
DEFAULT_TABLE_COLOUR = Preferences().table_colour


def settings_from(prefs: Preferences, variant_id: str | None = None,
                  level: Level | None = None) -> GameSettings:
    """The New Game choices the preferences hold; ``variant_id`` and ``level`` replace theirs
    when given. A variant other than the preferred one starts with its
    own rules."""
    chosen, rules = prefs.variant, prefs.house_rules
    if variant_id is not None and variant_id != prefs.variant:
        chosen, rules = variant_id, {}
    settings = GameSettings.from_house_rules(chosen, level or prefs.opponent_level,
                                             prefs.player_name, rules)
    # the other seats of a table of three or four, as last chosen (a level given, as on the
    # command line, seats every computer player at it)
    opponents = tuple((level or seat.level, seat.name) for seat in prefs.seats)
    return dataclasses.replace(settings, opponents=opponents)


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


# ---------------------------------------------------------------------------- the session
class GameSession(QObject):
    """Preferences, statistics and the game in progress, kept on disk as the player goes.

    Never raises to its caller for a disk problem: every one becomes a sentence in
    :attr:`message` (or in :attr:`startup_messages` while starting)."""

    message = Signal(str)  # a sentence for the player: something could not be kept
    preferences_changed = Signal(object)  # Preferences, now saved
    game_recorded = Signal(int)  # the statistics row of a game just counted

    def __init__(self, locations: store.Locations | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.locations = locations or store.default_locations()
        self.preferences = Preferences()
        self.statistics: Statistics | None = None
        self.resumable: SavedGame | None = None
        """An unfinished autosaved game found at start-up, to offer."""
        self.startup_messages: list[str] = []
        self.info: GameInfo | None = None
        """The game in progress (None: nothing is being kept, e.g. a demo)."""
        self.log_file: Path | None = None
        self._autosave_failing = False
        self._recorded: set[str] = set()
        self._unkept: dict[str, tuple[GameState, GameInfo]] = {}
        """Finished games neither counted nor kept on disk yet (tried again after each move)."""
        self.closed = False

    @classmethod
    def start(cls, locations: store.Locations | None = None) -> GameSession:
        """Open everything kept from earlier sessions, in the order the persistence package
        asks for; never raises. :attr:`startup_messages` says what went wrong."""
        session = cls(locations)
        where = session.locations
        messages: list[str] = []  # the log's sentences first (a link set aside, a pipe)
        session.log_file = store.setup_logging(where, notices=messages)
        session.preferences, more = store.load_preferences(where)
        messages += more
        session.statistics, more = store.open_statistics(where)
        messages += more
        saved, more = store.load_autosave(where)
        messages += more
        counted = True
        if saved is not None and saved.state.over:
            # finished, but the program stopped before it was counted
            row, error = session._settle(saved.state, saved.info, saved.record,
                                         finished_at=finish_time(saved.saved_at))
            counted = row is not None
            if error:
                messages.append(error)
            else:
                _log.info("a finished game left in the autosave was counted or kept")
        elif saved is not None and (session._counted(saved)
                                    or is_pending(saved.info.game_id, where)):
            # The program stopped while clearing the autosaves of a game it had counted, or
            # could not clear them (a read-only folder) after keeping the game to count:
            # what is left is an earlier position of that game, not one to resume.
            _log.info("the autosave is of game %s, already counted or kept; it is cleared",
                      saved.info.game_id)
            try:
                store.clear_autosave(where)
            except store.PersistenceError as error:
                messages.append(str(error))
        elif saved is not None:
            session.resumable = saved
        if counted:  # the statistics can be written: count the games kept earlier
            messages += store.count_pending(session.statistics, where)[1]
        session.startup_messages = messages
        for message in messages:
            _log.warning("%s", message)
        return session

    def _counted(self, saved: SavedGame) -> bool:
        try:
            return self.statistics is not None and self.statistics.is_recorded(
                saved.info.game_id)
        except store.PersistenceError:
            return False

    def close(self) -> None:
        """The program is ending: close the statistics and the log."""
        if self.closed:
            return
        self._keep_unkept(count=True)
        self.closed = True
        if self.statistics is not None:
            self.statistics.close()
        store.stop_logging()

    @property
    def saves_dir(self) -> Path:
        """The folder the Open and Save dialogs start in (created if possible)."""
        folder = self.locations.saves_dir
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()
        return folder

    # ------------------------------------------------------------------ preferences
    def set_preferences(self, prefs: Preferences) -> None:
        """Keep ``prefs`` (saved at once) and tell the window."""
        self.preferences = prefs
        try:
            store.save_preferences(prefs, self.locations)
        except store.PersistenceError as error:
            self.message.emit(tr("{error} They are used until you quit.").format(error=error))
        self.preferences_changed.emit(prefs)

    def update_preferences(self, **changes: Any) -> bool:
        """Change some preferences; False (and a message) if the values are not valid."""
        try:
            prefs = dataclasses.replace(self.preferences, **changes)
        except ValueError as error:
            self.message.emit(str(error))
            return False
        if prefs != self.preferences:
            self.set_preferences(prefs)
        return True

    def remember_settings(self, settings: GameSettings) -> None:
        """The New Game dialog's choices become the defaults of the next game."""
        try:
            rules = settings.variant().overrides()
        except ValueError:
            rules = {}
        # every seat row of the dialog (those a smaller table does not use too); one missing
        # is at the level of the game for two, as the dialog shows it
        seats = tuple(store.SeatChoice(level, name)
                      for level, name in settings.opponents[:store.MAX_SEATS])
        self.update_preferences(variant=settings.variant_id, house_rules=rules,
                                opponent_level=settings.level,
                                player_name=settings.name, seats=seats)

    def game_settings(self, variant_id: str | None = None,
                      level: Level | None = None) -> GameSettings:
        return settings_from(self.preferences, variant_id, level)

    # ------------------------------------------------------------------ the game
    def begin_game(self, info: GameInfo | None) -> None:
        """A game is now on the table (``info`` None: one that is not kept)."""
        self.info = info
        self._autosave_failing = False

    def game_changed(self, state: GameState) -> None:
        """After every action and every new deal: autosave, or count the finished game."""
        if self.closed:
            return
        self._keep_unkept()
        if self.info is None:
            return
        if state.over:
            self.finish(state)
        else:
            self.autosave(state)

    def autosave(self, state: GameState) -> bool:
        if self.info is None or self.closed:
            return False
        try:
            store.write_autosave(GameRecord.of(state), self.info, self.locations)
        except store.PersistenceError as error:
            if not self._autosave_failing:
                self._autosave_failing = True
                self.message.emit(tr("{error} You can play on, but the game is not being "
                                     "saved as you play; use Save… to keep it.").format(
                                         error=error))
            return False
        if self._autosave_failing:
            self._autosave_failing = False
            self.message.emit(tr("The game is being saved as you play again."))
        return True

    def finish(self, state: GameState) -> int | None:
        """Count a finished game once, then clear the autosave. A game that cannot be counted
        now is kept in a file of its own, which the next game does not overwrite, and
        counted later (see :mod:`bezique_qt.persistence.pending`)."""
        info = self.info
        if info is None or info.game_id in self._recorded or self.statistics is None:
            return None
        # First the final position: if the program stops now, the next start counts it.
        self.autosave(state)
        self._recorded.add(info.game_id)
        row, error = self._settle(state, info)
        if error:
            self.message.emit(error)
        if row is None:
            return None
        _log.info("game %s counted in the statistics (row %s)", info.game_id, row)
        self.game_recorded.emit(row)
        # the statistics can be written again: count the games kept earlier
        for message in store.count_pending(self.statistics, self.locations)[1]:
            self.message.emit(message)
        return row

    def _settle(self, state: GameState, info: GameInfo, record: GameRecord | None = None, *,
                in_autosave: bool = True,
                finished_at: datetime | None = None) -> tuple[int | None, str]:
        """Count a finished game in the statistics, or keep it where no later game writes;
        then clear the autosave (``in_autosave``: it holds this game). Returns the game's row
        in the statistics (even in memory; None if it could not be counted) and a sentence for
        the player, or ""."""
        stats = self.statistics
        assert stats is not None
        record = record or GameRecord.of(state)
        failure: store.PersistenceError | None = None
        row: int | None = None
        try:
            row = stats.record_game(state, info, record=record, finished_at=finished_at)
        except store.PersistenceError as error:
            failure = error
        if failure is None and stats.persistent:
            safe = True
        else:  # not counted, or counted in memory only: keep it for a later start
            try:
                store.keep_pending(record, info, self.locations)
                safe = True
            except store.PersistenceError as error:
                safe = False
                failure = error if failure is None else store.PersistenceError(
                    f"{failure} {error}")
        message = ""
        if safe:
            self._unkept.pop(info.game_id, None)
        if safe and in_autosave:
            try:
                store.clear_autosave(self.locations)
            except store.PersistenceError as error:
                _log.warning("%s", error)  # the game is kept: the autosave only repeats it
        if safe and failure is not None:
            message = tr("{error} The game is kept and will be counted the next time "
                         "Bezique starts.").format(error=failure)
        elif not safe:
            self._unkept[info.game_id] = (state, info)
            message = tr("{error} The game is not counted yet: Bezique tries again after "
                         "each move while it stays open.").format(error=failure)
        return row, message

    def _keep_unkept(self, *, count: bool = False) -> None:
        """Try again to keep the finished games that could not be kept: only the file of
        each (cheap, whatever holds the statistics); with ``count`` (at the end) counting it
        too, if its file still cannot be written."""
        for game_id, (state, info) in list(self._unkept.items()):
            try:
                store.keep_pending(GameRecord.of(state), info, self.locations)
            except store.PersistenceError as error:
                if not count or self.statistics is None:
                    return  # the disk still refuses: no need to try the others now
                self._settle(state, info, in_autosave=False)
                if game_id in self._unkept:
                    _log.warning("finished game %s could not be kept: %s", game_id, error)
                    continue
            self._unkept.pop(game_id, None)
            _log.info("finished game %s is now kept", game_id)
            self.message.emit(tr("The finished game that could not be kept is now safe."))

    def unkept_games(self, *, retry: bool = False) -> list[str]:
        """The ids of the finished games kept nowhere so far (lost if the program ends now);
        with ``retry`` after trying again to keep or count them."""
        if retry:
            self._keep_unkept(count=True)
        return list(self._unkept)

    def save_unkept(self, path: Path) -> Path:
        """Save the first finished game kept nowhere as a ``.bezique`` file at ``path``;
        returns the file written; raises :class:`WriteError`."""
        game_id, (state, info) = next(iter(self._unkept.items()))
        written = store.save_game(path, GameRecord.of(state), info)
        self._unkept.pop(game_id, None)
        return written

    def mark_practice(self, state: GameState | None) -> bool:
        """Undo or a hint was used: the game becomes a practice game. True the first time."""
        if self.info is None or self.info.practice:
            return False
        self.info = dataclasses.replace(self.info, practice=True)
        if state is not None and not state.over:
            self.autosave(state)
        return True

    def save(self, path: Path, state: GameState) -> Path:
        """Save the game as a ``.bezique`` file; raises :class:`WriteError`."""
        info = self.info or GameInfo(started_at=None)
        return store.save_game(path, GameRecord.of(state), info)

    def open(self, path: Path) -> SavedGame:
        """Read and replay a saved game; raises :class:`SaveFileError`."""
        return store.open_game(path)


# ---------------------------------------------------------------------------- the window
def table_brush(colour: str) -> QBrush:
    """The felt in ``colour``: lighter in the middle, darker at the edges."""
    base = QColor(colour)
    gradient = QRadialGradient(SCENE_RECT.center(), SCENE_RECT.width() * 0.7)
    gradient.setColorAt(0.0, base.lighter(112))
    gradient.setColorAt(1.0, base.darker(165))
    return QBrush(gradient)


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
        self._sheet_sized = False
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
        menus.add_session_menus(self)
        self._build_sheet_panel()
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
    def _build_sheet_panel(self) -> None:
        self.sheet_dock = QDockWidget(tr("Score sheet"), self.window)
        self.sheet_dock.setObjectName("score-sheet-dock")
        # the title is drawn over the window's felt: give it a background of its own
        self.sheet_dock.setStyleSheet("QDockWidget::title { background: palette(window); "
                                      "padding: 4px 6px; }")
        self.sheet_view = ScoreSheetView(self.sheet_dock, export_dir=self.session.saves_dir)
        self.sheet_view.reviews = self.stored_reviews
        self.sheet_view.setMinimumWidth(SHEET_MIN_WIDTH)
        self.sheet_dock.setWidget(self.sheet_view)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self.sheet_dock.hide()
        self.sheet_dock.visibilityChanged.connect(self._sheet_visibility)

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
        w = self.window
        if speed:
            w.set_speed(prefs.animation_speed, remember=False)
        w.set_back(prefs.card_back, remember=False)
        w.set_four_colour(prefs.four_colour, remember=False)
        w.set_large_print(prefs.large_print, remember=False)
        w.memory_aid.set_shown(prefs.memory_aid)
        w.meld_guard.ask = prefs.ask_before_cancelling
        w.setStyleSheet(f"QMainWindow {{ background-color: {prefs.table_colour}; }}")
        # The table draws its own felt in the default colour; any other is drawn by the view.
        w.view.setBackgroundBrush(QBrush() if prefs.table_colour == DEFAULT_TABLE_COLOUR
                                  else table_brush(prefs.table_colour))
        w.view.resetCachedContent()
        w.view.viewport().update()
        if w.scene.hand_sort != prefs.hand_sort:
            self._applying = True  # not the player's choice from the menu: not kept
            try:
                w.scene.set_hand_sort(prefs.hand_sort)
            finally:
                self._applying = False
        w.scene.set_auto_advance(prefs.auto_advance)

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
        geometry = QByteArray.fromBase64(prefs.window_geometry.encode())
        if not (prefs.window_geometry and geometry_on_a_screen(geometry)
                and self.window.restoreGeometry(geometry)):
            fit_on_screen(self.window)
        if SCORE_SHEET_PANEL in prefs.open_panels:
            self.sheet_dock.show()

    def _remember_window(self) -> None:
        if not self._keep_window:  # reset in Preferences: the usual window next time
            return
        geometry = bytes(self.window.saveGeometry().toBase64().data()).decode()
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
        if self.sheet_dock.isVisible():
            self._refresh_sheet()
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
                date=locale.toString(moment.date(), tr("dd MMMM yyyy")),
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
        self.sheet_dock.setVisible(not self.sheet_dock.isVisible())

    def _sheet_visibility(self, visible: bool) -> None:
        self.sheet_action.setChecked(visible)
        if visible:
            if not self._sheet_sized and not self.sheet_dock.isFloating():
                self._sheet_sized = True
                self.window.resizeDocks([self.sheet_dock], [sheet_width(self.window.width())],
                                        Qt.Orientation.Horizontal)
            self._refresh_sheet()

    def _refresh_sheet(self) -> None:
        c = self.controller
        if not c.has_game:
            self.sheet_view.set_sheet(None)
            return
        info = self.session.info
        self.sheet_view.set_state(c.state, date=info.started_at if info else None)

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
        if self.sheet_dock.isVisible():
            self._refresh_sheet()
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
            QTimer.singleShot(0, self, lambda: widen_docked_sheet(
                self.window, self.sheet_dock, self.sheet_view, sheet_width(self.window.width())))
        if watched is self.window and event.type() == QEvent.Type.Close and not self._closed:
            if self.unkept_at_quit.holds(event):
                return True
            self._closed = True
            if self.offer is not None:
                self.offer.close()
            self._remember_window()
            self.session.close()
        return False


# QWidget.saveGeometry() starts with this number, then its format's version (Qt's qwidget.cpp).
_GEOMETRY_MAGIC = 0x1D9D0CB
# The least of a saved window that must lie on a screen for it to be put back there.
_ON_SCREEN = QSize(160, 80)


def geometry_on_a_screen(geometry: QByteArray) -> bool:
    """Whether the window ``geometry`` (from ``saveGeometry()``) can be seen and grasped on
    one of the screens there are now: not on a screen since unplugged, or far off the edge."""
    stream = QDataStream(geometry)
    stream.setVersion(QDataStream.Version.Qt_4_0)
    magic = stream.readUInt32()
    major = stream.readUInt16()
    stream.readUInt16()
    frame = QRect()
    stream >> frame
    if stream.status() != QDataStream.Status.Ok or magic != _GEOMETRY_MAGIC or major < 1:
        return False
    for screen in QGuiApplication.screens():
        seen = frame.intersected(screen.availableGeometry())
        if seen.width() >= min(_ON_SCREEN.width(), frame.width()) and \
                seen.height() >= min(_ON_SCREEN.height(), frame.height()):
            return True
    return False


#: The share of a large screen the window takes at its first start.
FIRST_SCREEN_SHARE = 0.85


def fit_on_screen(window: QWidget) -> None:
    """Size ``window`` at its first start for the screen it opens on: most of a large screen
    (the table lays itself out for the room it has), its usual size shrunk to fit a small one."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    available = screen.availableGeometry()
    # room for the window's frame and title bar, which are not part of its size
    room = QSize(available.width() - 16, available.height() - 48)
    share = QSize(int(available.width() * FIRST_SCREEN_SHARE),
                  int(available.height() * FIRST_SCREEN_SHARE))
    size = share.expandedTo(window.size()).boundedTo(room).expandedTo(window.minimumSizeHint())
    window.resize(size)


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
