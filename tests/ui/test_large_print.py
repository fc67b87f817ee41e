"""Large print: bigger card indices, table texts and scores, and a larger font in the windows;
switched in the View menu or the Preferences dialog, shown at once and kept."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.large_print import large_font_on
from bezique_qt.ui.session import session_of
from bezique_qt.ui.table.card_art import CardRenderer
from bezique_qt.ui.table.cards import LARGE_PRINT_SCALE
from bezique_qt.ui.window import MainWindow

from .conftest import open_preferences


def _app_font_size() -> float:
    font = QApplication.font()
    return font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())


def _index_height(renderer: CardRenderer, name: str) -> int:
    """How tall the index in the top-left corner of a face is (in pixels of a card 336 pixels
    high): the rows with ink in the strip left of the pips."""
    image: QImage = renderer.pixmap(name, 336).toImage()
    rows = [y for y in range(4, 220) for x in range(6, 34)
            if image.pixelColor(x, y).alpha() > 250
            and min(image.pixelColor(x, y).getRgb()[:3]) < 140]
    assert rows, name
    return max(rows) - min(rows)


def test_large_index_draws_a_bigger_index(qapp: QApplication) -> None:
    renderer = CardRenderer()
    names = ("S7", "Hq", "D10", "Ca")
    small = [_index_height(renderer, name) for name in names]
    renderer.set_large_index(True)
    large = [_index_height(renderer, name) for name in names]
    for before, after in zip(small, large, strict=True):
        assert after > 1.5 * before
    renderer.set_large_index(False)
    assert [_index_height(renderer, name) for name in names] == small


@pytest.fixture
def large_print_off() -> object:
    """Large print is a setting of the whole application: leave it off for the next test."""
    yield None
    from bezique_qt.ui.large_print import set_large_font
    set_large_font(False)


def test_view_menu_switches_large_print_on_the_table(
        qtbot: QtBot, make_window: Callable[..., MainWindow], large_print_off: object) -> None:
    window = make_window("classic")
    window.start_game(seed=5)
    scene = window.scene
    scene.finish_animations()
    name = scene.name_labels[0]
    prompt = scene.prompt
    before = {
        "name": name.font().pixelSize(), "prompt": prompt.font().pixelSize(),
        "points": scene.scoreboard.value_font().pixelSize(),
        "board": scene.scoreboard.boundingRect().height(),
        "app": _app_font_size(), "panel": scene.panel.pos().y(),
    }
    chosen: list[bool] = []
    window.large_print_chosen.connect(chosen.append)
    assert window.window_actions.large_print in window.view_menu.actions()
    assert not window.window_actions.large_print.isChecked() and not scene.large_print

    window.window_actions.large_print.trigger()
    assert chosen == [True] and scene.large_print and window.window_actions.large_print.isChecked()
    assert name.font().pixelSize() == round(before["name"] * LARGE_PRINT_SCALE)
    assert prompt.font().pixelSize() == round(before["prompt"] * LARGE_PRINT_SCALE)
    assert scene.scoreboard.value_font().pixelSize() == round(
        before["points"] * LARGE_PRINT_SCALE)
    assert scene.scoreboard.boundingRect().height() > before["board"] * 1.3
    assert prompt.boundingRect().height() > prompt.font().pixelSize() * 2  # room for 2 lines
    # the declaration panel moves down under the taller scoreboard
    assert scene.panel.pos().y() >= (scene.scoreboard.pos().y()
                                     + scene.scoreboard.boundingRect().height())
    assert scene.renderer.large_index
    assert _app_font_size() == pytest.approx(before["app"] * LARGE_PRINT_SCALE, rel=0.01)
    # the windows' widgets follow (Qt tells them with a posted event)
    qtbot.waitUntil(lambda: window.menuBar().font().pointSizeF() == pytest.approx(
        QApplication.font().pointSizeF()), timeout=5000)
    assert large_font_on()

    window.set_large_print(False, remember=False)
    assert chosen == [True] and not window.window_actions.large_print.isChecked()
    assert name.font().pixelSize() == before["name"]
    assert scene.scoreboard.boundingRect().height() == before["board"]
    assert scene.panel.pos().y() == before["panel"]
    assert not scene.renderer.large_index
    assert _app_font_size() == pytest.approx(before["app"])


def test_large_print_in_the_preferences_applies_at_once_and_is_kept(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable,
        large_print_off: object) -> None:
    window = open_app_window("--seed", "1")
    glue = session_of(window)
    assert glue is not None
    dialog = open_preferences(window, wait_shown)
    assert not dialog.large_print_box.isChecked()
    dialog.large_print_box.setChecked(True)
    assert window.scene.large_print and window.window_actions.large_print.isChecked()  # at once
    assert large_font_on()
    dialog.reject()  # Cancel puts it back
    assert not window.scene.large_print and not large_font_on()
    assert not store.default_locations().preferences_file.exists()
    qtbot.waitUntil(lambda: glue.preferences_dialog is None, timeout=5000)

    glue.preferences_action.trigger()
    dialog = wait_shown(window, PreferencesDialog, "preferences-dialog")
    dialog.large_print_box.setChecked(True)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert store.load_preferences()[0].large_print is True
    # the View menu switches it off, and that is kept too
    window.window_actions.large_print.trigger()
    assert not window.scene.large_print
    assert store.load_preferences()[0].large_print is False


def test_large_print_kept_in_the_preferences_is_used_at_start(
        open_app_window: Callable, large_print_off: object) -> None:
    store.save_preferences(store.Preferences(large_print=True))
    window = open_app_window()
    assert window.scene.large_print and window.window_actions.large_print.isChecked()
    assert large_font_on()
