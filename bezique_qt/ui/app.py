"""The desktop program: application set-up, the main window and the event loop."""

from __future__ import annotations

import argparse
import logging
import signal
import socket
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QWidget

from bezique_qt import __version__, paths
from bezique_qt.cli import PROG, add_app_arguments

if TYPE_CHECKING:
    from bezique_qt.ui.window import MainWindow

APP_NAME = "Bezique"
ORGANIZATION_NAME = "bezique_qt"
# Shipped with the program because Qt draws empty boxes on a system without fonts.
UI_FONT_FAMILY = "DejaVu Sans"
BUNDLED_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FELT_COLOUR = "#1f5e3a"

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


def create_application(qt_arguments: Sequence[str] = ()) -> QApplication:
    """Return the application (created if there is none yet), named and with its font set."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *qt_arguments])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(ORGANIZATION_NAME)
    install_bundled_fonts(app)
    return app


def create_main_window(options: argparse.Namespace | None = None) -> MainWindow:
    """The game window, set up from the command-line ``options`` and the player's saved
    preferences; the unfinished game is offered again, or a game is started."""
    from bezique_qt.ui import bots
    from bezique_qt.ui.i18n import install_translators
    from bezique_qt.ui.session import GameSession, attach_session
    from bezique_qt.ui.window import MainWindow

    session = GameSession.start()  # the log, preferences, statistics and autosave
    # Before any widget is made: widgets take their words when they are built.
    app = QApplication.instance()
    if app is not None:
        install_translators(app, session.preferences.language)

    level = None
    if options is not None and options.level:
        wanted = bots.level_id(options.level)
        level = next((name for name in bots.levels() if bots.level_id(name) == wanted), None)
        if level is None:
            _log.warning("there is no level %r; choose one of %s", options.level,
                         ", ".join(bots.levels()))
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


def run(argv: Sequence[str] | None = None) -> int:
    """Open the game window and run until it is closed; return the exit code.

    ``argv`` holds the program's options (see ``bezique_qt.cli.add_app_arguments``); options it
    does not know are passed on to Qt.
    """
    from bezique_qt.ui.errors import install_excepthook
    from bezique_qt.ui.session import session_of

    parser = argparse.ArgumentParser(prog=PROG, add_help=False)
    add_app_arguments(parser)
    options, qt_arguments = parser.parse_known_args(sys.argv[1:] if argv is None else argv)

    app = create_application(qt_arguments)
    window = create_main_window(options)
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
        from bezique_qt.ui.controller import stop_worker

        uninstall_excepthook()
        stop_worker()
