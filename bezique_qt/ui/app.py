"""The desktop program: application set-up, the main window and the event loop."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import socket
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget

from bezique_qt import PROG, __version__, paths
from bezique_qt.ai.bots import level_named
from bezique_qt.levels import Level

if TYPE_CHECKING:
    from bezique_qt.ui.window import MainWindow

APP_NAME = "Bezique"
ORGANIZATION_NAME = "bezique_qt"
# Shipped with the program because Qt draws empty boxes on a system without fonts.
UI_FONT_FAMILY = "DejaVu Sans"
BUNDLED_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FELT_COLOUR = "#1f5e3a"
# Robustness testing only (scripts/kill_loop.py): a computer player at this level plays the
# human's seat, with the profile's autosave and statistics on, and appends what it plays and
# finishes to the journal file (see bezique_qt.ui.autoplay).
AUTOPLAY_VARIABLE = "BEZIQUE_AUTOPLAY"
AUTOPLAY_JOURNAL_VARIABLE = "BEZIQUE_AUTOPLAY_JOURNAL"

_log = logging.getLogger(__name__)


def install_bundled_fonts(app: QApplication) -> list[str]:
    """Load the fonts in ``assets/fonts`` and make DejaVu Sans the application font.

    Returns the font families that were loaded. A missing or broken font file is logged and
    the system font stays in use.
    """
    families: list[str] = []
    for name in BUNDLED_FONTS:
        try:
            path = paths.asset("fonts", name)
        except FileNotFoundError as error:
            _log.warning("%s", error)
            break
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            _log.warning("could not load the font %s; using the system font", path)
            continue
        families.extend(QFontDatabase.applicationFontFamilies(font_id))
    if UI_FONT_FAMILY in families:
        font = app.font()
        font.setFamily(UI_FONT_FAMILY)
        app.setFont(font)
    return families


def _requested_platform(qt_arguments: Sequence[str], environ: Mapping[str, str]) -> str | None:
    """The Qt platform plugin asked for with ``-platform NAME`` or ``QT_QPA_PLATFORM``."""
    arguments = list(qt_arguments)
    for index, argument in enumerate(arguments):
        if argument in ("-platform", "--platform") and index + 1 < len(arguments):
            return arguments[index + 1]
    return environ.get("QT_QPA_PLATFORM") or None


def missing_display(qt_arguments: Sequence[str] = (),
                    environ: Mapping[str, str] | None = None,
                    platform: str = sys.platform) -> str | None:
    """A sentence saying why no window can open here, or None when one can (or may).

    On Linux and other X11/Wayland systems Qt needs ``DISPLAY`` (X11) or ``WAYLAND_DISPLAY``;
    without either, and with no platform plugin chosen, it aborts the process with a message
    blaming a library (``libxcb-cursor0``) that is not the problem. Windows and macOS always
    have their own platform, and a chosen plugin (``offscreen``, ``vnc``, ...) is left to Qt.
    """
    env = os.environ if environ is None else environ
    if platform in ("win32", "cygwin", "darwin"):
        return None
    if _requested_platform(qt_arguments, env) is not None:
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    if env.get("XDG_SESSION_TYPE") == "wayland":  # Wayland's default socket may still be there
        return None
    return (f"{PROG}: no display found: DISPLAY and WAYLAND_DISPLAY are not set, so the game "
            "window cannot open; run it in a desktop session, set DISPLAY, or set "
            "QT_QPA_PLATFORM=offscreen to run it without a screen.")


def create_application(qt_arguments: Sequence[str] = ()) -> QApplication:
    """Return the application (created if there is none yet), named and with its font set."""
    existing = QApplication.instance()
    app = (existing if isinstance(existing, QApplication)
           else QApplication([sys.argv[0], *qt_arguments]))
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(ORGANIZATION_NAME)
    install_bundled_fonts(app)
    return app


def create_main_window(options: argparse.Namespace | None = None,
                       notices: Sequence[str] = ()) -> MainWindow:
    """The game window, set up from the command-line ``options`` and the player's saved
    preferences; the unfinished game is offered again, or a game is started.  ``notices``
    (sentences from before the session, such as a stale lock set aside) join its banner."""
    from bezique_qt.ui.game_session import GameSession
    from bezique_qt.ui.session import attach_session
    from bezique_qt.ui.window import MainWindow
    from bezique_qt.words.i18n import install_translators

    session = GameSession.start()  # the log, preferences, statistics and autosave
    session.startup_messages[:0] = notices
    for notice in notices:  # found before the log was open
        _log.warning("%s", notice)
    # Before any widget is made: widgets take their words when they are built.
    app = QApplication.instance()
    if app is not None:
        install_translators(app, session.preferences.language)

    level = None
    if options is not None and options.level:  # the command line has checked it, in any case
        level = level_named(options.level)
    variant = options.variant if options is not None else None
    settings = session.game_settings(variant, level)
    demo = bool(options is not None and options.demo)
    window = MainWindow(
        settings=settings,
        demo=demo,
        exit_after_deals=options.exit_after_deals if options is not None else None,
        speed=options.speed if options is not None else None,
    )
    window.setStyleSheet(f"QMainWindow {{ background-color: {FELT_COLOUR}; }}")
    seed = options.seed if options is not None else None
    attach_session(window, session, seed=seed,
                   show=getattr(options, "show", None) if options is not None else None,
                   speed_given=options is not None and options.speed is not None)
    return window


_wake_up: list[tuple[socket.socket, socket.socket, QSocketNotifier]] = []


def close_on_terminate(window: QWidget) -> None:
    """Close ``window`` the ordinary way when the process is asked to end (SIGTERM: a logout,
    ``kill``; SIGINT: Ctrl+C in a terminal): the game is saved, and the computer's processes
    are stopped cleanly, as with Game > Quit.

    Python runs a signal handler only when it next runs Python code, which the event loop does
    not do while idle: the signal's wake-up byte, written to a socket Qt watches, wakes it."""
    app = QApplication.instance()
    if app is None:
        return
    try:
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        signal.set_wakeup_fd(writer.fileno())
    except (OSError, ValueError):  # not the main thread, or no sockets: the default stays
        return
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def drain() -> None:
        try:
            reader.recv(64)
        except OSError:
            pass

    notifier.activated.connect(drain)
    _wake_up.append((reader, writer, notifier))  # alive as long as the program

    def close(_signum: int, _frame: object) -> None:
        QTimer.singleShot(0, window, window.close)

    for name in ("SIGTERM", "SIGINT"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), close)


def run(options: argparse.Namespace, qt_arguments: Sequence[str] = ()) -> int:
    """Open the game window and run until it is closed; return the exit code.

    ``options`` are the program's parsed options (``bezique-qt --help``: the command line parses
    them, once); ``qt_arguments`` are Qt's own (``-platform offscreen``, ``-style fusion``).
    """
    from bezique_qt.persistence import default_locations
    from bezique_qt.ui.errors import install_excepthook
    from bezique_qt.ui.session import session_of
    from bezique_qt.ui.single_instance import claim_profile
    from bezique_qt.ui.start_refusal import preferred_language, refuse_start
    from bezique_qt.words.i18n import install_translators

    # Said in a sentence before any window exists: without a display Qt aborts the process,
    # and card art that cannot be read fails while the table paints.
    problem = missing_display(qt_arguments) if QApplication.instance() is None else None
    data = None if problem is not None else paths.missing_data()
    if data is not None:
        problem = f"{PROG}: {data}"
    autoplay: Level | None = None
    if problem is None and os.environ.get(AUTOPLAY_VARIABLE):
        try:
            autoplay = level_named(os.environ[AUTOPLAY_VARIABLE])
        except ValueError as error:
            problem = f"{PROG}: {AUTOPLAY_VARIABLE}: {error}"
    if problem is not None and data is None:  # (no display: no window can say it)
        print(problem, file=sys.stderr)
        return 2
    app = create_application(qt_arguments)
    where = default_locations()
    install_translators(app, preferred_language(where))  # the refusal's words
    if data is not None:  # a player who started from a menu sees no standard error
        print(problem, file=sys.stderr)
        refuse_start(data)
        return 2
    # One copy per profile: a second would autosave and clean up over the first one's files.
    guard, refusal, answered = claim_profile(where)
    if guard is None:
        _log.info("%s", refusal)
        print(f"{PROG}: {refusal}", file=sys.stderr)
        if not answered:  # (else the running copy's window has come to the front)
            refuse_start(refusal)
        return 0 if answered else 1
    window = create_main_window(options, guard.notices)
    guard.window = window
    if autoplay is not None:  # robustness testing: see bezique_qt.ui.autoplay
        from bezique_qt.ui.autoplay import start_autoplay

        journal = os.environ.get(AUTOPLAY_JOURNAL_VARIABLE)
        start_autoplay(window, autoplay, Path(journal) if journal else None)
    glue = session_of(window)
    uninstall_excepthook = install_excepthook(glue.record if glue else lambda: None,
                                              lambda: window)
    window.show()
    close_on_terminate(window)
    if options.exit_after_ms is not None:
        # The window is the timer's context: the call is dropped if the window goes first.
        QTimer.singleShot(max(0, options.exit_after_ms), window, window.close)
    try:
        return app.exec()
    finally:
        from bezique_qt.ai.service import stop_worker
        from bezique_qt.ui.split_line import stop_split_workers
        from bezique_qt.ui.windows.review_runner import stop_review_workers

        uninstall_excepthook()
        stop_worker()
        stop_review_workers()
        stop_split_workers()
        guard.release()
