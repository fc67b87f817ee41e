"""Bezique always starts: each damaged file is built in the test's own profile, the real window
is opened as ``bezique-qt`` opens it, and it must come up with a game on the table and a
sentence in the banner saying what happened to the file."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.persistence.statistics import migrate
from bezique_qt.ui.session import session_of
from bezique_qt.ui.window import MainWindow


def finished(seed: int, variant: str = "one_pack_32") -> GameState:
    game = GameState.new_game(preset(variant), seed=seed, names=["Ann", "Computer"])
    rng = random.Random(seed)
    while not game.over:
        if game.deal_over:
            game.next_deal()
        else:
            game.apply(rng.choice(game.legal_actions()))
    return game


def banner_text(window: MainWindow) -> str:
    glue = session_of(window)
    assert glue is not None
    return glue.banner.label.text() if glue.banner.isVisible() else ""


def assert_started(window: MainWindow) -> None:
    assert window.controller.has_game and not window.controller.game_over
    assert not window.controller.paused


def test_statistics_with_a_byte_that_breaks_the_error_message(
        qtbot: QtBot, open_app_window: Callable) -> None:
    where = store.default_locations()
    stats, _ = store.open_statistics(where)
    stats.record_game(finished(1), store.GameInfo())
    stats.close()
    raw = bytearray(where.statistics_file.read_bytes())
    raw[raw.index(b"CREATE INDEX games_by_finish") + len("CREATE")] = 0x8C
    where.statistics_file.write_bytes(bytes(raw))

    window = open_app_window()
    assert_started(window)
    assert "Your statistics file was damaged; it was kept as" in banner_text(window)
    assert list(where.statistics_file.parent.glob("statistics.sqlite3.bad-*"))


def test_old_statistics_with_records_that_do_not_replay(qtbot: QtBot,
                                                       open_app_window: Callable) -> None:
    """Upgrading replays each stored record: a 5,000-digit number and a first dealer of
    1.0 used to stop every start."""
    where = store.default_locations()
    where.statistics_file.parent.mkdir(parents=True, exist_ok=True)
    good = GameRecord.of(finished(2)).to_json()
    records = [json.dumps(dict(good, seed=None)).replace('"seed": null',
                                                         '"seed": 7' + "1" * 5000),
               json.dumps(dict(good, first_dealer=1.0))]
    conn = sqlite3.connect(where.statistics_file, isolation_level=None)
    migrate(conn, target=1)
    for n, record in enumerate(records):
        conn.execute(
            "INSERT INTO games (game_id, variant, opponent_level, player_name, opponent_name, "
            "finished_at, result, player_score, opponent_score, deals, deals_won, record) "
            "VALUES (?, 'one_pack_32', 'medium', 'Ann', 'Computer', "
            "'2025-03-01T12:00:00+00:00', 'won', 10, 5, 1, 1, ?)", (f"old-{n}", record))
    conn.close()

    window = open_app_window()
    assert_started(window)
    assert banner_text(window) == ""  # nothing was lost: no sentence is needed
    stats = session_of(window).session.statistics
    assert stats is not None and stats.persistent and stats.games_recorded() == 2


def test_damaged_rows_are_skipped_and_counted_in_statistics_and_finished_games(
        qtbot: QtBot, open_app_window: Callable, wait_shown: Callable) -> None:
    """A finished time that is not a date (or not text), a record with a 5,000-digit number
    or a first dealer of 1.0, a name with bytes that are not UTF-8: Statistics… and Finished
    games… open, the unusable rows are skipped and counted in a sentence, and a damaged
    record says so when its score sheet is asked for."""
    from PySide6.QtWidgets import QMessageBox

    from bezique_qt.ui.history_window import HistoryWindow
    from bezique_qt.ui.statistics_window import StatisticsWindow

    where = store.default_locations()
    stats, _ = store.open_statistics(where)
    for seed in range(6):
        stats.record_game(finished(seed), store.GameInfo())
    good = GameRecord.of(finished(0)).to_json()
    conn = stats.connection
    conn.execute("UPDATE games SET finished_at = 'the day before' WHERE id = 1")
    conn.execute("UPDATE games SET finished_at = CAST(x'32303235ff8c' AS TEXT) WHERE id = 2")
    conn.execute("UPDATE games SET player_name = CAST(x'416e6e8c' AS TEXT) WHERE id = 3")
    conn.execute("UPDATE games SET record = ? WHERE id = 4", (json.dumps(
        dict(good, seed=None)).replace('"seed": null', '"seed": 3' + "9" * 5000),))
    conn.execute("UPDATE games SET record = ? WHERE id = 5",
                 (json.dumps(dict(good, first_dealer=1.0)),))
    conn.execute("UPDATE games SET finished_at = '0001-01-01T00:00:00+14:00' WHERE id = 6")
    stats.close()

    window = open_app_window()
    assert_started(window)
    glue = session_of(window)
    assert glue is not None
    glue.statistics_action.trigger()
    stats_window = wait_shown(window, StatisticsWindow, "statistics-window")
    assert isinstance(stats_window, StatisticsWindow)
    assert "Damaged games in your statistics, skipped: 3." in stats_window.note.text()
    assert stats_window.note.isVisible()
    stats_window.close()

    glue.history_action.trigger()
    history = wait_shown(window, HistoryWindow, "history-window")
    assert isinstance(history, HistoryWindow)
    assert sorted(g.id for g in history.games) == [3, 4, 5]
    assert "Damaged games in your statistics, skipped: 3." in history.note.text()
    assert next(g for g in history.games if g.id == 3).player_name == "Ann\ufffd"
    for damaged in (4, 5):
        row = next(n for n, g in enumerate(history.games) if g.id == damaged)
        history.table.selectRow(row)
        assert history.open_sheet() is None
        box = wait_shown(history, QMessageBox, "error-message")
        assert isinstance(box, QMessageBox)
        assert "The record of this game is damaged" in box.text()
        box.close()  # it deletes itself: wait until it is gone
        qtbot.waitUntil(lambda: history.findChild(QMessageBox, "error-message") is None)
    row = next(n for n, g in enumerate(history.games) if g.id == 3)
    history.table.selectRow(row)
    sheet = history.open_sheet()
    assert sheet is not None
    sheet.close()
