"""The windows a French player opens around a finished game — Statistics, Finished games, a
finished game's score sheet, the score-sheet panel, Preferences — show no text left in English:
none of their labels, buttons, tabs, group titles and table cells is an English text of the
program that has a French translation."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QTableView,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import Action
from bezique_qt.persistence import Preferences
from bezique_qt.ui.sheet.view import ScoreSheetWindow
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.history import HistoryWindow
from bezique_qt.ui.windows.statistics import StatisticsWindow
from bezique_qt.words.i18n import install_translators

from . import test_statistics_window as statistics_tests
from .test_translations import TS, update

glue = statistics_tests.glue


def _plain(text: str) -> str:
    """A text without its shortcut mark and its trailing dots (as menus and buttons add)."""
    return text.replace("&", "").rstrip("…").strip()


def _english() -> set[str]:
    """The program's English texts (without placeholders) whose French differs."""
    return {_plain(source) for (source, _comment), t in update.read_ts(TS).items()
            if isinstance(t.text, str) and t.text != source and "{" not in source}


def _texts(widget: QWidget) -> list[str]:
    """Every text ``widget`` shows in its labels, buttons, group titles, tabs and tables."""
    texts = [widget.windowTitle()]
    texts += [label.text() for label in widget.findChildren(QLabel)]
    texts += [button.text() for button in widget.findChildren(QAbstractButton)]
    texts += [box.title() for box in widget.findChildren(QGroupBox)]
    for tabs in widget.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    for table in widget.findChildren(QTableView):
        model = table.model()
        if model is None:
            continue
        for column in range(model.columnCount()):
            texts.append(str(model.headerData(column, _horizontal()) or ""))
            texts += [str(model.index(row, column).data() or "")
                      for row in range(model.rowCount())]
    return texts


def _horizontal() -> object:
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal


def english_left(widget: QWidget, names: tuple[str, ...] = ()) -> list[str]:
    """The texts of ``widget`` left in English (the players' ``names`` are names, kept as the
    game was started with them)."""
    english = _english() - set(names)
    return [text for text in _texts(widget) if _plain(text) and _plain(text) in english]


@pytest.fixture
def in_french(qapp: QApplication) -> Iterator[None]:
    store.save_preferences(Preferences(language="fr"))
    yield
    install_translators(qapp, "en")


@pytest.fixture
def finished_in_french(qtbot: QtBot, in_french: None, open_app_window: Callable,
                       nearly_finished: Callable, resume_offered: Callable) -> MainWindow:
    """The French window on a game one action from its end (resumed), that action taken."""
    record, last = nearly_finished()
    store.write_autosave(record, store.GameInfo(opponent_level="hard"))
    window = open_app_window()
    resume_offered(window, "Reprendre")
    with qtbot.waitSignal(glue(window).session.game_recorded, timeout=10_000):
        window.controller.try_action(Action.parse(last, window.controller.variant.packs))
    return window


def test_the_windows_of_a_finished_game_say_nothing_in_english(
        qtbot: QtBot, finished_in_french: MainWindow) -> None:
    window = finished_in_french
    session = glue(window)
    assert window.window_actions.new.text() == "&Nouvelle partie…"  # the preference was read
    stats = session.show_statistics()
    assert isinstance(stats, StatisticsWindow)
    assert english_left(stats) == []
    history = session.show_history()
    assert isinstance(history, HistoryWindow)
    assert history.table.rowCount() == 1
    assert english_left(history) == []
    history.table.selectRow(0)
    sheet = history.open_sheet()
    assert isinstance(sheet, ScoreSheetWindow)
    qtbot.waitExposed(sheet)
    assert english_left(sheet, tuple(window.controller.state.names)) == []
    session.sheet_dock.show()
    qtbot.waitUntil(lambda: session.sheet_view.sheet() is not None)
    assert english_left(session.sheet_dock, tuple(window.controller.state.names)) == []
    preferences = session.show_preferences()
    assert english_left(preferences) == []
    preferences.reject()
