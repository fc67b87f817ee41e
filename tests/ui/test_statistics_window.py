"""The Statistics and Finished games windows, filled by a game finished in the real window."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import Action
from bezique_qt.ui.sheet.view import ScoreSheetWindow
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.history import HistoryWindow, sheet_of
from bezique_qt.ui.windows.statistics import StatisticsWindow
from bezique_qt.words.i18n import install_translators

from .conftest import glue, opened_from_menu


@pytest.fixture
def finish_a_game(qtbot: QtBot, open_app_window: Callable, nearly_finished: Callable,
                  resume_offered: Callable) -> Callable[..., MainWindow]:
    """Open the window on a game one action from its end (resumed), and take that action."""
    def finish(*, practice: bool = False) -> MainWindow:
        record, last = nearly_finished()
        store.write_autosave(record, store.GameInfo(opponent_level="hard", practice=practice))
        window = open_app_window()
        resume_offered(window, "Resume")
        with qtbot.waitSignal(glue(window).session.game_recorded, timeout=10_000):
            window.controller.try_action(Action.parse(last, window.controller.variant.packs))
        return window
    return finish


def cells(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_statistics_show_a_finished_game(qtbot: QtBot, finish_a_game: Callable,
                                         wait_shown: Callable) -> None:
    window = finish_a_game()
    stats_window = opened_from_menu(window, "statistics_action", StatisticsWindow,
                                    "statistics-window", wait_shown)
    page = stats_window.games_page
    overall = page.widget().findChild(QLabel, "overall")
    assert overall is not None and overall.text().startswith("1 game: ")
    summary = cells(page.tables["summary"])
    assert len(summary) == 1
    assert summary[0][:3] == ["One pack, 50 up", "Hard", "1"]
    game = store.finished_games(glue(window).session.statistics)[0]  # type: ignore[arg-type]
    won = "1" if game.result == "won" else "0"
    assert summary[0][3] == won
    assert page.tables["declarations"].rowCount() >= 1
    assert page.tables["best"].rowCount() >= 1
    assert "One pack, 50 up" in cells(page.tables["best"])[0][0]
    # the practice tab has none of it
    assert stats_window.practice_page.tables == {}
    assert "No practice games yet" in stats_window.practice_page.widget().findChild(
        QLabel, "overall").text()


def test_practice_games_are_kept_apart(qtbot: QtBot, finish_a_game: Callable) -> None:
    window = finish_a_game(practice=True)
    stats_window = glue(window).show_statistics()
    assert stats_window is not None
    assert stats_window.games_page.tables == {}
    assert len(cells(stats_window.practice_page.tables["summary"])) == 1


def test_reset_asks_first(qtbot: QtBot, finish_a_game: Callable, wait_shown: Callable) -> None:
    window = finish_a_game()
    stats_window = glue(window).show_statistics()
    assert stats_window is not None
    stats_window.reset_button.click()
    box = wait_shown(stats_window, QMessageBox, "reset-confirmation")
    assert isinstance(box, QMessageBox)
    next(b for b in box.buttons() if b.text() == "Cancel").click()
    stats = glue(window).session.statistics
    assert stats is not None and stats.games_recorded() == 1
    stats_window.reset_button.click()
    box = wait_shown(stats_window, QMessageBox, "reset-confirmation")
    assert isinstance(box, QMessageBox)
    next(b for b in box.buttons() if b.text() == "Reset").click()
    qtbot.waitUntil(lambda: stats.games_recorded() == 0, timeout=5000)
    assert stats_window.games_page.tables == {}


def test_history_lists_the_game_and_shows_its_score_sheet(qtbot: QtBot, finish_a_game: Callable,
                                                         wait_shown: Callable) -> None:
    window = finish_a_game()
    history = opened_from_menu(window, "history_action", HistoryWindow, "history-window",
                               wait_shown)
    rows = cells(history.table)
    assert len(rows) == 1
    assert rows[0][1:3] == ["One pack, 50 up", "Hard"] and rows[0][6] == "Yes"
    sheet_window = history.open_sheet()
    assert isinstance(sheet_window, ScoreSheetWindow)
    qtbot.waitExposed(sheet_window)
    model = sheet_window.view.model
    assert model.rowCount() > 10
    sheet = model.sheet()
    assert sheet is not None and sheet.over and sheet.players == ("Ann", "Computer")
    assert "Variant:" in sheet_window.header.text()
    sheet_window.close()


@pytest.mark.parametrize("answer", ["print", "cancel"])
def test_history_prints_the_chosen_game(qtbot: QtBot, finish_a_game: Callable,
                                        wait_shown: Callable, print_to_pdf: Callable,
                                        pdf_text: Callable, tmp_path: Path, answer: str) -> None:
    window = finish_a_game()
    history = opened_from_menu(window, "history_action", HistoryWindow, "history-window",
                               wait_shown)
    game = history.selected_game()
    assert game is not None
    pdf = tmp_path / "finished.pdf"
    print_to_pdf(lambda: qtbot.mouseClick(history.print_button, Qt.MouseButton.LeftButton),
                 pdf, answer)
    if answer == "cancel":
        return
    text = pdf_text(pdf)
    assert "Ann v Computer · One pack, 50 up" in text
    assert sheet_of(game).result in text  # "Ann wins, 51 to 49, …" on the last page


def test_a_narrow_window_does_not_squeeze_the_variant_column(
        qtbot: QtBot, finish_a_game: Callable) -> None:
    """The column that takes the leftover width keeps at least its contents' width when the
    other columns leave none (French headers are longer; here a narrow window): the table
    scrolls rather than showing "On…" for the variant; in a wide window it takes the rest."""
    window = finish_a_game()
    stats_window = StatisticsWindow(glue(window).session.statistics, window)
    stats_window.resize(500, 600)
    stats_window.show()
    qtbot.waitExposed(stats_window)
    table = stats_window.games_page.tables["summary"]
    header = table.horizontalHeader()
    contents = max(header.sectionSizeHint(0), table.sizeHintForColumn(0))
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() > 0)  # the table scrolls
    assert table.columnWidth(0) >= contents
    assert table.item(0, 0).text() == "One pack, 50 up"
    stats_window.resize(1400, 600)  # wide: the variant's column takes what the others leave
    qtbot.waitUntil(lambda: table.columnWidth(0) > contents
                    and header.length() == table.viewport().width())
    stats_window.resize(500, 600)  # and gives it back
    qtbot.waitUntil(lambda: table.horizontalScrollBar().maximum() > 0
                    and table.columnWidth(0) == contents)


def test_the_french_summary_agrees_with_its_numbers(qtbot: QtBot, qapp: QApplication,
                                                    finish_a_game: Callable) -> None:
    """With one game, won or lost, the French summary never says "1 perdues" or "0 gagnées":
    each number stands after its label, which then needs no agreement."""
    window = finish_a_game()
    install_translators(qapp, "fr")
    try:
        stats_window = StatisticsWindow(glue(window).session.statistics, window)
        qtbot.addWidget(stats_window)
        text = stats_window.games_page.widget().findChild(QLabel, "overall").text()
    finally:
        install_translators(qapp, "en")
    assert text.startswith("1 partie"), text
    assert "défaites\u00a0: " in text and "victoires\u00a0: " in text, text
    assert not re.search(r"\b[01] \w+(es|s)\b", text), text
