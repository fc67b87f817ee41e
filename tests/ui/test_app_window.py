"""The program's window, opened offscreen."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from bezique_qt.ui import app as app_module


def test_bundled_font_is_loaded_and_used(qapp: QApplication) -> None:
    families = app_module.install_bundled_fonts(qapp)
    assert "DejaVu Sans" in families
    assert "DejaVu Sans" in QFontDatabase.families()
    assert qapp.font().family() == "DejaVu Sans"


def test_application_is_named(qapp: QApplication) -> None:
    assert app_module.create_application() is qapp
    assert qapp.applicationName() == "Bezique"
    assert qapp.organizationName() == "bezique_qt"


def test_main_window_opens(qtbot: QtBot) -> None:
    window = app_module.create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Bezique"
    assert (window.width(), window.height()) == (1100, 720)
    texts = [label.text() for label in window.findChildren(QLabel)]
    assert "Bezique — the card table is coming soon" in texts
    assert "Classic · Rubicon · Six-pack · Eight-pack" in texts


def test_run_exits_after_the_requested_time(qapp: QApplication) -> None:
    assert app_module.run(["--exit-after-ms", "50"]) == 0
