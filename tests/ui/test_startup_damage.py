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
