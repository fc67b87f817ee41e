"""Nothing the player does is lost: preferences, statistics and the game in progress, kept on
disk as the player goes (the window's side is :mod:`bezique_qt.ui.session`).

:class:`GameSession` (no widgets) keeps the preferences, the statistics and the game in
progress: it autosaves after every action and every new deal, marks a game as practice the first
time undo or a hint is used, and counts a finished game in the statistics before it clears the
autosave. It speaks to :mod:`bezique_qt.persistence` only, and never raises for a disk problem.
"""

from __future__ import annotations

import dataclasses
import logging
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord, GameState
from bezique_qt.levels import Level
from bezique_qt.persistence import GameInfo, Preferences, SavedGame, Statistics
from bezique_qt.persistence.pending import finish_time, is_pending
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.words.i18n import tr

_log = logging.getLogger(__name__)


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
