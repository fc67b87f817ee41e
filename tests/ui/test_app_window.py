"""The program's window, opened offscreen."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.cli import add_app_arguments, build_parser
from bezique_qt.levels import Level
from bezique_qt.ui import app as app_module
from bezique_qt.ui.table.view import TableView
from bezique_qt.ui.window import WINDOW_SIZE


def test_bundled_font_is_loaded_and_used(qapp: QApplication) -> None:
    families = app_module.install_bundled_fonts(qapp)
    assert "DejaVu Sans" in families
    assert "DejaVu Sans" in QFontDatabase.families()
    assert qapp.font().family() == "DejaVu Sans"


def test_application_is_named(qapp: QApplication) -> None:
    assert app_module.create_application() is qapp
    assert qapp.applicationName() == "Bezique"
    assert qapp.organizationName() == "bezique_qt"


def test_main_window_opens_on_a_dealt_table(qtbot: QtBot) -> None:
    app_module.create_application()
    window = app_module.create_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle().startswith("Bezique — Classic")
    # the usual size, shrunk to a screen too small for it (the test screen is 800 × 800)
    available = window.screen().availableGeometry()
    for size, usual, room in ((window.width(), WINDOW_SIZE[0], available.width()),
                              (window.height(), WINDOW_SIZE[1], available.height())):
        assert size == usual if room >= usual + 100 else usual > size >= room - 100
    assert isinstance(window.centralWidget(), TableView)
    window.scene.finish_animations()
    assert len(window.scene.picture.hand) == 8
    assert window.scene.scoreboard.board.names[0] == "You"
    window.close()


def test_main_window_takes_the_command_line_options(qtbot: QtBot) -> None:
    app_module.create_application()
    parser = argparse.ArgumentParser()
    add_app_arguments(parser)
    options = parser.parse_args(["--variant", "rubicon", "--level", "novice", "--speed", "none",
                                 "--seed", "4"])
    window = app_module.create_main_window(options)
    qtbot.addWidget(window)
    assert window.controller.variant.id == "rubicon"
    assert window.controller.level(1) == Level.NOVICE
    assert window.scene.speed == 0
    assert len(window.scene.picture.hand) == 9
    window.close()


def test_run_exits_after_the_requested_time(qapp: QApplication) -> None:
    assert app_module.run(build_parser().parse_args(["--exit-after-ms", "50"])) == 0


@pytest.mark.parametrize("screen, expected", [((1920, 1080), (1632, 918)),
                                              ((3840, 2160), (3264, 1836)),
                                              ((1280, 800), (1180, 752))])
def test_the_first_window_takes_most_of_a_large_screen(
        tmp_path: Path, screen: tuple[int, int], expected: tuple[int, int]) -> None:
    """At its first start (no saved place) the window takes 85 % of a large screen, where the
    table lays itself out for the room; on a laptop screen its usual size, shrunk to fit."""
    import json
    import os
    import subprocess
    import sys

    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "screen", "x": 0, "y": 0, "width": screen[0], "height": screen[1],
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    code = ("from bezique_qt.ui import app\n"
            "app.create_application()\n"
            "window = app.create_main_window()\n"
            "print(window.width(), window.height())\n")
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True, timeout=120, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    assert tuple(int(x) for x in result.stdout.split()[-2:]) == expected
