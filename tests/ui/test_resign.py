"""Game → Resign…: the player gives up the game in progress (the side does, with partners).

The window asks first; Yes stops the computer, nothing more can be played, and the game goes into
Finished games and the statistics as resigned, a loss, and is not offered again at the next start;
No leaves the game as it was."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameState, preset
from bezique_qt.persistence.endings import RESIGNED
from bezique_qt.ui.resign import resignation_winner
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.history import HistoryWindow
from bezique_qt.ui.windows.statistics import StatisticsWindow

from .conftest import glue, opened_from_menu


def _answer(wait_shown: Callable, window: MainWindow, yes: bool) -> str:
    """Wait for the question "Resign?", answer it, and return its text."""
    box = wait_shown(window, QMessageBox, "resign-question")
    assert isinstance(box, QMessageBox)
    text = box.text()
    box.button(QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No).click()
    return text


def test_resigning_records_a_lost_game_and_stops_the_play(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        wait_shown: Callable) -> None:
    window = open_app_window("--seed", "3", "--variant", "classic")
    driver_for(window).play_a_little(clicks=3)
    driver_for(window).wait_for_human()
    c = window.controller
    info = glue(window).session.info
    assert info is not None
    resign = window.window_actions.resign
    assert resign.isEnabled() and resign in window.game_menu.actions()

    # No: the game goes on as it was
    signature = c.state.signature()
    resign.trigger()
    assert _answer(wait_shown, window, yes=False) == (
        "Resign this game? It is recorded as lost in your statistics.")
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "resign-question") is None,
                    timeout=5000)
    assert not c.game_over and c.state.signature() == signature and c.is_humans_turn()

    # Yes: recorded as resigned, a loss
    resign.trigger()
    with qtbot.waitSignal(window.resigned, timeout=5000):
        _answer(wait_shown, window, yes=True)
    stats = glue(window).session.statistics
    assert stats is not None
    (game,) = store.finished_games(stats)
    assert game.game_id == info.game_id and game.ending == RESIGNED
    assert stats.overall().lost == 1 and stats.overall().won == 0
    assert c.game_over and c.resigned and c.winner == 1
    assert window.scene.prompt.text == "You resigned this game."
    assert not resign.isEnabled()
    # nothing more can be played, and the computer does not play on
    card = next(iter(c.state.concealed[0]))
    assert c.try_action(c.state.legal_actions()[0]) is not None
    assert card in c.state.concealed[0] and not c.thinking
    # not saved as it stands: nothing to resume at the next start
    assert not store.has_autosave(glue(window).session.locations)

    history = opened_from_menu(window, "history_action", HistoryWindow, "history-window",
                               wait_shown)
    table = history.table
    assert isinstance(table, QTableWidget)
    assert table.item(0, 3).text() == "Resigned"
    history.close()


def test_partners_resign_for_their_side(qtbot: QtBot, open_app_window: Callable,
                                        driver_for: Callable, wait_shown: Callable) -> None:
    window = open_app_window("--seed", "5", "--variant", "four_handed_partners")
    driver_for(window).wait_for_human()
    c = window.controller
    partner = c.state.names[2]
    window.window_actions.resign.trigger()
    with qtbot.waitSignal(window.resigned, timeout=5000):
        text = _answer(wait_shown, window, yes=True)
    assert text == (f"Resign this game for your side? You and {partner} lose it: it is "
                    "recorded as lost in your statistics.")
    assert c.game_over and c.winner == 1  # the other side
    stats = glue(window).session.statistics
    assert stats is not None
    (game,) = store.finished_games(stats)
    assert game.ending == RESIGNED and stats.overall().lost == 1

    # Finished games and Statistics speak of sides
    names = c.state.names
    history = opened_from_menu(window, "history_action", HistoryWindow, "history-window",
                               wait_shown)
    opponent = history.table.item(0, 2).text()
    assert opponent.endswith(f": with {names[2]}, against {names[1]} and {names[3]}")
    assert history.table.item(0, 3).text() == "Resigned"
    history.close()
    statistics = opened_from_menu(window, "statistics_action", StatisticsWindow,
                                  "statistics-window", wait_shown)
    note = statistics.games_page.widget().findChild(QLabel, "sides-note")
    assert note is not None and "counted by sides" in note.text()
    statistics.close()


def test_the_winner_of_a_resigned_game() -> None:
    two = GameState.new_game(preset("classic"), seed=1)
    assert resignation_winner(two, 0) == 1 and resignation_winner(two, 1) == 0
    partners = GameState.new_game(preset("four_handed_partners"), seed=1)
    assert resignation_winner(partners, 2) == 1 and resignation_winner(partners, 3) == 0
    three = GameState.new_game(preset("three_handed"), seed=1)
    three.game_points[:] = [100, 50, 300]
    assert resignation_winner(three, 0) == 2
    three.game_points[:] = [100, 300, 50]
    assert resignation_winner(three, 0) == 1 and resignation_winner(three, 1) == 0
