"""A game the player began and set aside for another is recorded as abandoned: Finished games
and Statistics say so, instead of the game vanishing."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.persistence.endings import ABANDONED
from bezique_qt.ui.windows.history import HistoryWindow
from bezique_qt.ui.windows.statistics import StatisticsWindow

from .conftest import glue, opened_from_menu


def _cells(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_a_game_set_aside_at_the_resume_offer_is_recorded_abandoned(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        resume_offered: Callable, wait_shown: Callable) -> None:
    first = open_app_window("--seed", "3")
    driver_for(first).play_a_little(clicks=3)
    begun = glue(first).session.info
    assert begun is not None
    first.close()

    window = open_app_window("--seed", "4")
    resume_offered(window, "New game")
    driver_for(window).wait_for_human()
    stats = glue(window).session.statistics
    assert stats is not None
    (game,) = store.finished_games(stats)
    assert game.game_id == begun.game_id and game.ending == ABANDONED
    assert stats.overall().abandoned == 1 and stats.overall().won == 0
    # the new game is the one in progress: it is not recorded
    info = glue(window).session.info
    assert info is not None and info.game_id != begun.game_id

    history = opened_from_menu(window, "history_action", HistoryWindow, "history-window",
                               wait_shown)
    assert _cells(history.table)[0][3] == "Abandoned"
    history.close()
    statistics = opened_from_menu(window, "statistics_action", StatisticsWindow,
                                  "statistics-window", wait_shown)
    page = statistics.games_page
    overall = page.widget().findChild(QLabel, "overall")
    assert overall is not None and "Abandoned before the end: 1." in overall.text()
    table = page.tables["summary"]
    column = [table.horizontalHeaderItem(c).text()
              for c in range(table.columnCount())].index("Abandoned")
    assert _cells(table)[0][column] == "1"
    statistics.close()


def test_a_game_not_begun_is_not_recorded(qtbot: QtBot, open_app_window: Callable,
                                          driver_for: Callable) -> None:
    first = open_app_window("--seed", "3")
    driver_for(first).wait_for_human()
    first.close()
    window = open_app_window("--seed", "4")
    driver_for(window).wait_for_human()
    stats = glue(window).session.statistics
    assert stats is not None and store.finished_games(stats) == []
