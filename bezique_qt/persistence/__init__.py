"""Everything the program keeps between sessions: preferences, the autosave, saved games,
statistics, finished games and the log.  Pure Python (no Qt).  Every function takes its folders
as a :class:`Locations` (default: :func:`default_locations`, from platformdirs, application name
``bezique-qt``), so tests and portable installs can put everything elsewhere.

Nothing here loses what the player did: every file is written atomically (a temporary file,
synced, then renamed over the old one), a file that cannot be used is kept under a new name
rather than overwritten, and every problem comes back as a sentence for the player.

How the program uses it
-----------------------

At start-up (none of these raises)::

    from bezique_qt import persistence as store

    log_file = store.setup_logging()            # Path, or None if the log cannot be written
    prefs, messages = store.load_preferences()  # Preferences, [sentence, ...]
    stats, more = store.open_statistics()       # Statistics, [sentence, ...]
    saved, even_more = store.load_autosave()    # SavedGame or None, [sentence, ...]
    # show messages + more + even_more, if any, once the window is up
    if saved is not None and saved.state.over:  # finished, but the program stopped before
        stats.record_game(saved.state, saved.info, record=saved.record)   # it was counted
        store.clear_autosave()
    elif saved is not None:                     # offer to resume it
        game, info = replay(saved.record, undoable=True), saved.info

A new game: ``info = store.GameInfo(opponent_level=prefs.opponent_level)`` (it stamps the start
time and a unique game id) and ``GameState.new_game(prefs.rules(), seed, names=[prefs.player_name,
...])``.  The first time undo or a hint is used: ``info = dataclasses.replace(info,
practice=True)``.  After every action and every ``next_deal()``::

    store.write_autosave(GameRecord.of(game), info)     # raises WriteError

When the game is over::

    stats.record_game(game, info)    # raises StatisticsError; the same game_id counts once
    store.clear_autosave()           # only after it was recorded
    # when it cannot be recorded: keep it where the next game's autosave does not write,
    store.keep_pending(GameRecord.of(game), info)    # raises WriteError
    store.count_pending(stats)       # and count it at the next start (never raises)

Save and Open (the dialogs start in ``store.default_locations().saves_dir``; the file filter is
``*`` + :data:`EXTENSION`)::

    path = store.save_game(chosen_path, GameRecord.of(game), info)  # raises WriteError
    saved = store.open_game(path)    # raises SaveFileError; the file and all else untouched
    saved.record, saved.state, saved.info, saved.title, saved.saved_at

The command-line tools (``replay``, ``review``, ``verify``) read a game from a file as Open
does: ``records.read_record_file(path)`` (a game record, saved game or autosave; raises
``RecordError`` with a sentence).

Preferences dialog: the choices are :data:`LEVELS` (``words.i18n.level_label`` to show),
:data:`ANIMATION_SPEEDS`, :data:`HAND_SORTS`, :data:`CARD_BACKS`, and :data:`SYSTEM_LANGUAGE` or
a language shipped (``words.i18n.shipped_languages``); build the new value with
``dataclasses.replace(prefs, animation_speed="fast", ...)`` (raises ValueError with a sentence
on a bad value), then ``store.save_preferences(prefs)`` (raises WriteError).  Window
geometry is ``bytes(window.saveGeometry().toBase64()).decode()``; ``open_panels`` lists panel
names such as ``score_sheet``.

Statistics window: ``stats.summary()`` (one :class:`Summary` per variant and level),
``stats.overall()``, ``stats.streaks()``, ``stats.best_deals()``, ``stats.biggest_declarations()``,
``side_stats.side_summary(stats)`` (the games of partners by the player's side);
the same with ``practice=True`` for the practice games, which are never mixed in; and
``stats.reset()``.  Finished games: ``store.finished_games(stats)`` (newest first),
``store.finished_game(stats, id).replay()`` for review or a score sheet, ``store.deals_of(stats,
id)``.

Help > Report a problem: ``store.bug_report(GameRecord.of(game), store.current_log_file(),
folder)`` writes a zip with the record, the logs and the versions.

Errors: :class:`WriteError`, :class:`SaveFileError` (and :class:`NewerVersionError`),
:class:`StatisticsError` are all :class:`PersistenceError`, whose ``str()`` is the sentence to
show.
"""
from .atomic import move_aside, read_limited, write_atomic
from .errors import (
    NewerVersionError,
    PersistenceError,
    ReadError,
    SaveFileError,
    StatisticsError,
    WriteError,
)
from .history import FinishedGame, deals_of, finished_game, finished_games
from .logging_setup import bug_report, current_log_file, setup_logging, stop_logging
from .paths import APP_NAME, Locations, default_locations
from .pending import count_pending, keep_pending
from .preferences import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    HAND_SORTS,
    LEVEL_NAMES,
    LEVELS,
    MAX_SEATS,
    SYSTEM_LANGUAGE,
    Preferences,
    SeatChoice,
    load_preferences,
    save_preferences,
)
from .saves import (
    EXTENSION,
    GameInfo,
    SavedGame,
    clear_autosave,
    has_autosave,
    load_autosave,
    open_game,
    save_game,
    write_autosave,
)
from .statistics import (
    DealRecord,
    Declaration,
    Statistics,
    Streaks,
    Summary,
    compute_streaks,
    open_statistics,
)

__all__ = [
    "ANIMATION_SPEEDS", "APP_NAME", "CARD_BACKS", "DealRecord", "Declaration", "EXTENSION",
    "FinishedGame", "GameInfo", "HAND_SORTS", "LEVELS", "LEVEL_NAMES", "Locations",
    "MAX_SEATS", "NewerVersionError", "PersistenceError", "Preferences", "ReadError",
    "SYSTEM_LANGUAGE", "SaveFileError", "SavedGame", "SeatChoice", "Statistics",
    "StatisticsError", "Streaks", "Summary", "WriteError",
    "bug_report", "clear_autosave", "compute_streaks", "count_pending", "current_log_file",
    "deals_of", "keep_pending",
    "default_locations", "finished_game", "finished_games", "has_autosave", "load_autosave",
    "load_preferences", "move_aside", "open_game", "open_statistics", "read_limited",
    "save_game", "save_preferences", "setup_logging", "stop_logging", "write_atomic",
    "write_autosave",
]
