"""A network game played to its end from the game's window is the player's own: it is in
Statistics and Finished games under the words "Network game", and its score sheet and review
open on it like any game's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from bezique_qt.persistence import open_statistics
from bezique_qt.persistence.network_games import network_game_id, network_games_dir
from bezique_qt.persistence.statistics import NETWORK
from bezique_qt.ui.menus import build_net_table_menus
from bezique_qt.ui.net.dialogs import HostChoices
from bezique_qt.ui.net.home import home_of
from bezique_qt.ui.net.start import host_table
from bezique_qt.ui.sheet.view import ScoreSheetWindow
from bezique_qt.ui.windows.history import HistoryWindow
from bezique_qt.ui.windows.review import ReviewWindow
from bezique_qt.ui.windows.statistics import StatisticsWindow
from bezique_qt.words.i18n import install_translators, opponent_label
from bezique_qt.words.net import keeping_words

from .conftest import glue
from .test_net_table import WAIT_MS, _play_deal

COMPUTER = {"kind": "computer", "level": "novice"}


def _cells(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() if table.item(r, c) else ""
             for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_network_game_is_in_statistics_and_finished_games(
        qtbot: QtBot, open_app_window: Callable[..., Any], wait_shown: Callable) -> None:
    window = open_app_window("--seed", "4")
    session = glue(window)
    home = home_of(window)
    assert home is home_of(window)  # one for the session, whatever the tables opened
    table = host_table(HostChoices("rubicon", "Ann", [{"kind": "person"}, COMPUTER], port=0),
                       address="127.0.0.1", menus=build_net_table_menus, home=home)
    try:
        with qtbot.waitSignal(table.shown_update, timeout=WAIT_MS):
            pass
        assert table.scene.speed == 0  # the game window's speed (--speed none)
        # the rubicon game is one deal: it ends, and the table keeps it
        with qtbot.waitSignal(table.game_kept, timeout=WAIT_MS) as kept, \
                qtbot.waitSignal(session.session.game_recorded, timeout=WAIT_MS):
            _play_deal(qtbot, table)
        assert kept.args == [keeping_words("kept")]
        assert table._status.text() == keeping_words("kept")
        code = table.link.table
        u = table.update_msg
        assert u is not None and u["game_over"]
        # the table says who won, with the points
        won = max(u["game_points"])
        assert table.scene.prompt.text in (f"You win the game with {won}!",
                                           f"{table.names[1]} wins the game with {won}.")
        assert (u["winner"] == 0) == table.scene.prompt.text.startswith("You win")
    finally:
        table.close()

    game_id = network_game_id(code, 0)
    assert (network_games_dir() / f"{game_id}.bezique").is_file()

    # Statistics: counted under the opponent "Network game"
    session.statistics_action.trigger()
    statistics = session.statistics_window
    assert isinstance(statistics, StatisticsWindow) and statistics.isVisible()
    summary = _cells(statistics.games_page.tables["summary"])
    assert [row[:3] for row in summary] == [["Rubicon", "Network game", "1"]]

    # Finished games: the game, its score sheet and its review
    session.history_action.trigger()
    history = wait_shown(window, HistoryWindow, "history-window")
    assert isinstance(history, HistoryWindow)
    game = history.selected_game()
    assert game is not None and game.game_id == game_id and game.opponent_level == NETWORK
    assert _cells(history.table)[0][2] == "Network game"
    sheet = history.open_sheet()
    assert isinstance(sheet, ScoreSheetWindow) and sheet.isVisible()
    sheet.close()
    history.review_budget = 8
    qtbot.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = wait_shown(history, ReviewWindow, "review-window")
    assert isinstance(review, ReviewWindow) and review.deal == 1
    review.close()

    stats, _messages = open_statistics()
    with stats:
        assert stats.is_recorded(game_id) and stats.games_recorded() == 1


def test_the_network_opponent_is_worded_in_french(qapp: QApplication) -> None:
    try:
        install_translators(qapp, "fr")
        assert opponent_label(NETWORK) == "Partie en réseau"
        assert opponent_label("expert") == "Expert"
        assert opponent_label("nobody") == "nobody"
    finally:
        install_translators(qapp, "en")
    assert opponent_label(NETWORK) == "Network game"
