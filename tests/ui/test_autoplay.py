"""``BEZIQUE_AUTOPLAY``: a computer player in the human's seat of the real window, with the
profile's autosave and statistics on (what ``scripts/kill_loop.py`` kills again and again)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.cli import add_app_arguments
from bezique_qt.levels import Level
from bezique_qt.persistence import Preferences
from bezique_qt.ui.app import run
from bezique_qt.ui.autoplay import start_autoplay
from bezique_qt.ui.session import session_of
from bezique_qt.ui.window import MainWindow


def test_autoplay_finishes_games_that_are_counted_and_journalled(
        open_app_window: Callable[..., MainWindow], qtbot: QtBot, tmp_path: Path) -> None:
    store.save_preferences(Preferences(variant="classic", house_rules={"game_target": 200},
                                       opponent_level="novice"))
    journal = tmp_path / "journal.txt"
    window = open_app_window("--level", "novice")
    glue = session_of(window)
    assert glue is not None and glue.session.statistics is not None
    player = start_autoplay(window, Level.NOVICE, journal)
    stats = glue.session.statistics
    qtbot.waitUntil(lambda: stats.games_recorded() >= 1, timeout=120_000)
    lines = [line.split() for line in journal.read_text().splitlines()]
    finished = [game_id for kind, game_id, _count in lines if kind == "finished"]
    assert finished and all(stats.is_recorded(game_id) for game_id in finished)
    # the human's seat really played: the journal saw the game grow action by action
    counts = [int(count) for kind, game_id, count in lines
              if kind == "at" and game_id == finished[0]]
    assert counts == sorted(counts) and counts[-1] > 50
    # a new game was started through the New Game dialog, and it is being autosaved
    qtbot.waitUntil(lambda: store.has_autosave(glue.session.locations), timeout=30_000)
    assert glue.session.info is not None and glue.session.info.game_id != finished[0]
    player.deleteLater()


def test_an_unknown_autoplay_level_is_refused_in_a_sentence(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    add_app_arguments(parser)
    monkeypatch.setenv("BEZIQUE_AUTOPLAY", "grandmaster")
    assert run(parser.parse_args([])) == 2
    error = capsys.readouterr().err
    assert error.startswith("bezique-qt: BEZIQUE_AUTOPLAY: there is no level 'grandmaster'")
