"""The New Game dialog fits the screen and gives every house rule the room it needs, whatever
the rules chosen (a description of two or three lines must not crush the controls below it).

The check runs on the test screen, and again in a fresh process on screens of 1280×800 and
1024×640 (Qt's offscreen platform, given a screen of that size)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from bezique_qt.ai import service
from bezique_qt.ui.dialogs.game import NewGameDialog, offered_variants
from bezique_qt.ui.window import MainWindow


def _cramped(widget: QWidget) -> str | None:
    """Why ``widget`` is drawn smaller than it needs, or None."""
    hint = widget.sizeHint()
    if isinstance(widget, QLabel) and widget.wordWrap():
        if widget.height() < widget.heightForWidth(widget.width()):
            return f"label {widget.text()!r} is {widget.height()} px high for its lines"
        return None
    if widget.height() < hint.height():
        return f"{type(widget).__name__} is {widget.height()} px high, wants {hint.height()}"
    if isinstance(widget, QAbstractButton | QLabel) and widget.width() < hint.width():
        text = widget.text()
        return f"{text!r} is {widget.width()} px wide, its text needs {hint.width()}"
    if isinstance(widget, QComboBox):
        text = widget.currentText()
        room = widget.style().subControlRect(
            widget.style().ComplexControl.CC_ComboBox, _combo_option(widget),
            widget.style().SubControl.SC_ComboBoxEditField, widget).width()
        if widget.fontMetrics().horizontalAdvance(text) > room:
            return f"the choice {text!r} is cut ({room} px for it)"
    return None


def _combo_option(combo: QComboBox) -> object:
    from PySide6.QtWidgets import QStyleOptionComboBox

    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.currentText = combo.currentText()
    return option


def _visible_controls(dialog: QWidget) -> list[QWidget]:
    kinds = (QLabel, QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)
    controls = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, kinds) or not widget.isVisibleTo(dialog):
            continue
        if widget.objectName().startswith("qt_") or isinstance(widget.parentWidget(), kinds):
            continue  # parts of another control (a spin box's line edit, the tab bar's arrows)
        if isinstance(widget, QLabel) and not widget.text():
            continue
        controls.append(widget)
    return controls


def test_every_house_rule_has_its_room_with_each_rules(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window("classic")
    window.showMaximized()
    available = window.screen().availableGeometry()
    expected = os.environ.get("BEZIQUE_TEST_SCREEN")  # set by the test below
    if expected:
        assert f"{available.width()}x{available.height()}" == expected
    problems: list[str] = []
    count = len(offered_variants())
    for index in range(count):
        dialog = NewGameDialog(window.game_settings, service.levels(), window)
        assert dialog.variant_box.count() == count
        qtbot.addWidget(dialog)
        dialog.variant_box.setCurrentIndex(index)
        dialog.show()
        qtbot.waitExposed(dialog)
        name = dialog.variant_box.currentText()
        frame = dialog.frameGeometry()
        if frame.width() > available.width() or frame.height() > available.height() \
                or not available.contains(frame.topLeft()):
            problems.append(f"{name}: the dialog {frame} does not fit the screen {available}")
        for tab in range(dialog.tabs.count()):
            if not dialog.tabs.isTabVisible(tab):
                continue
            dialog.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            for widget in _visible_controls(dialog):
                if widget.visibleRegion().isEmpty() and not _scrolled_out(widget):
                    continue
                why = _cramped(widget) or _cut_sideways(widget)
                if why:
                    problems.append(f"{name}, tab {dialog.tabs.tabText(tab)}: {why}")
        dialog.reject()
    assert not problems, "\n".join(problems)


def _cut_sideways(widget: QWidget) -> str | None:
    """Why ``widget``, in a scroll area, is partly hidden at its right or left, or None: the
    rules scroll up and down only."""
    from PySide6.QtWidgets import QScrollArea

    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is None:
        return None
    viewport = parent.viewport()
    left = widget.mapTo(viewport, widget.rect().topLeft()).x()
    right = widget.mapTo(viewport, widget.rect().topRight()).x()
    if left < 0 or right >= viewport.width():
        return (f"{type(widget).__name__} spans {left}..{right}, beyond the "
                f"{viewport.width()} px shown")
    return None


def _scrolled_out(widget: QWidget) -> bool:
    """Whether ``widget`` sits in a scroll area (it can be scrolled into view)."""
    from PySide6.QtWidgets import QScrollArea

    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_same_on_laptop_screens(tmp_path: Path, size: tuple[int, int]) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "laptop", "x": 0, "y": 0, "width": size[0], "height": size[1],
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               BEZIQUE_TEST_SCREEN=f"{size[0]}x{size[1]}")
    test = f"{Path(__file__)}::test_every_house_rule_has_its_room_with_each_rules"
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
         "--import-mode=importlib", test],
        cwd=Path(__file__).parents[2], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "1 passed" in result.stdout
