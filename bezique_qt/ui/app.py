"""The desktop program: application set-up, the main window and the event loop."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QMainWindow, QVBoxLayout

from bezique_qt import __version__, paths
from bezique_qt.cli import PROG, add_app_arguments

APP_NAME = "Bezique"
ORGANIZATION_NAME = "bezique_qt"
WINDOW_TITLE = "Bezique"
WINDOW_SIZE = (1100, 720)
# Shipped with the program because Qt draws empty boxes on a system without fonts.
UI_FONT_FAMILY = "DejaVu Sans"
BUNDLED_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FELT_COLOUR = "#1f5e3a"
FELT_TEXT_COLOUR = "#f3eedb"

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


def _label(text: str, point_size: int, bold: bool = False) -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    font = label.font()
    font.setPointSize(point_size)
    font.setBold(bold)
    label.setFont(font)
    return label


def create_main_window() -> QMainWindow:
    """The main window. For now its table is a felt panel announcing the card table."""
    felt = QFrame()
    felt.setObjectName("felt")
    felt.setStyleSheet(
        f"QFrame#felt {{ background-color: {FELT_COLOUR}; }}\n"
        f"QLabel {{ color: {FELT_TEXT_COLOUR}; }}"
    )
    layout = QVBoxLayout(felt)
    layout.addStretch(1)
    layout.addWidget(_label("Bezique — the card table is coming soon", 30, bold=True))
    layout.addSpacing(16)
    layout.addWidget(_label("Classic · Rubicon · Six-pack · Eight-pack", 18))
    layout.addStretch(1)

    window = QMainWindow()
    window.setWindowTitle(WINDOW_TITLE)
    window.resize(*WINDOW_SIZE)
    window.setCentralWidget(felt)
    return window


def run(argv: Sequence[str] | None = None) -> int:
    """Open the game window and run until it is closed; return the exit code.

    ``argv`` holds the program's options (see ``bezique_qt.cli.add_app_arguments``); options it
    does not know are passed on to Qt.
    """
    parser = argparse.ArgumentParser(prog=PROG, add_help=False)
    add_app_arguments(parser)
    options, qt_arguments = parser.parse_known_args(sys.argv[1:] if argv is None else argv)

    app = create_application(qt_arguments)
    window = create_main_window()
    window.show()
    if options.exit_after_ms is not None:
        # The window is the timer's context: the call is dropped if the window goes first.
        QTimer.singleShot(max(0, options.exit_after_ms), window, window.close)
    return app.exec()
